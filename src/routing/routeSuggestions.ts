// The known pages closest to an unknown path, for the not-found page; loaded, with fuse.js, when a
// not-found page shows.
import Fuse from 'fuse.js';

export const MAX_ROUTE_SUGGESTIONS = 3;
/** Fuse's score: 0 is an exact match, 1 anything; above this a page is not offered. */
const SUGGESTION_THRESHOLD = 0.45;

/** The known paths closest to an unknown one, best first. */
export function routeSuggestions(path: string, knownPaths: readonly string[], limit = MAX_ROUTE_SUGGESTIONS): string[] {
  const fuse = new Fuse(knownPaths, { includeScore: true, ignoreLocation: true, threshold: SUGGESTION_THRESHOLD });
  const query = path.replace(/\/+$/, '') || '/';
  return fuse
    .search(query)
    .filter((result) => result.item !== query)
    .slice(0, limit)
    .map((result) => result.item);
}
