// The zone list's query as its route's loader starts it (core.md 2 /zones): the URL's search read with
// the route's schema (invalid values dropped or defaulted, never an error), turned into the page size,
// the cursor to start after and the account's zone filters.
import type { SoundZoneFilter, ZoneListPageQuery } from '../../../__generated__/ZoneListPageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import { parseSearch, zoneListSearch } from '../../../routing/searchParams';
import zoneListPageQueryParameters from '../../../__generated__/ZoneListPageQuery$parameters';

export type ZoneListSearch = ReturnType<typeof zoneListSearch.parse>;

/** The search's filters as the API takes them: one condition per filter set, all of which must hold. */
export function zoneListFilters(search: Pick<ZoneListSearch, 'q' | 'region' | 'status' | 'statusCode'>): SoundZoneFilter[] {
  const filters: SoundZoneFilter[] = [];
  const q = search.q?.trim();
  if (q) filters.push({ search: q });
  const region = search.region.trim();
  if (region) filters.push({ region });
  if (search.status) filters.push({ state: { eq: search.status } });
  if (search.statusCode) filters.push({ statusCode: { eq: search.statusCode } });
  return filters;
}

export function zoneListVariables(accountId: string, params: URLSearchParams): ZoneListPageQuery['variables'] {
  const search = parseSearch(zoneListSearch, params);
  return { accountId, first: search.perPage, after: search.after ?? null, filters: zoneListFilters(search) };
}

export function zoneListQueryPreload(accountId: string, params: URLSearchParams): QueryPreload<ZoneListPageQuery> {
  return {
    key: 'ZoneListPage',
    query: () => import('../../../__generated__/ZoneListPageQuery.graphql'),
    parameters: zoneListPageQueryParameters,
    variables: zoneListVariables(accountId, params),
    // Back to a list seen before shows at once; statuses then stay current through the rows' subscriptions.
    fetchPolicy: 'store-and-network',
  };
}
