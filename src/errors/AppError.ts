// The one error type of the web app: every failure of a REST call, a GraphQL operation, a
// websocket or a chunk load becomes an AppError, and error screens, toasts and form fields read only this.

/** The REST catalogue of core.md 8 plus the GraphQL-only outcomes; also the page error codes of navigation.md 8. */
export const ERROR_KINDS = ['unauthorized', 'forbidden', 'notFound', 'server', 'unavailable', 'offline', 'client', 'invalidUrl', 'sessionExpired', 'deactivated', 'rateLimited', 'badRequest', 'unknown'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface AppErrorDetails {
  kind: ErrorKind;
  /** HTTP status when there was a response. */
  status?: number;
  /** The server's error code: GraphQL extensions.code (e.g. 'NOT_FOUND') or the REST body's `error`/`code`. */
  code?: string;
  /** The REST body's errorType (e.g. 'deactivated'). */
  errorType?: string;
  /** Per-field messages: REST body.fields or GraphQL BAD_USER_INPUT validationErrors. */
  fields?: Record<string, string>;
  /** Expected errors (wrong password, UNAUTHENTICATED on login...) are logged as warnings, never reported. */
  expected?: boolean;
  /** What was being done, for reports ('GraphQL LoginUserMutation', 'GET /api/accounts/{id}'). */
  operation?: string;
  cause?: unknown;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly errorType?: string;
  readonly fields?: Record<string, string>;
  readonly expected: boolean;
  readonly operation?: string;

  constructor(message: string, details: AppErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AppError';
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code;
    this.errorType = details.errorType;
    this.fields = details.fields;
    this.expected = details.expected ?? false;
    this.operation = details.operation;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
