// A zone's player as the control and playback APIs see it: its stored controls and timeline (or, for a
// zone nobody has touched, its source playing since the zone was set up), its source as the zone plays
// it, and the changes people make, each settled at the moment it happens, stored, and published to
// every replica's subscribers. Reads are batched: a page of 50 zones costs one read of players, one of
// their playlists and one of those playlists' tracks.
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import { settingsOf } from '../accounts/model';
import { PRODUCT_SOUND_ZONE_SETTINGS, soundZoneSettingsOf } from '../accounts/zoneSettings';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { playHistory, players, playlistTracks, soundZones, tracks } from '../db/schema';
import { Loaders } from '../loaders';
import type { PlaylistRow, SoundZoneRow } from '../loaders';
import { publish, zoneEvent } from '../premises/events';
import type { DomainEvent } from '../realtime/pubsub';
import { ANY_MARKET, playableTracks } from './eligibility';
import { historyToRecord } from './history';
import type { CatalogueTrack, ZonePlayRules } from './eligibility';
import { hashSeed } from './sequence';
import type { SequenceOrder } from './sequence';
import { startTimeline } from './timeline';
import { zoneBlocks } from './zoneBlocks';
import type { SourceView, Timeline } from './timeline';

export type PlayOrder = 'AUTO' | SequenceOrder;
const PLAYLIST_PLAY_ORDERS: readonly PlayOrder[] = ['AUTO', 'LINEAR', 'SHUFFLE', 'SMART_SHUFFLE'];
/** Stations and schedules decide their own order. */
const SOURCE_DECIDES: readonly PlayOrder[] = ['AUTO'];

type PlayerRow = typeof players.$inferSelect;

export interface ZonePlayer {
  zone: SoundZoneRow;
  /** Whether the player has a stored row (someone changed it) or plays as it has since the zone was set up. */
  stored: boolean;
  playlist: PlaylistRow | null;
  timeline: Timeline;
  playOrder: PlayOrder;
  availablePlayOrders: readonly PlayOrder[];
  volume: number;
  /** The source as the zone plays it: its playable tracks in the resolved order. */
  source: SourceView;
}

/** The player's controls without the zone and source: what a row stores. */
export type PlayerControls = Pick<ZonePlayer, 'timeline' | 'playOrder' | 'volume'>;

const playerRows = (db: Db) =>
  new DataLoader<string, PlayerRow | null>(async (zoneIds) => {
    const rows = await db.select().from(players).where(inArray(players.soundZoneId, [...zoneIds]));
    const byZone = new Map(rows.map((row) => [row.soundZoneId, row]));
    return zoneIds.map((id) => byZone.get(id) ?? null);
  });

/** Each playlist's tracks in playlist order, with what eligibility needs. */
const playlistTrackLists = (db: Db) =>
  new DataLoader<string, CatalogueTrack[]>(async (playlistIds) => {
    const rows = await db
      .select({ playlistId: playlistTracks.playlistId, id: tracks.id, durationMs: tracks.durationMs, artistIds: tracks.artistIds, explicit: tracks.explicit, availableMarkets: tracks.availableMarkets })
      .from(playlistTracks)
      .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
      .where(inArray(playlistTracks.playlistId, [...playlistIds]))
      .orderBy(asc(playlistTracks.playlistId), asc(playlistTracks.position));
    const byPlaylist = new Map<string, CatalogueTrack[]>();
    for (const { playlistId, ...track } of rows) byPlaylist.set(playlistId, [...(byPlaylist.get(playlistId) ?? []), track]);
    return playlistIds.map((id) => byPlaylist.get(id) ?? []);
  });

const isStation = (playlist: PlaylistRow | null) => playlist?.presentAs === 'STATION';

/** AUTO plays the source's own preset; stations shuffle. */
function resolvedOrder(playOrder: PlayOrder, playlist: PlaylistRow | null): SequenceOrder {
  if (playOrder !== 'AUTO') return playOrder;
  return playlist?.playbackMode === 'linear' && !isStation(playlist) ? 'LINEAR' : 'SHUFFLE';
}

