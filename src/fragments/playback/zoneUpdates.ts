// Live updates of one zone (core.md 7 'Realtime'): its playback, its track and the zone itself, so a
// change made in another browser shows without reloading. Every view of a zone subscribes through here.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { zoneUpdatesNowPlayingSubscription } from '../../__generated__/zoneUpdatesNowPlayingSubscription.graphql';
import type { zoneUpdatesPlaybackSubscription } from '../../__generated__/zoneUpdatesPlaybackSubscription.graphql';
import type { zoneUpdatesSoundZoneSubscription } from '../../__generated__/zoneUpdatesSoundZoneSubscription.graphql';
import { linkZoneField } from './playbackStore';

const playbackUpdate = graphql`
  subscription zoneUpdatesPlaybackSubscription($zoneId: ID!) {
    playbackUpdate(input: { soundZone: $zoneId }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const nowPlayingUpdate = graphql`
  subscription zoneUpdatesNowPlayingSubscription($zoneId: ID!) {
    nowPlayingUpdate(input: { soundZone: $zoneId }) {
      nowPlaying {
        ...usePlaybackState_nowPlaying
      }
    }
  }
`;

const soundZoneUpdate = graphql`
  subscription zoneUpdatesSoundZoneSubscription($zoneId: ID!) {
    soundZoneUpdate(input: { soundZone: $zoneId }) {
      soundZone {
        name
        ...usePlaybackState_soundZone
        ...ZoneStatusBadge_soundZone
      }
    }
  }
`;

export function useZoneUpdates(zoneId: string): void {
  const variables = useMemo(() => ({ zoneId }), [zoneId]);
  useSubscription<zoneUpdatesPlaybackSubscription>(
    useMemo<GraphQLSubscriptionConfig<zoneUpdatesPlaybackSubscription>>(
      () => ({ subscription: playbackUpdate, variables, updater: (store) => linkZoneField(store, zoneId, 'playbackUpdate', 'playback') }),
      [variables, zoneId],
    ),
  );
  useSubscription<zoneUpdatesNowPlayingSubscription>(
    useMemo<GraphQLSubscriptionConfig<zoneUpdatesNowPlayingSubscription>>(
      () => ({ subscription: nowPlayingUpdate, variables, updater: (store) => linkZoneField(store, zoneId, 'nowPlayingUpdate', 'nowPlaying') }),
      [variables, zoneId],
    ),
  );
  useSubscription<zoneUpdatesSoundZoneSubscription>(useMemo(() => ({ subscription: soundZoneUpdate, variables }), [variables]));
}
