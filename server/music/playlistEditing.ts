// Editing an account's manual playlists (core.md 4 'Playlists and editing', 5 'Music and library', 6
// 'Editing music', 7 PlaylistEditorSplice and PlaylistEditorMetadata): creating one with the next default
// name, in the owner's library unless asked not to, splicing its tracks (at most 3000, against the
// snapshot the client saw) and changing its details. Every change gives the playlist a new updatedAt
// (and a splice a new snapshot) and tells its watchers.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { DEFAULT_PLAYLIST_NAME, TRACKS_MAX_LIMIT, nextPlaylistName, playlistMessages } from '../../src/domain/playlists';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import { requireAccount } from '../access/accountAccess';
import { planOf, settingsOf, tierOf } from '../accounts/model';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { playlists, playlistTracks, tracks } from '../db/schema';
import { snapshotOf } from '../db/seed/catalogue';
import { ApiError, badRequest, conflict, forbidden, requiredText } from '../errors';
import type { PlaylistRow } from '../loaders';
import type { DomainEvent } from '../realtime/pubsub';
import { addToLibrary } from '../library/service';
import type { ComposerType, CreateManualPlaylistInput, PlaybackMode, SpliceManualPlaylistInput, UpdateManualPlaylistInput } from '../graphql/control/__generated__/types';
import { requirePlaylist } from './catalogue';
import { composerTypeOf } from './composerType';
import { playlistPermissions } from './permissions';

/** Colours a new playlist is shown in until it has artwork of its own, as the demo's own playlists are. */
const NEW_PLAYLIST_COLORS = ['#7A3E48', '#2F5D50', '#C27C2C', '#355070'] as const;
/** Rows written per statement when a splice rewrites the tail of a list. */
const INSERT_CHUNK = 1000;

/** The colour a new playlist of this id is shown in. */
export const newPlaylistColor = (id: string, palette: readonly string[] = NEW_PLAYLIST_COLORS): string => palette[(decodeId(id)?.[0]?.intId ?? 0) % palette.length]!;

export const playlistEvent = (type: DomainEvent['type'], playlist: Pick<PlaylistRow, 'id' | 'ownerAccountId'>): DomainEvent => ({
  type,
  entity: 'collection',
  id: playlist.id,
  accountId: playlist.ownerAccountId,
  parentIds: [],
});

/** The snapshot after `snapshot`: the time of the change and one revision more. */
function nextSnapshot(snapshot: string, at: Date): string {
  const revision = Number(/-(\d+)$/.exec(snapshot)?.[1] ?? 0);
  return snapshotOf(at, revision + 1);
}

/** The ids as catalogue tracks; a 400 naming trackIds when any is unknown. */
async function requireTracks(context: RequestContext, trackIds: readonly string[]): Promise<void> {
  const unique = [...new Set(trackIds)];
  if (!unique.length) return;
  const found = await context.db.select({ id: tracks.id }).from(tracks).where(inArray(tracks.id, unique));
  if (found.length !== unique.length) throw badRequest({ 'input.trackIds': messages.invalid }, 'Unknown track');
}

/** What each kind of playlist's own mutation is called, for the error of one used on another kind. */
const EDITED_AS: Partial<Record<ComposerType, string>> = {
  MANUAL: 'manual playlists',
  SPOTIFY: 'synced Spotify playlists',
  EXTERNAL_SPOTIFY: 'copied Spotify playlists',
};

/**
 * A playlist of this composer kind the viewer may edit. One that is not there, or not the viewer's to
 * see, does not exist (core.md 5); one of another kind, or without EDIT (core.md 6), is forbidden.
 */
export async function requireEditable(context: RequestContext, id: string, composerType: ComposerType): Promise<PlaylistRow> {
  const playlist = await requirePlaylist(context, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'not_found') throw new ApiError('not_found', playlistMessages.doesNotExist);
    throw error;
  });
  if (composerTypeOf(playlist) !== composerType) throw forbidden(`Only ${EDITED_AS[composerType] ?? composerType} can be edited this way`);
  if (!(await playlistPermissions(context, playlist, composerType)).includes('EDIT')) throw forbidden('This account may not edit this playlist');
  return playlist;
}

/** The row as it is now, for the rest of the request to read. */
function remember(context: RequestContext, row: PlaylistRow): PlaylistRow {
  context.loaders.playlist.clear(row.id).prime(row.id, row);
  return row;
}

