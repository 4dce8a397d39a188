import { describe, expect, it } from 'vitest';
import type { SequenceTrack } from './sequence';
import { withAnnouncements } from './announcements';
import { currentTrack, pause, skip, startTimeline, upcomingTracks } from './timeline';
import { followProgress } from './progressReports';
import type { SourceView, Timeline } from './timeline';
import { duesBetween, localDay } from '../messaging/campaignPlays';
import type { CampaignPlan } from '../messaging/campaignPlays';

const MIN = 60_000;
const T0 = Date.parse('2026-11-25T09:00:00Z'); // a Wednesday
const track = (id: string): SequenceTrack => ({ id, durationMs: 3 * MIN, artistIds: [id] });
const abc: SourceView = { tracks: ['a', 'b', 'c'].map(track), order: 'LINEAR' };
const hello = { id: 'msg-hello', name: 'Hello', durationMs: 30_000 };
const plan = (extra: Partial<CampaignPlan> = {}): CampaignPlan => ({
  id: 'cmp-1',
  messages: [hello],
  startDate: '2026-11-25',
  endDate: null,
  days: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'],
  intervalMinutes: 60,
  publishedAt: T0 + MIN,
  ...extra,
});

/** What a zone playing abc from T0 plays at `at`, with the plan's announcements. */
function at(moment: number, plans: CampaignPlan[] = [plan()], timeline: Timeline = startTimeline(T0, 1)) {
  const spliced = withAnnouncements(timeline, abc, duesBetween(plans, 'UTC', timeline.anchorAt, moment), moment);
  const current = currentTrack(spliced, abc, moment);
  return { id: current?.trackId, origin: current?.origin, positionMs: current?.positionMs, next: upcomingTracks(spliced, abc, moment, 2).map((item) => item.trackId) };
}

describe('campaign announcements in a timeline', () => {
  it('wait for the end of the track playing when due, then the music resumes with the next track', () => {
    // Due at 09:01 during a (09:00-09:03): a plays on, the announcement next.
    expect(at(T0 + 30_000)).toMatchObject({ id: 'a', origin: 'source', next: ['b', 'c'] });
    expect(at(T0 + 2 * MIN)).toMatchObject({ id: 'a', origin: 'source', next: ['msg-hello', 'b'] });
    // At 09:03 the announcement plays instead of b.
    expect(at(T0 + 3 * MIN + 10_000)).toMatchObject({ id: 'msg-hello', origin: 'announcement', positionMs: 10_000, next: ['b', 'c'] });
    // It ends at 09:03:30 and b starts then, the rest of the music 30 s later than without it.
    expect(at(T0 + 3 * MIN + 30_000)).toMatchObject({ id: 'b', origin: 'source', positionMs: 0 });
    expect(at(T0 + 6 * MIN + 40_000)).toMatchObject({ id: 'c', positionMs: 10_000 });
  });

  it('plays once per due moment, every interval, the messages in turn', () => {
    const two = plan({ messages: [hello, { id: 'msg-bye', name: 'Bye', durationMs: 20_000 }] });
    // The second is due at 10:01, the boundary after it comes 30 s later than the plain sequence's.
    const second = at(T0 + 63 * MIN + 30_000 + 5_000, [two]);
    expect(second).toMatchObject({ id: 'msg-bye', origin: 'announcement', positionMs: 5_000 });
    expect(at(T0 + 30 * MIN, [two]).origin).toBe('source');
  });

  it('is kept by a change between its due moment and the boundary, and plays once', () => {
    const due = (timeline: Timeline, moment: number) => withAnnouncements(timeline, abc, duesBetween([plan()], 'UTC', timeline.anchorAt, moment), moment);
    // A web player ends a half a second early (or crossfades): the change stores the lead with the announcement.
    const ended = skip(due(startTimeline(T0, 1), T0 + 3 * MIN - 500), abc, T0 + 3 * MIN - 500);
    expect(at(T0 + 3 * MIN + 10_000, [plan()], ended)).toMatchObject({ id: 'msg-hello', origin: 'announcement', positionMs: 10_500, next: ['b', 'c'] });
    // A report re-anchoring a: it still follows a, once.
    const reanchored = followProgress(due(startTimeline(T0, 1), T0 + 2 * MIN), abc, 'a', 2 * MIN + 5_000, T0 + 2 * MIN)!;
    expect(reanchored.anchorAt).toBe(T0 + 2 * MIN);
    expect(at(T0 + 2 * MIN, [plan()], reanchored).next).toEqual(['msg-hello', 'b']);
    expect(at(T0 + 3 * MIN - 5_000 + 10_000, [plan()], reanchored)).toMatchObject({ id: 'msg-hello', positionMs: 10_000, next: ['b', 'c'] });
  });

  it('joins a second due moment to the break waiting to play', () => {
    const often = plan({ intervalMinutes: 1 });
    expect(at(T0 + 2 * MIN + 30_000, [often]).next).toEqual(['msg-hello', 'b']);
    expect(at(T0 + 3 * MIN + 10_000, [often])).toMatchObject({ id: 'msg-hello', next: ['b', 'c'] });
  });

  it('plays at once when a track starts right when it is due', () => {
    expect(at(T0 + 3 * MIN + 1_000, [plan({ publishedAt: T0 + 3 * MIN })])).toMatchObject({ id: 'msg-hello', positionMs: 1_000 });
  });

  it('leaves a zone without campaigns and a paused zone as they are', () => {
    expect(at(T0 + 3 * MIN + 10_000, [])).toMatchObject({ id: 'b', origin: 'source', positionMs: 10_000 });
    const paused = pause(startTimeline(T0, 1), abc, T0 + MIN);
    expect(at(T0 + 10 * MIN, [plan()], paused)).toMatchObject({ id: 'a', origin: 'source', positionMs: MIN });
  });

  it('stops when the campaign has ended and keeps to its weekdays', () => {
    const ended = plan({ startDate: '2026-11-20', endDate: '2026-11-24', publishedAt: T0 - 2 * 24 * 60 * MIN + MIN });
    expect(at(T0 + 3 * MIN + 10_000, [ended])).toMatchObject({ id: 'b', origin: 'source' });
    expect(at(T0 + 3 * MIN + 10_000, [plan({ days: ['MO'] })])).toMatchObject({ id: 'b', origin: 'source' });
    expect(at(T0 + 3 * MIN + 10_000, [plan({ startDate: '2026-11-26' })])).toMatchObject({ id: 'b', origin: 'source' });
  });
});

describe('campaign dues', () => {
  it('are every interval from publishing, on local days and weekdays', () => {
    const dues = duesBetween([plan({ intervalMinutes: 5 })], 'UTC', T0, T0 + 16 * MIN);
    expect(dues.map((due) => (due.at - T0) / MIN)).toEqual([1, 6, 11, 16]);
    expect(localDay(Date.parse('2026-11-25T23:30:00Z'), 'Europe/Stockholm')).toEqual({ date: '2026-11-26', weekday: 'TH' });
  });
});
