import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CacheConfig, GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { AppError } from '../errors/AppError';
import { isOffline, setOffline } from '../app/connectivity';
import { sendEarlyQuery } from './earlyRequests';
import { createFetchFunction } from './fetchOperation';
import type { OperationTransport } from './fetchOperation';
import { fakeSession, jsonResponse } from './testFakes';
import type { FakeSession } from './testFakes';

const query: RequestParameters = { id: 'query-hash', text: null, name: 'ZonesPageQuery', operationKind: 'query', metadata: {} };
const mutation: RequestParameters = { id: 'mutation-hash', text: null, name: 'RenameZoneMutation', operationKind: 'mutation', metadata: {} };
const login: RequestParameters = { id: 'login-hash', text: null, name: 'LoginUserMutation', operationKind: 'mutation', metadata: {} };
const DATA = { data: { viewer: { id: 'U1' } } };

let session: FakeSession;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let onReport: ReturnType<typeof vi.fn<(error: AppError) => void>>;

function transport(overrides: Partial<OperationTransport> = {}): OperationTransport {
  return { endpoint: 'control', origin: 'https://cadence.test', session, fetch: fetchMock, trackingId: 'tracking-1', userAgent: 'cadence-business-web/1.0.0 (Commit; abc)', random: () => 0.5, onReport, ...overrides };
}

function execute(params: RequestParameters, cacheConfig: CacheConfig = {}, overrides: Partial<OperationTransport> = {}) {
  const observable = createFetchFunction(transport(overrides))(params, { id: 'Z1' }, cacheConfig) as Observable<GraphQLResponse>;
  return observable.toPromise();
}

/** The outcome as a value, so a rejection is never unhandled while the test moves the clock. */
function capture(promise: Promise<unknown>): Promise<{ value?: unknown; error?: AppError }> {
  return promise.then((value) => ({ value }), (error: AppError) => ({ error }));
}

/** Runs every timer (retry waits) and gives the outcome. */
async function settle(promise: Promise<unknown>): Promise<{ value?: unknown; error?: AppError }> {
  const outcome = capture(promise);
  await vi.runAllTimersAsync();
  return outcome;
}

const request = (call: number) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, init: init!, headers: init!.headers as Record<string, string>, body: JSON.parse(init!.body as string) };
};

beforeEach(() => {
  vi.useFakeTimers();
  session = fakeSession();
  fetchMock = vi.fn<typeof fetch>();
  onReport = vi.fn();
  setOffline(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the request', () => {
  it('posts the persisted id to {origin}/lucy/control?op={name} without credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    await expect(execute(query)).resolves.toEqual(DATA);
    const { url, init, body } = request(0);
    expect(url).toBe('https://cadence.test/lucy/control?op=ZonesPageQuery');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(body).toEqual({ extensions: { persistedQuery: { version: 1, sha256Hash: 'query-hash' } }, variables: { id: 'Z1' }, operationName: 'ZonesPageQuery' });
  });

  it('posts to /lucy/playback for the playback endpoint', async () => {
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    await execute(query, {}, { endpoint: 'playback', origin: '' });
    expect(request(0).url).toBe('/lucy/playback?op=ZonesPageQuery');
  });

  it('sends the token, tracking id, traceparent and User-Agent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    await execute(query);
    expect(request(0).headers).toMatchObject({ authorization: 'Bearer token-1', 'x-tracking-id': 'tracking-1', 'x-user-agent': 'cadence-business-web/1.0.0 (Commit; abc)' });
    expect(request(0).headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('keeps the trace of an operation across retries with a new span each time', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, { status: 503 })).mockResolvedValueOnce(jsonResponse(DATA));
    await settle(execute(query));
    const [first, second] = [request(0).headers.traceparent!, request(1).headers.traceparent!].map((header) => header.split('-'));
    expect(first![1]).toBe(second![1]);
    expect(first![2]).not.toBe(second![2]);
  });

  it('adopts a token issued in x-access-token-issued, on success and on failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(DATA, { headers: { 'x-access-token-issued': 'fresh-1' } }));
    await execute(query);
    expect(session.adoptIssuedToken).toHaveBeenCalledWith('fresh-1');
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }, { headers: { 'x-access-token-issued': 'fresh-2' } }));
    await settle(execute(query));
    expect(session.adoptIssuedToken).toHaveBeenLastCalledWith('fresh-2');
  });
});

