// The region filter: the countries and states of the account's locations, which the API's region
// filter matches (a location's country or state code). The list of regions loads once the filter bar
// shows, apart from the page's query, so that changing a filter does not fetch it again; until it has
// loaded the filter offers what the URL already names.
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { ZoneRegionFilterQuery } from '../../../__generated__/ZoneRegionFilterQuery.graphql';
import { FilterSelect } from './FilterSelect';
import { regionOptions } from './regions';

/** Locations read for their regions: the largest demo chain has 250. */
export const REGION_LOCATIONS = 500;

const regionsQuery = graphql`
  query ZoneRegionFilterQuery($accountId: ID!, $locations: Int!) {
    account(id: $accountId) {
      locations(first: $locations) {
        edges {
          node {
            physicalAddress {
              country
              state
            }
          }
        }
      }
    }
  }
`;

interface ZoneRegionFilterProps {
  accountId: string;
  value: string;
  onChange(region: string | null): void;
}

const ANY = 'ALL';

export function ZoneRegionFilter(props: ZoneRegionFilterProps) {
  const [queryRef, loadQuery] = useQueryLoader<ZoneRegionFilterQuery>(regionsQuery);
  useEffect(() => {
    loadQuery({ accountId: props.accountId, locations: REGION_LOCATIONS }, { fetchPolicy: 'store-or-network' });
  }, [loadQuery, props.accountId]);
  const fallback = <RegionSelect {...props} addresses={[]} />;
  if (!queryRef) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LoadedRegionFilter {...props} queryRef={queryRef} />
    </Suspense>
  );
}

function LoadedRegionFilter({ queryRef, ...props }: ZoneRegionFilterProps & { queryRef: PreloadedQuery<ZoneRegionFilterQuery> }) {
  const data = usePreloadedQuery<ZoneRegionFilterQuery>(regionsQuery, queryRef);
  const addresses = useMemo(() => data.account?.locations.edges.map(({ node: { physicalAddress } }) => ({ country: physicalAddress.country, state: physicalAddress.state })) ?? [], [data]);
  return <RegionSelect {...props} addresses={addresses} />;
}

function RegionSelect({ value, onChange, addresses }: ZoneRegionFilterProps & { addresses: readonly { country: string; state?: string | null }[] }) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => regionOptions(addresses, value, i18n.language), [addresses, value, i18n.language]);
  return (
    <FilterSelect
      label={t('zoneList.region')}
      value={value.trim().toUpperCase() || ANY}
      options={[
        { id: ANY, label: t('zoneList.anyRegion') },
        ...options.map((option) => ({ id: option.code, label: option.country ? t('zoneList.regionInCountry', { region: option.name, country: option.country }) : option.name })),
      ]}
      onChange={(id) => onChange(id === ANY ? null : id)}
    />
  );
}
