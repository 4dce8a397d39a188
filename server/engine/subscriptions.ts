// Live playback for the control API: playbackUpdate on every change of a zone's playback (a control,
// its player going on- or offline, an override starting or ending), nowPlayingUpdate whenever the zone
// starts another track. Changes arrive through the pubsub from whichever replica made them; a track
// ending, a schedule's slot or an override starting, or a zone's paid time running out, is no change anyone stores, so each subscription
// keeps one timer for the next such moment it tells of. Zones nobody watches keep no timer at all.
import { setTimeout as sleep } from 'node:timers/promises';
import { requireSoundZone } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { Loaders } from '../loaders';
import type { DomainEvent } from '../realtime/pubsub';
import type { ResolversTypes, SubscriptionNowPlayingUpdateArgs, SubscriptionPlaybackUpdateArgs } from '../graphql/control/__generated__/types';
import type { PlaylistRow, SoundZoneRow, TrackRow } from '../loaders';
import type { ScheduleRow } from '../schedules/loader';
import { zonePlayer } from './players';
import type { ZonePlayer } from './players';
import { currentTrack } from './timeline';

/** A timer never waits longer than this before it looks again (a long track, a clock moved by hand). */
const LONGEST_WAIT_MS = 3_600_000;
/** Past the end of a track, so that the next one has started when the timer looks. */
const AFTER_END_MS = 20;

type ZoneKey = Pick<SoundZoneRow, 'id' | 'accountId' | 'locationId'>;

/**
 * Events that may change a zone's playback: its own playback and zone changes, its player's, and a
 * change of an override of its account that covers (or covered) it: one such event stands for every
 * zone it names, so an account-wide override tells 5,000 zones' watchers with a single event.
 */
export const concernsPlayback = (event: DomainEvent, zone: ZoneKey): boolean =>
  (event.entity === 'sound_zone' && event.id === zone.id && (event.type === 'playback_state_change' || event.type === 'update')) ||
  (event.entity === 'device' && event.parentIds.includes(zone.id)) ||
  (event.entity === 'playback_override' && event.accountId === zone.accountId && (event.parentIds.length === 0 || event.parentIds.includes(zone.id) || event.parentIds.includes(zone.locationId)));

/** NowPlaying as its resolvers read it: the track's row, and the playlist's row or when it was queued. */
export interface NowPlayingParent {
  soundZone: string;
  track: TrackRow | null;
  startedAt: string;
  playFrom: PlaylistRow | { queuedAt: string } | { schedule: ScheduleRow; playlist: PlaylistRow | null; slotId: string } | null;
  /** A campaign's announcement playing between two tracks (../messaging/campaignPlays.ts). */
  announcement: { message: string; name: string; campaign: string; durationMs: number } | null;
}

export interface PlaybackReader {
  playback(context: RequestContext, zoneId: string): Promise<ResolversTypes['Playback']>;
  nowPlaying(context: RequestContext, zoneId: string): Promise<NowPlayingParent | null>;
}

/** How long until the first of the moments a zone's player names (epoch ms; null for none); null when it names none. */
async function untilPlayer(context: RequestContext, zoneId: string, moments: (player: ZonePlayer, at: number) => (number | null)[]): Promise<number | null> {
  const zone = await context.loaders.soundZone.load(zoneId);
  if (!zone) return null;
  const at = context.now().getTime();
  const waits = moments(await zonePlayer(context, zone), at)
    .filter((moment) => moment !== null)
    .map((moment) => moment - at);
  return waits.length ? Math.max(0, Math.min(...waits)) : null;
}

/** Until an override starts or ends in the zone, or its subscription starts or stops letting it play: its playback changes then. */
export const untilOverrideChange = (context: RequestContext, zoneId: string) => untilPlayer(context, zoneId, (player) => [player.overrideChangesAt, player.licenceChangesAt]);

/** Until the zone's current track ends, its schedule's next slot starts or an override starts or ends, whichever is first. */
const untilNextTrack = (context: RequestContext, zoneId: string) =>
  untilPlayer(context, zoneId, (player, at) => {
    const current = player.timeline.status === 'playing' ? currentTrack(player.timeline, player.source, at) : null;
    return [current ? at + current.durationMs - current.positionMs : null, player.nextSlotStartsAt, player.overrideChangesAt, player.licenceChangesAt];
  });

