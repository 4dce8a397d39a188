// The graphql-ws connection of an endpoint (/lucy/control/ws, /lucy/playback/ws) and Relay's
// subscribe function over it, with the websocket rules of core.md 8 and 9: token in the connection
// parameters, keep-alive with a pong timeout, reconnects forever except after the close codes that
// say retrying cannot help, and a restart that reconnects with the session's new token.
import { createClient } from 'graphql-ws';
import type { Client, ClientOptions, ExecutionResult } from 'graphql-ws';
import { Observable } from 'relay-runtime';
import type { CacheConfig, GraphQLResponse, RequestParameters, SubscribeFunction, Variables } from 'relay-runtime';
import { AppError, isAppError } from '../errors/AppError';
import type { SessionPort } from '../session/sessionPort';
import { fibonacciBackoff } from './backoff';
import type { Random } from './backoff';
import { graphqlErrorToAppError, kindOfStatus } from './graphqlErrors';
import type { GraphqlError } from './graphqlErrors';
import { evaluateResponse } from './graphqlResponse';
import { logOperationFailure, operationPolicy } from './operationMetadata';
import type { OperationPolicy } from './operationMetadata';
import { operationPayload } from './operationRequest';

/** core.md 9. */
export const LIVE_KEEP_ALIVE_MS = 10_000;
export const LIVE_CONNECTION_ACK_TIMEOUT_MS = 10_000;
export const LIVE_PONG_TIMEOUT_MS = 5_000;

/** core.md 8 'Websocket': closes after which reconnecting cannot help (terminated, bad request, unauthorized, subprotocol, too many). */
export const NO_RETRY_CLOSE_CODES: readonly number[] = [4499, 4400, 4401, 4406, 4429];
export const REQUEST_TIMEOUT_CLOSE = { code: 4408, reason: 'Request Timeout' } as const;
export const CLIENT_RESTART_CLOSE = { code: 4205, reason: 'Client Restart' } as const;

/** Reconnect back-off: Fibonacci multiples of 1 s up to 30 s, with 0.5 jitter. */
export const RECONNECT_BACKOFF = fibonacciBackoff({ minMs: 1000, maxMs: 30_000, jitter: 0.5 });

/** The WebSocket readyState of an open socket (the same in browsers and in `ws`). */
const OPEN = 1;

interface LiveSocket {
  readyState: number;
  close(code: number, reason: string): void;
}

interface CloseLike {
  code: number;
  reason: string;
}

function isCloseLike(value: unknown): value is CloseLike {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

/** Retried forever (core.md 7), also after socket errors, except after the close codes of core.md 8. */
export function shouldRetryLiveConnection(errorOrClose: unknown): boolean {
  return !(isCloseLike(errorOrClose) && NO_RETRY_CLOSE_CODES.includes(errorOrClose.code));
}

/** The connection_init payload, read when each connection opens so a reconnect carries the current token. */
export function liveConnectionParams(session: SessionPort): Record<string, string> {
  const token = session.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface LiveConnectionConfig {
  url: string;
  session: SessionPort;
  random?: Random;
  /** A WebSocket class; browsers use the global one. */
  webSocketImpl?: unknown;
}

export interface LiveConnection {
  client: Client;
  /** Closes the open socket with 4205 'Client Restart'; active subscriptions resume on a new connection. */
  restart(): void;
  dispose(): void;
}

/** The graphql-ws client options, with the socket state the pong timeout and restarts need. */
export function liveClientOptions(config: LiveConnectionConfig): { options: ClientOptions; restart: () => void } {
  const random = config.random ?? Math.random;
  let socket: LiveSocket | undefined;
  let pongTimeout: ReturnType<typeof setTimeout> | undefined;
  const closeIfOpen = (close: CloseLike) => {
    if (socket?.readyState === OPEN) socket.close(close.code, close.reason);
  };
  const options: ClientOptions = {
    url: config.url,
    connectionParams: () => liveConnectionParams(config.session),
    keepAlive: LIVE_KEEP_ALIVE_MS,
    connectionAckWaitTimeout: LIVE_CONNECTION_ACK_TIMEOUT_MS,
    retryAttempts: Infinity,
    shouldRetry: shouldRetryLiveConnection,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, RECONNECT_BACKOFF(retries, random))),
    ...(config.webSocketImpl ? { webSocketImpl: config.webSocketImpl } : {}),
    on: {
      opened: (opened) => {
        socket = opened as LiveSocket;
      },
      closed: () => {
        socket = undefined;
        clearTimeout(pongTimeout);
      },
      // graphql-ws sends a ping every keepAlive; a server that does not answer within the pong timeout is gone.
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimeout);
        pongTimeout = setTimeout(() => closeIfOpen(REQUEST_TIMEOUT_CLOSE), LIVE_PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimeout);
      },
    },
  };
  // A socket still connecting reads the token when it opens, so only an open one needs the restart.
  return { options, restart: () => closeIfOpen(CLIENT_RESTART_CLOSE) };
}

