// The engine's gate (billing.md 1, 4.3): a zone plays only while its subscription licenses it. An expired
// zone really stops (nothing playing, status SUBSCRIPTION_EXPIRED), a paused one too, a cancelled one
// plays until paid_until, and one licensed again plays again; watchers wake when paid_until passes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soundZones } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';
import { zoneLicence } from './licence';
import { untilOverrideChange } from './subscriptions';
import { Loaders } from '../loaders';
import type { RequestContext } from '../context';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const facts = (values: Partial<{ paidUntil: Date | null; subscriptionDeactivated: boolean; gracePeriod: boolean; reactivateAt: Date | null }>) => ({
  paidUntil: null,
  subscriptionDeactivated: false,
  gracePeriod: false,
  reactivateAt: null,
  ...values,
});

describe('zoneLicence', () => {
  it.each([
    ['paid until a future moment', facts({ paidUntil: new Date(NOW + MINUTE) }), { licensed: true, changesAt: NOW + MINUTE }],
    ['cancelled, paid until a future moment', facts({ paidUntil: new Date(NOW + MINUTE), subscriptionDeactivated: true }), { licensed: true, changesAt: NOW + MINUTE }],
    ['expired', facts({ paidUntil: new Date(NOW - MINUTE) }), { licensed: false, changesAt: null }],
    ['expired within a grace period', facts({ paidUntil: new Date(NOW - MINUTE), gracePeriod: true }), { licensed: true, changesAt: null }],
    ['never paid', facts({}), { licensed: false, changesAt: null }],
    ['paused until a future moment', facts({ paidUntil: new Date(NOW + 60 * MINUTE), reactivateAt: new Date(NOW + 5 * MINUTE) }), { licensed: false, changesAt: NOW + 5 * MINUTE }],
  ])('%s', (_name, zone, licence) => {
    expect(zoneLicence(zone, NOW)).toEqual(licence);
  });
});

const STATE = `query($id: ID!) {
  soundZone(id: $id) {
    nowPlaying { track { id } }
    playback { state queue { id } }
  }
}`;

describe(`the engine plays a zone only while it is paid (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof playingWorld>>;
  beforeEach(async () => {
    world = await playingWorld();
  });

  async function playingWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, zone } = await fx.world();
    await db.update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() + 10 * MINUTE) }).where(eq(soundZones.id, zone.id));
    await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token });
    expect(assigned.body.errors).toBeUndefined();
    return { db, zone, songs, token };
  }

  const state = async () => {
    const response = await server.graphql(STATE, { id: world.zone.id }, { token: world.token });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.soundZone;
  };
  const status = async () => (await server.rest('GET', `/api/sound_zones/${world.zone.id}`, { token: world.token })).body.status;
  const setZone = (values: Partial<typeof soundZones.$inferInsert>) => world.db.update(soundZones).set({ ...values, updatedAt: server.clock.now() }).where(eq(soundZones.id, world.zone.id));

  it('stops an expired zone: nothing plays and its status is SUBSCRIPTION_EXPIRED; paid again, it plays', async () => {
    expect((await state()).nowPlaying).toEqual({ track: { id: world.songs[0]!.id } });
    expect(await status()).toMatchObject({ state: 'OK', message: 'ALL_OK' });

    server.clock.advance(11 * MINUTE);
    expect(await state()).toEqual({ nowPlaying: null, playback: { state: 'paused', queue: [] } });
    expect(await status()).toMatchObject({ state: 'INCOMPLETE', message: 'SUBSCRIPTION_EXPIRED' });

    await setZone({ paidUntil: new Date(server.clock.now().getTime() + 30 * 24 * 60 * MINUTE) });
    const resumed = await state();
    expect(resumed.playback.state).toBe('playing');
    expect(resumed.nowPlaying).not.toBeNull();
    expect(await status()).toMatchObject({ state: 'OK', message: 'ALL_OK' });
  });

  it('plays a cancelled zone until paid_until, and a grace period keeps an expired one playing', async () => {
    await setZone({ subscriptionDeactivated: true });
    expect((await state()).nowPlaying).not.toBeNull();
    server.clock.advance(11 * MINUTE);
    expect((await state()).nowPlaying).toBeNull();
    await setZone({ gracePeriod: true });
    expect((await state()).nowPlaying).not.toBeNull();
  });

  it('silences a paused zone until its pause ends', async () => {
    await setZone({ reactivateAt: new Date(server.clock.now().getTime() + 5 * MINUTE), paidUntil: new Date(server.clock.now().getTime() + 15 * MINUTE) });
    expect((await state()).nowPlaying).toBeNull();
    expect(await status()).toMatchObject({ message: 'SUBSCRIPTION_EXPIRED' });
    server.clock.advance(6 * MINUTE);
    expect((await state()).nowPlaying).not.toBeNull();
  });

  it('keeps a control made while expired for when the zone is paid again', async () => {
    server.clock.advance(11 * MINUTE);
    const paused = await server.graphql(contractOperation('Pause'), { input: { soundZone: world.zone.id } }, { token: world.token });
    expect(paused.body.errors).toBeUndefined();
    await setZone({ paidUntil: new Date(server.clock.now().getTime() + 60 * MINUTE) });
    expect((await state()).playback.state).toBe('paused');
  });

  it('wakes watchers when paid_until passes', async () => {
    const context = { ...server.app.services, loaders: new Loaders(server.app.services.db) } as unknown as RequestContext;
    expect(await untilOverrideChange(context, world.zone.id)).toBe(10 * MINUTE);
    server.clock.advance(11 * MINUTE);
    expect(await untilOverrideChange({ ...context, loaders: new Loaders(server.app.services.db) }, world.zone.id)).toBeNull();
  });
});
