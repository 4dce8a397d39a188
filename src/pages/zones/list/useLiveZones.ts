// Live rows: the zones on screen follow their status and what they play through the control API's
// subscriptions, which update the Relay store in place, so the list never fetches its page again.
// The API watches one zone per subscription (soundZoneUpdate and nowPlayingUpdate take a zone), so
// only the rows in view are watched, over the one graphql-ws connection; the set follows the scroll
// once it settles, and a zone leaving the view is no longer watched.
import { useEffect, useMemo, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLiveZonesNowPlayingSubscription } from '../../../__generated__/useLiveZonesNowPlayingSubscription.graphql';
import type { useLiveZonesZoneUpdateSubscription } from '../../../__generated__/useLiveZonesZoneUpdateSubscription.graphql';

/** Scrolling changes the watched zones only once it has paused this long. */
export const LIVE_ROWS_SETTLE_MS = 300;

const zoneUpdate = graphql`
  subscription useLiveZonesZoneUpdateSubscription($soundZone: ID!) {
    soundZoneUpdate(input: { soundZone: $soundZone }) {
      soundZone {
        ...ZoneRow_soundZone
      }
    }
  }
`;

const nowPlayingUpdate = graphql`
  subscription useLiveZonesNowPlayingSubscription($soundZone: ID!) {
    nowPlayingUpdate(input: { soundZone: $soundZone }) {
      nowPlaying {
        ...NowPlayingLine_nowPlaying
      }
    }
  }
`;

/**
 * NowPlaying has no id of its own: the payload's record is linked as the zone's nowPlaying, so the
 * zone's row (which reads SoundZone.nowPlaying) shows the new track.
 */
export function linkNowPlaying(store: RecordSourceSelectorProxy, zoneId: string): void {
  const nowPlaying = store.getRootField('nowPlayingUpdate')?.getLinkedRecord('nowPlaying');
  const zone = store.get(zoneId);
  if (nowPlaying && zone) zone.setLinkedRecord(nowPlaying, 'nowPlaying');
}

/** The ids, once they have stayed the same for the settle time. */
function useSettled(ids: readonly string[]): readonly string[] {
  const key = ids.join('\n');
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), LIVE_ROWS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return useMemo(() => (settled ? settled.split('\n') : []), [settled]);
}

/** Watches the zones (those in view) while they are given. */
export function useLiveZones(zoneIds: readonly string[]): void {
  const environment = useRelayEnvironment();
  const watched = useSettled(zoneIds);
  const [subscriptions] = useState(() => new Map<string, Disposable[]>());

  useEffect(() => {
    const wanted = new Set(watched);
    for (const [id, disposables] of subscriptions) {
      if (wanted.has(id)) continue;
      disposables.forEach((disposable) => disposable.dispose());
      subscriptions.delete(id);
    }
    for (const id of wanted) {
      if (subscriptions.has(id)) continue;
      subscriptions.set(id, [
        requestSubscription<useLiveZonesZoneUpdateSubscription>(environment, { subscription: zoneUpdate, variables: { soundZone: id } }),
        requestSubscription<useLiveZonesNowPlayingSubscription>(environment, { subscription: nowPlayingUpdate, variables: { soundZone: id }, updater: (store) => linkNowPlaying(store, id) }),
      ]);
    }
  }, [environment, watched, subscriptions]);

  useEffect(
    () => () => {
      for (const disposables of subscriptions.values()) disposables.forEach((disposable) => disposable.dispose());
      subscriptions.clear();
    },
    [environment, subscriptions],
  );
}
