import { graphql } from 'react-relay';

// The import's two mutations (core.md 7 'Streaming-service import'): the connection made from an
// authorisation code, and the import of the chosen playlists with it.
export const spotifyConnectMutation = graphql`
  mutation spotifyMutationsConnectMutation($code: String!, $redirectUri: String!) {
    createSpotifyConnection(input: { code: $code, redirectUri: $redirectUri }) {
      id
      accessToken
      tokenType
      expiresIn
      scope
    }
  }
`;

export const spotifyImportMutation = graphql`
  mutation spotifyMutationsImportMutation($input: ImportSpotifyPlaylistsInput!) {
    importSpotifyPlaylists(input: $input) {
      traceId
      results {
        playlistUri
        playlist {
          id
          name
          permissions
        }
        errors {
          errorCode
          errorMessage
        }
      }
    }
  }
`;
