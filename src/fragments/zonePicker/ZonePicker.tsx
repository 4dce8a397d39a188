// Choosing zones of an account (core.md 2 'playTo'; holiday and campaign overrides): a search field and
// the matching zones to tick. The 5,000-zone account is searched on the server; the first 50 matches
// show, and the rest are counted. Zones ticked stay chosen while the search changes.
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Input, Label, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { ZonePickerQuery, ZonePickerQuery$data } from '../../__generated__/ZonePickerQuery.graphql';
// Its texts travel with the playTo dialog's, which shows it most (one file, one module to load).
import playSourceTexts from '../../i18n/en/playSource.json';
import { registerTexts } from '../../i18n/i18n';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { ZoneStatusBadge } from '../ZoneStatusBadge';
import './ZonePicker.css';

registerTexts(playSourceTexts);

/** Zones shown for a search; more are counted, not listed. */
export const ZONE_PICKER_ZONES_SHOWN = 50;

const zonesQuery = graphql`
  query ZonePickerQuery($accountId: ID!, $filters: [SoundZoneFilter!], $first: Int!) {
    account(id: $accountId) {
      soundZones(first: $first, filters: $filters) {
        total
        edges {
          node {
            id
            name
            permissions
            location {
              name
            }
            ...ZoneStatusBadge_soundZone
          }
        }
      }
    }
  }
`;

type PickedZone = NonNullable<ZonePickerQuery$data['account']>['soundZones']['edges'][number]['node'];

export interface ZonePickerProps {
  accountId: string;
  selected: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** Zones without this permission show, and cannot be chosen, with `notAllowed` in place of their location. */
  required?: { permission: PickedZone['permissions'][number]; notAllowed: string };
  autoFocus?: boolean;
  /** The id of what describes the list, such as the choice's error message. */
  describedBy?: string;
}

interface ZoneChoicesProps extends Pick<ZonePickerProps, 'selected' | 'onSelectionChange' | 'required' | 'describedBy'> {
  reference: PreloadedQuery<ZonePickerQuery>;
}

function ZoneChoices({ reference, selected, onSelectionChange, required, describedBy }: ZoneChoicesProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ZonePickerQuery>(zonesQuery, reference);
  const search = reference.variables.filters?.[0]?.search ?? '';
  const zones = data.account?.soundZones.edges.map((edge) => edge.node) ?? [];
  const hidden = (data.account?.soundZones.total ?? 0) - zones.length;
  const disabled = required ? zones.filter((zone) => !zone.permissions.includes(required.permission)).map((zone) => zone.id) : [];
  if (!zones.length) return <p className="zone-picker__empty">{t('zonePicker.noZones', { search })}</p>;
  return (
    <>
      <ListBox
        aria-label={t('zonePicker.zones')}
        aria-describedby={describedBy}
        className="zone-picker__zones"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabled}
        items={zones}
      >
        {(zone) => (
          <ListBoxItem id={zone.id} textValue={`${zone.name}, ${zone.location.name}`} className="zone-picker__zone">
            {({ isDisabled }) => (
              <>
                <span className="zone-picker__check" aria-hidden="true" />
                <span className="zone-picker__zone-name">
                  {zone.name}
                  <span className="zone-picker__zone-location">{isDisabled && required ? required.notAllowed : zone.location.name}</span>
                </span>
                <ZoneStatusBadge soundZone={zone} />
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
      {hidden > 0 && <p className="zone-picker__more">{t('zonePicker.more', { count: hidden })}</p>}
    </>
  );
}

function ZoneChoicesLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('zonePicker.loading')}>
      {Array.from({ length: 4 }, (_, row) => (
        <div key={row} className="zone-picker__zone">
          <Skeleton width="1.25rem" height="1.25rem" />
          <Skeleton width="60%" />
        </div>
      ))}
    </LoadingRegion>
  );
}

export function ZonePicker({ accountId, selected, onSelectionChange, required, autoFocus, describedBy }: ZonePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [reference, loadZones] = useQueryLoader<ZonePickerQuery>(zonesQuery);
  // The zones load as the picker shows, and again for each search; the list shown stays until the next arrives.
  useEffect(() => {
    loadZones({ accountId, filters: deferredSearch ? [{ search: deferredSearch }] : null, first: ZONE_PICKER_ZONES_SHOWN }, { fetchPolicy: 'store-or-network' });
  }, [deferredSearch, loadZones, accountId]);
  return (
    <>
      <SearchField className="zone-picker__search" value={search} onChange={setSearch} autoFocus={autoFocus}>
        <Label>{t('zonePicker.search')}</Label>
        <Input />
      </SearchField>
      <Suspense fallback={<ZoneChoicesLoading />}>
        {reference ? <ZoneChoices reference={reference} selected={selected} onSelectionChange={onSelectionChange} required={required} describedBy={describedBy} /> : <ZoneChoicesLoading />}
      </Suspense>
    </>
  );
}
