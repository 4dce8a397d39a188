// One error type for both transports, from the catalogue the web app reads too (core.md 8): REST
// answers `{ error, message, fields?, errorType? }` with the status; GraphQL the matching `extensions.code`.
import { GraphQLError } from 'graphql';
import { ERROR_CATALOGUE } from '../src/domain/errors';
import type { ErrorName, ErrorType } from '../src/domain/errors';
import { messages } from '../src/domain/validation';

/** An outcome of the catalogue (src/domain/errors.ts), as the server answers it on either transport. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorName,
    message: string,
    readonly details: { fields?: Record<string, string>; errorType?: ErrorType; retryAfterSeconds?: number; invalidToken?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
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
        code: ERROR_CATALOGUE[this.code].graphqlCode,
        ...(transport ? { http: { status: this.status, ...(this.details.retryAfterSeconds !== undefined ? { headers: { 'retry-after': String(this.details.retryAfterSeconds) } } : {}) } } : {}),
        ...(this.details.fields ? { exception: { validationErrors: this.details.fields } } : {}),
        ...(this.details.errorType ? { errorType: this.details.errorType } : {}),
      },
    });
  }
}

export const badRequest = (fields: Record<string, string>, message = 'The request is invalid') => new ApiError('bad_request', message, { fields });

/** A required text (a name, a prompt), trimmed; core.md 5's 'Cannot be empty' on the field, and as the message, when nothing is left. */
export function requiredText(value: string | null | undefined, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw badRequest({ [field]: messages.required }, messages.required);
  return trimmed;
}
export const unauthorized = (message = 'Not signed in') => new ApiError('unauthorized', message);
/**
 * The bearer token itself was refused (expired, or not ours). REST answers carry
 * `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750), so a client refreshes its token for this
 * 401 and not for one about the request's own credentials (a wrong current password).
 */
export const invalidToken = (message: string) => new ApiError('unauthorized', message, { invalidToken: true });
export const forbidden = (message = 'Not allowed') => new ApiError('forbidden', message);
export const notFound = (entity: string) => new ApiError('not_found', `${entity} not found`);
export const conflict = (message: string) => new ApiError('conflict', message);
export const rateLimited = (retryAfterSeconds: number) => new ApiError('rate_limited', 'Too many requests', { retryAfterSeconds });

/** A deactivated entity: 404 with errorType deactivated; an account reads as suspended. */
export function deactivated(entity: string): ApiError {
  const message = entity === 'Account' ? 'Account has been suspended' : `${entity} has been deactivated`;
  return new ApiError('not_found', message, { errorType: 'deactivated' });
}
