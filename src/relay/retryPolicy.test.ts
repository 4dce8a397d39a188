import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import type { ErrorKind } from '../errors/AppError';
import { MAX_ATTEMPTS, isNetworkFailureMessage, isRetryAllowed, rateLimitDelay, retryDelay, retryReason } from './retryPolicy';

const error = (kind: ErrorKind, details: { status?: number; code?: string } = {}) => new AppError('x', { kind, ...details });

describe('retry policy (core.md 8, 9)', () => {
  it('tries at most 5 times', () => {
    expect(MAX_ATTEMPTS).toBe(5);
  });

  it.each(['Failed to fetch', 'Failed to fetch (cadence.test)', 'Load failed', 'NetworkError when attempting to fetch resource.', 'Network request failed', 'fetch failed'])(
    'knows %j as a network failure',
    (message) => expect(isNetworkFailureMessage(message)).toBe(true),
  );

  it.each(['Unexpected token < in JSON', 'Invalid header value', 'failed to fetch'])('does not take %j for a network failure', (message) => {
    expect(isNetworkFailureMessage(message)).toBe(false);
  });

  it('allows retries for queries, and for mutations only with allowRetries', () => {
    expect(isRetryAllowed('query', false)).toBe(true);
    expect(isRetryAllowed('mutation', false)).toBe(false);
    expect(isRetryAllowed('mutation', true)).toBe(true);
  });

  it.each([408, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524, 599])('retries status %i', (status) => {
    expect(retryReason(error('client', { status }))).toBeDefined();
  });

  it.each([400, 401, 403, 404, 409])('does not retry status %i', (status) => {
    expect(retryReason(error('client', { status }))).toBeUndefined();
  });

  it('names the reason: network, rate limit or transient', () => {
    expect(retryReason(error('offline'))).toBe('network');
    expect(retryReason(error('rateLimited', { status: 429 }))).toBe('rateLimited');
    expect(retryReason(error('unknown', { code: 'RATE_LIMITED' }))).toBe('rateLimited');
    expect(retryReason(error('server', { code: 'INTERNAL_SERVER_ERROR' }))).toBe('transient');
    expect(retryReason(error('unavailable', { status: 503 }))).toBe('transient');
    expect(retryReason(error('client', { status: 408 }))).toBe('transient');
  });

  it('waits 1500 ms after a first rate limit when logged in, 3000 ms when not, doubling after that', () => {
    expect([0, 1, 2].map((retry) => rateLimitDelay(retry, true))).toEqual([1500, 3000, 6000]);
    expect([0, 1, 2].map((retry) => rateLimitDelay(retry, false))).toEqual([3000, 6000, 12_000]);
  });

  it('waits the rate-limit back-off for rate limits and the Fibonacci back-off otherwise', () => {
    expect(retryDelay('rateLimited', { failures: 3, rateLimited: 1 }, true, () => 0.5)).toBe(1500);
    expect(retryDelay('transient', { failures: 1, rateLimited: 0 }, true, () => 0.5)).toBe(1000);
    expect(retryDelay('network', { failures: 3, rateLimited: 1 }, true, () => 0.5)).toBe(2000);
    expect(retryDelay('network', { failures: 3, rateLimited: 1 }, true, () => 0)).toBe(1000);
  });
});
