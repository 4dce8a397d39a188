// Control API resolvers of playback: what a zone plays and how (SoundZone.nowPlaying, playback,
// playFrom; Query.nowPlaying) and the mutations that change it (core.md 4 'Playback', 6 'Tiers and
// plans for playback'). Each change goes through the zone's player (./players.ts).
import { foundRows } from '../loaders';
import { messages } from '../../src/domain/validation';
import { requireSoundZone } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { ApiError, badRequest, notFound } from '../errors';
import type { PlaylistRow, SoundZoneRow } from '../loaders';
import type { ScheduleRow } from '../schedules/loader';
import type { PlaybackState, Resolvers, ResolversTypes } from '../graphql/control/__generated__/types';
import { assignedSource, changePlayer, playableSource, playlistTrackList, sourceView, withControls, zonePlayer } from './players';
import type { PlayerChangeOf, ZonePlayer } from './players';
import { clearQueueIn, controllableZone, pauseChange, playChange, queueTracksIn, requireLicensedZone, setPlayOrderIn, skipChange, tierRank, volumeChange } from './playerControls';
import { zonePresence } from './playbackClients';
import { blockTrack, unblockTrack } from './blocks';
import { historyCursor, historyPage } from './history';
import { scheduleLoader } from '../schedules/loader';
import { playbackSubscriptions } from './subscriptions';
import { zoneBlocks } from './zoneBlocks';
import { connectionOf, pageOf } from '../graphql/pages';
import type { NowPlayingParent } from './subscriptions';
import { changeSource, currentTrack, queuedTracks } from './timeline';

/** How many queued tracks Playback.queue lists. */
const QUEUE_SHOWN = 50;

/** A source a zone may play: a catalogue playlist, station or schedule, or one of the zone's account. */
async function requireSource(context: RequestContext, zone: SoundZoneRow, sourceId: string): Promise<PlaylistRow | ScheduleRow> {
  const source = await playableSource(context, zone.accountId, sourceId);
  if (!source) throw notFound('Source');
  return source;
}

async function controlled(context: RequestContext, zoneId: string, change: PlayerChangeOf): Promise<ZonePlayer> {
  const { zone } = await controllableZone(context, zoneId);
  return changePlayer(context, zone, change);
}

/** Where an assigned source starts: a track of it, or a place in its tracklist. */
type SourceStart = { trackId: string } | { index: number } | null;

interface Assignment {
  /** The source starts now rather than after the current track. */
  immediate: boolean;
  start: SourceStart;
  /** A paused zone starts playing (an assignment); otherwise it keeps its state (setPlayFrom). */
  play: boolean;
}

/** Assigns a source to a zone with an active subscription: it plays next, or now when immediate. */
async function assignSource(context: RequestContext, zoneId: string, sourceId: string, { immediate, start, play: starts }: Assignment) {
  const { zone } = await controllableZone(context, zoneId);
  requireLicensedZone(context, zone);
  const source = await requireSource(context, zone, sourceId);
  if (!('playbackMode' in source)) {
    // A schedule decides what plays: no track or place to start from, and its slot starts at once.
    if (start) throw badRequest({ [start && 'trackId' in start ? 'input.track' : 'input.sourceTrackIndex']: messages.invalid }, 'A schedule plays its slots: it cannot start at a track');
    return changePlayer(context, zone, (player, at) => {
      const timeline = { ...changeSource(player.timeline, player.source, player.source, at, { immediate: true }), ...(starts ? { status: 'playing' as const } : {}) };
      return { ...withControls(player, { timeline, playOrder: 'AUTO' }), playFrom: { type: 'schedule', id: source.id } };
    });
  }
  const playlist = source;
  // core.md 6: only tier 3 plays a chosen track on demand.
  if (start && 'trackId' in start && (await tierRank(context, zone)) < 3) throw new ApiError('forbidden', 'Playing a chosen track needs the unlimited tier', { errorType: 'insufficient_tier' });
  const startId = start && ('trackId' in start ? start.trackId : (await playlistTrackList(context, playlist))[start.index]?.id);
  return changePlayer(context, zone, async (player, at, inTransaction) => {
    const next = await sourceView(inTransaction, player.zone, playlist, player.playOrder);
    let timeline = changeSource(player.timeline, player.source, next, at, { immediate });
    if (start) {
      const track = next.tracks.find((candidate) => candidate.id === startId);
      if (!track) throw badRequest({ ['trackId' in start ? 'input.track' : 'input.sourceTrackIndex']: messages.invalid }, 'The track does not play in this sound zone');
      // The chosen track plays first (after the current one, unless immediate), then the source from after it.
      const kept = immediate ? [] : timeline.lead.slice(0, 1);
      timeline = { ...timeline, lead: [...kept, { trackId: track.id, durationMs: track.durationMs, origin: 'source' }], sourceIndex: next.order === 'LINEAR' ? next.tracks.indexOf(track) + 1 : 0 };
    }
    // Every change above settled the timeline at `at`, so it may start playing from there.
    if (starts) timeline = { ...timeline, status: 'playing' };
    return { ...withControls(player, { timeline }), playFrom: { type: 'collection', id: playlist.id } };
  });
}

