// A page-by-page list of a library's items, for the library page and the sidebar. It follows the library
// in the store: an item taken out (optimistically, or by another client) leaves the list at once, and a
// new version (an item added here or elsewhere) loads the list again.
import { startTransition, useEffect, useMemo, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { useLibraryItems_query$key } from '../../__generated__/useLibraryItems_query.graphql';
import type { LibraryItemsPaginationQuery, LibraryItemsQuery } from '../../__generated__/LibraryItemsPaginationQuery.graphql';
import { LIBRARY_NEXT_PAGE } from '../../domain/library';
import type { LibraryItemRowProps } from './LibraryItemRow';
import { useLibraryUpdates } from './useLibraryUpdates';

// The rows are LibraryItemRow's: this hook hands each its fragment reference.
/* eslint-disable relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment useLibraryItems_query on Query
  @refetchable(queryName: "LibraryItemsPaginationQuery")
  @argumentDefinitions(owner: { type: "ID!" }, first: { type: "Int!" }, after: { type: "String" }, query: { type: "LibraryItemsQuery" }) {
    library(owner: $owner) {
      owner
      version
      ids
      items(first: $first, after: $after, query: $query) @connection(key: "useLibraryItems_items", filters: ["query"]) {
        total
        edges {
          cursor
          node {
            __typename
            ... on Playlist {
              id
            }
            ... on Schedule {
              id
            }
            ...LibraryItemRow_item
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export function useLibraryItems(key: useLibraryItems_query$key) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<LibraryItemsPaginationQuery, useLibraryItems_query$key>(fragment, key);
  const library = data.library;
  useLibraryUpdates(library?.owner ?? null);

  // A version other than the one the items were read at: load them again.
  const loadedVersion = useRef(library?.version);
  useEffect(() => {
    if (!library || library.version === loadedVersion.current) return;
    loadedVersion.current = library.version;
    startTransition(() => void refetch({}, { fetchPolicy: 'network-only' }));
  }, [library, refetch]);

  // Each row of LibraryItemRow, keyed by its cursor; only those still in the library.
  const items = useMemo((): { key: string; item: LibraryItemRowProps['item'] }[] => {
    if (!library) return [];
    const ids = new Set(library.ids);
    return library.items.edges.filter((edge) => ids.has((edge.node as { id?: string }).id ?? '')).map((edge) => ({ key: edge.cursor, item: edge.node }));
  }, [library]);

  return {
    library,
    /** How many match in all. */
    total: library?.items.total ?? 0,
    items,
    hasNext,
    isLoadingNext,
    loadNext: () => startTransition(() => void loadNext(LIBRARY_NEXT_PAGE)),
    /** Lists the items of another filter, search or sort, keeping the current list until they come. */
    refilter: (query: LibraryItemsQuery) => startTransition(() => void refetch({ query }, { fetchPolicy: 'store-or-network' })),
  };
}
