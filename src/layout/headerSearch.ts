// The header search's route (navigation.md 2.2, core.md 2): /search/{query} with nav=header.

export const SEARCH_PATH = '/search';
/** Typing settles this long before the route follows (navigation.md 9). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Where a header search for `query` goes; an empty query is the search page itself. */
export function headerSearchPath(query: string): string {
  const trimmed = query.trim();
  return `${SEARCH_PATH}${trimmed ? `/${encodeURIComponent(trimmed)}` : ''}?nav=header`;
}

export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_PATH || pathname.startsWith(`${SEARCH_PATH}/`);
}

/** The query of a search page's path (/search/{query}/{section}), '' on /search, null elsewhere. */
export function searchQueryOfPath(pathname: string): string | null {
  if (!isSearchPath(pathname)) return null;
  const segment = pathname.slice(SEARCH_PATH.length + 1).split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
