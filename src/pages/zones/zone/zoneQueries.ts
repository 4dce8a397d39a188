// The zone pages' queries as their routes' loaders start them (core.md 2 'Zones and locations'): the
// zone with its player (the layout's, so the player's data is there before the page shows), and each
// tab's own. Nothing of Relay here, so the route table stays out of Relay's chunk.
import type { ZoneBlockedTracksPageQuery } from '../../../__generated__/ZoneBlockedTracksPageQuery.graphql';
import type { ZoneHistoryPageQuery } from '../../../__generated__/ZoneHistoryPageQuery.graphql';
import type { ZoneLayoutQuery } from '../../../__generated__/ZoneLayoutQuery.graphql';
import type { ZoneSettingsPageQuery } from '../../../__generated__/ZoneSettingsPageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import { historyDateOf } from '../../../fragments/zoneTracks/historyDate';
import { ZONE_TRACKS_PAGE_SIZE } from '../../../fragments/zoneTracks/pageSize';
import zoneBlockedTracksPageQueryParameters from '../../../__generated__/ZoneBlockedTracksPageQuery$parameters';
import zoneHistoryPageQueryParameters from '../../../__generated__/ZoneHistoryPageQuery$parameters';
import zoneLayoutQueryParameters from '../../../__generated__/ZoneLayoutQuery$parameters';
import zoneSettingsPageQueryParameters from '../../../__generated__/ZoneSettingsPageQuery$parameters';

/** The analytics event of entering a zone's pages. */
export const ZONE_VIEW_EVENT = 'Zone - View';

export function zoneLayoutPreload(zoneId: string): QueryPreload<ZoneLayoutQuery> {
  // What the store holds shows at once (coming back from another page) and is brought up to date.
  return { key: 'ZoneLayout', query: () => import('../../../__generated__/ZoneLayoutQuery.graphql'), parameters: zoneLayoutQueryParameters, variables: { zoneId }, fetchPolicy: 'store-and-network' };
}

export function zoneHistoryPreload(zoneId: string, search: string): QueryPreload<ZoneHistoryPageQuery> {
  return {
    key: 'ZoneHistoryPage',
    query: () => import('../../../__generated__/ZoneHistoryPageQuery.graphql'),
    parameters: zoneHistoryPageQueryParameters,
    variables: { zoneId, date: historyDateOf(search), first: ZONE_TRACKS_PAGE_SIZE },
    fetchPolicy: 'store-and-network',
  };
}

export function zoneBlockedTracksPreload(zoneId: string): QueryPreload<ZoneBlockedTracksPageQuery> {
  return { key: 'ZoneBlockedTracksPage', query: () => import('../../../__generated__/ZoneBlockedTracksPageQuery.graphql'), parameters: zoneBlockedTracksPageQueryParameters, variables: { zoneId, first: ZONE_TRACKS_PAGE_SIZE }, fetchPolicy: 'store-and-network' };
}

export function zoneSettingsPreload(zoneId: string): QueryPreload<ZoneSettingsPageQuery> {
  return { key: 'ZoneSettingsPage', query: () => import('../../../__generated__/ZoneSettingsPageQuery.graphql'), parameters: zoneSettingsPageQueryParameters, variables: { zoneId }, fetchPolicy: 'network-only' };
}
