// The home page's query as its route's loader starts it: the selected account's zone totals, and
// otherwise the user's accounts to choose from.
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import homePageQueryParameters from '../../__generated__/HomePageQuery$parameters';

/** How many of the user's accounts to offer when none is selected yet. */
export const ACCOUNT_CHOICES = 20;

export function homeQueryPreload(accountId: string | null): QueryPreload<HomePageQuery> {
  return {
    key: 'HomePage',
    query: () => import('../../__generated__/HomePageQuery.graphql'),
    parameters: homePageQueryParameters,
    variables: { accountId: accountId ?? '', hasAccount: accountId !== null, accountChoices: ACCOUNT_CHOICES },
    // The zone totals move with every zone: what the store holds shows at once and is refreshed.
    fetchPolicy: 'store-and-network',
  };
}
