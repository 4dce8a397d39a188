// @vitest-environment jsdom
import { createStaticHandler, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './AppError';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_STORAGE_KEY, fromUnknown, pageErrorCode, reloadForChunkError, shouldReloadForChunkError } from './fromUnknown';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://cadence.test/assets/ZonePage.js');

/** What react-router hands an error boundary when a loader throws data(body, { status }). */
async function routeError(status: number, body: unknown): Promise<unknown> {
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '/',
      loader() {
        throw data(body, { status });
      },
    },
  ]);
  const context = await handler.query(new Request('https://cadence.test/'));
  if (context instanceof Response) throw new Error('expected a context');
  return context.errors?.page;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

afterEach(() => vi.restoreAllMocks());

describe('fromUnknown', () => {
  it('passes an AppError through', () => {
    const error = new AppError('Not allowed', { kind: 'forbidden', status: 403 });
    expect(fromUnknown(error)).toBe(error);
  });

  it('reads a request without an answer and a failed chunk load as offline, expected, keeping the cause', () => {
    const failed = new TypeError('Failed to fetch');
    expect(fromUnknown(failed)).toMatchObject({ kind: 'offline', expected: true, message: 'Failed to fetch', cause: failed });
    expect(fromUnknown(chunkError())).toMatchObject({ kind: 'offline', expected: true });
    expect(fromUnknown(new TypeError('Importing a module script failed.')).kind).toBe('offline');
    expect(fromUnknown(Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' })).kind).toBe('offline');
  });

  it('reads anything as offline while the browser is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(fromUnknown(new Error('x is undefined')).kind).toBe('offline');
  });

  it('reads an aborted call as an expected client outcome', () => {
    expect(fromUnknown(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({ kind: 'client', expected: true, message: 'The operation was aborted.' });
  });

  it('maps a status thrown by a route by the REST catalogue', async () => {
    expect(fromUnknown(await routeError(404, 'Not Found'))).toMatchObject({ kind: 'notFound', status: 404 });
    expect(fromUnknown(await routeError(404, { error: 'not_found', message: 'Zone has been deactivated', errorType: 'deactivated' }))).toMatchObject({ kind: 'deactivated', message: 'Zone has been deactivated' });
    expect(fromUnknown(new Response(null, { status: 503 }))).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('reads any other failure as unknown and unexpected, with the operation when given', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(fromUnknown(bug, { operation: 'ZonePage' })).toMatchObject({ kind: 'unknown', expected: false, message: bug.message, operation: 'ZonePage', cause: bug });
    expect(fromUnknown('plain text').message).toBe('plain text');
    expect(fromUnknown({ reason: 'odd' }).message).toBe('{"reason":"odd"}');
  });
});

describe('pageErrorCode (navigation.md 8)', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'server'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [400, 'client'],
    [429, 'client'],
  ])('gives %i the code %s', (status, code) => {
    expect(pageErrorCode(new Response(null, { status }))).toBe(code);
  });

  it('gives an expired session and a deactivated entity the code of their status', () => {
    expect(pageErrorCode(new AppError('Token expired', { kind: 'sessionExpired', status: 401 }))).toBe('unauthorized');
    expect(pageErrorCode(new AppError('Zone has been deactivated', { kind: 'deactivated', status: 404 }))).toBe('notFound');
  });

  it("is offline for a failed chunk load or an offline browser, and 'client' for anything else", () => {
    expect(pageErrorCode(chunkError())).toBe('offline');
    expect(pageErrorCode(new Error('bug'))).toBe('client');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(pageErrorCode(new Error('bug'))).toBe('offline');
  });
});

describe('shouldReloadForChunkError', () => {
  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(1_000_000, storage)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(shouldReloadForChunkError(1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1, storage)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000 + CHUNK_RELOAD_INTERVAL_MS, storage)).toBe(true);
  });

  it('does not stay blocked after the clock is set back', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(5_000_000, storage);
    expect(shouldReloadForChunkError(5_000_000 - CHUNK_RELOAD_INTERVAL_MS, storage)).toBe(true);
  });

  it('keeps the time in session storage by default', () => {
    sessionStorage.clear();
    expect(shouldReloadForChunkError(2_000_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('2000000');
    expect(shouldReloadForChunkError(2_000_001)).toBe(false);
  });

  it('does not reload when it cannot remember doing so', () => {
    const broken = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(shouldReloadForChunkError(1, broken)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads for a chunk-load failure when the guard allows, and for nothing else', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('bug'), { now: 1_000_000, storage, reload })).toBe(false);
    expect(reloadForChunkError(chunkError(), { now: 1_000_000, storage, reload })).toBe(true);
    expect(reloadForChunkError(chunkError(), { now: 1_000_001, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the browser is offline (the page would be the browser’s own error)', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError(), { now: 1_000_000, storage: memoryStorage(), reload, offline: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
