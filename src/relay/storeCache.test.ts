// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogEvent } from 'relay-runtime';
import {
  STORE_CACHE_DEBOUNCE_MS,
  STORE_CACHE_MAX_BYTES,
  clearStoreCache,
  createStoreCacheWriter,
  restoreStoreCache,
  storeCacheKey,
  writeStoreCache,
} from './storeCache';
import type { RecordMap } from './storeCache';

const RECORDS: RecordMap = { 'client:root': { __id: 'client:root', __typename: '__Root' }, U1: { __id: 'U1', __typename: 'User', name: 'Åsa' } };
const config = { environmentName: 'control', storage: sessionStorage, commit: 'abc123' };
const notified = { name: 'store.notify.complete' } as LogEvent;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('restoreStoreCache', () => {
  it('restores what this environment and commit wrote', () => {
    writeStoreCache(config, RECORDS);
    expect(restoreStoreCache(config)).toEqual(RECORDS);
  });

  it('purges a store written by another commit', () => {
    writeStoreCache({ ...config, commit: 'older' }, RECORDS);
    expect(restoreStoreCache(config)).toBeUndefined();
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
  });

  it('keeps each environment apart', () => {
    writeStoreCache({ ...config, environmentName: 'playback' }, RECORDS);
    expect(restoreStoreCache(config)).toBeUndefined();
    expect(restoreStoreCache({ ...config, environmentName: 'playback' })).toEqual(RECORDS);
  });

  it('purges unreadable contents', () => {
    sessionStorage.setItem(storeCacheKey('control'), '{not json');
    expect(restoreStoreCache(config)).toBeUndefined();
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
    sessionStorage.setItem(storeCacheKey('control'), JSON.stringify({ version: 'control@abc123', records: 'nope' }));
    expect(restoreStoreCache(config)).toBeUndefined();
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
  });

  it('finds nothing in empty storage', () => {
    expect(restoreStoreCache(config)).toBeUndefined();
  });
});

describe('writeStoreCache', () => {
  function recordsOfBytes(bytes: number): { records: RecordMap; text: string } {
    const shell = (filler: string) => JSON.stringify({ version: 'control@abc123', records: { big: { __id: 'big', __typename: 'Blob', filler } } });
    const filler = 'x'.repeat(bytes - shell('').length);
    return { records: { big: { __id: 'big', __typename: 'Blob', filler } }, text: shell(filler) };
  }

  it('writes a store of exactly 4 MiB', () => {
    expect(STORE_CACHE_MAX_BYTES).toBe(4_194_304);
    const storage = { setItem: vi.fn(), removeItem: vi.fn() } as unknown as Storage;
    const { records, text } = recordsOfBytes(STORE_CACHE_MAX_BYTES);
    writeStoreCache({ ...config, storage }, records);
    expect(storage.setItem).toHaveBeenCalledWith(storeCacheKey('control'), text);
  });

  it('skips a store above 4 MiB and purges the old copy', () => {
    const storage = { setItem: vi.fn(), removeItem: vi.fn() } as unknown as Storage;
    writeStoreCache({ ...config, storage }, recordsOfBytes(STORE_CACHE_MAX_BYTES + 1).records);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).toHaveBeenCalledWith(storeCacheKey('control'));
  });

  it('counts bytes, not characters', () => {
    const storage = { setItem: vi.fn(), removeItem: vi.fn() } as unknown as Storage;
    const { records } = recordsOfBytes(STORE_CACHE_MAX_BYTES - 100);
    // 60 two-byte characters replacing 60 one-byte ones push it 60 bytes further, still 40 short.
    const fits = { big: { ...records.big!, filler: (records.big!.filler as string).slice(60) + 'å'.repeat(60) } };
    writeStoreCache({ ...config, storage }, fits);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    const overflows = { big: { ...records.big!, filler: (records.big!.filler as string).slice(101) + 'å'.repeat(101) } };
    writeStoreCache({ ...config, storage }, overflows);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });

  it('purges when storage is full', () => {
    const storage = {
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
      removeItem: vi.fn(),
    } as unknown as Storage;
    expect(() => writeStoreCache({ ...config, storage }, RECORDS)).not.toThrow();
    expect(storage.removeItem).toHaveBeenCalledWith(storeCacheKey('control'));
  });

  it('lets other storage failures through', () => {
    const storage = {
      setItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
      removeItem: vi.fn(),
    } as unknown as Storage;
    expect(() => writeStoreCache({ ...config, storage }, RECORDS)).toThrow('denied');
  });
});

describe('createStoreCacheWriter', () => {
  it('writes 2 s after the last store change', async () => {
    let records: RecordMap = RECORDS;
    const writer = createStoreCacheWriter(config, { toJSON: () => records });
    writer.log(notified);
    await vi.advanceTimersByTimeAsync(1500);
    records = { ...RECORDS, Z1: { __id: 'Z1', __typename: 'SoundZone' } };
    writer.log(notified);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS - 1);
    expect(restoreStoreCache(config)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(restoreStoreCache(config)).toEqual(records);
  });

  it('writes after garbage collection too, and ignores other events', async () => {
    const writer = createStoreCacheWriter(config, { toJSON: () => RECORDS });
    writer.log({ name: 'store.lookup.start' } as LogEvent);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(restoreStoreCache(config)).toBeUndefined();
    writer.log({ name: 'store.gc.end' } as LogEvent);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(restoreStoreCache(config)).toEqual(RECORDS);
  });

  it('drops a pending write when cancelled', async () => {
    const writer = createStoreCacheWriter(config, { toJSON: () => RECORDS });
    writer.log(notified);
    writer.cancel();
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(restoreStoreCache(config)).toBeUndefined();
  });
});

describe('clearStoreCache', () => {
  it('removes every stored store and nothing else', () => {
    writeStoreCache(config, RECORDS);
    writeStoreCache({ ...config, environmentName: 'playback' }, RECORDS);
    sessionStorage.setItem('cadence.redirect', '/zones');
    clearStoreCache();
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
    expect(sessionStorage.getItem(storeCacheKey('playback'))).toBeNull();
    expect(sessionStorage.getItem('cadence.redirect')).toBe('/zones');
  });

  it('cancels pending writes, so the old user’s records do not come back', async () => {
    const writer = createStoreCacheWriter(config, { toJSON: () => RECORDS });
    writer.log(notified);
    clearStoreCache();
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
  });
});