describe('retries (core.md 8)', () => {
  it.each([408, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524])('retries a query after status %i', async (status) => {
    fetchMock.mockResolvedValueOnce(new Response('<html>busy</html>', { status })).mockResolvedValueOnce(jsonResponse(DATA));
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 403, 404, 409])('does not retry status %i', async (status) => {
    fetchMock.mockResolvedValue(new Response('nope', { status }));
    const { error } = await settle(execute(query));
    expect(error?.status).toBe(status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.', 'Network request failed'])('retries after the network failure %j and goes offline meanwhile', async (message) => {
    let offlineDuringRetry = false;
    fetchMock.mockRejectedValueOnce(new TypeError(message)).mockImplementationOnce(async () => {
      offlineDuringRetry = isOffline();
      return jsonResponse(DATA);
    });
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(offlineDuringRetry).toBe(true);
    expect(isOffline()).toBe(false);
  });

  it('fails offline once the network never answers', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { error } = await settle(execute(query));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'offline', message: 'Failed to fetch', operation: 'GraphQL ZonesPageQuery' });
    expect(isOffline()).toBe(true);
  });

  it('does not retry or go offline for other fetch failures', async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to execute 'fetch': Invalid header value"));
    const { error } = await settle(execute(query));
    expect(error).toMatchObject({ kind: 'client' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
  });

  it.each([
    ['INTERNAL_SERVER_ERROR', 'Boom'],
    ['DOWNSTREAM_SERVICE_ERROR', 'Catalogue down'],
    [undefined, 'Failed to execute query'],
  ])('retries GraphQL server errors (%s, %s)', async (code, message) => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message, extensions: code ? { code } : {} }] })).mockResolvedValueOnce(jsonResponse(DATA));
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries 5 times in all, then fails with the last error', async () => {
    fetchMock.mockImplementation(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    const { error } = await settle(execute(query));
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, message: 'GQL Server: HTTP Error 503: Service Unavailable' });
  });

  it('does not retry a mutation unless it allows retries', async () => {
    fetchMock.mockImplementation(async () => new Response('down', { status: 503 }));
    await settle(execute(mutation));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    await settle(execute(mutation, { metadata: { allowRetries: true } }));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('waits the Fibonacci back-off between attempts (jitter at its midpoint)', async () => {
    fetchMock.mockImplementation(async () => new Response('down', { status: 502 }));
    const outcome = capture(execute(query));
    const waits = [1000, 1000, 2000, 3000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 2);
    }
    await outcome;
  });

  it('applies jitter from the random source', async () => {
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 502 })).mockResolvedValueOnce(jsonResponse(DATA));
    const outcome = capture(execute(query, {}, { random: () => 0 }));
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await outcome;
  });

  it.each([
    ['logged in', true, [1500, 3000, 6000, 12_000]],
    ['logged out', false, [3000, 6000, 12_000, 24_000]],
  ])('backs off from RATE_LIMITED by its own delays when %s', async (_label, loggedIn, waits) => {
    session = fakeSession({ loggedIn });
    fetchMock.mockImplementation(async () => jsonResponse({ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }, { status: 429 }));
    const outcome = capture(execute(query));
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(index + 2);
    }
    const { error } = await outcome;
    expect(error).toMatchObject({ kind: 'rateLimited', status: 429, code: 'RATE_LIMITED' });
  });

  it('treats RATE_LIMITED in a 200 response as a rate limit too', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message: 'Slow down', extensions: { code: 'RATE_LIMITED' } }] })).mockResolvedValueOnce(jsonResponse(DATA));
    const outcome = capture(execute(query));
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await outcome;
  });

  it('stops retrying when Relay unsubscribes', async () => {
    fetchMock.mockImplementation(async () => new Response('down', { status: 503 }));
    const subscription = (createFetchFunction(transport())(query, {}, {}) as Observable<GraphQLResponse>).subscribe({});
    await vi.advanceTimersByTimeAsync(10);
    subscription.unsubscribe();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onReport).not.toHaveBeenCalled();
  });
});

