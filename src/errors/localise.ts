// The one localised message for an error, for every screen, toast and form, in the lookup order of
// core.md 8: error code, then GraphQL code and status, then 'network', then the body's error type, and
// errors.unknown when none of those has a text.
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n as defaultI18n } from '../i18n/i18n';
import type { AppError, ErrorKind } from './AppError';
import { fromUnknown } from './fromUnknown';
import { restStatusKind } from '../domain/errors';

export interface ErrorMessageKey {
  key: string;
  values?: Record<string, string>;
}

/** Whether a key has a text (i18next's `exists` is also true for a key naming a group of texts). */
export type HasText = (key: string) => boolean;

export function hasTextIn(instance: I18n): HasText {
  return (key) => instance.exists(key) && typeof instance.t(key, { returnObjects: true }) === 'string';
}

export const FALLBACK_ERROR_KEY = 'errors.unknown';

// A message that is itself a key ('soundZone.activation.noPermission'): the code that raised the error
// chose its text. Server messages are sentences and never look like this.
const MESSAGE_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** The texts for a deactivated entity, from the server's message (core.md 8). */
function deactivation(error: AppError): ErrorMessageKey | undefined {
  if (/has been suspended/.test(error.message)) return { key: 'errors.suspended' };
  const entity = /^(.+?) has been deactivated/.exec(error.message)?.[1];
  return entity ? { key: 'errors.deactivated', values: { entity } } : undefined;
}

// Kinds with a step of their own (offline: 'network'; deactivated: step 1) or none (unknown: the fallback).
const UNSPECIFIC_KINDS: ReadonlySet<ErrorKind> = new Set(['offline', 'deactivated', 'unknown']);

function* candidates(error: AppError): Generator<ErrorMessageKey | undefined> {
  if (MESSAGE_KEY.test(error.message)) yield { key: error.message };
  // 1. The error code: the catalogue's outcome where the mapping refined the status (the status alone
  // would say 'not found' of a deactivated zone), then the code as the server or the app gave it.
  if (error.kind === 'deactivated') yield deactivation(error);
  if (error.kind === 'invalidUrl' || error.kind === 'sessionExpired') yield { key: `errors.${error.kind}` };
  if (error.code) yield { key: `errors.${error.code}` };
  // 2. A GraphQL code lower-cased (NOT_FOUND as not_found), then the status, by the kind the catalogue
  // gives it, then the kind (a status outside the catalogue, a GraphQL outcome). A deactivation whose
  // entity is unknown reads as its 404.
  if (error.code) yield { key: `errors.${error.code.toLowerCase()}` };
  const byStatus = error.status === undefined ? undefined : restStatusKind(error.status);
  if (byStatus) yield { key: `errors.${byStatus}` };
  if (!UNSPECIFIC_KINDS.has(error.kind)) yield { key: `errors.${error.kind}` };
  // 3. No answer at all.
  if (error.kind === 'offline') yield { key: 'errors.network' };
  // 4. The body's error type.
  if (error.errorType === 'deactivated') yield deactivation(error);
  else if (error.errorType) yield { key: `errors.${error.errorType}` };
}

export function errorMessageKey(error: unknown, hasText: HasText = hasTextIn(defaultI18n)): ErrorMessageKey {
  for (const candidate of candidates(fromUnknown(error))) {
    if (candidate && hasText(candidate.key)) return candidate;
  }
  return { key: FALLBACK_ERROR_KEY };
}

export function localiseError(t: TFunction, error: unknown, hasText?: HasText): string {
  const { key, values } = errorMessageKey(error, hasText);
  return t(key, values ?? {});
}

/** The localised message for an error in the current language; undefined when there is no error. */
export function useErrorMessage(error: unknown): string | undefined {
  const { t, i18n } = useTranslation();
  if (error === undefined || error === null) return undefined;
  return localiseError(t, error, hasTextIn(i18n));
}
