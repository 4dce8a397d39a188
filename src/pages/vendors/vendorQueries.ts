// The vendor pair pages' queries as their routes' loaders start them, for the current account (or the
// zone of the address). Always asked again: a zone may have been paired since the page was last open.
import type { HouseholdPairPageQuery } from '../../__generated__/HouseholdPairPageQuery.graphql';
import type { VendorPairPageQuery } from '../../__generated__/VendorPairPageQuery.graphql';
import type { VendorPairZonePageQuery } from '../../__generated__/VendorPairZonePageQuery.graphql';
import householdPairPageQueryParameters from '../../__generated__/HouseholdPairPageQuery$parameters';
import vendorPairPageQueryParameters from '../../__generated__/VendorPairPageQuery$parameters';
import vendorPairZonePageQueryParameters from '../../__generated__/VendorPairZonePageQuery$parameters';
import type { QueryPreload } from '../../routing/context';

export function vendorPairQueryPreload(accountId: string): QueryPreload<VendorPairPageQuery> {
  return { key: 'VendorPairPage', query: () => import('../../__generated__/VendorPairPageQuery.graphql'), parameters: vendorPairPageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}

export function vendorPairZoneQueryPreload(zoneId: string): QueryPreload<VendorPairZonePageQuery> {
  return { key: 'VendorPairZonePage', query: () => import('../../__generated__/VendorPairZonePageQuery.graphql'), parameters: vendorPairZonePageQueryParameters, variables: { zoneId }, fetchPolicy: 'store-and-network' };
}

export function householdPairQueryPreload(accountId: string): QueryPreload<HouseholdPairPageQuery> {
  return { key: 'HouseholdPairPage', query: () => import('../../__generated__/HouseholdPairPageQuery.graphql'), parameters: householdPairPageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}
