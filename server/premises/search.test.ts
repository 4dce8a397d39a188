import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { testReport } from '../testing/report';
import { fixtures } from '../testing/fixtures';
import { devices, locations, soundZoneErrors, soundZones } from '../db/schema';
import { reserveIds } from '../db/ids';
import { decodeId, encodeId } from '../../src/domain/ids';
import { SUBSCRIPTION_STATES, ZONE_STATES, ZONE_STATUS_CODES, zoneServerStatus, zoneSubscription } from '../../src/domain/zoneStatus';
import type { ZoneState } from '../../src/domain/zoneStatus';
import { contractOperation } from './testWorld';

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe(`the zone list (${testDatabaseKind()})`, () => {
  let server: TestServer;
  const db = () => server.app.services.db;
  const fx = () => fixtures(server.app.services.db, server.app.services.tokens);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function ownedAccount(values: Parameters<ReturnType<typeof fixtures>['account']>[0] = {}) {
    const account = await fx().account({ maxSoundZones: 10_000, ...values });
    const owner = await fx().user();
    await fx().membership(account.id, owner.id);
    return { account, token: await fx().token(owner.id) };
  }

  /** Inserts zones in bulk (one statement per table), the way a large account holds them. */
  async function insertZones(locationId: string, accountId: string, rows: Partial<typeof soundZones.$inferInsert>[]) {
    const first = await reserveIds(db(), 'SoundZone', rows.length);
    const parent = decodeId(locationId)!;
    const values = rows.map((row, i) => ({ id: encodeId([{ kind: 'SoundZone', intId: first + i }, ...parent]), accountId, locationId, name: `Zone ${i}`, ...row }));
    for (let i = 0; i < values.length; i += 1000) await db().insert(soundZones).values(values.slice(i, i + 1000));
    return values;
  }

  describe('status, codes and subscription of every zone are those of src/domain/zoneStatus.ts', () => {
    it('for zones in every situation', async () => {
      const { account, token } = await ownedAccount();
      const location = await fx().location(account.id);
      const now = server.clock.now();
      const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
      const pick = <T,>(rand: () => number, values: readonly T[]) => values[Math.floor(rand() * values.length)]!;
      const rand = random(42);
      const zoneFacts = Array.from({ length: 160 }, () => ({
        setUpAt: pick(rand, [null, at(-30), new Date(0)]),
        paidUntil: pick(rand, [null, at(-1), at(30), new Date(0), now]),
        subscriptionDeactivated: rand() < 0.3,
        gracePeriod: rand() < 0.3,
        reactivateAt: pick(rand, [null, null, at(5), at(-5), new Date(0)]),
      }));
      const zones = await insertZones(location.id, account.id, zoneFacts);
      const deviceRows: (typeof devices.$inferInsert)[] = [];
      const errorRows: (typeof soundZoneErrors.$inferInsert)[] = [];
      const firstDevice = await reserveIds(db(), 'Device', zones.length);
      zones.forEach((zone, i) => {
        const device = pick(rand, ['none', 'online', 'offline', 'muted', 'silent', 'odd'] as const);
        if (device !== 'none') {
          const id = encodeId([{ kind: 'Device', intId: firstDevice + i }]);
          const metrics = device === 'muted' ? { muted: true, volume: 9 } : device === 'silent' ? { volume: 0 } : device === 'odd' ? { volume: '0', muted: 'true' } : { volume: 8 };
          deviceRows.push({ id, name: 'P', kind: 'desktop', deviceType: 'desktop', platform: 'MACOS', pairingMode: 'soft', soundZoneId: zone.id, online: device !== 'offline', metrics });
          (zone as { deviceId?: string }).deviceId = id;
        }
        const errors = pick(rand, ['none', 'soon', 'hidden', 'resolved', 'other', 'both'] as const);
        const add = (cause: string, values: { hide?: boolean; resolved?: boolean } = {}) => errorRows.push({ id: `${zone.id}-${errorRows.length}`, soundZoneId: zone.id, cause, ...values });
        if (errors === 'soon' || errors === 'both') add('DEVICE_ERROR_SOON_UNSUPPORTED_VERSION');
        if (errors === 'hidden') add('DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', { hide: true });
        if (errors === 'resolved') add('DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', { resolved: true });
        if (errors === 'other' || errors === 'both') add('DEVICE_ERROR_DISK_FULL');
      });
      await db().insert(devices).values(deviceRows);
      for (const zone of zones) {
        const deviceId = (zone as { deviceId?: string }).deviceId;
        if (deviceId) await db().update(soundZones).set({ deviceId }).where(eq(soundZones.id, zone.id));
      }
      await db().insert(soundZoneErrors).values(errorRows);

      const expected = zones.map((zone, i) => {
        const facts = zoneFacts[i]!;
        const device = deviceRows.find((d) => d.soundZoneId === zone.id);
        const status = zoneServerStatus(facts, device ? { online: device.online!, metrics: device.metrics } : null, errorRows.filter((e) => e.soundZoneId === zone.id).map((e) => ({ cause: e.cause, hide: e.hide ?? false, resolved: e.resolved ?? false })), now);
        return { id: zone.id, status, subscription: zoneSubscription(facts, now).state };
      });
      const search = async (filters: object) => {
        const ids: string[] = [];
        let cursor: string | null = null;
        let totals: Record<ZoneState, number> | null = null;
        do {
          const { body }: { body: { items: { id: string; status: { state: string; message: string } }[]; next_cursor: string | null; totals: Record<ZoneState, number> } } = await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: { filters, per_page: 100, cursor } });
          for (const item of body.items) {
            ids.push(item.id);
            // Each record's own status (the domain function) matches its row in the search.
            expect(item.status).toEqual({ state: expected.find((e) => e.id === item.id)!.status.state, message: expected.find((e) => e.id === item.id)!.status.message });
          }
          cursor = body.next_cursor;
          totals = body.totals;
        } while (cursor);
        return { ids: ids.sort(), totals };
      };

      const all = await search({});
      expect(all.ids).toEqual(expected.map((e) => e.id).sort());
      for (const state of ZONE_STATES) {
        const want = expected.filter((e) => e.status.state === state).map((e) => e.id).sort();
        expect(want.length, `some zone is ${state}`).toBeGreaterThan(0);
        expect((await search({ status: state })).ids, state).toEqual(want);
        expect(all.totals?.[state], state).toBe(want.length);
      }
      for (const code of ZONE_STATUS_CODES) {
        const want = expected.filter((e) => e.status.codes.includes(code)).map((e) => e.id).sort();
        expect(want.length, `some zone has ${code}`).toBeGreaterThan(0);
        expect((await search({ statusCode: code })).ids, code).toEqual(want);
      }
      const query = `query($id: ID!, $filters: [SoundZoneFilter!]) { account(id: $id) { soundZones(first: 200, filters: $filters) { total edges { node { id status { state message code codes } subscription { state } } } } } }`;
      for (const state of SUBSCRIPTION_STATES) {
        const want = expected.filter((e) => e.subscription === state).map((e) => e.id).sort();
        expect(want.length, `some zone is ${state}`).toBeGreaterThan(0);
        const { body } = await server.graphql(query, { id: account.id, filters: [{ subscription: { eq: state } }] }, { token });
        expect(body.data.account.soundZones.edges.map((e: { node: { id: string } }) => e.node.id).sort(), state).toEqual(want);
        expect(body.data.account.soundZones.total).toBe(want.length);
      }
      const { body } = await server.graphql(query, { id: account.id }, { token });
      for (const { node } of body.data.account.soundZones.edges) {
        const want = expected.find((e) => e.id === node.id)!;
        expect(node.status).toEqual({ state: want.status.state, message: want.status.message, code: want.status.code, codes: want.status.codes });
        expect(node.subscription.state).toBe(want.subscription);
      }
    });
  });

  describe('filters, totals and pages', () => {
    let account: { id: string };
    let token: string;
    let ids: Record<string, string>;
    let locationIds: Record<string, string>;

    beforeAll(async () => {
      ({ account, token } = await ownedAccount());
      const stockholm = await fx().location(account.id, { name: 'stockholm Mall' });
      const austin = await fx().location(account.id, { name: 'Austin Store', isoCountry: 'US', state: 'TX', timezone: 'America/Chicago' });
      const berlin = await fx().location(account.id, { name: 'Berlin', isoCountry: 'DE', timezone: 'Europe/Berlin' });
      const closed = await fx().location(account.id, { name: 'Closed', deactivated: true });
      locationIds = { stockholm: stockholm.id, austin: austin.id, berlin: berlin.id };
      ids = {};
      for (const [name, locationId, values] of [
        ['Bar 100%', stockholm.id, {}],
        ['bistro', stockholm.id, {}],
        ['Cellar', stockholm.id, { paidUntil: new Date('2020-01-01T00:00:00Z') }],
        ['Floor', austin.id, {}],
        ['Back office', austin.id, {}],
        ['Kiosk', berlin.id, {}],
        ['Gone', berlin.id, { deactivated: true }],
        ['Hidden', closed.id, {}],
      ] as const) {
        ids[name] = (await fx().soundZone(locationId, { name, setUpAt: new Date('2026-01-01T00:00:00Z'), ...values })).id;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await fx().pairedDevice(ids['Floor']!);
      await fx().pairedDevice(ids['Kiosk']!, { online: false });
    });

    const search = async (body: object) => (await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body })).body;
    const names = (items: { name: string }[]) => items.map((z) => z.name);

    it('lists live zones by location name, then zone name, case-insensitively', async () => {
      const result = await search({});
      expect(names(result.items)).toEqual(['Back office', 'Floor', 'Kiosk', 'Bar 100%', 'bistro', 'Cellar']);
      expect(result).toMatchObject({ total: 6, totals: { OK: 1, ERROR: 1, INCOMPLETE: 4, NOT_SETUP: 0 }, next_cursor: null });
    });

    it('orders numbers in names by value, whatever the case', async () => {
      const { account, token } = await ownedAccount();
      const location = await fx().location(account.id, { name: 'Hall' });
      for (const name of ['Zone 10', 'zone 1', 'Zone 2', 'Zone 1b']) await fx().soundZone(location.id, { name });
      const { body } = await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: {} });
      expect(names(body.items)).toEqual(['zone 1', 'Zone 1b', 'Zone 2', 'Zone 10']);
    });

    it('filters by text in the zone or location name, escaping wildcards', async () => {
      expect(names((await search({ filters: { q: 'AUSTIN' } })).items)).toEqual(['Back office', 'Floor']);
      expect(names((await search({ filters: { q: '100%' } })).items)).toEqual(['Bar 100%']);
      expect(names((await search({ filters: { q: '%' } })).items)).toEqual(['Bar 100%']);
      expect(names((await search({ filters: { q: 'b_stro' } })).items)).toEqual([]);
    });

    it('filters by locations, region (state or country) and status, with totals that ignore the status filter', async () => {
      expect(names((await search({ filters: { locations: [locationIds.berlin, locationIds.austin] } })).items)).toEqual(['Back office', 'Floor', 'Kiosk']);
      expect(names((await search({ filters: { region: 'TX' } })).items)).toEqual(['Back office', 'Floor']);
      expect(names((await search({ filters: { region: 'de' } })).items)).toEqual(['Kiosk']);
      const errors = await search({ filters: { status: 'ERROR' } });
      expect(names(errors.items)).toEqual(['Kiosk']);
      expect(errors).toMatchObject({ total: 1, totals: { OK: 1, ERROR: 1, INCOMPLETE: 4 } });
      expect(names((await search({ filters: { statusCode: 'PLAYER_DISCONNECTED' } })).items)).toEqual(['Kiosk']);
      const combined = await search({ filters: { q: 'austin', status: 'INCOMPLETE' } });
      expect(names(combined.items)).toEqual(['Back office']);
      expect(combined).toMatchObject({ total: 1, totals: { OK: 1, ERROR: 0, INCOMPLETE: 1, NOT_SETUP: 0 } });
    });

    it('pages with a cursor, without gaps or repeats', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: { name: string }[]; next_cursor: string | null; total: number } = await search({ per_page: 4, cursor });
        expect(page.total).toBe(6);
        seen.push(...names(page.items));
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(2);
      expect(seen).toEqual(['Back office', 'Floor', 'Kiosk', 'Bar 100%', 'bistro', 'Cellar']);
    });

    it('rejects a bad cursor and page sizes outside 1 to 100', async () => {
      const bad = await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: { cursor: 'garbage' } });
      expect(bad).toMatchObject({ status: 400, body: { fields: { cursor: 'Invalid' } } });
      for (const per_page of [0, 101]) expect((await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: { per_page } })).status).toBe(400);
    });

    it('sorts and pages the graph’s zones by the given order', async () => {
      const query = `query($id: ID!, $after: String, $orderBy: [SoundZoneOrder!]) { account(id: $id) { soundZones(first: 4, after: $after, orderBy: $orderBy) { pageInfo { hasNextPage endCursor } edges { node { name } } } } }`;
      const walk = async (orderBy: object[]) => {
        const seen: string[] = [];
        let after: string | null = null;
        for (;;) {
          const response = await server.graphql(query, { id: account.id, after, orderBy }, { token });
          const connection: { edges: { node: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = response.body.data.account.soundZones;
          seen.push(...connection.edges.map((e) => e.node.name));
          if (!connection.pageInfo.hasNextPage) return seen;
          after = connection.pageInfo.endCursor;
        }
      };
      expect(await walk([{ field: 'NAME', order: 'DESC' }])).toEqual(['Kiosk', 'Floor', 'Cellar', 'bistro', 'Bar 100%', 'Back office']);
      expect(await walk([{ field: 'CREATED_AT' }])).toEqual(['Bar 100%', 'bistro', 'Cellar', 'Floor', 'Back office', 'Kiosk']);
      const first = await server.graphql(query, { id: account.id, orderBy: [{ field: 'NAME' }] }, { token });
      const mixed = await server.graphql(query, { id: account.id, orderBy: [{ field: 'CREATED_AT' }], after: first.body.data.account.soundZones.pageInfo.endCursor }, { token });
      expect(mixed.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { after: 'Invalid' } } });
    });

    it('answers the graph’s filters, and totals alone for first: 0 (ActiveZonesCount)', async () => {
      const active = await server.graphql(contractOperation('ActiveZonesCount'), { accountId: account.id }, { token });
      expect(active.body).toEqual({ data: { account: { soundZones: { total: 5 } } } });
      const list = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 10, filters: [{ location: { eq: locationIds.austin } }, { search: 'fl' }] }, { token });
      expect(list.body.data.account.soundZones).toMatchObject({
        total: 1,
        stateTotals: [
          { state: 'ERROR', total: 0 },
          { state: 'INCOMPLETE', total: 0 },
          { state: 'NOT_SETUP', total: 0 },
          { state: 'OK', total: 1 },
        ],
        pageInfo: { hasNextPage: false },
        edges: [{ node: { name: 'Floor', isPaired: true, status: { state: 'OK', message: 'ALL_OK', code: null }, location: { id: locationIds.austin, name: 'Austin Store' }, subscription: { state: 'ACTIVE', isActive: true } } }],
      });
      const none = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 10, filters: [{ state: { eq: 'OK' } }, { state: { eq: 'ERROR' } }] }, { token });
      expect(none.body.data.account.soundZones).toMatchObject({ total: 0, edges: [] });
      const region = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 10, filters: [{ region: 'US' }, { statusCode: { eq: 'PLAYER_DISCONNECTED' } }] }, { token });
      expect(region.body.data.account.soundZones.total).toBe(0);
    });
  });

  describe('scope', () => {
    it('shows a location user only their locations and a device only its zone', async () => {
      const { account, token } = await ownedAccount();
      const here = await fx().location(account.id, { name: 'Here' });
      const there = await fx().location(account.id, { name: 'There' });
      const mine = await fx().soundZone(here.id, { name: 'Mine' });
      await fx().soundZone(here.id, { name: 'Next door' });
      await fx().soundZone(there.id, { name: 'Theirs' });
      const locationUser = await fx().user();
      await fx().membership(account.id, locationUser.id, { locationIds: [here.id] });
      const device = await fx().pairedDevice(mine.id);
      const foreigner = await fx().user();
      const names = async (viewer: string | undefined) => (await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token: viewer, body: {} })).body;
      expect((await names(token)).total).toBe(3);
      expect((await names(await fx().token(locationUser.id))).items.map((z: { name: string }) => z.name)).toEqual(['Mine', 'Next door']);
      expect((await names(await fx().token(device.id, 'interactive_device'))).items.map((z: { name: string }) => z.name)).toEqual(['Mine']);
      const foreign = await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token: await fx().token(foreigner.id), body: {} });
      expect(foreign.status).toBe(404);
      const graph = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 10 }, { token: await fx().token(locationUser.id) });
      expect(graph.body.data.account.soundZones.total).toBe(2);
    });
  });

  describe('held between requests', () => {
    const statements = async (run: () => Promise<unknown>) => {
      const before = server.database.statementCount();
      await run();
      return server.database.statementCount() - before;
    };

    async function listedAccount() {
      const { account, token } = await ownedAccount();
      const location = await fx().location(account.id, { name: 'Main' });
      const zone = await fx().soundZone(location.id, { name: 'Bar', setUpAt: new Date('2026-01-01T00:00:00Z') });
      const device = await fx().pairedDevice(zone.id);
      await fx().soundZone(location.id, { name: 'Patio', setUpAt: new Date('2026-01-01T00:00:00Z') });
      const list = async () => {
        const { body } = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 10 }, { token });
        const connection = body.data.account.soundZones as { total: number; edges: { node: { name: string; status: { state: string; code: string | null } } }[] };
        return { total: connection.total, zones: connection.edges.map(({ node }) => `${node.name}:${node.status.state}${node.status.code ? `:${node.status.code}` : ''}`) };
      };
      const held = await statements(list);
      const cost = await statements(list);
      // The second list reads no zones: only the version and the page's rows.
      expect(cost).toBe(held - 1);
      return { account, location, zone, device, list, cost };
    }

    it('shows every write the list depends on at once, whichever statement made it', async () => {
      const { location, zone, device, list } = await listedAccount();
      expect(await list()).toEqual({ total: 2, zones: ['Bar:OK', 'Patio:INCOMPLETE'] });
      const changes: [string, () => Promise<unknown>, string[]][] = [
        ['zone renamed', () => db().update(soundZones).set({ name: 'Terrace' }).where(eq(soundZones.id, zone.id)), ['Patio:INCOMPLETE', 'Terrace:OK']],
        ['player muted', () => db().update(devices).set({ metrics: { muted: true } }).where(eq(devices.id, device.id)), ['Patio:INCOMPLETE', 'Terrace:OK:PLAYER_MUTED']],
        ['player offline', () => db().update(devices).set({ online: false }).where(eq(devices.id, device.id)), ['Patio:INCOMPLETE', 'Terrace:ERROR:PLAYER_DISCONNECTED']],
        ['player back', () => db().update(devices).set({ online: true, metrics: {} }).where(eq(devices.id, device.id)), ['Patio:INCOMPLETE', 'Terrace:OK']],
        ['error raised', () => db().insert(soundZoneErrors).values({ id: `held-${zone.id}`, soundZoneId: zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION' }), ['Patio:INCOMPLETE', 'Terrace:ERROR:PLAYER_DEPRECATED']],
        ['error resolved', () => db().update(soundZoneErrors).set({ resolved: true }).where(eq(soundZoneErrors.soundZoneId, zone.id)), ['Patio:INCOMPLETE', 'Terrace:OK']],
        ['subscription ended', () => db().update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() - 1000) }).where(eq(soundZones.id, zone.id)), ['Patio:INCOMPLETE', 'Terrace:INCOMPLETE']],
        ['zone added', async () => fx().soundZone(location.id, { name: 'Annex' }), ['Annex:NOT_SETUP', 'Patio:INCOMPLETE', 'Terrace:INCOMPLETE']],
        ['zone deactivated', () => db().update(soundZones).set({ deactivated: true }).where(eq(soundZones.id, zone.id)), ['Annex:NOT_SETUP', 'Patio:INCOMPLETE']],
        ['location deactivated', () => db().update(locations).set({ deactivated: true }).where(eq(locations.id, location.id)), []],
      ];
      for (const [change, write, zones] of changes) {
        await write();
        const read = await statements(async () => expect(await list(), change).toEqual({ total: zones.length, zones }));
        // Read once after the write, then held again.
        expect(read, change).toBe((await statements(list)) + 1);
      }
    });

    it('reads nothing again for a player report that changes no state, and follows the clock without writes', async () => {
      const { zone, device, list, cost } = await listedAccount();
      await db().update(devices).set({ appVersion: '9.9.9' }).where(eq(devices.id, device.id));
      expect(await statements(list)).toBe(cost);
      await db().update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() + 60_000) }).where(eq(soundZones.id, zone.id));
      expect((await list()).zones).toEqual(['Bar:OK', 'Patio:INCOMPLETE']);
      server.clock.advance(61_000);
      try {
        const read = await statements(async () => expect((await list()).zones).toEqual(['Bar:INCOMPLETE', 'Patio:INCOMPLETE']));
        expect(read).toBe(cost);
      } finally {
        server.clock.advance(-61_000);
      }
    });
  });

  describe('cost', () => {
    it('runs the same few statements for a page of 5 zones as for 50 (ZoneList and the REST search)', async () => {
      const { account, token } = await ownedAccount();
      const location = await fx().location(account.id);
      const other = await fx().location(account.id, { name: 'Annex' });
      for (let i = 0; i < 60; i++) {
        const zone = await fx().soundZone(i % 2 ? location.id : other.id, { name: `Zone ${String(i).padStart(2, '0')}` });
        if (i % 3 === 0) await fx().pairedDevice(zone.id, { online: i % 2 === 0 });
        if (i % 5 === 0) await db().insert(soundZoneErrors).values({ id: `cost-${zone.id}`, soundZoneId: zone.id, cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION' });
      }
      const statements = async (run: () => Promise<unknown>) => {
        const before = server.database.statementCount();
        await run();
        return server.database.statementCount() - before;
      };
      const zoneList = (first: number) => server.graphql(contractOperation('ZoneList'), { accountId: account.id, first }, { token });
      // The account's zone index is read once, then held (see 'held between requests').
      await zoneList(1);
      const small = await statements(() => zoneList(5));
      const large = await statements(() => zoneList(50));
      expect((await zoneList(50)).body.data.account.soundZones.edges).toHaveLength(50);
      expect(large).toBe(small);
      expect(large).toBeLessThanOrEqual(10);
      // first: 0 asks for totals only: no page is read.
      const totalsOnly = await statements(() => server.graphql(contractOperation('ActiveZonesCount'), { accountId: account.id }, { token }));
      expect(totalsOnly).toBeLessThan(small);
      expect(totalsOnly).toBeLessThanOrEqual(4);

      const rest = (per_page: number) => server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: { per_page } });
      const restSmall = await statements(() => rest(5));
      const restLarge = await statements(() => rest(50));
      expect(restLarge).toBe(restSmall);
      expect(restLarge).toBeLessThanOrEqual(12);
    });

    it('serves an account of 5,000 zones in 250 locations with the same statements', async () => {
      const { account, token } = await ownedAccount();
      const firstLocation = await reserveIds(db(), 'Location', 250);
      const locationRows = Array.from({ length: 250 }, (_, i) => ({
        id: encodeId([{ kind: 'Location', intId: firstLocation + i }, ...decodeId(account.id)!]),
        accountId: account.id,
        name: `Store ${String(i).padStart(3, '0')}`,
        address: 'Street 1',
        city: 'Stockholm',
        postalCode: '111 11',
        isoCountry: 'SE',
        timezone: 'Europe/Stockholm',
      }));
      await db().insert(locations).values(locationRows);
      for (const [i, location] of locationRows.entries()) {
        await insertZones(location.id, account.id, Array.from({ length: 20 }, (_, j) => ({ name: `Zone ${j}`, setUpAt: (i + j) % 4 ? new Date('2026-01-01T00:00:00Z') : null })));
      }
      const before = server.database.statementCount();
      const started = performance.now();
      // The first read of the account's zones, not a held index.
      const { body } = await server.rest('POST', `/api/accounts/${account.id}/sound_zones/search`, { token, body: { per_page: 50, filters: { status: 'INCOMPLETE' } } });
      const elapsed = performance.now() - started;
      expect(body.items).toHaveLength(50);
      expect(body.totals).toEqual({ NOT_SETUP: 1250, INCOMPLETE: 3750, ERROR: 0, OK: 0 });
      expect(body.total).toBe(3750);
      expect(server.database.statementCount() - before).toBeLessThanOrEqual(12);
      const list = await server.graphql(contractOperation('ZoneList'), { accountId: account.id, first: 50, after: null }, { token });
      expect(list.body.data.account.soundZones.total).toBe(5000);
      testReport(`zone search over 5,000 zones (${testDatabaseKind()}): ${elapsed.toFixed(0)} ms`);
    });
  });
});
