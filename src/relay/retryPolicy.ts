// When a GraphQL call over HTTP is tried again, and after how long (core.md 8 'GraphQL', core.md 9).
import type { AppError } from '../errors/AppError';
import { fibonacciBackoff } from './backoff';
import type { Random } from './backoff';

/** core.md 9: a call is tried at most this many times in all. */
export const MAX_ATTEMPTS = 5;

/** Statuses worth another try: timeouts, rate limits and gateways (Cloudflare's 520 to 524 included). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 502, 503, 504, 520, 521, 522, 523, 524];

/** What browsers and runtimes say when a request never got an answer (Chrome, Safari, Firefox, React Native, Node). */
export const NETWORK_FAILURE_MESSAGES: readonly string[] = [
  'Failed to fetch',
  'Load failed',
  'NetworkError when attempting to fetch resource.',
  'Network request failed',
  'fetch failed',
  'The network connection was lost.',
  'The Internet connection appears to be offline.',
];

/** Recent Chrome appends the host ('Failed to fetch (example.com)'), so a known message only has to start the text. */
export function isNetworkFailureMessage(message: string): boolean {
  return NETWORK_FAILURE_MESSAGES.some((known) => message.startsWith(known));
}

/** core.md 9: the first wait after RATE_LIMITED. */
export const RATE_LIMIT_INITIAL_DELAY_MS = { loggedIn: 1500, loggedOut: 3000 } as const;

/** RATE_LIMITED's own back-off: the initial delay, doubled for every further rate-limited try. */
export function rateLimitDelay(rateLimitedRetry: number, loggedIn: boolean): number {
  const initial = loggedIn ? RATE_LIMIT_INITIAL_DELAY_MS.loggedIn : RATE_LIMIT_INITIAL_DELAY_MS.loggedOut;
  return initial * 2 ** rateLimitedRetry;
}

/** Other retries: Fibonacci multiples of 1 s up to 10 s, with 0.5 jitter. */
export const RETRY_BACKOFF = fibonacciBackoff({ minMs: 1000, maxMs: 10_000, jitter: 0.5 });

/** Why a failed call may be tried again; undefined when trying again cannot help. */
export type RetryReason = 'network' | 'rateLimited' | 'transient';

export function retryReason(error: AppError): RetryReason | undefined {
  if (error.kind === 'offline') return 'network';
  if (error.code === 'RATE_LIMITED' || error.status === 429) return 'rateLimited';
  if (error.kind === 'server' || (error.status !== undefined && (RETRYABLE_STATUSES.includes(error.status) || error.status >= 500))) return 'transient';
  return undefined;
}

/** core.md 8: queries may always be retried; mutations only when they say allowRetries. */
export function isRetryAllowed(operationKind: string, allowRetries: boolean): boolean {
  return operationKind === 'query' || allowRetries;
}

export interface RetryState {
  /** Attempts made so far that failed for a retryable reason. */
  failures: number;
  /** Of those, how many were rate limited. */
  rateLimited: number;
}

/** How long to wait before the next attempt after `reason`, given the failures so far (this one included). */
export function retryDelay(reason: RetryReason, state: RetryState, loggedIn: boolean, random: Random): number {
  return reason === 'rateLimited' ? rateLimitDelay(state.rateLimited - 1, loggedIn) : RETRY_BACKOFF(state.failures - 1, random);
}
