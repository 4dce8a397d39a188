import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { billingGroups, locations, soundZones } from '../db/schema';
import { recordEvents } from '../accounts/testWorld';
import { ROLES, premisesWorld } from '../premises/testWorld';
import { VAT_EXEMPT_FORM } from './paymentsTestWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';

const GROUP = { name: 'Head office', company_name: 'Café Lumen AB', address: 'Götgatan 1', postal_code: '118 46', city: 'Stockholm', iso_country: 'SE', currency: 'SEK', email: 'finance@lumen.se' };

describe(`billing groups (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;
  const create = (body: Record<string, unknown> = GROUP, role: Role = 'finance') => server.rest('POST', `/billing/accounts/${world.account.id}/billing_groups`, { body, ...as(role) });
  const clear = () => db().delete(billingGroups);

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
  });
  afterAll(() => server.close());

  describe('create', () => {
    const CREATE: Record<Role, number> = { owner: 201, admin: 201, finance: 201, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('answers %s as billing_groups.create says', async (role) => {
      await clear();
      expect((await create(GROUP, role)).status).toBe(CREATE[role]);
    });

    it('makes the first group the default, answers the record and emits a create event on the account', async () => {
      await clear();
      const events = recordEvents(server);
      const { status, body } = await create({ ...GROUP, name: '  Head office ' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ ...GROUP, account: world.account.id, default: true, should_send_cc_payment_receipt: false, invalid_vat: false, has_vat_exempt_form: false, vat_exempt_form: null });
      await events.waitFor((e) => e.entity === 'billing_group' && e.type === 'create' && e.id === body.id && e.accountId === world.account.id);
      events.stop();
      const second = await create({ ...GROUP, name: 'Branch' });
      expect(second.body.default).toBe(false);
      const third = await create({ ...GROUP, name: 'New default', default: true });
      expect(third.body.default).toBe(true);
      const list = await server.rest('GET', `/billing/accounts/${world.account.id}/billing_groups`, as('contact'));
      expect(list.body.map((g: { name: string; default: boolean }) => [g.name, g.default])).toEqual([
        ['New default', true],
        ['Branch', false],
        ['Head office', false],
      ]);
    });

    it('answers every field’s message and writes nothing', async () => {
      await clear();
      const { status, body } = await create({ ...GROUP, name: ' ', city: '  ', iso_country: 'US', org_number: '12' });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ name: 'Cannot be empty', city: 'Cannot be empty', state: 'Cannot be empty' });
      // The contract's patterns answer first, with the same texts.
      expect((await create({ ...GROUP, postal_code: '-1', email: 'x@y' })).body.fields).toEqual({
        postal_code: 'Must be a valid postal code (only digits, letters, spaces and hyphens)',
        email: 'Must be a valid email',
      });
      expect((await create({ ...GROUP, iso_country: 'US', state: 'Texas' })).body.fields).toEqual({ state: 'Must be a valid state (2-letter code format)' });
      expect((await create({ ...GROUP, org_number: '5566-778899' })).body.fields).toEqual({ org_number: 'Must be a valid organization number' });
      const { company_name: _left, ...withoutCompany } = GROUP;
      expect((await create(withoutCompany)).body.fields).toEqual({ company_name: 'Cannot be empty' });
      expect((await create({ ...GROUP, vat_exempt: true })).status).toBe(400);
      expect(await db().select().from(billingGroups)).toEqual([]);
    });
  });

  describe('read', () => {
    const READ: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('lists, gets and gets the default for %s as membership says (a location user sees no billing)', async (role) => {
      await clear();
      const { body: group } = await create();
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/billing_groups`, as(role))).status).toBe(READ[role]);
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/default_billing_group`, as(role))).status).toBe(READ[role]);
      expect((await server.rest('GET', `/billing/billing_groups/${group.id}`, as(role))).status).toBe(READ[role]);
    });

    it('answers 404 for the default of an account without groups and for unknown groups', async () => {
      await clear();
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/default_billing_group`, as('owner'))).status).toBe(404);
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/billing_groups`, as('owner'))).body).toEqual([]);
      expect((await server.rest('GET', `/billing/billing_groups/${world.account.id}`, as('owner'))).status).toBe(404);
    });

    it('lets a location user with finance read billing', async () => {
      await clear();
      await create();
      const user = await world.fx.user({ name: 'finance at one location' });
      await world.fx.membership(world.account.id, user.id, { finance: true, locationIds: [world.location.id] });
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/billing_groups`, { token: await world.fx.token(user.id) })).status).toBe(200);
    });
  });

  describe('update', () => {
    const EDIT: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('answers %s as billing_groups.edit says', async (role) => {
      await clear();
      const { body: group } = await create();
      expect((await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { id: group.id, should_send_cc_payment_receipt: true }, ...as(role) })).status).toBe(EDIT[role]);
    });

    it('changes only the field sent ({id, field: value}) and emits an update', async () => {
      await clear();
      const { body: group } = await create();
      const events = recordEvents(server);
      const { status, body } = await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { id: group.id, should_send_cc_payment_receipt: true }, ...as('finance') });
      expect(status).toBe(200);
      expect(body).toEqual({ ...group, should_send_cc_payment_receipt: true });
      await events.waitFor((e) => e.entity === 'billing_group' && e.type === 'update' && e.id === group.id);
      events.stop();
    });

    it('checks the group as it would be, answers per-field messages and writes nothing', async () => {
      await clear();
      const { body: group } = await create();
      const moved = await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { iso_country: 'US' }, ...as('finance') });
      expect(moved.status).toBe(400);
      expect(moved.body.fields).toEqual({ state: 'Cannot be empty' });
      expect((await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { city: '  ' }, ...as('finance') })).body.fields).toEqual({ city: 'Cannot be empty' });
      expect((await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { id: world.account.id, city: 'Malmö' }, ...as('finance') })).body.fields).toEqual({ id: 'Invalid' });
      expect((await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { default: false }, ...as('finance') })).body.fields).toEqual({ default: 'Invalid' });
      expect((await server.rest('GET', `/billing/billing_groups/${group.id}`, as('finance'))).body).toEqual(group);
      const ok = await server.rest('PUT', `/billing/billing_groups/${group.id}`, { body: { iso_country: 'US', state: 'NY', city: 'New York', postal_code: '10001', currency: 'USD', email: 'ap@lumen.com' }, ...as('finance') });
      expect(ok.body).toMatchObject({ iso_country: 'US', state: 'NY', city: 'New York', currency: 'USD' });
    });

    it('moves the default when default true is sent', async () => {
      await clear();
      const { body: first } = await create();
      const { body: second } = await create({ ...GROUP, name: 'Branch' });
      expect((await server.rest('PUT', `/billing/billing_groups/${second.id}`, { body: { default: true }, ...as('finance') })).body.default).toBe(true);
      expect((await server.rest('GET', `/billing/billing_groups/${first.id}`, as('finance'))).body.default).toBe(false);
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/default_billing_group`, as('finance'))).body.id).toBe(second.id);
    });
  });

  describe('delete', () => {
    const zoneState = (values: Partial<typeof soundZones.$inferInsert>) => db().update(soundZones).set(values).where(eq(soundZones.locationId, world.location.id));

    it.each(ROLES)('answers %s as billing_groups.edit says', async (role) => {
      await clear();
      const { body: group } = await create();
      const DELETE: Record<Role, number> = { owner: 204, admin: 204, finance: 204, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
      expect((await server.rest('DELETE', `/billing/billing_groups/${group.id}`, as(role))).status).toBe(DELETE[role]);
    });

    it('is refused while an active location uses the group, allowed once none does (billing.md 4.10)', async () => {
      await clear();
      await create();
      const { body: branch } = await create({ ...GROUP, name: 'Branch' });
      await db().update(locations).set({ billingGroupId: branch.id }).where(eq(locations.id, world.location.id));
      const del = () => server.rest('DELETE', `/billing/billing_groups/${branch.id}`, as('finance'));
      try {
        expect((await del()).status).toBe(409);
        // One zone still active keeps the location active.
        await db().update(soundZones).set({ subscriptionDeactivated: true }).where(eq(soundZones.id, world.zone.id));
        expect((await del()).status).toBe(409);
        await zoneState({ subscriptionDeactivated: true });
        await db().update(soundZones).set({ deactivated: true, subscriptionDeactivated: false }).where(eq(soundZones.id, world.zone.id));
        const events = recordEvents(server);
        expect((await del()).status).toBe(204);
        await events.waitFor((e) => e.entity === 'billing_group' && e.type === 'delete' && e.id === branch.id);
        events.stop();
        expect((await db().select().from(locations).where(eq(locations.id, world.location.id)))[0]!.billingGroupId).toBeNull();
      } finally {
        await zoneState({ subscriptionDeactivated: false, deactivated: false });
      }
    });

    it('allows deleting a group that only a deactivated location uses', async () => {
      await clear();
      const { body: group } = await create();
      await db().update(locations).set({ billingGroupId: group.id, deactivated: true }).where(eq(locations.id, world.otherLocation.id));
      try {
        expect((await server.rest('DELETE', `/billing/billing_groups/${group.id}`, as('finance'))).status).toBe(204);
      } finally {
        await db().update(locations).set({ deactivated: false, billingGroupId: null }).where(eq(locations.id, world.otherLocation.id));
      }
    });

    it('keeps the default while other groups exist', async () => {
      await clear();
      const { body: first } = await create();
      const { body: second } = await create({ ...GROUP, name: 'Branch' });
      expect((await server.rest('DELETE', `/billing/billing_groups/${first.id}`, as('finance'))).status).toBe(409);
      expect((await server.rest('DELETE', `/billing/billing_groups/${second.id}`, as('finance'))).status).toBe(204);
      expect((await server.rest('DELETE', `/billing/billing_groups/${first.id}`, as('finance'))).status).toBe(204);
      expect((await server.rest('GET', `/billing/billing_groups/${first.id}`, as('finance'))).status).toBe(404);
    });
  });

  describe('VAT-exemption forms', () => {
    const FORM = VAT_EXEMPT_FORM;
    const path = (id: string) => `/billing/billing_groups/${id}/vat_exempt_form`;

    it('attaches a form, marks the group and reads it back by group and by id', async () => {
      await clear();
      const { body: group } = await create();
      expect((await server.rest('GET', path(group.id), as('finance'))).status).toBe(404);
      const { status, body: form } = await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id }, ...as('finance') });
      expect(status).toBe(201);
      expect(form).toMatchObject({ ...FORM, billing_group: group.id });
      expect((await server.rest('GET', path(group.id), as('contact'))).body).toEqual(form);
      expect((await server.rest('GET', `/billing/tax/vat_exempt_forms/${form.id}`, as('member'))).body).toEqual(form);
      expect((await server.rest('GET', `/billing/billing_groups/${group.id}`, as('finance'))).body).toMatchObject({ has_vat_exempt_form: true, vat_exempt_form: form.id, vat_exempt_changed: true });
      const replaced = await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id, contact_name: 'Per Berg' }, ...as('finance') });
      expect((await server.rest('GET', path(group.id), as('finance'))).body.id).toBe(replaced.body.id);
    });

    it('needs billing_groups.edit to attach, and membership to read', async () => {
      await clear();
      const { body: group } = await create();
      expect((await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id }, ...as('contact') })).status).toBe(403);
      const { body: form } = await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id }, ...as('owner') });
      expect((await server.rest('GET', `/billing/tax/vat_exempt_forms/${form.id}`, as('foreign'))).status).toBe(404);
      expect((await server.rest('GET', `/billing/tax/vat_exempt_forms/${form.id}`, as('locationUser'))).status).toBe(403);
    });

    it('requires every field and a valid contact e-mail, and writes nothing otherwise', async () => {
      await clear();
      const { body: group } = await create();
      const blank = await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id, company_type: ' ', contact_name: '   ' }, ...as('finance') });
      expect(blank.status).toBe(400);
      expect(blank.body.fields).toEqual({ company_type: 'Cannot be empty', contact_name: 'Cannot be empty' });
      expect((await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: group.id, contact_email: 'elsa@' }, ...as('finance') })).body.fields).toEqual({ contact_email: 'Must be a valid email' });
      expect((await server.rest('POST', path(group.id), { body: { ...FORM, billing_group: world.account.id }, ...as('finance') })).body.fields).toEqual({ billing_group: 'Invalid' });
      expect((await server.rest('GET', path(group.id), as('finance'))).status).toBe(404);
    });
  });
});
