import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../testing/testServer';
import { TEST_PASSWORD } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { users } from '../db/schema';
import type { DeliveredEvent } from '../realtime/pubsub';
import { newId } from '../db/ids';
import { EMAIL_TOKEN_LIFETIME_S } from './emailTokens';
import { conflictOnDuplicate } from './users';
import { PASSWORD_FAILURES_PER_USER, RESET_REQUESTS_PER_EMAIL, SIGNUPS_PER_ADDRESS } from './rateLimits';
import { freshAddress, freshEmail, jwtClaims, linkTokenFromMail, mailsTo, startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

const REFRESH = `mutation RefreshLogin($input: RefreshLoginInput!) { refreshLogin(input: $input) { token refreshToken } }`;
const EMAIL_VERIFIED = `query { me { ... on User { emailVerified } } }`;

describe(`users (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  beforeAll(async () => ({ server, make } = await startPeopleServer()));
  afterAll(() => server.close());

  const signUp = (body: Record<string, unknown>) => server.rest('POST', '/api/users', { body, headers: freshAddress() });
  const login = (email: string, password: string) => server.rest('POST', '/auth/login', { body: { email, password }, headers: freshAddress() });

  /** Collects the realtime events published while `action` runs. */
  async function eventsDuring(action: () => Promise<unknown>): Promise<DeliveredEvent[]> {
    const events: DeliveredEvent[] = [];
    const stop = server.app.services.pubsub.onEvent((event) => events.push(event));
    await action();
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    return events;
  }

  describe('signup', () => {
    it('creates the user, answers a session and sends a verify_email mail', async () => {
      const email = freshEmail('signup');
      const response = await signUp({ name: '  Maja Lind ', email, password: 'secret-1', start_of_week: 0 });
      expect(response.status).toBe(201);
      expect(response.body.user).toMatchObject({ name: 'Maja Lind', email, accounts: [], start_of_week: 0, userColorModeSetting: 'system' });
      expect(jwtClaims(response.body.token)).toMatchObject({ sub: response.body.user.id, typ: 'user' });

      const [mail] = await mailsTo(server, email, 'verify_email');
      expect(mail!.subject).toBe('Verify your e-mail address');
      expect(mail!.html).toContain('<a href="http');
      expect((await server.graphql(EMAIL_VERIFIED, {}, { token: response.body.token })).body.data.me.emailVerified).toBe(false);

      const token = await linkTokenFromMail(server, email, 'verify_email', 'verify-email');
      const verified = await server.rest('PUT', '/api/users/verify', { body: { token }, headers: freshAddress() });
      expect(verified.status).toBe(200);
      expect(verified.body.id).toBe(response.body.user.id);
      expect((await server.graphql(EMAIL_VERIFIED, {}, { token: response.body.token })).body.data.me.emailVerified).toBe(true);
      // The link works once.
      expect((await server.rest('PUT', '/api/users/verify', { body: { token }, headers: freshAddress() })).status).toBe(404);
    });

    it('refuses an e-mail already in use, whatever its case', async () => {
      const user = await make.user();
      const response = await signUp({ name: 'Copy', email: user.email.toUpperCase(), password: 'secret-1' });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'conflict' });
    });

    it('answers 409, not 500, when a racing request takes the address between check and write', async () => {
      const user = await make.user();
      const { db } = server.app.services;
      const duplicate = conflictOnDuplicate(async () => db.insert(users).values({ id: await newId(db, 'User'), name: 'Racer', email: user.email.toUpperCase() }));
      await expect(duplicate).rejects.toMatchObject({ status: 409, message: 'A user with this e-mail address already exists' });
    });

    it('validates with the messages of core.md 5', async () => {
      expect((await signUp({ name: '', email: 'bad', password: 'short' })).body.fields).toEqual({ name: 'Cannot be empty', email: 'Must be a valid email', password: 'Must be at least 6 characters' });
      expect((await signUp({ name: '   ', email: freshEmail(), password: 'secret-1' })).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await signUp({ name: 'No Password', email: freshEmail() })).body.fields).toEqual({ password: 'Cannot be empty' });
    });

    it(`allows ${SIGNUPS_PER_ADDRESS.limit} sign-ups per client address an hour`, async () => {
      const address = freshAddress();
      for (let i = 0; i < SIGNUPS_PER_ADDRESS.limit; i++) {
        expect((await server.rest('POST', '/api/users', { body: { name: 'Many', email: freshEmail('many') }, headers: address })).status).toBe(400);
      }
      const limited = await server.rest('POST', '/api/users', { body: { name: 'Many', email: freshEmail('many'), password: 'secret-1' }, headers: address });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      server.clock.advance(SIGNUPS_PER_ADDRESS.windowSeconds * 1000);
    });
  });

  describe('GET, PUT and DELETE /api/users/{id}', () => {
    it('shows the user to themself and to members of a shared account, to no one else', async () => {
      const { user, account, token } = await make.world();
      const colleague = await make.user();
      await make.membership(account.id, colleague.id, { contact: true });
      const stranger = await make.world();

      const own = await server.rest('GET', `/api/users/${user.id}`, { token });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ id: user.id, accounts: [account.id] });
      expect((await server.rest('GET', `/api/users/${colleague.id}`, { token })).status).toBe(200);
      const foreign = await server.rest('GET', `/api/users/${user.id}`, { token: stranger.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(`No User with id ${user.id}`);
      expect((await server.rest('GET', `/api/users/${user.id}`)).status).toBe(401);
    });

    it('lets only the user change themself', async () => {
      const { user, account, token } = await make.world();
      const colleague = await make.user();
      await make.membership(account.id, colleague.id);
      const colleagueToken = await make.token(colleague.id);
      const stranger = await make.world();

      const events = await eventsDuring(async () => {
        const updated = await server.rest('PUT', `/api/users/${user.id}`, { token, body: { name: 'New Name', start_of_week: 0, userColorModeSetting: 'dark' } });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({ name: 'New Name', start_of_week: 0, userColorModeSetting: 'dark' });
      });
      expect(events).toContainEqual(expect.objectContaining({ type: 'update', entity: 'user', id: user.id }));
      expect(events).toContainEqual(expect.objectContaining({ type: 'update', entity: 'acl', accountId: account.id }));

      expect((await server.rest('PUT', `/api/users/${user.id}`, { token: colleagueToken, body: { name: 'Hijack' } })).status).toBe(403);
      expect((await server.rest('PUT', `/api/users/${user.id}`, { token: stranger.token, body: { name: 'Hijack' } })).status).toBe(404);
      expect((await server.rest('PUT', `/api/users/${user.id}`, { token, body: { name: ' ' } })).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await server.rest('DELETE', `/api/users/${user.id}`, { token: colleagueToken })).status).toBe(403);
    });

    it('deactivates the user on DELETE, unless they are an account’s last owner', async () => {
      const { user, account, token } = await make.world();
      const deleting = await server.rest('DELETE', `/api/users/${user.id}`, { token });
      expect(deleting.status).toBe(409);

      const second = await make.user();
      await make.membership(account.id, second.id);
      const session = (await login(user.email, TEST_PASSWORD)).body;
      expect((await server.rest('DELETE', `/api/users/${user.id}`, { token })).status).toBe(204);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
      expect((await server.graphql(REFRESH, { input: { refreshToken: session.refresh_token } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.rest('GET', `/api/users/${user.id}`, { token })).body.message).toBe(`No User with id ${user.id}`);
      const members = await server.rest('GET', `/api/accounts/${account.id}/acls`, { token: await make.token(second.id) });
      expect(members.body.map((acl: { user: string }) => acl.user)).toEqual([second.id]);
    });
  });

  describe('PUT /api/users/{id}/password', () => {
    it('answers 401 for a wrong old password', async () => {
      const { user, token } = await make.world();
      const response = await server.rest('PUT', `/api/users/${user.id}/password`, { token, body: { password: 'new-secret', old_password: 'wrong' } });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('The current password is wrong');
    });

    it('changes the password, ends the other sessions and issues the caller a new token', async () => {
      const { user, token } = await make.world();
      const other = (await login(user.email, TEST_PASSWORD)).body;
      const response = await server.rest('PUT', `/api/users/${user.id}/password`, { token, body: { password: 'new-secret', old_password: TEST_PASSWORD } });
      expect(response.status).toBe(204);
      const issued = response.headers.get('x-access-token-issued');
      expect(jwtClaims(issued!)).toMatchObject({ sub: user.id, typ: 'user' });
      expect((await server.graphql(REFRESH, { input: { refreshToken: other.refresh_token } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
      expect((await login(user.email, 'new-secret')).status).toBe(200);
    });

    it(`rate-limits wrong old passwords (${PASSWORD_FAILURES_PER_USER.limit} per ${PASSWORD_FAILURES_PER_USER.windowSeconds / 60} minutes)`, async () => {
      const { user, token } = await make.world();
      for (let i = 0; i < PASSWORD_FAILURES_PER_USER.limit; i++) {
        expect((await server.rest('PUT', `/api/users/${user.id}/password`, { token, body: { password: 'new-secret', old_password: 'wrong' } })).status).toBe(401);
      }
      expect((await server.rest('PUT', `/api/users/${user.id}/password`, { token, body: { password: 'new-secret', old_password: TEST_PASSWORD } })).status).toBe(429);
      server.clock.advance(PASSWORD_FAILURES_PER_USER.windowSeconds * 1000);
    });

    it('validates the new password', async () => {
      const { user, token } = await make.world();
      const response = await server.rest('PUT', `/api/users/${user.id}/password`, { token, body: { password: 'short', old_password: TEST_PASSWORD } });
      expect(response.body.fields).toEqual({ password: 'Must be at least 6 characters' });
    });
  });

  describe('PUT /api/users/{id}/email', () => {
    it('changes the address: email_change to the old one, verify_email to the new one', async () => {
      const { user, token } = await make.world();
      const newEmail = freshEmail('moved');
      const response = await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: newEmail, password: TEST_PASSWORD } });
      expect(response.status).toBe(200);
      expect(response.body.email).toBe(newEmail);

      const [notice] = await mailsTo(server, user.email, 'email_change');
      expect(notice!.subject).toBe('Your Cadence e-mail address was changed');
      expect(notice!.text).toContain(newEmail);
      expect(await mailsTo(server, newEmail, 'verify_email')).toHaveLength(1);
      expect((await login(newEmail, TEST_PASSWORD)).status).toBe(200);
    });

    it('answers 401 for a wrong password and 409 for an address in use', async () => {
      const { user, token } = await make.world();
      const other = await make.user();
      expect((await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: freshEmail(), password: 'wrong' } })).status).toBe(401);
      expect((await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: other.email, password: TEST_PASSWORD } })).status).toBe(409);
    });

    it('lets the owner of the old address take the account back', async () => {
      const { user, token } = await make.world();
      const hijacker = freshEmail('hijacker');
      await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: hijacker, password: TEST_PASSWORD } });
      const recovery = await linkTokenFromMail(server, user.email, 'email_change', 'reset-password');
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token: recovery, password: 'taken-back' }, headers: freshAddress() })).status).toBe(204);
      const [row] = await server.app.services.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: user.email, emailVerified: true });
      expect((await login(user.email, 'taken-back')).status).toBe(200);
      expect((await login(hijacker, TEST_PASSWORD)).status).toBe(401);
    });

    it('does not verify an address with a link sent to an earlier one', async () => {
      const { user, token } = await make.world();
      const first = freshEmail('first');
      await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: first, password: TEST_PASSWORD } });
      const stale = await linkTokenFromMail(server, first, 'verify_email', 'verify-email');
      await server.rest('PUT', `/api/users/${user.id}/email`, { token, body: { email: freshEmail('second'), password: TEST_PASSWORD } });
      expect((await server.rest('PUT', '/api/users/verify', { body: { token: stale }, headers: freshAddress() })).status).toBe(404);
    });
  });

  describe('password reset', () => {
    it('always answers 204 and mails a link only to a known user', async () => {
      const user = await make.user();
      const unknown = freshEmail('unknown');
      expect((await server.rest('POST', '/api/users/reset_password', { body: { email: unknown }, headers: freshAddress() })).status).toBe(204);
      expect(await mailsTo(server, unknown)).toEqual([]);
      expect((await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() })).status).toBe(204);
      const [mail] = await mailsTo(server, user.email, 'reset_password');
      expect(mail!.subject).toBe('Reset your Cadence password');
    });

    it('sets a new password with the link once, and ends every session', async () => {
      const user = await make.user();
      const session = (await login(user.email, TEST_PASSWORD)).body;
      await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() });
      const token = await linkTokenFromMail(server, user.email, 'reset_password', 'reset-password');
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token, password: 'short' }, headers: freshAddress() })).body.fields).toEqual({ password: 'Must be at least 6 characters' });
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token, password: 'brand-new' }, headers: freshAddress() })).status).toBe(204);
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token, password: 'again-new' }, headers: freshAddress() })).status).toBe(404);
      expect((await login(user.email, 'brand-new')).status).toBe(200);
      expect((await server.graphql(REFRESH, { input: { refreshToken: session.refresh_token } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it(`expires the link after ${EMAIL_TOKEN_LIFETIME_S.resetPassword / 60} minutes, and a newer link voids the older`, async () => {
      const user = await make.user();
      await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() });
      const older = await linkTokenFromMail(server, user.email, 'reset_password', 'reset-password');
      await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() });
      const newer = await linkTokenFromMail(server, user.email, 'reset_password', 'reset-password');
      expect(newer).not.toBe(older);
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token: older, password: 'brand-new' }, headers: freshAddress() })).status).toBe(404);
      server.clock.advance(EMAIL_TOKEN_LIFETIME_S.resetPassword * 1000 + 1000);
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token: newer, password: 'brand-new' }, headers: freshAddress() })).status).toBe(404);
    });

    it(`allows ${RESET_REQUESTS_PER_EMAIL.limit} reset mails per e-mail an hour`, async () => {
      const user = await make.user();
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL.limit; i++) {
        expect((await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() })).status).toBe(204);
      }
      const limited = await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: 'rate_limited' });
      expect(await mailsTo(server, user.email, 'reset_password')).toHaveLength(RESET_REQUESTS_PER_EMAIL.limit);
      server.clock.advance(RESET_REQUESTS_PER_EMAIL.windowSeconds * 1000);
      expect((await server.rest('POST', '/api/users/reset_password', { body: { email: user.email }, headers: freshAddress() })).status).toBe(204);
    });
  });
});
