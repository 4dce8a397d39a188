// The one place errors are logged (core.md 8: expected errors are warnings, others are reported). Each
// report gets a short id that error pages show as the "Error ID" to quote to support, and that the log
// line carries, so the two can be matched.
import { fromUnknown } from './fromUnknown';

export type ErrorContext = Record<string, unknown>;

/** Eight upper-case hex digits: short enough to read out, random enough not to repeat in one session. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
}

export function reportError(error: unknown, context: ErrorContext = {}): string {
  const appError = fromUnknown(error);
  const id = newErrorId();
  const details = {
    kind: appError.kind,
    ...(appError.status === undefined ? {} : { status: appError.status }),
    ...(appError.code ? { code: appError.code } : {}),
    ...(appError.operation ? { operation: appError.operation } : {}),
    ...context,
  };
  if (appError.expected) console.warn(`[${id}] ${appError.message}`, details);
  else console.error(`[${id}] ${appError.message}`, details, appError.cause ?? appError);
  return id;
}
