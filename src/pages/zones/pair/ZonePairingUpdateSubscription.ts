// The zone's realtime update (Zone_Subscription_ZoneUpdate, core.md 7 'Realtime') while its pair page is
// open: the player that enters the code (or is paired from elsewhere) shows as soon as it pairs.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ZonePairingUpdateSubscription as ZonePairingUpdateSubscriptionType } from '../../../__generated__/ZonePairingUpdateSubscription.graphql';

export const ZonePairingUpdateSubscription = graphql`
  subscription ZonePairingUpdateSubscription($zoneId: ID!) {
    soundZoneUpdate(input: { soundZone: $zoneId }) {
      soundZone {
        id
        ...PairedPlayer_zone
      }
    }
  }
`;

export function useZonePairingUpdates(zoneId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<ZonePairingUpdateSubscriptionType>>(() => ({ subscription: ZonePairingUpdateSubscription, variables: { zoneId } }), [zoneId]);
  useSubscription(config);
}
