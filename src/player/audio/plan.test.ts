import { describe, expect, it } from 'vitest';
import { crossfadeMs, decide, nextItem, startOffsetMs, transitionAtMs } from './plan';
import type { PlayableItem, PlayerSnapshot } from './plan';

const item = (id: string, durationMs = 180_000): PlayableItem => ({ id, trackId: `track-${id}`, streamUrl: `/media/tracks/track-${id}/stream?token=t`, durationMs });
const at = (iso: string) => Date.parse(iso);

const snapshot = (overrides: Partial<PlayerSnapshot> = {}): PlayerSnapshot => ({
  status: 'playing',
  volume: 10,
  progress: 20_000,
  progressUpdatedAt: '2026-11-25T12:00:00.000Z',
  current: item('a'),
  upcoming: [item('b'), item('c')],
  crossfade: false,
  crossfadeLength: 0,
  ...overrides,
});

const idle = { itemId: null, previousItemId: null };

describe('startOffsetMs', () => {
  it('adds the time since progress was measured while playing', () => {
    expect(startOffsetMs(snapshot(), at('2026-11-25T12:00:03.500Z'))).toBe(23_500);
  });

  it('stays at the measured progress while paused or when the time of measuring is unknown', () => {
    expect(startOffsetMs(snapshot({ status: 'paused' }), at('2026-11-25T12:00:30Z'))).toBe(20_000);
    expect(startOffsetMs(snapshot({ progressUpdatedAt: null }), at('2026-11-25T12:00:30Z'))).toBe(20_000);
  });

  it('stays within the track, also for a clock behind the server', () => {
    expect(startOffsetMs(snapshot(), at('2026-11-25T13:00:00Z'))).toBe(180_000);
    expect(startOffsetMs(snapshot({ progress: 0 }), at('2026-11-25T11:59:00Z'))).toBe(0);
  });
});

describe('crossfade timing', () => {
  it('fades for the zone crossfade length, at most 10 s, and not at all when crossfade is off', () => {
    expect(crossfadeMs({ crossfade: true, crossfadeLength: 6 })).toBe(6000);
    expect(crossfadeMs({ crossfade: true, crossfadeLength: 30 })).toBe(10_000);
    expect(crossfadeMs({ crossfade: false, crossfadeLength: 6 })).toBe(0);
  });

  it('starts the next track a crossfade before the end, at the end without one (gapless), never in the first half', () => {
    expect(transitionAtMs(180_000, 6000)).toBe(174_000);
    expect(transitionAtMs(180_000, 0)).toBe(180_000);
    expect(transitionAtMs(8000, 6000)).toBe(4000);
  });
});

describe('decide', () => {
  const now = at('2026-11-25T12:00:02Z');

  it('starts the current track at the server position when nothing plays yet', () => {
    expect(decide(snapshot(), idle, now)).toEqual({ kind: 'start', item: item('a'), offsetMs: 22_000, playing: true });
  });

  it('keeps the track it plays (pause, resume, volume), without seeking', () => {
    expect(decide(snapshot({ status: 'paused' }), { itemId: 'a', previousItemId: null }, now)).toEqual({ kind: 'keep', playing: false });
    expect(decide(snapshot(), { itemId: 'a', previousItemId: null }, now)).toEqual({ kind: 'keep', playing: true });
  });

  it('starts the new current track when it changes (skip, another source)', () => {
    expect(decide(snapshot({ current: item('x'), progress: 0 }), { itemId: 'a', previousItemId: null }, now)).toMatchObject({ kind: 'start', item: { id: 'x' }, offsetMs: 2000 });
  });

  it('keeps the next track it crossfaded into while the server still names the one before, or none', () => {
    const decks = { itemId: 'b', previousItemId: 'a' };
    expect(decide(snapshot(), decks, now)).toEqual({ kind: 'keep', playing: true });
    expect(decide(snapshot({ current: null }), decks, now)).toEqual({ kind: 'keep', playing: true });
    // Another track named current is a real change, not the server lagging behind.
    expect(decide(snapshot({ current: item('z') }), decks, now)).toMatchObject({ kind: 'start', item: { id: 'z' } });
  });

  it('goes silent when there is no current track to play', () => {
    expect(decide(snapshot({ current: null }), { itemId: 'a', previousItemId: null }, now)).toEqual({ kind: 'silence' });
    expect(decide(snapshot({ current: null, upcoming: [] }), idle, now)).toEqual({ kind: 'silence' });
  });
});

describe('nextItem', () => {
  it('prefetches the first upcoming track, or the one after it when the engine is ahead of the server', () => {
    expect(nextItem(snapshot(), 'a')?.id).toBe('b');
    expect(nextItem(snapshot(), 'b')?.id).toBe('c');
    expect(nextItem(snapshot({ upcoming: [] }), 'a')).toBeNull();
  });
});
