import { graphql } from 'react-relay';

// A new manual playlist of an account (core.md 7 createManualPlaylist): made empty at /create/playlist,
// with the assistant's tracks at /create/ai-playlist.
export const CreateManualPlaylistMutation = graphql`
  mutation CreateManualPlaylistMutation($input: CreateManualPlaylistInput!) {
    createManualPlaylist(input: $input) {
      playlist {
        id
        name
        snapshot
      }
    }
  }
`;
