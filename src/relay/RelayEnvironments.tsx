// Puts the app's Relay environments in React: the control environment for every Relay hook, and the
// playback environment for the web player's subtree. A reset (logout, another user) re-renders with
// the new environments.
import { createContext, use, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
// Not from 'react-relay': the build takes its hooks entry (vite.config.ts), which does not export the
// context; this module is the one context that RelayEnvironmentProvider and every hook use.
import ReactRelayContext from 'react-relay/lib/ReactRelayContext';
import type { Environment } from 'relay-runtime';
import { currentEnvironments, subscribeEnvironments } from './environments';

const PlaybackEnvironmentContext = createContext<Environment | null>(null);

function AppEnvironments({ children }: { children: ReactNode }) {
  const environments = useSyncExternalStore(subscribeEnvironments, currentEnvironments, currentEnvironments);
  return (
    <PlaybackEnvironmentContext value={environments.playback}>
      <RelayEnvironmentProvider environment={environments.control}>{children}</RelayEnvironmentProvider>
    </PlaybackEnvironmentContext>
  );
}

/**
 * Wraps each part of the app that reads Relay (a page's route, a region of the layout), which load
 * with Relay after the entry; once configureEnvironments has run. Inside an environment already
 * provided (a test's mock environment, a Relay region within another) it adds nothing.
 */
export function RelayEnvironments({ children }: { children: ReactNode }) {
  return useContext(ReactRelayContext) ? children : <AppEnvironments>{children}</AppEnvironments>;
}

export function usePlaybackEnvironment(): Environment {
  const environment = use(PlaybackEnvironmentContext);
  if (!environment) throw new Error('usePlaybackEnvironment must be used inside <RelayEnvironments>');
  return environment;
}

/** Relay hooks inside run against the playback environment (the web player's queries and subscriptions). */
export function PlaybackRelayScope({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={usePlaybackEnvironment()}>{children}</RelayEnvironmentProvider>;
}
