// Control API of the streaming-service import (core.md 7 'Streaming-service import'): connecting with
// an authorisation code (and the viewer's connection, for a new tab to reuse), importing playlists with that connection, and changing the imported playlists.
import type { Resolvers } from '../graphql/control/__generated__/types';
import { createSpotifyConnection, viewerSpotifyConnection } from './connections';
import { importSpotifyPlaylists } from './importPlaylists';
import { updateSpotifyPlaylist, updateSpotifySyncedPlaylist } from './playlistUpdates';

export const spotifyResolvers: Resolvers = {
  Query: {
    spotifyConnection: (_parent, _args, context) => viewerSpotifyConnection(context),
  },
  Mutation: {
    createSpotifyConnection: (_parent, { input }, context) => createSpotifyConnection(context, input),
    importSpotifyPlaylists: (_parent, { input }, context) => importSpotifyPlaylists(context, input),
    updateSpotifyPlaylist: (_parent, { input }, context) => updateSpotifyPlaylist(context, input),
    updateSpotifySyncedPlaylist: (_parent, { input }, context) => updateSpotifySyncedPlaylist(context, input),
  },
};
