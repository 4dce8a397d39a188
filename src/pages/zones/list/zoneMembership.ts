// Whether a zone the list shows still belongs in it once its status has changed live: the list's
// status filters (core.md 2 /zones: status, statusCode) hold of its status now. The other filters
// (search, region) read names and places, which a status change leaves as they are.
import type { SoundZoneFilter } from '../../../__generated__/ZoneListPageQuery.graphql';

export interface ZoneStatusFacts {
  state: string;
  codes: readonly string[];
}

export function matchesStatusFilters(status: ZoneStatusFacts, filters: readonly SoundZoneFilter[]): boolean {
  return filters.every((filter) => (!filter.state || status.state === filter.state.eq) && (!filter.statusCode || status.codes.includes(filter.statusCode.eq)));
}
