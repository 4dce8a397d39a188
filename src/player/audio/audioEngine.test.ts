import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_ERROR_MESSAGE, PROGRESS_INTERVAL_MS, createAudioEngine } from './audioEngine';
import type { ProgressReport } from './audioEngine';
import { elementVolumeOutput } from './output';
import type { AudioOutput, MediaElementLike } from './output';
import type { PlayableItem, PlayerSnapshot } from './plan';
import { volumeToGain } from './volume';

class FakeMedia extends EventTarget implements MediaElementLike {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  volume = 1;
  preload = '';
  playResult: Promise<void> = Promise.resolve();
  play() {
    this.paused = false;
    return this.playResult;
  }
  pause() {
    this.paused = true;
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  /** Plays to `seconds` and fires what a browser fires on the way. */
  advanceTo(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
  end() {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
}

const item = (id: string, durationMs = 60_000): PlayableItem => ({ id, trackId: `track-${id}`, streamUrl: `https://cadence.test/media/tracks/track-${id}/stream?token=t`, durationMs });
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const snapshot = (overrides: Partial<PlayerSnapshot> = {}): PlayerSnapshot => ({
  status: 'playing',
  volume: 12,
  progress: 30_000,
  progressUpdatedAt: new Date(NOW - 2000).toISOString(),
  current: item('a'),
  upcoming: [item('b'), item('c')],
  crossfade: false,
  crossfadeLength: 0,
  ...overrides,
});

function setUp(output: AudioOutput = elementVolumeOutput()) {
  const elements: FakeMedia[] = [];
  const reports: ProgressReport[] = [];
  const onPlayError = vi.fn();
  const engine = createAudioEngine({
    createElement: () => {
      const element = new FakeMedia();
      elements.push(element);
      return element;
    },
    output,
    report: (report) => reports.push(report),
    onPlayError,
    now: () => Date.now(),
  });
  const playingElement = () => elements.find((element) => !element.paused);
  const elementWith = (id: string) => elements.find((element) => element.src.includes(`track-${id}/`));
  return { engine, elements, reports, onPlayError, playingElement, elementWith };
}

describe('audio engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('plays the current track from the server position plus the time since, reports STARTED, and prefetches the next', () => {
    const { engine, reports, playingElement, elementWith } = setUp();
    engine.apply(snapshot());
    expect(playingElement()?.src).toContain('track-a/stream');
    expect(playingElement()?.currentTime).toBe(32);
    expect(reports).toEqual([{ event: 'STARTED', trackId: 'track-a', positionMs: 32_000 }]);
    expect(elementWith('b')?.paused).toBe(true);
    expect(elementWith('b')?.preload).toBe('auto');
  });

  it('reports PROGRESS every 10 s while playing, and not while paused', () => {
    const { engine, reports, playingElement } = setUp();
    engine.apply(snapshot());
    playingElement()!.currentTime = 42;
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(reports.at(-1)).toEqual({ event: 'PROGRESS', trackId: 'track-a', positionMs: 42_000 });
    engine.apply(snapshot({ status: 'paused' }));
    const count = reports.length;
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    expect(reports).toHaveLength(count);
  });

  it('follows pause, play and volume from the server without restarting the track', () => {
    const { engine, elementWith, elements } = setUp();
    engine.apply(snapshot());
    const a = elementWith('a')!;
    a.currentTime = 40;
    engine.apply(snapshot({ status: 'paused', volume: 4 }));
    expect(a.paused).toBe(true);
    expect(a.volume).toBeCloseTo(volumeToGain(4));
    engine.apply(snapshot({ status: 'playing', volume: 16 }));
    expect(a.paused).toBe(false);
    expect(a.currentTime).toBe(40);
    expect(a.volume).toBe(1);
    expect(elements).toHaveLength(2);
  });

  it('changes track gaplessly at the end when crossfade is off: the prefetched deck starts as the other ends', () => {
    const { engine, reports, elementWith } = setUp();
    engine.apply(snapshot());
    const a = elementWith('a')!;
    const b = elementWith('b')!;
    a.advanceTo(59.9);
    expect(b.paused).toBe(true);
    a.end();
    expect(b.paused).toBe(false);
    expect(b.currentTime).toBe(0);
    expect(b.volume).toBeCloseTo(volumeToGain(12));
    expect(reports.slice(1)).toEqual([
      { event: 'FINISHED', trackId: 'track-a', positionMs: 59_900 },
      { event: 'STARTED', trackId: 'track-b', positionMs: 0 },
    ]);
    // The server catching up names b current: nothing restarts; the freed deck prefetches c.
    engine.apply(snapshot({ current: item('b'), progress: 0, progressUpdatedAt: new Date().toISOString(), upcoming: [item('c')] }));
    expect(b.paused).toBe(false);
    expect(elementWith('c')).toBe(a);
  });

  it('keeps playing the next track while the server still names the one before', () => {
    const { engine, elementWith, reports } = setUp();
    engine.apply(snapshot());
    elementWith('a')!.end();
    const count = reports.length;
    engine.apply(snapshot());
    expect(elementWith('b')!.paused).toBe(false);
    expect(reports).toHaveLength(count);
  });

  it('crossfades for the zone crossfade length: the next starts that long before the end and the gains ramp', () => {
    const { engine, elementWith } = setUp();
    engine.apply(snapshot({ crossfade: true, crossfadeLength: 5 }));
    const a = elementWith('a')!;
    const b = elementWith('b')!;
    a.advanceTo(54.9);
    expect(b.paused).toBe(true);
    a.advanceTo(55);
    expect(b.paused).toBe(false);
    expect(b.volume).toBe(0);
    vi.advanceTimersByTime(2500);
    expect(b.volume).toBeCloseTo(volumeToGain(12) / 2);
    expect(a.volume).toBeCloseTo(volumeToGain(12) / 2);
    vi.advanceTimersByTime(2500);
    expect(b.volume).toBeCloseTo(volumeToGain(12));
    expect(a.paused).toBe(true);
    expect(a.src).toContain('track-c/');
  });

  it('jumps to the new current track on a skip, using the prefetched deck when it holds it', () => {
    const { engine, elementWith, reports } = setUp();
    engine.apply(snapshot());
    const b = elementWith('b')!;
    engine.apply(snapshot({ current: item('b'), progress: 0, progressUpdatedAt: new Date().toISOString(), upcoming: [item('c')] }));
    expect(b.paused).toBe(false);
    expect(elementWith('a')).toBeUndefined();
    expect(reports.at(-1)).toEqual({ event: 'STARTED', trackId: 'track-b', positionMs: 0 });
    engine.apply(snapshot({ current: item('x'), progress: 1000, progressUpdatedAt: new Date().toISOString(), upcoming: [] }));
    expect(elementWith('x')?.paused).toBe(false);
    expect(elementWith('x')?.currentTime).toBe(1);
  });

  it('reports ERROR with "Could not play song" when the media fails, once', () => {
    const { engine, elementWith, reports, onPlayError } = setUp();
    engine.apply(snapshot());
    const a = elementWith('a')!;
    a.currentTime = 31;
    a.dispatchEvent(new Event('error'));
    expect(reports.at(-1)).toEqual({ event: 'ERROR', trackId: 'track-a', positionMs: 31_000, error: PLAY_ERROR_MESSAGE });
    expect(onPlayError).toHaveBeenCalledTimes(1);
    engine.apply(snapshot());
    expect(onPlayError).toHaveBeenCalledTimes(1);
  });

  it('treats a refused play() as a failure, but not one cut short by a new source', async () => {
    const { engine, onPlayError } = setUp();
    const refused = Object.assign(new Error('not allowed'), { name: 'NotAllowedError' });
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    vi.spyOn(FakeMedia.prototype, 'play').mockImplementationOnce(() => Promise.reject(aborted)).mockImplementationOnce(() => Promise.reject(refused));
    engine.apply(snapshot());
    await vi.advanceTimersByTimeAsync(0);
    expect(onPlayError).not.toHaveBeenCalled();
    engine.apply(snapshot({ current: item('x'), upcoming: [] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onPlayError).toHaveBeenCalledTimes(1);
  });

  it('goes silent without a current track and lets go of everything on stop', () => {
    const { engine, elements } = setUp();
    engine.apply(snapshot());
    engine.apply(snapshot({ current: null, upcoming: [] }));
    expect(elements.every((element) => element.paused)).toBe(true);
    engine.apply(snapshot());
    engine.stop();
    expect(elements.every((element) => element.paused && element.src === '')).toBe(true);
  });
});
