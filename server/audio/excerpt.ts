// What each audio file of a track holds: the whole track, or the preview excerpt of DECISIONS.md
// 'Audio' (30 s, taken from 30% into the track, where the first chorus has usually begun).
import type { RenderWindow } from './synth';
import { WHOLE_TRACK } from './synth';

export type AudioKind = 'track' | 'preview';

export const PREVIEW_SECONDS = 30;
/** Where in the track the preview starts, as a share of its length. */
export const PREVIEW_AT = 0.3;

export function windowOf(kind: AudioKind, durationMs: number): RenderWindow {
  if (kind === 'track') return WHOLE_TRACK(durationMs);
  const seconds = durationMs / 1000;
  const length = Math.min(PREVIEW_SECONDS, seconds);
  const from = Math.min(seconds * PREVIEW_AT, seconds - length);
  return { from, length, fadeIn: 0.5, fadeOut: 1.5 };
}
