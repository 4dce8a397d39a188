// What a web player's reports (reportProgress) do to a zone's timeline. The computed timeline stays the
// truth: a report within a few seconds of it changes nothing. A player that is behind or ahead by more
// (a slow start, a buffering stall, a track it moved on from early) re-anchors the timeline at the
// reported track and position, so the zone page and the player agree again; what follows that track
// in the timeline follows it as before.
import { currentTrack, settle, skip, startsBetween } from './timeline';
import type { SourceView, Timeline } from './timeline';

/** Drift a report may show before the timeline follows it. */
export const REPORT_TOLERANCE_MS = 3_000;
/** How far around now a reported track is looked for in the timeline. */
const SEARCH_WINDOW_MS = 30 * 60_000;
const SEARCH_LIMIT = 200;

/**
 * The timeline with `trackId` playing at `positionMs` at `at`, or null when that track plays nowhere
 * near now (a report of a track the zone no longer plays). The start nearest to when the player says
 * the track started is the one meant.
 */
export function atReportedPosition(timeline: Timeline, source: SourceView, trackId: string, positionMs: number, at: number): Timeline | null {
  // A paused timeline stands still: probed as if it played on from now.
  const probe: Timeline = timeline.status === 'playing' ? timeline : { ...settle(timeline, source, at), status: 'playing' };
  const anchorTrackStart = probe.anchorAt - probe.anchorOffsetMs;
  const heardStart = at - positionMs;
  const starts = startsBetween(probe, source, Math.max(anchorTrackStart, at - SEARCH_WINDOW_MS), at + SEARCH_WINDOW_MS, SEARCH_LIMIT).filter((start) => start.trackId === trackId);
  const nearest = starts.sort((a, b) => Math.abs(a.startedAt - heardStart) - Math.abs(b.startedAt - heardStart))[0];
  if (!nearest) return null;
  // Settled where that start is the current track (the anchor's own track started before the anchor).
  const settled = settle(probe, source, Math.max(nearest.startedAt, probe.anchorAt));
  const durationMs = currentTrack(settled, source, settled.anchorAt)?.durationMs ?? 0;
  return { ...settled, status: timeline.status, anchorAt: at, anchorOffsetMs: Math.max(0, Math.min(positionMs, durationMs - 1)) };
}

/** A player's report that it is at `positionMs` into `trackId`: the timeline to store, or null to keep it. */
export function followProgress(timeline: Timeline, source: SourceView, trackId: string, positionMs: number, at: number): Timeline | null {
  const current = currentTrack(timeline, source, at);
  if (current?.trackId === trackId && Math.abs(current.positionMs - positionMs) <= REPORT_TOLERANCE_MS) return null;
  return atReportedPosition(timeline, source, trackId, positionMs, at);
}

/**
 * A player's report that `trackId` ended at `positionMs` (played out, or failed there): the track
 * after it starts now. Null when the track plays nowhere near now.
 */
export function followEnd(timeline: Timeline, source: SourceView, trackId: string, positionMs: number, at: number): Timeline | null {
  const ending = atReportedPosition(timeline, source, trackId, positionMs, at);
  return ending && skip(ending, source, at);
}
