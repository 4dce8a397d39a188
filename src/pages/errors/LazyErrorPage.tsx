// The error screen (react-aria buttons, dialogs, the crash report) loads when something has failed,
// not with the app's entry: most first loads never show it.
import { Suspense, lazy } from 'react';
import type { ErrorPageProps } from './ErrorPage';
import { StaticErrorFallback } from './StaticErrorFallback';

const ErrorPageChunk = lazy(() =>
  import('./ErrorPage').then(
    ({ ErrorPage }) => ({ default: ErrorPage }),
    // The failure being shown may be the very reason this chunk cannot load either (offline, a new deploy).
    () => ({ default: StaticErrorFallback }),
  ),
);

/** ErrorPage, loaded on first use; nothing while it loads, the static fallback if it cannot load. */
export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}
