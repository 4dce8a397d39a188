import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseKind } from '../testing/database';
import { accounts, acls, billingGroups } from '../db/schema';
import { billingGroupFor } from '../billing/paymentsTestWorld';
import { recordEvents, useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

/** Every viewer and the status an operation answers them, for the per-role tables below. */
type Expectation = Record<Role, number>;

const READ: Expectation = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, partner: 200, partnerMember: 200, device: 200, foreign: 404, anonymous: 401 };
/** SETTINGS_WRITE: owner or admin (a partner admin acts as admin on its customer accounts). */
const SETTINGS_WRITE: Expectation = { ...READ, finance: 403, contact: 403, member: 403, locationUser: 403, partnerMember: 403, device: 403 };
/** zone.activate: owner, admin or finance. */
const COMPANY_DETAILS: Expectation = { ...SETTINGS_WRITE, finance: 200 };

describe(`accounts over REST (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const as = t.as;
  const path = () => `/api/accounts/${t.world.account.id}`;

  describe('GET /api/accounts/{id}', () => {
    it.each(Object.entries(READ))('answers %s with %i', async (role, status) => {
      const response = await t.server.rest('GET', path(), as(role as Role));
      expect(response.status).toBe(status);
      if (status === 200) expect(response.body).toMatchObject({ id: t.world.account.id, type: 'Account', business_name: 'Café Lumen' });
    });

    it('answers an unknown id with 404', async () => {
      expect((await t.server.rest('GET', '/api/accounts/QWNjb3VudCwsenp6enovo', as('owner'))).status).toBe(404);
    });

    it('computes the permissions of each role', async () => {
      const permissions = async (role: Role) => (await t.server.rest('GET', path(), as(role))).body.permissions as string[];
      expect(await permissions('owner')).toEqual(expect.arrayContaining(['SETTINGS_READ', 'SETTINGS_WRITE', 'USERS_WRITE', 'SUBSCRIPTION_WRITE', 'zone.activate', 'user.create']));
      const finance = await permissions('finance');
      expect(finance).toEqual(expect.arrayContaining(['SETTINGS_READ', 'SUBSCRIPTION_WRITE', 'zone.activate', 'billing_groups.edit']));
      expect(finance).not.toContain('SETTINGS_WRITE');
      expect(finance).not.toContain('user.create');
      const contact = await permissions('contact');
      expect(contact).toEqual(expect.arrayContaining(['SETTINGS_READ', 'zone.pair', 'zone.create']));
      expect(contact).not.toContain('zone.activate');
      expect(await permissions('locationUser')).not.toContain('SETTINGS_READ');
      expect(await permissions('partner')).toEqual(expect.arrayContaining(['SETTINGS_WRITE', 'zone.activate']));
      expect(await permissions('device')).not.toContain('SETTINGS_WRITE');
    });

    it('answers the fields of the account with its restrictions surfaced', async () => {
      await t.server.app.services.db
        .update(accounts)
        .set({ settings: { filter_explicit: true, restrict_unpairing_from_paired_devices: true }, featureFlags: ['messaging_enabled', 'hifi_enabled'], plan: 'starter', tier: '1' })
        .where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.rest('GET', path(), as('owner'));
      expect(body).toMatchObject({
        distributor: t.world.partnerAccount.id,
        partner: { allow_deactivation: true },
        settings: { filter_explicit: true, restrict_discover_music: false, restrict_edit_music: false, restrict_unpairing_from_paired_devices: true, restrict_block_tracks: false },
        restrictedUnpairing: true,
        restrictedDiscoverMusic: false,
        feature_flags: { onboarding_enabled: false, messaging_enabled: true, saml_enabled: false, extreme_audio_quality_option_enabled: false, hifi_enabled: true },
        plan: 'starter',
        tier: 'tier-1',
        isRoyaltyFree: false,
        latest_paid_until: '20271231000000',
        image: { url: `${t.server.app.services.config.publicOrigin}/api/images/logo/${encodeURIComponent(t.world.account.id)}/%w/%h` },
      });
      expect(body.created_at).toMatch(/^\d{14}$/);
      expect(body).not.toHaveProperty('i18n');
    });

    it('embeds the distributor when include names it', async () => {
      const { body } = await t.server.rest('GET', `${path()}?include=distributor`, as('member'));
      expect(body.distributor).toEqual({ id: t.world.partnerAccount.id, business_name: 'Sound Partners', has_support: true, code: 'partner' });
    });

    it('embeds the provider as distributor of a directly sold account', async () => {
      const direct = await t.world.fx.account({ businessName: 'Direct', isoCountry: 'US', state: 'CA' });
      await t.world.fx.membership(direct.id, t.world.users.owner.id);
      const { body } = await t.server.rest('GET', `/api/accounts/${direct.id}?include=distributor,i18n`, as('owner'));
      expect(body.distributor).toEqual({ id: 'cadence-direct-us', business_name: 'Cadence US', has_support: true, code: 'cadence' });
      expect(body.partner).toBeNull();
    });

    it('embeds the translations of the content provider when include names i18n', async () => {
      const translations = await t.server.rest('GET', '/auth/i18n/en?content_provider=cadence');
      const { body } = await t.server.rest('GET', `${path()}?include=i18n`, as('owner'));
      expect(translations.status).toBe(200);
      expect(body.i18n).toEqual(translations.body);
      expect(body.i18n).toHaveProperty('errors');
    });

    it('rejects a link the contract does not know', async () => {
      expect((await t.server.rest('GET', `${path()}?include=everything`, as('owner'))).status).toBe(400);
    });
  });

  describe('POST /api/accounts (registration)', () => {
    const full = { business_name: 'Nordic Bakery', business_type: 'cafe', address: 'Sveavägen 1', postal_code: '111 57', city: 'Stockholm', iso_country: 'SE' };

    it('makes the registering user owner, admin, finance and contact', async () => {
      const events = recordEvents(t.server);
      const response = await t.server.rest('POST', '/api/accounts', { body: full, ...as('foreign') });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ business_name: 'Nordic Bakery', business_type: 'cafe', incomplete: false, checkout_state: 'setup', deactivated: false, distributor: 'cadence-direct-se' });
      const [acl] = await t.server.app.services.db.select().from(acls).where(eq(acls.accountId, response.body.id));
      expect(acl).toMatchObject({ userId: t.world.users.foreign.id, owner: true, admin: true, finance: true, contact: true });
      expect(response.body.permissions).toEqual(expect.arrayContaining(['SETTINGS_WRITE', 'USERS_WRITE', 'zone.activate']));
      await events.waitFor((e) => e.type === 'create' && e.entity === 'account' && e.id === response.body.id);
      await events.waitFor((e) => e.type === 'create' && e.entity === 'acl' && e.accountId === response.body.id);
      events.stop();
    });

    it('needs the address fields of a full account', async () => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { business_name: 'Nordic Bakery', business_type: 'cafe' }, ...as('owner') });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ address: 'Cannot be empty', postal_code: 'Cannot be empty', city: 'Cannot be empty', iso_country: 'Cannot be empty' });
    });

    it('accepts an incomplete registration with only a business name and type', async () => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { business_name: 'Pop-up', business_type: 'retail', incomplete: true }, ...as('owner') });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ incomplete: true, address: null, city: null });
    });

    it('needs a business name and type even when incomplete', async () => {
      const blankName = await t.server.rest('POST', '/api/accounts', { body: { business_name: '   ', business_type: 'retail', incomplete: true }, ...as('owner') });
      expect(blankName.body.fields).toEqual({ business_name: 'Cannot be empty' });
      const noType = await t.server.rest('POST', '/api/accounts', { body: { business_name: 'Pop-up', incomplete: true }, ...as('owner') });
      expect(noType.status).toBe(400);
      expect(noType.body.fields).toHaveProperty('business_type');
    });

    it.each([
      ['US', undefined, 'Cannot be empty'],
      ['US', 'XX', 'Must be a valid state (2-letter code format)'],
      ['CA', '', 'Cannot be empty'],
      ['IT', undefined, 'Cannot be empty'],
    ])('applies the state rule in %s (state %s)', async (country, state, message) => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { ...full, iso_country: country, ...(state === undefined ? {} : { state }) }, ...as('owner') });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ state: message });
    });

    it('accepts a valid US state and a country without states', async () => {
      expect((await t.server.rest('POST', '/api/accounts', { body: { ...full, iso_country: 'US', state: 'NY' }, ...as('owner') })).status).toBe(201);
      expect((await t.server.rest('POST', '/api/accounts', { body: { ...full, iso_country: 'DE' }, ...as('owner') })).status).toBe(201);
    });

    it.each([
      ['SE', '556677-8899', true],
      ['SE', '5566778899', true],
      ['SE', '55667-8899', false],
      ['NO', '123 456 789 MVA', true],
      ['NO', '12345678', false],
      ['FI', 'FI1234567-8', true],
      ['FI', '1234567-8', false],
      ['DK', '12 34 56 78', true],
      ['DK', '1234567', false],
    ])('checks the organisation number in %s (%s)', async (country, org_number, valid) => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { ...full, iso_country: country, org_number }, ...as('owner') });
      if (valid) expect(response.status).toBe(201);
      else expect(response.body.fields).toEqual({ org_number: 'Must be a valid organization number' });
    });

    it('checks the organisation number against Sweden when no country is given', async () => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { business_name: 'Pop-up', business_type: 'retail', incomplete: true, org_number: 'FI1234567-8' }, ...as('owner') });
      expect(response.body.fields).toEqual({ org_number: 'Must be a valid organization number' });
    });

    it('lets a partner admin register a customer account it distributes', async () => {
      const response = await t.server.rest('POST', '/api/accounts', { body: { ...full, distributor: t.world.partnerAccount.id }, ...as('partner') });
      expect(response.status).toBe(201);
      expect(response.body.distributor).toBe(t.world.partnerAccount.id);
      const notPartnerAdmin = await t.server.rest('POST', '/api/accounts', { body: { ...full, distributor: t.world.partnerAccount.id }, ...as('partnerMember') });
      expect(notPartnerAdmin.body.fields).toEqual({ distributor: 'Invalid' });
      const notADistributor = await t.server.rest('POST', '/api/accounts', { body: { ...full, distributor: t.world.account.id }, ...as('owner') });
      expect(notADistributor.body.fields).toEqual({ distributor: 'Invalid' });
    });

    it('makes a partner of an account registered with account_type partner, whose customers its members may then list (navigation.md 2.10, 6)', async () => {
      const partner = await t.server.rest('POST', '/api/accounts', { body: { ...full, business_type: 'partner', account_type: 'partner' }, ...as('foreign') });
      expect(partner.status).toBe(201);
      expect(partner.body).toMatchObject({ account_type: 'partner', roles: { is_partner: true, is_distributor: false } });
      const customers = (id: string) => t.server.graphql('query($id: ID!) { account(id: $id) { roles { isPartner } customerAccounts { edges { node { id } } } } }', { id }, as('foreign'));
      expect((await customers(partner.body.id)).body.data.account).toEqual({ roles: { isPartner: true }, customerAccounts: { edges: [] } });
      const business = await t.server.rest('POST', '/api/accounts', { body: full, ...as('foreign') });
      expect(business.body).toMatchObject({ account_type: 'business', roles: { is_partner: false } });
      expect((await customers(business.body.id)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('is for signed-in users only', async () => {
      expect((await t.server.rest('POST', '/api/accounts', { body: full, ...as('device') })).status).toBe(403);
      expect((await t.server.rest('POST', '/api/accounts', { body: full })).status).toBe(401);
    });
  });

  describe('PUT /api/accounts/{id}', () => {
    it.each(Object.entries(COMPANY_DETAILS))('lets %s change company details: %i', async (role, status) => {
      const response = await t.server.rest('PUT', path(), { body: { business_name: 'Café Lumen & Bar', phone: '+46 8 123' }, ...as(role as Role) });
      expect(response.status).toBe(status);
      if (status === 200) expect(response.body).toMatchObject({ business_name: 'Café Lumen & Bar', phone: '+46 8 123' });
    });

    it.each(Object.entries(SETTINGS_WRITE))('lets %s change restrictions: %i', async (role, status) => {
      const response = await t.server.rest('PUT', path(), { body: { settings: { filter_explicit: true, restrict_discover_music: true } }, ...as(role as Role) });
      expect(response.status).toBe(status);
      if (status === 200) expect(response.body).toMatchObject({ settings: { filter_explicit: true, restrict_discover_music: true, restrict_edit_music: false }, restrictedDiscoverMusic: true });
    });

    it('keeps the restrictions a change does not name', async () => {
      await t.server.rest('PUT', path(), { body: { settings: { restrict_block_tracks: true } }, ...as('owner') });
      const { body } = await t.server.rest('PUT', path(), { body: { settings: { restrict_edit_music: true } }, ...as('owner') });
      expect(body.settings).toMatchObject({ restrict_block_tracks: true, restrict_edit_music: true, filter_explicit: false });
    });

    it('adds and removes a channel with added_channels', async () => {
      const added = await t.server.rest('PUT', path(), { body: { added_channels: ['Y2hhbm5lbDE.', 'Y2hhbm5lbDI.', 'Y2hhbm5lbDE.'] }, ...as('admin') });
      expect(added.body.added_channels).toEqual(['Y2hhbm5lbDE.', 'Y2hhbm5lbDI.']);
      const removed = await t.server.rest('PUT', path(), { body: { added_channels: ['Y2hhbm5lbDI.'] }, ...as('admin') });
      expect(removed.body.added_channels).toEqual(['Y2hhbm5lbDI.']);
      expect((await t.server.rest('PUT', path(), { body: { added_channels: [] }, ...as('finance') })).status).toBe(403);
    });

    it('merges default zone settings onto the product defaults', async () => {
      const { body } = await t.server.rest('PUT', path(), { body: { sound_zone_settings: { bitrate: 'low', download_limitation: { limit_enabled: true } } }, ...as('owner') });
      expect(body.sound_zone_settings).toMatchObject({ bitrate: 'low', offline: true, download_limitation: { limit_enabled: true, limit_type: 'inside' } });
    });

    it('needs every rule a change touches', async () => {
      const response = await t.server.rest('PUT', path(), { body: { business_name: 'X', settings: { filter_explicit: true } }, ...as('finance') });
      expect(response.status).toBe(403);
      expect((await t.server.rest('GET', path(), as('owner'))).body.business_name).toBe('Café Lumen');
    });

    it('applies the state rule to the resulting country', async () => {
      const toUs = await t.server.rest('PUT', path(), { body: { iso_country: 'US' }, ...as('owner') });
      expect(toUs.body.fields).toEqual({ state: 'Cannot be empty' });
      const badState = await t.server.rest('PUT', path(), { body: { iso_country: 'US', state: 'ZZ' }, ...as('owner') });
      expect(badState.body.fields).toEqual({ state: 'Must be a valid state (2-letter code format)' });
      expect((await t.server.rest('PUT', path(), { body: { iso_country: 'US', state: 'TX' }, ...as('owner') })).status).toBe(200);
      const clearState = await t.server.rest('PUT', path(), { body: { state: null }, ...as('owner') });
      expect(clearState.body.fields).toEqual({ state: 'Cannot be empty' });
    });

    it('checks the organisation number against the resulting country', async () => {
      expect((await t.server.rest('PUT', path(), { body: { org_number: '556677-8899' }, ...as('owner') })).status).toBe(200);
      const toNorway = await t.server.rest('PUT', path(), { body: { iso_country: 'NO' }, ...as('owner') });
      expect(toNorway.body.fields).toEqual({ org_number: 'Must be a valid organization number' });
      expect((await t.server.rest('PUT', path(), { body: { iso_country: 'NO', org_number: '123456789' }, ...as('owner') })).status).toBe(200);
    });

    it('does not let a full account lose its address', async () => {
      const response = await t.server.rest('PUT', path(), { body: { city: '  ' }, ...as('owner') });
      expect(response.body.fields).toEqual({ city: 'Cannot be empty' });
    });

    describe('default_billing_group', () => {
      const defaults = async (accountId: string) =>
        (await t.server.app.services.db.select().from(billingGroups).where(eq(billingGroups.accountId, accountId))).filter((group) => group.isDefault).map((group) => group.id);

      it('makes a billing group of the account its one default, as the billing-group reads then show', async () => {
        const first = await billingGroupFor(t.server, t.world.account.id);
        const second = await billingGroupFor(t.server, t.world.account.id, { name: 'Branch', isDefault: false });
        const events = recordEvents(t.server);
        const response = await t.server.rest('PUT', path(), { body: { default_billing_group: second.id }, ...as('finance') });
        expect(response.status).toBe(200);
        expect(response.body.default_billing_group).toBe(second.id);
        expect(await defaults(t.world.account.id)).toEqual([second.id]);
        // The account record names its default without any include.
        expect((await t.server.rest('GET', path(), as('member'))).body.default_billing_group).toBe(second.id);
        const read = await t.server.rest('GET', `/billing/accounts/${t.world.account.id}/default_billing_group`, as('member'));
        expect(read.body).toMatchObject({ id: second.id, default: true });
        const list = await t.server.rest('GET', `/billing/accounts/${t.world.account.id}/billing_groups`, as('member'));
        expect(list.body.map((group: { id: string; default: boolean }) => [group.id, group.default])).toEqual([
          [second.id, true],
          [first.id, false],
        ]);
        await events.waitFor((e) => e.entity === 'billing_group' && e.id === first.id);
        events.stop();
        // Naming the default again changes nothing.
        expect((await t.server.rest('PUT', path(), { body: { default_billing_group: second.id }, ...as('owner') })).status).toBe(200);
        expect(await defaults(t.world.account.id)).toEqual([second.id]);
      });

      it('refuses a billing group of another account, or none at all, with nothing written', async () => {
        const own = await billingGroupFor(t.server, t.world.account.id);
        const foreign = await billingGroupFor(t.server, t.world.foreignAccount.id, { isDefault: false });
        for (const id of [foreign.id, 'QmlsbGluZ0dyb3VwLCwxLw..', t.world.zone.id]) {
          const response = await t.server.rest('PUT', path(), { body: { default_billing_group: id, business_name: 'Renamed' }, ...as('owner') });
          expect(response.status).toBe(400);
          expect(response.body.fields).toEqual({ default_billing_group: 'Invalid' });
        }
        expect(await defaults(t.world.account.id)).toEqual([own.id]);
        expect(await defaults(t.world.foreignAccount.id)).toEqual([]);
        expect((await t.server.rest('GET', path(), as('owner'))).body.business_name).toBe('Café Lumen');
      });

      it('needs billing_groups.edit: a member without it is refused with nothing written', async () => {
        const own = await billingGroupFor(t.server, t.world.account.id);
        const other = await billingGroupFor(t.server, t.world.account.id, { name: 'Branch', isDefault: false });
        for (const role of ['contact', 'member', 'partnerMember', 'device'] as const) {
          expect((await t.server.rest('PUT', path(), { body: { default_billing_group: other.id }, ...as(role) })).status).toBe(403);
        }
        expect(await defaults(t.world.account.id)).toEqual([own.id]);
        expect((await t.server.rest('PUT', path(), { body: { default_billing_group: other.id }, ...as('partner') })).status).toBe(200);
        expect(await defaults(t.world.account.id)).toEqual([other.id]);
      });
    });

    it('publishes an account update', async () => {
      const events = recordEvents(t.server);
      await t.server.rest('PUT', path(), { body: { business_name: 'Renamed' }, ...as('owner') });
      expect(await events.waitFor((e) => e.entity === 'account' && e.id === t.world.account.id)).toMatchObject({ type: 'update', accountId: t.world.account.id });
      events.stop();
    });
  });

  describe('deactivation and activation', () => {
    it.each(Object.entries(SETTINGS_WRITE))('lets %s deactivate: %i', async (role, status) => {
      expect((await t.server.rest('DELETE', path(), as(role as Role))).status).toBe(status);
    });

    it('answers reads of a deactivated account with 404 deactivated, and lets its owner activate it', async () => {
      const events = recordEvents(t.server);
      const deactivated = await t.server.rest('DELETE', path(), as('owner'));
      expect(deactivated.body).toMatchObject({ deactivated: true });
      await events.waitFor((e) => e.entity === 'account' && e.id === t.world.account.id);

      for (const role of ['owner', 'finance', 'device'] as const) {
        const read = await t.server.rest('GET', path(), as(role));
        expect(read.status).toBe(404);
        expect(read.body).toMatchObject({ error: 'not_found', errorType: 'deactivated', message: 'Account has been suspended' });
      }
      expect((await t.server.rest('GET', `${path()}/distributor`, as('owner'))).body).toMatchObject({ errorType: 'deactivated' });
      expect((await t.server.rest('PUT', path(), { body: { business_name: 'X' }, ...as('owner') })).body).toMatchObject({ errorType: 'deactivated' });
      expect((await t.server.rest('GET', path(), as('foreign'))).body).not.toHaveProperty('errorType');
      expect((await t.server.rest('DELETE', path(), as('owner'))).status).toBe(409);

      expect((await t.server.rest('POST', `${path()}/activate`, as('finance'))).status).toBe(403);
      expect((await t.server.rest('POST', `${path()}/activate`, as('foreign'))).status).toBe(404);
      const activated = await t.server.rest('POST', `${path()}/activate`, as('owner'));
      expect(activated.status).toBe(200);
      expect(activated.body).toMatchObject({ deactivated: false });
      expect((await t.server.rest('GET', path(), as('member'))).status).toBe(200);
      expect((await t.server.rest('POST', `${path()}/activate`, as('owner'))).status).toBe(409);
      events.stop();
    });

    it('keeps a suspended account readable, so the app can show why', async () => {
      await t.server.app.services.db.update(accounts).set({ suspended: true }).where(eq(accounts.id, t.world.account.id));
      const read = await t.server.rest('GET', path(), as('owner'));
      expect(read.status).toBe(200);
      expect(read.body.suspended).toBe(true);
    });
  });

  describe('PUT /api/accounts/{id}/upgrade', () => {
    const address = { address: 'Main Street 1', postal_code: '10001', city: 'New York', iso_country: 'US', state: 'NY' };
    beforeEach(async () => {
      await t.server.app.services.db.update(accounts).set({ incomplete: true, address: null, postalCode: null, city: null }).where(eq(accounts.id, t.world.account.id));
    });

    it.each(Object.entries(COMPANY_DETAILS))('lets %s complete the registration: %i', async (role, status) => {
      const response = await t.server.rest('PUT', `${path()}/upgrade`, { body: address, ...as(role as Role) });
      expect(response.status).toBe(status);
      if (status === 200) expect(response.body).toMatchObject({ incomplete: false, address: 'Main Street 1', city: 'New York', iso_country: 'US', state: 'NY' });
    });

    it('needs address, postal code, city and country', async () => {
      const response = await t.server.rest('PUT', `${path()}/upgrade`, { body: { address: 'Main Street 1' }, ...as('owner') });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['city', 'iso_country', 'postal_code']);
      const blank = await t.server.rest('PUT', `${path()}/upgrade`, { body: { ...address, city: ' ' }, ...as('owner') });
      expect(blank.body.fields).toEqual({ city: 'Cannot be empty' });
    });

    it('applies the state rule', async () => {
      const response = await t.server.rest('PUT', `${path()}/upgrade`, { body: { ...address, state: undefined }, ...as('owner') });
      expect(response.body.fields).toEqual({ state: 'Cannot be empty' });
      const swiss = await t.server.rest('PUT', `${path()}/upgrade`, { body: { ...address, iso_country: 'CH', state: null }, ...as('owner') });
      expect(swiss.body.fields).toEqual({ state: 'Cannot be empty' });
    });

    it('answers 409 for an account that is already complete', async () => {
      expect((await t.server.rest('PUT', `${path()}/upgrade`, { body: address, ...as('owner') })).status).toBe(200);
      expect((await t.server.rest('PUT', `${path()}/upgrade`, { body: address, ...as('owner') })).status).toBe(409);
    });
  });

  describe('onboarding', () => {
    it.each(Object.entries(SETTINGS_WRITE))('lets %s toggle onboarding: %i', async (role, status) => {
      const enabled = await t.server.rest('POST', `${path()}/onboarding/enable`, as(role as Role));
      expect(enabled.status).toBe(status);
      if (status !== 200) return;
      expect(enabled.body.feature_flags.onboarding_enabled).toBe(true);
      const disabled = await t.server.rest('POST', `${path()}/onboarding/disable`, as(role as Role));
      expect(disabled.body.feature_flags.onboarding_enabled).toBe(false);
    });

    it('keeps the other flags', async () => {
      await t.server.app.services.db.update(accounts).set({ featureFlags: ['saml_enabled'] }).where(eq(accounts.id, t.world.account.id));
      await t.server.rest('POST', `${path()}/onboarding/enable`, as('owner'));
      const { body } = await t.server.rest('POST', `${path()}/onboarding/enable`, as('owner'));
      expect(body.feature_flags).toMatchObject({ saml_enabled: true, onboarding_enabled: true });
      const [row] = await t.server.app.services.db.select().from(accounts).where(eq(accounts.id, t.world.account.id));
      expect(row!.featureFlags).toEqual(['saml_enabled', 'onboarding_enabled']);
    });
  });

  it('publishes an account update for every change', async () => {
    await t.server.app.services.db.update(accounts).set({ incomplete: true }).where(eq(accounts.id, t.world.account.id));
    const changes: [string, string, unknown?][] = [
      ['PUT', `${path()}/upgrade`, { address: 'Main Street 1', postal_code: '11122', city: 'Stockholm', iso_country: 'SE' }],
      ['POST', `${path()}/onboarding/enable`],
      ['POST', `${path()}/onboarding/disable`],
      ['DELETE', path()],
      ['POST', `${path()}/activate`],
    ];
    for (const [method, url, body] of changes) {
      const events = recordEvents(t.server);
      expect((await t.server.rest(method, url, { body, ...as('owner') })).status).toBe(200);
      expect(await events.waitFor((e) => e.entity === 'account' && e.id === t.world.account.id)).toMatchObject({ type: 'update', accountId: t.world.account.id });
      events.stop();
    }
  });

  describe('GET /api/users/{user}/accounts', () => {
    it('lists the caller’s own accounts, distributors first, with their permissions', async () => {
      await t.world.fx.membership(t.world.partnerAccount.id, t.world.users.finance.id, { finance: true });
      const response = await t.server.rest('GET', `/api/users/${t.world.users.finance.id}/accounts`, as('finance'));
      expect(response.status).toBe(200);
      expect(response.body.map((a: { business_name: string }) => a.business_name)).toEqual(['Café Lumen', 'Sound Partners']);
      expect(response.body[0].permissions).toContain('zone.activate');
      expect(response.body[0].permissions).not.toContain('SETTINGS_WRITE');
    });

    it('sorts distributor accounts first', async () => {
      const distributor = await t.world.fx.account({ businessName: 'Zeta Distribution', isDistributor: true });
      await t.world.fx.membership(distributor.id, t.world.users.owner.id);
      const { body } = await t.server.rest('GET', `/api/users/${t.world.users.owner.id}/accounts`, as('owner'));
      expect(body.map((a: { business_name: string }) => a.business_name)).toEqual(['Zeta Distribution', 'Café Lumen']);
    });

    it('includes deactivated accounts, which the app hides', async () => {
      await t.server.rest('DELETE', path(), as('owner'));
      const { body } = await t.server.rest('GET', `/api/users/${t.world.users.owner.id}/accounts`, as('owner'));
      expect(body).toEqual([expect.objectContaining({ id: t.world.account.id, deactivated: true })]);
    });

    it('reads a long list in as many statements as a short one', async () => {
      const user = t.world.users.contact;
      const list = () => t.server.rest('GET', `/api/users/${user.id}/accounts`, as('contact'));
      const statements = async () => {
        const before = t.server.database.statementCount();
        await list();
        return t.server.database.statementCount() - before;
      };
      const few = await statements();
      for (let i = 0; i < 12; i++) {
        const account = await t.world.fx.account({ businessName: `Branch ${i}`, distributorId: t.world.partnerAccount.id });
        await t.world.fx.membership(account.id, user.id, { contact: true });
        await t.world.fx.soundZone((await t.world.fx.location(account.id)).id);
      }
      expect((await list()).body).toHaveLength(13);
      expect(await statements()).toBe(few);
    });

    it('answers 403 for anyone else’s list', async () => {
      expect((await t.server.rest('GET', `/api/users/${t.world.users.owner.id}/accounts`, as('admin'))).status).toBe(403);
      expect((await t.server.rest('GET', `/api/users/${t.world.device.id}/accounts`, as('device'))).status).toBe(403);
      expect((await t.server.rest('GET', `/api/users/${t.world.users.owner.id}/accounts`)).status).toBe(401);
    });
  });

  describe('GET /api/accounts/{id}/distributor', () => {
    it.each(Object.entries(READ))('answers %s with %i', async (role, status) => {
      const response = await t.server.rest('GET', `${path()}/distributor`, as(role as Role));
      expect(response.status).toBe(status);
      if (status === 200) expect(response.body).toEqual({ id: t.world.partnerAccount.id, business_name: 'Sound Partners', has_support: true, code: 'partner' });
    });

    it('answers the provider for a directly sold account, by country', async () => {
      for (const [country, id, name] of [
        ['SE', 'cadence-direct-se', 'Cadence Sweden'],
        ['GB', 'cadence-direct-gb', 'Cadence UK'],
        ['DE', 'cadence-direct-se', 'Cadence Sweden'],
      ] as const) {
        const direct = await t.world.fx.account({ isoCountry: country });
        await t.world.fx.membership(direct.id, t.world.users.owner.id);
        const { body } = await t.server.rest('GET', `/api/accounts/${direct.id}/distributor`, as('owner'));
        expect(body).toEqual({ id, business_name: name, has_support: true, code: 'cadence' });
      }
    });

    it('counts a distributor without its own support as the provider’s code', async () => {
      const reseller = await t.world.fx.account({ businessName: 'Reseller', isDistributor: true, distributorHasSupport: false });
      const sold = await t.world.fx.account({ distributorId: reseller.id });
      await t.world.fx.membership(sold.id, t.world.users.owner.id);
      const { body } = await t.server.rest('GET', `/api/accounts/${sold.id}/distributor`, as('owner'));
      expect(body).toEqual({ id: reseller.id, business_name: 'Reseller', has_support: false, code: 'cadence' });
    });
  });

  describe('social profiles', () => {
    const profile = { type: 'instagram', url: 'https://www.instagram.com/cafelumen', username: 'cafelumen' };
    const create = (role: Role) => t.server.rest('POST', `${path()}/social_profiles`, { body: profile, ...as(role) });

    it.each(Object.entries({ ...SETTINGS_WRITE, owner: 201, admin: 201, partner: 201 }))('lets %s add one: %i', async (role, status) => {
      const response = await create(role as Role);
      expect(response.status).toBe(status);
      if (status === 201) expect(response.body).toMatchObject({ account: t.world.account.id, ...profile, created_at: '20261122120000' });
    });

    it.each(Object.entries(READ))('lets %s read them: %i', async (role, status) => {
      const created = (await create('owner')).body;
      const list = await t.server.rest('GET', `${path()}/social_profiles`, as(role as Role));
      expect(list.status).toBe(status);
      const one = await t.server.rest('GET', `/api/social_profiles/${created.id}`, as(role as Role));
      expect(one.status).toBe(status);
      if (status === 200) {
        expect(list.body).toEqual([created]);
        expect(one.body).toEqual(created);
      }
    });

    it.each(Object.entries(SETTINGS_WRITE))('lets %s change and delete one: %i', async (role, status) => {
      const created = (await create('owner')).body;
      const updated = await t.server.rest('PUT', `/api/social_profiles/${created.id}`, { body: { url: 'https://cafelumen.example/', username: null }, ...as(role as Role) });
      expect(updated.status).toBe(status);
      if (status === 200) expect(updated.body).toMatchObject({ url: 'https://cafelumen.example/', username: null, type: 'instagram' });
      const deleted = await t.server.rest('DELETE', `/api/social_profiles/${created.id}`, as(role as Role));
      expect(deleted.status).toBe(status === 200 ? 204 : status);
      if (status === 200) expect((await t.server.rest('GET', `/api/social_profiles/${created.id}`, as('owner'))).status).toBe(404);
    });

    it('validates the profile', async () => {
      const response = await t.server.rest('POST', `${path()}/social_profiles`, { body: { type: 'myspace', url: 'not a url' }, ...as('owner') });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['type', 'url']);
    });

    it('publishes an account update for each change', async () => {
      const events = recordEvents(t.server);
      const created = (await create('owner')).body;
      await t.server.rest('DELETE', `/api/social_profiles/${created.id}`, as('owner'));
      await events.waitFor((e) => e.entity === 'account' && e.id === t.world.account.id && events.events.filter((x) => x.id === t.world.account.id).length >= 2);
      events.stop();
    });
  });
});
