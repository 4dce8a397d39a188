import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PREVIEW,
  MULTI_TRACK_CLIP_MS,
  PREVIEW_HISTORY_LENGTH,
  SINGLE_TRACK_CLIP_MS,
  canPreviewAlbum,
  canPreviewPlaylist,
  canPreviewTrack,
  clipLengthMs,
  previewAllTracks,
  previewReducer,
  previewTrack,
} from './previewPlayer';
import type { PreviewAction, PreviewPlayerState, PreviewTrack } from './previewPlayer';

const track = (n: number): PreviewTrack => ({ id: `t${n}`, title: `Track ${n}`, artistNames: ['Artist'], previewUrl: `/media/tracks/t${n}/preview` });
const playlist = { id: 'p1', title: 'Morning' };
const other = { id: 'p2', title: 'Evening' };
const run = (actions: PreviewAction[], from: PreviewPlayerState = INITIAL_PREVIEW) => actions.reduce(previewReducer, from);

describe('preview player (core.md 4)', () => {
  it('loads a collection, then plays its tracks from the first', () => {
    const loading = run([{ type: 'previewCollection', source: playlist }]);
    expect(loading.state).toBe('loading');
    const playing = previewReducer(loading, { type: 'previewTracks', source: playlist, tracks: [track(1), track(2)] });
    expect(playing).toMatchObject({ state: 'playing', index: 0, source: playlist });
    expect(previewTrack(playing)?.id).toBe('t1');
  });

  it('stops with the error when loading fails', () => {
    const failed = run([
      { type: 'previewCollection', source: playlist },
      { type: 'loadFailed', source: playlist, error: 'Network down' },
    ]);
    expect(failed).toMatchObject({ state: 'stopped', error: 'Network down' });
    expect(previewTrack(failed)).toBeNull();
  });

  it('ignores the failure of a preview no longer wanted', () => {
    const state = run([
      { type: 'previewCollection', source: playlist },
      { type: 'previewCollection', source: other },
      { type: 'loadFailed', source: playlist, error: 'late' },
    ]);
    expect(state).toMatchObject({ state: 'loading', source: other, error: null });
  });

  it('pausing while loading pauses the tracks when they come, for the same source only', () => {
    const paused = run([{ type: 'previewCollection', source: playlist }, { type: 'pause' }]);
    expect(paused.state).toBe('loadingThenPause');
    expect(previewReducer(paused, { type: 'previewTracks', source: playlist, tracks: [track(1)] }).state).toBe('paused');
    expect(previewReducer(paused, { type: 'previewTracks', source: other, tracks: [track(1)] }).state).toBe('playing');
  });

  it('play from a loading state goes to loading, otherwise to playing; pause to paused', () => {
    expect(run([{ type: 'previewCollection', source: playlist }, { type: 'pause' }, { type: 'play' }]).state).toBe('loading');
    const playing = run([{ type: 'previewTracks', source: playlist, tracks: [track(1)] }]);
    expect(previewReducer(playing, { type: 'pause' }).state).toBe('paused');
    expect(run([{ type: 'pause' }, { type: 'play' }], playing).state).toBe('playing');
  });

  it('finishing advances, and wrapping to the first track stops', () => {
    const playing = run([{ type: 'previewTracks', source: playlist, tracks: [track(1), track(2)] }]);
    const second = previewReducer(playing, { type: 'finished' });
    expect(second).toMatchObject({ state: 'playing', index: 1 });
    expect(previewReducer(second, { type: 'finished' })).toMatchObject({ state: 'stopped', source: null, tracks: [] });
  });

  it('stop resets the player but keeps the history', () => {
    const stopped = run([{ type: 'previewTracks', source: playlist, tracks: [track(1), track(2)] }, { type: 'finished' }, { type: 'stop' }]);
    expect(stopped).toMatchObject({ state: 'stopped', source: null, index: 0 });
    expect(stopped.history.map((t) => t.id)).toEqual(['t2', 't1']);
  });

  it('keeps the last 12 tracks heard, newest first, whatever happens', () => {
    const actions = fc.oneof(
      fc.constant<PreviewAction>({ type: 'finished' }),
      fc.constant<PreviewAction>({ type: 'stop' }),
      fc.constant<PreviewAction>({ type: 'pause' }),
      fc.constant<PreviewAction>({ type: 'play' }),
      fc.integer({ min: 1, max: 5 }).map<PreviewAction>((n) => ({ type: 'previewTracks', source: playlist, tracks: Array.from({ length: n }, (_, i) => track(i)) })),
    );
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 60 }), (list) => {
        const state = run(list);
        expect(state.history.length).toBeLessThanOrEqual(PREVIEW_HISTORY_LENGTH);
        const current = previewTrack(state);
        if (current) expect(state.history[0]).toBe(current);
      }),
    );
    const many = run(Array.from({ length: 20 }, (_, n) => ({ type: 'previewTracks', source: playlist, tracks: [track(n)] }) as PreviewAction));
    expect(many.history.map((t) => t.id)).toEqual(Array.from({ length: 12 }, (_, i) => `t${19 - i}`));
  });

  it('plays 10 s per track of several and 30 s of a single track', () => {
    expect(clipLengthMs({ tracks: [track(1), track(2)] })).toBe(MULTI_TRACK_CLIP_MS);
    expect(clipLengthMs({ tracks: [track(1)] })).toBe(SINGLE_TRACK_CLIP_MS);
    expect([MULTI_TRACK_CLIP_MS, SINGLE_TRACK_CLIP_MS]).toEqual([10_000, 30_000]);
  });
});

describe('what can be previewed (core.md 5)', () => {
  it('a track needs to be available and to have a preview URL', () => {
    expect(canPreviewTrack({ isAvailable: true, previewUrl: '/p' })).toBe(true);
    expect(canPreviewTrack({ isAvailable: false, previewUrl: '/p' })).toBe(false);
    expect(canPreviewTrack({ isAvailable: true, previewUrl: null })).toBe(false);
  });

  it('a playlist needs tracks or unknown statistics; an album some track with a preview', () => {
    expect([canPreviewPlaylist({ trackCount: 0 }), canPreviewPlaylist({ trackCount: 3 }), canPreviewPlaylist({ trackCount: null })]).toEqual([false, true, true]);
    expect(canPreviewAlbum({ tracks: [{ previewUrl: null }, { previewUrl: '/p' }] })).toBe(true);
    expect(canPreviewAlbum({ tracks: [{ previewUrl: null }] })).toBe(false);
  });

  it('preview-all leaves out unavailable tracks, and explicit ones where the account filters them', () => {
    const tracks = [
      { id: 'a', isAvailable: true, previewUrl: '/a', explicit: false },
      { id: 'b', isAvailable: false, previewUrl: '/b', explicit: false },
      { id: 'c', isAvailable: true, previewUrl: '/c', explicit: true },
    ];
    expect(previewAllTracks(tracks, { filterExplicit: false }).map((t) => t.id)).toEqual(['a', 'c']);
    expect(previewAllTracks(tracks, { filterExplicit: true }).map((t) => t.id)).toEqual(['a']);
  });
});
