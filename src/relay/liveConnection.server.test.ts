// @vitest-environment node
// The live connection against a real graphql-ws server (the `ws` package), as the reference server runs it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { createLiveConnection, createSubscribeFunction, restartLiveConnection } from './liveConnection';
import type { LiveConnection } from './liveConnection';
import { createControlEnvironment, disposeEnvironment } from './environment';
import { fakeSession } from './testFakes';

const PERSISTED: Record<string, string> = { 'ticks-hash': 'subscription TicksSubscription { ticks }' };
const ticksParams: RequestParameters = { id: 'ticks-hash', text: null, name: 'TicksSubscription', operationKind: 'subscription', metadata: {} };

/** Ticks to every subscriber; an iterator that graphql-ws returns (socket closed) stops listening at once. */
function tickChannel() {
  const listeners = new Set<(tick: number) => void>();
  return {
    listeners,
    publish: (tick: number) => listeners.forEach((listener) => listener(tick)),
    subscribe(): AsyncIterableIterator<{ ticks: number }> {
      const queue: number[] = [];
      let pending: ((result: IteratorResult<{ ticks: number }>) => void) | undefined;
      const listener = (tick: number) => {
        if (pending) pending({ value: { ticks: tick }, done: false });
        else queue.push(tick);
        pending = undefined;
      };
      listeners.add(listener);
      return {
        next: () => (queue.length > 0 ? Promise.resolve({ value: { ticks: queue.shift()! }, done: false }) : new Promise((resolve) => (pending = resolve))),
        return: async () => {
          listeners.delete(listener);
          pending?.({ value: undefined, done: true });
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
  };
}

async function startServer() {
  const ticks = tickChannel();
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { ok: Boolean } type Subscription { ticks: Int }',
    resolvers: { Subscription: { ticks: { subscribe: () => ticks.subscribe() } } },
  });
  const http = createServer();
  const sockets = new WebSocketServer({ server: http, path: '/lucy/control/ws' });
  const authorizations: unknown[] = [];
  const closes: { code: number; reason: string }[] = [];
  const open = new Set<WebSocket>();
  sockets.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', (code, reason) => {
      open.delete(socket);
      closes.push({ code, reason: reason.toString() });
    });
  });
  serveGraphqlWs(
    {
      schema,
      onConnect: (context) => {
        authorizations.push(context.connectionParams?.Authorization);
        return true;
      },
      // As the product's server: a persisted operation arrives as its id with an empty query.
      onSubscribe: (_context, _id, payload) => {
        const id = (payload.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash;
        const query = payload.query || PERSISTED[id ?? ''];
        return { schema, document: parse(query!), variableValues: payload.variables, operationName: payload.operationName };
      },
    },
    sockets,
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/lucy/control/ws`,
    ticks,
    authorizations,
    closes,
    /** Closes every socket from the server side with `code`. */
    closeAll: (code: number, reason: string) => open.forEach((socket) => socket.close(code, reason)),
    stop: async () => {
      open.forEach((socket) => socket.terminate());
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server | undefined;
let connection: LiveConnection | undefined;

afterEach(async () => {
  connection?.dispose();
  await server?.stop();
  connection = undefined;
  server = undefined;
});

async function subscribeTicks(session = fakeSession()) {
  server = await startServer();
  // random 0: reconnects wait half the minimum back-off (500 ms).
  connection = createLiveConnection({ url: server.url, session, webSocketImpl: WebSocket, random: () => 0 });
  const next = vi.fn();
  const error = vi.fn();
  const observable = createSubscribeFunction(() => connection!.client, vi.fn())(ticksParams, {}, {}) as Observable<GraphQLResponse>;
  observable.subscribe({ next, error });
  const ticks = server.ticks;
  await vi.waitFor(() => expect(ticks.listeners.size).toBe(1));
  return { next, error, session, server };
}

describe('live connection against a graphql-ws server', () => {
  it('connects with the bearer token and delivers a persisted subscription to Relay', async () => {
    const { next, server } = await subscribeTicks();
    expect(server.authorizations).toEqual(['Bearer token-1']);
    server.ticks.publish(1);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith({ data: { ticks: 1 } }));
  });

  it("restarts with 4205 'Client Restart' and reconnects with the new token, keeping the subscription", async () => {
    const { next, session, server } = await subscribeTicks();
    session.adoptIssuedToken('token-after-login');
    restartLiveConnection();
    await vi.waitFor(() => expect(server.closes).toContainEqual({ code: 4205, reason: 'Client Restart' }));
    await vi.waitFor(() => expect(server.authorizations).toEqual(['Bearer token-1', 'Bearer token-after-login']));
    await vi.waitFor(() => expect(server.ticks.listeners.size).toBe(1));
    server.ticks.publish(2);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith({ data: { ticks: 2 } }));
  });

  it.each([4499, 4400, 4401, 4406, 4429])('gives up after close code %i and fails the subscription', async (code) => {
    const { error, server } = await subscribeTicks();
    server.closeAll(code, 'Closed by test');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]![0]).toMatchObject({ message: `Websocket closed: ${code} Closed by test` });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.authorizations).toHaveLength(1);
  });

  it('reconnects after a ping timeout close (4408)', async () => {
    const { error, server } = await subscribeTicks();
    server.closeAll(4408, 'Request Timeout');
    await vi.waitFor(() => expect(server.authorizations).toHaveLength(2));
    expect(error).not.toHaveBeenCalled();
  });

  it("carries a control environment's subscriptions, and closes the socket when the environment is disposed", async () => {
    server = await startServer();
    const origin = server.url.replace(/^ws/, 'http').replace('/lucy/control/ws', '');
    const identity = { client: 'cadence-business-web', version: '1.0.0', commit: 'abc', dev: false };
    const environment = createControlEnvironment({ session: fakeSession(), origin, identity, webSocketImpl: WebSocket, storage: null, fetch: vi.fn() });
    const next = vi.fn();
    environment.getNetwork().execute(ticksParams, {}, {}).subscribe({ next });
    const running = server;
    await vi.waitFor(() => expect(running.ticks.listeners.size).toBe(1));
    running.ticks.publish(3);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith({ data: { ticks: 3 } }));
    disposeEnvironment(environment);
    await vi.waitFor(() => expect(running.closes).toEqual([{ code: 1000, reason: 'Normal Closure' }]));
  });
});
