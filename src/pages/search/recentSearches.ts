// Recent searches (core.md 2, 3 'Recent search item', 9): the results the user opened from a search,
// newest first, at most 10, one per id, shown only when added in the last 7 days; kept per browser in
// local storage with what it takes to show them again without asking the server.
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

export const RECENT_SEARCHES_KEY = 'cadence.search.recent';
export const RECENT_SEARCHES_MAX = 10;
export const RECENT_SEARCH_DAYS = 7;
const RECENT_SEARCH_MS = RECENT_SEARCH_DAYS * 24 * 60 * 60 * 1000;

const RecentSearchSchema = z.object({
  id: z.string(),
  /** When it was added, in ms since the epoch. */
  _addedAt: z.number(),
  kind: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  href: z.string(),
  image: z.nullable(z.object({ url: z.string(), placeholder: z.nullable(z.string()) })),
});
export type RecentSearch = z.infer<typeof RecentSearchSchema>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly RecentSearch[] } | null = null;

function stored(): readonly RecentSearch[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage blocked: nothing remembered.
  }
  if (cached?.raw === raw) return cached.items;
  let value: unknown = [];
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    // Unreadable: start over.
  }
  const parsed = z.array(RecentSearchSchema).safeParse(value);
  cached = { raw, items: parsed.success ? parsed.data : [] };
  return cached.items;
}

function write(items: readonly RecentSearch[]): void {
  try {
    if (items.length) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(items));
    else localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage full or blocked: the list stays as it was.
  }
  listeners.forEach((listener) => listener());
}

/** The entries to show at `now`: within the last 7 days, newest first, one per id, at most 10. */
export function shownRecentSearches(items: readonly RecentSearch[], now: number): RecentSearch[] {
  const seen = new Set<string>();
  return [...items]
    .filter((item) => now - item._addedAt <= RECENT_SEARCH_MS && item._addedAt <= now)
    .sort((a, b) => b._addedAt - a._addedAt)
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .slice(0, RECENT_SEARCHES_MAX);
}

export const recentSearches = {
  get: stored,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Puts the entry first, replacing an older one of the same id; what is no longer shown is dropped. */
  add(entry: Omit<RecentSearch, '_addedAt'>, now = Date.now()): void {
    write(shownRecentSearches([{ ...entry, _addedAt: now }, ...stored()], now));
  },
  clear(): void {
    write([]);
  },
};

export function useRecentSearches(): readonly RecentSearch[] {
  return useSyncExternalStore(recentSearches.subscribe, recentSearches.get);
}