describe('a query sent early (./earlyRequests.ts)', () => {
  const sendEarly = (response: Response) => {
    const early = vi.fn<typeof fetch>(async () => response);
    sendEarlyQuery({ session, fetch: early, origin: 'https://cadence.test' }, { kind: 'PreloadableConcreteRequest', params: { ...query, id: 'query-hash', text: null } }, { id: 'Z1' });
    return early;
  };

  it('answers from the early response without sending the query again', async () => {
    const early = sendEarly(jsonResponse(DATA));
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(early).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('handles the early response as its own: refused, it refreshes the token and sends the query itself', async () => {
    sendEarly(jsonResponse({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 }));
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(request(0).headers.authorization).toBe('Bearer token-2');
  });

  it('is not taken by the playback endpoint', async () => {
    sendEarly(jsonResponse(DATA));
    fetchMock.mockResolvedValue(jsonResponse(DATA));
    await settle(execute(query, {}, { endpoint: 'playback' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(execute(query));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('401 and token refresh (core.md 8)', () => {
  const unauthenticated = () => jsonResponse({ errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 });

  it('refreshes the token once and retries with the new one', async () => {
    fetchMock.mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(jsonResponse(DATA));
    expect(await settle(execute(query))).toEqual({ value: DATA });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(request(0).headers.authorization).toBe('Bearer token-1');
    expect(request(1).headers.authorization).toBe('Bearer token-2');
  });

  it('fails when the retried call is refused again, and resets auth when logged in', async () => {
    fetchMock.mockImplementation(async () => unauthenticated());
    const { error } = await settle(execute(query));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.authFailed).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED' });
  });

  it('fails without retrying when no new token comes back', async () => {
    session = fakeSession({ refreshedToken: null });
    fetchMock.mockImplementation(async () => unauthenticated());
    const { error } = await settle(execute(query));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.authFailed).toHaveBeenCalledTimes(1);
    expect(error?.status).toBe(401);
  });

  it('treats a failing refresh as no new token', async () => {
    session.refresh.mockRejectedValue(new Error('refresh failed'));
    fetchMock.mockImplementation(async () => unauthenticated());
    const { error } = await settle(execute(query));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error?.status).toBe(401);
  });

  it('does not reset auth when nobody is logged in', async () => {
    session = fakeSession({ token: null, loggedIn: false, refreshedToken: null });
    fetchMock.mockImplementation(async () => unauthenticated());
    await settle(execute(query));
    expect(session.authFailed).not.toHaveBeenCalled();
  });

  it('refreshes on an HTTP 401 without a GraphQL body, and on UNAUTHENTICATED in a 200', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 })).mockResolvedValueOnce(jsonResponse(DATA));
    expect(await settle(execute(mutation))).toEqual({ value: DATA });
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message: 'Expired', extensions: { code: 'UNAUTHENTICATED' } }] })).mockResolvedValueOnce(jsonResponse(DATA));
    expect(await settle(execute(mutation))).toEqual({ value: DATA });
    expect(session.refresh).toHaveBeenCalledTimes(2);
  });

  it('takes UNAUTHENTICATED on login as an expected error: no refresh, a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => unauthenticated());
    const { error } = await settle(execute(login, { metadata: { report: true } }));
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.authFailed).not.toHaveBeenCalled();
    expect(error).toMatchObject({ expected: true, code: 'UNAUTHENTICATED', status: 401 });
    expect(warn).toHaveBeenCalledWith(error);
    expect(onReport).not.toHaveBeenCalled();
  });

  it('sends the session operations without the bearer token and never refreshes for them', async () => {
    fetchMock.mockImplementation(async () => unauthenticated());
    await settle(execute({ ...mutation, name: 'RefreshLoginMutation' }));
    await settle(execute({ ...mutation, name: 'LogoutUserMutation' }));
    expect(session.refresh).not.toHaveBeenCalled();
    expect(request(0).headers).not.toHaveProperty('authorization');
    expect(request(1).headers).not.toHaveProperty('authorization');
  });
});

describe('responses and errors (core.md 8)', () => {
  it('passes partial data with errors below the root to Relay', async () => {
    const partial = { data: { viewer: { id: 'U1', avatar: null } }, errors: [{ message: 'No avatar', path: ['viewer', 'avatar'] }] };
    fetchMock.mockResolvedValue(jsonResponse(partial));
    await expect(execute(query)).resolves.toEqual(partial);
  });

  it('fails when a root field failed, with the error of that field', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { zone: null }, errors: [{ message: 'Sound zone not found', path: ['zone'], extensions: { code: 'NOT_FOUND' } }] }));
    const { error } = await settle(execute(query));
    expect(error).toMatchObject({ kind: 'notFound', status: 404, code: 'NOT_FOUND', message: 'Sound zone not found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails with the fields of BAD_USER_INPUT', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: null, errors: [{ message: 'Invalid', path: ['renameZone'], extensions: { code: 'BAD_USER_INPUT', exception: { validationErrors: { name: 'Too long' } } } }] }));
    const { error } = await settle(execute(mutation));
    expect(error).toMatchObject({ kind: 'badRequest', status: 400, fields: { name: 'Too long' } });
  });

  it("fails with 'Unknown error' when a response has neither data nor errors", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const { error } = await settle(execute(query));
    expect(error).toMatchObject({ message: 'Unknown error', kind: 'unknown' });
  });

  it("shows server errors as 'GQL Server: {message}'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: null, errors: [{ message: 'Unexpected server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    const { error } = await settle(execute(mutation));
    expect(error).toMatchObject({ message: 'GQL Server: Unexpected server error', kind: 'server', code: 'INTERNAL_SERVER_ERROR' });
  });

  it("reads 'HTTP Error {code}: {message}' into status and type", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: null, errors: [{ message: 'HTTP Error 403: Forbidden' }] }));
    const { error } = await settle(execute(query));
    expect(error).toMatchObject({ status: 403, errorType: 'Forbidden', kind: 'forbidden' });
  });
});

describe('logging (core.md 8)', () => {
  const forbidden = () => jsonResponse({ data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] });

  it('reports unexpected errors only when the operation asks', async () => {
    const warn = vi.spyOn(console, 'warn');
    fetchMock.mockImplementation(async () => forbidden());
    await settle(execute(mutation));
    expect(onReport).not.toHaveBeenCalled();
    const { error } = await settle(execute(mutation, { metadata: { report: true } }));
    expect(onReport).toHaveBeenCalledWith(error);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about errors the operation expects and never reports them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => forbidden());
    const { error } = await settle(execute(mutation, { metadata: { report: true, expectedErrors: ['FORBIDDEN'] } }));
    expect(error?.expected).toBe(true);
    expect(warn).toHaveBeenCalledWith(error);
    expect(onReport).not.toHaveBeenCalled();
  });
});
