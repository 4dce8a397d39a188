import { useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../errors/failures';
import { fromUnknown, pageErrorCode, reloadForChunkError } from '../../errors/fromUnknown';
import type { PageErrorCode } from '../../errors/fromUnknown';
import { browserPage } from './browserPage';
import type { ErrorPageVariant } from './ErrorPage';
import { PageErrorReporterContext } from './errorReporting';
import { LazyErrorPage } from './LazyErrorPage';

/** Outcomes the user can act on themselves; nothing to report. */
const UNREPORTED_CODES: ReadonlySet<PageErrorCode> = new Set(['unauthorized', 'forbidden', 'notFound', 'offline']);

const NOTHING_HANDLED = Symbol('nothing handled');

export interface RouteErrorBoundaryProps {
  variant?: ErrorPageVariant;
  /**
   * The route table's not-found page, shown for whatever is not found on a page (an unknown path, a
   * parameter outside its values, a resource that does not exist), so that users meet one not-found
   * screen with the spec's text. A modal keeps its own compact not-found texts.
   */
  notFound?: ReactNode;
}

/**
 * A route's `errorElement`: the error page for whatever the route threw, reported unless expected. A
 * failed chunk load reloads the page (at most once per 60 s), otherwise it shows the offline page.
 */
export function RouteErrorBoundary({ variant = 'full', notFound }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const report = useContext(PageErrorReporterContext);
  const appError = fromUnknown(error);
  const code = pageErrorCode(error);
  // Blank until the effect knows whether the page is about to reload.
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  const [errorId, setErrorId] = useState<string>();
  // Once per error, also when StrictMode runs effects twice (a second guard check would say no).
  const handled = useRef<unknown>(NOTHING_HANDLED);

  useEffect(() => {
    if (handled.current === error) return;
    handled.current = error;
    if (reloadForChunkError(error, { reload: () => browserPage.reload() })) return;
    setReloading(false);
    const failure = fromUnknown(error);
    setErrorId(!failure.expected && !UNREPORTED_CODES.has(pageErrorCode(failure)) ? report(error) : undefined);
  }, [error, report]);

  if (reloading) return null;
  if (code === 'notFound' && notFound && variant !== 'modal') return notFound;
  // A defect, not an outcome the app models: the 'Unexpected error' texts.
  return <LazyErrorPage variant={variant} code={code} errorId={errorId} unexpected={appError.kind === 'unknown'} />;
}
