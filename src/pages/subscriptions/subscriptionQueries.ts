// The subscription pages' queries as their routes' loaders start them (billing.md 2.2, 2.3). Nothing of
// Relay here, so the route table stays out of Relay's chunk.
import type { SubscriptionAccountQuery } from '../../__generated__/SubscriptionAccountQuery.graphql';
import type { StreamingListPageQuery } from '../../__generated__/StreamingListPageQuery.graphql';
import type { ZoneSubscriptionPageQuery } from '../../__generated__/ZoneSubscriptionPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import subscriptionAccountQueryParameters from '../../__generated__/SubscriptionAccountQuery$parameters';
import streamingListPageQueryParameters from '../../__generated__/StreamingListPageQuery$parameters';
import zoneSubscriptionPageQueryParameters from '../../__generated__/ZoneSubscriptionPageQuery$parameters';

export function zoneSubscriptionPreload(zoneId: string): QueryPreload<ZoneSubscriptionPageQuery> {
  // The state changes with every action taken here and elsewhere: always asked afresh.
  return {
    key: 'ZoneSubscriptionPage',
    query: () => import('../../__generated__/ZoneSubscriptionPageQuery.graphql'),
    parameters: zoneSubscriptionPageQueryParameters,
    variables: { zoneId },
    fetchPolicy: 'store-and-network',
  };
}

/** The streaming list shows this many zones; the account's zone total says when there are more. */
export const STREAMING_LIST_SIZE = 200;

export function streamingListPreload(accountId: string): QueryPreload<StreamingListPageQuery> {
  return {
    key: 'StreamingListPage',
    query: () => import('../../__generated__/StreamingListPageQuery.graphql'),
    parameters: streamingListPageQueryParameters,
    variables: { accountId, first: STREAMING_LIST_SIZE },
    fetchPolicy: 'store-and-network',
  };
}

export function subscriptionAccountPreload(accountId: string): QueryPreload<SubscriptionAccountQuery> {
  return {
    key: 'SubscriptionAccount',
    query: () => import('../../__generated__/SubscriptionAccountQuery.graphql'),
    parameters: subscriptionAccountQueryParameters,
    variables: { accountId },
    fetchPolicy: 'store-and-network',
  };
}
