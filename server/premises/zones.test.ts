import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, locations, playlists, refreshTokens, soundZoneErrors, soundZones } from '../db/schema';
import { startSession } from '../auth/sessions';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { soundZonePermissions, DEVICE_MEMBERSHIP } from '../../src/domain/permissions';
import { recordEvents } from '../accounts/testWorld';
import { FINANCE_ROLES, MEMBER_ROLES, ROLES, contractOperation, premisesWorld } from './testWorld';
import type { PremisesWorld, Role } from './testWorld';

describe(`sound zones (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });

  /** What each viewer is answered for the world's first zone (the location user's and the device's own). */
  const READ: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 200, foreign: 404, anonymous: 401 };

  describe('GET /api/sound_zones/{id}', () => {
    it.each(ROLES)('answers %s as the rules say', async (role) => {
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as(role))).status).toBe(READ[role]);
    });

    it('hides zones outside a location user’s locations and a device’s own zone', async () => {
      expect((await server.rest('GET', `/api/sound_zones/${world.otherZone.id}`, as('locationUser'))).status).toBe(404);
      expect((await server.rest('GET', `/api/sound_zones/${world.secondZone.id}`, as('device'))).status).toBe(404);
      expect((await server.rest('GET', `/api/sound_zones/${world.foreignZone.id}`, as('owner'))).status).toBe(404);
    });

    it('answers the legacy record', async () => {
      await db().insert(soundZoneErrors).values([
        { id: 'err-open', soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', message: 'Update soon', hide: false },
        { id: 'err-done', soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_DISK_FULL', resolved: true },
      ]);
      const { body } = await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'));
      expect(body).toMatchObject({
        id: world.zone.id,
        name: 'Bar',
        device: world.device.id,
        device_id: world.device.clientId,
        location: world.location.id,
        location_name: 'Södermalm',
        account: world.account.id,
        play_from: null,
        online: true,
        paid_until: '20271231000000',
        iso8601_paid_until: '2027-12-31T00:00:00.000Z',
        subscription_deactivated: false,
        deactivated: false,
        status: { state: 'ERROR', message: 'ALL_OK' },
        permissions: soundZonePermissions({ owner: true, admin: false, finance: false, contact: false, locationIds: [] }),
        settings: { bitrate: 'high', default_volume: 10, download_limitation: { limit_type: 'inside' } },
      });
      expect(body.errors).toEqual([expect.objectContaining({ id: 'err-open', cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', hide: false, resolved: false, sound_zone: world.zone.id })]);
    });

    it('embeds the location when asked', async () => {
      const { body } = await server.rest('GET', `/api/sound_zones/${world.zone.id}?include=location`, as('owner'));
      expect(body.location).toMatchObject({ id: world.location.id, name: 'Södermalm', sound_zones: expect.arrayContaining([world.zone.id, world.secondZone.id]) });
    });

    it('lists the permissions of each viewer; a device is held back by the account restrictions', async () => {
      const member = (await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('contact'))).body.permissions;
      expect(member).toEqual(['PLAYBACK_WRITE', 'SETTINGS_WRITE', 'PAIR', 'UNPAIR', 'BLOCK_TRACKS']);
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('device'))).body.permissions).toEqual(soundZonePermissions(DEVICE_MEMBERSHIP, { restrictUnpairing: false, restrictBlockTracks: false }));
      await db().update(accounts).set({ settings: { restrict_unpairing_from_paired_devices: true, restrict_block_tracks: true } }).where(eq(accounts.id, world.account.id));
      const restricted = (await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('device'))).body.permissions;
      expect(restricted).not.toContain('UNPAIR');
      expect(restricted).not.toContain('BLOCK_TRACKS');
      // Members are not held back by device restrictions.
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('member'))).body.permissions).toContain('UNPAIR');
    });

    it('answers a deactivated zone as deactivated', async () => {
      await db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, world.zone.id));
      const response = await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ errorType: 'deactivated', message: 'Sound zone has been deactivated' });
    });
  });

  describe('PUT /api/sound_zones/{id}', () => {
    const UPDATE: Record<Role, number> = { ...READ };

    it.each(ROLES)('lets %s rename the zone as the rules say (any member may zone.update)', async (role) => {
      const response = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as(role), body: { name: `By ${role}` } });
      expect(response.status).toBe(UPDATE[role]);
      if (response.status === 200) expect(response.body.name).toBe(`By ${role}`);
    });

    it.each([
      ['', 'Cannot be empty'],
      ['   ', 'Cannot be empty'],
      ['x'.repeat(51), 'Must be less than 50 characters'],
    ])('rejects the name %j with %s', async (name, message) => {
      const response = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name } });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ name: message });
    });

    it('keeps a 50-character name, and trims names', async () => {
      const put = async (name: string) => (await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name } })).body.name;
      expect(await put('y'.repeat(50))).toBe('y'.repeat(50));
      expect(await put('  Bar and lounge ')).toBe('Bar and lounge');
    });

    it('changes settings, keeping the ones not sent', async () => {
      const { body } = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('member'), body: { settings: { crossfade_length: 8, download_limitation: { limit_enabled: true } } } });
      expect(body.settings).toMatchObject({ crossfade_length: 8, crossfade: true, download_limitation: { limit_enabled: true, hour_start: 8, limit_type: 'inside' } });
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.settings.crossfade_length).toBe(8);
    });

    it('refuses settings on a speaker-system zone, which has none', async () => {
      await db().update(soundZones).set({ speakerSystem: true }).where(eq(soundZones.id, world.zone.id));
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.settings).toBeNull();
      const response = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { settings: { crossfade: false } } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'Speaker-system zones do not support settings', fields: { settings: 'Invalid' } });
      // Renaming is still fine.
      expect((await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: 'Speakers' } })).status).toBe(200);
    });

    it('assigns a catalogue or own playlist, or a schedule, with play_from', async () => {
      const catalogue = await newId(db(), 'Playlist');
      const own = await newId(db(), 'Playlist');
      const foreign = await newId(db(), 'Playlist');
      await db().insert(playlists).values([
        { id: catalogue, name: 'Catalogue', composerType: 'curator-composer', color: '#112233', snapshot: 's1' },
        { id: own, name: 'Own', ownerAccountId: world.account.id, composerType: 'manual', color: '#112233', snapshot: 's1' },
        { id: foreign, name: 'Theirs', ownerAccountId: world.foreignAccount.id, composerType: 'manual', color: '#112233', snapshot: 's1' },
      ]);
      for (const id of [catalogue, own]) {
        const { status, body } = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('contact'), body: { play_from: { type: 'collection', id } } });
        expect(status).toBe(200);
        expect(body.play_from).toEqual({ type: 'collection', id });
      }
      const schedule = await newId(db(), 'Schedule', decodeId(world.account.id)!);
      const foreignSchedule = await newId(db(), 'Schedule', decodeId(world.foreignAccount.id)!);
      expect((await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { play_from: { type: 'schedule', id: schedule } } })).body.play_from).toEqual({ type: 'schedule', id: schedule });
      for (const play_from of [
        { type: 'collection', id: foreign },
        { type: 'collection', id: await newId(db(), 'Playlist') },
        { type: 'collection', id: schedule },
        { type: 'schedule', id: own },
        { type: 'schedule', id: foreignSchedule },
      ]) {
        const response = await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { play_from } });
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ 'play_from.id': 'Invalid' });
      }
    });

    it('publishes an update of the zone under its location', async () => {
      const recorder = recordEvents(server);
      await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: 'Renamed' } });
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === world.zone.id && e.type === 'update');
      expect(recorder.events.find((e) => e.id === world.zone.id)).toEqual({ type: 'update', entity: 'sound_zone', id: world.zone.id, accountId: world.account.id, parentIds: [world.location.id] });
      recorder.stop();
    });
  });

  describe('DELETE /api/sound_zones/{id} (deactivate)', () => {
    const DEACTIVATE: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };

    it.each(ROLES)('answers %s as the rules say (zone.deactivate needs finance)', async (role) => {
      const response = await server.rest('DELETE', `/api/sound_zones/${world.zone.id}`, as(role));
      expect(response.status).toBe(DEACTIVATE[role]);
      if (response.status === 200) expect(response.body).toMatchObject({ deactivated: true, device: null, online: false });
    });

    it('unpairs the device, ends its sessions, answers 409 the second time and publishes a delete', async () => {
      const session = await startSession(server.app.services, { deviceId: world.device.id });
      const recorder = recordEvents(server);
      expect((await server.rest('DELETE', `/api/sound_zones/${world.zone.id}`, as('finance'))).status).toBe(200);
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.type === 'delete' && e.id === world.zone.id);
      await recorder.waitFor((e) => e.entity === 'device' && e.id === world.device.id);
      recorder.stop();
      const [token] = await db().select().from(refreshTokens).where(eq(refreshTokens.deviceId, world.device.id));
      expect(token?.revokedAt).not.toBeNull();
      const refreshed = await server.graphql('mutation($t: String!) { refreshLogin(input: { refreshToken: $t }) { token } }', { t: session.refreshToken });
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const again = await server.rest('DELETE', `/api/sound_zones/${world.zone.id}`, as('finance'));
      expect(again.status).toBe(409);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/sound_zones/count`, as('owner'))).body.count).toBe(2);
    });

    it('needs a direct account, no partner, or a partner that allows deactivation', async () => {
      const partner = await world.fx.account({ businessName: 'Reseller', isPartner: true, distributorHasSupport: true });
      const plainDistributor = await world.fx.account({ businessName: 'Distributor', isPartner: false });
      const cases = [
        { values: { distributorId: partner.id, partnerAllowDeactivation: false }, status: 403 },
        { values: { distributorId: partner.id, partnerAllowDeactivation: true }, status: 200 },
        { values: { distributorId: plainDistributor.id, partnerAllowDeactivation: false }, status: 200 },
        { values: { distributorId: 'cadence-direct-se', partnerAllowDeactivation: false }, status: 200 },
      ];
      for (const { values, status } of cases) {
        await db().update(accounts).set(values).where(eq(accounts.id, world.account.id));
        const zone = await world.fx.soundZone(world.location.id);
        const response = await server.rest('DELETE', `/api/sound_zones/${zone.id}`, as('owner'));
        expect(response.status, JSON.stringify(values)).toBe(status);
        const permissions = (await server.rest('GET', `/api/sound_zones/${world.secondZone.id}`, as('owner'))).body.permissions;
        expect(permissions.includes('DELETE'), JSON.stringify(values)).toBe(status === 200);
      }
    });
  });

  describe('POST /api/sound_zones/{id}/activate', () => {
    const ACTIVATE: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, device: 404, foreign: 404, anonymous: 401 };

    it.each(ROLES)('answers %s as the rules say (zone.activate needs finance)', async (role) => {
      await db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, world.secondZone.id));
      const response = await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/activate`, as(role));
      expect(response.status).toBe(ACTIVATE[role]);
      if (response.status === 200) expect(response.body.deactivated).toBe(false);
    });

    it('answers 409 for an active zone, a full account and a deactivated location', async () => {
      expect((await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/activate`, as('owner'))).status).toBe(409);
      await db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, world.secondZone.id));
      await db().update(accounts).set({ maxSoundZones: 2 }).where(eq(accounts.id, world.account.id));
      const full = await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/activate`, as('owner'));
      expect(full).toMatchObject({ status: 409, body: { message: 'The account may have at most 2 sound zones' } });
      await db().update(accounts).set({ maxSoundZones: 10 }).where(eq(accounts.id, world.account.id));
      await db().update(locations).set({ deactivated: true }).where(eq(locations.id, world.location.id));
      expect((await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/activate`, as('owner'))).status).toBe(409);
      await db().update(locations).set({ deactivated: false }).where(eq(locations.id, world.location.id));
      expect((await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/activate`, as('owner'))).status).toBe(200);
    });
  });

  describe('POST /api/locations/{id}/sound_zones', () => {
    const CREATE: Record<Role, number> = { owner: 201, admin: 201, finance: 201, contact: 201, member: 201, locationUser: 201, device: 403, foreign: 404, anonymous: 401 };

    it.each(ROLES)('answers %s as the rules say (any member may zone.create)', async (role) => {
      const response = await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as(role), body: { name: 'Kitchen' } });
      expect(response.status).toBe(CREATE[role]);
    });

    it('creates a zone that is not set up, with the account’s defaults for new zones and a remote code', async () => {
      await db().update(accounts).set({ soundZoneSettings: { crossfade: false, default_volume: 7 } }).where(eq(accounts.id, world.account.id));
      const recorder = recordEvents(server);
      const response = await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('contact'), body: { name: ' Kitchen ', settings: { default_volume: 12 } } });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name: 'Kitchen',
        location: world.location.id,
        location_name: 'Södermalm',
        account: world.account.id,
        device: null,
        paid_until: null,
        status: { state: 'NOT_SETUP', message: 'NOT_SETUP' },
        settings: { crossfade: false, default_volume: 12, bitrate: 'high' },
      });
      const [row] = await db().select().from(soundZones).where(eq(soundZones.id, response.body.id));
      expect(row?.remoteCode).toMatch(/^[A-Z2-9]{6}$/);
      await recorder.waitFor((e) => e.type === 'create' && e.entity === 'sound_zone' && e.id === response.body.id && e.parentIds[0] === world.location.id);
      recorder.stop();
    });

    it('keeps a location user to their locations', async () => {
      expect((await server.rest('POST', `/api/locations/${world.otherLocation.id}/sound_zones`, { ...as('locationUser'), body: { name: 'Kitchen' } })).status).toBe(404);
    });

    it('validates the name, the location and the preset', async () => {
      const post = (body: object) => server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body });
      expect((await post({ name: '  ' })).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await post({ name: 'z'.repeat(51) })).body.fields).toEqual({ name: 'Must be less than 50 characters' });
      expect((await post({})).body.fields).toEqual({ name: 'Cannot be empty' });
      expect((await post({ name: 'Kitchen', location: world.otherLocation.id })).body.fields).toEqual({ location: 'Invalid' });
      expect((await post({ name: 'Kitchen', zone_preset: 'nope' })).status).toBe(404);
    });

    it('enforces max_sound_zones and leaves deactivated zones out of the count', async () => {
      await db().update(accounts).set({ maxSoundZones: 3 }).where(eq(accounts.id, world.account.id));
      const full = await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body: { name: 'Fourth' } });
      expect(full.status).toBe(409);
      await db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, world.secondZone.id));
      expect((await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body: { name: 'Fourth' } })).status).toBe(201);
    });

    it('refuses a deactivated location', async () => {
      await db().update(locations).set({ deactivated: true }).where(eq(locations.id, world.location.id));
      const response = await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body: { name: 'Kitchen' } });
      expect(response).toMatchObject({ status: 404, body: { errorType: 'deactivated', message: 'Location has been deactivated' } });
    });
  });

  describe('POST /api/sound_zones/bulk/update', () => {
    it('applies the same settings to every zone, keeping each zone’s others, and publishes each', async () => {
      await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { settings: { crossfade_length: 9 } } });
      const recorder = recordEvents(server);
      const { status, body } = await server.rest('POST', '/api/sound_zones/bulk/update', { ...as('member'), body: { ids: [world.zone.id, world.otherZone.id], settings: { mono: true } } });
      expect(status).toBe(200);
      expect(body.map((z: { id: string }) => z.id)).toEqual([world.zone.id, world.otherZone.id]);
      expect(body[0].settings).toMatchObject({ mono: true, crossfade_length: 9 });
      expect(body[1].settings).toMatchObject({ mono: true, crossfade_length: 5 });
      for (const id of [world.zone.id, world.otherZone.id]) await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === id && e.type === 'update');
      recorder.stop();
    });

    it('assigns music to every zone', async () => {
      const playlist = await newId(db(), 'Playlist');
      await db().insert(playlists).values({ id: playlist, name: 'Catalogue', composerType: 'curator-composer', color: '#112233', snapshot: 's1' });
      const { body } = await server.rest('POST', '/api/sound_zones/bulk/update', { ...as('owner'), body: { ids: [world.zone.id, world.secondZone.id], play_from: { type: 'collection', id: playlist } } });
      expect(body.map((z: { play_from: unknown }) => z.play_from)).toEqual([
        { type: 'collection', id: playlist },
        { type: 'collection', id: playlist },
      ]);
    });

    it('names the first zone the viewer may not see, and changes nothing', async () => {
      const response = await server.rest('POST', '/api/sound_zones/bulk/update', { ...as('locationUser'), body: { ids: [world.zone.id, world.otherZone.id, world.foreignZone.id], settings: { mono: true } } });
      expect(response).toMatchObject({ status: 404, body: { message: `Sound zone ${world.otherZone.id} not found` } });
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.settings.mono).toBe(false);
      expect((await server.rest('POST', '/api/sound_zones/bulk/update', { ...as('foreign'), body: { ids: [world.zone.id], settings: { mono: true } } })).status).toBe(404);
    });

    it('wants settings or play_from, and no speaker-system zone for settings', async () => {
      const post = (body: object) => server.rest('POST', '/api/sound_zones/bulk/update', { ...as('owner'), body });
      expect((await post({ ids: [world.zone.id] })).body.fields).toEqual({ settings: 'Cannot be empty' });
      expect((await post({ ids: [world.zone.id], settings: { mono: true }, play_from: { type: 'schedule', id: world.zone.id } })).status).toBe(400);
      await db().update(soundZones).set({ speakerSystem: true }).where(eq(soundZones.id, world.otherZone.id));
      expect((await post({ ids: [world.zone.id, world.otherZone.id], settings: { mono: true } })).status).toBe(400);
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.settings.mono).toBe(false);
    });
  });

  describe('access codes and player tokens', () => {
    it.each(ROLES)('resets the access code for %s as the rules say (zone.pair)', async (role) => {
      const response = await server.rest('POST', `/api/sound_zones/${world.zone.id}/access_code/reset`, as(role));
      expect(response.status).toBe(READ[role]);
      if (response.status !== 200) return;
      expect(response.body.access_code).toMatch(/^[A-Z2-9]{6}$/);
      const [row] = await db().select().from(soundZones).where(eq(soundZones.id, world.zone.id));
      expect(row?.accessCode).toBe(response.body.access_code);
    });

    it('issues a device token for the zone’s player, which then sees only its zone', async () => {
      const { status, body } = await server.rest('GET', `/api/sound_zones/${world.zone.id}/request_access_token`, as('member'));
      expect(status).toBe(200);
      const claims = await server.app.services.tokens.verifyAccessToken(body.token);
      expect(claims).toMatchObject({ sub: world.device.id, typ: 'interactive_device' });
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, { token: body.token })).status).toBe(200);
      expect((await server.rest('GET', `/api/sound_zones/${world.secondZone.id}`, { token: body.token })).status).toBe(404);
      expect((await server.rest('GET', `/api/sound_zones/${world.secondZone.id}/request_access_token`, as('member'))).status).toBe(404);
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}/request_access_token`, as('foreign'))).status).toBe(404);
    });
  });

  describe('lists and counts', () => {
    const COUNT: Record<Role, number | null> = { owner: 3, admin: 3, finance: 3, contact: 3, member: 3, locationUser: 2, device: 1, foreign: null, anonymous: null };

    it.each(ROLES)('counts the zones %s may see', async (role) => {
      const response = await server.rest('GET', `/api/accounts/${world.account.id}/sound_zones/count`, as(role));
      if (COUNT[role] === null) expect(response.status).toBe(role === 'anonymous' ? 401 : 404);
      else expect(response.body).toEqual({ count: COUNT[role] });
    });

    it('lists an account’s zones by location and name, deactivated ones only when asked', async () => {
      await db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, world.secondZone.id));
      const names = async (path: string, role: Role = 'owner') => (await server.rest('GET', path, as(role))).body.map((z: { name: string }) => z.name);
      expect(await names(`/api/accounts/${world.account.id}/sound_zones`)).toEqual(['Bar', 'Lobby']);
      expect(await names(`/api/accounts/${world.account.id}/sound_zones?deactivated=true`)).toEqual(['Bar', 'Terrace', 'Lobby']);
      expect(await names(`/api/accounts/${world.account.id}/sound_zones`, 'locationUser')).toEqual(['Bar']);
      expect(await names(`/api/locations/${world.location.id}/sound_zones`)).toEqual(['Bar']);
      expect(await names(`/api/locations/${world.otherLocation.id}/sound_zones`)).toEqual(['Lobby']);
      expect((await server.rest('GET', `/api/locations/${world.otherLocation.id}/sound_zones`, as('locationUser'))).status).toBe(404);
      expect((await server.rest('GET', `/api/accounts/${world.account.id}/sound_zones`, as('foreign'))).status).toBe(404);
    });

    it('lists a zone’s errors, filtered by resolved', async () => {
      await db().insert(soundZoneErrors).values([
        { id: `open-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', hide: true },
        { id: `done-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_DISK_FULL', resolved: true },
      ]);
      const ids = async (query: string) => (await server.rest('GET', `/api/sound_zones/${world.zone.id}/sound_zone_errors${query}`, as('contact'))).body.map((e: { id: string }) => e.id).sort();
      expect(await ids('')).toEqual([`done-${world.zone.id}`, `open-${world.zone.id}`]);
      expect(await ids('?resolved=false')).toEqual([`open-${world.zone.id}`]);
      expect(await ids('?resolved=true')).toEqual([`done-${world.zone.id}`]);
      const [error] = (await server.rest('GET', `/api/sound_zones/${world.zone.id}/sound_zone_errors?resolved=false`, as('owner'))).body;
      expect(error).toMatchObject({ hide: true, created_at: expect.stringMatching(/^\d{14}$/) });
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}/sound_zone_errors`, as('foreign'))).status).toBe(404);
    });
  });

  describe('over GraphQL', () => {
    const mutate = (name: string, input: object, role: Role) => server.graphql(contractOperation(name), { input }, as(role));

    it('answers a stored error cause the schema does not name as DEVICE_ERROR_UNKNOWN, the list intact', async () => {
      await db().insert(soundZoneErrors).values([
        { id: `new-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_FROM_THE_FUTURE' },
        { id: `full-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_DISK_FULL' },
      ]);
      const answer = await server.graphql(contractOperation('ZoneErrors'), { zoneId: world.zone.id }, as('owner'));
      expect(answer.body.errors).toBeUndefined();
      const causes = answer.body.data.soundZone.errors.edges.map((edge: { node: { id: string; cause: string } }) => [edge.node.id, edge.node.cause]);
      expect(causes).toEqual(expect.arrayContaining([[`new-${world.zone.id}`, 'DEVICE_ERROR_UNKNOWN'], [`full-${world.zone.id}`, 'DEVICE_ERROR_DISK_FULL']]));
    });

    it('creates and renames zones with the REST rules', async () => {
      const created = await mutate('SoundZoneCreate', { location: world.location.id, name: 'Kitchen' }, 'member');
      expect(created.body.data?.soundZoneCreate.soundZone).toMatchObject({ name: 'Kitchen', location: { id: world.location.id } });
      const renamed = await mutate('SoundZoneUpdate', { soundZone: created.body.data.soundZoneCreate.soundZone.id, name: 'Galley' }, 'contact');
      expect(renamed.body.data?.soundZoneUpdate.soundZone.name).toBe('Galley');
      const blank = await mutate('SoundZoneUpdate', { soundZone: world.zone.id, name: '   ' }, 'owner');
      expect(blank.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.name': 'Cannot be empty' } } });
      expect((await mutate('SoundZoneCreate', { location: world.foreignLocation.id, name: 'X' }, 'owner')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await mutate('SoundZoneCreate', { location: world.location.id, name: 'X' }, 'device')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it.each(ROLES.filter((role) => role !== 'anonymous'))('deletes a zone for %s as the rules say', async (role) => {
      const response = await mutate('SoundZoneDelete', { soundZone: world.secondZone.id }, role);
      const code = (FINANCE_ROLES as readonly string[]).includes(role) ? null : role === 'foreign' || role === 'device' ? 'NOT_FOUND' : 'FORBIDDEN';
      if (code === null) expect(response.body.data?.soundZoneDelete).toEqual({ deletedSoundZoneId: world.secondZone.id });
      else expect(response.body.errors?.[0]?.extensions?.code).toBe(code);
    });

    it('changes settings of several zones at once; speaker-system zones answer BAD_USER_INPUT', async () => {
      const ok = await mutate('SoundZoneUpdateSettings', { soundZones: [world.zone.id, world.otherZone.id], settings: { crossfadeLength: 2, downloadLimitation: { limitEnabled: true, hourStart: 1, hourEnd: 5, limitType: 'OUTSIDE' } } }, 'member');
      expect(ok.body.data?.soundZoneUpdateSettings.soundZones).toEqual([
        { id: world.zone.id, settings: { crossfade: true, crossfadeLength: 2 } },
        { id: world.otherZone.id, settings: { crossfade: true, crossfadeLength: 2 } },
      ]);
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.settings.download_limitation).toEqual({ limit_enabled: true, hour_start: 1, hour_end: 5, limit_type: 'outside' });
      await db().update(soundZones).set({ speakerSystem: true }).where(eq(soundZones.id, world.otherZone.id));
      const refused = await mutate('SoundZoneUpdateSettings', { soundZones: [world.otherZone.id], settings: { mono: true } }, 'owner');
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.settings': 'Invalid' } } });
      const zone = await server.graphql(`query($id: ID!) { soundZone(id: $id) { settings { mono } } }`, { id: world.otherZone.id }, as('owner'));
      expect(zone.body.data?.soundZone.settings).toBeNull();
    });

    it('answers SoundZonePermissionQuery, ZoneErrors and ZoneSubscription', async () => {
      await db().insert(soundZoneErrors).values([
        { id: `e1-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION' },
        { id: `e2-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_DISK_FULL', resolved: true },
        { id: `e3-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_OFFLINE', hide: true },
      ]);
      const permissions = await server.graphql(contractOperation('SoundZonePermissionQuery'), { zoneId: world.zone.id }, as('finance'));
      expect(permissions.body.data?.soundZone).toEqual({ id: world.zone.id, permissions: soundZonePermissions({ owner: false, admin: false, finance: true, contact: false, locationIds: [] }) });
      const errors = await server.graphql(contractOperation('ZoneErrors'), { zoneId: world.zone.id }, as('device'));
      expect(errors.body.data?.soundZone.errors.edges).toEqual([{ node: { id: `e1-${world.zone.id}`, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', resolved: false } }]);
      const subscription = await server.graphql(contractOperation('ZoneSubscription'), { zoneId: world.zone.id }, as('owner'));
      expect(subscription.body.data?.soundZone).toMatchObject({
        subscription: { state: 'ACTIVE', isActive: true, activeUntil: '2027-12-31T00:00:00.000Z', reactivateAt: null },
        location: { id: world.location.id, timezone: 'Europe/Stockholm', permissions: ['UPDATE', 'DELETE', 'ZONE_CREATE', 'USERS_READ', 'USERS_WRITE'] },
        account: { id: world.account.id },
      });
      for (const role of ['foreign', 'locationUser'] as const) {
        const hidden = await server.graphql(contractOperation('ZonePage'), { zoneId: role === 'foreign' ? world.zone.id : world.otherZone.id }, as(role));
        expect(hidden.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    });

    it('answers ZonePage for a zone without a source: paused, nothing playing', async () => {
      const page = async (zoneId: string) => (await server.graphql(contractOperation('ZonePage'), { zoneId }, as('owner'))).body;
      const paired = await page(world.zone.id);
      expect(paired.errors).toBeUndefined();
      expect(paired.data.soundZone).toMatchObject({
        isPaired: true,
        devicePlatform: 'MACOS',
        status: { state: 'OK', message: 'ALL_OK', codes: [] },
        device: { id: world.device.id, kind: 'desktop', type: 'desktop', platform: 'MACOS', online: true, softwareVersion: 'cadence-12.4-macos' },
        nowPlaying: null,
        playback: { state: 'paused', volume: 10, playOrder: 'AUTO', queue: [], nextSlotStartsAt: null, progressMs: 0 },
        playbackHistory: { edges: [], pageInfo: { hasNextPage: false } },
        blockedTracks: { total: 0, edges: [] },
        settings: { bitrate: 'high', downloadLimitation: { limitType: 'INSIDE' } },
      });
      expect((await page(world.secondZone.id)).data.soundZone).toMatchObject({ isPaired: false, device: null, devicePlatform: null, playback: { state: 'unpaired' }, status: { state: 'NOT_SETUP' } });
      await world.fx.pairedDevice(world.otherZone.id, { online: false });
      expect((await page(world.otherZone.id)).data.soundZone).toMatchObject({ playback: { state: 'offline' }, status: { state: 'ERROR', message: 'PLAYER_DISCONNECTED', codes: ['PLAYER_DISCONNECTED'] } });
      const nowPlaying = await server.graphql(`query($id: ID!) { nowPlaying(soundZone: $id) { soundZone } }`, { id: world.zone.id }, as('member'));
      expect(nowPlaying.body).toEqual({ data: { nowPlaying: null } });
    });

    it('answers every members role and hides the zone from others', async () => {
      for (const role of [...MEMBER_ROLES, 'locationUser', 'device'] as const) {
        const response = await server.graphql(contractOperation('SoundZonePermissionQuery'), { zoneId: world.zone.id }, as(role));
        expect(response.body.data?.soundZone.id, role).toBe(world.zone.id);
      }
      const anonymous = await server.graphql(contractOperation('SoundZonePermissionQuery'), { zoneId: world.zone.id });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
