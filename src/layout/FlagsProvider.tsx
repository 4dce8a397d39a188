import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { FlagsContext, flagContext } from './flags';
import type { ResolvedFlags } from './flags';

const FlagsResolver = lazy(() => import('./FlagsResolver'));

export interface FlagsProviderProps {
  accountId: string | null;
  /** Flags are resolved for a signed-in session; a visitor's pages run on the defaults. */
  loggedIn: boolean;
  platform?: 'desktop' | 'business';
  children: React.ReactNode;
}

/**
 * Resolves the flags for the current account in the background: the layout never waits for them,
 * and a failed resolution leaves the defaults in place.
 */
export function FlagsProvider({ accountId, loggedIn, platform = 'business', children }: FlagsProviderProps) {
  const [flags, setFlags] = useState<ResolvedFlags>(() => new Map());
  const context = useMemo(() => flagContext({ env: import.meta.env.MODE, version: __APP_VERSION__, platform, isDev: import.meta.env.DEV, accountId }), [platform, accountId]);
  // A user's flags never outlive their session.
  useEffect(() => {
    if (!loggedIn) setFlags(new Map());
  }, [loggedIn]);

  return (
    <FlagsContext.Provider value={flags}>
      {loggedIn && (
        <Suspense fallback={null}>
          <FlagsResolver context={context} onResolved={setFlags} />
        </Suspense>
      )}
      {children}
    </FlagsContext.Provider>
  );
}
