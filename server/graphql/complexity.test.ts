import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { operationComplexity } from './complexity';
import { createComplexityBudgets } from './rateLimit';

const schema = buildSchema(`
  type Query { account(id: ID!): Account, me: User }
  type User { id: ID!, name: String }
  type Account { id: ID!, name: String, zones(first: Int): ZoneConnection }
  type ZoneConnection { total: Int, edges: [Edge] }
  type Edge { node: Zone }
  type Zone { id: ID!, name: String }
`);

describe('operationComplexity', () => {
  it('costs each field 1', () => {
    expect(operationComplexity(schema, parse('{ me { id name } }'), null)).toBe(3);
  });

  it('multiplies what is under a paged field by its page size', () => {
    const document = parse('query Q($n: Int) { account(id: "a") { zones(first: $n) { total edges { node { id name } } } } }');
    // account 1 + zones (1 + n * (total 1 + edges (1 + node (1 + 2))))
    expect(operationComplexity(schema, document, 'Q', { n: 50 })).toBe(1 + 1 + 50 * (1 + 1 + 1 + 2));
    expect(operationComplexity(schema, document, 'Q', { n: 0 })).toBe(1 + 1 + 1 * 5);
  });

  it('counts fragments and ignores introspection fields', () => {
    expect(operationComplexity(schema, parse('{ __typename me { ...F } } fragment F on User { id name }'), null)).toBe(3);
  });
});

describe('complexity budgets', () => {
  it('refuse what would overspend and refill after the window', () => {
    let now = 0;
    const budgets = createComplexityBudgets(() => now, 100, 1000);
    expect(budgets.charge('u', 60).allowed).toBe(true);
    expect(budgets.charge('u', 60)).toMatchObject({ allowed: false, remaining: 40 });
    expect(budgets.charge('other', 60).allowed).toBe(true);
    now = 1000;
    expect(budgets.charge('u', 60)).toMatchObject({ allowed: true, remaining: 40 });
  });
});
