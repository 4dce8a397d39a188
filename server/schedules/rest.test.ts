import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schedules } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

const HOUR = 3_600_000;
const slot = (day: string, start: string, hours: number, collections: string[]) => ({ RRULE: `FREQ=WEEKLY;BYDAY=${day}`, DTSTART: start, DURATION: String(hours * HOUR), collections });

describe(`the radio service's schedules (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof restWorld>>;
  beforeEach(async () => {
    world = await restWorld();
  });

  async function restWorld() {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { account, zone, token } = await fx.world();
    const songs = await fx.tracks([{ title: 'One' }]);
    const calm = await fx.playlist([songs[0]!.id], { ownerAccountId: account.id, name: 'Calm' });
    const stranger = await fx.world();
    return { fx, account, zone, token, calm, stranger };
  }

  const create = (body: unknown, token = world.token) => server.rest('POST', `/radio/accounts/${world.account.id}/schedules`, { token, body });

  it('creates a schedule with its slots as ids, and reads it with the slots’ collections in full', async () => {
    const created = await create({ name: 'Week', color: '#E4572E', slots: [slot('MO', '080000', 4, [world.calm.id])] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'schedule', name: 'Week', account: world.account.id, composer_type: 'manual-composer', permissions: ['EDIT', 'DELETE', 'DUPLICATE'], slots: [{ collections: [world.calm.id], DTSTART: '080000', DURATION: String(4 * HOUR), RRULE: 'FREQ=WEEKLY;BYDAY=MO' }] });
    const full = await server.rest('GET', `/radio/schedules/${created.body.id}?variant=full`, { token: world.token });
    expect(full.body.slots[0].collections).toEqual([expect.objectContaining({ id: world.calm.id, name: 'Calm', collection_type: 'playlist' })]);
  });

  it('is readable by anyone with its link, who may only copy it when signed in', async () => {
    const { body } = await create({ name: 'Shared week', slots: [] });
    const anonymous = await server.rest('GET', `/radio/schedules/${body.id}`, {});
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ name: 'Shared week', permissions: [] });
    expect((await server.rest('GET', `/radio/schedules/${body.id}`, { token: world.stranger.token })).body.permissions).toEqual(['DUPLICATE']);
  });

  it('saves the whole schedule, slots replaced, and refuses an empty name, a mismatched id, another account and overlaps', async () => {
    const { body } = await create({ name: 'Week', slots: [slot('MO', '080000', 4, [world.calm.id])] });
    const path = `/radio/schedules/${body.id}`;
    const saved = await server.rest('PUT', path, { token: world.token, body: { name: 'Weekend', slots: [slot('SA', '100000', 2, [world.calm.id])] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Weekend', slots: [{ RRULE: 'FREQ=WEEKLY;BYDAY=SA', DTSTART: '100000' }] });
    const empty = await server.rest('PUT', path, { token: world.token, body: { name: '  ', slots: [] } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Cannot be empty');
    expect((await server.rest('PUT', path, { token: world.token, body: { id: world.calm.id, name: 'X', slots: [] } })).status).toBe(400);
    expect((await server.rest('PUT', path, { token: world.stranger.token, body: { name: 'Mine', slots: [] } })).status).toBe(404);
    const overlapping = await server.rest('PUT', path, { token: world.token, body: { name: 'Week', slots: [slot('MO', '080000', 4, [world.calm.id]), slot('MO', '100000', 1, [world.calm.id])] } });
    expect(overlapping.status).toBe(400);
    expect(JSON.stringify(overlapping.body)).toContain('The slot overlaps another');
  });

  it('answers a zone’s own schedule, and 404 when it has none', async () => {
    const path = `/radio/schedules/sound_zone/${world.zone.id}`;
    expect((await server.rest('GET', path, { token: world.token })).status).toBe(404);
    await server.app.services.db.insert(schedules).values({ id: 'U2NoZWR1bGUsLDk5OS8.', ownerAccountId: world.account.id, name: 'Zone week', composerType: 'ZONE', composerZoneId: world.zone.id });
    const found = await server.rest('GET', path, { token: world.token });
    expect(found.body).toMatchObject({ name: 'Zone week', composer_type: 'zone-composer', composer: { id: world.zone.id } });
    expect((await server.rest('GET', path, { token: world.stranger.token })).status).toBe(404);
  });
});
