// A small catalogue for the engine's tests: an artist's album of tracks and playlists over them.
import { newId } from '../db/ids';
import type { Db } from '../db/client';
import { albums, artists, playlistTracks, playlists, tracks } from '../db/schema';

export const MINUTE = 60_000;

export function testCatalogue(db: Db) {
  return {
    async tracks(specs: readonly { title: string; minutes?: number; explicit?: boolean; markets?: string[] }[]) {
      const artistId = await newId(db, 'Artist');
      await db.insert(artists).values({ id: artistId, name: 'Test Artist', color: '#336699' });
      const albumId = await newId(db, 'Album');
      await db.insert(albums).values({ id: albumId, title: 'Test Album', albumType: 'ALBUM', artistId, color: '#336699' });
      const rows = [];
      for (const [index, spec] of specs.entries()) {
        const id = await newId(db, 'Track');
        const [row] = await db
          .insert(tracks)
          .values({ id, title: spec.title, albumId, artistIds: [artistId], durationMs: (spec.minutes ?? 3) * MINUTE, explicit: spec.explicit ?? false, trackNumber: index + 1, availableMarkets: spec.markets ?? ['ZZ'] })
          .returning();
        rows.push(row!);
      }
      return rows;
    },

    async playlist(trackIds: readonly string[], values: Partial<typeof playlists.$inferInsert> = {}) {
      const id = await newId(db, 'Playlist');
      const [row] = await db
        .insert(playlists)
        .values({ id, name: 'Test Playlist', composerType: 'MANUAL', color: '#336699', snapshot: 's1', playbackMode: 'linear', ...values })
        .returning();
      if (trackIds.length > 0) await db.insert(playlistTracks).values(trackIds.map((trackId, position) => ({ playlistId: id, position, trackId })));
      return row!;
    },
  };
}
