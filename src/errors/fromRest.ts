// A failed REST call as an AppError, by the REST catalogue of core.md 8 and the error bodies of the
// contract (schema/rest.openapi.yaml: Error {error, message, requestId}, ValidationError adds `fields`,
// DeactivatedError adds `errorType: deactivated`), reading also the shapes the third-party stand-ins
// answer with ({error: {message}}, {error, error_description}) and a GraphQL-style `code`.
import * as z from 'zod/mini';
import { exchangeOf } from '../rest/exchanges';
import { AppError } from './AppError';
import type { ErrorKind } from './AppError';
import { browserOffline } from './failures';
import { restStatusKind } from '../domain/errors';

const optionalText = z.catch(z.optional(z.string()), undefined);

// The body is the server's word, so each part is read on its own: a malformed part is dropped, not fatal.
const RestErrorBodySchema = z.object({
  error: z.catch(z.optional(z.union([z.string(), z.looseObject({ message: optionalText })])), undefined),
  code: optionalText,
  message: optionalText,
  error_description: optionalText,
  errorType: optionalText,
  fields: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
});

/** What an error body says, whatever its shape. */
export interface RestErrorBody {
  /** The machine-readable code, lower-cased: 'not_found', or a GraphQL-style 'NOT_FOUND' as 'not_found'. */
  code?: string;
  message?: string;
  errorType?: string;
  fields?: Record<string, string>;
  /** Everything readable in the body, for the rules that look for a text in it. */
  text: string;
}

export function readRestErrorBody(body: unknown): RestErrorBody {
  if (typeof body === 'string') return { text: body };
  const parsed = RestErrorBodySchema.safeParse(body);
  if (!parsed.success) return { text: '' };
  const { error, code, error_description: description, errorType, fields } = parsed.data;
  const rawCode = code ?? (typeof error === 'string' ? error : undefined);
  const message = parsed.data.message ?? description ?? (typeof error === 'object' ? error.message : undefined);
  return {
    ...(rawCode ? { code: rawCode.toLowerCase() } : {}),
    ...(message ? { message } : {}),
    ...(errorType ? { errorType } : {}),
    ...(fields ? { fields } : {}),
    text: message ?? '',
  };
}

/** The text by which the server says an id in the URL is not valid base64 (core.md 8). */
const INVALID_URL_TEXT = 'illegal base64 data at input';
/** The text of a 404 for a user that no longer exists: the session points at nobody (core.md 8). */
const MISSING_USER_TEXT = 'No User with id';

/** The REST catalogue of core.md 8: the specific rules first, then the status, then the body's code. */
export function restErrorKind(status: number, body: RestErrorBody, authorizationSent: boolean): ErrorKind {
  if (status === 400 && body.text.includes(INVALID_URL_TEXT)) return 'invalidUrl';
  if (status === 401 && authorizationSent) return 'sessionExpired';
  if (status === 404 && body.text.includes(MISSING_USER_TEXT)) return 'sessionExpired';
  if (status === 404 && body.errorType === 'deactivated') return 'deactivated';
  const byStatus = restStatusKind(status);
  if (byStatus) return byStatus;
  if (body.code === 'not_found') return 'notFound';
  if (browserOffline()) return 'offline';
  return 'client';
}

export interface RestErrorOptions {
  /** Defaults to the method and contract path the REST clients recorded for the response. */
  operation?: string;
  /** Whether an Authorization header went with the call; defaults to what the REST clients recorded. */
  authorizationSent?: boolean;
  /** Outcomes the caller handles itself (logged as warnings, not reported): all, or these kinds. */
  expected?: boolean | readonly ErrorKind[];
}

export interface RestResult {
  error?: unknown;
  response: Response;
}

export function fromRest({ error, response }: RestResult, options: RestErrorOptions = {}): AppError {
  const exchange = exchangeOf(response);
  const body = readRestErrorBody(error);
  const kind = restErrorKind(response.status, body, options.authorizationSent ?? exchange?.authorizationSent ?? false);
  const operation = options.operation ?? exchange?.operation;
  const expected = Array.isArray(options.expected) ? options.expected.includes(kind) : options.expected === true;
  return new AppError(body.message ?? `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, {
    kind,
    status: response.status,
    ...(body.code ? { code: body.code } : {}),
    ...(body.errorType ? { errorType: body.errorType } : {}),
    ...(body.fields ? { fields: body.fields } : {}),
    ...(operation ? { operation } : {}),
    // Being offline is nobody's bug.
    expected: expected || kind === 'offline',
  });
}

/** The data of a successful answer (openapi-fetch's success member of the result union). */
export type RestData<R> = R extends { data: infer D } ? D : never;

/** `const account = unwrap(await rest.api.GET(...))`: the data, or the failure as an AppError thrown. */
export function unwrap<R extends RestResult & { data?: unknown }>(result: R, options?: RestErrorOptions): RestData<R> {
  if (result.response.ok) return result.data as RestData<R>;
  throw fromRest(result, options);
}
