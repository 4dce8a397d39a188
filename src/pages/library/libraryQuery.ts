// The library page's query as its route's loader starts it (core.md 2 /library): the URL's search read
// with the route's schema (invalid values dropped), turned into the items' filter and sort; the first
// page is 40 items, newest added first unless the URL sorts otherwise.
import type { LibraryItemsQuery, LibraryPageQuery } from '../../__generated__/LibraryPageQuery.graphql';
import libraryPageQueryParameters from '../../__generated__/LibraryPageQuery$parameters';
import { LIBRARY_FIRST_PAGE } from '../../domain/library';
import type { QueryPreload } from '../../routing/context';
import { librarySearch, parseSearch } from '../../routing/searchParams';

export type LibrarySearch = ReturnType<typeof librarySearch.parse>;

/** The search as the API's items query. */
export function libraryItemsQuery(search: LibrarySearch): LibraryItemsQuery {
  const field = search.sort === 'name' ? 'NAME' : 'ADDED_AT';
  return {
    kinds: search.filter === 'playlists' ? ['PLAYLIST'] : search.filter === 'schedules' ? ['SCHEDULE'] : null,
    search: search.q?.trim() ? search.q : null,
    sort: { field, order: search.asc ? 'ASC' : 'DESC' },
  };
}

export function libraryVariables(accountId: string, params: URLSearchParams): LibraryPageQuery['variables'] {
  return { owner: accountId, first: LIBRARY_FIRST_PAGE, query: libraryItemsQuery(parseSearch(librarySearch, params)) };
}

export function libraryQueryPreload(accountId: string, params: URLSearchParams): QueryPreload<LibraryPageQuery> {
  return {
    key: 'LibraryPage',
    query: () => import('../../__generated__/LibraryPageQuery.graphql'),
    parameters: libraryPageQueryParameters,
    variables: libraryVariables(accountId, params),
    fetchPolicy: 'store-and-network',
  };
}
