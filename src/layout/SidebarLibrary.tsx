// The sidebar's library (navigation.md 2.8): chips for playlists and schedules, a search field once more
// than 15 items are loaded or a search is set (debounced 500 ms), the items in a virtualised list (64 px
// rows, 10 rows of overscan) with cover, title, kind and the context menu, and a 'load more' button.
// It loads after the layout's first paint, in a chunk of its own (SidebarLibraryRegion).
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SidebarLibraryQuery } from '../__generated__/SidebarLibraryQuery.graphql';
import { LIBRARY_FIRST_PAGE } from '../domain/library';
import { LibraryFilterChips, LibrarySearchBox } from '../fragments/library/LibraryFilters';
import type { LibraryFilter } from '../fragments/library/LibraryFilters';
import { LibraryItemRow, LibraryItemRowSkeleton } from '../fragments/library/LibraryItemRow';
import { useLibraryItems } from '../fragments/library/useLibraryItems';
import libraryTexts from '../i18n/en/library.json';
import { registerTexts } from '../i18n/i18n';
import { Button } from '../ui/Button';
import { LoadingRegion } from '../ui/Skeleton';

registerTexts(libraryTexts);

/** navigation.md 2.8 and core.md 9: the search shows above this many loaded items, and waits 500 ms. */
export const SIDEBAR_SEARCH_ABOVE = 15;
export const SIDEBAR_SEARCH_DEBOUNCE_MS = 500;
export const SIDEBAR_ITEM_HEIGHT = 64;
export const SIDEBAR_OVERSCAN = 10;
const PLACEHOLDERS = 4;

const query = graphql`
  query SidebarLibraryQuery($owner: ID!, $first: Int!) {
    account(id: $owner) {
      isRoyaltyFree
    }
    ...useLibraryItems_query @arguments(owner: $owner, first: $first)
  }
`;

/** The search field's rule: more than 15 items loaded, or a search set. */
export const showsSidebarSearch = (loaded: number, search: string) => loaded > SIDEBAR_SEARCH_ABOVE || search !== '';

export function SidebarLibrary({ accountId }: { accountId: string }) {
  const [reference, load] = useQueryLoader<SidebarLibraryQuery>(query);
  useEffect(() => load({ owner: accountId, first: LIBRARY_FIRST_PAGE }, { fetchPolicy: 'store-and-network' }), [accountId, load]);
  return <Suspense fallback={<SidebarLibraryPlaceholders />}>{reference && <SidebarLibraryList reference={reference} accountId={accountId} />}</Suspense>;
}

function SidebarLibraryPlaceholders() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('library.loading')}>
      {Array.from({ length: PLACEHOLDERS }, (_, n) => (
        <LibraryItemRowSkeleton key={n} coverSize={48} />
      ))}
    </LoadingRegion>
  );
}

function SidebarLibraryList({ reference, accountId }: { reference: PreloadedQuery<SidebarLibraryQuery>; accountId: string }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<SidebarLibraryQuery>(query, reference);
  const { items, hasNext, isLoadingNext, loadNext, refilter } = useLibraryItems(data);
  const [filter, setFilter] = useState<LibraryFilter | null>(null);
  const [search, setSearch] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => SIDEBAR_ITEM_HEIGHT,
    overscan: SIDEBAR_OVERSCAN,
  });

  const apply = (next: { filter: LibraryFilter | null; search: string }) => {
    setFilter(next.filter);
    setSearch(next.search);
    refilter({ kinds: next.filter === 'playlists' ? ['PLAYLIST'] : next.filter === 'schedules' ? ['SCHEDULE'] : null, search: next.search.trim() ? next.search : null });
  };

  return (
    <>
      <LibraryFilterChips value={filter} onChange={(next) => apply({ filter: next, search })} />
      {showsSidebarSearch(items.length, search) && <LibrarySearchBox value={search} onSearch={(next) => apply({ filter, search: next })} debounceMs={SIDEBAR_SEARCH_DEBOUNCE_MS} />}
      {items.length === 0 ? (
        <p className="sidebar-library__empty">{search || filter ? t('library.noMatch') : t('sidebarLibrary.emptyLoggedIn')}</p>
      ) : (
        <div ref={scroller} className="sidebar-library__scroller">
          <ul className="sidebar-library__list" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const { key, item } = items[row.index]!;
              return (
                <li key={key} className="sidebar-library__row" style={{ height: row.size, transform: `translateY(${row.start}px)` }}>
                  <LibraryItemRow item={item} accountId={accountId} isRoyaltyFree={data.account?.isRoyaltyFree ?? false} coverSize={48} compact />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {hasNext && (
        <Button variant="quiet" className="sidebar-library__more" onPress={loadNext} isPending={isLoadingNext}>
          {t('sidebarLibrary.loadMore')}
        </Button>
      )}
    </>
  );
}
