import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, devices, households, pairingCodes, soundZoneErrors, soundZones } from '../db/schema';
import { startSession } from '../auth/sessions';
import { recordEvents } from '../accounts/testWorld';
import { DEVICE_REGISTRATIONS_PER_ADDRESS, PAIRING_CODE_FAILURES_PER_ADDRESS, PAIRING_CODE_TTL_MS } from './pairing';
import { ROLES, contractOperation, premisesWorld } from './testWorld';
import type { PremisesWorld, Role } from './testWorld';

const PLAYER = { device_type: 'desktop', platform: 'WIN32CADENCE', device_id: 'pc-0001', app_version: { version: '12.4.0' }, software_version: 'cadence-12.4-win32', model: 'ThinkCentre' };

describe(`devices and pairing (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });

  /** Registers a new player (a fresh client id each time) and answers its record. */
  async function register(values: Partial<typeof PLAYER> = {}) {
    const response = await server.rest('POST', '/api/devices', { body: { ...PLAYER, device_id: `player-${++serial}-${Date.now()}`, ...values } });
    expect(response.status).toBe(201);
    return response.body;
  }

  const pair = (zoneId: string, code: string, role: Role = 'owner', extra: object = {}) =>
    server.rest('POST', `/api/sound_zones/${zoneId}/device`, { ...as(role), body: { sound_zone: zoneId, device_type: 'desktop', platform: 'WIN32CADENCE', code, ...extra } });

  describe('POST /api/devices', () => {
    it('registers a player, anonymously, with a code to show', async () => {
      const device = await register();
      expect(device).toMatchObject({
        sound_zone: null,
        device_type: 'desktop',
        platform: 'WIN32CADENCE',
        code: expect.stringMatching(/^\d{4}-\d{4}$/),
        pairing: 'soft',
        pairing_state: 'unpaired',
        app_version: { version: '12.4.0' },
        tyson_version: null,
        software_version: 'cadence-12.4-win32',
        model: 'ThinkCentre',
        metrics: null,
      });
      const [row] = await db().select().from(devices).where(eq(devices.id, device.id));
      expect(row).toMatchObject({ kind: 'windows', name: 'ThinkCentre' });
    });

    it.each([
      ['embedded', 'ANDROID', 'hard', 'embedded'],
      ['mobile', 'IOS', 'soft', 'ios'],
      ['other', 'SONOS', 'soft', 'sonos'],
      ['other', 'NETPLAY', 'soft', 'unknown'],
      ['desktop', 'WEB', 'soft', 'desktop'],
    ])('registers a %s device on %s: pairs %s, of kind %s', async (type, platform, pairing, kind) => {
      const device = await register({ device_type: type, platform });
      expect(device.pairing).toBe(pairing);
      const [row] = await db().select().from(devices).where(eq(devices.id, device.id));
      expect(row?.kind).toBe(kind);
    });

    it('gives a registered, unpaired device its record back with a new code; a paired one only to itself', async () => {
      const first = await register({ device_id: 'same-hardware' });
      const again = await server.rest('POST', '/api/devices', { body: { ...PLAYER, device_id: 'same-hardware', software_version: 'cadence-12.5-win32' } });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: first.id, software_version: 'cadence-12.5-win32' });
      expect(again.body.code).not.toBe(first.code);
      await pair(world.secondZone.id, again.body.code);
      const stolen = await server.rest('POST', '/api/devices', { body: { ...PLAYER, device_id: 'same-hardware' } });
      expect(stolen.status).toBe(409);
      const own = await server.rest('POST', '/api/devices', { token: await world.fx.token(first.id, 'interactive_device'), body: { ...PLAYER, device_id: 'same-hardware' } });
      expect(own).toMatchObject({ status: 201, body: { id: first.id, sound_zone: world.secondZone.id } });
    });
  });

  describe('limits', () => {
    it('limits anonymous registrations per client address', async () => {
      const from = (address: string, i: number) => server.rest('POST', '/api/devices', { headers: { 'x-forwarded-for': address }, body: { ...PLAYER, device_id: `flood-${address}-${i}` } });
      for (let i = 0; i < DEVICE_REGISTRATIONS_PER_ADDRESS.limit; i++) expect((await from('203.0.113.7', i)).status).toBe(201);
      const refused = await from('203.0.113.7', 999);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect((await from('203.0.113.8', 0)).status).toBe(201);
      // A player with its own session is not counted as a stranger.
      const own = await server.rest('POST', '/api/devices', { token: world.tokens.device, headers: { 'x-forwarded-for': '203.0.113.7' }, body: { ...PLAYER, device_id: world.device.clientId! } });
      expect(own.status).toBe(201);
    });

    it('limits wrong pairing codes per client address', async () => {
      const tryCode = (code: string) =>
        server.rest('POST', '/lucy/control', { headers: { 'x-forwarded-for': '198.51.100.9' }, body: { query: contractOperation('DevicePair'), variables: { input: { pairingCode: code, name: 'Guess', kind: 'desktop' } } } });
      for (let i = 0; i < PAIRING_CODE_FAILURES_PER_ADDRESS.limit; i++) expect((await tryCode(String(100000 + i))).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const valid = (await server.graphql(contractOperation('SoundZoneInitiatePairing'), { input: { soundZone: world.secondZone.id } }, as('owner'))).body.data.soundZoneInitiatePairing.pairingCode;
      expect((await tryCode(valid)).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });
  });

  describe('POST /api/sound_zones/{id}/device', () => {
    const PAIR: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 404, foreign: 404, anonymous: 401 };

    it.each(ROLES)('lets %s pair as the rules say (any member may zone.pair)', async (role) => {
      const device = await register();
      expect((await pair(world.secondZone.id, device.code, role)).status).toBe(PAIR[role]);
    });

    it('pairs: the zone gets device and device_id, the device is offline, and the zone is set up', async () => {
      const device = await register();
      const recorder = recordEvents(server);
      const { status, body } = await pair(world.secondZone.id, device.code, 'contact');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: world.secondZone.id, device: device.id, device_id: device.device_id, online: false });
      expect(body.status.message).not.toBe('NOT_SETUP');
      const [row] = await db().select().from(soundZones).where(eq(soundZones.id, world.secondZone.id));
      expect(row?.setUpAt).toEqual(server.clock.now());
      expect((await server.rest('GET', `/api/devices/${device.id}`, as('owner'))).body).toMatchObject({ sound_zone: world.secondZone.id, pairing_state: 'paired' });
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === world.secondZone.id);
      await recorder.waitFor((e) => e.entity === 'device' && e.id === device.id && e.parentIds.includes(world.secondZone.id));
      recorder.stop();
    });

    it('unpairs the zone’s current device first, ending its sessions and resolving its errors', async () => {
      const session = await startSession(server.app.services, { deviceId: world.device.id });
      await db().insert(soundZoneErrors).values({ id: `old-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION' });
      await db().insert(soundZoneErrors).values({ id: `zone-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'ZONE_NOTICE' });
      const setUpAt = (await db().select().from(soundZones).where(eq(soundZones.id, world.zone.id)))[0]!.setUpAt;
      const replacement = await register();
      expect((await pair(world.zone.id, replacement.code)).body.device).toBe(replacement.id);
      const [old] = await db().select().from(devices).where(eq(devices.id, world.device.id));
      expect(old).toMatchObject({ soundZoneId: null, online: false });
      const refreshed = await server.graphql('mutation($t: String!) { refreshLogin(input: { refreshToken: $t }) { token } }', { t: session.refreshToken });
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const errors = await db().select().from(soundZoneErrors).where(eq(soundZoneErrors.soundZoneId, world.zone.id));
      // The device's errors went with it; others stay.
      expect(Object.fromEntries(errors.map((e) => [e.id, e.resolved]))).toEqual({ [`old-${world.zone.id}`]: true, [`zone-${world.zone.id}`]: false });
      // The zone was set up before; its first pairing time stays.
      expect((await db().select().from(soundZones).where(eq(soundZones.id, world.zone.id)))[0]!.setUpAt).toEqual(setUpAt);
      // The old device's token no longer reaches the zone.
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('device'))).status).toBe(404);
    });

    it('moves a device paired elsewhere only when that zone is named in unpair_sound_zone', async () => {
      const device = await register();
      await pair(world.secondZone.id, device.code);
      expect((await pair(world.otherZone.id, device.code)).status).toBe(409);
      expect((await pair(world.otherZone.id, device.code, 'locationUser', { unpair_sound_zone: world.secondZone.id })).status).toBe(404);
      const moved = await pair(world.otherZone.id, device.code, 'owner', { unpair_sound_zone: world.secondZone.id });
      expect(moved.body.device).toBe(device.id);
      expect((await server.rest('GET', `/api/sound_zones/${world.secondZone.id}`, as('owner'))).body.device).toBeNull();
    });

    it('answers 404 for an unknown code and 400 for a wrong zone or device type', async () => {
      expect((await pair(world.secondZone.id, '0000-0000')).status).toBe(404);
      const device = await register();
      expect((await server.rest('POST', `/api/sound_zones/${world.secondZone.id}/device`, { ...as('owner'), body: { sound_zone: world.otherZone.id, device_type: 'desktop', platform: 'WIN32CADENCE', code: device.code } })).body.fields).toEqual({ sound_zone: 'Invalid' });
      expect((await pair(world.secondZone.id, device.code, 'owner', { device_type: 'embedded', platform: 'ANDROID' })).body.fields).toEqual({ device_type: 'Must be one of: desktop' });
      expect((await pair(world.otherZone.id, device.code, 'locationUser')).status).toBe(404);
    });

    it('makes a zone paired to the speaker system a speaker-system zone, without settings', async () => {
      const speakers = await register({ device_type: 'other', platform: 'SONOS' });
      const { body } = await pair(world.secondZone.id, speakers.code, 'owner', { device_type: 'other', platform: 'SONOS' });
      expect(body.settings).toBeNull();
      expect((await server.rest('PUT', `/api/sound_zones/${world.secondZone.id}`, { ...as('owner'), body: { settings: { mono: true } } })).status).toBe(400);
      await server.rest('DELETE', `/api/sound_zones/${world.secondZone.id}/device`, as('owner'));
      expect((await server.rest('GET', `/api/sound_zones/${world.secondZone.id}`, as('owner'))).body.settings).not.toBeNull();
    });
  });

  describe('DELETE /api/sound_zones/{id}/device', () => {
    const UNPAIR: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 200, foreign: 404, anonymous: 401 };

    it.each(ROLES)('lets %s unpair as the rules say (zone.unpair; a soft-paired device itself too)', async (role) => {
      const response = await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as(role));
      expect(response.status).toBe(UNPAIR[role]);
      if (response.status === 200) expect(response.body).toMatchObject({ device: null, device_id: null, online: false });
    });

    it('answers 409 when already unpaired, and clears the device', async () => {
      expect((await server.rest('DELETE', `/api/sound_zones/${world.secondZone.id}/device`, as('owner'))).status).toBe(409);
      await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('owner'));
      expect((await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('owner'))).body).toMatchObject({ error: 'conflict', message: 'Sound zone is already unpaired' });
      const [device] = await db().select().from(devices).where(eq(devices.id, world.device.id));
      expect(device?.soundZoneId).toBeNull();
    });

    it('holds back a device when the account restricts unpairing, but not a member', async () => {
      await db().update(accounts).set({ settings: { restrict_unpairing_from_paired_devices: true } }).where(eq(accounts.id, world.account.id));
      expect((await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('device'))).status).toBe(403);
      expect((await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('member'))).status).toBe(200);
    });

    it('holds back a hard-paired device', async () => {
      await db().update(devices).set({ pairingMode: 'hard', deviceType: 'embedded' }).where(eq(devices.id, world.device.id));
      expect((await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('device'))).status).toBe(403);
    });

    it('ends the device’s sessions', async () => {
      const session = await startSession(server.app.services, { deviceId: world.device.id });
      await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('device'));
      const refreshed = await server.graphql('mutation($t: String!) { refreshLogin(input: { refreshToken: $t }) { token } }', { t: session.refreshToken });
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('/api/devices/{id}', () => {
    it('shows a paired device to those who see its zone, and a device to itself', async () => {
      const expected: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, device: 200, foreign: 404, anonymous: 401 };
      for (const role of ROLES) expect((await server.rest('GET', `/api/devices/${world.device.id}`, as(role))).status, role).toBe(expected[role]);
      const other = await world.fx.pairedDevice(world.otherZone.id);
      expect((await server.rest('GET', `/api/devices/${other.id}`, as('locationUser'))).status).toBe(404);
      expect((await server.rest('GET', `/api/devices/${other.id}`, as('device'))).status).toBe(404);
      const loose = await register();
      expect((await server.rest('GET', `/api/devices/${loose.id}`, as('owner'))).status).toBe(404);
    });

    it('lets only the device itself report its versions', async () => {
      const recorder = recordEvents(server);
      const mine = await server.rest('PUT', `/api/devices/${world.device.id}`, { ...as('device'), body: { software_version: 'cadence-13.0-macos', tyson_version: { version: '3.1' }, osVersion: '15.1' } });
      expect(mine.body).toMatchObject({ software_version: 'cadence-13.0-macos', tyson_version: { version: '3.1' }, osVersion: '15.1' });
      await recorder.waitFor((e) => e.entity === 'device' && e.id === world.device.id && e.accountId === world.account.id);
      recorder.stop();
      expect((await server.rest('PUT', `/api/devices/${world.device.id}`, { ...as('owner'), body: { osVersion: '1' } })).status).toBe(403);
      expect((await server.rest('PUT', `/api/devices/${world.device.id}`, { ...as('foreign'), body: { osVersion: '1' } })).status).toBe(404);
    });

    it('answers the latest metrics, or 404 before any', async () => {
      expect((await server.rest('GET', `/api/devices/${world.device.id}/metrics`, as('owner'))).status).toBe(404);
      await db().update(devices).set({ metrics: { collected_at: '2026-11-22T11:59:00Z', uptime_s: 3600, cpu_percent: 12.5, volume: 0, muted: false, network_type: 'wifi', signal_strength_dbm: -60, bogus: 1 } }).where(eq(devices.id, world.device.id));
      const { body } = await server.rest('GET', `/api/devices/${world.device.id}/metrics`, as('member'));
      expect(body).toEqual({ device: world.device.id, iso8601_collected_at: '2026-11-22T11:59:00.000Z', uptime_s: 3600, cpu_percent: 12.5, volume: 0, muted: false, network_type: 'wifi', signal_strength_dbm: -60 });
      expect((await server.rest('GET', `/api/devices/${world.device.id}/metrics`, as('foreign'))).status).toBe(404);
      // Volume 0 shows in the zone's status codes.
      const codes = await server.graphql(`query($id: ID!) { soundZone(id: $id) { status { code codes } } }`, { id: world.zone.id }, as('owner'));
      expect(codes.body.data?.soundZone.status).toEqual({ code: 'PLAYER_MUTED', codes: ['PLAYER_MUTED'] });
    });

    it('deletes a device after unpairing it (zone.unpair), or itself when it may unpair', async () => {
      expect((await server.rest('DELETE', `/api/devices/${world.device.id}`, as('foreign'))).status).toBe(404);
      const recorder = recordEvents(server);
      expect((await server.rest('DELETE', `/api/devices/${world.device.id}`, as('contact'))).status).toBe(204);
      await recorder.waitFor((e) => e.entity === 'device' && e.type === 'delete' && e.id === world.device.id);
      await recorder.waitFor((e) => e.entity === 'sound_zone' && e.id === world.zone.id);
      recorder.stop();
      expect((await server.rest('GET', `/api/sound_zones/${world.zone.id}`, as('owner'))).body.device).toBeNull();
      expect(await db().select().from(devices).where(eq(devices.id, world.device.id))).toEqual([]);

      const hard = await world.fx.pairedDevice(world.otherZone.id, { pairingMode: 'hard', deviceType: 'embedded' });
      expect((await server.rest('DELETE', `/api/devices/${hard.id}`, { token: await world.fx.token(hard.id, 'interactive_device') })).status).toBe(403);
      const loose = await register();
      expect((await server.rest('DELETE', `/api/devices/${loose.id}`, { token: await world.fx.token(loose.id, 'interactive_device') })).status).toBe(204);
    });
  });

  describe('over GraphQL', () => {
    const initiate = (zoneId: string, role: Role = 'owner') => server.graphql(contractOperation('SoundZoneInitiatePairing'), { input: { soundZone: zoneId } }, as(role));
    const devicePair = (pairingCode: string, kind = 'embedded') => server.graphql(contractOperation('DevicePair'), { input: { pairingCode, name: 'Shop player', kind, appVersion: '2.0' } });

    it('starts pairing with a 6-digit code that expires, replacing the zone’s earlier code', async () => {
      const { body } = await initiate(world.secondZone.id, 'member');
      const { pairingCode, expiresAt, soundZone } = body.data.soundZoneInitiatePairing;
      expect(pairingCode).toMatch(/^\d{6}$/);
      expect(new Date(expiresAt).getTime() - server.clock.now().getTime()).toBe(PAIRING_CODE_TTL_MS);
      expect(soundZone.id).toBe(world.secondZone.id);
      await initiate(world.secondZone.id);
      expect(await db().select().from(pairingCodes).where(eq(pairingCodes.soundZoneId, world.secondZone.id))).toHaveLength(1);
      expect((await initiate(world.foreignZone.id)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await initiate(world.otherZone.id, 'locationUser')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('pairs the player that enters the code and gives it a device session (DevicePair)', async () => {
      const code = (await initiate(world.zone.id)).body.data.soundZoneInitiatePairing.pairingCode;
      const { body } = await devicePair(code);
      expect(body.errors).toBeUndefined();
      expect(body.data.devicePair).toMatchObject({ device: { pairingMode: 'hard' }, soundZone: { id: world.zone.id, name: 'Bar' } });
      const { token, refreshToken, device } = body.data.devicePair;
      expect(await server.app.services.tokens.verifyAccessToken(token)).toMatchObject({ sub: device.id, typ: 'interactive_device' });
      expect(refreshToken).toBeTruthy();
      const seen = await server.graphql(`query($id: ID!) { device(id: $id) { id name kind type platform pairingMode online appVersion isUnsupported soundZone { id isPaired } } }`, { id: device.id }, { token });
      expect(seen.body.data?.device).toEqual({ id: device.id, name: 'Shop player', kind: 'embedded', type: 'embedded', platform: 'ANDROID', pairingMode: 'hard', online: false, appVersion: '2.0', isUnsupported: false, soundZone: { id: world.zone.id, isPaired: true } });
      // The zone's previous player was unpaired; the code is used up.
      expect((await db().select().from(devices).where(eq(devices.id, world.device.id)))[0]?.soundZoneId).toBeNull();
      expect((await devicePair(code)).body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.pairingCode': 'Invalid' } } });
    });

    it('refuses an expired code', async () => {
      const code = (await initiate(world.secondZone.id)).body.data.soundZoneInitiatePairing.pairingCode;
      server.clock.advance(PAIRING_CODE_TTL_MS);
      expect((await devicePair(code)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      server.clock.advance(-PAIRING_CODE_TTL_MS);
    });

    it('unpairs (SoundZoneUnpair); already unpaired and invalid ids are BAD_USER_INPUT', async () => {
      const unpair = (zoneId: string, role: Role = 'owner') => server.graphql(contractOperation('SoundZoneUnpair'), { input: { soundZone: zoneId } }, as(role));
      expect((await unpair(world.zone.id, 'member')).body.data?.soundZoneUnpair.soundZone).toEqual({ id: world.zone.id, isPaired: false, device: null });
      const again = await unpair(world.zone.id);
      expect(again.body.errors?.[0]).toMatchObject({ message: 'Sound zone is already unpaired', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await unpair('not-an-id')).body.errors?.[0]).toMatchObject({ message: 'Validation failed', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await unpair(world.foreignZone.id)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('gives a desktop shell older than DESKTOP_SUPPORTED_FROM the soon-unsupported error, and resolves it when the shell reports an update', async () => {
      const soonUnsupported = async (token: string) => {
        const { body } = await server.graphql(`query($id: ID!) { soundZone(id: $id) { errors(first: 5, state: unresolved) { edges { node { cause } } } } }`, { id: world.zone.id }, { token });
        return body.data?.soundZone.errors.edges.map((e: { node: { cause: string } }) => e.node.cause);
      };
      const pairDesktop = async (appVersion: string) => {
        const code = (await initiate(world.zone.id)).body.data.soundZoneInitiatePairing.pairingCode;
        const { body } = await server.graphql(contractOperation('DevicePair'), { input: { pairingCode: code, name: 'Back office', kind: 'desktop', appVersion } });
        return body.data.devicePair as { token: string; device: { id: string } };
      };
      expect(server.app.services.config.DESKTOP_SUPPORTED_FROM).toBe('0.1.0');
      const current = await pairDesktop('0.1.0');
      expect(await soonUnsupported(current.token)).toEqual([]);

      const old = await pairDesktop('0.0.9');
      expect(await soonUnsupported(old.token)).toEqual(['DEVICE_ERROR_SOON_UNSUPPORTED_VERSION']);
      // Reporting the same old version again keeps the one error.
      await server.rest('PUT', `/api/devices/${old.device.id}`, { token: old.token, body: { app_version: { version: '0.0.9' } } });
      expect(await soonUnsupported(old.token)).toEqual(['DEVICE_ERROR_SOON_UNSUPPORTED_VERSION']);

      const recorder = recordEvents(server);
      expect((await server.rest('PUT', `/api/devices/${old.device.id}`, { token: old.token, body: { app_version: { version: '0.1.1' } } })).status).toBe(200);
      await recorder.waitFor((e) => e.entity === 'error' && e.type === 'update');
      recorder.stop();
      expect(await soonUnsupported(old.token)).toEqual([]);
    });

    it('flags a device whose version is no longer supported', async () => {
      await db().insert(soundZoneErrors).values({ id: `unsupported-${world.zone.id}`, soundZoneId: world.zone.id, cause: 'DEVICE_ERROR_UNSUPPORTED_VERSION' });
      const { body } = await server.graphql(`query($id: ID!) { device(id: $id) { isUnsupported } }`, { id: world.device.id }, as('device'));
      expect(body.data?.device.isUnsupported).toBe(true);
    });
  });

  describe('speaker-system households (sms)', () => {
    it('pairs a household to a location, first unpairing its current location', async () => {
      const recorder = recordEvents(server);
      const paired = await server.rest('POST', '/sms/households/Sonos_abc.123/location', { ...as('contact'), body: { location: world.location.id } });
      expect(paired).toMatchObject({ status: 200, body: { id: 'Sonos_abc.123', account: world.account.id, location: world.location.id, name: 'Sonos household' } });
      const moved = await server.rest('POST', '/sms/households/Sonos_abc.123/location', { ...as('owner'), body: { location: world.otherLocation.id } });
      expect(moved.body.location).toBe(world.otherLocation.id);
      expect(await db().select().from(households).where(eq(households.id, 'Sonos_abc.123'))).toHaveLength(1);
      await recorder.waitFor((e) => e.entity === 'location' && e.id === world.location.id);
      await recorder.waitFor((e) => e.entity === 'location' && e.id === world.otherLocation.id);
      recorder.stop();
    });

    it('keeps households to their account and viewers to what they may see', async () => {
      await db().insert(households).values({ id: `hh-${world.foreignAccount.id}`, accountId: world.foreignAccount.id, name: 'Theirs', locationId: world.foreignLocation.id });
      expect((await server.rest('POST', `/sms/households/hh-${world.foreignAccount.id}/location`, { ...as('owner'), body: { location: world.location.id } })).status).toBe(404);
      expect((await server.rest('POST', '/sms/households/new-one/location', { ...as('foreign'), body: { location: world.location.id } })).status).toBe(404);
      expect((await server.rest('POST', '/sms/households/new-one/location', { ...as('locationUser'), body: { location: world.otherLocation.id } })).status).toBe(404);
    });

    it('lists and unpairs an account’s households', async () => {
      await db().insert(households).values([
        { id: `a-${world.account.id}`, accountId: world.account.id, name: 'A speakers', locationId: world.location.id },
        { id: `b-${world.account.id}`, accountId: world.account.id, name: 'B speakers', locationId: world.otherLocation.id },
      ]);
      const ids = async (role: Role) => (await server.rest('GET', `/sms/accounts/${world.account.id}/households`, as(role))).body.map((h: { id: string }) => h.id);
      expect(await ids('member')).toEqual([`a-${world.account.id}`, `b-${world.account.id}`]);
      expect(await ids('locationUser')).toEqual([`a-${world.account.id}`]);
      expect((await server.rest('GET', `/sms/accounts/${world.account.id}/households`, as('foreign'))).status).toBe(404);
      expect((await server.rest('DELETE', `/sms/accounts/${world.account.id}/households/b-${world.account.id}/location`, as('locationUser'))).status).toBe(404);
      const unpaired = await server.rest('DELETE', `/sms/accounts/${world.account.id}/households/b-${world.account.id}/location`, as('contact'));
      expect(unpaired.body).toEqual({ id: `b-${world.account.id}`, name: 'B speakers', account: world.account.id, location: null });
      expect((await server.rest('DELETE', `/sms/accounts/${world.foreignAccount.id}/households/b-${world.account.id}/location`, as('owner'))).status).toBe(404);
    });
  });
});
