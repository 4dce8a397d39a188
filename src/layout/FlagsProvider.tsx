import { Suspense, lazy, useEffect, useState } from 'react';
import { FLAG_STORE_KEY, FlagReadContext, FlagsContext } from './flags';
import type { ResolvedFlags } from './flags';
import type { FlagsRuntime } from './flagsRuntime';

const FlagsResolver = lazy(() => import('./FlagsResolver'));

export interface FlagsProviderProps {
  accountId: string | null;
  /** Flags are resolved for a signed-in session; a visitor's pages run on the defaults. */
  loggedIn: boolean;
  platform?: 'desktop' | 'business';
  /** The flag store; the page's own (src/layout/flagsRuntime.ts) unless a test gives one. */
  runtime?: FlagsRuntime;
  children: React.ReactNode;
}

const EMPTY: ResolvedFlags = new Map();
const ignoreRead = () => {};

/**
 * Gives the flag store's flags and resolves them for the current account in the background: the
 * layout never waits for them, and a failed resolution leaves what the store had. The store loads
 * with the resolver, after first paint; until then the defaults hold.
 */
export function FlagsProvider({ accountId, loggedIn, platform = 'business', runtime, children }: FlagsProviderProps) {
  const [flags, setFlags] = useState<ResolvedFlags>(EMPTY);
  const [read, setRead] = useState<(name: string) => void>(() => ignoreRead);
  // A user's flags never outlive their session: a visitor's browser keeps none of the last user's.
  useEffect(() => {
    if (loggedIn) return;
    setFlags(EMPTY);
    setRead(() => ignoreRead);
    if (runtime) runtime.reset();
    else if (localStorage.getItem(FLAG_STORE_KEY) !== null) void import('./flagsRuntime').then(({ flagsRuntime }) => flagsRuntime.reset());
  }, [loggedIn, runtime]);

  return (
    <FlagsContext.Provider value={loggedIn ? flags : EMPTY}>
      <FlagReadContext.Provider value={read}>
        {loggedIn && (
          <Suspense fallback={null}>
            <FlagsResolver accountId={accountId} platform={platform} runtime={runtime} onFlags={setFlags} onRead={setRead} />
          </Suspense>
        )}
        {children}
      </FlagReadContext.Provider>
    </FlagsContext.Provider>
  );
}
