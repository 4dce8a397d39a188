import { describe, expect, it } from 'vitest';
import { OPTIMISTIC_TIMEOUT_MS, canClearQueue, formatDuration, layeredPlayback, progressAt, shownToVolume, skippedPatch, tierNumber, volumeToShown } from './playbackControl';
import type { PlaybackFields } from './playbackControl';

const track = (id: string) => ({ id });
const state = (fields: Partial<PlaybackFields<{ id: string }>> = {}): PlaybackFields<{ id: string }> => ({
  state: 'playing',
  volume: 8,
  playOrder: 'SHUFFLE',
  progressMs: 1000,
  progressUpdatedAt: '2024-05-01T10:00:00.000Z',
  sourceId: 'source-a',
  trackId: 'track-1',
  track: track('track-1'),
  queue: [],
  crossfade: false,
  nextSlotStartsAt: '2024-05-01T12:00:00.000Z',
  ...fields,
});

describe('volume (core.md 9: 0 to 16 on the API, resolution 100)', () => {
  it('shows the API volume on a scale of 100 and back', () => {
    expect(volumeToShown(0)).toBe(0);
    expect(volumeToShown(8)).toBe(50);
    expect(volumeToShown(16)).toBe(100);
    expect(shownToVolume(100)).toBe(16);
    expect(shownToVolume(50)).toBe(8);
    expect(shownToVolume(3)).toBe(0);
    expect(shownToVolume(4)).toBe(1);
  });
});

describe('tiers (core.md 6)', () => {
  it('clears the queue from tier 2, an unknown tier counting as 1', () => {
    expect(tierNumber('TIER_3')).toBe(3);
    expect(tierNumber('tier-2')).toBe(2);
    expect(tierNumber(undefined)).toBe(1);
    expect(canClearQueue('TIER_1')).toBe(false);
    expect(canClearQueue('TIER_2')).toBe(true);
    expect(canClearQueue(null)).toBe(false);
  });
});

describe('progressAt', () => {
  const report = { progressMs: 1000, progressUpdatedAt: '2024-05-01T10:00:00.000Z', playing: true, durationMs: 60_000 };
  const at = (iso: string) => Date.parse(iso);
  it('moves on with the clock while playing, within the track', () => {
    expect(progressAt(report, at('2024-05-01T10:00:05.000Z'))).toBe(6000);
    expect(progressAt(report, at('2024-05-01T11:00:00.000Z'))).toBe(60_000);
  });
  it('stands still while paused', () => {
    expect(progressAt({ ...report, playing: false }, at('2024-05-01T10:00:05.000Z'))).toBe(1000);
  });
  it('formats m:ss', () => {
    expect(formatDuration(65_400)).toBe('1:05');
  });
});

describe('layeredPlayback (core.md 4 Playback)', () => {
  const now = 1_000_000;
  it('applies unexpired layers oldest first and ignores expired ones', () => {
    const layers = [
      { id: 1, patch: { volume: 2 }, expiresAt: now + 1 },
      { id: 2, patch: { state: 'paused' }, expiresAt: now },
      { id: 3, patch: { volume: 12 }, expiresAt: now + OPTIMISTIC_TIMEOUT_MS },
    ];
    const shown = layeredPlayback(state(), layers, now);
    expect(shown.volume).toBe(12);
    expect(shown.state).toBe('playing');
  });

  it('makes the next slot unknown when the source changes', () => {
    expect(layeredPlayback(state(), [{ id: 1, patch: { sourceId: 'source-b' }, expiresAt: now + 1 }], now).nextSlotStartsAt).toBeNull();
    expect(layeredPlayback(state(), [{ id: 1, patch: { volume: 1 }, expiresAt: now + 1 }], now).nextSlotStartsAt).toBe('2024-05-01T12:00:00.000Z');
  });

  it('keeps trackId and track together', () => {
    const withoutTrack = layeredPlayback(state(), [{ id: 1, patch: { trackId: 'track-2' }, expiresAt: now + 1 }], now);
    expect(withoutTrack).toMatchObject({ trackId: 'track-2', track: null });
    const withTrack = layeredPlayback(state(), [{ id: 1, patch: { track: track('track-3') }, expiresAt: now + 1 }], now);
    expect(withTrack).toMatchObject({ trackId: 'track-3', track: { id: 'track-3' } });
  });
});

describe('skippedPatch', () => {
  it('brings the first queued track forward from its start', () => {
    const patch = skippedPatch(state({ queue: [track('q1'), track('q2')] }), Date.parse('2024-05-01T10:00:00.000Z'));
    expect(patch).toEqual({ track: { id: 'q1' }, queue: [{ id: 'q2' }], progressMs: 0, progressUpdatedAt: '2024-05-01T10:00:00.000Z' });
  });
  it('only restarts the position when the next track is the source’s', () => {
    expect(skippedPatch(state(), 0)).toEqual({ progressMs: 0, progressUpdatedAt: new Date(0).toISOString() });
  });
});
