// The whole product in one Node process: the web app, the REST services, GraphQL control and playback
// over HTTP and websockets, and the legacy event socket, on one port.
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import type { IResolvers } from '@graphql-tools/utils';
import type { ServerConfig } from './config';
import { createRequestContext } from './context';
import type { AppServices, RequestContext } from './context';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { createLogger } from './log';
import type { Logger } from './log';
import { createTokenService } from './auth/tokens';
import { tokenSecret } from './auth/secret';
import { resolveViewer } from './auth/viewer';
import { createPubSub } from './realtime/pubsub';
import { attachEventSocket, EVENT_SOCKET_PATH } from './realtime/eventSocket';
import { createMailer } from './mail';
import { loadContract } from './rest/contract';
import { createRestRouter } from './rest/router';
import { restHandlers } from './rest/services';
import { ZoneIndexCache } from './premises/zoneIndex';
import { OverrideCache } from './overrides/cache';
import { createGraphqlEndpoint } from './graphql/endpoint';
import { buildExecutableSchema } from './graphql/buildSchema';
import { controlResolvers } from './graphql/control/resolvers';
import { playbackResolvers } from './graphql/playback/resolvers';
import { compressResponse } from './http/compression';
import { createStaticHandler } from './http/static';
import { clientAddressOf } from './http/clientAddress';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { AudioLibrary } from './audio/library';
import { DeviceSimulator } from './devices/simulator';
import { startRenewals } from './billing/renewal';
import type { Renewals } from './billing/renewal';

export interface AppOptions {
  config: ServerConfig;
  /** An open database to use instead of the one the config names (tests). */
  database?: Database;
  now?: () => Date;
  log?: Logger;
  /** Check every REST answer against the contract (default: in tests). */
  validateResponses?: boolean;
}

export interface App {
  services: AppServices;
  server: Server;
  /** Starts listening; resolves to the origin, e.g. http://127.0.0.1:8080. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

function persistedOperations(file: string): Record<string, string> {
  const url = new URL(`../${file}`, import.meta.url);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>) : {};
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const database = options.database ?? (await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }));
  const db = database.db;
  const now = options.now ?? (() => new Date());
  if (config.SEED === 'demo' && (await isDatabaseEmpty(db))) {
    const started = Date.now();
    await seedDemoData(db, now());
    log.info({ ms: Date.now() - started }, 'seeded the demo data');
  }
  const services: AppServices = {
    config,
    database,
    db,
    log,
    now,
    tokens: createTokenService(await tokenSecret(db), () => now().getTime()),
    pubsub: await createPubSub(database, log),
    mail: createMailer(db),
    zoneIndexes: new ZoneIndexCache(),
    overrides: new OverrideCache(),
    audio: new AudioLibrary({ dir: join(config.DATA_DIR, 'audio'), log }),
    listeningOrigin: () => {
      const address = server.address() as AddressInfo | null;
      return address ? `http://${config.HOST}:${address.port}` : config.publicOrigin;
    },
  };

  // An override changed in any process: this one's held rows of the account are stale.
  services.pubsub.onEvent((event) => event.entity === 'playback_override' && event.accountId && services.overrides.forget(event.accountId));

  const contract = loadContract();
  const rest = createRestRouter({
    contract,
    handlers: restHandlers,
    validateResponses: options.validateResponses ?? config.NODE_ENV === 'test',
    log,
    async createContext(request: IncomingMessage, operation): Promise<RequestContext> {
      // A public operation ignores credentials: a stale token must not break it.
      const viewer = operation.authentication === 'none' ? ({ kind: 'anonymous' } as const) : await resolveViewer(services, request.headers.authorization);
      const clientAddress = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'] as string | undefined, config.TRUST_PROXY);
      return createRequestContext(services, { viewer, clientAddress });
    },
  });

  const control = createGraphqlEndpoint({
    name: 'control',
    path: '/lucy/control',
    schema: buildExecutableSchema('control', controlResolvers as IResolvers[]),
    services,
    persistedOperations: persistedOperations('src/__generated__/persisted-operations.json'),
  });
  const playback = createGraphqlEndpoint({
    name: 'playback',
    path: '/lucy/playback',
    schema: buildExecutableSchema('playback', playbackResolvers as IResolvers[]),
    services,
    persistedOperations: persistedOperations('src/player/__generated__/persisted-operations.json'),
  });
  const endpoints = [control, playback];
  const serveStatic = createStaticHandler(config.WEB_DIST_DIR);

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      const endpoint = endpoints.find((e) => url.pathname === e.yoga.graphqlEndpoint);
      if (endpoint) {
        compressResponse(request, response);
        return await endpoint.yoga(request, response);
      }
      if (rest.owns(url.pathname) || url.pathname === '/migrator') {
        compressResponse(request, response);
        return await rest.handle(request, response, url, randomUUID());
      }
      return await serveStatic(request, response, url);
    } catch (error) {
      log.error({ err: error, url: request.url }, 'request failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'server_error', message: 'Unexpected server error' }));
    }
  });

  server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith(EVENT_SOCKET_PATH)) return; // socket.io answers its own upgrades
    const endpoint = endpoints.find((e) => e.websocketPath === pathname);
    if (!endpoint) return socket.destroy();
    endpoint.sockets.handleUpgrade(request, socket, head, (ws) => endpoint.sockets.emit('connection', ws, request));
  });
  const eventSocket = attachEventSocket(server, services);
  const simulator = config.simulateDevices ? new DeviceSimulator(services) : null;
  let renewals: Renewals | null = null;

  return {
    services,
    server,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, config.HOST, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      const origin = `http://${config.HOST}:${port}`;
      // The demo's players are a nicety: a failure to start them must not keep the product down.
      await simulator?.start().catch((error: unknown) => log.error({ err: error }, 'the simulated players did not start'));
      // After listening: a renewal charges through the payment stand-in this process serves.
      renewals = startRenewals(services);
      log.info({ origin, database: database.kind }, 'Cadence is listening');
      return origin;
    },
    async stop() {
      simulator?.stop();
      await renewals?.stop();
      await eventSocket.close();
      await Promise.all(endpoints.map((e) => e.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await services.pubsub.stop();
      await services.audio.close();
      if (!options.database) await database.close();
    },
  };
}
