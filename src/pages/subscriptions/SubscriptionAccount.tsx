// The account as the plan, checkout, voucher, add-on and subscription settings pages read it: one query,
// started by their routes' loaders (subscriptionQueries.ts).
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SubscriptionAccountQuery, SubscriptionAccountQuery$data } from '../../__generated__/SubscriptionAccountQuery.graphql';

// One query read by several pages (this module's hook gives it to them): no one file uses every field.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query SubscriptionAccountQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      businessName
      country
      plan
      incomplete
      tryBeforeYouBuy
      featureFlags
      checkoutState
      trialExpiresAt
      distributor {
        id
      }
      unpaidZones: soundZones(first: 0, filters: [{ subscription: { eq: INACTIVE } }]) {
        total
      }
      soundZones(first: 1) {
        total
        edges {
          node {
            id
            name
            location {
              physicalAddress {
                address
                city
              }
            }
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type SubscriptionAccount = NonNullable<SubscriptionAccountQuery$data['account']>;

/** The route's account; null when it is not found. */
export function useSubscriptionAccount(): SubscriptionAccount | null {
  return usePreloadedQuery<SubscriptionAccountQuery>(query, useLoaderData<PreloadedQuery<SubscriptionAccountQuery>>()).account ?? null;
}
