// The zone list's filters (core.md 2 /zones): a search box, the status chips with how many zones each
// holds, the status code and the region. Every filter lives in the URL, so a filtered list can be
// shared and the back button undoes a filter; typing replaces the history entry rather than adding one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ZoneListFilters_totals$key } from '../../../__generated__/ZoneListFilters_totals.graphql';
import { ZONE_STATES, ZONE_STATUS_CODES } from '../../../domain/zoneStatus';
import type { ZoneState } from '../../../domain/zoneStatus';
import { useFormatNumber } from '../../../i18n/useFormatNumber';
import { FilterSelect } from './FilterSelect';
import { ZoneRegionFilter } from './ZoneRegionFilter';
import type { ZoneListSearch } from './zoneListQuery';
import { withFilter } from './zoneListSearchUpdate';
import type { ZoneListFilterName } from './zoneListSearchUpdate';

/** core.md 9: search debounce 250 ms. */
export const ZONE_SEARCH_DEBOUNCE_MS = 250;

const ALL = 'ALL';
/** The chips in the order a person scans for trouble: what needs attention first. */
const CHIP_ORDER: readonly ZoneState[] = ['ERROR', 'INCOMPLETE', 'NOT_SETUP', 'OK'];

export interface ZoneListFiltersProps {
  accountId: string;
  search: ZoneListSearch;
  totals: ZoneListFilters_totals$key;
}

export function ZoneListFilters({ accountId, search, totals }: ZoneListFiltersProps) {
  const { t } = useTranslation();
  const formatCount = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const setFilter = (name: ZoneListFilterName, value: string | null, replace = false) => setParams(withFilter(params, name, value), { replace });

  // Zones matching every filter but the status, per status: what each chip would show.
  const { stateTotals } = useFragment(
    graphql`
      fragment ZoneListFilters_totals on SoundZoneConnection {
        stateTotals {
          state
          total
        }
      }
    `,
    totals,
  );
  const countOf = (state: ZoneState) => stateTotals.find((entry) => entry.state === state)?.total ?? 0;
  const allCount = ZONE_STATES.reduce((sum, state) => sum + countOf(state), 0);

  return (
    <div className="zone-list-filters" role="search" aria-label={t('zoneList.filters')}>
      <ZoneSearchBox value={search.q ?? ''} onSearch={(q) => setFilter('q', q, true)} />
      <ToggleButtonGroup
        aria-label={t('zoneList.status')}
        className="zone-list-filters__chips"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[search.status ?? ALL]}
        onSelectionChange={(keys) => {
          const [key] = [...keys];
          setFilter('status', key === ALL || key === undefined ? null : String(key));
        }}
      >
        <ToggleButton id={ALL} className="zone-list-chip">
          {t('zoneList.allStatuses')}
          <span className="zone-list-chip__count">{formatCount(allCount)}</span>
        </ToggleButton>
        {CHIP_ORDER.map((state) => (
          <ToggleButton key={state} id={state} className="zone-list-chip" data-state={state}>
            <span className="zone-list-chip__dot" aria-hidden="true" />
            {t(`zoneList.state.${state}`)}
            <span className="zone-list-chip__count">{formatCount(countOf(state))}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className="zone-list-filters__selects">
        <FilterSelect
          label={t('zoneList.statusCode')}
          value={search.statusCode ?? ALL}
          options={[{ id: ALL, label: t('zoneList.anyStatusCode') }, ...ZONE_STATUS_CODES.map((code) => ({ id: code, label: t(`zoneStatus.code.${code}`) }))]}
          onChange={(key) => setFilter('statusCode', key === ALL ? null : key)}
        />
        <ZoneRegionFilter accountId={accountId} value={search.region} onChange={(region) => setFilter('region', region)} />
      </div>
    </div>
  );
}

/** The search box: the URL follows what is typed once typing pauses; Escape clears it. */
function ZoneSearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  // The URL changed from elsewhere (back button, clear filters): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === latest.current.value.trim()) return;
    const timer = setTimeout(() => latest.current.onSearch(text.trim()), ZONE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <SearchField value={text} onChange={setText} className="zone-list-filters__search">
      <Label className="visually-hidden">{t('zoneList.search')}</Label>
      <span className="zone-list-filters__search-icon" aria-hidden="true">
        ⌕
      </span>
      <Input placeholder={t('zoneList.searchPlaceholder')} className="zone-list-filters__search-input" />
      <AriaButton className="zone-list-filters__search-clear" aria-label={t('zoneList.clearSearch')}>
        ✕
      </AriaButton>
    </SearchField>
  );
}
