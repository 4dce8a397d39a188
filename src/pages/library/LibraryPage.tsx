// The library (core.md 2 /library): the account's playlists and schedules, filtered, searched and sorted
// by the URL's search (q, filter, sort, asc). The first 40 come with the route's query (libraryQuery.ts);
// more load as the end comes within 500 px, with 12 placeholders while they do. The list follows the
// library live (useLibraryItems).
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { LibraryPageQuery } from '../../__generated__/LibraryPageQuery.graphql';
import { LIBRARY_SORT_FIELDS } from '../../domain/library';
import { LibraryFilterChips, LibrarySearchBox } from '../../fragments/library/LibraryFilters';
import { LibraryItemRow, LibraryItemRowSkeleton } from '../../fragments/library/LibraryItemRow';
import { useLibraryItems } from '../../fragments/library/useLibraryItems';
import libraryTexts from '../../i18n/en/library.json';
import { registerTexts } from '../../i18n/i18n';
import { overridesPath } from '../../routing/paths';
import { librarySearch } from '../../routing/searchParams';
import { useSearch } from '../../routing/useSearch';
import { SelectField } from '../../ui/choiceFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import './LibraryPage.css';

registerTexts(libraryTexts);

/** Placeholders while items load (core.md 2). */
export const LIBRARY_PLACEHOLDERS = 12;
/** The next page loads when the end of the list is this close (core.md 2). */
export const LIBRARY_LOAD_AHEAD_PX = 500;
/** The page's search waits for typing to pause, as the header's does (core.md 9: 250 ms). */
const SEARCH_DEBOUNCE_MS = 250;

const query = graphql`
  query LibraryPageQuery($owner: ID!, $first: Int!, $query: LibraryItemsQuery) @preloadable {
    account(id: $owner) {
      id
      isRoyaltyFree
    }
    ...useLibraryItems_query @arguments(owner: $owner, first: $first, query: $query)
  }
`;

export function LibraryPage() {
  const { t } = useTranslation();
  const accountId = useParams().accountId;
  return (
    <div className="library-page">
      <div className="library-page__header">
        <h1 className="library-page__title">{t('library.title')}</h1>
        {/* Holiday and campaign overrides play the library's music in chosen zones for a while (issue 11). */}
        {accountId && <Link href={overridesPath(accountId)}>{t('library.overrides')}</Link>}
      </div>
      <LibraryControls />
      <Suspense fallback={<LibraryPlaceholders />}>
        <LibraryContent />
      </Suspense>
    </div>
  );
}

function LibraryPlaceholders() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('library.loading')}>
      <Skeleton width="6rem" height="1em" />
      <ul className="library-page__list">
        {Array.from({ length: LIBRARY_PLACEHOLDERS }, (_, n) => (
          <li key={n}>
            <LibraryItemRowSkeleton coverSize={48} />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** The filters live in the URL, so the back button undoes one; typing replaces the history entry. */
function LibraryControls() {
  const { t } = useTranslation();
  const search = useSearch(librarySearch);
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | null, replace = false) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace });
  };
  return (
    <div className="library-page__controls" role="search" aria-label={t('library.filters')}>
      <LibrarySearchBox value={search.q ?? ''} onSearch={(q) => set('q', q, true)} debounceMs={SEARCH_DEBOUNCE_MS} />
      <LibraryFilterChips value={search.filter ?? null} onChange={(filter) => set('filter', filter)} />
      <div className="library-page__sort">
        <SelectField
          label={t('library.sort.label')}
          value={search.sort ?? 'addedAt'}
          onChange={(sort) => set('sort', sort === 'addedAt' ? null : sort)}
          choices={LIBRARY_SORT_FIELDS.map((field) => ({ value: field, label: t(`library.sort.${field}`) }))}
        />
        <SelectField
          label={t('library.order.label')}
          value={search.asc ? 'asc' : 'desc'}
          onChange={(order) => set('asc', order === 'asc' ? 'true' : null)}
          choices={[
            { value: 'desc', label: t('library.order.desc') },
            { value: 'asc', label: t('library.order.asc') },
          ]}
        />
      </div>
    </div>
  );
}

function LibraryContent() {
  const { t } = useTranslation();
  const queryRef = useLoaderData<PreloadedQuery<LibraryPageQuery>>();
  const data = usePreloadedQuery<LibraryPageQuery>(query, queryRef);
  const accountId = useParams().accountId ?? data.account?.id ?? '';
  const { library, total, items, hasNext, isLoadingNext, loadNext } = useLibraryItems(data);
  const search = useSearch(librarySearch);
  const end = useRef<HTMLDivElement>(null);

  // The next page, once the end of the list is near.
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNext) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && !isLoadingNext && loadNext(), { rootMargin: `${LIBRARY_LOAD_AHEAD_PX}px` });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (!library || !data.account) return <p>{t('library.notFound')}</p>;
  const filtered = Boolean(search.q?.trim() || search.filter);
  return (
    <>
      <p className="library-page__count">{t('library.count', { count: total })}</p>
      {items.length === 0 ? (
        <p className="library-page__empty">{filtered ? t('library.noMatch') : t('library.empty')}</p>
      ) : (
        <ul className="library-page__list">
          {items.map(({ key, item }) => (
            <li key={key}>
              <LibraryItemRow item={item} accountId={accountId} isRoyaltyFree={data.account!.isRoyaltyFree} coverSize={48} />
            </li>
          ))}
        </ul>
      )}
      {isLoadingNext && (
        <LoadingRegion label={t('library.loadingMore')}>
          <ul className="library-page__list">
            {Array.from({ length: LIBRARY_PLACEHOLDERS }, (_, n) => (
              <li key={n}>
                <LibraryItemRowSkeleton coverSize={48} />
              </li>
            ))}
          </ul>
        </LoadingRegion>
      )}
      <div ref={end} />
    </>
  );
}
