// Both GraphQL endpoints pass every server audit of graphql-http (the GraphQL over HTTP spec).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';

describe(`GraphQL over HTTP audits (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['control', 'playback'])('pass on /lucy/%s', async (endpoint) => {
    const audits = serverAudits({ url: `${server.origin}/lucy/${endpoint}` });
    const results = await Promise.all(audits.map(async (audit) => ({ name: audit.name, result: await audit.fn() })));
    const errors = results.filter(({ result }) => result.status === 'error');
    expect(errors.map(({ name, result }) => `${name}: ${'reason' in result ? result.reason : ''}`)).toEqual([]);
    expect(results.filter(({ result }) => result.status === 'ok').length).toBeGreaterThan(40);
  });
});
