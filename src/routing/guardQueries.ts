// What the route guards ask the control API (src/routing/guards.ts): the user's accounts, an
// account's permissions and facts, a zone's permissions. Loaded, with Relay, by the first guard that
// asks, so that a visitor's first page does not wait for Relay.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment, GraphQLTaggedNode } from 'relay-runtime';
import type { AccountPermission } from '../domain/permissions';
import type { AccountPlan, RouteAccountFacts } from './context';
import type { guardQueriesAccountQuery } from '../__generated__/guardQueriesAccountQuery.graphql';
import type { guardQueriesAccountsQuery } from '../__generated__/guardQueriesAccountsQuery.graphql';
import type { guardQueriesZoneQuery } from '../__generated__/guardQueriesZoneQuery.graphql';

const accountsQuery = graphql`
  query guardQueriesAccountsQuery {
    me {
      ... on User {
        accounts(first: 100) {
          edges {
            node {
              id
              createdAt
            }
          }
        }
      }
    }
  }
`;

const accountQuery = graphql`
  query guardQueriesAccountQuery($id: ID!) {
    account(id: $id) {
      id
      permissions
      featureFlags
      plan
      isRoyaltyFree
      restrictedDiscoverMusic
      country
      businessType
      paymentMethod {
        __typename
      }
      roles {
        isDistributor
        isPartner
      }
    }
  }
`;

const zoneQuery = graphql`
  query guardQueriesZoneQuery($id: ID!) {
    soundZone(id: $id) {
      id
      permissions
    }
  }
`;

type Operation = { response: unknown; variables: Record<string, unknown> };

// Guards run on every navigation: what the store holds (fresh for the query TTL) answers without a request.
const query = <T extends Operation>(environment: Environment, node: GraphQLTaggedNode, variables: T['variables']) =>
  fetchQuery<never>(environment, node, variables as never, { fetchPolicy: 'store-or-network' }).toPromise() as Promise<T['response'] | undefined>;

export async function readAccounts(environment: Environment) {
  const response = await query<guardQueriesAccountsQuery>(environment, accountsQuery, {});
  return response?.me?.accounts?.edges.map(({ node }) => ({ id: node.id, createdAt: String(node.createdAt) })) ?? [];
}

/** The schema's plan values as the routes name them (DECISIONS.md). */
const ACCOUNT_PLANS: Record<string, AccountPlan> = { STARTER: 'starter', ESSENTIAL: 'essential', UNLIMITED: 'unlimited', ROYALTY_FREE: 'royalty-free' };

export const accountPlanOf = (plan: string): AccountPlan => ACCOUNT_PLANS[plan] ?? 'essential';

/** The account's facts the guards decide by; null when the user cannot read the account. */
export async function readAccountFacts(environment: Environment, id: string): Promise<RouteAccountFacts | null> {
  const account = (await query<guardQueriesAccountQuery>(environment, accountQuery, { id }))?.account;
  if (!account) return null;
  return {
    permissions: account.permissions as readonly AccountPermission[],
    featureFlags: account.featureFlags,
    plan: accountPlanOf(account.plan),
    isRoyaltyFree: account.isRoyaltyFree,
    restrictedDiscoverMusic: account.restrictedDiscoverMusic,
    country: account.country,
    businessType: account.businessType,
    hasPaymentMethod: account.paymentMethod != null,
    isDistributor: account.roles.isDistributor,
    isPartner: account.roles.isPartner,
  };
}

export async function readZonePermissions(environment: Environment, id: string) {
  return (await query<guardQueriesZoneQuery>(environment, zoneQuery, { id }))?.soundZone?.permissions ?? [];
}
