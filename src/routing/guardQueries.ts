// What the route guards ask the control API (src/routing/guards.ts): the user's accounts, an
// account's permissions and facts, a zone's permissions. Loaded, with Relay, by the first guard that
// asks, so that a visitor's first page does not wait for Relay.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment, GraphQLTaggedNode } from 'relay-runtime';
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

export async function readAccount(environment: Environment, id: string) {
  return (await query<guardQueriesAccountQuery>(environment, accountQuery, { id }))?.account ?? null;
}

export async function readZonePermissions(environment: Environment, id: string) {
  return (await query<guardQueriesZoneQuery>(environment, zoneQuery, { id }))?.soundZone?.permissions ?? [];
}
