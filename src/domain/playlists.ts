// Manual playlists' rules that the server enforces and the editor shows before it asks (core.md 4
// 'Playlists and editing', 5 'Music and library', 9): the track limit, the default name, the messages.

/** A manual playlist holds at most this many tracks (core.md 9 TRACKS_MAX_LIMIT). */
export const TRACKS_MAX_LIMIT = 3000;

/** A new playlist's name before its number: 'Playlist 1', 'Playlist 2'... */
export const DEFAULT_PLAYLIST_NAME = 'Playlist';

export const playlistMessages = {
  doesNotExist: 'Playlist does not exist',
  snapshotMismatch: 'Playlist snapshot mismatch between dispatch and cache',
  trackLimit: `A playlist can hold at most ${TRACKS_MAX_LIMIT} tracks`,
} as const;

const NUMBERED = new RegExp(`^${DEFAULT_PLAYLIST_NAME} (\\d+)$`);

/** The default name numbered one above the highest number of the names in use ('Playlist 1' when none is). */
export function nextPlaylistName(names: Iterable<string>): string {
  let highest = 0;
  for (const name of names) {
    const match = NUMBERED.exec(name.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${DEFAULT_PLAYLIST_NAME} ${highest + 1}`;
}

/** How many of `adding` tracks fit in a playlist of `total` (core.md 5: at the limit none; past it, those that fit). */
export const tracksThatFit = (total: number, adding: number): number => Math.max(0, Math.min(adding, TRACKS_MAX_LIMIT - total));

/** Longest name and description a playlist takes (schema/control.graphql UpdateManualPlaylistInput). */
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
