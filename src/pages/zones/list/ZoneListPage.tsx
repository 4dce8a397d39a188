// The zone list (core.md 2 /zones, issue 9): every zone of the account with its status, what it plays
// and its player, filtered by the URL's search (q, region, status, statusCode), perPage zones a page
// from the `after` cursor. The route's loader started the query (zoneListQuery.ts); a filter changes
// the URL, whose loader starts the query for the new filters.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { SoundZoneFilter, ZoneListPageQuery } from '../../../__generated__/ZoneListPageQuery.graphql';
import type { ZoneListPage_totals$key } from '../../../__generated__/ZoneListPage_totals.graphql';
import zoneListTexts from '../../../i18n/en/zoneList.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { zoneListSearch } from '../../../routing/searchParams';
import { useSearch } from '../../../routing/useSearch';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { ZoneList, ZoneRowSkeleton } from './ZoneList';
import { ZoneListFilters } from './ZoneListFilters';
import { hasFilters, withoutFilters } from './zoneListSearchUpdate';
import { useLiveZoneTotals } from './useLiveZoneTotals';
import './ZoneListPage.css';

registerTexts(zoneListTexts);

const query = graphql`
  query ZoneListPageQuery($accountId: ID!, $first: Int!, $after: String, $filters: [SoundZoneFilter!]!) @preloadable {
    account(id: $accountId) {
      id
      ...ZoneListPage_totals @arguments(filters: $filters)
      ...ZoneList_account @arguments(first: $first, after: $after, start: $after, filters: $filters)
    }
  }
`;

// The counts, kept live by useLiveZoneTotals.
const totalsFragment = graphql`
  fragment ZoneListPage_totals on Account @argumentDefinitions(filters: { type: "[SoundZoneFilter!]!" }) {
    everyZone: soundZones(first: 0) {
      total
    }
    matching: soundZones(first: 0, filters: $filters) {
      total
      ...ZoneListFilters_totals
    }
  }
`;

export function ZoneListPage() {
  return (
    <div className="zone-list-page">
      <Suspense fallback={<ZoneListPageSkeleton />}>
        <ZoneListContent />
      </Suspense>
    </div>
  );
}

/** Rows shown while the first page loads: about a screenful. */
const SKELETON_ROWS = 8;

export function ZoneListPageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('zoneList.loading')}>
      <div className="zone-list-page__header">
        <Skeleton width="160px" height="2rem" />
      </div>
      <div className="zone-list-filters">
        <Skeleton width="100%" height="2.5rem" radius="var(--radius)" />
        <Skeleton width="70%" height="2rem" radius="999px" />
      </div>
      <div className="zone-list">
        {Array.from({ length: SKELETON_ROWS }, (_, n) => (
          <div key={n} className="zone-list__item zone-list__item--static">
            <ZoneRowSkeleton />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function ZoneListContent() {
  const { t } = useTranslation();
  // Started by the route's loader (zoneListQuery.ts) while this page's code loaded.
  const queryRef = useLoaderData<PreloadedQuery<ZoneListPageQuery>>();
  const { account } = usePreloadedQuery<ZoneListPageQuery>(query, queryRef);
  const accountId = useParams().accountId ?? '';
  if (!account) return <p>{t('zoneList.notFound')}</p>;
  return <ZoneListOfAccount account={account} accountId={accountId || account.id} filters={queryRef.variables.filters} />;
}

interface ZoneListOfAccountProps {
  account: NonNullable<ZoneListPageQuery['response']['account']>;
  accountId: string;
  /** The filters the list was loaded with. */
  filters: readonly SoundZoneFilter[];
}

function ZoneListOfAccount({ account, accountId, filters }: ZoneListOfAccountProps) {
  const { t } = useTranslation();
  const search = useSearch(zoneListSearch);
  const [params, setParams] = useSearchParams();
  const totals = useFragment<ZoneListPage_totals$key>(totalsFragment, account);
  useLiveZoneTotals(account.id, filters);

  const createHref = accountPath(account.id, '/zones/create/');
  const noZones = totals.everyZone.total === 0;
  return (
    <>
      <header className="zone-list-page__header">
        <div>
          <h1 className="zone-list-page__title">{t('zoneList.title')}</h1>
          <p className="zone-list-page__count">
            {hasFilters(search) ? t('zoneList.matching', { count: totals.matching.total }) : t('zoneList.zoneCount', { count: totals.everyZone.total })}
          </p>
        </div>
        {!noZones && (
          <Link href={createHref} className="zone-list-page__create">
            {t('zoneList.createZone')}
          </Link>
        )}
      </header>
      {noZones ? (
        <section className="zone-list-page__empty" aria-labelledby="zone-list-empty">
          <span className="zone-list-page__empty-art" aria-hidden="true">
            ♫
          </span>
          <h2 id="zone-list-empty">{t('zoneList.noZonesTitle')}</h2>
          <p>{t('zoneList.noZonesBody')}</p>
          <Link href={createHref} className="zone-list-page__create">
            {t('zoneList.createZone')}
          </Link>
        </section>
      ) : (
        <>
          <ZoneListFilters accountId={accountId} search={search} totals={totals.matching} />
          {/* Rows come and go with the filters the list was loaded with: a list of other filters is another list. */}
          <ZoneList
            key={JSON.stringify(filters)}
            account={account}
            accountId={accountId}
            perPage={search.perPage}
            filters={filters}
            total={totals.matching.total}
            empty={
              <section className="zone-list-page__empty" aria-labelledby="zone-list-no-match">
                <span className="zone-list-page__empty-art" aria-hidden="true">
                  ⌕
                </span>
                <h2 id="zone-list-no-match">{t('zoneList.noMatchTitle')}</h2>
                <p>{t('zoneList.noMatchBody')}</p>
                <Button variant="primary" onPress={() => setParams(withoutFilters(params))}>
                  {t('zoneList.clearFilters')}
                </Button>
              </section>
            }
          />
        </>
      )}
    </>
  );
}
