import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SequenceTrack } from './sequence';
import { changeSource, clearQueue, currentTrack, dropTrack, pause, play, queue, settle, skip, startTimeline, startsBetween, upcomingTracks } from './timeline';
import type { SourceView, Timeline } from './timeline';

const MIN = 60_000;
const T0 = Date.parse('2026-11-25T09:00:00Z');
const track = (id: string, minutes = 3): SequenceTrack => ({ id, durationMs: minutes * MIN, artistIds: [id] });
const linear = (...ids: string[]): SourceView => ({ tracks: ids.map((id) => track(id)), order: 'LINEAR' });

const abc = linear('a', 'b', 'c');
const playing = () => startTimeline(T0, 1);
const now = (timeline: Timeline, source: SourceView, at: number) => {
  const current = currentTrack(timeline, source, at);
  return current && { id: current.trackId, at: current.positionMs / MIN, origin: current.origin };
};
const next = (timeline: Timeline, source: SourceView, at: number, count = 4) => upcomingTracks(timeline, source, at, count).map((item) => item.trackId);

describe('a playing zone', () => {
  it('moves through its source with the clock, cycle after cycle', () => {
    expect(now(playing(), abc, T0)).toEqual({ id: 'a', at: 0, origin: 'source' });
    expect(now(playing(), abc, T0 + 4 * MIN)).toEqual({ id: 'b', at: 1, origin: 'source' });
    expect(now(playing(), abc, T0 + 10 * MIN)).toEqual({ id: 'a', at: 1, origin: 'source' });
    expect(next(playing(), abc, T0 + 4 * MIN)).toEqual(['c', 'a', 'b', 'c']);
    expect(currentTrack(playing(), abc, T0 + 4 * MIN)?.startedAt).toBe(T0 + 3 * MIN);
  });

  it('stands still while paused and goes on from there', () => {
    const paused = pause(playing(), abc, T0 + 4 * MIN);
    expect(now(paused, abc, T0 + 60 * MIN)).toEqual({ id: 'b', at: 1, origin: 'source' });
    const resumed = play(paused, abc, T0 + 60 * MIN);
    expect(now(resumed, abc, T0 + 62 * MIN)).toEqual({ id: 'c', at: 0, origin: 'source' });
  });

  it('starts the next track when one is skipped', () => {
    const skipped = skip(playing(), abc, T0 + MIN);
    expect(now(skipped, abc, T0 + MIN)).toEqual({ id: 'b', at: 0, origin: 'source' });
    expect(now(skipped, abc, T0 + 4 * MIN)).toEqual({ id: 'c', at: 0, origin: 'source' });
  });

  it('plays nothing without a playable track', () => {
    expect(currentTrack(playing(), linear(), T0 + MIN)).toBeNull();
    expect(next(playing(), linear(), T0)).toEqual([]);
  });
});

describe('the queue', () => {
  it('plays queued tracks after the current one, in the order queued, then the source goes on', () => {
    const queued = queue(queue(playing(), abc, [track('q1')], T0 + MIN), abc, [track('q2', 2)], T0 + 2 * MIN);
    expect(now(queued, abc, T0 + 2 * MIN)).toEqual({ id: 'a', at: 2, origin: 'source' });
    expect(next(queued, abc, T0 + 2 * MIN, 5)).toEqual(['q1', 'q2', 'b', 'c', 'a']);
    expect(now(queued, abc, T0 + 3 * MIN)).toEqual({ id: 'q1', at: 0, origin: 'queue' });
    expect(currentTrack(queued, abc, T0 + 3 * MIN)?.queuedAt).toBe(T0 + MIN);
    expect(now(queued, abc, T0 + 7 * MIN)).toEqual({ id: 'q2', at: 1, origin: 'queue' });
    expect(now(queued, abc, T0 + 8 * MIN)).toEqual({ id: 'b', at: 0, origin: 'source' });
  });

  it('plays at once in a zone that had nothing to play', () => {
    const queued = queue(playing(), linear(), [track('q')], T0 + MIN);
    expect(now(queued, linear(), T0 + 2 * MIN)).toEqual({ id: 'q', at: 1, origin: 'queue' });
    expect(currentTrack(queued, linear(), T0 + 5 * MIN)).toBeNull();
  });

  it('is cleared of what has not started; the track playing finishes', () => {
    const queued = queue(playing(), abc, [track('q1'), track('q2')], T0);
    const cleared = clearQueue(queued, abc, T0 + 4 * MIN);
    expect(now(cleared, abc, T0 + 4 * MIN)).toEqual({ id: 'q1', at: 1, origin: 'queue' });
    expect(next(cleared, abc, T0 + 4 * MIN, 2)).toEqual(['b', 'c']);
  });
});

