// The one preview player of the app: the reducer's state, one audio element, and the clip timing
// (10 s per track of several, 30 s for one). A store rather than a provider, so any track row can
// start a preview without the layout holding anything until the first preview.
import { INITIAL_PREVIEW, PREVIEW_FETCH_COUNT, clipLengthMs, previewReducer, previewTrack } from './previewPlayer';
import type { PreviewAction, PreviewPlayerState, PreviewSource, PreviewTrack } from './previewPlayer';
import { markPreviewUsed } from './previewUsed';

/** The part of an audio element the preview uses (an HTMLAudioElement in the app, a fake in tests). */
export interface PreviewAudio {
  src: string;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'timeupdate' | 'ended' | 'error', listener: () => void): void;
}

export interface PreviewStore {
  getState(): PreviewPlayerState;
  subscribe(listener: () => void): () => void;
  /** Preview a collection: its first 50 tracks are fetched, then played. */
  previewCollection(source: PreviewSource, fetchTracks: (count: number) => Promise<readonly PreviewTrack[]>): Promise<void>;
  previewTracks(source: PreviewSource, tracks: readonly PreviewTrack[]): void;
  play(): void;
  pause(): void;
  stop(): void;
  /** How far the current clip has played, in milliseconds; 0 while nothing plays. */
  getProgressMs(): number;
  subscribeProgress(listener: () => void): () => void;
}

export function createPreviewStore(createAudio: () => PreviewAudio = () => new Audio()): PreviewStore {
  let state = INITIAL_PREVIEW;
  const listeners = new Set<() => void>();
  let audio: PreviewAudio | undefined;
  let loadedTrack: PreviewTrack | null = null;
  let progressMs = 0;
  const progressListeners = new Set<() => void>();
  const setProgress = (ms: number) => {
    if (ms === progressMs) return;
    progressMs = ms;
    for (const listener of progressListeners) listener();
  };

  const dispatch = (action: PreviewAction) => {
    const before = state;
    state = previewReducer(state, action);
    if (state === before) return;
    sync();
    for (const listener of listeners) listener();
  };

  const element = (): PreviewAudio => {
    if (audio) return audio;
    const created = createAudio();
    created.addEventListener('timeupdate', () => {
      if (loadedTrack) setProgress(Math.min(created.currentTime * 1000, clipLengthMs(state)));
      if (state.state === 'playing' && created.currentTime * 1000 >= clipLengthMs(state)) dispatch({ type: 'finished' });
    });
    created.addEventListener('ended', () => dispatch({ type: 'finished' }));
    created.addEventListener('error', () => dispatch({ type: 'finished' }));
    audio = created;
    return created;
  };

  // The audio follows the state: the current track loaded, and playing only while the state is playing.
  function sync() {
    const track = previewTrack(state);
    if (!track) {
      if (audio && loadedTrack) audio.pause();
      loadedTrack = null;
      setProgress(0);
      return;
    }
    const player = element();
    if (track !== loadedTrack) {
      loadedTrack = track;
      player.src = track.previewUrl;
      player.currentTime = 0;
      setProgress(0);
    }
    if (state.state === 'playing') {
      // A refused play (autoplay policy, an unplayable file) pauses rather than pretending to play.
      // (An element without media support, as in jsdom, answers nothing at all.)
      void Promise.resolve(player.play()).catch(() => dispatch({ type: 'pause' }));
    } else player.pause();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async previewCollection(source, fetchTracks) {
      dispatch({ type: 'previewCollection', source });
      try {
        const tracks = await fetchTracks(PREVIEW_FETCH_COUNT);
        if (state.source?.id === source.id && (state.state === 'loading' || state.state === 'loadingThenPause')) dispatch({ type: 'previewTracks', source, tracks });
      } catch (error) {
        dispatch({ type: 'loadFailed', source, error: error instanceof Error ? error.message : String(error) });
      }
    },
    previewTracks: (source, tracks) => dispatch({ type: 'previewTracks', source, tracks }),
    play: () => dispatch({ type: 'play' }),
    pause: () => dispatch({ type: 'pause' }),
    stop: () => dispatch({ type: 'stop' }),
    getProgressMs: () => progressMs,
    subscribeProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
  };
}

let appStore: PreviewStore | undefined;

/** The app's preview player, made on first use; its first change shows the layout's preview bar. */
export function previewStore(): PreviewStore {
  if (!appStore) {
    appStore = createPreviewStore();
    appStore.subscribe(markPreviewUsed);
  }
  return appStore;
}
