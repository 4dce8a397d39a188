// Both GraphQL schemas served with generated data: every query, mutation and subscription of the
// contract answers without the real server; tests override only the fields they care about.
import { readFileSync } from 'node:fs';
import { buildSchema, isAbstractType, isObjectType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { addMocksToSchema, createMockStore } from '@graphql-tools/mock';
import type { IMocks, IMockStore } from '@graphql-tools/mock';

export type GraphqlSchemaName = 'control' | 'playback';

export interface GraphqlMockOptions {
  /** Values per type name (`{ SoundZone: () => ({ name: 'Bar' }) }`), merged over the defaults. */
  mocks?: IMocks;
  /** Resolvers that replace the mocked ones; a function receives the mock store. */
  resolvers?: Record<string, unknown> | ((store: IMockStore) => Record<string, unknown>);
}

export function loadGraphqlSchema(name: GraphqlSchemaName): GraphQLSchema {
  return buildSchema(readFileSync(new URL(`../../schema/${name}.graphql`, import.meta.url), 'utf8'));
}

// Deterministic values, so two runs of a test see the same data.
function defaultMocks(schema: GraphQLSchema): IMocks {
  let nextId = 0;
  const mocks: IMocks = {
    ID: () => `mock-${++nextId}`,
    String: () => 'Mock text',
    Int: () => 3,
    Float: () => 1.5,
    Boolean: () => true,
    DateTime: () => '2026-11-22T12:00:00.000Z',
    Date: () => '2026-11-22',
    Volume: () => 8,
  };
  // An abstract type resolves to its first possible type (by name) rather than a random one.
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type)) {
      const first = schema.getPossibleTypes(type).map((t) => t.name).sort()[0];
      mocks[type.name] = () => ({ __typename: first });
    }
  }
  return mocks;
}

// Every subscription yields one event whose payload comes from the mock store.
function subscriptionResolvers(schema: GraphQLSchema, store: IMockStore): Record<string, unknown> {
  const subscriptionType = schema.getSubscriptionType();
  if (!subscriptionType) return {};
  const fields = Object.values(subscriptionType.getFields()).map((field) => {
    const payloadType = field.type.toString().replace(/!$/, '');
    const resolver = {
      subscribe: async function* () {
        yield {};
      },
      resolve: () => store.get(payloadType, `subscription:${field.name}`),
    };
    return [field.name, resolver] as const;
  });
  return { [subscriptionType.name]: Object.fromEntries(fields) };
}

export function createMockedSchema(name: GraphqlSchemaName, options: GraphqlMockOptions = {}): GraphQLSchema {
  const schema = loadGraphqlSchema(name);
  const store = createMockStore({ schema, mocks: { ...defaultMocks(schema), ...options.mocks } });
  const overrides = typeof options.resolvers === 'function' ? options.resolvers(store) : (options.resolvers ?? {});
  const resolvers = { ...subscriptionResolvers(schema, store) };
  for (const [typeName, fields] of Object.entries(overrides)) {
    const type = schema.getType(typeName);
    resolvers[typeName] = isObjectType(type) ? { ...(resolvers[typeName] as object), ...(fields as object) } : fields;
  }
  return addMocksToSchema({ schema, store, resolvers });
}
