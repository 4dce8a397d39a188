import { describe, expect, it } from 'vitest';
import type { SequenceTrack } from './sequence';
import { atReportedPosition, followEnd, followProgress } from './progressReports';
import { currentTrack, pause, queue, startTimeline, upcomingTracks } from './timeline';
import type { SourceView, Timeline } from './timeline';

const MIN = 60_000;
const SEC = 1_000;
const T0 = Date.parse('2026-11-25T09:00:00Z');
const track = (id: string, minutes = 3): SequenceTrack => ({ id, durationMs: minutes * MIN, artistIds: [id] });
const abc: SourceView = { tracks: ['a', 'b', 'c'].map((id) => track(id)), order: 'LINEAR' };
const playing = () => startTimeline(T0, 1);
const now = (timeline: Timeline, at: number) => {
  const current = currentTrack(timeline, abc, at);
  return current && { id: current.trackId, atMs: current.positionMs };
};

describe('progress a web player reports', () => {
  it('changes nothing while the player is within a few seconds of the timeline', () => {
    expect(followProgress(playing(), abc, 'a', MIN + 3 * SEC, T0 + MIN)).toBeNull();
    expect(followProgress(playing(), abc, 'a', MIN - 3 * SEC, T0 + MIN)).toBeNull();
  });

  it('re-anchors at the reported position when the player is behind or ahead in the same track', () => {
    const behind = followProgress(playing(), abc, 'a', 50 * SEC, T0 + MIN)!;
    expect(now(behind, T0 + MIN)).toEqual({ id: 'a', atMs: 50 * SEC });
    // What follows comes that much later.
    expect(now(behind, T0 + 3 * MIN + 5 * SEC)).toEqual({ id: 'a', atMs: 2 * MIN + 55 * SEC });
    expect(now(behind, T0 + 3 * MIN + 15 * SEC)).toEqual({ id: 'b', atMs: 5 * SEC });
    const ahead = followProgress(playing(), abc, 'a', 70 * SEC, T0 + MIN)!;
    expect(now(ahead, T0 + MIN)).toEqual({ id: 'a', atMs: 70 * SEC });
  });

  it('follows a player still on the track before, or already on the next one', () => {
    // The timeline moved on to b 10 s ago; the player is still 10 s from the end of a.
    const stillOnA = followProgress(playing(), abc, 'a', 2 * MIN + 50 * SEC, T0 + 3 * MIN + 10 * SEC)!;
    expect(now(stillOnA, T0 + 3 * MIN + 10 * SEC)).toEqual({ id: 'a', atMs: 2 * MIN + 50 * SEC });
    expect(now(stillOnA, T0 + 3 * MIN + 20 * SEC)).toEqual({ id: 'b', atMs: 0 });
    // The timeline is 10 s from the end of a; the player started b 10 s ago.
    const onB = followProgress(playing(), abc, 'b', 10 * SEC, T0 + 2 * MIN + 50 * SEC)!;
    expect(now(onB, T0 + 2 * MIN + 50 * SEC)).toEqual({ id: 'b', atMs: 10 * SEC });
    expect(upcomingTracks(onB, abc, T0 + 2 * MIN + 50 * SEC, 2).map((item) => item.trackId)).toEqual(['c', 'a']);
  });

  it('keeps the queue after the reported track', () => {
    const queued = queue(playing(), abc, [track('q')], T0 + MIN);
    const behind = followProgress(queued, abc, 'a', 30 * SEC, T0 + MIN)!;
    expect(upcomingTracks(behind, abc, T0 + MIN, 2)).toEqual([
      { trackId: 'q', origin: 'queue' },
      { trackId: 'b', origin: 'source' },
    ]);
  });

  it('moves a paused timeline to the reported position and keeps it paused', () => {
    const paused = pause(playing(), abc, T0 + MIN);
    const moved = followProgress(paused, abc, 'a', 20 * SEC, T0 + 5 * MIN)!;
    expect(moved.status).toBe('paused');
    expect(now(moved, T0 + 50 * MIN)).toEqual({ id: 'a', atMs: 20 * SEC });
  });

  it('ignores a track the zone plays nowhere near now', () => {
    expect(followProgress(playing(), abc, 'elsewhere', 10 * SEC, T0 + MIN)).toBeNull();
    expect(atReportedPosition(playing(), abc, 'elsewhere', 0, T0 + MIN)).toBeNull();
  });
});

describe('a track a web player reports ended', () => {
  it('starts the next one now, whether the timeline was still on it or already past it', () => {
    const early = followEnd(playing(), abc, 'a', 3 * MIN - 4 * SEC, T0 + 2 * MIN + 50 * SEC)!;
    expect(now(early, T0 + 2 * MIN + 50 * SEC)).toEqual({ id: 'b', atMs: 0 });
    const late = followEnd(playing(), abc, 'a', 3 * MIN, T0 + 3 * MIN + 8 * SEC)!;
    expect(now(late, T0 + 3 * MIN + 8 * SEC)).toEqual({ id: 'b', atMs: 0 });
  });

  it('skips a track that failed partway', () => {
    const failed = followEnd(playing(), abc, 'a', 0, T0 + 2 * SEC)!;
    expect(now(failed, T0 + 2 * SEC)).toEqual({ id: 'b', atMs: 0 });
    expect(followEnd(playing(), abc, 'elsewhere', 0, T0)).toBeNull();
  });
});
