import { describe, expect, it } from 'vitest';
import { encodeId } from './ids';
import { librarySearch, librarySortField } from './library';
import { libraryItemKind } from './libraryItems';

describe('library rules', () => {
  const playlist = encodeId([{ kind: 'Playlist', intId: 7 }]);
  const collection = encodeId([{ kind: 'Collection', intId: 7 }]);
  const schedule = encodeId([{ kind: 'Schedule', intId: 3 }]);
  const track = encodeId([{ kind: 'Track', intId: 1 }]);

  it("takes Playlist (or Collection) and Schedule items of their own kind, and nothing else: 'Unknown item type'", () => {
    expect(libraryItemKind({ id: playlist, itemKind: 'PLAYLIST' })).toEqual({ kind: 'PLAYLIST' });
    expect(libraryItemKind({ id: collection, itemKind: 'PLAYLIST' })).toEqual({ kind: 'PLAYLIST' });
    expect(libraryItemKind({ id: schedule, itemKind: 'SCHEDULE' })).toEqual({ kind: 'SCHEDULE' });
    for (const item of [
      { id: track, itemKind: 'PLAYLIST' },
      { id: playlist, itemKind: 'SCHEDULE' },
      { id: playlist, itemKind: 'ALBUM' },
      { id: 'plain', itemKind: 'PLAYLIST' },
    ]) {
      expect(libraryItemKind(item)).toEqual({ error: 'Unknown item type' });
    }
  });

  it("sorts by addedAt or name only: 'Unknown sort property'", () => {
    expect(librarySortField('addedAt')).toEqual({ field: 'addedAt' });
    expect(librarySortField('name')).toEqual({ field: 'name' });
    expect(librarySortField('title')).toEqual({ error: 'Unknown sort property' });
    expect(librarySortField('ADDED_AT')).toEqual({ error: 'Unknown sort property' });
  });

  it('searches lowercased with leading spaces trimmed (trailing ones kept)', () => {
    expect(librarySearch('  Jazz Bar ')).toBe('jazz bar ');
    expect(librarySearch(null)).toBe('');
  });
});
