// soundZoneUnpair (core.md 7 'Sound zones'): the zone's player leaves it; the zone's paired player and
// status update in place.
import { graphql, useMutation } from 'react-relay';
import type { UnpairZoneMutation as UnpairZoneMutationType } from '../../../__generated__/UnpairZoneMutation.graphql';

export const UnpairZoneMutation = graphql`
  mutation UnpairZoneMutation($zoneId: ID!) {
    soundZoneUnpair(input: { soundZone: $zoneId }) {
      soundZone {
        id
        ...PairedPlayer_zone
      }
    }
  }
`;

export const useUnpairZone = () => useMutation<UnpairZoneMutationType>(UnpairZoneMutation);
