import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/testServer';
import { TEST_PASSWORD } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import type { DeliveredEvent } from '../realtime/pubsub';
import { EMAIL_TOKEN_LIFETIME_S } from './emailTokens';
import { LOCATION_LIMIT_MESSAGE } from '../../src/domain/members';
import { freshAddress, freshEmail, jwtClaims, linkTokenFromMail, mailsTo, startPeopleServer } from './testHelpers';
import type { Fixtures } from './testHelpers';

describe(`invitations (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let make: Fixtures;
  beforeAll(async () => ({ server, make } = await startPeopleServer()));
  afterAll(() => server.close());

  const invite = (accountId: string, token: string, body: Record<string, unknown>) => server.rest('POST', `/api/accounts/${accountId}/attach_user`, { token, body });
  const accept = (token: string, body: Record<string, unknown>, bearer?: string) =>
    server.rest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`, { body, headers: freshAddress(), ...(bearer ? { token: bearer } : {}) });

  it('runs end to end: invite, mail, look up, accept as a new user, member', async () => {
    const { account, user: owner, token } = await make.world();
    const location = await make.location(account.id, { name: 'Harbour' });
    const email = freshEmail('colleague');
    const events: DeliveredEvent[] = [];
    const stop = server.app.services.pubsub.onEvent((event) => events.push(event));

    const invited = await invite(account.id, token, { pending_email: email, finance: true, locations: [location.id] });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ account: account.id, user: null, denorm_user: null, pending_email: email, owner: false, finance: true, locations: [location.id] });

    const [mail] = await mailsTo(server, email, 'invitation');
    expect(mail!.subject).toBe(`${owner.name} invited you to ${account.businessName} on Cadence`);
    const link = await linkTokenFromMail(server, email, 'invitation', 'invitation');

    const shown = await server.rest('GET', `/api/invitations/${encodeURIComponent(link)}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      token: link,
      account: account.id,
      account_name: account.businessName,
      inviter: { id: owner.id, name: owner.name, email: owner.email },
      email,
      user_exists: false,
      expires_at: expect.stringMatching(/^\d{14}$/),
    });

    expect((await accept(link, {})).body.fields).toEqual({ name: 'Cannot be empty', password: 'Cannot be empty' });
    const accepted = await accept(link, { name: 'New Colleague', password: 'secret-1' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ name: 'New Colleague', email, accounts: [account.id] });
    expect(jwtClaims(accepted.body.token)).toMatchObject({ sub: accepted.body.user.id, typ: 'user' });
    expect(accepted.body.refresh_token).toEqual(expect.any(String));

    const members = await server.rest('GET', `/api/accounts/${account.id}/acls`, { token });
    expect(members.body.find((acl: { id: string }) => acl.id === invited.body.id)).toMatchObject({ user: accepted.body.user.id, pending_email: null, finance: true, locations: [location.id] });
    expect((await server.rest('GET', `/api/accounts/${account.id}/invitees`, { token })).body).toEqual([]);
    // The link is used up; the new member signs in.
    expect((await server.rest('GET', `/api/invitations/${encodeURIComponent(link)}`)).status).toBe(404);
    expect((await accept(link, { name: 'Again', password: 'secret-1' })).status).toBe(404);
    expect((await server.rest('POST', '/auth/login', { body: { email, password: 'secret-1' }, headers: freshAddress() })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    stop();
    expect(events).toContainEqual(expect.objectContaining({ type: 'create', entity: 'acl', id: invited.body.id, accountId: account.id }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'update', entity: 'acl', id: invited.body.id, accountId: account.id }));
  });

  it('is accepted by a signed-in user, who keeps their session', async () => {
    const { account, token } = await make.world();
    const existing = await make.user();
    await invite(account.id, token, { pending_email: existing.email.toUpperCase(), contact: true });
    const link = await linkTokenFromMail(server, existing.email.toUpperCase(), 'invitation', 'invitation');
    expect((await server.rest('GET', `/api/invitations/${encodeURIComponent(link)}`)).body.user_exists).toBe(true);
    // Without a session the existing user is asked to sign in.
    expect((await accept(link, { name: 'Someone', password: 'secret-1' })).status).toBe(409);
    // Another signed-in user may not take it.
    expect((await accept(link, {}, await make.token((await make.user()).id))).status).toBe(409);
    const accepted = await accept(link, {}, await make.token(existing.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ id: existing.id, accounts: [account.id] });
    expect(accepted.body.refresh_token).toBeUndefined();
  });

  it('lets a signed-in user accept an invitation sent to an address no user has', async () => {
    const { account, token } = await make.world();
    const email = freshEmail('alias');
    await invite(account.id, token, { pending_email: email });
    const link = await linkTokenFromMail(server, email, 'invitation', 'invitation');
    const user = await make.user();
    const accepted = await accept(link, {}, await make.token(user.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.accounts).toEqual([account.id]);
  });

  it('validates the invitation and refuses members and repeated invitations', async () => {
    const { account, user, token } = await make.world();
    expect((await invite(account.id, token, { pending_email: '' })).body.fields).toEqual({ pending_email: 'Must be a valid email' });
    expect((await invite(account.id, token, {})).body.fields).toEqual({ pending_email: 'Cannot be empty' });
    expect((await invite(account.id, token, { pending_email: 'not-an-email' })).body.fields).toEqual({ pending_email: 'Must be a valid email' });
    expect((await invite(account.id, token, { pending_email: user.email })).status).toBe(409);
    const email = freshEmail();
    expect((await invite(account.id, token, { pending_email: email })).status).toBe(201);
    expect((await invite(account.id, token, { pending_email: email.toUpperCase() })).status).toBe(409);
    const foreignLocation = (await make.world()).location;
    expect((await invite(account.id, token, { pending_email: freshEmail(), locations: [foreignLocation.id] })).body.fields).toEqual({ locations: 'Invalid' });
  });

  it('refuses owners and admins limited to locations, as invitations and as new users', async () => {
    const { account, location, token } = await make.world();
    for (const flag of ['owner', 'admin'] as const) {
      const invited = await invite(account.id, token, { pending_email: freshEmail(), [flag]: true, locations: [location.id] });
      expect(invited.status).toBe(400);
      expect(invited.body.fields).toEqual({ locations: LOCATION_LIMIT_MESSAGE });
      const attached = await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { email: freshEmail(), name: 'Limited', [flag]: true, locations: [location.id] } });
      expect(attached.status).toBe(400);
      expect(attached.body.fields).toEqual({ locations: LOCATION_LIMIT_MESSAGE });
    }
    expect((await invite(account.id, token, { pending_email: freshEmail(), contact: true, locations: [location.id] })).status).toBe(201);
    expect((await invite(account.id, token, { pending_email: freshEmail(), admin: true, locations: [] })).status).toBe(201);
  });

  it('needs user.create: owners and admins invite, other members may not, strangers see nothing', async () => {
    const { account, location, zone } = await make.world();
    const asRole = async (flags: Parameters<typeof make.membership>[2]) => {
      const user = await make.user();
      await make.membership(account.id, user.id, flags);
      return make.token(user.id);
    };
    const device = await make.pairedDevice(zone.id);
    const cases: [string, string, number][] = [
      ['admin', await asRole({ admin: true }), 201],
      ['finance', await asRole({ finance: true }), 403],
      ['contact', await asRole({ contact: true }), 403],
      ['member', await asRole({}), 403],
      ['location user', await asRole({ locationIds: [location.id] }), 403],
      ['device', await make.token(device.id, 'interactive_device'), 403],
      ['foreign', (await make.world()).token, 404],
    ];
    for (const [role, token, status] of cases) {
      expect({ role, status: (await invite(account.id, token, { pending_email: freshEmail() })).status }).toEqual({ role, status });
      expect({ role, status: (await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { name: 'New', email: freshEmail() } })).status }).toEqual({ role, status });
    }
    expect((await invite(account.id, '', { pending_email: freshEmail() })).status).toBe(401);
  });

  it('voids the link when the invitation is withdrawn', async () => {
    const { account, token } = await make.world();
    const email = freshEmail('withdrawn');
    const invited = await invite(account.id, token, { pending_email: email });
    const link = await linkTokenFromMail(server, email, 'invitation', 'invitation');
    expect((await server.rest('DELETE', `/api/acls/${invited.body.id}`, { token })).status).toBe(204);
    expect((await server.rest('GET', `/api/invitations/${encodeURIComponent(link)}`)).status).toBe(404);
    expect((await accept(link, { name: 'Late', password: 'secret-1' })).status).toBe(404);
  });

  it(`expires after ${EMAIL_TOKEN_LIFETIME_S.invitation / 86_400} days`, async () => {
    const { account, token } = await make.world();
    const email = freshEmail('late');
    await invite(account.id, token, { pending_email: email });
    const link = await linkTokenFromMail(server, email, 'invitation', 'invitation');
    server.clock.advance(EMAIL_TOKEN_LIFETIME_S.invitation * 1000 + 1000);
    expect((await server.rest('GET', `/api/invitations/${encodeURIComponent(link)}`)).status).toBe(404);
    expect((await accept(link, { name: 'Late', password: 'secret-1' })).status).toBe(404);
  });

  describe('attach_new_user', () => {
    it('creates the member with a welcome mail that lets them choose a password', async () => {
      const { account, user: owner, token } = await make.world();
      const email = freshEmail('attached');
      const created = await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { name: 'Attached Person', email, contact: true } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ account: account.id, user: expect.any(String), denorm_user: { name: 'Attached Person', email }, contact: true, pending_email: null });
      const [mail] = await mailsTo(server, email, 'welcome');
      expect(mail!.subject).toBe(`Welcome to ${account.businessName} on Cadence`);
      expect(mail!.text).toContain(owner.name);
      const link = await linkTokenFromMail(server, email, 'welcome', 'reset-password');
      expect((await server.rest('PUT', '/api/users/reset_password', { body: { token: link, password: 'chosen-1' }, headers: freshAddress() })).status).toBe(204);
      const session = await server.rest('POST', '/auth/login', { body: { email, password: 'chosen-1' }, headers: freshAddress() });
      expect(session.body.user.accounts).toEqual([account.id]);
    });

    it('takes a password, and refuses an e-mail in use', async () => {
      const { account, token } = await make.world();
      const email = freshEmail('with-password');
      expect((await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { name: 'With Password', email, password: 'given-1' } })).status).toBe(201);
      expect((await mailsTo(server, email, 'welcome'))[0]!.text).toContain('/login?email=');
      expect((await server.rest('POST', '/auth/login', { body: { email, password: 'given-1' }, headers: freshAddress() })).status).toBe(200);
      expect((await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { name: 'Twice', email } })).status).toBe(409);
      expect((await server.rest('POST', `/api/accounts/${account.id}/attach_new_user`, { token, body: { name: ' ', email: freshEmail() } })).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await server.rest('POST', '/auth/login', { body: { email, password: TEST_PASSWORD }, headers: freshAddress() })).status).toBe(401);
    });
  });
});
