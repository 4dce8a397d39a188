import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, headerSearchPath, isSearchPath, searchQueryOfPath } from './headerSearch';

describe('header search route (navigation.md 2.2, 9)', () => {
  it('settles for 250 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it.each([
    ['jazz', '/search/jazz?nav=header'],
    ['  lo-fi beats ', '/search/lo-fi%20beats?nav=header'],
    ['AC/DC', '/search/AC%2FDC?nav=header'],
    ['', '/search?nav=header'],
    ['   ', '/search?nav=header'],
  ])('%j goes to %s', (query, expected) => {
    expect(headerSearchPath(query)).toBe(expected);
  });

  it.each([
    ['/search', ''],
    ['/search/', ''],
    ['/search/lo-fi%20beats', 'lo-fi beats'],
    ['/search/AC%2FDC/artists', 'AC/DC'],
    ['/search/100%', '100%'],
    ['/home', null],
    ['/searching', null],
  ])('%s has the query %j', (pathname, expected) => {
    expect(searchQueryOfPath(pathname)).toBe(expected);
  });

  it('knows the search pages', () => {
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/search/x')).toBe(true);
    expect(isSearchPath('/searchx')).toBe(false);
  });
});
