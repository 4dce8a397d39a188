// Live counts: the status chips and the header follow every zone of the account, not only the rows
// in view. The account's accountUpdate carries the account as it is now, its zone totals included;
// the server tells a watcher that reads them of each change to the zones it sees, at most once a
// second however many change (server/accounts/graphql.ts), and the payload updates the totals the
// page read, in place, for the filters the page was loaded with.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { SoundZoneFilter } from '../../../__generated__/ZoneListPageQuery.graphql';
import type { useLiveZoneTotalsSubscription } from '../../../__generated__/useLiveZoneTotalsSubscription.graphql';

const totalsUpdate = graphql`
  subscription useLiveZoneTotalsSubscription($accountId: ID!, $filters: [SoundZoneFilter!]!) {
    accountUpdate(input: { account: $accountId }) {
      account {
        ...ZoneListPage_totals @arguments(filters: $filters)
      }
    }
  }
`;

export function useLiveZoneTotals(accountId: string, filters: readonly SoundZoneFilter[]): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveZoneTotalsSubscription>>(() => ({ subscription: totalsUpdate, variables: { accountId, filters } }), [accountId, filters]);
  useSubscription(config);
}
