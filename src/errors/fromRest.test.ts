// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createRestClients } from '../rest/clients';
import { fakeSession, json, ORIGIN, scriptedFetch } from '../rest/testing/fakes';
import { AppError } from './AppError';
import { fromRest, readRestErrorBody, unwrap } from './fromRest';

/** An openapi-fetch failure: the parsed body as `error`, and the response. */
function failure(status: number, body?: unknown, statusText = '') {
  return { error: body, response: new Response(null, { status, statusText }) };
}

afterEach(() => vi.restoreAllMocks());

describe('fromRest: the REST catalogue (core.md 8)', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'server'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [400, 'client'],
    [409, 'client'],
    [429, 'client'],
    [501, 'client'],
  ])('maps %i to %s', (status, kind) => {
    const error = fromRest(failure(status, { error: 'x', message: 'm' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind, status });
  });

  it('maps a not_found code to notFound whatever the status, and lower-cases a GraphQL-style code', () => {
    expect(fromRest(failure(400, { error: 'not_found', message: 'Zone not found' }))).toMatchObject({ kind: 'notFound', code: 'not_found', message: 'Zone not found' });
    expect(fromRest(failure(410, { code: 'NOT_FOUND', message: 'gone' }))).toMatchObject({ kind: 'notFound', code: 'not_found' });
    expect(fromRest(failure(409, { code: 'RATE_LIMITED', message: 'slow down' }))).toMatchObject({ kind: 'client', code: 'rate_limited' });
  });

  it('is offline when the browser is, for a status the catalogue does not name', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(fromRest(failure(418)).kind).toBe('offline');
    expect(fromRest(failure(418)).expected).toBe(true);
    expect(fromRest(failure(503)).kind).toBe('unavailable');
  });

  it("reads 'illegal base64 data at input' in a 400 as an invalid URL, in a JSON or a text body", () => {
    expect(fromRest(failure(400, { error: 'bad_request', message: 'illegal base64 data at input byte 4' })).kind).toBe('invalidUrl');
    expect(fromRest(failure(400, 'illegal base64 data at input byte 4')).kind).toBe('invalidUrl');
    expect(fromRest(failure(404, { error: 'not_found', message: 'illegal base64 data at input byte 4' })).kind).toBe('notFound');
  });

  it('reads a 401 as an expired session only when a token was sent', () => {
    expect(fromRest(failure(401, { error: 'unauthorized', message: 'Token expired' }), { authorizationSent: true }).kind).toBe('sessionExpired');
    expect(fromRest(failure(401, { error: 'unauthorized', message: 'Wrong password' })).kind).toBe('unauthorized');
  });

  it("reads a 404 'No User with id' as an expired session", () => {
    expect(fromRest(failure(404, { error: 'not_found', message: 'No User with id u1' })).kind).toBe('sessionExpired');
  });

  it('reads a 404 with errorType deactivated as deactivated, keeping the server message', () => {
    expect(fromRest(failure(404, { error: 'not_found', message: 'Sound zone has been deactivated', errorType: 'deactivated' }))).toMatchObject({ kind: 'deactivated', message: 'Sound zone has been deactivated', errorType: 'deactivated', code: 'not_found' });
    expect(fromRest(failure(404, { error: 'not_found', message: 'Account has been suspended', errorType: 'deactivated' }))).toMatchObject({ kind: 'deactivated', message: 'Account has been suspended' });
    expect(fromRest(failure(403, { error: 'forbidden', message: 'x', errorType: 'deactivated' })).kind).toBe('forbidden');
  });

  it('carries the per-field messages of a validation error (core.md 5)', () => {
    const error = fromRest(failure(400, { error: 'bad_request', message: 'The request is invalid', fields: { email: 'Must be a valid email', 'address.postal_code': 'Cannot be empty' } }));
    expect(error.fields).toEqual({ email: 'Must be a valid email', 'address.postal_code': 'Cannot be empty' });
  });

  it('drops a malformed part of the body, not the rest of it', () => {
    expect(fromRest(failure(400, { error: 'bad_request', message: 'The request is invalid', fields: { email: 1 } }))).toMatchObject({ message: 'The request is invalid', code: 'bad_request', fields: undefined });
  });

  it('describes an answer without a readable body by its status', () => {
    expect(fromRest(failure(502, '<html>Bad gateway</html>', 'Bad Gateway')).message).toBe('HTTP 502 Bad Gateway');
    expect(fromRest(failure(500)).message).toBe('HTTP 500');
  });

  it('marks the outcomes the caller handles as expected', () => {
    expect(fromRest(failure(404), { expected: ['notFound', 'forbidden'] }).expected).toBe(true);
    expect(fromRest(failure(500), { expected: ['notFound'] }).expected).toBe(false);
    expect(fromRest(failure(500), { expected: true }).expected).toBe(true);
    expect(fromRest(failure(500)).expected).toBe(false);
  });
});

describe('readRestErrorBody', () => {
  it("reads the stand-ins' third-party shapes", () => {
    expect(readRestErrorBody({ error: { status: 400, message: 'Invalid limit' } })).toMatchObject({ message: 'Invalid limit' });
    expect(readRestErrorBody({ error: 'invalid_grant', error_description: 'Invalid authorization code' })).toMatchObject({ code: 'invalid_grant', message: 'Invalid authorization code' });
    expect(readRestErrorBody(undefined)).toEqual({ text: '' });
  });
});

describe('with the REST clients', () => {
  it('knows the operation and that a token was sent', async () => {
    const fetch = scriptedFetch(json({ error: 'unauthorized', message: 'Token expired' }, 401));
    const rest = createRestClients({ session: fakeSession({ refresh: async () => undefined }), fetch, origin: ORIGIN });
    const error = fromRest(await rest.api.GET('/api/accounts/{accountId}', { params: { path: { accountId: 'a1' } } }));
    expect(error).toMatchObject({ kind: 'sessionExpired', status: 401, operation: 'GET /api/accounts/{accountId}', message: 'Token expired' });
  });
});

describe('unwrap', () => {
  it('gives the data of a success, typed by the contract', async () => {
    const rest = createRestClients({ session: fakeSession(), fetch: scriptedFetch(json({ id: 'a1', type: 'Account' })), origin: ORIGIN });
    const account = unwrap(await rest.api.GET('/api/accounts/{accountId}', { params: { path: { accountId: 'a1' } } }));
    expectTypeOf(account.id).toEqualTypeOf<string>();
    expect(account.id).toBe('a1');
  });

  it('gives nothing for an answer without content', () => {
    expect(unwrap({ data: undefined, response: new Response(null, { status: 204 }) })).toBeUndefined();
  });

  it('throws the failure as an AppError', () => {
    expect(() => unwrap(failure(403, { error: 'forbidden', message: 'Not allowed' }), { operation: 'DELETE /api/acls/{aclId}' })).toThrow(expect.objectContaining({ kind: 'forbidden', message: 'Not allowed', operation: 'DELETE /api/acls/{aclId}' }));
  });
});
