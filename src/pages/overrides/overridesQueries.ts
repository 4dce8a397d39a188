// The overrides page's query as its route's loader starts it, and its search parameter.
// Nothing of Relay here, so the route table stays out of Relay's chunk.
import type { OverridesPageQuery } from '../../__generated__/OverridesPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import overridesPageQueryParameters from '../../__generated__/OverridesPageQuery$parameters';

/** ?ended=true lists the overrides that have ended too. */
export const ENDED_PARAM = 'ended';
export const includesEnded = (search: URLSearchParams): boolean => search.get(ENDED_PARAM) === 'true';

/** The account's overrides, those that have ended when asked. */
export function overridesPagePreload(accountId: string, search: URLSearchParams): QueryPreload<OverridesPageQuery> {
  return {
    key: 'OverridesPage',
    query: () => import('../../__generated__/OverridesPageQuery.graphql'),
    parameters: overridesPageQueryParameters,
    variables: { accountId, includeEnded: includesEnded(search) },
    fetchPolicy: 'store-and-network',
  };
}
