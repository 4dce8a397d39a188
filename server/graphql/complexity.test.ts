import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { operationComplexity } from './complexity';
import { createComplexityBudgets } from './rateLimit';

const schema = buildSchema(`
  type Query { account(id: ID!): Account, me: User }
  type User { id: ID!, name: String }
  type Account { id: ID!, name: String, zones(first: Int = 20): ZoneConnection }
  type ZoneConnection { total: Int, edges: [Edge] }
  type Edge { node: Zone }
  type Zone { id: ID!, name: String }
`);

describe('operationComplexity', () => {
  it('costs each field 1', () => {
    expect(operationComplexity(schema, parse('{ me { id name } }'), null)).toBe(3);
  });

  it('multiplies what is under a connection\'s edges by its page size, and its own fields once', () => {
    const document = parse('query Q($n: Int) { account(id: "a") { zones(first: $n) { total edges { node { id name } } } } }');
    // account 1 + zones (1 + total 1 + edges (1 + n * node (1 + 2)))
    expect(operationComplexity(schema, document, 'Q', { n: 50 })).toBe(1 + 1 + 1 + 1 + 50 * 3);
    expect(operationComplexity(schema, document, 'Q', { n: 0 })).toBe(1 + 1 + 1 + 1);
  });

  it('pays for the page a connection answers when first is left out: the argument\'s default, or the variable\'s', () => {
    const paged = (first: string) => `{ account(id: "a") { zones${first} { edges { node { id } } } } }`;
    // account 1 + zones 1 + edges (1 + 20 * node (1 + 1))
    expect(operationComplexity(schema, parse(paged('')), null)).toBe(3 + 20 * 2);
    expect(operationComplexity(schema, parse(`query Q($n: Int = 30) ${paged('(first: $n)')}`), 'Q')).toBe(3 + 30 * 2);
    expect(operationComplexity(schema, parse(`query Q($n: Int) ${paged('(first: $n)')}`), 'Q')).toBe(3 + 20 * 2);
  });

  it('pays once for a field that several fragments select, as the executor resolves it once', () => {
    const once = operationComplexity(schema, parse('{ account(id: "a") { id name zones(first: 10) { edges { node { id name } } } } }'), null);
    const repeated = parse(`
      { account(id: "a") { id ...A ...B } }
      fragment A on Account { id name zones(first: 10) { edges { node { id } } } }
      fragment B on Account { zones(first: 10) { edges { node { ... on Zone { id name } } } } }
    `);
    expect(operationComplexity(schema, repeated, null)).toBe(once);
    // Aliases are fields of their own.
    expect(operationComplexity(schema, parse('{ me { id other: id } }'), null)).toBe(3);
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
