// The zone create page's query as its route's loader starts it: the account's locations and permissions.
import type { ZoneCreatePageQuery } from '../../../__generated__/ZoneCreatePageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import zoneCreatePageQueryParameters from '../../../__generated__/ZoneCreatePageQuery$parameters';

/** Locations offered to add a zone to (the contract's largest page; the largest demo account has 250). */
export const LOCATION_CHOICES = 1000;

export function zoneCreateQueryPreload(accountId: string): QueryPreload<ZoneCreatePageQuery> {
  return {
    key: 'ZoneCreatePage',
    query: () => import('../../../__generated__/ZoneCreatePageQuery.graphql'),
    parameters: zoneCreatePageQueryParameters,
    variables: { accountId, locations: LOCATION_CHOICES },
    fetchPolicy: 'store-and-network',
  };
}
