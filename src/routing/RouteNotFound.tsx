import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import type { NotFoundPageProps } from '../pages/errors/NotFoundPage';

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
  return <NotFoundPage path={path} suggestions={suggestions.path === path ? suggestions.paths : []} variant={variant} />;
}