/** A zone nobody has touched has played its source since it was set up; without one, it waits. */
function defaultControls(zone: SoundZoneRow): PlayerControls {
  const settings = soundZoneSettingsOf(zone.settings) ?? PRODUCT_SOUND_ZONE_SETTINGS;
  const since = (zone.setUpAt ?? zone.createdAt).getTime();
  return { timeline: startTimeline(since, hashSeed(zone.id), zone.playFromId ? 'playing' : 'paused'), playOrder: 'AUTO', volume: settings.default_volume };
}

function controlsOf(row: PlayerRow): PlayerControls {
  const timeline: Timeline = { status: row.status as Timeline['status'], seed: row.seed, lead: row.lead, sourceIndex: row.sourceIndex, anchorAt: row.anchorAt.getTime(), anchorOffsetMs: row.anchorOffsetMs };
  return { timeline, playOrder: row.playOrder as PlayOrder, volume: row.volume };
}

/** The playlist a zone plays from; schedules come with the schedules work. */
export async function assignedPlaylist(context: RequestContext, zone: SoundZoneRow): Promise<PlaylistRow | null> {
  return zone.playFromType === 'collection' && zone.playFromId ? context.loaders.playlist.load(zone.playFromId) : null;
}

/** The rules a zone plays tracks by, from `playlist` (or queued by hand, without one). */
export async function zonePlayRules(context: RequestContext, zone: SoundZoneRow, playlist: PlaylistRow | null): Promise<ZonePlayRules> {
  // One read after another: inside a change they share the transaction's one connection. Across the
  // zones of a page they still batch, every zone's reads of a kind in one statement.
  const location = await context.loaders.location.load(zone.locationId);
  const account = await context.loaders.account.load(zone.accountId);
  const blocks = await zoneBlocks(context, zone);
  return {
    market: location?.isoCountry ?? ANY_MARKET,
    blockedTrackIds: new Set(blocks.map((block) => block.trackId)),
    filterExplicit: account ? settingsOf(account).filter_explicit : false,
    sourceAllowsExplicit: playlist?.allowExplicit ?? null,
  };
}

/**
 * Track lists read lately, by playlist and snapshot: every zone playing a playlist reads its whole
 * list, and a playlist's tracks change only with its snapshot, so a list is read once per snapshot.
 */
const recentTrackLists = new Map<string, Promise<CatalogueTrack[]>>();
const RECENT_TRACK_LISTS = 500;

/** A playlist's tracks in its order, playable or not. */
export function playlistTrackList(context: RequestContext, playlist: PlaylistRow): Promise<CatalogueTrack[]> {
  const key = `${playlist.id}@${playlist.snapshot}`;
  const known = recentTrackLists.get(key);
  // Kept in the order last used: the oldest goes first when the map is full.
  recentTrackLists.delete(key);
  const list = known ?? context.loaders.memo('playlistTrackLists', playlistTrackLists).load(playlist.id);
  recentTrackLists.set(key, list);
  if (recentTrackLists.size > RECENT_TRACK_LISTS) recentTrackLists.delete(recentTrackLists.keys().next().value!);
  // A failed read is not kept.
  list.catch(() => recentTrackLists.delete(key));
  return list;
}

/** A source as `zone` plays it in `order`. */
export async function sourceView(context: RequestContext, zone: SoundZoneRow, playlist: PlaylistRow | null, playOrder: PlayOrder): Promise<SourceView> {
  if (!playlist) return { tracks: [], order: resolvedOrder(playOrder, null) };
  const rules = await zonePlayRules(context, zone, playlist);
  const listed = await playlistTrackList(context, playlist);
  return { tracks: playableTracks(listed, rules), order: resolvedOrder(playOrder, playlist) };
}

/** A zone's player, read once per request (and per transaction of a change). */
export function zonePlayer(context: RequestContext, zone: SoundZoneRow): Promise<ZonePlayer> {
  const read = context.loaders.memo('zonePlayers', () => new Map<string, Promise<ZonePlayer>>());
  const key = `${zone.id}@${zone.updatedAt.getTime()}`;
  if (!read.has(key)) read.set(key, readZonePlayer(context, zone));
  return read.get(key)!;
}