const liveConnections = new Set<LiveConnection>();

export function createLiveConnection(config: LiveConnectionConfig): LiveConnection {
  const { options, restart } = liveClientOptions(config);
  const client = createClient(options);
  const connection: LiveConnection = {
    client,
    restart,
    dispose: () => {
      liveConnections.delete(connection);
      void client.dispose();
    },
  };
  liveConnections.add(connection);
  return connection;
}

/** After login or logout: every live connection reconnects with the session's current token. */
export function restartLiveConnection(): void {
  for (const connection of liveConnections) connection.restart();
}

/** A websocket failure that reached a subscription: a close the client would not retry, or GraphQL errors. */
export function liveFailureToAppError(failure: unknown, operation: string, policy: OperationPolicy): AppError {
  if (isAppError(failure)) return failure;
  if (Array.isArray(failure)) return graphqlErrorToAppError((failure[0] ?? {}) as GraphqlError, { operation, isExpected: policy.isExpected });
  if (isCloseLike(failure)) {
    // Application close codes 4xxx carry an HTTP status in their last three digits (4401 is 401).
    const status = failure.code >= 4000 && failure.code < 5000 ? failure.code - 4000 : undefined;
    return new AppError(`Websocket closed: ${failure.code} ${failure.reason}`.trim(), { kind: status === undefined ? 'offline' : kindOfStatus(status), status, operation, cause: failure });
  }
  return new AppError(failure instanceof Error ? failure.message : 'Websocket error', { kind: 'offline', operation, cause: failure });
}

/**
 * Relay's subscribe function: each Relay subscription is one graphql-ws subscription on the shared
 * socket. The client comes from `client()` at the first subscription, so an environment that never
 * subscribes never creates one.
 */
export function createSubscribeFunction(client: () => Client, onReport: (error: AppError) => void): SubscribeFunction {
  return (params: RequestParameters, variables: Variables, cacheConfig: CacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const operation = `GraphQL ${params.name}`;
      const policy = operationPolicy(params.name, cacheConfig);
      const fail = (failure: unknown) => {
        const error = liveFailureToAppError(failure, operation, policy);
        logOperationFailure(error, policy, onReport);
        sink.error(error);
      };
      const payload = operationPayload(params, variables);
      // graphql-ws requires a query string; the server reads the persisted id when it is empty.
      const request = 'query' in payload ? payload : { ...payload, query: '' };
      return client().subscribe<Record<string, unknown>>(request, {
        next: (result: ExecutionResult<Record<string, unknown>>) => {
          const evaluation = evaluateResponse(result, { operation, isExpected: policy.isExpected });
          if ('payload' in evaluation) sink.next(evaluation.payload);
          else fail(evaluation.error);
        },
        error: fail,
        complete: () => sink.complete(),
      });
    });
}
