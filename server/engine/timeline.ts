// A zone player's timeline, stored and computed from time, never ticked (core.md 3 'Playback state',
// 4 'Playback'): what plays first (the current track when it must finish, then the tracks queued by
// hand), then the source's endless sequence (./sequence.ts) from an index. An anchor says how far
// into that timeline the player was at one moment; while it plays, the position moves with the clock.
// Every change settles the timeline at the moment it happens and rewrites what comes next, so a read
// is a walk from the last change, however long ago, and 5,000 idle zones cost nothing.
import { advance, hashSeed, startsWithin, trackAt, tracksAfter } from './sequence';
import type { Sequence, SequenceOrder, SequenceTrack } from './sequence';

export type PlayerStatus = 'playing' | 'paused';

export interface LeadTrack {
  trackId: string;
  durationMs: number;
  /** 'source' for the source's current track kept to finish before what follows; 'announcement' for a campaign's message (./announcements.ts). */
  origin: 'queue' | 'source' | 'announcement';
  /** Epoch ms it was queued at, for a queued track. */
  queuedAt?: number;
  /** The campaign of an announcement, and its message's name. */
  campaignId?: string;
  name?: string;
}

export interface Timeline {
  status: PlayerStatus;
  /** Draws the source's shuffles; changes with the source and the play order. */
  seed: number;
  /** Plays before the source goes on, first to last. */
  lead: LeadTrack[];
  /** Where the source's sequence goes on after the lead. */
  sourceIndex: number;
  /** Epoch ms of the last change. */
  anchorAt: number;
  /** How far into lead[0] (or into the source's track at sourceIndex, the lead being empty) the player was then. */
  anchorOffsetMs: number;
}

/** The source as the zone plays it: its playable tracks (./eligibility.ts) in its resolved order. */
export interface SourceView {
  tracks: readonly SequenceTrack[];
  order: SequenceOrder;
}

export interface CurrentTrack {
  trackId: string;
  durationMs: number;
  origin: LeadTrack['origin'];
  queuedAt?: number;
  /** The campaign of an announcement, and its message's name. */
  campaignId?: string;
  name?: string;
  positionMs: number;
  /** Epoch ms the track started, as if it had played without a pause. */
  startedAt: number;
}

/** What plays next: a track, or a campaign's announcement with what its player item needs (its message has no track row). */
export type UpcomingTrack = { trackId: string; origin: 'queue' | 'source' } | { trackId: string; origin: 'announcement'; durationMs: number; name: string };

interface Located {
  current: CurrentTrack | null;
  /** The lead from the current track on, when it is in the lead. */
  lead: LeadTrack[];
  sourceIndex: number;
  offsetMs: number;
}

const sequenceOf = (timeline: Timeline, source: SourceView): Sequence => ({ tracks: source.tracks, order: source.order, seed: timeline.seed });

export function startTimeline(at: number, seed: number, status: PlayerStatus = 'playing'): Timeline {
  return { status, seed, lead: [], sourceIndex: 0, anchorAt: at, anchorOffsetMs: 0 };
}

function locate(timeline: Timeline, source: SourceView, at: number): Located {
  let elapsed = timeline.anchorOffsetMs + (timeline.status === 'playing' ? Math.max(0, at - timeline.anchorAt) : 0);
  for (const [index, item] of timeline.lead.entries()) {
    if (elapsed < item.durationMs) {
      const current: CurrentTrack = { trackId: item.trackId, durationMs: item.durationMs, origin: item.origin, positionMs: elapsed, startedAt: at - elapsed };
      if (item.queuedAt !== undefined) current.queuedAt = item.queuedAt;
      if (item.campaignId !== undefined) Object.assign(current, { campaignId: item.campaignId, name: item.name });
      return { current, lead: timeline.lead.slice(index), sourceIndex: timeline.sourceIndex, offsetMs: elapsed };
    }
    elapsed -= item.durationMs;
  }
  const sequence = sequenceOf(timeline, source);
  const position = advance(sequence, timeline.sourceIndex, elapsed);
  if (!position) return { current: null, lead: [], sourceIndex: timeline.sourceIndex, offsetMs: 0 };
  const track = trackAt(sequence, position.index);
  return {
    current: { trackId: track.id, durationMs: track.durationMs, origin: 'source', positionMs: position.offsetMs, startedAt: at - position.offsetMs },
    lead: [],
    sourceIndex: position.index,
    offsetMs: position.offsetMs,
  };
}

/** What plays at `at`, and how far into it; null when nothing can (no playable track, nothing queued). */
export function currentTrack(timeline: Timeline, source: SourceView, at: number): CurrentTrack | null {
  return locate(timeline, source, at).current;
}

/** The next `count` tracks after the one playing at `at`: the rest of the lead, then the source's. */
export function upcomingTracks(timeline: Timeline, source: SourceView, at: number, count: number): UpcomingTrack[] {
  const { current, lead, sourceIndex } = locate(timeline, source, at);
  const fromLead = lead
    .slice(current && lead.length > 0 ? 1 : 0)
    .map(({ trackId, origin, durationMs, name }): UpcomingTrack => (origin === 'announcement' ? { trackId, origin, durationMs, name: name ?? '' } : { trackId, origin }));
  // The source goes on after its current track, or from sourceIndex after a lead.
  const after = current?.origin === 'source' && lead.length === 0 ? sourceIndex : sourceIndex - 1;
  const fromSource = tracksAfter(sequenceOf(timeline, source), after, Math.max(0, count - fromLead.length)).map((track) => ({ trackId: track.id, origin: 'source' as const }));
  return [...fromLead, ...fromSource].slice(0, count);
}

