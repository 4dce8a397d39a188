// What every request sees: the services of the app, who is asking, and per-request state.
import { randomUUID } from 'node:crypto';
import type { Database, Db } from './db/client';
import type { Logger } from './log';
import type { ServerConfig } from './config';
import type { TokenService, AccessClaims, PlaybackClaims } from './auth/tokens';
import type { PubSub } from './realtime/pubsub';
import { Loaders } from './loaders';
import type { Mailer } from './mail';
import type { ZoneIndexCache } from './premises/zoneIndex';
import type { OverrideCache } from './overrides/cache';
import type { AudioLibrary } from './audio/library';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: string; claims: AccessClaims }
  | { kind: 'device'; deviceId: string; claims: AccessClaims; token: string }
  /** A web tab playing a zone, by the playback token of its client (the playback endpoint only). */
  | { kind: 'playback'; clientId: string; zoneId: string; claims: PlaybackClaims; token: string };

export interface AppServices {
  config: ServerConfig;
  database: Database;
  db: Db;
  log: Logger;
  tokens: TokenService;
  pubsub: PubSub;
  mail: Mailer;
  /** Zone lists held between requests (server/premises/zoneIndex.ts). */
  zoneIndexes: ZoneIndexCache;
  /** Accounts' overrides held between requests (server/overrides/cache.ts). */
  overrides: OverrideCache;
  /** Tracks' rendered audio on disk (server/audio/library.ts). */
  audio: AudioLibrary;
  /** The current time; tests move it. */
  now: () => Date;
  /** Where this process listens (http://host:port), once started: how it reaches its own stand-ins. */
  listeningOrigin: () => string;
}

export interface RequestContext extends AppServices {
  requestId: string;
  /** Where the request came from (server/http/clientAddress.ts), for per-address rate limits. */
  clientAddress: string;
  viewer: Viewer;
  loaders: Loaders;
  /** A fresh token to send in x-access-token-issued, when the viewer's is about to expire. */
  reissuedToken?: string;
  /** Closes the websocket the operation came on (a subscription whose credentials stopped working). */
  closeConnection?: (code: number, reason: string) => void;
}

/**
 * The context of one request, built the same way for a REST call, a GraphQL operation over HTTP and a
 * GraphQL websocket connection: a request id, fresh loaders, the log tagged with both, and a new token
 * to hand back when the viewer's is about to expire.
 */
export async function createRequestContext(services: AppServices, request: { viewer: Viewer; clientAddress: string; log?: Record<string, string> }): Promise<RequestContext> {
  const requestId = randomUUID();
  const { viewer, clientAddress } = request;
  const context: RequestContext = { ...services, requestId, clientAddress, viewer, loaders: new Loaders(services.db), log: services.log.child({ requestId, ...request.log }) };
  // A playback token is not reissued: its client asks for a new one (createPlaybackClient).
  if ((viewer.kind === 'user' || viewer.kind === 'device') && services.tokens.needsReissue(viewer.claims)) {
    context.reissuedToken = (await services.tokens.issueAccessToken(viewer.claims.sub, viewer.claims.typ)).token;
  }
  return context;
}
