// The two Relay environments of the web app (docs/ARCHITECTURE.md): control (the product's API) and
// playback (the web player), each with its HTTP network, its graphql-ws connection and its store.
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { LogEvent } from 'relay-runtime';
import type { AppError } from '../errors/AppError';
import type { SessionPort } from '../session/sessionPort';
import { TRACKING_ID, graphqlUserAgent, webIdentity } from '../app/clientInfo';
import type { ClientIdentity } from '../app/clientInfo';
import type { Random } from './backoff';
import { createFetchFunction } from './fetchOperation';
import { createLiveConnection, createSubscribeFunction } from './liveConnection';
import type { LiveConnection } from './liveConnection';
import { normalizeOrigin, websocketUrl } from './operationRequest';
import type { EndpointName } from './operationRequest';
import { delayedGcScheduler } from './gcScheduler';
import { createStoreCacheWriter, defaultStoreCacheStorage, restoreStoreCache } from './storeCache';

/** core.md 9: a query's data is fresh for 10 minutes (store-or-network refetches after that). */
export const QUERY_CACHE_TTL_MS = 10 * 60 * 1000;

export interface EnvironmentOptions {
  session: SessionPort;
  fetch?: typeof globalThis.fetch;
  /** The deployment's origin ('https://cadence.example'); the page's own by default. */
  origin?: string;
  identity?: ClientIdentity;
  /** Unexpected failures of operations that ask to be reported (metadata.report); console.error by default. */
  onReport?: (error: AppError) => void;
  /** Where the store is kept across reloads: session storage by default, null for nowhere. */
  storage?: Storage | null;
  /** The build's commit, which versions the stored store; __APP_COMMIT__ by default. */
  commit?: string;
  /** The WebSocket class for graphql-ws; the global one by default. */
  webSocketImpl?: unknown;
  random?: Random;
}

/** What an environment holds besides Relay's own parts: its websocket and its pending store write. */
const handles = new WeakMap<Environment, { restart(): void; dispose(): void }>();

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

function createEnvironment(endpoint: EndpointName, options: EnvironmentOptions): Environment {
  const origin = normalizeOrigin(options.origin ?? pageOrigin());
  const random = options.random ?? Math.random;
  const onReport = options.onReport ?? ((error: AppError) => console.error(error));
  const fetchFunction = createFetchFunction({
    endpoint,
    origin,
    session: options.session,
    // Looked up at each call, so a fetch replaced after start-up (instrumentation, tests) is the one used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    trackingId: TRACKING_ID,
    userAgent: graphqlUserAgent(options.identity ?? webIdentity()),
    random,
    onReport,
  });
  let live: LiveConnection | undefined;
  const liveClient = () => {
    live ??= createLiveConnection({ url: websocketUrl(origin, endpoint), session: options.session, random, webSocketImpl: options.webSocketImpl });
    return live.client;
  };

  const storage = options.storage === undefined ? defaultStoreCacheStorage() : (options.storage ?? undefined);
  const cacheConfig = storage ? { environmentName: endpoint, storage, commit: options.commit ?? __APP_COMMIT__ } : undefined;
  const source = new RecordSource(cacheConfig ? restoreStoreCache(cacheConfig) : undefined);
  const writer = cacheConfig ? createStoreCacheWriter(cacheConfig, source) : undefined;
  // The store's log option exists at run time (relay-runtime 21) but not in @types/relay-runtime.
  const storeOptions = {
    queryCacheExpirationTime: QUERY_CACHE_TTL_MS,
    // The control environment's pages only. With it on the playback environment too, the web player
    // never took up a campaign's announcement (tests/e2e/announcementPlayback.spec.ts, every run); why
    // is not established, so the web player keeps Relay's immediate collection.
    gcScheduler: endpoint === 'control' ? delayedGcScheduler() : undefined,
    log: writer?.log,
  } as ConstructorParameters<typeof Store>[1] & { log?: (event: LogEvent) => void };
  const store = new Store(source, storeOptions);

  const environment = new Environment({
    configName: endpoint,
    network: Network.create(fetchFunction, createSubscribeFunction(liveClient, onReport)),
    store,
  });
  handles.set(environment, {
    restart: () => live?.restart(),
    dispose: () => {
      writer?.cancel();
      live?.dispose();
    },
  });
  return environment;
}

/** The control environment: /lucy/control and /lucy/control/ws. */
export function createControlEnvironment(options: EnvironmentOptions): Environment {
  return createEnvironment('control', options);
}

/** The playback environment of the web player: /lucy/playback and /lucy/playback/ws. */
export function createPlaybackEnvironment(options: EnvironmentOptions): Environment {
  return createEnvironment('playback', options);
}

/** Closes the environment's websocket and drops its pending store write; the environment is not used again. */
export function disposeEnvironment(environment: Environment): void {
  handles.get(environment)?.dispose();
  handles.delete(environment);
}

/** The environment's open websocket reconnects, with its session's current token (the web player's new playback token). */
export function restartEnvironmentLiveConnection(environment: Environment): void {
  handles.get(environment)?.restart();
}
