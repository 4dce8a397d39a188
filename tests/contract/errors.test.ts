// The error catalogue end to end (core.md 8): every outcome the server can answer (src/domain/errors.ts
// names them all, and the server's ApiError takes nothing else), as the server puts it on each
// transport, reads in the web app as the kind the spec gives it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import type { ErrorName } from '../../src/domain/errors';
import { readRestErrorBody, restErrorKind } from '../../src/errors/fromRest';
import { graphqlErrorToAppError } from '../../src/relay/graphqlErrors';

// REST (core.md 8 'REST'): 401, 403, 404, 500 and 503 have kinds of their own; a body's not_found code
// too; anything else is a client error. GraphQL ('GraphQL'): the code stands for a status, whose kind the
// app shows; the server's own failures are server errors.
const EXPECTED: Record<ErrorName, { rest: string; graphql: string; graphqlStatus: number | undefined }> = {
  bad_request: { rest: 'client', graphql: 'badRequest', graphqlStatus: 400 },
  unauthorized: { rest: 'unauthorized', graphql: 'unauthorized', graphqlStatus: 401 },
  forbidden: { rest: 'forbidden', graphql: 'forbidden', graphqlStatus: 403 },
  not_found: { rest: 'notFound', graphql: 'notFound', graphqlStatus: 404 },
  conflict: { rest: 'client', graphql: 'badRequest', graphqlStatus: 400 },
  rate_limited: { rest: 'client', graphql: 'rateLimited', graphqlStatus: 429 },
  server_error: { rest: 'server', graphql: 'server', graphqlStatus: undefined },
  unavailable: { rest: 'unavailable', graphql: 'server', graphqlStatus: undefined },
};

const names = Object.keys(ERROR_CATALOGUE) as ErrorName[];

describe('the error catalogue across server and web app', () => {
  it('covers every outcome the server answers', () => {
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(names)('%s over REST reads as the kind of its status', (name) => {
    const error = new ApiError(name, 'Refused');
    const body = readRestErrorBody(JSON.parse(JSON.stringify(error.toBody())));
    expect(body.message).toBe('Refused');
    expect(restErrorKind(error.status, body, false)).toBe(EXPECTED[name].rest);
  });

  it.each(names)('%s over GraphQL reads as the kind of the status its code stands for', (name) => {
    const error = new ApiError(name, 'Refused').toGraphQLError();
    const read = graphqlErrorToAppError(JSON.parse(JSON.stringify(error)), { operation: 'GraphQL Test', isExpected: () => false });
    expect({ kind: read.kind, status: read.status }).toEqual({ kind: EXPECTED[name].graphql, status: EXPECTED[name].graphqlStatus });
  });
});