/**
 * Each moment a zone's playback may have changed, until `stop`: an event that concerns it (looked at
 * with the event's loaders, which every subscriber of this process shares), or the time `wait` names
 * from the last look (looked at afresh). Listens from the call on, so no change falls between the call
 * and a first read of the caller's own.
 */
export function zoneMoments(context: RequestContext, zone: ZoneKey, stop: AbortSignal, wait: (looking: RequestContext, zoneId: string) => Promise<number | null>): AsyncGenerator<RequestContext> {
  const events = context.pubsub.subscribe((event) => concernsPlayback(event, zone), stop);
  const nextEvent = () => events.next().catch(() => ({ done: true as const, value: undefined }));
  return (async function* () {
    let looking: RequestContext = { ...context, loaders: new Loaders(context.db) };
    let event = nextEvent();
    for (;;) {
      const waitMs = await wait(looking, zone.id);
      const timer = new AbortController();
      const woke = await Promise.race([
        event.then((result) => (result.done ? null : result.value)),
        ...(waitMs === null ? [] : [sleep(Math.min(waitMs + AFTER_END_MS, LONGEST_WAIT_MS), 'time' as const, { signal: AbortSignal.any([timer.signal, stop]) }).catch(() => null)]),
      ]);
      timer.abort();
      if (woke === null || stop.aborted) return;
      if (woke !== 'time') event = nextEvent();
      looking = { ...context, loaders: woke === 'time' ? new Loaders(context.db) : woke.loaders };
      yield looking;
    }
  })();
}

const trackKey = (nowPlaying: NowPlayingParent | null) => (nowPlaying ? `${nowPlaying.track?.id ?? nowPlaying.announcement?.message}@${nowPlaying.startedAt}` : 'nothing');

/**
 * The changes a generator yields until its subscriber leaves. Leaving must not wait for the change the
 * generator awaits (an event, a timer): the signal ends that wait first, so it finishes at once.
 */
export function stoppable<T>(changes: (stop: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const stop = new AbortController();
  const generator = changes(stop.signal);
  const iterator: AsyncIterableIterator<T> = {
    next: () => generator.next(),
    return: (value?: unknown) => {
      stop.abort();
      return generator.return(value as never);
    },
    throw: (error?: unknown) => {
      stop.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export function playbackSubscriptions(read: PlaybackReader) {
  /** The zone's playback after each change, and when an override starts or ends, until `stop` aborts. */
  async function* playbackChanges(zone: SoundZoneRow, context: RequestContext, stop: AbortSignal) {
    for await (const looking of zoneMoments(context, zone, stop, untilOverrideChange)) {
      // Each look checks access again, as a new request would.
      await requireSoundZone(looking, zone.id);
      yield { soundZone: zone.id, playback: await read.playback(looking, zone.id) };
    }
  }

  const playbackUpdate = {
    async subscribe(_parent: unknown, { input }: SubscriptionPlaybackUpdateArgs, context: RequestContext): Promise<AsyncIterableIterator<ResolversTypes['PlaybackUpdatePayload']>> {
      const { zone } = await requireSoundZone(context, input.soundZone);
      return stoppable((stop) => playbackChanges(zone, context, stop));
    },
    resolve: (payload: ResolversTypes['PlaybackUpdatePayload']) => payload,
  };

  /** The zone's now playing each time it starts another track, until `stop` aborts. */
  async function* nowPlayingChanges(zone: SoundZoneRow, context: RequestContext, stop: AbortSignal) {
    const moments = zoneMoments(context, zone, stop, untilNextTrack);
    let shown = trackKey(await read.nowPlaying({ ...context, loaders: new Loaders(context.db) }, zone.id));
    for await (const looking of moments) {
      await requireSoundZone(looking, zone.id);
      const nowPlaying = await read.nowPlaying(looking, zone.id);
      const key = trackKey(nowPlaying);
      if (key === shown) continue;
      shown = key;
      if (nowPlaying) yield { nowPlaying };
    }
  }

  const nowPlayingUpdate = {
    async subscribe(_parent: unknown, { input }: SubscriptionNowPlayingUpdateArgs, context: RequestContext): Promise<AsyncIterableIterator<{ nowPlaying: NowPlayingParent }>> {
      const { zone } = await requireSoundZone(context, input.soundZone);
      return stoppable((stop) => nowPlayingChanges(zone, context, stop));
    },
    resolve: (payload: { nowPlaying: NowPlayingParent }) => payload,
  };

  return { playbackUpdate, nowPlayingUpdate };
}
