import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { NotFoundPageProps } from '../pages/errors/NotFoundPage';
import { StaticErrorFallback } from '../pages/errors/StaticErrorFallback';

// The page (react-aria links) loads when a path is not found, not with the app's entry; if it cannot
// load, the static error screen says 'not found' with its reload link.
const NotFoundPage = lazy(() =>
  import('../pages/errors/NotFoundPage').then(
    ({ NotFoundPage }) => ({ default: NotFoundPage }),
    () => ({ default: ({ variant }: NotFoundPageProps) => <StaticErrorFallback code="notFound" variant={variant} /> }),
  ),
);

/** The path as the user reads it: the location holds it percent-encoded ('/caf%C3%A9' for '/café'). */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export interface RouteNotFoundProps {
  knownPaths: () => readonly string[];
  /** minimal (default): inside the layout's main landmark; full: the whole page, when the layout itself failed. */
  variant?: NotFoundPageProps['variant'];
}

/** The not-found page for the current path, offering the known pages closest to it. */
export function RouteNotFound({ knownPaths, variant = 'minimal' }: RouteNotFoundProps) {
  const { pathname } = useLocation();
  const path = readablePath(pathname);
  const [suggestions, setSuggestions] = useState<{ path: string; paths: readonly string[] }>({ path, paths: [] });
  useEffect(() => {
    let current = true;
    void import('./routeSuggestions').then(({ routeSuggestions }) => {
      if (current) setSuggestions({ path, paths: routeSuggestions(path, knownPaths()) });
    });
    return () => {
      current = false;
    };
  }, [path, knownPaths]);
  return (
    <Suspense fallback={null}>
      <NotFoundPage path={path} suggestions={suggestions.path === path ? suggestions.paths : []} variant={variant} />
    </Suspense>
  );
}
