// One GraphQL endpoint (control or playback): graphql-yoga over HTTP and graphql-ws over a websocket,
// sharing the same plugins and context: the viewer from the bearer token (connection parameters on the
// websocket), per-request loaders, complexity limits and budgets, and the error codes of core.md 8.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { FieldNode, GraphQLSchema, ValidationContext } from 'graphql';
import { createYoga, createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { createRequestContext } from '../context';
import type { AppServices, RequestContext, Viewer } from '../context';
import { ApiError } from '../errors';
import { Loaders } from '../loaders';
import { resolveViewer } from '../auth/viewer';
import { clientAddressOf } from '../http/clientAddress';
import { operationComplexity } from './complexity';
import { sharedSubscriptionExecution } from './sharedExecution';
import { MAX_OPERATION_COMPLEXITY, createComplexityBudgets } from './rateLimit';

/** The cost of the operation being run, for queryInfo. */
export interface ComplexityInfo {
  complexity: number;
  remaining: number;
  resetAt: number;
}

export interface GraphqlContext extends RequestContext {
  complexity?: ComplexityInfo;
}

export interface GraphqlEndpointOptions {
  name: 'control' | 'playback';
  path: string;
  schema: GraphQLSchema;
  services: AppServices;
  /** Persisted operations (id to text) from the Relay compiler; only these run in production. */
  persistedOperations: Record<string, string>;
}

/** Websocket close codes of core.md 8 (clients do not retry 4400, 4401, 4406, 4429, 4499). */
export const CLOSE_CODES = { badRequest: 4400, unauthorized: 4401, tooManyRequests: 4429, requestTimeout: 4408 } as const;
const KEEP_ALIVE_MS = 10_000;

function viewerKey(context: GraphqlContext): string {
  const { viewer } = context;
  if (viewer.kind === 'user') return `user:${viewer.userId}`;
  if (viewer.kind === 'device') return `device:${viewer.deviceId}`;
  if (viewer.kind === 'playback') return `playback:${viewer.clientId}`;
  return `anonymous:${context.clientAddress}`;
}

export function createGraphqlEndpoint(options: GraphqlEndpointOptions) {
  const { services } = options;
  const production = services.config.NODE_ENV === 'production';
  const budgets = createComplexityBudgets(() => services.now().getTime(), services.config.GRAPHQL_COMPLEXITY_BUDGET);
  const reissued = new WeakMap<Request, string>();

  async function createContext(authorization: string | null | undefined, clientAddress: string): Promise<GraphqlContext> {
    let viewer: Viewer;
    try {
      viewer = await resolveViewer(services, authorization, { playbackTokens: options.name === 'playback' });
    } catch (error) {
      throw error instanceof ApiError ? error.toGraphQLError() : error;
    }
    return createRequestContext(services, { viewer, clientAddress, log: { endpoint: options.name } });
  }

  const complexityPlugin: Plugin<GraphqlContext> = {
    onExecute({ args, setResultAndStopExecution }) {
      const complexity = operationComplexity(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>);
      if (complexity > MAX_OPERATION_COMPLEXITY) {
        setResultAndStopExecution({ errors: [new ApiError('bad_request', `Operation complexity ${complexity} exceeds ${MAX_OPERATION_COMPLEXITY}`).toGraphQLError()] });
        return;
      }
      const context = args.contextValue as GraphqlContext;
      const charge = budgets.charge(viewerKey(context), complexity);
      if (!charge.allowed) {
        const retryAfter = Math.ceil((charge.resetAt - services.now().getTime()) / 1000);
        setResultAndStopExecution({ errors: [new ApiError('rate_limited', 'Too many requests', { retryAfterSeconds: retryAfter }).toGraphQLError()] });
        return;
      }
      context.complexity = { complexity, remaining: charge.remaining, resetAt: charge.resetAt };
    },
  };

  const reissuePlugin: Plugin<GraphqlContext> = {
    onResponse({ request, response }) {
      const token = reissued.get(request);
      if (token) response.headers.set('x-access-token-issued', token);
    },
  };

  const yoga = createYoga<Record<string, unknown>, GraphqlContext>({
    schema: options.schema,
    graphqlEndpoint: options.path,
    logging: false,
    landingPage: false,
    graphiql: !production && { subscriptionsProtocol: 'WS' },
    maskedErrors: {
      maskError(error) {
        const original = (error as GraphQLError).originalError ?? error;
        if (original instanceof ApiError) return original.toGraphQLError();
        if (error instanceof GraphQLError && error.extensions?.code) return error;
        if (isVariableCoercionError(error)) return createGraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } });
        if (error instanceof GraphQLError && !error.originalError) return error;
        services.log.error({ err: original }, 'GraphQL resolver failed');
        return createGraphQLError('Unexpected server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    context: async ({ request, req }: { request: Request; req?: IncomingMessage }) => {
      const address = clientAddressOf(req?.socket.remoteAddress, request.headers.get('x-forwarded-for'), services.config.TRUST_PROXY);
      const context = await createContext(request.headers.get('authorization'), address);
      if (context.reissuedToken) reissued.set(request, context.reissuedToken);
      return context;
    },
    plugins: [
      EnvelopArmorPlugin({
        // Relay builds each query from its components' fragments: a spread nests no data, so it adds no depth.
        maxDepth: { n: 12, flattenFragments: true },
        maxAliases: { n: 20 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4000 },
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: production },
      }),
      // Relay's persisted ids are SHA-256 hashes, sent as extensions.persistedQuery.sha256Hash.
      usePersistedOperations({
        allowArbitraryOperations: !production,
        getPersistedOperation: (id) => options.persistedOperations[id] ?? null,
      }),
      ...(production ? [disableIntrospection()] : []),
      complexityPlugin,
      reissuePlugin,
      sharedSubscriptionExecution,
    ],
  });

  const sockets = new WebSocketServer({ noServer: true });
  useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket; context?: GraphqlContext }>(
    {
      execute: (args) => (args.rootValue as { execute: (a: unknown) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args) as never,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.Authorization ?? ctx.connectionParams?.authorization;
        try {
          const { request } = ctx.extra;
          const address = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'] as string | undefined, services.config.TRUST_PROXY);
          ctx.extra.context = await createContext(typeof authorization === 'string' ? authorization : null, address);
          return true;
        } catch {
          ctx.extra.socket.close(CLOSE_CODES.unauthorized, 'Unauthorized');
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const connectionContext = ctx.extra.context!;
        const { schema, execute, subscribe, parse, validate } = yoga.getEnveloped({ ...ctx, req: ctx.extra.request, socket: ctx.extra.socket, params: payload });
        // Each operation on the connection gets its own request id and loaders.
        const contextValue: GraphqlContext = {
          ...connectionContext,
          requestId: randomUUID(),
          loaders: new Loaders(services.db),
          closeConnection: (code, reason) => ctx.extra.socket.close(code, reason),
        };
        // A persisted operation comes as its id (extensions.persistedQuery.sha256Hash) instead of its text.
        const persistedId = (payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
        const query = payload.query || (typeof persistedId === 'string' ? options.persistedOperations[persistedId] : undefined);
        if (!query) return [createGraphQLError('Missing query')];
        if (production && payload.query && !Object.values(options.persistedOperations).includes(query)) {
          return [createGraphQLError('Only persisted operations are allowed')];
        }
        const args = {
          schema,
          operationName: payload.operationName,
          document: parse(query),
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    sockets,
  );

  // Keep-alive: ping every client; one that has not answered the previous ping is closed.
  const alive = new WeakSet<WebSocket>();
  sockets.on('connection', (socket: WebSocket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
  });
  const heartbeat = setInterval(() => {
    for (const socket of sockets.clients) {
      if (!alive.has(socket)) {
        socket.close(CLOSE_CODES.requestTimeout, 'Request Timeout');
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, KEEP_ALIVE_MS);
  heartbeat.unref();

  return {
    yoga,
    sockets,
    websocketPath: `${options.path}/ws`,
    async close() {
      clearInterval(heartbeat);
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => ({
        Field(node: FieldNode) {
          if (node.name.value === '__schema' || node.name.value === '__type') {
            context.reportError(new GraphQLError('Introspection is disabled', { nodes: [node] }));
          }
        },
      }));
    },
  };
}

// graphql-js reports variables it cannot coerce to their declared types (a missing one, an unknown enum
// value, a wrong type) before execution, without a path, and words them all 'Variable "$name" ...'; an
// unknown enum value carries the enum's own error as originalError, which would otherwise be masked as
// a server failure. Validation's variable errors arrive already coded GRAPHQL_VALIDATION_FAILED.
function isVariableCoercionError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.path === undefined && error.message.startsWith('Variable "$');
}
