// A 401 says whether the token was refused (RFC 6750 invalid_token), so clients refresh only then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';

describe(`refused tokens (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('mark an expired or foreign bearer token as invalid_token', async () => {
    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    // Accepted first, so the expiry below is checked on a token whose signature was already checked.
    expect((await server.rest('GET', `/api/users/${world.user.id}`, { token: world.token })).status).toBe(200);
    const forged = await server.rest('GET', `/api/users/${world.user.id}`, { token: `${world.token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="Invalid token"');
    server.clock.advance(48 * 3600 * 1000);
    const expired = await server.rest('GET', `/api/users/${world.user.id}`, { token: world.token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="Token expired"');
  });

  it('answer a wrong current password with a 401 that is not about the token', async () => {
    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    const wrong = await server.rest('PUT', `/api/users/${world.user.id}/password`, { token: world.token, body: { old_password: 'not-the-password', password: 'another-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBeNull();
  });
});
