// The order-player page's query as its route's loader starts it.
import type { OrderPlayerPageQuery } from '../../__generated__/OrderPlayerPageQuery.graphql';
import orderPlayerPageQueryParameters from '../../__generated__/OrderPlayerPageQuery$parameters';
import type { QueryPreload } from '../../routing/context';

export function orderPlayerQueryPreload(accountId: string): QueryPreload<OrderPlayerPageQuery> {
  return { key: 'OrderPlayerPage', query: () => import('../../__generated__/OrderPlayerPageQuery.graphql'), parameters: orderPlayerPageQueryParameters, variables: { accountId } };
}
