// What a page says when the server refuses a request (core.md 5 'Forms'): messages per field where the
// answer has them, else one message for the form. The server words its refusals of a request for people
// ('Wrong email or password', 'This link is invalid or has expired.'), and those say more than any
// general text, so they are shown as they come; other failures (offline, server trouble, rate limits)
// get the app's localised message.
import type { TFunction } from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isAppError } from '../errors/AppError';
import type { AppError, ErrorKind } from '../errors/AppError';
import { localiseError } from '../errors/localise';
import { applyServerErrors } from './forms';

/** Kinds whose message is the server's reason for refusing the request. */
const REFUSALS: ReadonlySet<ErrorKind> = new Set(['badRequest', 'client', 'unauthorized', 'sessionExpired', 'forbidden', 'notFound']);

export function errorMessage(error: unknown, t: TFunction): string {
  if (isAppError(error) && REFUSALS.has(error.kind) && error.status !== undefined && error.message) return error.message;
  return localiseError(t, error);
}

/** Puts a refusal on the form; the form-level message when no field took it. The user's input stays. */
export function showSubmitError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, t: TFunction): string | undefined {
  if (!isAppError(error)) return errorMessage(error, t);
  return applyServerErrors(form, error, errorMessage(error, t));
}

/** The error as an AppError, if it is one with this status. */
export function withStatus(error: unknown, status: number): AppError | undefined {
  return isAppError(error) && error.status === status ? error : undefined;
}
