import { graphql } from 'relay-runtime';

// A tab that takes over a zone commits this outside any component: the returned playback token
// becomes the bearer token of the playback environment.
export const CreatePlaybackClientMutation = graphql`
  mutation CreatePlaybackClientMutation($input: CreatePlaybackClientInput!) {
    createPlaybackClient(input: $input) {
      token
      clientId
    }
  }
`;
