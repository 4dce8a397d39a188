import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/testServer';
import type { TestServer } from './testing/testServer';
import { testDatabaseKind } from './testing/database';
import { fixtures } from './testing/fixtures';

describe(`the app (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers GET /api/env with the version and a timestamp', async () => {
    const response = await server.rest('GET', '/api/env');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version: expect.any(String), timestamp: expect.any(String) });
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers the health check', async () => {
    expect((await server.rest('GET', '/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 404 with the error body for a path outside the contract', async () => {
    const response = await server.rest('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found' });
  });

  it('answers 401 for an authenticated operation without a token', async () => {
    const response = await server.rest('GET', '/api/accounts/abc');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 401 for a bad token on an authenticated operation', async () => {
    const response = await server.rest('GET', '/api/accounts/abc', { token: 'not-a-jwt' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'unauthorized', message: 'Invalid token' });
  });

  it('ignores credentials on a public operation', async () => {
    expect((await server.rest('GET', '/api/env', { token: 'not-a-jwt' })).status).toBe(200);
  });

  it('answers 400 with the per-field messages for an invalid request', async () => {
    const response = await server.rest('POST', '/auth/login', { body: { email: '', password: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', fields: expect.any(Object) });
  });

  it('routes a concrete path before a templated one', async () => {
    // PUT /api/users/verify must not be read as PUT /api/users/{userId} with userId 'verify'.
    const { token } = await fixtures(server.app.services.db, server.app.services.tokens).world();
    const response = await server.rest('PUT', '/api/users/verify', { body: {}, token });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ token: 'Cannot be empty' });
  });

  it('serves GraphQL with the cost of the request', async () => {
    const response = await server.graphql('{ queryInfo { complexity maxComplexity remaining } }');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ queryInfo: { complexity: 4, maxComplexity: 10000, remaining: expect.any(Number) } });
  });

  it('answers GraphQL argument constraints with BAD_USER_INPUT and the field message', async () => {
    const response = await server.graphql('mutation { soundZoneUpdate(input: { soundZone: "x", name: "" }) { soundZone { id } } }');
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.name': 'Cannot be empty' } } });
  });

  it('answers the history fallback when the web app is not built', async () => {
    const response = await server.rest('GET', '/accounts/_/zones');
    expect([200, 503]).toContain(response.status);
  });
});

describe(`GraphQL rate limit (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { GRAPHQL_COMPLEXITY_BUDGET: '10' } });
  });
  afterAll(() => server.close());

  it('refuses an operation that would overspend the budget with RATE_LIMITED and 429', async () => {
    const query = '{ queryInfo { complexity remaining } }';
    expect((await server.graphql(query)).body.data).toEqual({ queryInfo: { complexity: 3, remaining: 7 } });
    expect((await server.graphql(query)).body.data).toEqual({ queryInfo: { complexity: 3, remaining: 4 } });
    expect((await server.graphql(query)).body.data).toEqual({ queryInfo: { complexity: 3, remaining: 1 } });
    const refused = await server.graphql(query);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refills the budget after the window', async () => {
    server.clock.advance(60_000);
    expect((await server.graphql('{ queryInfo { complexity } }')).status).toBe(200);
  });
});
