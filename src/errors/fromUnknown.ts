// Anything thrown, as an AppError (one error type for screens, toasts and forms), and the page
// error codes of navigation.md 8 with its chunk-load reload guard.
import { isRouteErrorResponse } from 'react-router';
import { AppError, isAppError } from './AppError';
import type { ErrorKind } from './AppError';
import { browserOffline, errorMessage, isAbortError, isChunkLoadError, isNetworkFailure } from './failures';
import { readRestErrorBody, restErrorKind } from './fromRest';

function messageOf(error: unknown): string {
  const message = errorMessage(error);
  if (message !== undefined) return message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function fromUnknown(error: unknown, details: { operation?: string } = {}): AppError {
  if (isAppError(error)) return error;
  const base = { cause: error, ...(details.operation ? { operation: details.operation } : {}) };
  // The caller gave up on it: nothing to show or report.
  if (isAbortError(error)) return new AppError(messageOf(error), { ...base, kind: 'client', expected: true });
  // A chunk that cannot load, a request without an answer or a browser without network: offline, and
  // nobody's bug.
  if (isChunkLoadError(error) || isNetworkFailure(error) || browserOffline()) return new AppError(messageOf(error), { ...base, kind: 'offline', expected: true });
  // A loader or action threw a status (react-router's data()/Response): the REST catalogue applies.
  if (isRouteErrorResponse(error)) {
    const body = readRestErrorBody(error.data);
    return new AppError(body.message ?? `${error.status} ${error.statusText}`.trim(), {
      ...base,
      kind: restErrorKind(error.status, body, false),
      status: error.status,
      ...(body.code ? { code: body.code } : {}),
      ...(body.errorType ? { errorType: body.errorType } : {}),
      ...(body.fields ? { fields: body.fields } : {}),
    });
  }
  if (error instanceof Response) {
    return new AppError(`HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''}`, { ...base, kind: restErrorKind(error.status, { text: '' }, false), status: error.status });
  }
  return new AppError(messageOf(error), { ...base, kind: 'unknown' });
}

/** The error codes of pages (navigation.md 8). */
export const PAGE_ERROR_CODES = ['unauthorized', 'forbidden', 'notFound', 'server', 'unavailable', 'offline', 'client'] as const;
export type PageErrorCode = (typeof PAGE_ERROR_CODES)[number];

// By status as navigation.md 8 lists them; the refined outcomes go with their status (an expired session
// is a 401, a deactivated entity a 404), everything else is 'client'.
const PAGE_CODE_OF_KIND: Record<ErrorKind, PageErrorCode> = {
  unauthorized: 'unauthorized',
  sessionExpired: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  deactivated: 'notFound',
  server: 'server',
  unavailable: 'unavailable',
  offline: 'offline',
  client: 'client',
  invalidUrl: 'client',
  rateLimited: 'client',
  badRequest: 'client',
  unknown: 'client',
};

export function pageErrorCode(error: unknown): PageErrorCode {
  return PAGE_CODE_OF_KIND[fromUnknown(error).kind];
}

/** A chunk-load failure reloads the page at most once per this interval (navigation.md 8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'cadence.chunkReloadAt';

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload for a chunk that failed to load (a new deployment replaced it): yes unless the page
 * reloaded for one in the last 60 s, so a chunk that stays missing shows the offline page instead of
 * reloading forever. Saying yes records the time.
 */
export function shouldReloadForChunkError(now: number = Date.now(), storage: ReloadStorage = sessionStorage): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    // Either side of now: a clock set back must not block reloads for long.
    if (last > 0 && Math.abs(now - last) < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    // Without storage the guard cannot hold, and reloading unguarded could loop.
    return false;
  }
}

/** For error boundaries: reloads when the error is a chunk-load failure and the guard allows; true if it did. */
export function reloadForChunkError(
  error: unknown,
  { now = Date.now(), storage = sessionStorage, reload = () => globalThis.location.reload(), offline = browserOffline }: { now?: number; storage?: ReloadStorage; reload?: () => void; offline?: () => boolean } = {},
): boolean {
  // Offline, a reload would only swap the app for the browser's own error page: show the offline page.
  if (!isChunkLoadError(error) || offline() || !shouldReloadForChunkError(now, storage)) return false;
  reload();
  return true;
}
