import { describe, expect, it, vi } from 'vitest';
import { createPreviewStore } from './previewStore';
import { FakeAudio } from './testing';
import type { PreviewTrack } from './previewPlayer';

const track = (n: number): PreviewTrack => ({ id: `t${n}`, title: `Track ${n}`, artistNames: [], previewUrl: `/media/tracks/t${n}/preview` });
const source = { id: 'p1', title: 'Morning' };

function setup() {
  const audio = new FakeAudio();
  const store = createPreviewStore(() => audio);
  return { audio, store };
}

describe('preview store', () => {
  it('fetches the first 50 tracks of a collection and plays the first', async () => {
    const { audio, store } = setup();
    const fetchTracks = vi.fn(async () => [track(1), track(2)]);
    await store.previewCollection(source, fetchTracks);
    expect(fetchTracks).toHaveBeenCalledWith(50);
    expect(store.getState().state).toBe('playing');
    expect(audio).toMatchObject({ src: '/media/tracks/t1/preview', playing: true });
  });

  it('moves on after 10 s of each track of several, and stops after the last', async () => {
    const { audio, store } = setup();
    store.previewTracks(source, [track(1), track(2)]);
    audio.reach(9.9);
    expect(store.getState().index).toBe(0);
    audio.reach(10);
    expect(store.getState().index).toBe(1);
    expect(audio.src).toBe('/media/tracks/t2/preview');
    audio.reach(10);
    expect(store.getState().state).toBe('stopped');
    expect(audio.playing).toBe(false);
  });

  it('plays a single track for 30 s, to the end of its excerpt', () => {
    const { audio, store } = setup();
    store.previewTracks(source, [track(1)]);
    audio.reach(29);
    expect(store.getState().state).toBe('playing');
    audio.emit('ended');
    expect(store.getState()).toMatchObject({ state: 'stopped', history: [track(1)] });
  });

  it('pauses and resumes the audio with the state', () => {
    const { audio, store } = setup();
    store.previewTracks(source, [track(1)]);
    store.pause();
    expect(audio.playing).toBe(false);
    store.play();
    expect(audio.playing).toBe(true);
  });

  it('stops with the error when the tracks cannot be fetched', async () => {
    const { store } = setup();
    await store.previewCollection(source, async () => {
      throw new Error('Could not load the playlist');
    });
    expect(store.getState()).toMatchObject({ state: 'stopped', error: 'Could not load the playlist' });
  });

  it('pauses rather than pretending to play when the browser refuses to play', async () => {
    const { audio, store } = setup();
    audio.refuse = true;
    store.previewTracks(source, [track(1)]);
    await vi.waitFor(() => expect(store.getState().state).toBe('paused'));
  });

  it('tells its listeners of each change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.previewTracks(source, [track(1)]);
    store.stop();
    unsubscribe();
    store.previewTracks(source, [track(1)]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
