// The partner dashboard's query as its route's loader starts it: the partner and its customer accounts.
import type { PartnerDashboardPageQuery } from '../../__generated__/PartnerDashboardPageQuery.graphql';
import partnerDashboardPageQueryParameters from '../../__generated__/PartnerDashboardPageQuery$parameters';
import type { QueryPreload } from '../../routing/context';
import { parseSearch, partnerPortalSearch } from '../../routing/searchParams';
import { CUSTOMER_PAGE_SIZE } from './partnerPortal';

export function partnerDashboardPreload(accountId: string, search: URLSearchParams): QueryPreload<PartnerDashboardPageQuery> {
  const { q } = parseSearch(partnerPortalSearch, search);
  return {
    key: 'PartnerDashboardPage',
    query: () => import('../../__generated__/PartnerDashboardPageQuery.graphql'),
    parameters: partnerDashboardPageQueryParameters,
    variables: { accountId, query: q?.trim() || null, first: CUSTOMER_PAGE_SIZE },
    fetchPolicy: 'store-and-network',
  };
}
