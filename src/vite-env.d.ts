/// <reference types="vite/client" />

/** The package version, set at build time. */
declare const __APP_VERSION__: string;
/** The commit the app was built from ('dev' in development); versions the persisted store cache. */
declare const __APP_COMMIT__: string;

/** Relay's React context (src/relay/RelayEnvironments.tsx reads it); react-relay's types cover its entries only. */
declare module 'react-relay/lib/ReactRelayContext' {
  import type { Context } from 'react';
  import type { RelayContext } from 'relay-runtime';

  const ReactRelayContext: Context<RelayContext | null>;
  export default ReactRelayContext;
}

interface ImportMetaEnv {
  /** The old domain of a domain migration (navigation.md 7), e.g. https://old.example.com; with the destination, turns it on. */
  readonly VITE_DOMAIN_MIGRATION_SOURCE?: string;
  /** The new domain of a domain migration. */
  readonly VITE_DOMAIN_MIGRATION_DESTINATION?: string;
}
