import { graphql } from 'react-relay';

// Unpairs a zone's player before this browser becomes it (core.md 4 'Playback'), and the zone this
// browser played when it stops or another tab takes over.
export const WebPlayerUnpairMutation = graphql`
  mutation WebPlayerUnpairMutation($input: SoundZoneUnpairInput!) {
    soundZoneUnpair(input: $input) {
      soundZone {
        id
        isPaired
        device {
          id
        }
      }
    }
  }
`;
