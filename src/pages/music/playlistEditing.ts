// The playlist editor's list as the user changes it (core.md 4 'Playlists and editing', 5 'Music and
// library'): every change is one splice of the server's list, found by comparing the list before and
// after, so a reorder by drag and drop costs one call however far the tracks move.
import { tracksThatFit } from '../../domain/playlists';

/** A row of the list: a track, keyed apart from other rows of the same track. */
export interface EditorEntry {
  key: string;
  trackId: string;
}

/** What spliceManualPlaylist takes besides the playlist and snapshot. */
export interface Splice {
  start: number;
  length: number;
  trackIds: string[];
}

/** The one splice that turns `before` into `after` (null when they are the same). */
export function spliceBetween(before: readonly EditorEntry[], after: readonly EditorEntry[]): Splice | null {
  let start = 0;
  while (start < before.length && start < after.length && before[start]!.key === after[start]!.key) start++;
  if (start === before.length && start === after.length) return null;
  let fromEnd = 0;
  while (fromEnd < before.length - start && fromEnd < after.length - start && before[before.length - 1 - fromEnd]!.key === after[after.length - 1 - fromEnd]!.key) fromEnd++;
  const length = before.length - start - fromEnd;
  const trackIds = after.slice(start, after.length - fromEnd).map((entry) => entry.trackId);
  // Appending is start -1, length 0 (core.md 7 PlaylistEditorSplice).
  return start === before.length && length === 0 ? { start: -1, length: 0, trackIds } : { start, length, trackIds };
}

/** The list with the rows of `keys` moved, in their order, before or after the row `target`. */
export function moveEntries(list: readonly EditorEntry[], keys: ReadonlySet<string>, target: string, position: 'before' | 'after'): EditorEntry[] {
  if (keys.has(target)) return [...list];
  const moving = list.filter((entry) => keys.has(entry.key));
  const staying = list.filter((entry) => !keys.has(entry.key));
  const at = staying.findIndex((entry) => entry.key === target) + (position === 'after' ? 1 : 0);
  return [...staying.slice(0, at), ...moving, ...staying.slice(at)];
}

/**
 * What adding tracks to a list of `total` does (core.md 5): at the limit nothing is added and the
 * track-limit dialog shows; past it the partial-add confirmation offers the tracks that fit.
 */
export type AddOutcome = { kind: 'all' } | { kind: 'limit' } | { kind: 'partial'; fits: number };

export function addOutcome(total: number, adding: number): AddOutcome {
  const fits = tracksThatFit(total, adding);
  if (fits === adding) return { kind: 'all' };
  return fits === 0 ? { kind: 'limit' } : { kind: 'partial', fits };
}

let nextKey = 0;
/** A new row of the list. */
export const entryOf = (trackId: string): EditorEntry => ({ key: `entry-${++nextKey}`, trackId });