export async function createManualPlaylist(context: RequestContext, input: CreateManualPlaylistInput): Promise<PlaylistRow> {
  const { account } = await requireAccount(context, input.owner);
  // core.md 6 'Editing music': manual collections need tier-3; a restricted or starter account edits nothing.
  if (tierOf(account) !== 'tier-3') throw forbidden('Manual playlists need the tier-3 plan');
  if (settingsOf(account).restrict_edit_music || planOf(account) === 'starter') throw forbidden('This account may not edit music');
  let name = requiredText(input.name, 'input.name');
  const trackIds = input.trackIds ?? [];
  if (trackIds.length > TRACKS_MAX_LIMIT) throw conflict(playlistMessages.trackLimit);
  await requireTracks(context, trackIds);
  const now = context.now();

  const row = await context.db.transaction(async (tx) => {
    if (name === DEFAULT_PLAYLIST_NAME) {
      // Numbered against the account's playlists as they are when it is written.
      const owned = await tx.select({ name: playlists.name }).from(playlists).where(eq(playlists.ownerAccountId, account.id));
      name = nextPlaylistName(owned.map((playlist) => playlist.name));
    }
    const id = await newId(tx, 'Playlist', decodeId(account.id) ?? []);
    const [created] = await tx
      .insert(playlists)
      .values({
        id,
        name,
        description: input.description?.trim() || null,
        ownerAccountId: account.id,
        composerType: 'MANUAL',
        composer: { id },
        presentAs: 'PLAYLIST',
        playbackMode: input.playbackMode ?? 'shuffle',
        color: newPlaylistColor(id),
        snapshot: snapshotOf(now, trackIds.length ? 1 : 0),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeEntries(tx, id, 0, trackIds.map((trackId) => ({ trackId, addedAt: now })));
    return created!;
  });
  return announceNewPlaylist(context, row, input.addToLibrary !== false);
}

/**
 * A playlist just written: the rest of the request reads it, its watchers hear of it, and, asked to,
 * it joins its owner's library through the library module, so every client of that library hears too.
 */
export async function announceNewPlaylist(context: RequestContext, row: PlaylistRow, toLibrary: boolean): Promise<PlaylistRow> {
  remember(context, row);
  await context.pubsub.publish(playlistEvent('create', row));
  if (toLibrary && row.ownerAccountId) await addToLibrary(context, row.ownerAccountId, [{ id: row.id, itemKind: 'PLAYLIST' }]);
  return row;
}

export interface Entry {
  trackId: string;
  addedAt: Date;
}

/** Writes entries at positions from `from` on. */
export async function writeEntries(db: Db, playlistId: string, from: number, entries: readonly Entry[]): Promise<void> {
  for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
    await db.insert(playlistTracks).values(entries.slice(at, at + INSERT_CHUNK).map((entry, i) => ({ playlistId, position: from + at + i, trackId: entry.trackId, addedAt: entry.addedAt })));
  }
}

/**
 * Removes `length` tracks at `start` and inserts `trackIds` there (start -1 appends). Tracks kept keep
 * when they were added. The list is rewritten from `start` on, under a lock of the playlist's row, so
 * concurrent splices apply one after the other and each checks the snapshot the one before it left.
 */
export async function spliceManualPlaylist(context: RequestContext, input: SpliceManualPlaylistInput): Promise<PlaylistRow> {
  const playlist = await requireEditable(context, input.id, 'MANUAL');
  await requireTracks(context, input.trackIds);
  const now = context.now();

  const row = await context.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(playlists).where(eq(playlists.id, playlist.id)).for('update');
    if (!locked) throw new ApiError('not_found', playlistMessages.doesNotExist);
    if (input.snapshot != null && input.snapshot !== locked.snapshot) throw conflict(playlistMessages.snapshotMismatch);
    const entries = await tx.select({ trackId: playlistTracks.trackId, addedAt: playlistTracks.addedAt }).from(playlistTracks).where(eq(playlistTracks.playlistId, playlist.id)).orderBy(asc(playlistTracks.position));
    const start = input.start === -1 ? entries.length : input.start;
    if (start > entries.length) throw badRequest({ 'input.start': messages.maximum(entries.length) });
    if (start + input.length > entries.length) throw badRequest({ 'input.length': messages.maximum(entries.length - start) });
    if (entries.length - input.length + input.trackIds.length > TRACKS_MAX_LIMIT) throw conflict(playlistMessages.trackLimit);

    const tail = [...input.trackIds.map((trackId) => ({ trackId, addedAt: now })), ...entries.slice(start + input.length)];
    await tx.delete(playlistTracks).where(and(eq(playlistTracks.playlistId, playlist.id), gte(playlistTracks.position, start)));
    await writeEntries(tx, playlist.id, start, tail);
    const [updated] = await tx.update(playlists).set({ snapshot: nextSnapshot(locked.snapshot, now), updatedAt: now }).where(eq(playlists.id, playlist.id)).returning();
    return updated!;
  });
  await context.pubsub.publish(playlistEvent('update', row));
  return remember(context, row);
}

export interface PlaylistChanges {
  name?: string | null;
  description?: string | null;
  presets?: { playbackMode?: PlaybackMode | null; allowExplicit?: boolean | null } | null;
}

/** Writes the changes given (a name must keep some text; an empty description clears it) and tells the playlist's watchers. */
export async function applyPlaylistChanges(context: RequestContext, playlist: PlaylistRow, input: PlaylistChanges): Promise<PlaylistRow> {
  const changes: Partial<typeof playlists.$inferInsert> = { updatedAt: context.now() };
  if (input.name != null) changes.name = requiredText(input.name, 'input.name');
  if (input.description !== undefined) changes.description = input.description?.trim() || null;
  if (input.presets?.playbackMode) changes.playbackMode = input.presets.playbackMode;
  if (input.presets && 'allowExplicit' in input.presets) changes.allowExplicit = input.presets.allowExplicit ?? null;
  const [row] = await context.db.update(playlists).set(changes).where(eq(playlists.id, playlist.id)).returning();
  if (!row) throw new ApiError('not_found', playlistMessages.doesNotExist);
  await context.pubsub.publish(playlistEvent('update', row));
  return remember(context, row);
}

export async function updateManualPlaylist(context: RequestContext, input: UpdateManualPlaylistInput): Promise<PlaylistRow> {
  return applyPlaylistChanges(context, await requireEditable(context, input.id, 'MANUAL'), input);
}
