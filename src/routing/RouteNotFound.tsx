import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import type { NotFoundPageProps } from '../pages/errors/NotFoundPage';
import { routeSuggestions } from './notFound';

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
  const suggestions = useMemo(() => routeSuggestions(path, knownPaths()), [path, knownPaths]);
  return <NotFoundPage path={path} suggestions={suggestions} variant={variant} />;
}
