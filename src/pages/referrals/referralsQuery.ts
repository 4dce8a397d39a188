// The referrals page's query as its route's loader starts it.
import type { ReferralsPageQuery } from '../../__generated__/ReferralsPageQuery.graphql';
import referralsPageQueryParameters from '../../__generated__/ReferralsPageQuery$parameters';
import type { QueryPreload } from '../../routing/context';

export function referralsQueryPreload(accountId: string): QueryPreload<ReferralsPageQuery> {
  return { key: 'ReferralsPage', query: () => import('../../__generated__/ReferralsPageQuery.graphql'), parameters: referralsPageQueryParameters, variables: { accountId } };
}
