// Where the session keeps what must survive a reload (navigation.md 9 'session storage keys').
//
// The session itself and the selected account live in localStorage: every tab and every restart of the
// browser or desktop shell must share one session, because the server rotates the refresh token on each
// use and revokes the whole family when a rotated one is used again, so per-tab copies in sessionStorage
// would log each other out (and every new tab would ask for a login). The redirect-to path lives in
// sessionStorage: it belongs to one tab's login flow and must not send another tab elsewhere.

export const STORAGE_KEYS = {
  session: 'cadence.session',
  selectedAccount: 'cadence.selectedAccount',
  redirectTo: 'cadence.redirectTo',
} as const;

/** The part of the Web Storage API the session uses, so tests and non-browser hosts can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The browser's storage, or memory when it is out of reach (storage disabled, sandboxed frames, where
 * merely reading window.localStorage throws): the app then works for the life of the page.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    const probe = `${STORAGE_KEYS.session}.probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The parsed JSON under the key; undefined when absent or unreadable. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Writes the value, or removes the key for undefined; a full or refused storage leaves memory in charge. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage refused: the in-memory state still holds.
  }
}

/** Calls back when another tab changes the key in this storage (the 'storage' event never fires in the writing tab). */
export function watchStorageKey(storage: KeyValueStorage, key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.storageArea === storage && (event.key === key || event.key === null)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
