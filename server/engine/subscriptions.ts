// Live playback for the control API: playbackUpdate on every change of a zone's playback (a control,
// its player going on- or offline), nowPlayingUpdate whenever the zone starts another track. Changes
// arrive through the pubsub from whichever replica made them; a track ending (or a schedule's slot
// starting) is no change anyone stores, so each nowPlayingUpdate subscription keeps one timer for the
// end of the track it last told of, or the next slot's start if that comes first. Zones nobody watches keep no timer at all.
import { setTimeout as sleep } from 'node:timers/promises';
import { requireSoundZone } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { Loaders } from '../loaders';
import type { DomainEvent } from '../realtime/pubsub';
import { watch } from '../graphql/subscriptions';
import type { ResolversTypes, SubscriptionNowPlayingUpdateArgs, SubscriptionPlaybackUpdateArgs } from '../graphql/control/__generated__/types';
import type { PlaylistRow, TrackRow } from '../loaders';
import type { ScheduleRow } from '../schedules/loader';
import { zonePlayer } from './players';
import { currentTrack } from './timeline';

/** A timer never waits longer than this before it looks again (a long track, a clock moved by hand). */
const LONGEST_WAIT_MS = 3_600_000;
/** Past the end of a track, so that the next one has started when the timer looks. */
const AFTER_END_MS = 20;

/** Events that may change a zone's playback: its own playback and zone changes, its player's. */
export const concernsPlayback = (event: DomainEvent, zoneId: string): boolean =>
  (event.entity === 'sound_zone' && event.id === zoneId && (event.type === 'playback_state_change' || event.type === 'update')) || (event.entity === 'device' && event.parentIds.includes(zoneId));

/** NowPlaying as its resolvers read it: the track's row, and the playlist's row or when it was queued. */
export interface NowPlayingParent {
  soundZone: string;
  track: TrackRow | null;
  startedAt: string;
  playFrom: PlaylistRow | { queuedAt: string } | { schedule: ScheduleRow; playlist: PlaylistRow | null; slotId: string } | null;
}

export interface PlaybackReader {
  playback(context: RequestContext, zoneId: string): Promise<ResolversTypes['Playback']>;
  nowPlaying(context: RequestContext, zoneId: string): Promise<NowPlayingParent | null>;
}

/** How long until the zone's current track ends, or its schedule's next slot starts, whichever is first. */
async function untilNextTrack(context: RequestContext, zoneId: string): Promise<number | null> {
  const zone = await context.loaders.soundZone.load(zoneId);
  if (!zone) return null;
  const player = await zonePlayer(context, zone);
  const at = context.now().getTime();
  const current = player.timeline.status === 'playing' ? currentTrack(player.timeline, player.source, at) : null;
  const waits = [current ? current.durationMs - current.positionMs : null, player.nextSlotStartsAt === null ? null : player.nextSlotStartsAt - at].filter((wait) => wait !== null);
  return waits.length ? Math.max(0, Math.min(...waits)) : null;
}

const trackKey = (nowPlaying: NowPlayingParent | null) => (nowPlaying ? `${nowPlaying.track?.id}@${nowPlaying.startedAt}` : 'nothing');

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
  const playbackUpdate = watch<SubscriptionPlaybackUpdateArgs, ResolversTypes['PlaybackUpdatePayload']>({
    authorize: async ({ input }, context) => void (await requireSoundZone(context, input.soundZone)),
    matches: (event, { input }) => concernsPlayback(event, input.soundZone),
    payload: async (_event, { input }, context) => ({ soundZone: input.soundZone, playback: await read.playback(context, input.soundZone) }),
  });

  /** The zone's now playing each time it starts another track, until `stop` aborts. */
  async function* nowPlayingChanges(zoneId: string, context: RequestContext, stop: AbortSignal) {
    // Each look reads afresh, with the access check of a new request.
    const fresh = (): RequestContext => ({ ...context, loaders: new Loaders(context.db) });
    const events = context.pubsub.subscribe((event) => concernsPlayback(event, zoneId), stop);
    const nextEvent = () => events.next().catch(() => ({ done: true as const, value: undefined }));
    let shown = trackKey(await read.nowPlaying(fresh(), zoneId));
    let event = nextEvent();
    for (;;) {
      const wait = await untilNextTrack(fresh(), zoneId);
      const timer = new AbortController();
      const woke = await Promise.race([
        event.then((result) => (result.done ? 'closed' : 'event')),
        ...(wait === null ? [] : [sleep(Math.min(wait + AFTER_END_MS, LONGEST_WAIT_MS), 'time', { signal: AbortSignal.any([timer.signal, stop]) }).catch(() => 'closed')]),
      ]);
      timer.abort();
      if (woke === 'closed' || stop.aborted) return;
      if (woke === 'event') event = nextEvent();
      const looking = fresh();
      await requireSoundZone(looking, zoneId);
      const nowPlaying = await read.nowPlaying(looking, zoneId);
      const key = trackKey(nowPlaying);
      if (key === shown) continue;
      shown = key;
      if (nowPlaying) yield { nowPlaying };
    }
  }

  const nowPlayingUpdate = {
    async subscribe(_parent: unknown, { input }: SubscriptionNowPlayingUpdateArgs, context: RequestContext): Promise<AsyncIterableIterator<{ nowPlaying: NowPlayingParent }>> {
      await requireSoundZone(context, input.soundZone);
      return stoppable((stop) => nowPlayingChanges(input.soundZone, context, stop));
    },
    resolve: (payload: { nowPlaying: NowPlayingParent }) => payload,
  };

  return { playbackUpdate, nowPlayingUpdate };
}
