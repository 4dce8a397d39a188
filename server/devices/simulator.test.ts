import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { arrival } from '../testing/arrivals';
import { devices, deviceSimulations, soundZoneErrors } from '../db/schema';
import type { DomainEvent } from '../realtime/pubsub';
import { DeviceSimulator } from './simulator';
import type { SimulatorTimers } from './simulator';
import type { DeviceBehaviour } from './behaviour';

const MINUTE = 60_000;
/** 12:00 UTC, the test clock's start, is a whole number of 20-minute cycles from the epoch. */
const NOON = new Date('2026-11-22T12:00:00.000Z');

/** Timers that only record what is pending: the test fires them by moving the clock and ticking. */
function recordingTimers() {
  const pending = new Set<number>();
  let next = 0;
  const timers: SimulatorTimers = {
    set: () => {
      pending.add(++next);
      return next;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  return { timers, pending };
}

const STATUS = 'query($id: ID!) { soundZone(id: $id) { status { state message codes } } }';

describe(`simulated players (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let fx: ReturnType<typeof fixtures>;
  let world: Awaited<ReturnType<ReturnType<typeof fixtures>['world']>>;
  let deviceEvents: DomainEvent[];
  let stopListening: () => void;
  const simulators: DeviceSimulator[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    fx = fixtures(server.app.services.db, server.app.services.tokens);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.clock.set(NOON);
    // Earlier tests' players stay in the database: only this test's are simulated.
    await server.app.services.db.delete(deviceSimulations);
    world = await fx.world();
    deviceEvents = [];
    stopListening = server.app.services.pubsub.onEvent((event) => {
      if (event.entity === 'device' || event.entity === 'error') deviceEvents.push(event);
    });
  });
  afterEach(async () => {
    stopListening();
    for (const simulator of simulators.splice(0)) simulator.stop();
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  /** A zone of the world with a paired, simulated player (stored online and unmuted, as a player last seen). */
  async function simulatedZone(name: string, behaviour: DeviceBehaviour) {
    const zone = await fx.soundZone(world.location.id, { name });
    const device = await fx.pairedDevice(zone.id, { metrics: { volume: 8, muted: false } });
    const intermittent = behaviour.kind === 'intermittent' ? behaviour : null;
    await server.app.services.db.insert(deviceSimulations).values({
      deviceId: device.id,
      behaviour: behaviour.kind,
      cycleSeconds: intermittent?.cycleSeconds,
      offlineSeconds: intermittent?.offlineSeconds,
      phaseSeconds: intermittent?.phaseSeconds,
    });
    return { zone, device };
  }

  function simulator() {
    const recorded = recordingTimers();
    const created = new DeviceSimulator(server.app.services, recorded.timers);
    simulators.push(created);
    return { simulator: created, pending: recorded.pending };
  }

  const statusOf = async (zoneId: string) => (await server.graphql(STATUS, { id: zoneId }, { token: world.token })).body.data.soundZone.status;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('reports each player as its behaviour says at start-up, and the zones’ status follows', async () => {
    const steady = await simulatedZone('Steady', { kind: 'steady' });
    const muted = await simulatedZone('Muted', { kind: 'muted' });
    const deprecated = await simulatedZone('Deprecated', { kind: 'deprecated' });
    const lost = await simulatedZone('Lost', { kind: 'lost' });
    const { simulator: started, pending } = simulator();
    await started.start();

    expect(await statusOf(steady.zone.id)).toEqual({ state: 'OK', message: 'ALL_OK', codes: [] });
    expect(await statusOf(muted.zone.id)).toEqual({ state: 'OK', message: 'ALL_OK', codes: ['PLAYER_MUTED'] });
    expect(await statusOf(deprecated.zone.id)).toEqual({ state: 'ERROR', message: 'ALL_OK', codes: ['PLAYER_DEPRECATED'] });
    expect(await statusOf(lost.zone.id)).toEqual({ state: 'ERROR', message: 'PLAYER_DISCONNECTED', codes: ['PLAYER_DISCONNECTED'] });
    const errors = await server.app.services.db.select().from(soundZoneErrors).where(eq(soundZoneErrors.soundZoneId, deprecated.zone.id));
    expect(errors.map((e) => [e.cause, e.resolved])).toEqual([['DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', false]]);
    // Nothing of theirs ever changes again: no timer waits for them.
    expect(started.nextChangeAt()).toBeNull();
    expect(pending.size).toBe(0);

    // A restart reports the same facts and writes nothing: no event, no second error.
    await settle();
    const announced = deviceEvents.length;
    await simulator().simulator.start();
    await settle();
    expect(deviceEvents).toHaveLength(announced);
    expect(await server.app.services.db.select().from(soundZoneErrors).where(eq(soundZoneErrors.soundZoneId, deprecated.zone.id))).toHaveLength(1);
  });

  it('takes an intermittent player offline and back with one change each, on one timer for all players', async () => {
    const players = [
      await simulatedZone('Every 20', { kind: 'intermittent', cycleSeconds: 20 * 60, offlineSeconds: 4 * 60, phaseSeconds: 5 * 60 }),
      await simulatedZone('Every 30', { kind: 'intermittent', cycleSeconds: 30 * 60, offlineSeconds: 10 * 60, phaseSeconds: 5 * 60 }),
      await simulatedZone('Every 60', { kind: 'intermittent', cycleSeconds: 60 * 60, offlineSeconds: 15 * 60, phaseSeconds: 45 * 60 }),
    ];
    for (let i = 0; i < 20; i++) await simulatedZone(`Steady ${i}`, { kind: 'steady' });
    const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${world.token}` }, retryAttempts: 0 });
    clients.push(client);
    const updates: { data?: { soundZoneUpdate: { soundZone: { status: { message: string } } } } }[] = [];
    void (async () => {
      const subscription = 'subscription($id: ID!) { soundZoneUpdate(input: { soundZone: $id }) { soundZone { id status { message } } } }';
      for await (const result of client.iterate({ query: subscription, variables: { id: players[0]!.zone.id } })) updates.push(result as never);
    })();
    await settle();

    const { simulator: started, pending } = simulator();
    await started.start();
    expect(pending.size).toBe(1);
    // The minute-by-minute walk over an hour: each player's changes fall where its schedule says, each once.
    const online = async (deviceId: string) => (await server.app.services.db.select().from(devices).where(eq(devices.id, deviceId)))[0]!.online;
    const seen: Record<string, boolean[]> = {};
    for (const { device } of players) seen[device.id] = [await online(device.id)];
    let ticks = 0;
    for (let next = started.nextChangeAt(); next && next.getTime() <= NOON.getTime() + 60 * MINUTE; next = started.nextChangeAt()) {
      server.clock.set(next);
      await started.tick();
      ticks++;
      expect(pending.size).toBe(1);
      for (const { device } of players) {
        const now = await online(device.id);
        if (now !== seen[device.id]!.at(-1)) seen[device.id]!.push(now);
      }
      // The first zone's watcher hears each of its changes, with the status it led to.
      const changes = seen[players[0]!.device.id]!.length - 1;
      expect(await arrival([updates], () => updates.length >= changes)).toBeTruthy();
      expect(updates.at(-1)?.data?.soundZoneUpdate.soundZone.status.message).toBe(seen[players[0]!.device.id]!.at(-1) ? 'ALL_OK' : 'PLAYER_DISCONNECTED');
    }
    // 12:05 both the 20- and 30-minute players drop out; 12:09 one returns, 12:15 the other, and so on.
    expect(seen[players[0]!.device.id]).toEqual([true, false, true, false, true, false, true]);
    expect(seen[players[1]!.device.id]).toEqual([true, false, true, false, true]);
    expect(seen[players[2]!.device.id]).toEqual([true, false, true]);
    expect(ticks).toBe(9);
    await settle();
    const changesOf = (deviceId: string) => deviceEvents.filter((e) => e.entity === 'device' && e.id === deviceId).length;
    expect(players.map(({ device }) => changesOf(device.id))).toEqual([6, 4, 2]);
    expect(updates.map((u) => u.data?.soundZoneUpdate.soundZone.status.message)).toEqual(['PLAYER_DISCONNECTED', 'ALL_OK', 'PLAYER_DISCONNECTED', 'ALL_OK', 'PLAYER_DISCONNECTED', 'ALL_OK']);
  });

  it('lets two server processes run it side by side: each change is written and announced once', async () => {
    const { device } = await simulatedZone('Flaky', { kind: 'intermittent', cycleSeconds: 20 * 60, offlineSeconds: 4 * 60, phaseSeconds: 5 * 60 });
    const first = simulator().simulator;
    const second = simulator().simulator;
    await Promise.all([first.start(), second.start()]);
    for (const minute of [5, 9, 25]) {
      server.clock.set(new Date(NOON.getTime() + minute * MINUTE));
      await Promise.all([first.tick(), second.tick()]);
    }
    await settle();
    expect(deviceEvents.filter((e) => e.id === device.id).map((e) => e.type)).toEqual(['update', 'update', 'update']);
    expect((await server.app.services.db.select().from(devices).where(eq(devices.id, device.id)))[0]!.online).toBe(false);
  });

  it('leaves alone a player that was unpaired, and players it does not simulate', async () => {
    const { zone, device } = await simulatedZone('Unpaired', { kind: 'lost' });
    await server.rest('DELETE', `/api/sound_zones/${zone.id}/device`, { token: world.token });
    const real = await fx.pairedDevice((await fx.soundZone(world.location.id, { name: 'Real' })).id, { online: false });
    await simulator().simulator.start();
    const rows = await server.app.services.db.select().from(devices);
    expect(rows.find((d) => d.id === device.id)).toMatchObject({ soundZoneId: null, online: false });
    expect(rows.find((d) => d.id === real.id)).toMatchObject({ online: false });
  });
});
