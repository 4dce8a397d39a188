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
