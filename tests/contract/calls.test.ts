// Every call the specification names exists in the contract: REST calls as paths and methods of the
// OpenAPI document under their service, GraphQL calls as operations valid against their schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Kind, parse, validate } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { withFragments } from '../mocks/operations';
import { pathShape, readCallList } from './callList';
import type { GraphqlCall, RestCall } from './callList';
import { listOperations, loadRestDocument } from '../mocks/openapi';
import { loadGraphqlSchema } from '../mocks/graphqlMocks';
import type { GraphqlSchemaName } from '../mocks/graphqlMocks';
import { SERVICE_BASE_PATHS } from '../../src/rest/services';

const calls = readCallList();
const restCalls = calls.filter((c): c is RestCall => c.kind === 'REST');
const graphqlCalls = calls.filter((c): c is GraphqlCall => c.kind === 'GQL');
const operations = listOperations(loadRestDocument());

function operationDocument(schema: GraphqlSchemaName): DocumentNode {
  return parse(readFileSync(new URL(`operations/${schema}.graphql`, import.meta.url), 'utf8'));
}

describe('the call list', () => {
  it('covers the REST and GraphQL calls of all three documents', () => {
    expect(restCalls.length).toBeGreaterThan(150);
    expect(graphqlCalls.length).toBeGreaterThan(40);
  });

  it('names each call once', () => {
    const keys = calls.map((c) => (c.kind === 'REST' ? `${c.service} ${c.method} ${pathShape(c.path)}` : `${c.schema} ${c.name}`));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('uses only known services', () => {
    for (const call of restCalls) expect(Object.keys(SERVICE_BASE_PATHS), `calls.txt:${call.line}`).toContain(call.service);
  });
});

describe('REST calls', () => {
  it.each(restCalls.map((c) => [`${c.service} ${c.method.toUpperCase()} ${c.path}`, c] as const))('%s is in the OpenAPI document', (_, call) => {
    const shape = pathShape(SERVICE_BASE_PATHS[call.service] + call.path);
    const operation = operations.find((op) => pathShape(op.path) === shape && op.method === call.method);
    expect(operation, `calls.txt:${call.line}: no ${call.method.toUpperCase()} ${shape}`).toBeDefined();
    expect(operation!.tags).toEqual([call.service]);
  });
});

describe('GraphQL calls', () => {
  for (const schemaName of ['control', 'playback'] as const) {
    const schema = loadGraphqlSchema(schemaName);
    const document = operationDocument(schemaName);
    const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
    const definitions = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const listed = graphqlCalls.filter((c) => c.schema === schemaName);

    it.each(listed.map((c) => [c.name, c] as const))(`${schemaName} %s is a valid operation of schema/${schemaName}.graphql`, (_, call) => {
      const definition = definitions.find((d) => d.name?.value === call.name);
      expect(definition, `calls.txt:${call.line}: no operation ${call.name} in operations/${schemaName}.graphql`).toBeDefined();
      expect(definition!.operation).toBe(call.operation);
      const errors = validate(schema, withFragments(definition!, fragments));
      expect(errors.map((e) => e.message)).toEqual([]);
    });

    it(`every operation in operations/${schemaName}.graphql is on the call list`, () => {
      const names = new Set(listed.map((c) => c.name));
      expect(definitions.map((d) => d.name?.value).filter((name) => !name || !names.has(name))).toEqual([]);
    });
  }
});
