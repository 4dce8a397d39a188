// GraphQL failures as AppErrors, reading codes and statuses through the catalogue of core.md 8 (src/domain/errors.ts).
import * as z from 'zod/mini';
import { AppError } from '../errors/AppError';
import type { ErrorKind } from '../errors/AppError';
import { GRAPHQL_CODE_STATUS, SERVER_ERROR_CODES, restStatusKind } from '../domain/errors';

/** The message by which the server says the failure was its own, not the request's. */
export const SERVER_ERROR_MESSAGE = 'Failed to execute query';

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** The code of the AppError thrown when a response lacks a field the caller needs (core.md 8 'Auth': MISSING_DATA). */
export const MISSING_DATA_CODE = 'MISSING_DATA';

const HTTP_ERROR_MESSAGE = /^HTTP Error (\d{3}): (.*)$/s;

/** The status and type carried by a message 'HTTP Error {code}: {message}' (a gateway's answer relayed as an error). */
export function parseHttpErrorMessage(message: string): { status: number; type: string } | undefined {
  const match = HTTP_ERROR_MESSAGE.exec(message);
  return match ? { status: Number(match[1]), type: match[2]! } : undefined;
}

/** The error kinds of core.md 8 ('REST' and navigation.md 8 page codes) for a status. */
export function kindOfStatus(status: number | undefined): ErrorKind {
  if (status === undefined) return 'unknown';
  // GraphQL also names 400 (BAD_USER_INPUT) and 429 (RATE_LIMITED); the rest is the REST catalogue's table.
  if (status === 400) return 'badRequest';
  if (status === 429) return 'rateLimited';
  return restStatusKind(status) ?? (status >= 500 ? 'server' : 'client');
}

export function isServerError(status: number | undefined, code: string | undefined, message: string): boolean {
  return (status !== undefined && status >= 500) || (code !== undefined && SERVER_ERROR_CODES.includes(code)) || message === SERVER_ERROR_MESSAGE;
}

/** One entry of a response's `errors`, as far as the client reads it. */
export const GraphqlErrorSchema = z.looseObject({
  message: z.optional(z.string()),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type GraphqlError = z.infer<typeof GraphqlErrorSchema>;

const ValidationErrorsSchema = z.record(z.string(), z.string());
const ExceptionSchema = z.looseObject({ validationErrors: z.optional(ValidationErrorsSchema) });

export interface GraphqlErrorContext {
  /** The HTTP status of the response that carried the error. */
  httpStatus?: number;
  /** 'GraphQL {operationName}'. */
  operation: string;
  /** Whether the caller expects this code (wrong password on login...): logged as a warning only. */
  isExpected: (code: string | undefined) => boolean;
}

/** One GraphQL error as an AppError: status from the code, else from an 'HTTP Error' message, else from HTTP. */
export function graphqlErrorToAppError(error: GraphqlError, context: GraphqlErrorContext): AppError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const message = error.message || UNKNOWN_ERROR_MESSAGE;
  const httpMessage = parseHttpErrorMessage(message);
  const httpStatus = context.httpStatus !== undefined && context.httpStatus !== 200 ? context.httpStatus : undefined;
  const status = (code === undefined ? undefined : GRAPHQL_CODE_STATUS[code]) ?? httpMessage?.status ?? httpStatus;
  const server = isServerError(status, code, message);
  const exception = ExceptionSchema.safeParse(error.extensions?.exception);
  const errorType = typeof error.extensions?.errorType === 'string' ? error.extensions.errorType : httpMessage?.type;
  return new AppError(server ? `GQL Server: ${message}` : message, {
    kind: status === undefined && server ? 'server' : kindOfStatus(status),
    status,
    code,
    errorType,
    fields: exception.success ? exception.data.validationErrors : undefined,
    expected: context.isExpected(code),
    operation: context.operation,
    cause: error,
  });
}

/** A response that is not GraphQL at all (a proxy's HTML page): its status, read as 'HTTP Error {code}: {text}'. */
export function httpErrorToAppError(status: number, statusText: string, context: GraphqlErrorContext): AppError {
  return graphqlErrorToAppError({ message: `HTTP Error ${status}: ${statusText || UNKNOWN_ERROR_MESSAGE}` }, context);
}

/** A response with neither data nor errors (core.md 8: 'Missing both data and errors is an error'). */
export function emptyResponseError(operation: string): AppError {
  return new AppError(UNKNOWN_ERROR_MESSAGE, { kind: 'unknown', operation });
}

/**
 * The value at a dotted path of a response's data, or the AppError "GQL: Missing '{path}' from response"
 * when any step of it is null or absent: for callers that cannot go on without that field.
 */
export function requireField<T = unknown>(data: unknown, path: string): NonNullable<T> {
  let value: unknown = data;
  for (const key of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (value === null || value === undefined) {
      throw new AppError(`GQL: Missing '${path}' from response`, { kind: 'unknown', code: MISSING_DATA_CODE });
    }
  }
  return value as NonNullable<T>;
}
