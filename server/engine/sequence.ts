// The order a zone plays its source's tracks in (core.md 3 'Playback state': playOrder), as an endless
// sequence: cycle after cycle through the eligible tracks, each cycle in the play order, a shuffle
// drawing a new permutation for every cycle from the player's seed. An index into that sequence and a
// seed are all a player stores, so where it is at any moment is computed from time, never ticked.

/** The orders a sequence plays in; AUTO is resolved by the source before it gets here (./player.ts). */
export type SequenceOrder = 'LINEAR' | 'SHUFFLE' | 'SMART_SHUFFLE';

export interface SequenceTrack {
  id: string;
  /** Positive: a track of no length is not eligible (./eligibility.ts). */
  durationMs: number;
  artistIds: readonly string[];
}

export interface Sequence {
  tracks: readonly SequenceTrack[];
  order: SequenceOrder;
  seed: number;
}

/** Where a sequence is: the sequence index (cycle × track count + place in the cycle) and the time into that track. */
export interface SequencePosition {
  index: number;
  offsetMs: number;
}

/** FNV-1a over the parts: a 32-bit seed for one cycle of one player. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to shuffle music; the same seed gives the same draws. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sharesArtist = (a: SequenceTrack, b: SequenceTrack) => a.artistIds.some((id) => b.artistIds.includes(id));

/**
 * Reorders a shuffle so that, where the cycle allows, no track follows one by the same artist: each
 * place takes the first remaining track that does not share an artist with the one before, except
 * when an artist holds more than half of what remains and must go now for the rest to spread.
 */
function spreadArtists(tracks: readonly SequenceTrack[], shuffled: readonly number[]): number[] {
  const remaining = [...shuffled];
  const placed: number[] = [];
  const leadArtist = (index: number) => tracks[index]!.artistIds[0];
  while (remaining.length > 0) {
    const previous = placed.length > 0 ? tracks[placed.at(-1)!]! : null;
    const counts = new Map<string | undefined, number>();
    for (const index of remaining) counts.set(leadArtist(index), (counts.get(leadArtist(index)) ?? 0) + 1);
    const crowded = [...counts].find(([artist, count]) => count * 2 > remaining.length && !(previous && previous.artistIds[0] === artist))?.[0];
    let pick = crowded === undefined ? -1 : remaining.findIndex((index) => leadArtist(index) === crowded);
    if (pick === -1) pick = remaining.findIndex((index) => !previous || !sharesArtist(previous, tracks[index]!));
    placed.push(...remaining.splice(Math.max(pick, 0), 1));
  }
  return placed;
}

/** Cycle orders drawn for a list of tracks, by order, seed and cycle: reads of one request share them. */
const drawn = new WeakMap<readonly SequenceTrack[], Map<string, number[]>>();

/** The tracks' indices in the order cycle `cycle` plays them. */
export function cycleOrder(sequence: Sequence, cycle: number): readonly number[] {
  const { tracks, order, seed } = sequence;
  if (order === 'LINEAR') return tracks.map((_, index) => index);
  const cache = drawn.get(tracks) ?? new Map<string, number[]>();
  drawn.set(tracks, cache);
  const key = `${order}:${seed}:${cycle}`;
  const known = cache.get(key);
  if (known) return known;
  const fresh = drawCycle(sequence, cycle);
  cache.set(key, fresh);
  return fresh;
}

function drawCycle({ tracks, order, seed }: Sequence, cycle: number): number[] {
  const indices = tracks.map((_, index) => index);
  const random = randomFrom(hashSeed(seed, cycle));
  for (let i = indices.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return order === 'SMART_SHUFFLE' ? spreadArtists(tracks, indices) : indices;
}

/** The track at a sequence index. */
export function trackAt(sequence: Sequence, index: number): SequenceTrack {
  const count = sequence.tracks.length;
  const cycle = Math.floor(index / count);
  return sequence.tracks[cycleOrder(sequence, cycle)[index - cycle * count]!]!;
}

/**
 * Where the sequence is `elapsedMs` after the start of the track at `from`; null when it has no
 * tracks. Whole cycles in between are skipped by their length (every cycle is as long as any other),
 * so a zone nobody has looked at for a year costs two cycles' walk.
 */
export function advance(sequence: Sequence, from: number, elapsedMs: number): SequencePosition | null {
  const { tracks } = sequence;
  const count = tracks.length;
  if (count === 0) return null;
  let remaining = Math.max(0, elapsedMs);
  let cycle = Math.floor(from / count);
  const walk = (start: number): SequencePosition | undefined => {
    const order = cycleOrder(sequence, cycle);
    for (let place = start; place < count; place += 1) {
      const { durationMs } = tracks[order[place]!]!;
      if (remaining < durationMs) return { index: cycle * count + place, offsetMs: remaining };
      remaining -= durationMs;
    }
    return undefined;
  };
  const inFirstCycle = walk(from - cycle * count);
  if (inFirstCycle) return inFirstCycle;
  const cycleMs = tracks.reduce((sum, track) => sum + track.durationMs, 0);
  const wholeCycles = Math.floor(remaining / cycleMs);
  cycle += 1 + wholeCycles;
  remaining -= wholeCycles * cycleMs;
  return walk(0)!;
}

/** The `count` tracks after the one at `index`, in order. */
export function tracksAfter(sequence: Sequence, index: number, count: number): SequenceTrack[] {
  if (sequence.tracks.length === 0) return [];
  return Array.from({ length: count }, (_, step) => trackAt(sequence, index + 1 + step));
}

/** A track starting at a moment: the track, its sequence index and when it starts. */
export interface SequenceStart {
  track: SequenceTrack;
  index: number;
  startsAt: number;
}

/**
 * The tracks that start within [windowStart, windowEnd) when the track at `from` starts at `startsAt`
 * and the rest follow without a pause, at most `limit` of them. Whole cycles before the window are
 * skipped by their length, as `advance` does.
 */
export function startsWithin(sequence: Sequence, from: number, startsAt: number, windowStart: number, windowEnd: number, limit: number): SequenceStart[] {
  const { tracks } = sequence;
  const count = tracks.length;
  const starts: SequenceStart[] = [];
  if (count === 0) return starts;
  const cycleMs = tracks.reduce((sum, track) => sum + track.durationMs, 0);
  let at = startsAt;
  let index = from;
  const walkCycle = () => {
    const cycle = Math.floor(index / count);
    const order = cycleOrder(sequence, cycle);
    for (let place = index - cycle * count; place < count; place += 1) {
      if (at >= windowEnd || starts.length >= limit) return false;
      const track = tracks[order[place]!]!;
      if (at >= windowStart) starts.push({ track, index, startsAt: at });
      at += track.durationMs;
      index += 1;
    }
    return true;
  };
  if (!walkCycle()) return starts;
  const skipped = Math.max(0, Math.floor((windowStart - at) / cycleMs));
  at += skipped * cycleMs;
  index += skipped * count;
  while (walkCycle());
  return starts;
}
