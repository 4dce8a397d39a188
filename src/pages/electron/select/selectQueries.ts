// The select pages' queries as their routes' loaders start them (core.md 2 'Desktop player shell').
// Always asked afresh: a zone may have got a player, or a location a zone, since the page was last open.
import type { QueryPreload } from '../../../routing/context';
import type { SelectAccountPageQuery } from '../../../__generated__/SelectAccountPageQuery.graphql';
import type { SelectLocationPageQuery } from '../../../__generated__/SelectLocationPageQuery.graphql';
import type { SelectZonePageQuery } from '../../../__generated__/SelectZonePageQuery.graphql';
import selectAccountPageQueryParameters from '../../../__generated__/SelectAccountPageQuery$parameters';
import selectLocationPageQueryParameters from '../../../__generated__/SelectLocationPageQuery$parameters';
import selectZonePageQueryParameters from '../../../__generated__/SelectZonePageQuery$parameters';

export const selectAccountQueryPreload = (): QueryPreload<SelectAccountPageQuery> => ({
  key: 'SelectAccountPage',
  query: () => import('../../../__generated__/SelectAccountPageQuery.graphql'),
  parameters: selectAccountPageQueryParameters,
  variables: {},
  fetchPolicy: 'store-and-network',
});

export const selectLocationQueryPreload = (accountId: string): QueryPreload<SelectLocationPageQuery> => ({
  key: 'SelectLocationPage',
  query: () => import('../../../__generated__/SelectLocationPageQuery.graphql'),
  parameters: selectLocationPageQueryParameters,
  variables: { accountId },
  fetchPolicy: 'store-and-network',
});

export const selectZoneQueryPreload = (locationId: string): QueryPreload<SelectZonePageQuery> => ({
  key: 'SelectZonePage',
  query: () => import('../../../__generated__/SelectZonePageQuery.graphql'),
  parameters: selectZonePageQueryParameters,
  variables: { locationId },
  fetchPolicy: 'store-and-network',
});
