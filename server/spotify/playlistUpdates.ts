// Changing the account's streaming-service playlists (core.md 7 'Music, library and search':
// Update{StreamingService}SyncedPlaylistPlaybackMode, {Legacy}{StreamingService}PlaylistMetadata). A
// synced playlist's name and tracks follow the service, so only its presets change; a copy's name,
// description and presets do. Both need EDIT (core.md 6) and tell the playlist's watchers.
import type { RequestContext } from '../context';
import type { PlaylistRow } from '../loaders';
import type { UpdateSpotifyPlaylistInput, UpdateSpotifySyncedPlaylistInput } from '../graphql/control/__generated__/types';
import { applyPlaylistChanges, requireEditable } from '../music/playlistEditing';

export async function updateSpotifyPlaylist(context: RequestContext, input: UpdateSpotifyPlaylistInput): Promise<PlaylistRow> {
  return applyPlaylistChanges(context, await requireEditable(context, input.id, 'EXTERNAL_SPOTIFY'), input);
}

export async function updateSpotifySyncedPlaylist(context: RequestContext, input: UpdateSpotifySyncedPlaylistInput): Promise<PlaylistRow> {
  return applyPlaylistChanges(context, await requireEditable(context, input.id, 'SPOTIFY'), { presets: input.presets });
}
