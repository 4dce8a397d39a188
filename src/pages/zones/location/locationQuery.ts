// The location pages' queries as their routes' loaders start them (core.md 2 'Zones and locations').
import type { LocationEditPageQuery } from '../../../__generated__/LocationEditPageQuery.graphql';
import type { LocationPageQuery } from '../../../__generated__/LocationPageQuery.graphql';
import type { LocationUsersPageQuery } from '../../../__generated__/LocationUsersPageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import locationEditPageQueryParameters from '../../../__generated__/LocationEditPageQuery$parameters';
import locationPageQueryParameters from '../../../__generated__/LocationPageQuery$parameters';
import locationUsersPageQueryParameters from '../../../__generated__/LocationUsersPageQuery$parameters';

/** Zones listed on the location page and in its edit form. */
export const LOCATION_ZONES = 100;
/** Users and invitations listed on the users tab. */
export const LOCATION_USERS = 100;

export function locationQueryPreload(locationId: string): QueryPreload<LocationPageQuery> {
  return {
    key: 'LocationPage',
    query: () => import('../../../__generated__/LocationPageQuery.graphql'),
    parameters: locationPageQueryParameters,
    variables: { locationId, zones: LOCATION_ZONES },
    fetchPolicy: 'store-and-network',
  };
}

export function locationUsersQueryPreload(locationId: string): QueryPreload<LocationUsersPageQuery> {
  return {
    key: 'LocationUsersPage',
    query: () => import('../../../__generated__/LocationUsersPageQuery.graphql'),
    parameters: locationUsersPageQueryParameters,
    variables: { locationId, first: LOCATION_USERS },
    // A new invitation is there as the users tab opens after sending it.
    fetchPolicy: 'network-only',
  };
}

export function locationEditQueryPreload(locationId: string): QueryPreload<LocationEditPageQuery> {
  return {
    key: 'LocationEditPage',
    query: () => import('../../../__generated__/LocationEditPageQuery.graphql'),
    parameters: locationEditPageQueryParameters,
    variables: { locationId, zones: LOCATION_ZONES },
    fetchPolicy: 'store-and-network',
  };
}
