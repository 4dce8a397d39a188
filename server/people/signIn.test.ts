import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../testing/testServer';
import { TEST_PASSWORD } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { serverSecrets } from '../db/schema';
import { REFRESH_TOKEN_LIFETIME_S } from '../auth/tokens';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_EMAIL } from './rateLimits';
import { freshAddress, jwtClaims, startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

const LOGIN = `mutation LoginUser($input: LoginUserInput!) { loginUser(input: $input) { userId token refreshToken expiresAt supportChatHash } }`;
const REFRESH = `mutation RefreshLogin($input: RefreshLoginInput!) { refreshLogin(input: $input) { token refreshToken expiresAt supportChatHash } }`;
const LOGOUT = `mutation LogoutUser($input: LogoutUserInput!) { logoutUser(input: $input) { revoked } }`;
const LOGIN_DATA = `query LoginData { me { ... on User { id supportChatHash } } }`;
const ME = `query Me { me { __typename ... on User { id name email startOfWeek userColorModeSetting emailVerified createdAt accounts(first: 10) { total edges { node { id businessName } } } } ... on Device { id } } }`;

describe(`signing in (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  beforeAll(async () => ({ server, make } = await startPeopleServer()));
  afterAll(() => server.close());

  const login = (body: unknown, headers = freshAddress()) => server.rest('POST', '/auth/login', { body, headers });

  describe('POST /auth/login', () => {
    it('answers the legacy session for the right password', async () => {
      const user = await make.user({ name: 'Maja Lind' });
      const account = await make.account();
      await make.membership(account.id, user.id);
      const response = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({
        id: user.id,
        name: 'Maja Lind',
        email: user.email,
        created_at: expect.stringMatching(/^\d{14}$/),
        accounts: [account.id],
        start_of_week: 1,
        userColorModeSetting: 'system',
      });
      expect(jwtClaims(response.body.token)).toMatchObject({ sub: user.id, typ: 'user', iss: 'cadence' });
      expect(response.body.refresh_token).toEqual(expect.any(String));
    });

    it('answers 401 for a wrong password, an unknown e-mail and a deactivated user alike', async () => {
      const user = await make.user();
      const gone = await make.user({ deactivated: true });
      for (const body of [
        { email: user.email, password: 'wrong-password' },
        { email: 'nobody@cadence.test', password: TEST_PASSWORD },
        { email: gone.email, password: TEST_PASSWORD },
      ]) {
        const response = await login(body);
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ error: 'unauthorized', message: 'Wrong email or password' });
      }
    });

    it('exchanges an auth-token of type user, once, for a new session, and no other token', async () => {
      const user = await make.user();
      const authToken = await make.token(user.id);
      const response = await login({ token: authToken });
      expect(response.status).toBe(200);
      expect(response.body.user.id).toBe(user.id);
      expect(response.body.refresh_token).toEqual(expect.any(String));
      // Once: a token seen again does not start another session.
      expect((await login({ token: authToken })).body.message).toBe('Failed to log in using auth-token');

      const device = await login({ token: await make.token('some-device', 'interactive_device') });
      expect(device.status).toBe(401);
      expect(device.body.message).toBe('Failed to log in using auth-token');
      const sso = await server.app.services.tokens.issueSsoToken({ sub: user.id, email: user.email, provider: 'google' });
      expect((await login({ token: sso })).status).toBe(401);
      expect((await login({ token: 'not-a-token' })).status).toBe(401);
    });

    it('validates the credentials with the spec messages', async () => {
      const response = await login({ email: 'not-an-email', password: '' });
      expect(response.status).toBe(400);
      expect(response.body.fields).toMatchObject({ email: 'Must be a valid email' });
    });
  });

  describe('rate limits', () => {
    it(`allow ${LOGIN_FAILURES_PER_EMAIL.limit} failed sign-ins per e-mail in ${LOGIN_FAILURES_PER_EMAIL.windowSeconds / 60} minutes`, async () => {
      const user = await make.user();
      for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL.limit; i++) expect((await login({ email: user.email, password: 'wrong' })).status).toBe(401);
      // Even the right password waits now, from any address.
      const limited = await login({ email: user.email, password: TEST_PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: 'rate_limited', message: 'Too many requests' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_FAILURES_PER_EMAIL.windowSeconds);

      server.clock.advance(LOGIN_FAILURES_PER_EMAIL.windowSeconds * 1000);
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it('forget the failures of an e-mail after a successful sign-in', async () => {
      const user = await make.user();
      for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL.limit - 1; i++) await login({ email: user.email, password: 'wrong' });
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL.limit - 1; i++) expect((await login({ email: user.email, password: 'wrong' })).status).toBe(401);
      expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    });

    it(`allow ${LOGIN_FAILURES_PER_ADDRESS.limit} failed sign-ins per client address, whatever the e-mail`, async () => {
      const address = freshAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.limit; i++) {
        expect((await login({ email: `guess-${i}@cadence.test`, password: 'wrong' }, address)).status).toBe(401);
      }
      const user = await make.user();
      expect((await login({ email: user.email, password: TEST_PASSWORD }, address)).status).toBe(429);
      expect((await login({ email: user.email, password: TEST_PASSWORD }, freshAddress())).status).toBe(200);
      server.clock.advance(LOGIN_FAILURES_PER_ADDRESS.windowSeconds * 1000);
      expect((await login({ email: user.email, password: TEST_PASSWORD }, address)).status).toBe(200);
    });

    it('apply to loginUser too, as RATE_LIMITED', async () => {
      const user = await make.user();
      for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL.limit; i++) await server.graphql(LOGIN, { input: { email: user.email, password: 'wrong' } });
      const response = await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } });
      expect(response.status).toBe(429);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      server.clock.advance(LOGIN_FAILURES_PER_EMAIL.windowSeconds * 1000);
    });
  });

  describe('GraphQL sessions', () => {
    it('sign in with loginUser and load LoginData with the same support-chat hash', async () => {
      const user = await make.user();
      const response = await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD, uriBased: false } });
      const payload = response.body.data.loginUser;
      expect(payload).toMatchObject({ userId: user.id, token: expect.any(String), refreshToken: expect.any(String) });
      expect(new Date(payload.expiresAt).getTime()).toBe((jwtClaims(payload.token).exp as number) * 1000);
      const [secret] = await server.app.services.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'support_chat_hmac'));
      expect(payload.supportChatHash).toBe(createHmac('sha256', secret!.value).update(user.id).digest('hex'));

      const data = await server.graphql(LOGIN_DATA, {}, { token: payload.token });
      expect(data.body.data.me).toEqual({ id: user.id, supportChatHash: payload.supportChatHash });
    });

    it('answer UNAUTHENTICATED for bad credentials', async () => {
      const response = await server.graphql(LOGIN, { input: { email: 'nobody@cadence.test', password: 'wrong' } });
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]).toMatchObject({ message: 'Wrong email or password', extensions: { code: 'UNAUTHENTICATED' } });
      const invalid = await server.graphql(LOGIN, { input: { email: 'not-an-email', password: 'x' } });
      expect(invalid.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.email': 'Must be a valid email' } } });
    });

    it('rotate the refresh token on use, and revoke the family when an old one comes back', async () => {
      const user = await make.user();
      const first = (await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } })).body.data.loginUser;
      const second = (await server.graphql(REFRESH, { input: { refreshToken: first.refreshToken } })).body.data.refreshLogin;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(jwtClaims(second.token)).toMatchObject({ sub: user.id, typ: 'user' });
      expect(second.supportChatHash).toBe(first.supportChatHash);

      const reused = await server.graphql(REFRESH, { input: { refreshToken: first.refreshToken } });
      expect(reused.status).toBe(401);
      expect(reused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The theft is detected: the token the thief or the owner got next is revoked as well.
      expect((await server.graphql(REFRESH, { input: { refreshToken: second.refreshToken } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('end at the absolute expiry however often they are refreshed', async () => {
      const user = await make.user();
      let session = (await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } })).body.data.loginUser;
      server.clock.advance((REFRESH_TOKEN_LIFETIME_S - 3600) * 1000);
      session = (await server.graphql(REFRESH, { input: { refreshToken: session.refreshToken } })).body.data.refreshLogin;
      expect(session.token).toEqual(expect.any(String));
      server.clock.advance(2 * 3600 * 1000);
      const expired = await server.graphql(REFRESH, { input: { refreshToken: session.refreshToken } });
      expect(expired.body.errors?.[0]).toMatchObject({ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } });
    });

    it('are revoked by logoutUser', async () => {
      const user = await make.user();
      const session = (await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } })).body.data.loginUser;
      expect((await server.graphql(LOGOUT, { input: { refreshToken: session.refreshToken } })).body.data.logoutUser).toEqual({ revoked: true });
      expect((await server.graphql(REFRESH, { input: { refreshToken: session.refreshToken } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.graphql(LOGOUT, { input: { refreshToken: 'unknown' } })).body.data.logoutUser).toEqual({ revoked: false });
    });

    it('end when the user is deactivated', async () => {
      const user = await make.user();
      const session = (await server.graphql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } })).body.data.loginUser;
      expect((await server.rest('DELETE', `/api/users/${user.id}`, { token: session.token })).status).toBe(204);
      expect((await server.graphql(REFRESH, { input: { refreshToken: session.refreshToken } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.graphql(ME, {}, { token: session.token })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('Query.me', () => {
    it('is the User for a user token', async () => {
      const { user, account, token } = await make.world();
      const response = await server.graphql(ME, {}, { token });
      expect(response.body.data.me).toEqual({
        __typename: 'User',
        id: user.id,
        name: user.name,
        email: user.email,
        startOfWeek: 1,
        userColorModeSetting: 'system',
        emailVerified: true,
        createdAt: user.createdAt.toISOString(),
        accounts: { total: 1, edges: [{ node: { id: account.id, businessName: account.businessName } }] },
      });
    });

    it('is the Device for a device token', async () => {
      const { zone } = await make.world();
      const device = await make.pairedDevice(zone.id);
      const response = await server.graphql(ME, {}, { token: await make.token(device.id, 'interactive_device') });
      expect(response.body.data.me).toEqual({ __typename: 'Device', id: device.id });
    });

    it('is null when signed out', async () => {
      expect((await server.graphql(ME)).body.data.me).toBeNull();
    });

    it('hides another member’s support-chat hash and key values', async () => {
      const { account, token } = await make.world();
      const other = await make.user();
      await make.membership(account.id, other.id, { contact: true });
      const response = await server.graphql(`query($id: ID!) { account(id: $id) { access { users { edges { node { id supportChatHash } } } } } }`, { id: account.id }, { token });
      expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
