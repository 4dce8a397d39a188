// A small catalogue for the music tests, with every case the rules tell apart: albums of each type and
// disc layout, tracks limited to some markets or open to any ('ZZ'), explicit tracks, a featured
// artist, a playlist long enough to page through, and a playlist of each composer kind.
import { decodeId } from '../../src/domain/ids';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { albums, artists, curators, playlists, playlistTracks, tracks } from '../db/schema';

type PlaylistValues = Partial<typeof playlists.$inferInsert>;

export async function testCatalogue(db: Db) {
  const id = (kind: string, parent?: string) => newId(db, kind, parent ? (decodeId(parent) ?? []) : []);

  const artist = async (name: string, color: string) => (await db.insert(artists).values({ id: await id('Artist'), name, color }).returning())[0]!;
  const album = async (values: { title: string; albumType: string; artistId: string; releaseDate: string | null; color: string }) =>
    (await db.insert(albums).values({ id: await id('Album'), ...values }).returning())[0]!;
  const track = async (values: Partial<typeof tracks.$inferInsert> & { title: string; albumId: string; artistIds: string[]; trackNumber: number }) =>
    (await db.insert(tracks).values({ id: await id('Track'), durationMs: 200_000, availableMarkets: ['SE', 'NO'], ...values }).returning())[0]!;

  const nova = await artist('Nova Lind', '#1E3A5F');
  const guest = await artist('Guest Star', '#7A3E48');
  const quiet = await artist('Quiet Artist', '#2F5D50');

  // Inserted out of album order, so the order read is the server's.
  const lp = await album({ title: 'Harbour Lights', albumType: 'album', artistId: nova.id, releaseDate: '2020-05-01', color: '#C27C2C' });
  const lpDisc2 = await track({ title: 'Second Disc Opener', albumId: lp.id, artistIds: [nova.id], discNumber: 2, trackNumber: 1, durationMs: 180_000 });
  const lpTwo = await track({ title: 'Ferry at Dawn', albumId: lp.id, artistIds: [nova.id, guest.id], trackNumber: 2, explicit: true, durationMs: 240_000 });
  const lpOne = await track({ title: 'Harbour Lights', albumId: lp.id, artistIds: [nova.id], trackNumber: 1, availableMarkets: ['ZZ'], durationMs: 210_000 });
  const single = await album({ title: 'Night Swim', albumType: 'single', artistId: nova.id, releaseDate: '2023-09-15', color: '#5B4B8A' });
  const singleTrack = await track({ title: 'Night Swim', albumId: single.id, artistIds: [nova.id], trackNumber: 1, availableMarkets: ['US'] });
  const best = await album({ title: 'The Essential Nova Lind', albumType: 'compilation', artistId: nova.id, releaseDate: null, color: '#A23B2A' });
  const bestTrack = await track({ title: 'Evergreen', albumId: best.id, artistIds: [nova.id], trackNumber: 1, availableMarkets: ['NO'] });

  // Sixty tracks for paging, every third explicit, every fourth not licensed in Sweden.
  const long = await album({ title: 'Long Player', albumType: 'album', artistId: quiet.id, releaseDate: '2019-01-01', color: '#3C6E71' });
  const many = [];
  for (let i = 1; i <= 60; i++) {
    many.push(await track({ title: `Piece ${i}`, albumId: long.id, artistIds: [quiet.id], trackNumber: i, explicit: i % 3 === 0, availableMarkets: i % 4 === 0 ? ['NO'] : ['SE', 'NO'], durationMs: 100_000 + i }));
  }

  const curator = (await db.insert(curators).values({ id: await id('Curator'), accountId: 'cadence-direct-se', name: 'Cadence Editors' }).returning())[0]!;

  const playlist = async (values: PlaylistValues, trackIds: string[], addedAt = new Date('2026-01-10T10:00:00Z')) => {
    const row = (
      await db
        .insert(playlists)
        .values({
          id: await id('Playlist', values.ownerAccountId ?? undefined),
          name: 'A playlist',
          composerType: 'MANUAL',
          color: '#264653',
          snapshot: 'snap-20260110100000-1',
          createdAt: new Date('2025-06-01T08:00:00Z'),
          updatedAt: new Date('2026-01-10T10:00:00Z'),
          ...values,
        })
        .returning()
    )[0]!;
    if (trackIds.length) await db.insert(playlistTracks).values(trackIds.map((trackId, position) => ({ playlistId: row.id, position, trackId, addedAt: new Date(addedAt.getTime() + position * 1000) })));
    return row;
  };

  const curated = await playlist(
    {
      name: 'Quiet Hours',
      composerType: 'CURATOR',
      composer: { id: 'composer-1', curatorId: curator.id },
      curatorId: curator.id,
      curated: true,
      shortDescription: 'Calm music for quiet hours.',
      description: 'Sixty calm pieces, refreshed every month.',
      playbackMode: 'linear',
      genres: ['Jazz', 'Soul & Funk', 'Piano', 'Lounge', 'Folk', 'Rock'],
    },
    many.map((t) => t.id),
  );

  return { artists: { nova, guest, quiet }, albums: { lp, single, best, long }, tracks: { lpOne, lpTwo, lpDisc2, singleTrack, bestTrack, many }, curator, curated, playlist };
}

export type TestCatalogue = Awaited<ReturnType<typeof testCatalogue>>;
