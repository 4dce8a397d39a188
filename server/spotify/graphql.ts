// Control API of the streaming-service import (core.md 7 'Streaming-service import'): connecting with
// an authorisation code, and importing playlists with that connection.
import type { Resolvers } from '../graphql/control/__generated__/types';
import { createSpotifyConnection } from './connections';
import { importSpotifyPlaylists } from './importPlaylists';

export const spotifyResolvers: Resolvers = {
  Mutation: {
    createSpotifyConnection: (_parent, { input }, context) => createSpotifyConnection(context, input),
    importSpotifyPlaylists: (_parent, { input }, context) => importSpotifyPlaylists(context, input),
  },
};
