import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { routeSuggestions } from './notFound';

/** The not-found page for the current path, offering the known pages closest to it; inside the layout's main landmark. */
export function RouteNotFound({ knownPaths }: { knownPaths: () => readonly string[] }) {
  const { pathname } = useLocation();
  const suggestions = useMemo(() => routeSuggestions(pathname, knownPaths()), [pathname, knownPaths]);
  return <NotFoundPage path={pathname} suggestions={suggestions} variant="minimal" />;
}