/** The tracks queued by hand that have not started at `at`, in the order they will play. */
export function queuedTracks(timeline: Timeline, source: SourceView, at: number): LeadTrack[] {
  const { current, lead } = locate(timeline, source, at);
  return lead.slice(current && lead.length > 0 ? 1 : 0).filter((item) => item.origin === 'queue');
}

/** The same timeline anchored at `at`: what has played is gone, the current track at its position. */
export function settle(timeline: Timeline, source: SourceView, at: number): Timeline {
  const { lead, sourceIndex, offsetMs } = locate(timeline, source, at);
  return { ...timeline, lead, sourceIndex, anchorAt: at, anchorOffsetMs: offsetMs };
}

/** Settled at `at` with the source's current track, if one plays, moved into the lead to finish there. */
export function settleKeepingCurrent(timeline: Timeline, source: SourceView, at: number): Timeline {
  const settled = settle(timeline, source, at);
  const current = currentTrack(settled, source, at);
  if (!current || settled.lead.length > 0) return settled;
  return { ...settled, lead: [{ trackId: current.trackId, durationMs: current.durationMs, origin: 'source' }], sourceIndex: settled.sourceIndex + 1 };
}

export function play(timeline: Timeline, source: SourceView, at: number): Timeline {
  return { ...settle(timeline, source, at), status: 'playing' };
}

export function pause(timeline: Timeline, source: SourceView, at: number): Timeline {
  return { ...settle(timeline, source, at), status: 'paused' };
}

/** The current track ends now and the next one starts. */
export function skip(timeline: Timeline, source: SourceView, at: number): Timeline {
  const settled = settle(timeline, source, at);
  if (settled.lead.length > 0) return { ...settled, lead: settled.lead.slice(1), anchorOffsetMs: 0 };
  return { ...settled, sourceIndex: settled.sourceIndex + 1, anchorOffsetMs: 0 };
}

/** Queued tracks play after the current track and what was queued before them ('will play next'). */
export function queue(timeline: Timeline, source: SourceView, tracks: readonly SequenceTrack[], at: number): Timeline {
  const settled = settleKeepingCurrent(timeline, source, at);
  const queued = tracks.map((track): LeadTrack => ({ trackId: track.id, durationMs: track.durationMs, origin: 'queue', queuedAt: at }));
  return { ...settled, lead: [...settled.lead, ...queued] };
}

/** Drops the queued tracks that have not started; the one playing finishes. */
export function clearQueue(timeline: Timeline, source: SourceView, at: number): Timeline {
  const settled = settle(timeline, source, at);
  return { ...settled, lead: settled.lead.filter((item, index) => index === 0 || item.origin !== 'queue') };
}

/**
 * The source, its play order or its playable tracks change (`next` is the new view): the current track
 * finishes and the queue stays, then the new view plays from its start, or, in a linear order holding
 * the current track, from after it. `immediate` starts the new view now, the current track and the
 * queue dropped. The shuffles are drawn anew.
 */
export function changeSource(timeline: Timeline, previous: SourceView, next: SourceView, at: number, { immediate = false } = {}): Timeline {
  const seed = hashSeed(timeline.seed, at);
  if (immediate) return { ...settle(timeline, previous, at), seed, lead: [], sourceIndex: 0, anchorOffsetMs: 0 };
  const settled = settleKeepingCurrent(timeline, previous, at);
  const current = settled.lead[0];
  const linearPlace = next.order === 'LINEAR' && current?.origin === 'source' ? next.tracks.findIndex((track) => track.id === current.trackId) : -1;
  return { ...settled, seed, sourceIndex: linearPlace + 1 };
}

/** A track may no longer play (blocked): gone from the lead, and skipped if it is playing. */
export function dropTrack(timeline: Timeline, source: SourceView, trackId: string, at: number): Timeline {
  const settled = currentTrack(timeline, source, at)?.trackId === trackId ? skip(timeline, source, at) : settle(timeline, source, at);
  const lead = settled.lead.filter((item) => item.trackId !== trackId);
  return { ...settled, lead, anchorOffsetMs: lead[0] === settled.lead[0] ? settled.anchorOffsetMs : 0 };
}

export interface TrackStart {
  trackId: string;
  origin: LeadTrack['origin'];
  queuedAt?: number;
  startedAt: number;
}

/**
 * The tracks that start within [from, to) as the timeline plays on from its last change, at most
 * `limit`: play history, computed rather than recorded while nothing changes. A paused timeline
 * starts nothing; the track playing at the change started before it, unless it started right then.
 */
export function startsBetween(timeline: Timeline, source: SourceView, from: number, to: number, limit: number): TrackStart[] {
  if (timeline.status !== 'playing') return [];
  const starts: TrackStart[] = [];
  let at = timeline.anchorAt - timeline.anchorOffsetMs;
  for (const item of timeline.lead) {
    if (at >= to || starts.length >= limit) return starts;
    if (at >= from) starts.push({ trackId: item.trackId, origin: item.origin, startedAt: at, ...(item.queuedAt === undefined ? {} : { queuedAt: item.queuedAt }) });
    at += item.durationMs;
  }
  const sequence = sequenceOf(timeline, source);
  for (const start of startsWithin(sequence, timeline.sourceIndex, at, from, to, limit - starts.length)) {
    starts.push({ trackId: start.track.id, origin: 'source', startedAt: start.startsAt });
  }
  return starts;
}
