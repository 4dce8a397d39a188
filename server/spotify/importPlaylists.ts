// Importing streaming-service playlists (core.md 7 'Streaming-service import', 5 'Playlist import'):
// each URI is read from the service with the viewer's connection, its tracks matched to catalogue
// tracks by title and artist, and made an account playlist, synced (SpotifyComposer, naming the
// connection) or copied once (ExternalSpotifyComposer). A playlist that cannot be imported gets its
// errors and the others go on; the imported ones are added to the library in one change.
import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import { TRACKS_MAX_LIMIT } from '../../src/domain/playlists';
import { decodeId } from '../../src/domain/ids';
import { spotifyMessages, spotifyPlaylistId, spotifyPlaylistUri } from '../../src/domain/spotify';
import type { SpotifyImportErrorCode } from '../../src/domain/spotify';
import { requireAccountAction } from '../access/accountAccess';
import { settingsOf } from '../accounts/model';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { artists, playlists, tracks } from '../db/schema';
import { snapshotOf } from '../db/seed/catalogue';
import { forbidden } from '../errors';
import type { PlaylistRow } from '../loaders';
import { addToLibrary, LIBRARY_WRITE_ACTION } from '../library/service';
import { newPlaylistColor, playlistEvent, writeEntries } from '../music/playlistEditing';
import { readSpotifyPlaylist, SpotifyError } from './client';
import type { SpotifyPlaylistContents, SpotifyTrackRef } from './client';
import { authorizationOf, usableSpotifyConnection } from './connections';
import type { SpotifyConnectionRow } from './connections';

export type SpotifyImportMode = 'SYNC' | 'COPY';

export interface ImportInput {
  owner: string;
  connectionId: string;
  playlistUris: readonly string[];
  addToLibrary?: boolean | null;
  mode?: SpotifyImportMode | null;
}

export interface ImportError {
  errorCode: SpotifyImportErrorCode;
  errorMessage: string;
}

export interface ImportResult {
  playlistUri: string;
  playlist: PlaylistRow | null;
  errors: ImportError[];
}

export const importMessages = {
  notFound: 'Spotify has no such playlist, or it is not shared with this connection',
  forbidden: 'Spotify does not let this connection read the playlist',
  empty: "None of the playlist's tracks are in the Cadence catalogue",
  unavailable: 'Spotify cannot be reached',
} as const;

const failure = (playlistUri: string, errorCode: SpotifyImportErrorCode, errorMessage: string): ImportResult => ({ playlistUri, playlist: null, errors: [{ errorCode, errorMessage }] });

const matchKey = (title: string, artist: string) => `${title.trim().toLowerCase()}\u0000${artist.trim().toLowerCase()}`;

/** The catalogue tracks of the service's tracks, in order: same title and one of the artists (case aside); others are left out. */
export async function matchCatalogueTracks(db: Db, refs: readonly SpotifyTrackRef[]): Promise<string[]> {
  const candidates = refs.filter((ref) => !ref.isLocal);
  const titles = [...new Set(candidates.map((ref) => ref.name.trim().toLowerCase()))];
  if (!titles.length) return [];
  const title = sql<string>`lower(${tracks.title})`;
  const rows = await db
    .select({ id: tracks.id, title, artist: sql<string>`lower(${artists.name})` })
    .from(tracks)
    .innerJoin(artists, sql`${artists.id} = any(${tracks.artistIds})`)
    .where(inArray(title, titles))
    .orderBy(asc(tracks.id));
  const byKey = new Map<string, string>();
  for (const row of rows) if (!byKey.has(matchKey(row.title, row.artist))) byKey.set(matchKey(row.title, row.artist), row.id);
  return candidates.flatMap((ref) => {
    const id = ref.artists.map((artist) => byKey.get(matchKey(ref.name, artist))).find(Boolean);
    return id ? [id] : [];
  });
}

function serviceFailure(playlistUri: string, error: unknown): ImportResult {
  if (!(error instanceof SpotifyError)) throw error;
  if (error.status === 404) return failure(playlistUri, 'NOT_FOUND', importMessages.notFound);
  if (error.status === 401 || error.status === 403) return failure(playlistUri, 'FORBIDDEN', importMessages.forbidden);
  return failure(playlistUri, 'UNAVAILABLE', importMessages.unavailable);
}

async function importOne(context: RequestContext, owner: string, connection: SpotifyConnectionRow, mode: SpotifyImportMode, playlistUri: string): Promise<ImportResult> {
  const id = spotifyPlaylistId(playlistUri);
  if (!id) return failure(playlistUri, 'INVALID_URI', spotifyMessages.notAPlaylist);
  let contents: SpotifyPlaylistContents;
  try {
    contents = await readSpotifyPlaylist(context, authorizationOf(connection), id);
  } catch (error) {
    return serviceFailure(playlistUri, error);
  }
  const trackIds = (await matchCatalogueTracks(context.db, contents.tracks)).slice(0, TRACKS_MAX_LIMIT);
  if (!trackIds.length) return failure(playlistUri, 'EMPTY', importMessages.empty);

  const uri = spotifyPlaylistUri(id);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const playlistId = await newId(tx, 'Playlist', decodeId(owner) ?? []);
    const [created] = await tx
      .insert(playlists)
      .values({
        id: playlistId,
        name: contents.name.trim().slice(0, 100) || uri,
        description: contents.description?.trim().slice(0, 1000) || null,
        ownerAccountId: owner,
        composerType: mode === 'SYNC' ? 'SPOTIFY' : 'EXTERNAL_SPOTIFY',
        composer: mode === 'SYNC' ? { connectionId: connection.id, spotifyPlaylistUri: uri } : { spotifyPlaylistUri: uri },
        presentAs: 'PLAYLIST',
        color: newPlaylistColor(playlistId),
        snapshot: snapshotOf(now, 1),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeEntries(tx, playlistId, 0, trackIds.map((trackId) => ({ trackId, addedAt: now })));
    return created!;
  });
  await context.pubsub.publish(playlistEvent('create', row));
  context.loaders.playlist.prime(row.id, row);
  return { playlistUri, playlist: row, errors: [] };
}

export async function importSpotifyPlaylists(context: RequestContext, input: ImportInput): Promise<{ results: ImportResult[]; traceId: string }> {
  const { account } = await requireAccountAction(context, input.owner, LIBRARY_WRITE_ACTION);
  if (settingsOf(account).restrict_edit_music) throw forbidden('This account may not edit music');
  const connection = await usableSpotifyConnection(context, input.connectionId);
  const mode = input.mode ?? 'SYNC';
  const results: ImportResult[] = [];
  // One after the other: the service rate-limits a client that reads many playlists at once.
  for (const uri of input.playlistUris) results.push(await importOne(context, account.id, connection, mode, uri));
  const imported = results.flatMap((result) => (result.playlist ? [{ id: result.playlist.id, itemKind: 'PLAYLIST' }] : []));
  if ((input.addToLibrary ?? true) && imported.length) await addToLibrary(context, account.id, imported);
  return { results, traceId: randomUUID() };
}
