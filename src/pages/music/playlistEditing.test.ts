import { describe, expect, it } from 'vitest';
import { TRACKS_MAX_LIMIT, nextPlaylistName } from '../../domain/playlists';
import { addOutcome, moveEntries, spliceBetween } from './playlistEditing';
import type { EditorEntry } from './playlistEditing';

const list = (...ids: string[]): EditorEntry[] => ids.map((id) => ({ key: id, trackId: `t-${id}` }));

describe('the playlist editor', () => {
  describe('spliceBetween', () => {
    it.each([
      ['an append', list('a', 'b'), list('a', 'b', 'c', 'd'), { start: -1, length: 0, trackIds: ['t-c', 't-d'] }],
      ['an insert', list('a', 'b'), list('a', 'x', 'b'), { start: 1, length: 0, trackIds: ['t-x'] }],
      ['a removal by index', list('a', 'b', 'c'), list('a', 'c'), { start: 1, length: 1, trackIds: [] }],
      ['removing the last', list('a', 'b', 'c'), list('a', 'b'), { start: 2, length: 1, trackIds: [] }],
      ['a move down', list('a', 'b', 'c', 'd'), list('b', 'c', 'a', 'd'), { start: 0, length: 3, trackIds: ['t-b', 't-c', 't-a'] }],
      ['a move up', list('a', 'b', 'c', 'd'), list('a', 'd', 'b', 'c'), { start: 1, length: 3, trackIds: ['t-d', 't-b', 't-c'] }],
      ['into an empty list', list(), list('a'), { start: -1, length: 0, trackIds: ['t-a'] }],
    ])('finds %s', (_name, before, after, splice) => {
      expect(spliceBetween(before, after)).toEqual(splice);
    });

    it('finds nothing when nothing changed', () => {
      expect(spliceBetween(list('a', 'b'), list('a', 'b'))).toBeNull();
    });
  });

  describe('moveEntries', () => {
    it('moves the chosen rows, in list order, before or after the target', () => {
      expect(moveEntries(list('a', 'b', 'c', 'd'), new Set(['d', 'b']), 'a', 'before').map((entry) => entry.key)).toEqual(['b', 'd', 'a', 'c']);
      expect(moveEntries(list('a', 'b', 'c', 'd'), new Set(['a']), 'c', 'after').map((entry) => entry.key)).toEqual(['b', 'c', 'a', 'd']);
    });

    it('leaves the list as it is when dropped onto a moving row', () => {
      expect(moveEntries(list('a', 'b'), new Set(['a']), 'a', 'after').map((entry) => entry.key)).toEqual(['a', 'b']);
    });
  });

  describe('addOutcome (core.md 5: at most 3000 tracks)', () => {
    it('adds all that fit, offers those that fit past the limit, and nothing at it', () => {
      expect(addOutcome(0, 3)).toEqual({ kind: 'all' });
      expect(addOutcome(TRACKS_MAX_LIMIT - 1, 1)).toEqual({ kind: 'all' });
      expect(addOutcome(TRACKS_MAX_LIMIT - 2, 5)).toEqual({ kind: 'partial', fits: 2 });
      expect(addOutcome(TRACKS_MAX_LIMIT, 1)).toEqual({ kind: 'limit' });
    });
  });

  describe('nextPlaylistName (core.md 4)', () => {
    it("numbers 'Playlist' one above the highest number in use", () => {
      expect(nextPlaylistName([])).toBe('Playlist 1');
      expect(nextPlaylistName(['Playlist 2', 'Playlist 9', 'Playlist', 'Morning'])).toBe('Playlist 10');
      expect(nextPlaylistName(['My Playlist 40', 'Playlist 3x'])).toBe('Playlist 1');
    });
  });
});
