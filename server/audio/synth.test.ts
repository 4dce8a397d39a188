import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderTrack, SAMPLE_RATE } from './synth';
import { planScore } from './plan';
import { STYLES } from './styles';
import { GENRES } from '../db/seed/words';
import { PREVIEW_SECONDS, windowOf } from './excerpt';

const hashOf = (pcm: { left: Float32Array; right: Float32Array }) => createHash('sha256').update(pcm.left).update(pcm.right).digest('hex');
const peakOf = (pcm: { left: Float32Array; right: Float32Array }) => Math.max(...[pcm.left, pcm.right].map((c) => c.reduce((m, v) => Math.max(m, Math.abs(v)), 0)));
const rmsOf = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / samples.length);

describe('the synthesiser', () => {
  const jazz = { id: 'track-jazz', durationMs: 6_500, tags: ['jazz', 'mellow', 'slow', 'instrumental'] };
  const electronic = { id: 'track-electronic', durationMs: 6_500, tags: ['electronic', 'energetic', 'fast', 'instrumental'] };

  it('renders the same PCM for the same track every time', () => {
    expect(hashOf(renderTrack(jazz))).toBe(hashOf(renderTrack({ ...jazz })));
    expect(hashOf(renderTrack(jazz))).not.toBe(hashOf(renderTrack({ ...jazz, id: 'track-jazz-2' })));
  });

  it('is exactly durationMs long', () => {
    for (const durationMs of [6_500, 7_001]) expect(renderTrack({ ...jazz, durationMs }).left.length).toBe(Math.round((durationMs * SAMPLE_RATE) / 1000));
  });

  it('never clips and is never silent', () => {
    for (const genre of ['rock', 'electronic', 'soul-funk', 'piano']) {
      const pcm = renderTrack({ id: `loud-${genre}`, durationMs: 8_000, tags: [genre, 'energetic', 'fast'] });
      expect(peakOf(pcm), genre).toBeLessThan(1);
      expect(rmsOf(pcm.left.subarray(SAMPLE_RATE * 2, SAMPLE_RATE * 6)), genre).toBeGreaterThan(0.02);
    }
  });

  it('fades in and out', () => {
    const pcm = renderTrack(jazz);
    expect(Math.abs(pcm.left[0]!)).toBe(0);
    expect(Math.abs(pcm.left[pcm.left.length - 1]!)).toBe(0);
  });

  it("draws tempo, key and drums from the track's genre", () => {
    // Planning is cheap: a minute has verses and choruses after the intro.
    const slow = planScore({ ...jazz, durationMs: 60_000 });
    const fast = planScore({ ...electronic, durationMs: 60_000 });
    expect(slow.genre).toBe('jazz');
    expect(fast.genre).toBe('electronic');
    expect(slow.bpm).toBeGreaterThanOrEqual(72 * 0.97 - 1);
    expect(slow.bpm).toBeLessThanOrEqual(92);
    expect(fast.bpm).toBeGreaterThanOrEqual(124);
    expect([slow.tonic, slow.mode]).not.toEqual([fast.tonic, fast.mode]);
    expect(fast.drums.filter((d) => d.drum === 'kick').length).toBeGreaterThan(40);
    expect(planScore({ ...jazz, durationMs: 60_000, tags: ['piano', 'slow'] }).drums).toEqual([]);
  });

  it('gives tracks of one genre different keys, tempos or tunes', () => {
    const scores = Array.from({ length: 12 }, (_, i) => planScore({ ...jazz, id: `jazz-${i}` }));
    expect(new Set(scores.map((s) => `${s.tonic} ${s.mode} ${s.bpm}`)).size).toBeGreaterThan(8);
  });

  it('has a style for every genre of the catalogue', () => {
    expect(GENRES.map((g) => g.slug).filter((slug) => !STYLES[slug])).toEqual([]);
  });

  it('takes the preview from 30% into the track, 30 s long, or the whole of a shorter track', () => {
    expect(windowOf('preview', 200_000)).toMatchObject({ from: 60, length: PREVIEW_SECONDS });
    expect(windowOf('preview', 40_000)).toMatchObject({ from: 10, length: PREVIEW_SECONDS });
    expect(windowOf('preview', 20_000)).toMatchObject({ from: 0, length: 20 });
    const preview = renderTrack({ ...jazz, durationMs: 60_000 }, windowOf('preview', 60_000));
    expect(preview.left.length).toBe(PREVIEW_SECONDS * SAMPLE_RATE);
    expect(peakOf(preview)).toBeLessThan(1);
  });
});
