// Recognising what was thrown by its message, since browsers say the same thing differently: a fetch
// that never reached the server, a lazily loaded chunk that could not be fetched, an aborted request.

/** How a request without an answer starts its message: Chrome, Safari, Firefox, Node (undici), polyfills. */
const NETWORK_FAILURE_MESSAGES = ['failed to fetch', 'load failed', 'networkerror when attempting to fetch resource', 'network request failed', 'fetch failed', 'the internet connection appears to be offline', 'the network connection was lost'];

/** A dynamic import that failed: Chrome, Safari, Firefox, Vite's CSS preload, webpack's ChunkLoadError. */
const CHUNK_LOAD_MESSAGES = ['failed to fetch dynamically imported module', 'importing a module script failed', 'error loading dynamically imported module', 'unable to preload css'];

/** The message of an Error or an Error-like value (a DOMException is not an Error in every realm). */
export function errorMessage(error: unknown): string | undefined {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

function messageOf(error: unknown): string {
  return (errorMessage(error) ?? '').toLowerCase();
}

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { name?: unknown }).name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  if (CHUNK_LOAD_MESSAGES.some((text) => message.includes(text))) return true;
  // An AppError made from one keeps it as its cause.
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isChunkLoadError(cause);
}

export function isNetworkFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return false;
  // The start only: the same words inside a longer message ('Image load failed') are something else.
  const message = messageOf(error).trim();
  return NETWORK_FAILURE_MESSAGES.some((text) => message.startsWith(text));
}

/** The caller gave up (navigation away, an AbortController): nothing failed. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The browser says it has no network (navigator.onLine is only trustworthy when false). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
