import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { advance, cycleOrder, startsWithin, trackAt, tracksAfter } from './sequence';
import type { Sequence, SequenceOrder, SequenceTrack } from './sequence';

const ORDERS: readonly SequenceOrder[] = ['LINEAR', 'SHUFFLE', 'SMART_SHUFFLE'];

const trackList = fc
  .array(fc.record({ durationMs: fc.integer({ min: 1, max: 400_000 }), artist: fc.integer({ min: 0, max: 5 }) }), { minLength: 1, maxLength: 40 })
  .map((specs) => specs.map(({ durationMs, artist }, index): SequenceTrack => ({ id: `t${index}`, durationMs, artistIds: [`a${artist}`] })));

const sequences = fc.record({ tracks: trackList, order: fc.constantFrom(...ORDERS), seed: fc.nat() });

/** The obvious walk, track after track, to check the fast one against. */
function walkTrackByTrack(sequence: Sequence, from: number, elapsedMs: number) {
  let index = from;
  let remaining = elapsedMs;
  // Tracks as short as 1 ms make this walk millions of steps long: each step looks its track up once.
  for (let durationMs = trackAt(sequence, index).durationMs; remaining >= durationMs; durationMs = trackAt(sequence, index).durationMs) {
    remaining -= durationMs;
    index += 1;
  }
  return { index, offsetMs: remaining };
}

const clashes = (sequence: Sequence, order: readonly number[]) =>
  order.filter((track, place) => place > 0 && sequence.tracks[order[place - 1]!]!.artistIds[0] === sequence.tracks[track]!.artistIds[0]).length;

describe('a play order', () => {
  it('plays every eligible track once per cycle, in any order', () => {
    fc.assert(
      fc.property(sequences, fc.nat({ max: 1000 }), (sequence, cycle) => {
        expect(cycleOrder(sequence, cycle).toSorted((a, b) => a - b)).toEqual(sequence.tracks.map((_, index) => index));
      }),
    );
  });

  it("plays a playlist's order in LINEAR, every cycle", () => {
    fc.assert(
      fc.property(trackList, fc.nat(), fc.nat({ max: 50 }), (tracks, seed, cycle) => {
        expect(cycleOrder({ tracks, order: 'LINEAR', seed }, cycle)).toEqual(tracks.map((_, index) => index));
      }),
    );
  });

  it('shuffles the same way for the same seed and cycle, and differently for another cycle', () => {
    const tracks = Array.from({ length: 30 }, (_, index): SequenceTrack => ({ id: `t${index}`, durationMs: 1000, artistIds: [`a${index}`] }));
    const shuffle: Sequence = { tracks, order: 'SHUFFLE', seed: 42 };
    expect(cycleOrder(shuffle, 3)).toEqual(cycleOrder({ ...shuffle }, 3));
    expect(cycleOrder(shuffle, 3)).not.toEqual(cycleOrder(shuffle, 4));
    expect(cycleOrder(shuffle, 3)).not.toEqual(cycleOrder({ ...shuffle, seed: 43 }, 3));
  });

  it('never lets a track follow one by the same artist in SMART_SHUFFLE when the cycle allows it', () => {
    const spreadable = trackList.filter((tracks) => {
      const counts = new Map<string, number>();
      for (const track of tracks) counts.set(track.artistIds[0]!, (counts.get(track.artistIds[0]!) ?? 0) + 1);
      return Math.max(...counts.values()) <= Math.ceil(tracks.length / 2);
    });
    fc.assert(
      fc.property(spreadable, fc.nat(), fc.nat({ max: 100 }), (tracks, seed, cycle) => {
        const sequence: Sequence = { tracks, order: 'SMART_SHUFFLE', seed };
        expect(clashes(sequence, cycleOrder(sequence, cycle))).toBe(0);
      }),
    );
    // A plain shuffle of the same tracks does put some together.
    const tracks = Array.from({ length: 12 }, (_, index): SequenceTrack => ({ id: `t${index}`, durationMs: 1000, artistIds: [`a${index % 4}`] }));
    const plain = Array.from({ length: 50 }, (_, seed) => clashes({ tracks, order: 'SHUFFLE', seed }, cycleOrder({ tracks, order: 'SHUFFLE', seed }, 0)));
    expect(plain.some((count) => count > 0)).toBe(true);
  });
});

