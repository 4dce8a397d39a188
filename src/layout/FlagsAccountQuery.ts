// The account facts flags resolve in (navigation.md 7: account.tier, account.distributor), read by FlagsResolver.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { FlagsAccountQuery as FlagsAccountQueryType } from '../__generated__/FlagsAccountQuery.graphql';

const accountQuery = graphql`
  query FlagsAccountQuery($accountId: ID!) {
    account(id: $accountId) {
      tier
      distributor {
        id
      }
    }
  }
`;

/** The account's tier and distributor, from the layout's data when it has them. */
export async function fetchFlagAccount(environment: Environment, accountId: string): Promise<{ tier: string; distributor: string | null } | null> {
  const data = await fetchQuery<FlagsAccountQueryType>(environment, accountQuery, { accountId }, { fetchPolicy: 'store-or-network' }).toPromise();
  return data?.account ? { tier: data.account.tier, distributor: data.account.distributor?.id ?? null } : null;
}
