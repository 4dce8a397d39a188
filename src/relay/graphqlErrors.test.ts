import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import {
  emptyResponseError,
  graphqlErrorToAppError,
  httpErrorToAppError,
  kindOfStatus,
  parseHttpErrorMessage,
  requireField,
} from './graphqlErrors';

const context = { operation: 'GraphQL ZonesPageQuery', isExpected: () => false };

describe('GraphQL codes (core.md 8)', () => {
  it.each([
    ['BAD_USER_INPUT', 400, 'badRequest'],
    ['UNAUTHENTICATED', 401, 'unauthorized'],
    ['UNAUTHORIZED', 401, 'unauthorized'],
    ['FORBIDDEN', 403, 'forbidden'],
    ['NOT_FOUND', 404, 'notFound'],
    ['RATE_LIMITED', 429, 'rateLimited'],
  ])('%s is status %i, kind %s', (code, status, kind) => {
    const error = graphqlErrorToAppError({ message: 'No', extensions: { code } }, context);
    expect(error).toMatchObject({ status, kind, code, message: 'No', operation: 'GraphQL ZonesPageQuery' });
  });
});

describe('kindOfStatus', () => {
  it.each([
    [400, 'badRequest'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [408, 'client'],
    [409, 'client'],
    [429, 'rateLimited'],
    [500, 'server'],
    [501, 'server'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [520, 'server'],
    [undefined, 'unknown'],
  ] as const)('%s is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
  });
});

describe('graphqlErrorToAppError', () => {
  it.each([
    ['INTERNAL_SERVER_ERROR', 'Boom', 'GQL Server: Boom'],
    ['DOWNSTREAM_SERVICE_ERROR', 'Catalogue down', 'GQL Server: Catalogue down'],
    [undefined, 'Failed to execute query', 'GQL Server: Failed to execute query'],
  ])('shows a server error (%s) as "GQL Server: {message}"', (code, message, shown) => {
    const error = graphqlErrorToAppError({ message, extensions: code ? { code } : {} }, context);
    expect(error.message).toBe(shown);
    expect(error.kind).toBe('server');
  });

  it('prefixes errors of a response with status 500 or more', () => {
    expect(graphqlErrorToAppError({ message: 'Oops' }, { ...context, httpStatus: 500 })).toMatchObject({ message: 'GQL Server: Oops', status: 500, kind: 'server' });
  });

  it("parses 'HTTP Error {code}: {message}' into status and type", () => {
    expect(graphqlErrorToAppError({ message: 'HTTP Error 404: Not Found' }, context)).toMatchObject({ status: 404, errorType: 'Not Found', kind: 'notFound', message: 'HTTP Error 404: Not Found' });
    expect(graphqlErrorToAppError({ message: 'HTTP Error 503: Service Unavailable' }, context)).toMatchObject({ status: 503, kind: 'unavailable', message: 'GQL Server: HTTP Error 503: Service Unavailable' });
  });

  it("defaults the message to 'Unknown error'", () => {
    expect(graphqlErrorToAppError({}, context)).toMatchObject({ message: 'Unknown error', kind: 'unknown', status: undefined });
    expect(graphqlErrorToAppError({ message: '' }, context).message).toBe('Unknown error');
  });

  it('takes the fields of BAD_USER_INPUT from extensions.exception.validationErrors', () => {
    const error = graphqlErrorToAppError({ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT', exception: { validationErrors: { name: 'Required' } } } }, context);
    expect(error).toMatchObject({ kind: 'badRequest', status: 400, fields: { name: 'Required' } });
  });

  it('keeps the errorType of a deactivated entity', () => {
    const error = graphqlErrorToAppError({ message: 'Zone has been deactivated', extensions: { code: 'NOT_FOUND', errorType: 'deactivated' } }, context);
    expect(error).toMatchObject({ kind: 'notFound', errorType: 'deactivated' });
  });

  it('marks the codes the caller expects', () => {
    const expecting = { ...context, isExpected: (code: string | undefined) => code === 'UNAUTHENTICATED' };
    expect(graphqlErrorToAppError({ message: 'Wrong password', extensions: { code: 'UNAUTHENTICATED' } }, expecting).expected).toBe(true);
    expect(graphqlErrorToAppError({ message: 'No', extensions: { code: 'FORBIDDEN' } }, expecting).expected).toBe(false);
  });

  it('falls back to the HTTP status of the response, but not to 200', () => {
    expect(graphqlErrorToAppError({ message: 'Bad' }, { ...context, httpStatus: 400 })).toMatchObject({ status: 400, kind: 'badRequest' });
    expect(graphqlErrorToAppError({ message: 'Odd' }, { ...context, httpStatus: 200 })).toMatchObject({ status: undefined, kind: 'unknown' });
  });
});

describe('parseHttpErrorMessage', () => {
  it('reads the status and type, and nothing else', () => {
    expect(parseHttpErrorMessage('HTTP Error 502: Bad Gateway')).toEqual({ status: 502, type: 'Bad Gateway' });
    expect(parseHttpErrorMessage('Error 502: Bad Gateway')).toBeUndefined();
  });
});

describe('httpErrorToAppError and emptyResponseError', () => {
  it("reads a response that is not GraphQL as 'HTTP Error {code}: {text}'", () => {
    expect(httpErrorToAppError(502, 'Bad Gateway', context)).toMatchObject({ message: 'GQL Server: HTTP Error 502: Bad Gateway', status: 502, kind: 'unavailable', errorType: 'Bad Gateway' });
    expect(httpErrorToAppError(418, '', context)).toMatchObject({ message: 'HTTP Error 418: Unknown error', status: 418, kind: 'client' });
  });

  it("calls a response with neither data nor errors an 'Unknown error'", () => {
    expect(emptyResponseError('GraphQL ZonesPageQuery')).toMatchObject({ message: 'Unknown error', kind: 'unknown', operation: 'GraphQL ZonesPageQuery' });
  });
});

describe('requireField', () => {
  const data = { account: { zone: { name: 'Lobby', volume: 0 }, location: null } };

  it('returns the value at the path', () => {
    expect(requireField(data, 'account.zone.name')).toBe('Lobby');
    expect(requireField(data, 'account.zone.volume')).toBe(0);
  });

  it.each(['account.location', 'account.zone.missing', 'account.location.name', 'viewer'])("throws \"GQL: Missing '%s' from response\"", (path) => {
    const thrown = (() => {
      try {
        requireField(data, path);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ message: `GQL: Missing '${path}' from response`, code: 'MISSING_DATA' });
  });

  it('throws when there is no data at all', () => {
    expect(() => requireField(null, 'account')).toThrow("GQL: Missing 'account' from response");
  });
});
