import { graphql } from 'relay-runtime';

// The web player's own zone (the playback token's), first as it is and then after every change.
export const PlayerStateSubscription = graphql`
  subscription PlayerStateSubscription($input: PlayerStateUpdateInput!) {
    playerStateUpdate(input: $input) {
      player {
        status
        volume
        progress
        progressUpdatedAt
        zone {
          id
          name
          settings {
            crossfade
            crossfadeLength
          }
        }
        current {
          id
          streamUrl
          track {
            id
            title
            artistNames
            durationMs
          }
        }
        upcoming {
          id
          streamUrl
          track {
            id
            durationMs
          }
        }
      }
    }
  }
`;
