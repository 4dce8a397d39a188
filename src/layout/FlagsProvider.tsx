import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { AllFlagsQuery } from './AllFlagsQuery';
import type { AllFlagsQuery as AllFlagsQueryType } from '../__generated__/AllFlagsQuery.graphql';
import { FlagsContext, flagContext, parseFlags } from './flags';
import type { ResolvedFlags } from './flags';

export interface FlagsProviderProps {
  accountId: string | null;
  platform?: 'desktop' | 'business';
  children: React.ReactNode;
}

/**
 * Resolves the flags for the current account in the background: the layout never waits for them,
 * and a failed resolution leaves the defaults in place.
 */
export function FlagsProvider({ accountId, platform = 'business', children }: FlagsProviderProps) {
  const environment = useRelayEnvironment();
  const [flags, setFlags] = useState<ResolvedFlags>(() => new Map());
  const context = useMemo(() => flagContext({ env: import.meta.env.MODE, version: __APP_VERSION__, platform, isDev: import.meta.env.DEV, accountId }), [platform, accountId]);

  useEffect(() => {
    const subscription = fetchQuery<AllFlagsQueryType>(environment, AllFlagsQuery, { context }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (data.flags.flags.length === 0) console.warn('No flags returned from API');
        setFlags(parseFlags(data.flags.flags));
      },
      error: () => setFlags(new Map()),
    });
    return () => subscription.unsubscribe();
  }, [environment, context]);

  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}
