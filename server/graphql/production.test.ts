// In production only the operations the Relay compiler persisted run, and introspection is off.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';

const persisted = JSON.parse(readFileSync(new URL('../../src/__generated__/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
const [loginId, loginText] = Object.entries(persisted).find(([, text]) => text.startsWith('mutation LoginUserMutation'))!;

describe(`GraphQL in production (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => server.close());

  const post = (body: unknown) =>
    fetch(`${server.origin}/lucy/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  it('runs a persisted operation by its id', async () => {
    const response = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: loginId } }, variables: { input: { email: 'nobody@cadence.test', password: 'wrong-password' } } });
    // The operation ran: the credentials were checked and refused.
    expect(response.body.errors?.[0]).toMatchObject({ message: 'Wrong email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an operation that was not persisted', async () => {
    const response = await post({ query: '{ queryInfo { complexity } }' });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0]?.message).toMatch(/persisted/i);
  });

  it('refuses the text of a persisted operation sent as text', async () => {
    const response = await post({ query: loginText, variables: { input: { email: 'a@cadence.test', password: 'x' } } });
    expect(response.body.errors?.[0]?.message).toMatch(/persisted/i);
  });

  it('has introspection off', async () => {
    const response = await post({ query: '{ __schema { queryType { name } } }' });
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.length).toBeGreaterThan(0);
  });
});
