// The library, live (core.md 4 'Library', 7 libraryUpdate): another client's change comes as the
// library's new version and ids, written into the store, where the lists reading it see a new version
// and load their items again. A subscription that fails or ends is started again after a back-off
// between 20 and 60 s.
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { useLibraryUpdatesSubscription } from '../../__generated__/useLibraryUpdatesSubscription.graphql';
import { LIBRARY_RECONNECT_MAX_MS, LIBRARY_RECONNECT_MIN_MS } from '../../domain/library';
import { writeLibraryState } from './libraryStore';

const subscription = graphql`
  subscription useLibraryUpdatesSubscription($owner: ID!) {
    libraryUpdate(input: { owner: $owner }) {
      library {
        owner
        version
        ids
      }
    }
  }
`;

/** The wait before watching again, anywhere from 20 to 60 s, so clients cut off together come back apart. */
export const libraryReconnectDelay = (random: () => number = Math.random): number =>
  Math.round(LIBRARY_RECONNECT_MIN_MS + random() * (LIBRARY_RECONNECT_MAX_MS - LIBRARY_RECONNECT_MIN_MS));

/** Keeps the owner's library in the store current while mounted. */
export function useLibraryUpdates(owner: string | null): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!owner) return;
    let active: Disposable | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const again = () => {
      if (!stopped) retry = setTimeout(watch, libraryReconnectDelay());
    };
    function watch() {
      active = requestSubscription<useLibraryUpdatesSubscription>(environment, {
        subscription,
        variables: { owner: owner! },
        updater: (store, data) => data?.libraryUpdate && writeLibraryState(store, data.libraryUpdate.library),
        onError: again,
        onCompleted: again,
      });
    }
    watch();
    return () => {
      stopped = true;
      clearTimeout(retry);
      active?.dispose();
    };
  }, [environment, owner]);
}
