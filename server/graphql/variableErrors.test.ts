// Variables graphql-js cannot coerce to their declared types are the caller's mistake: they answer
// BAD_USER_INPUT (core.md 8 'GraphQL'), not a masked INTERNAL_SERVER_ERROR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';

const ITEMS = `query($owner: ID!, $order: SortOrder!) { library(owner: $owner) { items(first: 1, query: { sort: { field: NAME, order: $order } }) { total } } }`;

describe(`GraphQL variable coercion errors (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an invalid enum value in the variables with BAD_USER_INPUT, naming the variable', async () => {
    const response = await server.graphql(ITEMS, { owner: 'x', order: 'SIDEWAYS' });
    expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors?.[0]?.message).toMatch(/^Variable "\$order" got invalid value "SIDEWAYS"/);
  });

  it('answers a missing required variable and a wrongly typed one the same way', async () => {
    for (const variables of [{ order: 'ASC' }, { owner: 'x', order: 7 }]) {
      const response = await server.graphql(ITEMS, variables);
      expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
