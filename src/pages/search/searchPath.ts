// The search page's path (core.md 2, navigation.md 2.2): /search/{query}/{section}, both URL-decoded,
// each section one kind of result; and the destinations a query may name, which it then leads to.
import { deepLinkTarget } from '../../routing/deepLinks';
import { SEARCH_PATH } from '../../layout/headerSearch';
import { CURRENT_ACCOUNT, accountPath } from '../../routing/paths';

/** The sections of the search page, one per kind of result, in the order the overview shows them. */
export const SEARCH_SECTIONS = ['tracks', 'artists', 'albums', 'playlists', 'categories'] as const;

export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export const isSearchSection = (value: string): value is SearchSection => (SEARCH_SECTIONS as readonly string[]).includes(value);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The query and section of the part of the path after /search/ ('' and null when absent). */
export function parseSearchSplat(splat: string): { query: string; section: string | null } {
  const [query = '', section = ''] = splat.split('/');
  return { query: decoded(query).trim(), section: section ? decoded(section) : null };
}

/** The path of a search, or of one of its sections. */
export const searchPath = (query: string, section?: SearchSection): string =>
  [SEARCH_PATH, ...(query ? [encodeURIComponent(query)] : []), ...(query && section ? [section] : [])].join('/');

/**
 * Pages a query may name by word, so that typing where to go goes there (the command palette's words,
 * lower case): a search for 'zones' opens the zone list rather than music named so.
 */
const DESTINATIONS: Readonly<Record<string, string>> = {
  home: '/home',
  zones: accountPath(CURRENT_ACCOUNT, '/zones'),
  locations: accountPath(CURRENT_ACCOUNT, '/zones'),
  library: accountPath(CURRENT_ACCOUNT, '/library'),
  'your music': accountPath(CURRENT_ACCOUNT, '/library'),
  create: '/create',
  settings: accountPath(CURRENT_ACCOUNT, '/settings'),
  profile: '/user',
};

/** Where a query leads instead of its results: a destination's name, or a link of the product's own (cadence:album:…); null for a query to search. */
export function knownDestination(query: string): string | null {
  const named = DESTINATIONS[query.toLowerCase()];
  if (named) return named;
  return query.includes(':') ? deepLinkTarget(`/${encodeURIComponent(query)}`) : null;
}

export type SearchRoute = { kind: 'search'; query: string; section: SearchSection | null } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/** What a search path shows: its results, the destination its query names (only without a section), or nothing for an unknown section. */
export function searchRouteOf(splat: string): SearchRoute {
  const { query, section } = parseSearchSplat(splat);
  if (section === null) {
    const to = knownDestination(query);
    return to ? { kind: 'redirect', to } : { kind: 'search', query, section: null };
  }
  return isSearchSection(section) ? { kind: 'search', query, section } : { kind: 'notFound' };
}
