// The streaming-service stand-in's accounts and their playlists. They are made from the catalogue as
// it is (its tracks in id order), so they are the same on every run over the same data: most tracks
// match catalogue tracks by title and artist, some are songs the catalogue does not have, and one
// playlist holds nothing the catalogue has (local files and unknown songs), so that an import of it fails.
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { albums, artists, tracks } from '../db/schema';

export interface StandInUser {
  id: string;
  displayName: string;
  country: string;
}

export interface StandInTrack {
  /** Null for a local file, as the service answers. */
  id: string | null;
  name: string;
  artist: string;
  album: string;
  durationMs: number;
  explicit: boolean;
  isLocal: boolean;
}

export interface StandInPlaylist {
  id: string;
  name: string;
  description: string | null;
  ownerId: string;
  collaborative: boolean;
  public: boolean;
  tracks: StandInTrack[];
}

/** The stand-in's accounts; the consent page offers each. */
export const STAND_IN_USERS: readonly StandInUser[] = [
  { id: 'aurora.cafe', displayName: 'Café Aurora', country: 'SE' },
  { id: 'nordic.gym', displayName: 'Nordic Gym', country: 'NO' },
];

/** Catalogue tracks the stand-in draws its playlists from. */
const CATALOGUE_SAMPLE = 200;
/** 'Daily Mix' playlists of the first account, so that its list runs past one page of 50. */
const DAILY_MIXES = 50;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 22-character base-62 id, as the service's ids are, derived from `seed`. */
export function standInId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from(digest.subarray(0, 22), (byte) => BASE62[byte % 62]).join('');
}

/** Songs no catalogue has. */
const UNKNOWN_SONGS: readonly Pick<StandInTrack, 'name' | 'artist' | 'album'>[] = [
  { name: 'Hold the Line at Midnight', artist: 'The Unsigned', album: 'Demo Tape' },
  { name: 'Kitchen Radio', artist: 'Garage Quartet', album: 'Basement Sessions' },
  { name: 'Tuesday Static', artist: 'The Unsigned', album: 'Demo Tape' },
];

const unknownSong = (index: number): StandInTrack => {
  const song = UNKNOWN_SONGS[index % UNKNOWN_SONGS.length]!;
  return { ...song, id: standInId(`unknown:${index}`), durationMs: 180_000 + index * 1000, explicit: false, isLocal: false };
};

const localFile = (index: number): StandInTrack => ({ id: null, name: `Voice memo ${index + 1}`, artist: 'Me', album: 'Local files', durationMs: 30_000, explicit: false, isLocal: true });

async function catalogueSample(db: Db): Promise<StandInTrack[]> {
  const rows = await db
    .select({ id: tracks.id, title: tracks.title, artist: artists.name, album: albums.title, durationMs: tracks.durationMs, explicit: tracks.explicit })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, sql`${tracks.artistIds}[1]`))
    .innerJoin(albums, eq(albums.id, tracks.albumId))
    .orderBy(asc(tracks.id))
    .limit(CATALOGUE_SAMPLE);
  return rows.map((row) => ({ id: standInId(`track:${row.id}`), name: row.title, artist: row.artist, album: row.album, durationMs: row.durationMs, explicit: row.explicit, isLocal: false }));
}

const playlist = (owner: StandInUser, slug: string, name: string, description: string | null, items: StandInTrack[], extra: Partial<StandInPlaylist> = {}): StandInPlaylist => ({
  id: standInId(`playlist:${owner.id}:${slug}`),
  name,
  description,
  ownerId: owner.id,
  collaborative: false,
  public: true,
  tracks: items,
  ...extra,
});

/** Every stand-in account's playlists, in the order the service lists them. */
export async function standInPlaylists(db: Db): Promise<Map<string, StandInPlaylist[]>> {
  const sample = await catalogueSample(db);
  const slice = (from: number, count: number) => (sample.length ? Array.from({ length: count }, (_, i) => sample[(from + i) % sample.length]!) : []);
  const [aurora, gym] = STAND_IN_USERS as [StandInUser, StandInUser];
  const mixes = Array.from({ length: DAILY_MIXES }, (_, i) => playlist(aurora, `mix-${i + 1}`, `Daily Mix ${i + 1}`, null, [...slice(20 + i * 3, 3), unknownSong(i)]));
  return new Map([
    [
      aurora.id,
      [
        playlist(aurora, 'favourites', 'Café Favourites', 'What we play when the doors open.', [...slice(0, 6), unknownSong(0), ...slice(6, 6), unknownSong(1)]),
        playlist(aurora, 'lounge', 'Evening Lounge', null, slice(12, 8), { public: false }),
        playlist(aurora, 'voice-memos', 'Voice Memos', 'Local files only.', [localFile(0), localFile(1), unknownSong(2)], { public: false }),
        ...mixes,
      ],
    ],
    [gym.id, [playlist(gym, 'workout', 'Workout Energy', null, slice(40, 10)), playlist(gym, 'cool-down', 'Cool Down', null, slice(50, 5), { collaborative: true, public: false })]],
  ]);
}

/** A playlist of any account, by id. */
export async function standInPlaylist(db: Db, id: string): Promise<StandInPlaylist | null> {
  for (const list of (await standInPlaylists(db)).values()) {
    const found = list.find((candidate) => candidate.id === id);
    if (found) return found;
  }
  return null;
}
