// One mock backend for client tests that must not need the real server: GraphQL control and playback
// over HTTP and graphql-ws with generated data, and every REST operation with schema-valid answers.
// `fetch` answers in-process; `listen` serves the same on a free port (for browsers and websockets).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { createServerAdapter } from '@whatwg-node/server';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { createMockedSchema } from './graphqlMocks';
import type { GraphqlMockOptions, GraphqlSchemaName } from './graphqlMocks';
import { createRestMocks } from './restMocks';
import type { RestMockOptions } from './restMocks';

export interface SchemaMockOptions {
  control?: GraphqlMockOptions;
  playback?: GraphqlMockOptions;
  rest?: RestMockOptions;
}

export interface SchemaMocks {
  /** A fetch that answers from the mocks, for clients given a custom fetch. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Serves the mocks over HTTP and websockets on 127.0.0.1; port 0 picks a free one. */
  listen: (port?: number) => Promise<{ url: string; close: () => Promise<void> }>;
}

const GRAPHQL_ENDPOINTS: Record<GraphqlSchemaName, string> = {
  control: '/lucy/control',
  playback: '/lucy/playback',
};

export function createSchemaMocks(options: SchemaMockOptions = {}): SchemaMocks {
  const schemas: Record<GraphqlSchemaName, GraphQLSchema> = {
    control: createMockedSchema('control', options.control),
    playback: createMockedSchema('playback', options.playback),
  };
  const yogas = Object.fromEntries(
    (Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[]).map((name) => [
      name,
      createYoga({ schema: schemas[name], graphqlEndpoint: GRAPHQL_ENDPOINTS[name], logging: false, landingPage: false, graphiql: false }),
    ]),
  ) as Record<GraphqlSchemaName, ReturnType<typeof createYoga>>;
  const rest = createRestMocks(options.rest);

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    for (const [name, endpoint] of Object.entries(GRAPHQL_ENDPOINTS) as [GraphqlSchemaName, string][]) {
      if (pathname === endpoint) return yogas[name].fetch(request);
    }
    return (
      (await rest(request)) ??
      Response.json({ error: 'not_found', message: `No operation of the contract at ${request.method} ${pathname}` }, { status: 404 })
    );
  }

  return {
    fetch: (input, init) => handle(new Request(input instanceof URL ? input.href : input, init)),

    async listen(port = 0) {
      const server = createServer(createServerAdapter(handle));
      const sockets = (Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[]).map((name) => {
        const wss = new WebSocketServer({ noServer: true });
        useServer({ schema: schemas[name] }, wss);
        return { path: `${GRAPHQL_ENDPOINTS[name]}/ws`, wss };
      });
      server.on('upgrade', (request, socket, head) => {
        const target = sockets.find((s) => request.url?.split('?')[0] === s.path);
        if (!target) return socket.destroy();
        target.wss.handleUpgrade(request, socket, head, (ws) => target.wss.emit('connection', ws, request));
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const { port: actual } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${actual}`,
        close: async () => {
          for (const { wss } of sockets) {
            for (const client of wss.clients) client.terminate();
            wss.close();
          }
          await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
        },
      };
    },
  };
}
