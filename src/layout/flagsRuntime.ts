// The flag store's I/O (navigation.md 4, 9): kept in localStorage (store version 3), loaded with
// FlagsResolver for a signed-in session (the entry carries none of it), refreshed by it, and the
// exposures of what was read sent through ApplyFlags 2 s after the last one, a failed batch queued
// again. The rules are src/domain/flagsStore.ts.
import { FLAG_APPLY_DEBOUNCE_MS, FLAG_ERRORS, emptyFlagStore, flagContext, flagProperties, mergeRefresh, queueApplyEvents, readFlagStore, setFlagManually, setStoredContext } from '../domain/flagsStore';
import type { ApplyEvent, FlagContext, FlagContextFacts, FlagProperties, FlagStore } from '../domain/flagsStore';
import { FLAG_STORE_KEY } from './flags';
import { DEVTOOLS_STORAGE_KEY } from '../app/routerContext';

/** Sends exposure events (navigation.md 7 ApplyFlags); rejects when they were not recorded. */
export type ApplyFlagsCall = (events: ApplyEvent[], resolveToken: string, currentClientTime: string) => Promise<unknown>;

export interface FlagsRuntimeOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  warn?: (message: string) => void;
}

export type FlagsRuntime = ReturnType<typeof createFlagsRuntime>;

export function createFlagsRuntime({ storage, now = Date.now, warn = console.warn }: FlagsRuntimeOptions) {
  let store: FlagStore = readFlagStore(storage.getItem(FLAG_STORE_KEY), now());
  let snapshot = flagProperties(store);
  let resolveToken: string | null = null;
  let apply: ApplyFlagsCall | null = null;
  let queue: ApplyEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each flag's exposure counts once per resolution.
  const exposed = new Set<string>();
  const listeners = new Set<() => void>();

  function commit(next: FlagStore) {
    store = next;
    snapshot = flagProperties(next);
    try {
      storage.setItem(FLAG_STORE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or refused: the flags still hold for this page.
    }
    listeners.forEach((listener) => listener());
  }

  function flush() {
    timer = undefined;
    if (!queue.length || !apply) return;
    // Stored flags were read before this page's resolution: their events wait for its token.
    if (!resolveToken) return warn(FLAG_ERRORS.missingResolveToken);
    const batch = queue;
    queue = [];
    apply(batch, resolveToken, new Date(now()).toISOString()).catch(() => {
      warn(FLAG_ERRORS.applyFailed);
      queue = queueApplyEvents(queue, batch);
    });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(flush, FLAG_APPLY_DEBOUNCE_MS);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Each flag's properties, the same object until the store changes. */
    getSnapshot: () => snapshot,
    /** The stored context values, the same object until one changes: a change asks for the flags again. */
    getStoredSnapshot: () => store.stored,
    context: (facts: FlagContextFacts): FlagContext => flagContext(facts, store),
    /** AllFlags answered: merged by the rules of navigation.md 4, and its token used for what is read from now on. */
    refreshed(answer: { resolveToken: string; flags: readonly { name: string; properties: string }[] }) {
      commit(mergeRefresh(store, answer.flags, now(), warn));
      resolveToken = answer.resolveToken;
      exposed.clear();
      if (queue.length) schedule();
    },
    /** A flag was read: its exposure event, for flags the store has (the defaults are nobody's experiment). */
    read(name: string) {
      if (exposed.has(name) || !store.entries[name]) return;
      exposed.add(name);
      queue = queueApplyEvents(queue, [{ flag: name, applyTime: new Date(now()).toISOString() }]);
      schedule();
    },
    setManually(name: string, properties: FlagProperties, options?: { clientOnly?: boolean }) {
      commit(setFlagManually(store, name, properties, now(), options));
    },
    setStored(key: string, value: string) {
      commit(setStoredContext(store, key, value, now()));
    },
    /** The API to apply through, while a signed-in session has one. */
    connect(call: ApplyFlagsCall) {
      apply = call;
      if (queue.length) schedule();
      return () => {
        if (apply === call) apply = null;
      };
    },
    /** A session ended: its flags, context and pending events go with it. */
    reset() {
      clearTimeout(timer);
      queue = [];
      resolveToken = null;
      exposed.clear();
      if (Object.keys(store.entries).length || Object.keys(store.stored).length) commit(emptyFlagStore());
    },
  };
}

const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

/** The page's flag store. */
export const flagsRuntime = createFlagsRuntime({ storage: typeof localStorage === 'undefined' ? memoryStorage() : localStorage });

// Manual changes (navigation.md 4), for a developer with devtools on: they make the entry dirty.
if (typeof window !== 'undefined' && (import.meta.env.DEV || localStorage.getItem(DEVTOOLS_STORAGE_KEY) === 'true')) {
  window.cadenceFlags = { set: flagsRuntime.setManually, get: flagsRuntime.getSnapshot };
}

declare global {
  interface Window {
    /** With devtools enabled: a developer's manual flag changes (navigation.md 4). */
    cadenceFlags?: { set: FlagsRuntime['setManually']; get: FlagsRuntime['getSnapshot'] };
  }
}
