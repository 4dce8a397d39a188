// The Relay store kept in session storage across reloads of a tab (core.md 9): versioned by
// environment name and commit, written 2 s after the store last changed, at most 4 MiB, purged when
// the version differs or storage is full.
import * as z from 'zod/mini';
import type { LogEvent, RecordSource } from 'relay-runtime';

/** The records of a RecordSource, as toJSON gives them and the constructor takes them. */
export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

export const STORE_CACHE_KEY_PREFIX = 'cadence.relayStore.';
export const STORE_CACHE_DEBOUNCE_MS = 2000;
/** 4 MiB: larger stores are not written (session storage holds about 5 MB per origin in all). */
export const STORE_CACHE_MAX_BYTES = 4_194_304;

export const storeCacheKey = (environmentName: string): string => `${STORE_CACHE_KEY_PREFIX}${environmentName}`;
/** A build with other operations may read records differently, so the cache belongs to one commit. */
export const storeCacheVersion = (environmentName: string, commit: string): string => `${environmentName}@${commit}`;

const StoredStoreSchema = z.object({
  version: z.string(),
  records: z.record(z.string(), z.nullable(z.record(z.string(), z.unknown()))),
});

export interface StoreCacheConfig {
  environmentName: string;
  storage: Storage;
  /** The build's commit (__APP_COMMIT__). */
  commit: string;
}

/** The stored records when they were written by this environment and commit; anything else is purged. */
export function restoreStoreCache({ environmentName, storage, commit }: StoreCacheConfig): RecordMap | undefined {
  const key = storeCacheKey(environmentName);
  const text = storage.getItem(key);
  if (text === null) return undefined;
  let stored: z.infer<typeof StoredStoreSchema> | undefined;
  try {
    const parsed = StoredStoreSchema.safeParse(JSON.parse(text));
    stored = parsed.success ? parsed.data : undefined;
  } catch {
    stored = undefined;
  }
  if (stored?.version !== storeCacheVersion(environmentName, commit)) {
    storage.removeItem(key);
    return undefined;
  }
  return stored.records as RecordMap;
}

// Current browsers all name it so (Firefox's old NS_ERROR_DOM_QUOTA_REACHED is gone).
function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/** Writes the records now: skipped and purged above 4 MiB, purged when storage is full. */
export function writeStoreCache({ environmentName, storage, commit }: StoreCacheConfig, records: RecordMap): void {
  const key = storeCacheKey(environmentName);
  const text = JSON.stringify({ version: storeCacheVersion(environmentName, commit), records });
  if (new TextEncoder().encode(text).byteLength > STORE_CACHE_MAX_BYTES) {
    storage.removeItem(key);
    return;
  }
  try {
    storage.setItem(key, text);
  } catch (error) {
    if (!isQuotaExceeded(error)) throw error;
    storage.removeItem(key);
  }
}

export interface StoreCacheWriter {
  /** Relay's log function: store changes and garbage collection schedule a write. */
  log: (event: LogEvent) => void;
  /** Drops a pending write (the environment is going away). */
  cancel: () => void;
}

const pendingWriters = new Set<StoreCacheWriter>();

/** Writes `source` 2 s after the store last changed. */
export function createStoreCacheWriter(config: StoreCacheConfig, source: { toJSON(): RecordMap }): StoreCacheWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writer: StoreCacheWriter = {
    log: (event) => {
      if (event.name !== 'store.notify.complete' && event.name !== 'store.gc.end') return;
      clearTimeout(timer);
      pendingWriters.add(writer);
      timer = setTimeout(() => {
        pendingWriters.delete(writer);
        writeStoreCache(config, source.toJSON());
      }, STORE_CACHE_DEBOUNCE_MS);
    },
    cancel: () => {
      clearTimeout(timer);
      pendingWriters.delete(writer);
    },
  };
  return writer;
}

/** Logout or reset: no pending write may bring the old user's records back, and every stored store goes. */
export function clearStoreCache(storage: Storage | undefined = defaultStoreCacheStorage()): void {
  for (const writer of [...pendingWriters]) writer.cancel();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(STORE_CACHE_KEY_PREFIX) ?? false);
  for (const key of keys) storage.removeItem(key);
}

/** Session storage, when the page may use it (it throws in some sandboxed frames). */
export function defaultStoreCacheStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
