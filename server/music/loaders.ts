// One-to-many lookups of the catalogue, batched per request through `loaders.memo`, so a page of albums,
// artists or playlists costs one statement per relation, not one per row. Rows they read also prime the
// by-id loaders, so the same track or album asked for again costs nothing.
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { albums, categoryPlaylists, curators, playlists, playlistTracks, tracks } from '../db/schema';
import type { AlbumRow, Loaders, PlaylistRow, TrackRow } from '../loaders';

export type CuratorRow = typeof curators.$inferSelect;

/** Groups rows by a key, answering every asked key (an empty list when it has no rows). */
function groupedBy<Row>(keys: readonly string[], rows: Row[], keyOf: (row: Row) => string): Row[][] {
  const groups = new Map<string, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

/** Curators by id. */
export const curatorLoader = (loaders: Loaders) =>
  loaders.memo('music.curator', (db: Db) =>
    new DataLoader<string, CuratorRow | null>(async (ids) => {
      const rows = await db.select().from(curators).where(inArray(curators.id, [...ids]));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  );

/** An album's tracks in album order (disc, then track number). */
export const albumTracksLoader = (loaders: Loaders) =>
  loaders.memo('music.albumTracks', (db: Db) =>
    new DataLoader<string, TrackRow[]>(async (albumIds) => {
      const rows = await db
        .select()
        .from(tracks)
        .where(inArray(tracks.albumId, [...albumIds]))
        .orderBy(asc(tracks.discNumber), asc(tracks.trackNumber), asc(tracks.id));
      for (const row of rows) loaders.track.prime(row.id, row);
      return groupedBy(albumIds, rows, (row) => row.albumId);
    }),
  );

/** The albums an artist released (the album's own artist), in no particular order. */
export const artistAlbumsLoader = (loaders: Loaders) =>
  loaders.memo('music.artistAlbums', (db: Db) =>
    new DataLoader<string, AlbumRow[]>(async (artistIds) => {
      const rows = await db.select().from(albums).where(inArray(albums.artistId, [...artistIds]));
      for (const row of rows) loaders.album.prime(row.id, row);
      return groupedBy(artistIds, rows, (row) => row.artistId);
    }),
  );

/** What a playlist's statistics are counted from: each entry's track, in list order. */
export type StatisticsTrack = Pick<TrackRow, 'id' | 'artistIds' | 'explicit' | 'durationMs' | 'availableMarkets'>;

export const playlistStatisticsLoader = (loaders: Loaders) =>
  loaders.memo('music.playlistStatistics', (db: Db) =>
    new DataLoader<string, (StatisticsTrack & { playlistId: string })[]>(async (playlistIds) => {
      const rows = await db
        .select({ playlistId: playlistTracks.playlistId, id: tracks.id, artistIds: tracks.artistIds, explicit: tracks.explicit, durationMs: tracks.durationMs, availableMarkets: tracks.availableMarkets })
        .from(playlistTracks)
        .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
        .where(inArray(playlistTracks.playlistId, [...playlistIds]))
        .orderBy(asc(playlistTracks.position));
      return groupedBy(playlistIds, rows, (row) => row.playlistId);
    }),
  );

/** A browse category's catalogue playlists with their positions, in the category's order. */
export const categoryPlaylistsLoader = (loaders: Loaders) =>
  loaders.memo('music.categoryPlaylists', (db: Db) =>
    new DataLoader<string, { categoryId: string; position: number; playlist: PlaylistRow }[]>(async (categoryIds) => {
      const rows = await db
        .select({ categoryId: categoryPlaylists.categoryId, position: categoryPlaylists.position, playlist: playlists })
        .from(categoryPlaylists)
        .innerJoin(playlists, eq(playlists.id, categoryPlaylists.playlistId))
        .where(inArray(categoryPlaylists.categoryId, [...categoryIds]))
        .orderBy(asc(categoryPlaylists.position));
      for (const { playlist } of rows) loaders.playlist.prime(playlist.id, playlist);
      return groupedBy(categoryIds, rows, (row) => row.categoryId);
    }),
  );