/** What the control API's Playback type says of a player at a moment. */
async function playbackOf(context: RequestContext, player: ZonePlayer): Promise<ResolversTypes['Playback']> {
  const at = context.now().getTime();
  // The zone's player is its paired device or the web tab playing it (./playbackClients.ts).
  const presence = await zonePresence(context, player.zone);
  const state: PlaybackState = !presence ? 'unpaired' : !presence.online ? 'offline' : player.timeline.status;
  const queued = queuedTracks(player.timeline, player.source, at).slice(0, QUEUE_SHOWN);
  const queue = foundRows(await context.loaders.track.loadMany(queued.map((item) => item.trackId)));
  return {
    state,
    volume: player.volume,
    playOrder: player.playOrder,
    availablePlayOrders: [...player.availablePlayOrders],
    progressMs: Math.floor(currentTrack(player.timeline, player.source, at)?.positionMs ?? 0),
    progressUpdatedAt: new Date(at).toISOString(),
    queue,
    nextSlotStartsAt: player.nextSlotStartsAt === null ? null : new Date(player.nextSlotStartsAt).toISOString(),
    activeOverride: player.override && { override: player.override.override, endsAt: new Date(player.override.endsAt).toISOString() },
  };
}

/** The track a zone plays now; null while it is unpaired, offline or has nothing to play. */
async function nowPlayingOf(context: RequestContext, zone: SoundZoneRow): Promise<NowPlayingParent | null> {
  if (!(await zonePresence(context, zone))?.online) return null;
  const player = await zonePlayer(context, zone);
  const current = currentTrack(player.timeline, player.source, context.now().getTime());
  if (!current) return null;
  const startedAt = new Date(current.startedAt).toISOString();
  if (current.origin === 'announcement') {
    const announcement = { message: current.trackId, name: current.name ?? '', campaign: current.campaignId ?? '', durationMs: current.durationMs };
    return { soundZone: zone.id, track: null, startedAt, playFrom: null, announcement };
  }
  const track = await context.loaders.track.load(current.trackId);
  const playFrom =
    current.origin === 'queue' ? { queuedAt: new Date(current.queuedAt!).toISOString() } : player.schedule ? { schedule: player.schedule, playlist: player.playlist, slotId: player.slotId! } : player.playlist;
  return { soundZone: zone.id, track, startedAt, playFrom, announcement: null };
}

const zoneRow = async (context: RequestContext, zoneId: string) => (await requireSoundZone(context, zoneId)).zone;
const { playbackUpdate, nowPlayingUpdate } = playbackSubscriptions({
  playback: async (context, zoneId) => playbackOf(context, await zonePlayer(context, await zoneRow(context, zoneId))),
  nowPlaying: async (context, zoneId) => nowPlayingOf(context, await zoneRow(context, zoneId)),
});

const playbackPayload = async (context: RequestContext, player: ZonePlayer) => ({ playback: await playbackOf(context, player) });

