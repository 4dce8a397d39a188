import { describe, expect, it } from 'vitest';
import { knownDestination, parseSearchSplat, searchPath, searchRouteOf } from './searchPath';

describe('the search path', () => {
  it('splits into a URL-decoded query and section', () => {
    expect(parseSearchSplat('')).toEqual({ query: '', section: null });
    expect(parseSearchSplat('smooth%20jazz')).toEqual({ query: 'smooth jazz', section: null });
    expect(parseSearchSplat('rock%2Froll/albums')).toEqual({ query: 'rock/roll', section: 'albums' });
    expect(parseSearchSplat('a+b%ZZ/tracks')).toEqual({ query: 'a+b%ZZ', section: 'tracks' });
  });

  it('is made from a query and a section', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('rock/roll')).toBe('/search/rock%2Froll');
    expect(searchPath('jazz', 'playlists')).toBe('/search/jazz/playlists');
    expect(searchRouteOf(searchPath('rock/roll', 'albums').slice('/search/'.length))).toEqual({ kind: 'search', query: 'rock/roll', section: 'albums' });
  });

  it('leads a query naming a destination there, but only without a section', () => {
    expect(searchRouteOf('Zones')).toEqual({ kind: 'redirect', to: '/accounts/_/zones' });
    expect(searchRouteOf('home')).toEqual({ kind: 'redirect', to: '/home' });
    expect(searchRouteOf(encodeURIComponent('cadence:album:abc'))).toEqual({ kind: 'redirect', to: '/discover/album/abc' });
    expect(searchRouteOf('zones/playlists')).toEqual({ kind: 'search', query: 'zones', section: 'playlists' });
    expect(searchRouteOf('jazz')).toEqual({ kind: 'search', query: 'jazz', section: null });
    expect(knownDestination('time: 10:00')).toBeNull();
  });

  it('knows no section but those of the kinds of result', () => {
    expect(searchRouteOf('jazz/schedules')).toEqual({ kind: 'notFound' });
    for (const section of ['tracks', 'artists', 'albums', 'playlists', 'categories']) expect(searchRouteOf(`jazz/${section}`)).toMatchObject({ kind: 'search', section });
  });
});
