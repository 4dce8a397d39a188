// How a change of filter becomes the zone list's next URL: the other filters and the page size stay,
// the cursor goes (a new filter starts from the first zone), and an emptied filter leaves the URL.
import type { ZoneListSearch } from './zoneListQuery';

export type ZoneListFilterName = 'q' | 'region' | 'status' | 'statusCode';
export const ZONE_LIST_FILTERS: readonly ZoneListFilterName[] = ['q', 'region', 'status', 'statusCode'];

export function withFilter(params: URLSearchParams, name: ZoneListFilterName, value: string | null | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('after');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...ZONE_LIST_FILTERS, 'after']) next.delete(name);
  return next;
}

export const hasFilters = (search: ZoneListSearch): boolean => Boolean(search.q?.trim() || search.region.trim() || search.status || search.statusCode);
