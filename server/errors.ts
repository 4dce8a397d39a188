// One error type for both transports: REST answers `{ error, message, fields?, errorType? }` with the
// status; GraphQL answers the matching `extensions.code` (core.md 8).
import { GraphQLError } from 'graphql';

export type ErrorName = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'server_error' | 'unavailable';

const GRAPHQL_CODES: Record<ErrorName, string> = {
  bad_request: 'BAD_USER_INPUT',
  unauthorized: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'BAD_USER_INPUT',
  rate_limited: 'RATE_LIMITED',
  server_error: 'INTERNAL_SERVER_ERROR',
  unavailable: 'DOWNSTREAM_SERVICE_ERROR',
};

const STATUSES: Record<ErrorName, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  server_error: 500,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorName,
    message: string,
    readonly details: { fields?: Record<string, string>; errorType?: 'deactivated'; retryAfterSeconds?: number; invalidToken?: boolean } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUSES[code];
  }

  /** The REST answer body. */
  toBody(requestId?: string): Record<string, unknown> {
    return {
      error: this.code,
      message: this.message,
      ...(this.details.fields ? { fields: this.details.fields } : {}),
      ...(this.details.errorType ? { errorType: this.details.errorType } : {}),
      ...(requestId ? { requestId } : {}),
    };
  }

  /**
   * The GraphQL error with the code of core.md 8. Only 401 and 429 also set the HTTP status: the client
   * refreshes its token or backs off on those; other errors sit beside partial data in a 200.
   */
  toGraphQLError(): GraphQLError {
    const transport = this.code === 'unauthorized' || this.code === 'rate_limited';
    return new GraphQLError(this.message, {
      extensions: {
        code: GRAPHQL_CODES[this.code],
        ...(transport ? { http: { status: this.status, ...(this.details.retryAfterSeconds !== undefined ? { headers: { 'retry-after': String(this.details.retryAfterSeconds) } } : {}) } } : {}),
        ...(this.details.fields ? { exception: { validationErrors: this.details.fields } } : {}),
        ...(this.details.errorType ? { errorType: this.details.errorType } : {}),
      },
    });
  }
}

export const badRequest = (fields: Record<string, string>, message = 'The request is invalid') => new AppError('bad_request', message, { fields });
export const unauthorized = (message = 'Not signed in') => new AppError('unauthorized', message);
/**
 * The bearer token itself was refused (expired, or not ours). REST answers carry
 * `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750), so a client refreshes its token for this
 * 401 and not for one about the request's own credentials (a wrong current password).
 */
export const invalidToken = (message: string) => new AppError('unauthorized', message, { invalidToken: true });
export const forbidden = (message = 'Not allowed') => new AppError('forbidden', message);
export const notFound = (entity: string) => new AppError('not_found', `${entity} not found`);
export const conflict = (message: string) => new AppError('conflict', message);
export const rateLimited = (retryAfterSeconds: number) => new AppError('rate_limited', 'Too many requests', { retryAfterSeconds });

/** A deactivated entity: 404 with errorType deactivated; an account reads as suspended. */
export function deactivated(entity: string): AppError {
  const message = entity === 'Account' ? 'Account has been suspended' : `${entity} has been deactivated`;
  return new AppError('not_found', message, { errorType: 'deactivated' });
}
