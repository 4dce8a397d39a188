// The fuzzy not-found page (core.md 2, navigation.md 2.1): an unknown path shows 'Route not found
// ({path})' with the known pages closest to what was typed (src/routing/routeSuggestions.ts).
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './handle';

function joinPaths(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** An account page is offered for the current account ('_'); other parameters cannot be guessed. */
function suggestablePath(path: string): string | null {
  const concrete = path.replace(/\/:accountId(?=\/|$)/, '/_').replace(/\/$/, '') || '/';
  return /[:*]/.test(concrete) ? null : concrete;
}

/** The paths of the table's pages that can be offered: pages, not redirects, with no parameter to fill. */
export function suggestablePaths(routes: readonly RouteObject[], parent = '/'): string[] {
  const paths = new Set<string>();
  for (const route of routes) {
    const path = joinPaths(parent, route.path);
    const handle = route.handle as RouteHandle | undefined;
    const rendersPage = Boolean(route.lazy || route.Component);
    const suggestable = rendersPage && handle?.suggest !== false ? suggestablePath(path) : null;
    if (suggestable) paths.add(suggestable);
    for (const child of suggestablePaths(route.children ?? [], path)) paths.add(child);
  }
  return [...paths];
}
