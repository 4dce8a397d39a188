import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { contractOperation, premisesWorld } from './testWorld';
import type { PremisesWorld, Role } from './testWorld';
import { arrival, untilSeen } from '../testing/arrivals';
import { ACCOUNT_PREMISES_WINDOW_MS } from '../accounts/graphql';
import { reportPresence } from './presence';

describe(`realtime (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  const clients: Client[] = [];
  const sockets: Socket[] = [];
  const as = (role: Role) => ({ token: world.tokens[role] });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** Everything a subscription of the contract delivers, collected as it arrives (errors too). */
  const watch = (role: Role, name: string, variables: Record<string, unknown>) => watchQuery(role, contractOperation(name), variables);

  /** Everything a subscription delivers, collected as it arrives (errors too). */
  function watchQuery(role: Role, query: string, variables: Record<string, unknown>) {
    const token = world.tokens[role];
    const client = createClient({
      url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    const results: any[] = [];
    const iterator = client.iterate({ query, variables });
    void (async () => {
      try {
        for await (const result of iterator) results.push(result);
      } catch (error) {
        results.push({ error });
      }
    })();
    return results;
  }

  describe('soundZoneUpdate', () => {
    it('delivers a zone’s change to a second client, and not to a foreign one', async () => {
      const member = watch('member', 'Zone_Subscription_ZoneUpdate', { zoneId: world.zone.id });
      const foreign = watch('foreign', 'Zone_Subscription_ZoneUpdate', { zoneId: world.foreignZone.id });
      const seen = await untilSeen(member, (attempt) => server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: `Bar ${attempt}` } }));
      expect(seen).toEqual({
        data: { soundZoneUpdate: { soundZone: { id: world.zone.id, name: expect.stringMatching(/^Bar \d+$/), isPaired: true, status: { state: 'OK', message: 'ALL_OK' }, subscription: { state: 'ACTIVE', isActive: true, activeUntil: '2027-12-31T00:00:00.000Z', reactivateAt: null } } } },
      });
      // Unpairing changes the zone and its device: the status follows.
      await server.rest('DELETE', `/api/sound_zones/${world.zone.id}/device`, as('owner'));
      expect(await arrival(member, (r) => r.data?.soundZoneUpdate.soundZone.isPaired === false)).toBeTruthy();
      expect(foreign).toEqual([]);
    });

    it('refuses to watch a zone the viewer may not see', async () => {
      const foreign = watch('foreign', 'Zone_Subscription_ZoneUpdate', { zoneId: world.zone.id });
      const locationUser = watch('locationUser', 'Zone_Subscription_ZoneUpdate', { zoneId: world.otherZone.id });
      const refused = await arrival(foreign, (r) => !!r.errors || !!r.error);
      expect(JSON.stringify(refused)).toContain('NOT_FOUND');
      expect(JSON.stringify(await arrival(locationUser, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
      await server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: 'Secret' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(foreign.some((r) => r.data)).toBe(false);
    });
  });

  describe('soundZoneEventForParent', () => {
    it('tells an account’s watchers of zones and locations created and deleted', async () => {
      const owner = watch('owner', 'SoundZoneEventForParent', { input: { parent: world.account.id } });
      const foreign = watch('foreign', 'SoundZoneEventForParent', { input: { parent: world.foreignAccount.id } });
      const created = await untilSeen(owner, (attempt) => server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('member'), body: { name: `Warm-up ${attempt}` } }));
      expect(created.data.soundZoneEventForParent.event).toEqual({ __typename: 'SoundZoneCreated', soundZone: { id: expect.any(String), name: expect.stringMatching(/^Warm-up/) } });

      await server.rest('DELETE', `/api/sound_zones/${world.secondZone.id}`, as('finance'));
      expect(await arrival(owner, (r) => r.data?.soundZoneEventForParent.event.soundZoneId === world.secondZone.id)).toEqual({
        data: { soundZoneEventForParent: { event: { __typename: 'SoundZoneDeleted', soundZoneId: world.secondZone.id } } },
      });
      const location = await server.rest('POST', `/api/accounts/${world.account.id}/locations`, {
        ...as('owner'),
        body: { name: 'Gamla stan', address: 'Stora Nygatan 3', city: 'Stockholm', postal_code: '111 27', iso_country: 'SE', sound_zone_name: 'Main' },
      });
      expect(await arrival(owner, (r) => r.data?.soundZoneEventForParent.event.location?.id === location.body.id)).toEqual({
        data: { soundZoneEventForParent: { event: { __typename: 'LocationCreated', location: { id: location.body.id, name: 'Gamla stan' } } } },
      });
      expect(await arrival(owner, (r) => r.data?.soundZoneEventForParent.event.soundZone?.id === location.body.sound_zone.id)).toBeTruthy();
      await server.rest('DELETE', `/api/locations/${location.body.id}`, as('owner'));
      expect(await arrival(owner, (r) => r.data?.soundZoneEventForParent.event.locationId === location.body.id)).toEqual({
        data: { soundZoneEventForParent: { event: { __typename: 'LocationDeleted', locationId: location.body.id } } },
      });
      expect(foreign).toEqual([]);
    });

    it('tells a location user only of their locations, and a location’s watchers only of its zones', async () => {
      const locationUser = watch('locationUser', 'SoundZoneEventForParent', { input: { parent: world.account.id } });
      const otherLocation = watch('owner', 'SoundZoneEventForParent', { input: { parent: world.otherLocation.id } });
      await untilSeen(locationUser, (attempt) => server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body: { name: `Mine ${attempt}` } }));
      await untilSeen(otherLocation, (attempt) => server.rest('POST', `/api/locations/${world.otherLocation.id}/sound_zones`, { ...as('owner'), body: { name: `Theirs ${attempt}` } }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(locationUser.every((r) => r.data.soundZoneEventForParent.event.soundZone.name.startsWith('Mine'))).toBe(true);
      expect(otherLocation.every((r) => r.data.soundZoneEventForParent.event.soundZone.name.startsWith('Theirs'))).toBe(true);
      const refused = watch('locationUser', 'SoundZoneEventForParent', { input: { parent: world.otherLocation.id } });
      expect(JSON.stringify(await arrival(refused, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
    });
  });

  describe('accountUpdate of an account\'s zones', () => {
    const ZONE_TOTALS = 'subscription($account: ID!) { accountUpdate(input: { account: $account }) { account { soundZones(first: 0) { total stateTotals { state total } } } } }';
    const ACCOUNT_ONLY = 'subscription($account: ID!) { accountUpdate(input: { account: $account }) { account { id businessName } } }';
    const errorCount = (result: any): number | undefined => result.data?.accountUpdate.account.soundZones.stateTotals.find((entry: any) => entry.state === 'ERROR')?.total;
    /** The paired zone's player drops out (its zone turns ERROR) or comes back. */
    const playerOnline = (online: boolean) => reportPresence(server.app.services, [{ deviceId: world.device.id, online, muted: false, deprecated: false }]);
    const quiet = () => new Promise((resolve) => setTimeout(resolve, ACCOUNT_PREMISES_WINDOW_MS + 300));

    it('tells a watcher reading the zone totals when a zone\'s status changes, and does not wake one reading only the account', async () => {
      const totals = watchQuery('owner', ZONE_TOTALS, { account: world.account.id });
      const accountOnly = watchQuery('admin', ACCOUNT_ONLY, { account: world.account.id });
      await untilSeen(accountOnly, (attempt) => server.rest('PUT', `/api/accounts/${world.account.id}`, { ...as('owner'), body: { business_name: `Lumen ${attempt}` } }));
      const seen = await untilSeen(totals, (attempt) => playerOnline(attempt % 2 === 1), (result) => errorCount(result) === 1);
      expect(seen.data.accountUpdate.account.soundZones).toMatchObject({ total: 3, stateTotals: expect.arrayContaining([{ state: 'ERROR', total: 1 }, { state: 'OK', total: 0 }]) });
      const accountDeliveries = accountOnly.length;
      await playerOnline(true);
      expect(await arrival(totals, (result) => errorCount(result) === 0)).toBeTruthy();
      await quiet();
      expect(accountOnly).toHaveLength(accountDeliveries);
    });

    it('throttles a burst of changes to one delivery a window, the last showing how the zones are now', async () => {
      const totals = watchQuery('owner', ZONE_TOTALS, { account: world.account.id });
      await untilSeen(totals, (attempt) => playerOnline(attempt % 2 === 1), (result) => errorCount(result) === 1);
      await playerOnline(true);
      await quiet();
      const before = totals.length;
      const started = Date.now();
      // 40 changes, ending with the player gone.
      for (let n = 0; n < 40; n++) await playerOnline(n % 2 === 0);
      const elapsed = Date.now() - started;
      await quiet();
      const burst = totals.slice(before);
      expect(burst.length).toBeGreaterThan(0);
      expect(burst.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / ACCOUNT_PREMISES_WINDOW_MS));
      expect(errorCount(burst.at(-1))).toBe(1);
    });

    it('tells a location user only of the zones of their locations', async () => {
      const locationUser = watchQuery('locationUser', ZONE_TOTALS, { account: world.account.id });
      const seen = await untilSeen(locationUser, (attempt) => playerOnline(attempt % 2 === 1), (result) => errorCount(result) === 1);
      // A location user counts only the zones of their location.
      expect(seen.data.accountUpdate.account.soundZones.total).toBe(2);
      await quiet();
      const delivered = locationUser.length;
      await server.rest('PUT', `/api/sound_zones/${world.otherZone.id}`, { ...as('owner'), body: { name: 'Lobby elsewhere' } });
      await quiet();
      expect(locationUser).toHaveLength(delivered);
    });
  });

  describe('scheduleUpdate', () => {
    it('delivers a schedule’s change to a member, and refuses a foreign viewer', async () => {
      const created = await server.graphql(
        `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { schedule { id } } }`,
        { input: { owner: world.account.id, name: 'Week', slots: [] } },
        as('owner'),
      );
      const scheduleId: string = created.body.data.createSchedule.schedule.id;
      const member = watch('member', 'ScheduleUpdate', { input: { schedule: scheduleId } });
      const foreign = watch('foreign', 'ScheduleUpdate', { input: { schedule: scheduleId } });
      const rename = (attempt: number) =>
        server.graphql(`mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { schedule { id } } }`, { input: { schedule: scheduleId, name: `Week ${attempt}` } }, as('owner'));
      const seen = await untilSeen(member, rename);
      expect(seen.data.scheduleUpdate.schedule).toEqual({ id: scheduleId, updatedAt: expect.any(String) });
      expect(JSON.stringify(await arrival(foreign, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
    });
  });

  describe('deviceUpdate and locationUpdate', () => {
    it('delivers a device’s change to those who see its zone', async () => {
      const member = watch('member', 'DeviceUpdate', { input: { device: world.device.id } });
      const foreign = watch('foreign', 'DeviceUpdate', { input: { device: world.device.id } });
      const seen = await untilSeen(member, (attempt) => server.rest('PUT', `/api/devices/${world.device.id}`, { ...as('device'), body: { software_version: `cadence-13.${attempt}-macos` } }));
      expect(seen.data.deviceUpdate.device).toMatchObject({ id: world.device.id, online: true, softwareVersion: expect.stringMatching(/^cadence-13\.\d+-macos$/) });
      expect(JSON.stringify(await arrival(foreign, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
    });

    it('delivers a location’s change', async () => {
      const contact = watch('contact', 'LocationUpdate', { input: { location: world.location.id } });
      const seen = await untilSeen(contact, (attempt) => server.rest('PUT', `/api/locations/${world.location.id}`, { ...as('owner'), body: { name: `Söder ${attempt}` } }));
      expect(seen.data.locationUpdate.location).toMatchObject({ id: world.location.id, name: expect.stringMatching(/^Söder \d+$/), timezone: 'Europe/Stockholm' });
    });
  });

  describe('the event socket', () => {
    function connect(role: Role, accountId: string, rooms: string[]) {
      const events: { kind: string; data: { type: string; id: string } }[] = [];
      const errors: string[] = [];
      const socket = io(`${server.origin}/account/${accountId}`, { path: '/event/ws', query: { token: world.tokens[role] }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => socket.emit('subscribe', rooms));
      socket.on('connect_error', (error) => errors.push(error.message));
      for (const kind of ['create', 'update', 'delete']) socket.on(kind, (data) => events.push({ kind, data }));
      return { events, errors };
    }

    it('sends zone events to the account room of a member, and only the location’s to a location user', async () => {
      const owner = connect('owner', world.account.id, ['sound_zone']);
      const locationUser = connect('locationUser', world.account.id, ['sound_zone']);
      const seen = await untilSeen(owner.events, (attempt) => server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: `Bar ${attempt}` } }));
      expect(seen).toEqual({ kind: 'update', data: { type: 'sound_zone', id: world.zone.id } });
      // The two sockets join their rooms independently: the location user's may join after the owner's saw the change.
      await untilSeen(locationUser.events, (attempt) => server.rest('PUT', `/api/sound_zones/${world.zone.id}`, { ...as('owner'), body: { name: `Bar again ${attempt}` } }), (e) => e.data.id === world.zone.id);
      await server.rest('PUT', `/api/sound_zones/${world.otherZone.id}`, { ...as('owner'), body: { name: 'Lobby 2' } });
      expect(await arrival(owner.events, (e) => e.data.id === world.otherZone.id)).toBeTruthy();
      const created = await server.rest('POST', `/api/locations/${world.location.id}/sound_zones`, { ...as('owner'), body: { name: 'Kitchen' } });
      expect(await arrival(owner.events, (e) => e.kind === 'create' && e.data.id === created.body.id)).toBeTruthy();
      expect(locationUser.events.some((e) => e.data.id === world.zone.id)).toBe(true);
      expect(locationUser.events.some((e) => e.data.id === world.otherZone.id)).toBe(false);
    });

    it('refuses a foreign viewer', async () => {
      const foreign = connect('foreign', world.account.id, ['sound_zone']);
      expect(await arrival(foreign.errors, () => true)).toBe('forbidden');
    });
  });
});
