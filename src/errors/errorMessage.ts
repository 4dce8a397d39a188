// The message for a failed request (core.md 5 'Forms'): the server words its refusals of a request for
// people ('Wrong email or password', 'This link is invalid or has expired.'), and those say more than
// any general text, so they are shown as they come; other failures (offline, server trouble, rate
// limits) get the app's localised message. Apart from the forms (src/ui/formErrors.ts) so that a page
// without a form shows failures without loading form state.
import type { TFunction } from 'i18next';
import { isAppError } from './AppError';
import type { AppError, ErrorKind } from './AppError';
import { localiseError } from './localise';

/** Kinds whose message is the server's reason for refusing the request. */
const REFUSALS: ReadonlySet<ErrorKind> = new Set(['badRequest', 'client', 'unauthorized', 'sessionExpired', 'forbidden', 'notFound']);

export function errorMessage(error: unknown, t: TFunction): string {
  if (isAppError(error) && REFUSALS.has(error.kind) && error.status !== undefined && error.message) return error.message;
  return localiseError(t, error);
}

/** The error as an AppError, if it is one with this status. */
export function withStatus(error: unknown, status: number): AppError | undefined {
  return isAppError(error) && error.status === status ? error : undefined;
}