describe('where a sequence is after some time', () => {
  it('is where playing track after track gets to', () => {
    // Up to 200 whole cycles: enough to cross many, and the walk stays thousands of steps long even with 1 ms tracks.
    const walks = sequences.chain((sequence) => fc.tuple(fc.constant(sequence), fc.nat({ max: 100 }), fc.nat({ max: 200 * sequence.tracks.reduce((sum, track) => sum + track.durationMs, 0) })));
    fc.assert(
      fc.property(walks, ([sequence, from, elapsedMs]) => {
        expect(advance(sequence, from, elapsedMs)).toEqual(walkTrackByTrack(sequence, from, elapsedMs));
      }),
    );
  });

  it('is the same reached at once or in two steps', () => {
    fc.assert(
      fc.property(sequences, fc.nat({ max: 100 }), fc.nat({ max: 50_000_000 }), fc.nat({ max: 50_000_000 }), (sequence, from, first, second) => {
        const halfway = advance(sequence, from, first)!;
        expect(advance(sequence, halfway.index, halfway.offsetMs + second)).toEqual(advance(sequence, from, first + second));
      }),
    );
  });

  it('skips a year of whole cycles without walking them', () => {
    const tracks = Array.from({ length: 3000 }, (_, index): SequenceTrack => ({ id: `t${index}`, durationMs: 180_000 + index, artistIds: ['a'] }));
    const sequence: Sequence = { tracks, order: 'SHUFFLE', seed: 7 };
    const year = 365 * 24 * 3600 * 1000;
    const cycleMs = tracks.reduce((sum, track) => sum + track.durationMs, 0);
    const position = advance(sequence, 0, year)!;
    expect(Math.floor(position.index / 3000)).toBe(Math.floor(year / cycleMs));
    expect(position.offsetMs).toBeLessThan(trackAt(sequence, position.index).durationMs);
  });

  it('has no position without tracks', () => {
    expect(advance({ tracks: [], order: 'LINEAR', seed: 0 }, 0, 1000)).toBeNull();
    expect(tracksAfter({ tracks: [], order: 'LINEAR', seed: 0 }, 0, 3)).toEqual([]);
  });

  it('lists the upcoming tracks across the end of a cycle', () => {
    const tracks = ['x', 'y', 'z'].map((id): SequenceTrack => ({ id, durationMs: 1000, artistIds: [id] }));
    expect(tracksAfter({ tracks, order: 'LINEAR', seed: 0 }, 1, 4).map((track) => track.id)).toEqual(['z', 'x', 'y', 'z']);
  });
});

describe('the tracks starting within a window', () => {
  // Windows of 1 ms tracks hold millions of starts to walk and compare: this test alone takes 10 to
  // 30 s, past the server projects' timeout when every core is busy.
  it('are those the track-by-track walk starts there, cycles before it skipped', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(sequences, fc.nat({ max: 100 }), fc.nat({ max: 30_000_000 }), fc.nat({ max: 5_000_000 }), (sequence, from, windowStart, windowLength) => {
        const expected = [];
        let [index, at] = [from, 0];
        while (at < windowStart + windowLength) {
          const track = trackAt(sequence, index);
          if (at >= windowStart) expected.push({ track, index, startsAt: at });
          at += track.durationMs;
          index += 1;
        }
        expect(startsWithin(sequence, from, 0, windowStart, windowStart + windowLength, Infinity)).toEqual(expected);
      }),
    );
  });

  it('stop at the limit', () => {
    const tracks = ['x', 'y'].map((id): SequenceTrack => ({ id, durationMs: 1000, artistIds: [id] }));
    expect(startsWithin({ tracks, order: 'LINEAR', seed: 0 }, 0, 0, 0, 100_000, 3).map((start) => start.track.id)).toEqual(['x', 'y', 'x']);
  });
});