async function readZonePlayer(context: RequestContext, zone: SoundZoneRow): Promise<ZonePlayer> {
  const row = await context.loaders.memo('playerRows', playerRows).load(zone.id);
  const playlist = await assignedPlaylist(context, zone);
  const controls = row ? controlsOf(row) : defaultControls(zone);
  return {
    zone,
    stored: row !== null,
    playlist,
    ...controls,
    availablePlayOrders: playlist && !isStation(playlist) ? PLAYLIST_PLAY_ORDERS : SOURCE_DECIDES,
    source: await sourceView(context, zone, playlist, controls.playOrder),
  };
}

export const playbackEvent = (zone: Pick<SoundZoneRow, 'id' | 'accountId' | 'locationId'>): DomainEvent => ({
  type: 'playback_state_change',
  entity: 'sound_zone',
  id: zone.id,
  accountId: zone.accountId,
  parentIds: [zone.locationId],
});

export interface PlayerChange {
  controls: PlayerControls;
  /** The zone's new source, when the change assigns one. */
  playFrom?: { type: 'collection'; id: string };
}

/** A change of some of the player's controls, the others kept. */
export const withControls = (player: ZonePlayer, changed: Partial<PlayerControls>): PlayerChange => ({ controls: { timeline: player.timeline, playOrder: player.playOrder, volume: player.volume, ...changed } });

/** A change of a zone's player at a moment, reading what it needs through the transaction's context. */
export type PlayerChangeOf = (player: ZonePlayer, at: number, context: RequestContext) => Promise<PlayerChange> | PlayerChange;

/**
 * Applies a change to a zone's player at the current moment: the player is read and written in one
 * transaction holding the zone's row, so concurrent changes to one zone apply one after the other,
 * each on what the one before left. Publishes the playback change once stored.
 */
export async function changePlayer(context: RequestContext, zone: SoundZoneRow, change: PlayerChangeOf): Promise<ZonePlayer> {
  const stored = await context.db.transaction(async (tx) => {
    // Every read of the change goes through the transaction: the embedded database has one session,
    // so a read on another connection would wait for this transaction to end.
    const inTransaction: RequestContext = { ...context, db: tx, loaders: new Loaders(tx) };
    const [locked] = await tx.select().from(soundZones).where(eq(soundZones.id, zone.id)).for('update');
    const player = await zonePlayer(inTransaction, locked ?? zone);
    const at = context.now().getTime();
    const { controls: next, playFrom } = await change(player, at, inTransaction);
    const values = {
      status: next.timeline.status,
      playOrder: next.playOrder,
      volume: next.volume,
      seed: next.timeline.seed,
      lead: next.timeline.lead,
      sourceIndex: next.timeline.sourceIndex,
      anchorAt: new Date(next.timeline.anchorAt),
      anchorOffsetMs: Math.round(next.timeline.anchorOffsetMs),
      updatedAt: new Date(at),
    };
    // What the player started since its last change is history now: the change rewrites its timeline.
    const played = historyToRecord(player, at);
    if (played.length > 0) await tx.insert(playHistory).values(played).onConflictDoNothing();
    await tx.insert(players).values({ soundZoneId: zone.id, ...values }).onConflictDoUpdate({ target: players.soundZoneId, set: values });
    if (!playFrom) return player.zone;
    const [updated] = await tx.update(soundZones).set({ playFromType: playFrom.type, playFromId: playFrom.id, updatedAt: new Date(at) }).where(eq(soundZones.id, zone.id)).returning();
    return updated!;
  });
  // What this request reads next is what was just stored.
  context.loaders.soundZone.clear(zone.id).prime(zone.id, stored);
  context.loaders.memo('playerRows', playerRows).clear(zone.id);
  context.loaders.memo('zonePlayers', () => new Map<string, Promise<ZonePlayer>>()).clear();
  await publish(context, stored.playFromId === zone.playFromId ? [playbackEvent(stored)] : [playbackEvent(stored), zoneEvent('update', stored)]);
  return zonePlayer(context, stored);
}