describe('a change of source', () => {
  it('lets the current track finish, then plays the new source from its start', () => {
    const changed = changeSource(playing(), abc, linear('x', 'y'), T0 + MIN);
    expect(now(changed, linear('x', 'y'), T0 + 2 * MIN)).toEqual({ id: 'a', at: 2, origin: 'source' });
    expect(next(changed, linear('x', 'y'), T0 + 2 * MIN, 3)).toEqual(['x', 'y', 'x']);
  });

  it('starts the new source at once when immediate, the queue dropped', () => {
    const queued = queue(playing(), abc, [track('q')], T0);
    const changed = changeSource(queued, abc, linear('x', 'y'), T0 + MIN, { immediate: true });
    expect(now(changed, linear('x', 'y'), T0 + MIN)).toEqual({ id: 'x', at: 0, origin: 'source' });
    expect(next(changed, linear('x', 'y'), T0 + MIN, 2)).toEqual(['y', 'x']);
  });

  it("goes on after the current track when a playlist's order turns linear", () => {
    const shuffled: SourceView = { ...abc, order: 'SHUFFLE' };
    const started = startTimeline(T0, 5);
    const playingNow = currentTrack(started, shuffled, T0 + MIN)!.trackId;
    const changed = changeSource(started, shuffled, abc, T0 + MIN);
    const place = ['a', 'b', 'c'].indexOf(playingNow);
    const after = ['a', 'b', 'c', 'a', 'b'].slice(place + 1, place + 3);
    expect(next(changed, abc, T0 + MIN, 2)).toEqual(after);
  });

  it('drops a blocked track: skipped while it plays, gone from the queue', () => {
    const queued = queue(playing(), abc, [track('q1'), track('q2')], T0);
    const blockedPlaying = dropTrack(queued, abc, 'a', T0 + MIN);
    expect(now(blockedPlaying, abc, T0 + MIN)).toEqual({ id: 'q1', at: 0, origin: 'queue' });
    const blockedQueued = dropTrack(queued, abc, 'q1', T0 + MIN);
    expect(now(blockedQueued, abc, T0 + MIN)).toEqual({ id: 'a', at: 1, origin: 'source' });
    expect(next(blockedQueued, abc, T0 + MIN, 2)).toEqual(['q2', 'b']);
  });
});

describe('settling a timeline', () => {
  const sources = fc.record({
    tracks: fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 0, maxLength: 12 }).map((lengths) => lengths.map((seconds, index) => ({ id: `t${index}`, durationMs: seconds * 1000, artistIds: [`a${index % 3}`] }))),
    order: fc.constantFrom('LINEAR' as const, 'SHUFFLE' as const, 'SMART_SHUFFLE' as const),
  });
  const steps = fc.array(fc.tuple(fc.constantFrom('play', 'pause', 'skip', 'queue', 'clear'), fc.integer({ min: 0, max: 3_600_000 })), { maxLength: 8 });

  it('never changes what plays, now or later, whatever happened before', () => {
    fc.assert(
      fc.property(sources, steps, fc.integer({ min: 0, max: 86_400_000 }), fc.integer({ min: 0, max: 86_400_000 }), (source, history, settleAfter, readAfter) => {
        let timeline = startTimeline(T0, 3);
        let at = T0;
        for (const [step, wait] of history) {
          at += wait;
          if (step === 'play') timeline = play(timeline, source, at);
          if (step === 'pause') timeline = pause(timeline, source, at);
          if (step === 'skip') timeline = skip(timeline, source, at);
          if (step === 'queue') timeline = queue(timeline, source, [track(`q${at}`, 2)], at);
          if (step === 'clear') timeline = clearQueue(timeline, source, at);
        }
        const settledAt = at + settleAfter;
        const settled = settle(timeline, source, settledAt);
        const readAt = settledAt + readAfter;
        expect(currentTrack(settled, source, readAt)).toEqual(currentTrack(timeline, source, readAt));
        expect(upcomingTracks(settled, source, readAt, 5)).toEqual(upcomingTracks(timeline, source, readAt, 5));
      }),
    );
  });
});

describe('the tracks a timeline starts', () => {
  const starts = (timeline: Timeline, source: SourceView, from: number, to: number) => startsBetween(timeline, source, from, to, 100).map((start) => [start.trackId, (start.startedAt - T0) / MIN, start.origin]);

  it('are the queued tracks and the source after them, each when it starts', () => {
    const queued = queue(playing(), abc, [track('q', 2)], T0 + MIN);
    expect(starts(queued, abc, T0 + MIN, T0 + 12 * MIN)).toEqual([
      ['q', 3, 'queue'],
      ['b', 5, 'source'],
      ['c', 8, 'source'],
      ['a', 11, 'source'],
    ]);
    expect(startsBetween(queued, abc, T0 + MIN, T0 + 4 * MIN, 10)[0]?.queuedAt).toBe(T0 + MIN);
  });

  it('count the track of the change only when it started right then, and nothing while paused', () => {
    expect(starts(skip(playing(), abc, T0 + MIN), abc, T0 + MIN, T0 + 5 * MIN)).toEqual([
      ['b', 1, 'source'],
      ['c', 4, 'source'],
    ]);
    expect(starts(play(pause(playing(), abc, T0 + MIN), abc, T0 + 2 * MIN), abc, T0 + 2 * MIN, T0 + 5 * MIN)).toEqual([['b', 4, 'source']]);
    expect(starts(pause(playing(), abc, T0 + MIN), abc, T0 + MIN, T0 + 60 * MIN)).toEqual([]);
  });

  it('agree with what plays at every moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 300 }), (startMinute, minutes) => {
        const timeline = queue(startTimeline(T0, 9), { ...abc, order: 'SHUFFLE' }, [track('q')], T0 + 2 * MIN);
        const source: SourceView = { ...abc, order: 'SHUFFLE' };
        const from = T0 + 2 * MIN + startMinute * MIN;
        const list = startsBetween(timeline, source, from, from + minutes * MIN, 1000);
        for (const start of list) expect(currentTrack(timeline, source, start.startedAt)).toMatchObject({ trackId: start.trackId, positionMs: 0 });
      }),
    );
  });
});
