// The mock backend answers every operation of the contract: GraphQL queries, mutations and
// subscriptions of both schemas, and every REST operation with a body valid against its schema.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, parse, print } from 'graphql';
import type { FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createSchemaMocks } from '../mocks';
import { loadGraphqlSchema } from '../mocks/graphqlMocks';
import { createSchemaValidator, listOperations, loadRestDocument, responseSchemaPointer } from '../mocks/openapi';
import { mockResponseBody, successStatus } from '../mocks/restMocks';
import { sampleVariables } from '../mocks/sampleVariables';
import { withFragments } from '../mocks/operations';

function contractOperations(schema: 'control' | 'playback') {
  const document = parse(readFileSync(new URL(`operations/${schema}.graphql`, import.meta.url), 'utf8'));
  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((definition) => ({
      name: definition.name!.value,
      kind: definition.operation,
      query: print(withFragments(definition, fragments)),
      variables: sampleVariables(loadGraphqlSchema(schema), definition),
    }));
}

const mocks = createSchemaMocks();
let server: Awaited<ReturnType<typeof mocks.listen>>;
beforeAll(async () => {
  server = await mocks.listen();
});
afterAll(() => server.close());

describe.each(['control', 'playback'] as const)('GraphQL %s mocks', (schema) => {
  const operations = contractOperations(schema);

  it.each(operations.filter((op) => op.kind !== 'subscription').map((op) => [op.name, op] as const))('answer %s over HTTP', async (_, op) => {
    const response = await mocks.fetch(`http://mock/lucy/${schema}?op=${op.name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test' },
      body: JSON.stringify({ query: op.query, variables: op.variables, operationName: op.name }),
    });
    const result = (await response.json()) as { data?: unknown; errors?: unknown[] };
    expect(result.errors).toBeUndefined();
    expect(result.data).toBeTruthy();
  });

  it.each(operations.filter((op) => op.kind === 'subscription').map((op) => [op.name, op] as const))('deliver %s over graphql-ws', async (_, op) => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/lucy/${schema}/ws`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const events = client.iterate({ query: op.query, variables: op.variables, operationName: op.name });
      const first = await events.next();
      expect(first.done).toBe(false);
      expect(first.value?.errors).toBeUndefined();
      expect(first.value?.data).toBeTruthy();
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe('REST mocks', () => {
  const document = loadRestDocument();
  const validator = createSchemaValidator(document);
  const operations = listOperations(document);

  it.each(operations.map((op) => [op.operationId, op] as const))('answer %s with a schema-valid body', async (_, op) => {
    const { body, mediaType } = await mockResponseBody(document, op, 1);
    if (!mediaType?.includes('json')) return;
    expect(validator.validate(responseSchemaPointer(op, successStatus(op), mediaType), body)).toEqual([]);
  });

  it('answers the same body for the same seed', async () => {
    const op = operations.find((o) => o.operationId === 'getAccount')!;
    expect((await mockResponseBody(document, op, 7)).body).toEqual((await mockResponseBody(document, op, 7)).body);
  });

  it('serves a generated answer over HTTP', async () => {
    const response = await fetch(`${server.url}/api/accounts/abc`, { headers: { authorization: 'Bearer test' } });
    expect(response.status).toBe(200);
    const account = await response.json();
    const getAccount = operations.find((o) => o.operationId === 'getAccount')!;
    expect(validator.validate(responseSchemaPointer(getAccount, '200'), account)).toEqual([]);
  });

  it("serves a test's own answer for an operation", async () => {
    const own = createSchemaMocks({
      rest: { handlers: { getAccount: ({ params }) => ({ status: 404, body: { error: 'not_found', message: `No account ${params.accountId}` } }) } },
    });
    const response = await own.fetch('http://mock/api/accounts/abc');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'No account abc' });
  });

  it('answers 404 for a path outside the contract', async () => {
    const response = await mocks.fetch('http://mock/api/no-such-thing');
    expect(response.status).toBe(404);
  });
});

describe('GraphQL mock overrides', () => {
  it('let a test set the fields it cares about', async () => {
    const own = createSchemaMocks({ control: { mocks: { SoundZone: () => ({ name: 'Bar area' }) } } });
    const response = await own.fetch('http://mock/lucy/control?op=Zone', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ soundZone(id: "z1") { name } }' }),
    });
    expect(await response.json()).toEqual({ data: { soundZone: { name: 'Bar area' } } });
  });
});
