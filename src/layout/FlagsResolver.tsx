// Asks the control API for the flags of the signed-in user's context and sends what was applied;
// loaded, with Relay, only for a signed-in session (src/layout/FlagsProvider.tsx).
import { useEffect, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { FLAG_FETCH_WAIT_MS } from '../domain/flagsStore';
import type { FlagContextFacts } from '../domain/flagsStore';
import { desktopBridge } from '../app/desktopBridge';
import { parseNavigatorAgent, requestFlagsHeader } from '../app/clientInfo';
import { fetchAllFlags } from './AllFlagsQuery';
import { fetchFlagAccount } from './FlagsAccountQuery';
import { commitApplyFlags } from './ApplyFlagsMutation';
import { flagsRuntime } from './flagsRuntime';
import type { FlagsRuntime } from './flagsRuntime';
import type { ResolvedFlags } from './flags';

interface FlagsResolverProps {
  accountId: string | null;
  platform: 'desktop' | 'business';
  runtime?: FlagsRuntime;
  /** The store's flags, now and at each change. */
  onFlags(flags: ResolvedFlags): void;
  /** How a read of a flag is recorded, once the store is there. */
  onRead(read: (name: string) => void): void;
}

/** What the account's context waits for, at most 10 s (navigation.md 9): then the flags resolve without it. */
function withinWait<T>(promise: Promise<T>): Promise<T | null> {
  return Promise.race([promise.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), FLAG_FETCH_WAIT_MS))]);
}

function clientFacts(platform: 'desktop' | 'business', account: FlagContextFacts['account']): FlagContextFacts {
  const desktop = desktopBridge();
  return {
    env: import.meta.env.MODE,
    version: __APP_VERSION__,
    platform,
    platformVersion: desktop?.info.version ?? parseNavigatorAgent(navigator.userAgent).browser?.version ?? null,
    // The desktop shell reports no release branch: the key is left out rather than guessed.
    platformBranch: null,
    sessionFlag: requestFlagsHeader() ?? null,
    isE2e: navigator.webdriver,
    isDev: import.meta.env.DEV,
    account,
  };
}

function Resolve({ accountId, platform, runtime = flagsRuntime, onFlags, onRead }: FlagsResolverProps) {
  const environment = useRelayEnvironment();
  const flags = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  // A new stored value (a promo interaction) asks again.
  const stored = useSyncExternalStore(runtime.subscribe, runtime.getStoredSnapshot);
  useEffect(() => onFlags(flags), [flags, onFlags]);
  useEffect(() => onRead(() => runtime.read), [runtime, onRead]);
  useEffect(() => runtime.connect((events, resolveToken, currentClientTime) => commitApplyFlags(environment, events, resolveToken, currentClientTime)), [environment, runtime]);
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    const account = accountId ? withinWait(fetchFlagAccount(environment, accountId)) : Promise.resolve(null);
    void account.then((facts) => {
      if (cancelled) return;
      const context = runtime.context(clientFacts(platform, accountId ? { id: accountId, tier: facts?.tier ?? null, distributor: facts?.distributor ?? null } : null));
      // A failed resolution leaves the store as it was.
      const subscription = fetchAllFlags(environment, context).subscribe({ next: (answer) => runtime.refreshed(answer), error: () => {} });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [environment, accountId, platform, runtime, stored]);
  return null;
}

export default function FlagsResolver(props: FlagsResolverProps) {
  return (
    <RelayEnvironments>
      <Resolve {...props} />
    </RelayEnvironments>
  );
}
