import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { isAbortError, isChunkLoadError, isNetworkFailure } from './failures';

describe('isNetworkFailure', () => {
  it.each(['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.', 'fetch failed', 'Network request failed', 'The Internet connection appears to be offline.'])('knows %s', (message) => {
    expect(isNetworkFailure(new TypeError(message))).toBe(true);
  });

  it('does not take the same words inside another message, or a chunk-load failure, for one', () => {
    expect(isNetworkFailure(new Error('Image load failed'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch dynamically imported module: /assets/Zone.js'))).toBe(false);
    expect(isNetworkFailure('Failed to fetch')).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://cadence.test/assets/ZonePage-1a2b.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://cadence.test/assets/ZonePage.js'),
    new Error('Unable to preload CSS for /assets/ZonePage.css'),
    Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
  ])('knows %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('sees one kept as the cause of an AppError', () => {
    const cause = new TypeError('Importing a module script failed.');
    expect(isChunkLoadError(new AppError('x', { kind: 'offline', cause }))).toBe(true);
    expect(isChunkLoadError(new AppError('x', { kind: 'offline', cause: new TypeError('Failed to fetch') }))).toBe(false);
  });
});

describe('isAbortError', () => {
  it('knows an aborted request', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });
});
