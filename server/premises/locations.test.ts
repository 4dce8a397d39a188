import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, locations, soundZones, billingGroups } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { locationPermissions } from '../../src/domain/permissions';
import { recordEvents } from '../accounts/testWorld';
import { ROLES, contractOperation, premisesWorld } from './testWorld';
import type { PremisesWorld, Role } from './testWorld';

const NEW_LOCATION = { name: 'Gamla stan', address: 'Stora Nygatan 3', city: 'Stockholm', postal_code: '111 27', iso_country: 'SE', sound_zone_name: 'Main room' };

describe(`locations (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;
  /** A billing group of the account, its default when asked. */
  const billingGroupOf = async (accountId: string, isDefault = false) => {
    const id = await newId(db(), 'BillingGroup', decodeId(accountId)!);
    await db().insert(billingGroups).values({ id, accountId, name: 'Head office', companyName: 'Test Business AB', address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault });
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });

  describe('GET /api/locations/{id}', () => {
    const READ: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 200, foreign: 404, anonymous: 401 };

    it.each(ROLES)('answers %s as the rules say', async (role) => {
      expect((await server.rest('GET', `/api/locations/${world.location.id}`, as(role))).status).toBe(READ[role]);
    });

    it('hides other locations from a location user and from a device', async () => {
      expect((await server.rest('GET', `/api/locations/${world.otherLocation.id}`, as('locationUser'))).status).toBe(404);
      expect((await server.rest('GET', `/api/locations/${world.otherLocation.id}`, as('device'))).status).toBe(404);
      expect((await server.rest('GET', `/api/locations/${world.foreignLocation.id}`, as('owner'))).status).toBe(404);
    });

    it('answers the legacy record with its zones and the viewer’s permissions', async () => {
      const { body } = await server.rest('GET', `/api/locations/${world.location.id}`, as('contact'));
      expect(body).toEqual({
        id: world.location.id,
        account: world.account.id,
        billing_group: null,
        name: 'Södermalm',
        address: 'Götgatan 1',
        city: 'Stockholm',
        postal_code: '118 46',
        iso_country: 'SE',
        timezone: 'Europe/Stockholm',
        permissions: locationPermissions({ owner: false, admin: false, finance: false, contact: true, locationIds: [] }),
        deactivated: false,
        settings: { bandwidth_limitation_kbps: null },
        sound_zones: [world.zone.id, world.secondZone.id],
      });
      // A paired device may update its location but creates no zones.
      expect((await server.rest('GET', `/api/locations/${world.location.id}`, as('device'))).body.permissions).toEqual(['UPDATE']);
    });
  });

  describe('POST /api/accounts/{id}/locations', () => {
    const CREATE: Record<Role, number> = { owner: 201, admin: 201, finance: 201, contact: 201, member: 201, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };

    it.each(ROLES)('answers %s as the rules say (zone.create; not location users or devices)', async (role) => {
      expect((await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as(role), body: NEW_LOCATION })).status).toBe(CREATE[role]);
    });

    it('creates the location and its first zone with location, location_name and name, and publishes both', async () => {
      const recorder = recordEvents(server);
      const { status, body } = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('member'), body: { ...NEW_LOCATION, iso_country: 'GB', postal_code: 'SW1A 1AA' } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ name: 'Gamla stan', account: world.account.id, timezone: 'Europe/London', deactivated: false, sound_zones: [body.sound_zone.id] });
      expect(body.sound_zone).toMatchObject({ name: 'Main room', location: body.id, location_name: 'Gamla stan', account: world.account.id, status: { state: 'NOT_SETUP' } });
      expect(decodeId(body.id)?.slice(1)).toEqual(decodeId(world.account.id));
      expect(decodeId(body.sound_zone.id)?.slice(1)).toEqual(decodeId(body.id));
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === body.sound_zone.id);
      const mine = recorder.events.filter((e) => e.id === body.id || e.id === body.sound_zone.id);
      expect(mine).toEqual([
        { type: 'create', entity: 'location', id: body.id, accountId: world.account.id, parentIds: [] },
        { type: 'create', entity: 'sound_zone', id: body.sound_zone.id, accountId: world.account.id, parentIds: [body.id] },
      ]);
      recorder.stop();
    });

    it('takes a given time zone, or the country’s, or UTC', async () => {
      const create = async (extra: object) => (await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: { ...NEW_LOCATION, ...extra } })).body;
      expect((await create({ timezone: 'America/Chicago', iso_country: 'US' })).timezone).toBe('America/Chicago');
      expect((await create({ iso_country: 'US' })).timezone).toBe('America/New_York');
      expect((await create({ iso_country: 'KE' })).timezone).toBe('UTC');
      expect((await create({ timezone: 'Mars/Olympus' })).fields).toEqual({ timezone: 'Invalid' });
    });

    it.each([
      [{ name: '  ' }, { name: 'Cannot be empty' }],
      [{ address: ' ', city: ' ' }, { address: 'Cannot be empty', city: 'Cannot be empty' }],
      [{ postal_code: '1' }, { postal_code: 'Must be a valid postal code (only digits, letters, spaces and hyphens)' }],
      [{ sound_zone_name: '   ' }, { sound_zone_name: 'Cannot be empty' }],
      [{ sound_zone_name: 'n'.repeat(51) }, { sound_zone_name: 'Must be less than 50 characters' }],
      [{ iso_country: 'Sweden' }, { iso_country: 'Invalid' }],
    ])('rejects %j with %j', async (change, fields) => {
      const response = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: { ...NEW_LOCATION, ...change } });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual(fields);
    });

    it('requires every location field', async () => {
      const response = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: {} });
      expect(response.body.fields).toEqual({ name: 'Cannot be empty', address: 'Cannot be empty', city: 'Cannot be empty', postal_code: 'Cannot be empty', iso_country: 'Cannot be empty', sound_zone_name: 'Cannot be empty' });
    });

    it('bills to a billing group of the account, which needs finance', async () => {
      const own = await billingGroupOf(world.account.id);
      const theirs = await billingGroupOf(world.foreignAccount.id);
      const created = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('finance'), body: { ...NEW_LOCATION, billing_group: own } });
      expect(created.body.billing_group).toBe(own);
      expect((await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('contact'), body: { ...NEW_LOCATION, billing_group: own } })).status).toBe(403);
      const foreign = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: { ...NEW_LOCATION, billing_group: theirs } });
      expect(foreign.body.fields).toEqual({ billing_group: 'Invalid' });
      // An id of the account's shape that names no group.
      const missing = await newId(db(), 'BillingGroup', decodeId(world.account.id)!);
      expect((await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: { ...NEW_LOCATION, billing_group: missing } })).body.fields).toEqual({ billing_group: 'Invalid' });
    });

    it('bills a new location to the account’s default billing group unless it names another', async () => {
      expect((await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: NEW_LOCATION })).body.billing_group).toBeNull();
      const main = await billingGroupOf(world.account.id, true);
      expect((await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: NEW_LOCATION })).body.billing_group).toBe(main);
    });

    it('keeps within max_sound_zones', async () => {
      await db().update(accounts).set({ maxSoundZones: 3 }).where(eq(accounts.id, world.account.id));
      const response = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, { ...as('owner'), body: NEW_LOCATION });
      expect(response.status).toBe(409);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/locations`, as('owner'))).body).toHaveLength(2);
    });
  });

  describe('PUT /api/locations/{id}', () => {
    it.each(ROLES)('lets %s update the location as the rules say (zone.update)', async (role) => {
      const expected: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 200, foreign: 404, anonymous: 401 };
      expect((await server.rest('PUT', `/api/locations/${world.location.id}`, { ...as(role), body: { name: `By ${role}` } })).status).toBe(expected[role]);
    });

    it('changes the given fields; zones show the new location name and are published', async () => {
      const recorder = recordEvents(server);
      const { body } = await server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('owner'), body: { name: ' Söder ', timezone: 'Europe/Helsinki', settings: { bandwidth_limitation_kbps: 256 } } });
      expect(body).toMatchObject({ name: 'Söder', timezone: 'Europe/Helsinki', address: 'Götgatan 1', settings: { bandwidth_limitation_kbps: 256 } });
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.location_name).toBe('Söder');
      await recorder.waitFor((e) => e.entity === 'location' && e.id === world.location.id && e.type === 'update');
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === world.secondZone.id && e.type === 'update');
      recorder.stop();
    });

    it('validates what it changes', async () => {
      const put = (body: object) => server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('owner'), body });
      expect((await put({ name: '   ' })).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await put({ postal_code: '!!' })).body.fields).toEqual({ postal_code: 'Must be a valid postal code (only digits, letters, spaces and hyphens)' });
      expect((await put({ timezone: 'Nowhere/Here' })).body.fields).toEqual({ timezone: 'Invalid' });
    });

    it('changes the billing group only for finance, and only to one of the account', async () => {
      const own = await billingGroupOf(world.account.id);
      expect((await server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('member'), body: { billing_group: own } })).status).toBe(403);
      expect((await server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('finance'), body: { billing_group: own } })).body.billing_group).toBe(own);
      expect((await server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('finance'), body: { billing_group: world.zone.id } })).status).toBe(400);
    });

    it('keeps a location user to their locations', async () => {
      expect((await server.rest('PUT', `/api/locations/${world.otherLocation.id}`, { ...as('locationUser'), body: { name: 'Mine' } })).status).toBe(404);
    });
  });

  describe('deactivation and activation', () => {
    const FINANCE: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };

    it.each(ROLES)('lets %s deactivate as the rules say (zone.deactivate)', async (role) => {
      expect((await server.rest('DELETE', `/api/locations/${world.location.id}`, as(role))).status).toBe(FINANCE[role]);
    });

    it.each(ROLES)('lets %s activate as the rules say (zone.activate)', async (role) => {
      await db().update(locations).set({ deactivated: true }).where(eq(locations.id, world.location.id));
      expect((await server.rest('POST', `/api/locations/${world.location.id}/activate`, as(role))).status).toBe(FINANCE[role]);
    });

    it('takes the location and its zones out of the lists, and back', async () => {
      const recorder = recordEvents(server);
      const deactivated = await server.rest('DELETE', `/api/locations/${world.location.id}`, as('owner'));
      expect(deactivated.body.deactivated).toBe(true);
      await recorder.waitFor((e) => e.entity === 'location' && e.type === 'delete' && e.id === world.location.id);
      expect(await server.rest('GET', `/api/locations/${world.location.id}`, as('owner'))).toMatchObject({ status: 404, body: { errorType: 'deactivated', message: 'Location has been deactivated' } });
      expect((await server.rest('DELETE', `/api/locations/${world.location.id}`, as('owner'))).status).toBe(409);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/sound_zones/count`, as('owner'))).body.count).toBe(1);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/locations`, as('owner'))).body.map((l: { id: string }) => l.id)).toEqual([world.otherLocation.id]);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/locations?deactivated=true`, as('owner'))).body).toHaveLength(2);

      const activated = await server.rest('POST', `/api/locations/${world.location.id}/activate`, as('finance'));
      expect(activated.body.deactivated).toBe(false);
      await recorder.waitFor((e) => e.entity === 'location' && e.type === 'create' && e.id === world.location.id);
      recorder.stop();
      expect((await server.rest('POST', `/api/locations/${world.location.id}/activate`, as('finance'))).status).toBe(409);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/sound_zones/count`, as('owner'))).body.count).toBe(3);
    });

    it('activates only within max_sound_zones', async () => {
      await server.rest('DELETE', `/api/locations/${world.location.id}`, as('owner'));
      await db().update(accounts).set({ maxSoundZones: 2 }).where(eq(accounts.id, world.account.id));
      expect((await server.rest('POST', `/api/locations/${world.location.id}/activate`, as('owner'))).status).toBe(409);
    });

    it('cancels the subscriptions of every zone of the location', async () => {
      const recorder = recordEvents(server);
      const { status, body } = await server.rest('PUT', `/api/locations/${world.location.id}/sound_zones/deactivate_subscriptions`, as('finance'));
      expect(status).toBe(200);
      expect(body.map((z: { id: string; subscription_deactivated: boolean }) => [z.id, z.subscription_deactivated])).toEqual([
        [world.zone.id, true],
        [world.secondZone.id, true],
      ]);
      for (const id of [world.zone.id, world.secondZone.id]) await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === id);
      recorder.stop();
      const [other] = await db().select().from(soundZones).where(eq(soundZones.id, world.otherZone.id));
      expect(other?.subscriptionDeactivated).toBe(false);
      expect((await server.rest('PUT', `/api/locations/${world.location.id}/sound_zones/deactivate_subscriptions`, as('contact'))).status).toBe(403);
      expect((await server.rest('PUT', `/api/locations/${world.location.id}/sound_zones/deactivate_subscriptions`, as('foreign'))).status).toBe(404);
      const partner = await world.fx.account({ isPartner: true, distributorHasSupport: true });
      await db().update(accounts).set({ distributorId: partner.id }).where(eq(accounts.id, world.account.id));
      expect((await server.rest('PUT', `/api/locations/${world.location.id}/sound_zones/deactivate_subscriptions`, as('owner'))).status).toBe(403);
    });
  });

  describe('lists', () => {
    it('lists the locations a viewer may see, by name', async () => {
      const ids = async (role: Role) => (await server.rest('GET', `/api/accounts/${world.account.id}/locations`, as(role))).body.map((l: { id: string }) => l.id);
      expect(await ids('contact')).toEqual([world.location.id, world.otherLocation.id]);
      expect(await ids('locationUser')).toEqual([world.location.id]);
      expect(await ids('device')).toEqual([world.location.id]);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/locations`, as('foreign'))).status).toBe(404);
    });

    it('lists the locations billed to a billing group', async () => {
      const group = await billingGroupOf(world.account.id);
      await db().update(locations).set({ billingGroupId: group }).where(eq(locations.accountId, world.account.id));
      const ids = async (role: Role) => (await server.rest('GET', `/api/billing_groups/${group}/locations`, as(role))).body.map((l: { id: string }) => l.id);
      expect(await ids('owner')).toEqual([world.location.id, world.otherLocation.id]);
      expect(await ids('locationUser')).toEqual([world.location.id]);
      expect((await server.rest('GET', `/api/billing_groups/${group}/locations`, as('foreign'))).status).toBe(404);
      expect((await server.rest('GET', `/api/billing_groups/${world.location.id}/locations`, as('owner'))).status).toBe(404);
      expect((await server.rest('GET', `/api/billing_groups/${await billingGroupOf(world.account.id)}/locations`, as('owner'))).body).toEqual([]);
    });
  });

  describe('over GraphQL', () => {
    const create = (input: object, role: Role = 'owner') =>
      server.graphql(contractOperation('LocationCreate'), { input: { account: world.account.id, name: 'Kungsholmen', address: 'Fleminggatan 1', city: 'Stockholm', postalCode: '112 26', country: 'SE', timezone: 'Europe/Stockholm', soundZoneName: 'Shop', ...input } }, as(role));

    it('creates a location with its first zone (LocationCreate)', async () => {
      const { body } = await create({});
      expect(body.data?.locationCreate).toMatchObject({ location: { name: 'Kungsholmen', timezone: 'Europe/Stockholm' }, soundZone: { name: 'Shop' } });
      expect((await create({}, 'locationUser')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await create({}, 'foreign')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('applies the state rule of the address', async () => {
      const missing = await create({ country: 'US', timezone: 'America/New_York' });
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.state': 'Cannot be empty' } } });
      const wrong = await create({ country: 'US', timezone: 'America/New_York', state: 'XX' });
      expect(wrong.body.errors?.[0]?.extensions?.exception?.validationErrors).toEqual({ 'input.state': 'Must be a valid state (2-letter code format)' });
      const right = await server.graphql(
        `mutation($input: LocationCreateInput!) { locationCreate(input: $input) { location { physicalAddress { address postalCode city state country } } } }`,
        { input: { account: world.account.id, name: 'Austin', address: '1 Congress Ave', city: 'Austin', postalCode: '78701', country: 'US', state: 'TX', timezone: 'America/Chicago', soundZoneName: 'Floor' } },
        as('owner'),
      );
      expect(right.body.data?.locationCreate.location.physicalAddress).toEqual({ address: '1 Congress Ave', postalCode: '78701', city: 'Austin', state: 'TX', country: 'US' });
      const blank = await create({ name: '   ', soundZoneName: ' ' });
      expect(blank.body.errors?.[0]?.extensions?.exception?.validationErrors).toEqual({ 'input.name': 'Cannot be empty', 'input.soundZoneName': 'Cannot be empty' });
    });

    it('updates a location (locationUpdate)', async () => {
      const response = await server.graphql(
        `mutation($input: LocationUpdateInput!) { locationUpdate(input: $input) { location { id name timezone } } }`,
        { input: { location: world.location.id, name: 'Söder', timezone: 'Europe/Oslo' } },
        as('member'),
      );
      expect(response.body.data?.locationUpdate.location).toEqual({ id: world.location.id, name: 'Söder', timezone: 'Europe/Oslo' });
    });

    it('answers Query.location with its permissions, account and zones', async () => {
      const query = `query($id: ID!) { location(id: $id) { id name timezone deactivated billingGroupId bandwidthLimitationKbps permissions account { id } physicalAddress { city country }
        soundZones(first: 1) { total pageInfo { hasNextPage endCursor } edges { node { name } } } } }`;
      const { body } = await server.graphql(query, { id: world.location.id }, as('member'));
      expect(body.data?.location).toMatchObject({
        id: world.location.id,
        deactivated: false,
        billingGroupId: null,
        bandwidthLimitationKbps: null,
        permissions: ['UPDATE', 'ZONE_CREATE'],
        account: { id: world.account.id },
        physicalAddress: { city: 'Stockholm', country: 'SE' },
        soundZones: { total: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { name: 'Bar' } }] },
      });
      const next = await server.graphql(`query($id: ID!, $after: String) { location(id: $id) { soundZones(first: 5, after: $after) { edges { node { name } } pageInfo { hasNextPage } } } }`, { id: world.location.id, after: body.data.location.soundZones.pageInfo.endCursor }, as('member'));
      expect(next.body.data?.location.soundZones).toEqual({ edges: [{ node: { name: 'Terrace' } }], pageInfo: { hasNextPage: false } });
      const device = await server.graphql(query, { id: world.location.id }, as('device'));
      expect(device.body.data?.location.soundZones.total).toBe(1);
      expect((await server.graphql(query, { id: world.otherLocation.id }, as('locationUser'))).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('pages an account’s locations (Account.locations)', async () => {
      const query = `query($id: ID!, $after: String) { account(id: $id) { locations(first: 1, after: $after) { total pageInfo { hasNextPage endCursor } edges { node { name } } } } }`;
      const first = await server.graphql(query, { id: world.account.id }, as('owner'));
      expect(first.body.data?.account.locations).toMatchObject({ total: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { name: 'Södermalm' } }] });
      const second = await server.graphql(query, { id: world.account.id, after: first.body.data.account.locations.pageInfo.endCursor }, as('owner'));
      expect(second.body.data?.account.locations).toMatchObject({ total: 2, pageInfo: { hasNextPage: false }, edges: [{ node: { name: 'Vasastan' } }] });
      const scoped = await server.graphql(query, { id: world.account.id }, as('locationUser'));
      expect(scoped.body.data?.account.locations).toMatchObject({ total: 1, pageInfo: { hasNextPage: false } });
      const bad = await server.graphql(query, { id: world.account.id, after: 'not-a-cursor' }, as('owner'));
      expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});
