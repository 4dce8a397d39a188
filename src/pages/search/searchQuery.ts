// The search page's query as its route's loader starts it: on the overview a few results of every kind,
// on a section a page of its kind alone.
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import searchPageQueryParameters from '../../__generated__/SearchPageQuery$parameters';
import type { SearchSection } from './searchPath';

/** Results of each kind the overview shows before its 'Show all' link. */
export const OVERVIEW_RESULTS = 6;
/** Results a section shows. */
export const SECTION_RESULTS = 50;

export function searchVariables(query: string, section: SearchSection | null): SearchPageQuery['variables'] {
  const shown = (name: SearchSection) => section === null || section === name;
  return {
    query,
    first: section ? SECTION_RESULTS : OVERVIEW_RESULTS,
    tracks: shown('tracks'),
    artists: shown('artists'),
    albums: shown('albums'),
    playlists: shown('playlists'),
    categories: shown('categories'),
  };
}

export function searchQueryPreload(query: string, section: SearchSection | null): QueryPreload<SearchPageQuery> {
  return {
    key: 'SearchPage',
    query: () => import('../../__generated__/SearchPageQuery.graphql'),
    parameters: searchPageQueryParameters,
    variables: searchVariables(query, section),
    // The catalogue changes rarely: a search made before shows at once.
    fetchPolicy: 'store-or-network',
  };
}
