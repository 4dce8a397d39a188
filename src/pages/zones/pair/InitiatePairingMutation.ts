// soundZoneInitiatePairing (core.md 4 'Devices and pairing'): a 6-digit code for a desktop or mobile
// app to enter, replacing the zone's earlier code, with the moment it stops working.
import { graphql, useMutation } from 'react-relay';
import type { InitiatePairingMutation as InitiatePairingMutationType } from '../../../__generated__/InitiatePairingMutation.graphql';

export const InitiatePairingMutation = graphql`
  mutation InitiatePairingMutation($zoneId: ID!) {
    soundZoneInitiatePairing(input: { soundZone: $zoneId }) {
      pairingCode
      expiresAt
    }
  }
`;

export const useInitiatePairing = () => useMutation<InitiatePairingMutationType>(InitiatePairingMutation);
