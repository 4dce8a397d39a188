// A zone's player as the control and playback APIs see it: its stored controls and timeline (or, for a
// zone nobody has touched, its source playing since the zone was set up), its source as the zone plays
// it, and the changes people make, each settled at the moment it happens, stored, and published to
// every replica's subscribers. A schedule-driven zone plays the slot covering the moment in its
// location's time zone: each slot starts its playlists afresh, and between slots the zone is silent.
// Inside a holiday or campaign override covering it (./overrideWindows.ts) a zone plays the override's
// source instead, started afresh where the override begins, and its own again once the override ends.
// A zone plays only while its subscription licenses it (./licence.ts): an unlicensed zone reads as
// paused with nothing to play, its stored controls kept for when it is licensed again.
// Reads are batched: a page of 50 zones costs one read of players, one of their playlists and one of
// those playlists' tracks; the account's overrides are held between requests (../overrides/cache.ts).
import DataLoader from 'dataloader';
import { kindOfId } from '../../src/domain/ids';
import { asc, eq, inArray } from 'drizzle-orm';
import { settingsOf } from '../accounts/model';
import { PRODUCT_SOUND_ZONE_SETTINGS, soundZoneSettingsOf } from '../accounts/zoneSettings';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { playHistory, players, playlistTracks, soundZones, tracks } from '../db/schema';
import { Loaders, foundRows } from '../loaders';
import type { PlaylistRow, SoundZoneRow } from '../loaders';
import { publish, zoneEvent } from '../premises/events';
import type { DomainEvent } from '../realtime/pubsub';
import { ANY_MARKET, playableTracks } from './eligibility';
import { historyToRecord } from './history';
import type { CatalogueTrack, ZonePlayRules } from './eligibility';
import { hashSeed } from './sequence';
import { nextSlotStart, slotAt, weeklyDays } from './weeklySlots';
import { overrideAt } from './overrideWindows';
import type { OverrideMoment, OverrideWindow } from './overrideWindows';
import { accountOverrides } from '../overrides/cache';
import type { OverrideRow } from '../overrides/cache';
import type { SlotOccurrence, WeeklySlot } from './weeklySlots';
import { scheduleLoader } from '../schedules/loader';
import type { ScheduleRow } from '../schedules/loader';
import type { SequenceOrder } from './sequence';
import { startTimeline } from './timeline';
import { zoneLicence } from './licence';
import { zoneBlocks } from './zoneBlocks';
import type { SourceView, Timeline } from './timeline';
import { withAnnouncements } from './announcements';
import { duesBetween, zoneCampaigns } from '../messaging/campaignPlays';

export type PlayOrder = 'AUTO' | SequenceOrder;
const PLAYLIST_PLAY_ORDERS: readonly PlayOrder[] = ['AUTO', 'LINEAR', 'SHUFFLE', 'SMART_SHUFFLE'];
/** Stations and schedules decide their own order. */
const SOURCE_DECIDES: readonly PlayOrder[] = ['AUTO'];

type PlayerRow = typeof players.$inferSelect;

