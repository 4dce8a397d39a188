import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, cancellationReasons, soundZones } from '../db/schema';
import { recordEvents } from '../accounts/testWorld';
import { ROLES, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';

describe(`legal acceptance and cancellation reasons (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
  });
  afterAll(() => server.close());

  describe('legal acceptance (billing.md 4.12)', () => {
    beforeEach(() => db().update(accounts).set({ legalAcceptedBy: null, legalTermsType: null }).where(eq(accounts.id, world.account.id)));
    const needs = (query = '', role: Role = 'contact') => server.rest('GET', `/auth/accounts/${world.account.id}/needs_legal_acceptance${query}`, as(role));
    const accept = (role: Role, body: Record<string, unknown> = { legal_acceptance: true }) => server.rest('PUT', `/api/accounts/${world.account.id}/legal_acceptance`, { body, ...as(role) });

    const ACCEPT: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('lets %s accept as zone.activate says', async (role) => {
      expect((await accept(role)).status).toBe(ACCEPT[role]);
    });

    it('is needed without an acceptance, then not once the signed-in user accepted (answering the account and emitting its update)', async () => {
      expect((await needs()).body).toEqual({ needs_legal_acceptance: true });
      const events = recordEvents(server);
      const { status, body } = await accept('finance', { legal_acceptance: true, terms_type: 'general' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: world.account.id, legal_acceptance: { accepted_by: world.users.finance.id, terms_type: 'general' } });
      await events.waitFor((e) => e.entity === 'account' && e.type === 'update' && e.id === world.account.id);
      events.stop();
      expect((await needs()).body).toEqual({ needs_legal_acceptance: false });
    });

    it('is needed again while every given zone lacks an active subscription', async () => {
      await accept('owner');
      expect((await needs(`?sound_zones=${world.zone.id},${world.secondZone.id}`)).body.needs_legal_acceptance).toBe(false);
      await db().update(soundZones).set({ paidUntil: new Date('2026-01-01T00:00:00Z') }).where(eq(soundZones.id, world.zone.id));
      try {
        expect((await needs(`?sound_zones=${world.zone.id},${world.secondZone.id}`)).body.needs_legal_acceptance).toBe(false);
        expect((await needs(`?sound_zones=${world.zone.id}`)).body.needs_legal_acceptance).toBe(true);
        await db().update(soundZones).set({ gracePeriod: true }).where(eq(soundZones.id, world.zone.id));
        expect((await needs(`?sound_zones=${world.zone.id}`)).body.needs_legal_acceptance).toBe(false);
        // A zone of another account never counts as active here.
        expect((await needs(`?sound_zones=${world.foreignZone.id}`)).body.needs_legal_acceptance).toBe(true);
      } finally {
        await db().update(soundZones).set({ paidUntil: new Date('2027-12-31T00:00:00Z'), gracePeriod: false }).where(eq(soundZones.id, world.zone.id));
      }
    });

    it('accepts through acceptLegal {id, terms_type}, whose id must be the path’s', async () => {
      const wrong = await server.rest('PUT', `/api/accounts/${world.account.id}/accept_legal`, { body: { id: world.foreignAccount.id, terms_type: 'general' }, ...as('owner') });
      expect(wrong.body.fields).toEqual({ id: 'Invalid' });
      const { body } = await server.rest('PUT', `/api/accounts/${world.account.id}/accept_legal`, { body: { id: world.account.id, terms_type: 'enterprise' }, ...as('owner') });
      expect(body.legal_acceptance).toEqual({ accepted_by: world.users.owner.id, terms_type: 'enterprise' });
    });

    it('refuses legal_acceptance false and hides other accounts', async () => {
      expect((await accept('owner', { legal_acceptance: false })).status).toBe(400);
      expect((await needs('', 'foreign')).status).toBe(404);
      expect((await needs('', 'anonymous')).status).toBe(401);
    });
  });

  describe('cancellation reasons (billing.md 5.2)', () => {
    beforeEach(() => db().delete(cancellationReasons));
    const zonePath = (id = world.zone.id) => `/api/sound_zones/${id}/cancellation_reasons`;

    const GIVE: Record<Role, number> = { owner: 201, admin: 201, finance: 201, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('lets %s give a zone’s reason as zone.deactivate says, and list them as SUBSCRIPTION_READ says', async (role) => {
      expect((await server.rest('POST', zonePath(), { body: { name: 'cost', text: 'Too expensive' }, ...as(role) })).status).toBe(GIVE[role]);
      expect((await server.rest('GET', zonePath(), as(role))).status).toBe(GIVE[role] === 201 ? 200 : GIVE[role]);
    });

    it('records a zone’s reasons, newest first, with who gave them', async () => {
      const events = recordEvents(server);
      const first = await server.rest('POST', zonePath(), { body: { name: 'cost', text: 'Too expensive', feedback: 'Lovely music' }, ...as('finance') });
      expect(first.body).toMatchObject({ name: 'cost', text: 'Too expensive', detailed_text: null, feedback: 'Lovely music', sound_zone: world.zone.id, location: null, user: world.users.finance.id, created_at: '20261122120000' });
      await events.waitFor((e) => e.entity === 'sound_zone' && e.id === world.zone.id && e.accountId === world.account.id);
      events.stop();
      server.clock.advance(60_000);
      const second = await server.rest('POST', zonePath(), { body: { name: 'user_defined', text: 'Other', detailed_text: 'We closed the terrace' }, ...as('owner') });
      server.clock.set('2026-11-22T12:00:00Z');
      expect((await server.rest('GET', zonePath(), as('finance'))).body.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);
      expect((await server.rest('GET', zonePath(world.secondZone.id), as('finance'))).body).toEqual([]);
    });

    it('records a location’s reason, also once the location is deactivated', async () => {
      const { status, body } = await server.rest('POST', `/api/locations/${world.otherLocation.id}/cancellation_reasons`, { body: { name: 'not_needed', text: 'Closed' }, ...as('admin') });
      expect(status).toBe(201);
      expect(body).toMatchObject({ location: world.otherLocation.id, sound_zone: null, name: 'not_needed' });
      expect((await server.rest('POST', `/api/locations/${world.otherLocation.id}/cancellation_reasons`, { body: { name: 'cost', text: 'x' }, ...as('contact') })).status).toBe(403);
      expect((await server.rest('POST', `/api/locations/${world.foreignLocation.id}/cancellation_reasons`, { body: { name: 'cost', text: 'x' }, ...as('owner') })).status).toBe(404);
    });

    it('answers the rules’ messages and writes nothing', async () => {
      const post = (body: Record<string, unknown>) => server.rest('POST', zonePath(), { body, ...as('owner') });
      expect((await post({ name: 'user_defined', text: 'Other' })).body.fields).toEqual({ detailed_text: 'Cannot be empty' });
      expect((await post({ name: 'user_defined', text: 'Other', detailed_text: '   ' })).body.fields).toEqual({ detailed_text: 'Cannot be empty' });
      expect((await post({ name: 'cost', text: '  ' })).body.fields).toEqual({ text: 'Cannot be empty' });
      expect((await post({ name: 'cheap', text: 'x' })).body.fields).toEqual({ name: 'Must be one of: business_related, cost, not_needed, technical, trial, payment, service, other, user_defined' });
      expect(await db().select().from(cancellationReasons)).toEqual([]);
    });
  });
});
