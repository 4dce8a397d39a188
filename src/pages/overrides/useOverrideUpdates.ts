// Live updates of an account's overrides (core.md 7 'Realtime'): one created, changed or deleted in
// another browser shows in the list without reloading.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOverrideUpdatesSubscription } from '../../__generated__/useOverrideUpdatesSubscription.graphql';
import { addOverride, removeOverride } from './overrideStore';

// The payload spreads the fragments of the row and the form, which show the override.
const overrideUpdate = graphql`
  subscription useOverrideUpdatesSubscription($accountId: ID!) {
    playbackOverrideUpdate(input: { account: $accountId }) {
      id
      playbackOverride {
        id
        ...OverrideRow_override
        ...OverrideFormDialog_override
      }
    }
  }
`;

export function useOverrideUpdates(accountId: string): void {
  useSubscription<useOverrideUpdatesSubscription>(
    useMemo<GraphQLSubscriptionConfig<useOverrideUpdatesSubscription>>(
      () => ({
        subscription: overrideUpdate,
        variables: { accountId },
        updater: (store, data) => {
          const update = data?.playbackOverrideUpdate;
          if (!update) return;
          if (update.playbackOverride) addOverride(store, accountId, store.getRootField('playbackOverrideUpdate')?.getLinkedRecord('playbackOverride'));
          else removeOverride(store, accountId, update.id);
        },
      }),
      [accountId],
    ),
  );
}
