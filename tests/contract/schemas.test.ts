// The schemas are valid and self-explaining: every GraphQL type, field, argument and enum value, and
// every REST operation and schema property, carries a description; REST operations follow the
// contract's conventions (one service tag matching the path, the spec's headers, error answers).
import { describe, expect, it } from 'vitest';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, validateSchema } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { loadGraphqlSchema } from '../mocks/graphqlMocks';
import { listOperations, loadRestDocument, resolveRef } from '../mocks/openapi';
import type { OpenApiDocument } from '../mocks/openapi';
import { PRODUCT_SERVICES, serviceOfPath } from '../../src/rest/services';

/** Every named thing of a schema without a description; an argument named input is described by its type. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description && arg.name !== 'input') missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    if (!directive.description) missing.push(`@${directive.name}`);
    for (const arg of directive.args) if (!arg.description) missing.push(`@${directive.name}(${arg.name})`);
  }
  return missing;
}

describe.each(['control', 'playback'] as const)('schema/%s.graphql', (name) => {
  const schema = loadGraphqlSchema(name);

  it('is a valid schema', () => {
    expect(validateSchema(schema).map((e) => e.message)).toEqual([]);
  });

  it('describes every type, field, argument, enum value and directive', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it('has a description on the schema itself', () => {
    expect(schema.description).toBeTruthy();
  });
});

describe('schema/control.graphql', () => {
  const schema = loadGraphqlSchema('control');

  it('has every union and interface the spec lists', () => {
    const abstract = ['Assignable', 'LibraryItemNode', 'Displayable', 'SearchResult', 'PlayableSource', 'RadioPlaylistRef', 'Viewer', 'InvitedBy', 'Node'];
    for (const name of abstract) expect(schema.getType(name), name).toBeDefined();
    const members = (union: string) => schema.getPossibleTypes(schema.getType(union) as never).map((t) => t.name).sort();
    expect(members('Viewer')).toEqual(['Device', 'PublicAPIClient', 'StaffRemote', 'User']);
    expect(members('InvitedBy')).toEqual(['PublicAPIClient', 'User']);
    expect(members('LibraryItemNode')).toEqual(['Playlist', 'Schedule']);
    expect(members('SearchResult')).toEqual(['Album', 'Artist', 'BrowseCategory', 'Playlist', 'Track']);
    expect(members('PlayableSource')).toEqual(['ManuallyQueued', 'Playlist', 'ScheduleSource']);
    expect(members('RadioPlaylistRef')).toEqual(['Album', 'Artist', 'Playlist', 'Track']);
    expect(members('Assignable')).toEqual(['CadenceStation', 'Playlist', 'Schedule']);
    expect(members('SoundZoneParentEvent')).toEqual(['LocationCreated', 'LocationDeleted', 'SoundZoneCreated', 'SoundZoneDeleted']);
    for (const node of ['Account', 'Album', 'Artist', 'BrowseCategory', 'Curator', 'Device', 'Location', 'Playlist', 'Schedule', 'SoundZone', 'Track', 'User']) {
      expect(members('Node'), node).toContain(node);
    }
  });

  it('documents the error codes of core.md section 8', () => {
    const codes = schema.getType('ErrorCode');
    expect(isEnumType(codes) && codes.getValues().map((v) => v.name)).toEqual([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'RATE_LIMITED',
      'INTERNAL_SERVER_ERROR',
      'DOWNSTREAM_SERVICE_ERROR',
    ]);
  });

  it('gives every mutation one input argument, except where the spec names others', () => {
    const specShaped = new Set(['addToLibrary', 'removeFromLibrary', 'writeFeedback']);
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const others = mutations.filter((m) => !specShaped.has(m.name) && (m.args.length !== 1 || m.args[0]!.name !== 'input'));
    expect(others.map((m) => m.name)).toEqual([]);
  });
});

/** Schemas and properties in components without a description. */
function undescribedSchemas(document: OpenApiDocument): string[] {
  const missing: string[] = [];
  const visit = (schema: Record<string, unknown>, where: string) => {
    if (!schema || typeof schema !== 'object' || '$ref' in schema) return;
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
      if (!('$ref' in property) && !property.description) missing.push(`${where}.${name}`);
      visit(property, `${where}.${name}`);
    }
    for (const key of ['items', 'additionalProperties'] as const) {
      if (schema[key] && typeof schema[key] === 'object') visit(schema[key] as Record<string, unknown>, `${where}[]`);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      for (const [i, part] of ((schema[key] ?? []) as Record<string, unknown>[]).entries()) visit(part, `${where}.${key}[${i}]`);
    }
  };
  for (const [name, schema] of Object.entries(document.components.schemas ?? {})) {
    const s = schema as Record<string, unknown>;
    if (!s.description) missing.push(name);
    visit(s, name);
  }
  return missing;
}

describe('schema/rest.openapi.yaml', () => {
  const document = loadRestDocument();
  const operations = listOperations(document);

  it('describes every schema and property', () => {
    expect(undescribedSchemas(document)).toEqual([]);
  });

  it('has a summary and a unique operationId for every operation', () => {
    expect(operations.filter((op) => !op.summary || !op.operationId).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('tags every operation with the service its path belongs to', () => {
    const wrong = operations.filter((op) => op.tags?.length !== 1 || op.tags[0] !== serviceOfPath(op.path));
    expect(wrong.map((op) => `${op.method} ${op.path} ${op.tags}`)).toEqual([]);
  });

  it("sends the spec's headers to the product's services", () => {
    const headersOf = (path: string, op: (typeof operations)[number]) => {
      const item = document.paths[path] as { parameters?: { $ref?: string }[] };
      return [...(item.parameters ?? []), ...((op.parameters ?? []) as { $ref?: string }[])].map((p) => p.$ref?.split('/').pop());
    };
    for (const op of operations) {
      const service = serviceOfPath(op.path);
      if (!(PRODUCT_SERVICES as readonly string[]).includes(service)) continue;
      const expected = ['ApiVersion', 'TrackingId', ...(service === 'api' ? ['Canary', 'UserAgentContext', 'RequestFlags'] : [])];
      expect(headersOf(op.path, op), `${op.method} ${op.path}`).toEqual(expect.arrayContaining(expected));
    }
  });

  it('answers every operation with a success and at least one client error', () => {
    const lacking = operations.filter((op) => {
      const statuses = Object.keys(op.responses);
      const success = statuses.some((s) => /^[23]\d\d$/.test(s));
      return !success || !statuses.some((s) => /^4\d\d$/.test(s));
    });
    expect(lacking.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('lets every operation answer 400, since every request is validated', () => {
    expect(operations.filter((op) => !op.responses['400']).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers invalid requests with the per-field fields map', () => {
    const badRequest = resolveRef<{ content: { 'application/json': { schema: { $ref: string } } } }>(document, {
      $ref: '#/components/responses/BadRequest',
    });
    const validation = resolveRef<{ allOf: { properties?: Record<string, unknown> }[] }>(document, badRequest.content['application/json'].schema);
    expect(validation.allOf.some((part) => part.properties?.fields)).toBe(true);
  });
});
