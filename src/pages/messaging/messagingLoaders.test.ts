import { describe, expect, it } from 'vitest';
import { MESSAGING_SEARCH_DEBOUNCE_MS, listQueryOf } from './messagingLoaders';

describe('the messaging lists’ search (navigation.md 5, 9)', () => {
  it.each([
    ['nothing: newest created first', '', { sort: 'date' }],
    ['a search text', 'q=winter', { q: 'winter', sort: 'date' }],
    ["'+' read as a space", 'q=happy+hour', { q: 'happy hour', sort: 'date' }],
    ['a blank search is no search', 'q=++', { sort: 'date' }],
    ['sort by date', 'sort=date', { sort: 'date' }],
    ['sort by last change', 'sort=updated', { sort: 'updated' }],
    ['sort by name', 'sort=alphabetical', { sort: 'alphabetical' }],
    ['sort by status', 'sort=status', { sort: 'status' }],
    ['an unknown sort becomes date', 'sort=size', { sort: 'date' }],
    ['ascending', 'asc=true', { sort: 'date', asc: true }],
    ['ascending as 1', 'asc=1', { sort: 'date', asc: true }],
    ['descending', 'asc=false', { sort: 'date', asc: false }],
    ['an invalid order is dropped', 'asc=up', { sort: 'date' }],
    ['the first of repeated values', 'sort=status&sort=updated', { sort: 'status' }],
    ['everything at once, unknown parameters ignored', 'q=sale&sort=alphabetical&asc=0&page=2', { q: 'sale', sort: 'alphabetical', asc: false }],
  ])('%s', (_name, search, expected) => {
    expect(listQueryOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('waits 250 ms after typing', () => {
    expect(MESSAGING_SEARCH_DEBOUNCE_MS).toBe(250);
  });
});
