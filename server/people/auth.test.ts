import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, longRunningTransactions } from '../db/schema';
import { newId } from '../db/ids';
import { MAX_KEY_VALUES_PER_USER } from './resolvers';
import { OUTBOX_PAGE_SIZE } from './standIns/mail';
import { freshAddress, freshEmail, mailsTo, startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

const SET = `mutation SetUserKeyValue($input: SetUserKeyValueInput!) { setUserKeyValue(input: $input) { entry { key value expiresAt } } }`;
const KEY_VALUES = `query UserKeyValues($prefix: String) { me { ... on User { id keyValues(prefix: $prefix) { key value expiresAt } } } }`;

describe(`auth service and outbox (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  beforeAll(async () => ({ server, make } = await startPeopleServer()));
  afterAll(() => server.close());

  describe('GET /auth/i18n/{locale}', () => {
    it('serves the English bundle with the error catalogue and mail subjects', async () => {
      const response = await server.rest('GET', '/auth/i18n/en?content_provider=cadence');
      expect(response.status).toBe(200);
      expect(response.body.errors).toMatchObject({ unknown: expect.any(String), notFound: expect.any(String), unauthorized: expect.any(String), forbidden: expect.any(String), sessionExpired: expect.any(String) });
      expect(response.body.soundZone.activation.noPermission).toBe('You do not have permission to change the subscription.');
      expect(response.body.mail.resetPassword.subject).toBe('Reset your Cadence password');
      expect(response.body.validation.required).toBe('Cannot be empty');
    });

    it('serves svdev, an empty bundle for cimode, a language for its regions, and 404 for others', async () => {
      expect((await server.rest('GET', '/auth/i18n/svdev')).body.errors.notFound).toBe('Vi hittade inte det du letade efter.');
      expect((await server.rest('GET', '/auth/i18n/cimode')).body).toEqual({});
      expect((await server.rest('GET', '/auth/i18n/en-GB')).body.errors.unknown).toBe((await server.rest('GET', '/auth/i18n/en')).body.errors.unknown);
      expect((await server.rest('GET', '/auth/i18n/de')).status).toBe(404);
      expect((await server.rest('GET', '/auth/i18n/..%2Fpackage')).status).toBe(400);
    });
  });

  describe('GET /auth/accounts/{account}/long_running_transactions/{id}', () => {
    it('shows an account’s transaction to its members only', async () => {
      const { account, token } = await make.world();
      const running = await newId(server.app.services.db, 'LongRunningTransaction');
      const failed = await newId(server.app.services.db, 'LongRunningTransaction');
      await server.app.services.db.insert(longRunningTransactions).values([
        { id: running, accountId: account.id, kind: 'tier_change' },
        { id: failed, accountId: account.id, kind: 'plan_change', completedAt: new Date('2026-11-22T14:30:00Z'), error: 'Payment failed' },
      ]);
      const path = (id: string) => `/auth/accounts/${account.id}/long_running_transactions/${id}`;
      expect((await server.rest('GET', path(running), { token })).body).toEqual({ id: running, account: account.id, completed_at: null, error: null });
      expect((await server.rest('GET', path(failed), { token })).body).toEqual({ id: failed, account: account.id, completed_at: '20261122143000', error: 'Payment failed' });

      const stranger = await make.world();
      expect((await server.rest('GET', path(running), { token: stranger.token })).status).toBe(404);
      // Another account's transaction is not found under this account.
      expect((await server.rest('GET', `/auth/accounts/${stranger.account.id}/long_running_transactions/${running}`, { token: stranger.token })).status).toBe(404);
    });
  });

  describe('GET /auth/accounts/{account}/needs_legal_acceptance', () => {
    it('is needed without an acceptance, or when every zone asked about lacks an active subscription', async () => {
      const { account, location, zone, token } = await make.world();
      const expired = await make.soundZone(location.id, { paidUntil: new Date('2026-01-01T00:00:00Z') });
      const path = (zones?: string[]) => `/auth/accounts/${account.id}/needs_legal_acceptance${zones ? `?sound_zones=${zones.join(',')}` : ''}`;
      expect((await server.rest('GET', path(), { token })).body).toEqual({ needs_legal_acceptance: true });

      await server.app.services.db.update(accounts).set({ legalAcceptedBy: 'someone', legalTermsType: 'general' }).where(eq(accounts.id, account.id));
      expect((await server.rest('GET', path(), { token })).body).toEqual({ needs_legal_acceptance: false });
      expect((await server.rest('GET', path([zone.id, expired.id]), { token })).body).toEqual({ needs_legal_acceptance: false });
      expect((await server.rest('GET', path([expired.id]), { token })).body).toEqual({ needs_legal_acceptance: true });
      expect((await server.rest('GET', path(), { token: (await make.world()).token })).status).toBe(404);
    });
  });

  describe('the mail outbox stand-in', () => {
    it('lists mails newest first as JSON, filtered by recipient and kind', async () => {
      const email = freshEmail('outbox');
      await server.rest('POST', '/api/users', { body: { name: 'Outbox', email, password: 'secret-1' }, headers: freshAddress() });
      await server.rest('POST', '/api/users/reset_password', { body: { email }, headers: freshAddress() });
      const mails = await mailsTo(server, email);
      expect(mails.map((mail) => mail.kind)).toEqual(['reset_password', 'verify_email']);
      expect(mails[0]).toEqual({ id: expect.any(String), to: email, subject: 'Reset your Cadence password', text: expect.stringContaining('/reset-password/'), html: expect.stringContaining('<a href='), sent_at: expect.any(String), kind: 'reset_password' });
      expect((await mailsTo(server, email, 'verify_email')).map((mail) => mail.kind)).toEqual(['verify_email']);
      expect((await server.rest('GET', '/stand-in/mail/messages?kind=unknown')).status).toBe(400);
      expect((await server.rest('GET', '/stand-in/mail/messages')).body.length).toBeLessThanOrEqual(OUTBOX_PAGE_SIZE);
    });

    it('shows a page for developers with clickable links', async () => {
      const email = freshEmail('page');
      await server.rest('POST', '/api/users', { body: { name: 'Page <b>Reader</b>', email, password: 'secret-1' }, headers: freshAddress() });
      const page = await server.rest('GET', '/stand-in/mail');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain(email);
      expect(page.body).toMatch(/<a href="http[^"]+\/verify-email\/[^"]+" target="_blank"/);
      expect(page.body).toContain('Page &lt;b&gt;Reader&lt;/b&gt;');
      expect(page.body).not.toContain('Page <b>Reader</b>');
    });
  });

  describe('user key values', () => {
    it('stores entries on the signed-in user, by prefix, until they expire', async () => {
      const { token } = await make.world();
      const set = (input: Record<string, unknown>) => server.graphql(SET, { input }, { token });
      expect((await set({ key: 'user.survey.nps.interaction', value: 'dismissed', expiresAt: '2026-12-01T00:00:00Z' })).body.data.setUserKeyValue.entry).toEqual({
        key: 'user.survey.nps.interaction',
        value: 'dismissed',
        expiresAt: '2026-12-01T00:00:00.000Z',
      });
      await set({ key: 'user.survey.nps.interaction', value: 'answered' });
      await set({ key: 'user.promos.hifi.interaction', value: 'seen' });
      const survey = await server.graphql(KEY_VALUES, { prefix: 'user.survey.' }, { token });
      expect(survey.body.data.me.keyValues).toEqual([{ key: 'user.survey.nps.interaction', value: 'answered', expiresAt: null }]);

      await set({ key: 'user.promos.hifi.interaction', value: 'seen', expiresAt: new Date(server.clock.now().getTime() + 60_000).toISOString() });
      expect((await server.graphql(KEY_VALUES, { prefix: 'user.promos.' }, { token })).body.data.me.keyValues).toHaveLength(1);
      server.clock.advance(61_000);
      expect((await server.graphql(KEY_VALUES, { prefix: 'user.promos.' }, { token })).body.data.me.keyValues).toEqual([]);
      expect((await server.graphql(KEY_VALUES, {}, { token })).body.data.me.keyValues).toHaveLength(1);
    });

    it('needs a signed-in user and keeps a bounded number of entries', async () => {
      expect((await server.graphql(SET, { input: { key: 'k', value: 'v' } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const { zone, user, token } = await make.world();
      const device = await make.pairedDevice(zone.id);
      expect((await server.graphql(SET, { input: { key: 'k', value: 'v' } }, { token: await make.token(device.id, 'interactive_device') })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.graphql(SET, { input: { key: '', value: 'v' } }, { token })).body.errors?.[0]?.extensions?.exception?.validationErrors).toEqual({ 'input.key': 'Cannot be empty' });

      const { userKeyValues } = await import('../db/schema');
      await server.app.services.db.insert(userKeyValues).values(Array.from({ length: MAX_KEY_VALUES_PER_USER }, (_, i) => ({ userId: user.id, key: `bulk.${i}`, value: 'x' })));
      const over = await server.graphql(SET, { input: { key: 'one.more', value: 'v' } }, { token });
      expect(over.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // Replacing an existing entry is always fine.
      expect((await server.graphql(SET, { input: { key: 'bulk.0', value: 'y' } }, { token })).body.data.setUserKeyValue.entry.value).toBe('y');
    });
  });
});