export interface ZonePlayer {
  zone: SoundZoneRow;
  /** Whether the player has a stored row (someone changed it) or plays as it has since the zone was set up. */
  stored: boolean;
  /** The playlist it plays from now: its source, or the first of the slot playing. */
  playlist: PlaylistRow | null;
  /** The schedule driving it, if one does. */
  schedule: ScheduleRow | null;
  /** The schedule's slot playing now, if one is. */
  slotId: string | null;
  /** When the schedule's next slot starts (epoch ms); null without a schedule or slots. */
  nextSlotStartsAt: number | null;
  /** The override deciding what the zone plays, with when it applies in the zone's time zone; null when none does. */
  override: OverrideWindow<OverrideRow> | null;
  /** When an override next starts or ends for the zone (epoch ms): it may play something else then. */
  overrideChangesAt: number | null;
  /** When what it plays next changes by itself (a slot ends or starts, an override starts or ends); null if never. */
  changesAt: number | null;
  /** When someone last changed the player (its stored timeline's anchor), or when the zone was set up. */
  changedAt: number;
  /** The zone's subscription lets it play now (billing.md 1: paid until a future date, or a grace period). */
  licensed: boolean;
  /** When that next changes (epoch ms): paid_until passing, or a pause ending; null when nothing is due. */
  licenceChangesAt: number | null;
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

/** The playlist a zone plays from, when it is assigned one rather than a schedule. */
export async function assignedPlaylist(context: RequestContext, zone: SoundZoneRow): Promise<PlaylistRow | null> {
  return zone.playFromType === 'collection' && zone.playFromId ? context.loaders.playlist.load(zone.playFromId) : null;
}

/** What a zone is assigned: a playlist or station, a schedule, or nothing. */
export async function assignedSource(context: RequestContext, zone: SoundZoneRow): Promise<PlaylistRow | ScheduleRow | null> {
  if (zone.playFromType === 'schedule' && zone.playFromId) return scheduleLoader(context.loaders).load(zone.playFromId);
  return assignedPlaylist(context, zone);
}

/** A source an account's zones may play: a catalogue playlist, station or schedule, or one of the account's; null otherwise. */
export async function playableSource(context: RequestContext, accountId: string, sourceId: string): Promise<PlaylistRow | ScheduleRow | null> {
  const kind = kindOfId(sourceId);
  const source = kind === 'Playlist' ? await context.loaders.playlist.load(sourceId) : kind === 'Schedule' ? await scheduleLoader(context.loaders).load(sourceId) : null;
  return source && (source.ownerAccountId === null || source.ownerAccountId === accountId) ? source : null;
}

type ScheduleSlot = WeeklySlot & { collections: readonly string[] };

/** A schedule's slots as the engine walks them; a slot with a rule it cannot read never plays. */
const weeklySlotsOf = (schedule: ScheduleRow): ScheduleSlot[] =>
  schedule.slots.map((slot) => ({ id: slot.id, start: slot.dtstart, durationMs: slot.durationMs, days: weeklyDays(slot.rrule) ?? [], collections: slot.collections }));

type ScheduleMoment = { slot: SlotOccurrence<ScheduleSlot> | null; nextSlotStartsAt: number | null };

/**
 * Where schedules were lately, by schedule version and time zone: every zone of a schedule in one time
 * zone is at the same slot, which stays so from when it was worked out until the slot ends or the next
 * one starts. Working it out walks a fortnight of local dates, the engine's dearest step for a zone.
 */
const recentMoments = new Map<string, { from: number; until: number; moment: ScheduleMoment }>();
const RECENT_MOMENTS = 1000;

function scheduleMoment(schedule: ScheduleRow, timeZone: string, at: number): ScheduleMoment {
  const key = `${schedule.id}@${schedule.updatedAt.getTime()}@${timeZone}`;
  const known = recentMoments.get(key);
  if (known && known.from <= at && at < known.until) return known.moment;
  const slots = weeklySlotsOf(schedule);
  const moment = { slot: slotAt(slots, timeZone, at), nextSlotStartsAt: nextSlotStart(slots, timeZone, at) };
  recentMoments.delete(key);
  recentMoments.set(key, { from: at, until: Math.min(moment.slot?.endsAt ?? Infinity, moment.nextSlotStartsAt ?? Infinity), moment });
  if (recentMoments.size > RECENT_MOMENTS) recentMoments.delete(recentMoments.keys().next().value!);
  return moment;
}

const zoneTimeZone = async (context: RequestContext, zone: SoundZoneRow) => (await context.loaders.location.load(zone.locationId))?.timezone ?? 'UTC';

/** Where a schedule is at a moment in a zone: the slot playing (if any) and when the next one starts. */
export async function scheduleAt(context: RequestContext, zone: SoundZoneRow, schedule: ScheduleRow, at: number): Promise<ScheduleMoment> {
  return scheduleMoment(schedule, await zoneTimeZone(context, zone), at);
}

/** Which of its account's overrides decides what a zone plays at `at`, and when that may change. */
export async function zoneOverrideAt(context: RequestContext, zone: SoundZoneRow, at: number): Promise<OverrideMoment<OverrideRow>> {
  const overrides = await accountOverrides(context, zone.accountId);
  return overrides.length ? overrideAt(overrides, zone, await zoneTimeZone(context, zone), at) : { active: null, changesAt: null };
}

/** What an override plays: its playlist or station, or its schedule. */
export async function overrideSource(context: RequestContext, override: Pick<OverrideRow, 'sourceType' | 'sourceId'>): Promise<PlaylistRow | ScheduleRow | null> {
  return override.sourceType === 'schedule' ? scheduleLoader(context.loaders).load(override.sourceId) : context.loaders.playlist.load(override.sourceId);
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

/** A source as `zone` plays it in `order`: the tracks of its playlists, each once, in their order. */
export async function sourceView(context: RequestContext, zone: SoundZoneRow, playlist: PlaylistRow | null, playOrder: PlayOrder, more: readonly PlaylistRow[] = []): Promise<SourceView> {
  if (!playlist) return { tracks: [], order: resolvedOrder(playOrder, null) };
  const rules = await zonePlayRules(context, zone, playlist);
  const lists = await Promise.all([playlist, ...more].map((each) => playlistTrackList(context, each)));
  const unique = [...new Map(lists.flat().map((track) => [track.id, track])).values()];
  return { tracks: playableTracks(unique, rules), order: resolvedOrder(playOrder, playlist) };
}

/** A zone's player, read once per request (and per transaction of a change). */
export function zonePlayer(context: RequestContext, zone: SoundZoneRow): Promise<ZonePlayer> {
  const read = context.loaders.memo('zonePlayers', () => new Map<string, Promise<ZonePlayer>>());
  const key = `${zone.id}@${zone.updatedAt.getTime()}`;
  if (!read.has(key)) read.set(key, audiblePlayerAt(context, zone, context.now().getTime()));
  return read.get(key)!;
}

const earliest = (...moments: (number | null | undefined)[]): number | null => {
  const known = moments.filter((moment): moment is number => moment !== null && moment !== undefined);
  return known.length ? Math.min(...known) : null;
};

/** What an unlicensed zone plays: nothing (paused, no queue, an empty source); a licensed one as it is. */
function audible(player: ZonePlayer): ZonePlayer {
  if (player.licensed) return player;
  return { ...player, timeline: { ...player.timeline, status: 'paused', lead: [] }, source: { tracks: [], order: player.source.order } };
}

/** The zone's player as it sounds at `at`: as it is then, silent while the zone is not licensed. */
export const audiblePlayerAt = async (context: RequestContext, zone: SoundZoneRow, at: number): Promise<ZonePlayer> => audible(await playerAt(context, zone, at));

/** The zone's player as it is at `at`: its stored controls, the source, slot, override and licence then. */
async function playerAt(context: RequestContext, zone: SoundZoneRow, at: number): Promise<ZonePlayer> {
  const licence = zoneLicence(zone, at);
  const controls = await playerControlsAt(context, zone, at);
  const timeline = await announcedTimeline(context, zone, controls.timeline, controls.source, at);
  return { ...controls, timeline, changesAt: earliest(controls.changesAt, licence.changesAt), licensed: licence.licensed, licenceChangesAt: licence.changesAt };
}

/** The timeline with the announcements of the zone's campaigns due since its last change (./announcements.ts). */
async function announcedTimeline(context: RequestContext, zone: SoundZoneRow, timeline: Timeline, source: SourceView, at: number): Promise<Timeline> {
  if (timeline.status !== 'playing') return timeline;
  const plans = await zoneCampaigns(context, zone);
  if (!plans.length) return timeline;
  return withAnnouncements(timeline, source, duesBetween(plans, await zoneTimeZone(context, zone), timeline.anchorAt, at), at);
}

async function playerControlsAt(context: RequestContext, zone: SoundZoneRow, at: number): Promise<Omit<ZonePlayer, 'licensed' | 'licenceChangesAt'>> {
  const row = await context.loaders.memo('playerRows', playerRows).load(zone.id);
  const { active, changesAt } = await zoneOverrideAt(context, zone, at);
  const assigned = active ? await overrideSource(context, active.override) : await assignedSource(context, zone);
  let controls = row ? controlsOf(row) : defaultControls(zone);
  const changedAt = controls.timeline.anchorAt;
  // An override starts its source afresh where it begins, as a slot does; a zone nobody has touched plays it.
  if (active && controls.timeline.anchorAt < active.startsAt) {
    controls = { ...controls, timeline: startTimeline(active.startsAt, hashSeed(zone.id, active.startsAt), row ? controls.timeline.status : 'playing') };
  }
  const overrides = { override: active, overrideChangesAt: changesAt, changedAt };
  if (assigned && !('playbackMode' in assigned)) return scheduledPlayer(context, zone, row !== null, controls, assigned, overrides, at);
  return {
    zone,
    stored: row !== null,
    playlist: assigned,
    schedule: null,
    slotId: null,
    nextSlotStartsAt: null,
    changesAt,
    ...overrides,
    ...controls,
    availablePlayOrders: assigned && !isStation(assigned) ? PLAYLIST_PLAY_ORDERS : SOURCE_DECIDES,
    source: await sourceView(context, zone, assigned, controls.playOrder),
  };
}

/**
 * A schedule-driven zone at this moment: the slot covering it plays its playlists from the slot's
 * start (a timeline last changed before the slot began starts afresh there, playing or paused as it
 * was), and between slots nothing plays.
 */
async function scheduledPlayer(
  context: RequestContext,
  zone: SoundZoneRow,
  stored: boolean,
  controls: PlayerControls,
  schedule: ScheduleRow,
  overrides: Pick<ZonePlayer, 'override' | 'overrideChangesAt' | 'changedAt'>,
  at: number,
): Promise<Omit<ZonePlayer, 'licensed' | 'licenceChangesAt'>> {
  const { slot, nextSlotStartsAt } = await scheduleAt(context, zone, schedule, at);
  const playlists = slot ? foundRows(await context.loaders.playlist.loadMany(slot.slot.collections)) : [];
  const [first = null, ...more] = playlists;
  const timeline = slot && controls.timeline.anchorAt < slot.startsAt ? startTimeline(slot.startsAt, hashSeed(zone.id, slot.startsAt), controls.timeline.status) : controls.timeline;
  return {
    zone,
    stored,
    playlist: first,
    schedule,
    slotId: slot?.slot.id ?? null,
    nextSlotStartsAt,
    changesAt: earliest(slot?.endsAt, nextSlotStartsAt, overrides.overrideChangesAt),
    ...overrides,
    ...controls,
    timeline,
    playOrder: 'AUTO',
    availablePlayOrders: SOURCE_DECIDES,
    source: await sourceView(context, zone, first, 'AUTO', more),
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
  playFrom?: { type: 'collection' | 'schedule'; id: string };
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
    // A change applies to the stored controls, also while the zone is not licensed to play them.
    const player = await playerAt(inTransaction, locked ?? zone, context.now().getTime());
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
    // An unlicensed stretch played nothing: the walk reads it as silent.
    const played = await historyToRecord(inTransaction, player, at);
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
