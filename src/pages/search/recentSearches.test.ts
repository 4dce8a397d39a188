// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, recentSearches, shownRecentSearches } from './recentSearches';
import type { RecentSearch } from './recentSearches';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);
const entry = (id: string, addedAt = NOW): RecentSearch => ({ id, _addedAt: addedAt, kind: 'Album', title: `Album ${id}`, description: null, href: `/discover/album/${id}`, image: null });

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('shows at most 10, newest first', () => {
    const items = Array.from({ length: 12 }, (_, i) => entry(`a${i}`, NOW - i * 1000));
    expect(shownRecentSearches(items, NOW).map((item) => item.id)).toEqual(items.slice(0, 10).map((item) => item.id));
  });

  it('shows an id once, at its latest addition', () => {
    const shown = shownRecentSearches([entry('a', NOW - 3000), entry('b', NOW - 2000), entry('a', NOW - 1000)], NOW);
    expect(shown.map((item) => [item.id, item._addedAt])).toEqual([
      ['a', NOW - 1000],
      ['b', NOW - 2000],
    ]);
  });

  it('shows only those added within the last 7 days', () => {
    const shown = shownRecentSearches([entry('week', NOW - 7 * DAY), entry('older', NOW - 7 * DAY - 1)], NOW);
    expect(shown.map((item) => item.id)).toEqual(['week']);
  });

  it('are kept in the browser, the newest addition first, and can be cleared', () => {
    recentSearches.add(entry('a'), NOW - 2000);
    recentSearches.add(entry('b'), NOW - 1000);
    recentSearches.add(entry('a'), NOW);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!).map((item: RecentSearch) => item.id)).toEqual(['a', 'b']);
    expect(recentSearches.get().map((item) => item.id)).toEqual(['a', 'b']);
    recentSearches.clear();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(recentSearches.get()).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(recentSearches.get()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ id: 1 }]));
    expect(recentSearches.get()).toEqual([]);
  });
});
