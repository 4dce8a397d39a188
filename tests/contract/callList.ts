// Reads tests/contract/calls.txt: the calls the specification names, one per line.
import { readFileSync } from 'node:fs';
import type { OperationTypeNode } from 'graphql';
import type { GraphqlSchemaName } from '../mocks/graphqlMocks';
import type { RestService } from '../../src/rest/services';

export type RestCall = { kind: 'REST'; service: RestService; method: string; path: string; line: number };
export type GraphqlCall = { kind: 'GQL'; schema: GraphqlSchemaName; operation: OperationTypeNode; name: string; line: number };
export type Call = RestCall | GraphqlCall;

export function readCallList(): Call[] {
  const text = readFileSync(new URL('calls.txt', import.meta.url), 'utf8');
  return text.split('\n').flatMap((raw, index): Call[] => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [kind, a, b, c, ...rest] = line.split(/\s+/);
    if (rest.length > 0 || !a || !b || !c) throw new Error(`calls.txt:${index + 1}: malformed line '${line}'`);
    if (kind === 'REST') return [{ kind, service: a as RestService, method: b.toLowerCase(), path: c, line: index + 1 }];
    if (kind === 'GQL') return [{ kind, schema: a as GraphqlSchemaName, operation: b as OperationTypeNode, name: c, line: index + 1 }];
    throw new Error(`calls.txt:${index + 1}: unknown kind '${kind}'`);
  });
}

/** A path's shape: parameter names dropped, trailing slash removed ('/a/{id}/' and '/a/{x}' match). */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}').replace(/(.)\/$/, '$1');
}
