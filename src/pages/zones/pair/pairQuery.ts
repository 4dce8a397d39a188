// The pair page's query as its route's loader starts it: the zone, its paired player and what the viewer may do.
import type { PairPlayerPageQuery } from '../../../__generated__/PairPlayerPageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import pairPlayerPageQueryParameters from '../../../__generated__/PairPlayerPageQuery$parameters';

export function pairQueryPreload(zoneId: string): QueryPreload<PairPlayerPageQuery> {
  // A player may have paired since the page was last open: always ask.
  return { key: 'PairPlayerPage', query: () => import('../../../__generated__/PairPlayerPageQuery.graphql'), parameters: pairPlayerPageQueryParameters, variables: { zoneId }, fetchPolicy: 'store-and-network' };
}