export const engineResolvers: Resolvers = {
  Query: {
    nowPlaying: async (_parent, { soundZone }, context) => nowPlayingOf(context, (await requireSoundZone(context, soundZone)).zone),
  },

  SoundZone: {
    nowPlaying: (zone, _args, context) => nowPlayingOf(context, zone),
    playback: async (zone, _args, context) => playbackOf(context, await zonePlayer(context, zone)),
    playFrom: (zone, _args, context) => assignedSource(context, zone),
    playbackHistory: async (zone, { first, after, date }, context) => {
      const page = await historyPage(context, await zonePlayer(context, zone), { first, after, date });
      const edges = page.entries.map((entry) => ({ cursor: historyCursor(entry), node: entry }));
      return { edges, pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: !!after, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null } };
    },
    // The zone's own blocks and its location's and account's, newest first.
    blockedTracks: async (zone, { first, after }, context) =>
      connectionOf(pageOf(await zoneBlocks(context, zone), (block) => [-block.blockedAt.getTime(), block.id], ['number', 'string'], { first, after }), (block) => ({ node: block })),
  },

  PlayedTrack: {
    track: async (entry, _args, context) => (await context.loaders.track.load(entry.trackId))!,
    startedAt: (entry) => new Date(entry.startedAt).toISOString(),
    playFrom: async (entry, _args, context) => {
      if (entry.queuedAt !== null) return { queuedAt: new Date(entry.queuedAt).toISOString() };
      const playlist = entry.sourceId ? await context.loaders.playlist.load(entry.sourceId) : null;
      // A schedule deleted since reads as the playlist its slot played.
      const schedule = entry.scheduleId ? await scheduleLoader(context.loaders).load(entry.scheduleId) : null;
      return schedule ? { schedule, playlist, slotId: entry.slotId! } : playlist;
    },
  },

  BlockedTrack: {
    track: async (block, _args, context) => (await context.loaders.track.load(block.trackId))!,
    parent: (block) => block.parentId,
    source: (block) => block.sourceId,
    reasons: (block) => block.reasons as ResolversTypes['BlockReason'][],
    blockedAt: (block) => block.blockedAt.toISOString(),
  },

  // Parents by their shape: a playlist's row (stations included: a playlist presented as one), a queued
  // track's { queuedAt }, a schedule slot's { schedule }.
  PlayableSource: {
    __resolveType: (source) => ('queuedAt' in source ? 'ManuallyQueued' : 'schedule' in source ? 'ScheduleSource' : 'Playlist'),
  },
  Assignable: {
    __resolveType: (source) => ('playbackMode' in source ? 'Playlist' : 'seeds' in source ? 'CadenceStation' : 'Schedule'),
  },

  Subscription: { playbackUpdate, nowPlayingUpdate },

  Mutation: {
    blockTrack: async (_parent, { input }, context) => ({ blockedTrack: await blockTrack(context, input) }),
    unblockTrack: async (_parent, { input }, context) => ({ blockedTrackId: await unblockTrack(context, input) }),
    play: async (_parent, { input }, context) => {
      const { zone } = await controllableZone(context, input.soundZone);
      requireLicensedZone(context, zone);
      return playbackPayload(context, await changePlayer(context, zone, playChange));
    },
    pause: async (_parent, { input }, context) => playbackPayload(context, await controlled(context, input.soundZone, pauseChange)),
    skipTrack: async (_parent, { input }, context) => playbackPayload(context, await controlled(context, input.soundZone, skipChange)),
    setVolume: async (_parent, { input }, context) => playbackPayload(context, await controlled(context, input.soundZone, volumeChange(input.volume))),
    soundZoneQueueTracks: async (_parent, { input }, context) => playbackPayload(context, await queueTracksIn(context, (await controllableZone(context, input.soundZone)).zone, input)),
    soundZoneClearQueuedTracks: async (_parent, { input }, context) => playbackPayload(context, await clearQueueIn(context, (await controllableZone(context, input.soundZone)).zone)),
    soundZoneSetPlaybackOrder: async (_parent, { input }, context) =>
      playbackPayload(context, await setPlayOrderIn(context, (await controllableZone(context, input.soundZone)).zone, input.playOrder)),

    soundZoneAssignSource: async (_parent, { input }, context) => {
      const start: SourceStart = input.track ? { trackId: input.track } : typeof input.sourceTrackIndex === 'number' ? { index: input.sourceTrackIndex } : null;
      for (const zoneId of input.soundZones) await assignSource(context, zoneId, input.source, { immediate: input.immediate ?? false, start, play: true });
      return { soundZones: input.soundZones };
    },

    setPlayFrom: async (_parent, { input }, context) => ({ soundZone: (await assignSource(context, input.soundZone, input.source, { immediate: false, start: null, play: false })).zone }),
  },
};
