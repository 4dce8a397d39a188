// The schedule page's query as its routes' loaders start it. Nothing of Relay here, so the route table
// stays out of Relay's chunk.
import type { SchedulePageQuery } from '../../__generated__/SchedulePageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import schedulePageQueryParameters from '../../__generated__/SchedulePageQuery$parameters';

/** The schedule with its slots, and whether it is in the selected account's library (when one is). */
export function schedulePagePreload(scheduleId: string, accountId: string | null = null): QueryPreload<SchedulePageQuery> {
  return {
    key: 'SchedulePage',
    query: () => import('../../__generated__/SchedulePageQuery.graphql'),
    parameters: schedulePageQueryParameters,
    variables: { id: scheduleId, accountId: accountId ?? '', hasAccount: accountId !== null },
    fetchPolicy: 'store-and-network',
  };
}
