// The preview player (core.md 3 and 4 'Preview player', 5 'Music and library', 10 limits): a source, its
// tracks, the current index and the last 12 tracks heard, moving between stopped, loading,
// loadingThenPause, playing and paused. Pure: the hook around it (usePreviewPlayer) does the fetching and
// the audio, and tells it what happened.

export const PREVIEW_STATES = ['stopped', 'loading', 'loadingThenPause', 'playing', 'paused'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

/** How long one track of a multi-track preview plays, and a single track (core.md 10). */
export const MULTI_TRACK_CLIP_MS = 10_000;
export const SINGLE_TRACK_CLIP_MS = 30_000;
/** Tracks a playlist preview fetches, and tracks kept in the history. */
export const PREVIEW_FETCH_COUNT = 50;
export const PREVIEW_HISTORY_LENGTH = 12;

export interface PreviewTrack {
  id: string;
  title: string;
  artistNames: readonly string[];
  previewUrl: string;
}

export interface PreviewSource {
  /** The playlist, album or track previewed. */
  id: string;
  title: string;
}

export interface PreviewPlayerState {
  state: PreviewState;
  source: PreviewSource | null;
  tracks: readonly PreviewTrack[];
  index: number;
  /** The last tracks heard, newest first. */
  history: readonly PreviewTrack[];
  /** Why the last preview could not start. */
  error: string | null;
}

export type PreviewAction =
  /** A collection's preview starts: its tracks are being fetched. */
  | { type: 'previewCollection'; source: PreviewSource }
  | { type: 'loadFailed'; source: PreviewSource; error: string }
  /** Tracks to preview, given or fetched for the collection. */
  | { type: 'previewTracks'; source: PreviewSource; tracks: readonly PreviewTrack[] }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'stop' }
  /** The current track's clip ended. */
  | { type: 'finished' };

export const INITIAL_PREVIEW: PreviewPlayerState = { state: 'stopped', source: null, tracks: [], index: 0, history: [], error: null };

const isLoading = (state: PreviewState) => state === 'loading' || state === 'loadingThenPause';

function heard(history: readonly PreviewTrack[], track: PreviewTrack | undefined): readonly PreviewTrack[] {
  if (!track) return history;
  return [track, ...history].slice(0, PREVIEW_HISTORY_LENGTH);
}

export function previewReducer(current: PreviewPlayerState, action: PreviewAction): PreviewPlayerState {
  switch (action.type) {
    case 'previewCollection':
      return { ...current, state: 'loading', source: action.source, tracks: [], index: 0, error: null };
    case 'loadFailed':
      // Only the failure of the preview still wanted stops the player.
      if (current.source?.id !== action.source.id || !isLoading(current.state)) return current;
      return { ...current, state: 'stopped', error: action.error };
    case 'previewTracks': {
      if (!action.tracks.length) return { ...current, state: 'stopped', source: action.source, tracks: [], index: 0, error: null };
      const pausedWhileLoading = current.state === 'loadingThenPause' && current.source?.id === action.source.id;
      return {
        state: pausedWhileLoading ? 'paused' : 'playing',
        source: action.source,
        tracks: action.tracks,
        index: 0,
        history: heard(current.history, action.tracks[0]),
        error: null,
      };
    }
    case 'play':
      if (isLoading(current.state)) return { ...current, state: 'loading' };
      return current.tracks.length ? { ...current, state: 'playing' } : current;
    case 'pause':
      if (isLoading(current.state)) return { ...current, state: 'loadingThenPause' };
      return current.state === 'playing' ? { ...current, state: 'paused' } : current;
    case 'stop':
      return { ...INITIAL_PREVIEW, history: current.history };
    case 'finished': {
      const next = (current.index + 1) % Math.max(1, current.tracks.length);
      if (next === 0) return { ...INITIAL_PREVIEW, history: current.history };
      return { ...current, index: next, history: heard(current.history, current.tracks[next]) };
    }
  }
}

/** The track the preview plays now. */
export const previewTrack = (player: PreviewPlayerState): PreviewTrack | null => (player.state === 'stopped' ? null : (player.tracks[player.index] ?? null));

/** How long the current clip plays: 10 s per track of several, 30 s for one. */
export const clipLengthMs = (player: Pick<PreviewPlayerState, 'tracks'>): number => (player.tracks.length > 1 ? MULTI_TRACK_CLIP_MS : SINGLE_TRACK_CLIP_MS);

// --- What can be previewed (core.md 5 'Music and library') ---------------------------------------

export interface TrackFacts {
  isAvailable: boolean;
  previewUrl: string | null | undefined;
  explicit: boolean;
}

/** A track can be previewed when it is available and has a preview URL. */
export const canPreviewTrack = (track: Pick<TrackFacts, 'isAvailable' | 'previewUrl'>): boolean => track.isAvailable && Boolean(track.previewUrl);

/** A playlist needs more than 0 tracks, or statistics not known yet. */
export const canPreviewPlaylist = (playlist: { trackCount: number | null | undefined }): boolean => playlist.trackCount === null || playlist.trackCount === undefined || playlist.trackCount > 0;

/** An album needs some track with a preview. */
export const canPreviewAlbum = (album: { tracks: readonly Pick<TrackFacts, 'previewUrl'>[] }): boolean => album.tracks.some((track) => Boolean(track.previewUrl));

/** Preview-all leaves out tracks that are unavailable, or explicit where the account filters explicit content. */
export function previewAllTracks<T extends TrackFacts>(tracks: readonly T[], account: { filterExplicit: boolean }): T[] {
  return tracks.filter((track) => canPreviewTrack(track) && !(account.filterExplicit && track.explicit));
}
