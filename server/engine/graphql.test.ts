import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, players, soundZones } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';

const MINUTE = 60_000;

const STATE = `query($id: ID!) {
  soundZone(id: $id) {
    playFrom { ... on Playlist { id } }
    nowPlaying { track { id } startedAt playFrom { __typename ... on Playlist { id } ... on ManuallyQueued { queuedAt } } }
    playback { state volume playOrder availablePlayOrders progressMs queue { id } }
  }
}`;

describe(`zone playback through the control API (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof playbackWorld>>;
  beforeEach(async () => {
    world = await playbackWorld();
  });

  async function playbackWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, account, location, zone } = await fx.world();
    await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }, { title: 'Three', minutes: 4 }]);
    const extra = await fx.tracks([{ title: 'Extra' }, { title: 'Explicit', explicit: true }, { title: 'Elsewhere', markets: ['US'] }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const station = await fx.playlist(songs.map((song) => song.id), { presentAs: 'STATION', playbackMode: 'shuffle' });
    const foreign = await fx.account({ businessName: 'Elsewhere' });
    const foreignPlaylist = await fx.playlist([songs[0]!.id], { ownerAccountId: foreign.id });
    return { db, fx, user, account, location, zone, songs, extra, playlist, station, foreignPlaylist, token: await fx.token(user.id) };
  }

  const state = async (zoneId = world.zone.id) => {
    const response = await server.graphql(STATE, { id: zoneId }, { token: world.token });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.soundZone;
  };
  const call = async (operation: string, input: Record<string, unknown>, token = world.token) => (await server.graphql(contractOperation(operation), { input }, { token })).body;
  const assign = (source: string, extra: Record<string, unknown> = {}) => call('SoundZoneAssignSource', { soundZones: [world.zone.id], source, immediate: true, ...extra });
  const errorCode = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

  it('plays an assigned playlist from its first track, moving with the clock, and stores where it is', async () => {
    expect(await assign(world.playlist.id)).toEqual({ data: { soundZoneAssignSource: { soundZones: [world.zone.id] } } });
    const started = server.clock.now().toISOString();
    expect(await state()).toEqual({
      playFrom: { id: world.playlist.id },
      nowPlaying: { track: { id: world.songs[0]!.id }, startedAt: started, playFrom: { __typename: 'Playlist', id: world.playlist.id } },
      playback: { state: 'playing', volume: 10, playOrder: 'AUTO', availablePlayOrders: ['AUTO', 'LINEAR', 'SHUFFLE', 'SMART_SHUFFLE'], progressMs: 0, queue: [] },
    });
    server.clock.advance(4 * MINUTE);
    expect((await state()).nowPlaying.track.id).toBe(world.songs[1]!.id);
    expect((await state()).playback.progressMs).toBe(MINUTE);
    // Ten minutes in: the playlist (3 + 3 + 4 minutes) has come round to its first track.
    server.clock.advance(6 * MINUTE);
    expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
    const [row] = await world.db.select().from(players).where(eq(players.soundZoneId, world.zone.id));
    expect(row).toMatchObject({ status: 'playing', playOrder: 'AUTO', sourceIndex: 0, anchorOffsetMs: 0 });
  });

  it('pauses where it is, plays on from there, skips and sets the volume', async () => {
    await assign(world.playlist.id);
    server.clock.advance(MINUTE);
    expect(await call('Pause', { soundZone: world.zone.id })).toEqual({ data: { pause: { playback: { state: 'paused' } } } });
    server.clock.advance(30 * MINUTE);
    expect((await state()).playback).toMatchObject({ state: 'paused', progressMs: MINUTE });
    expect(await call('Play', { soundZone: world.zone.id })).toEqual({ data: { play: { playback: { state: 'playing' } } } });
    server.clock.advance(MINUTE);
    expect((await state()).playback.progressMs).toBe(2 * MINUTE);
    await call('SkipTrack', { soundZone: world.zone.id });
    expect((await state()).nowPlaying.track.id).toBe(world.songs[1]!.id);
    expect((await state()).playback.progressMs).toBe(0);
    expect(await call('SetVolume', { soundZone: world.zone.id, volume: 16 })).toEqual({ data: { setVolume: { playback: { volume: 16 } } } });
    expect(errorCode(await call('SetVolume', { soundZone: world.zone.id, volume: 17 }))).toBe('BAD_USER_INPUT');
    expect((await state()).playback.volume).toBe(16);
  });

  it('queues tracks to play next, after the current one, and clears what has not started', async () => {
    await assign(world.playlist.id);
    server.clock.advance(MINUTE);
    const queuedAt = server.clock.now().toISOString();
    const queued = await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[0]!.id] });
    expect(queued.errors).toBeUndefined();
    expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
    expect((await state()).playback.queue).toEqual([{ id: world.extra[0]!.id }]);
    server.clock.advance(2 * MINUTE);
    expect((await state()).nowPlaying).toMatchObject({ track: { id: world.extra[0]!.id }, playFrom: { __typename: 'ManuallyQueued', queuedAt } });
    server.clock.advance(3 * MINUTE);
    expect((await state()).nowPlaying.track.id).toBe(world.songs[1]!.id);
    await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[0]!.id, world.songs[2]!.id] });
    expect((await state()).playback.queue).toHaveLength(2);
    await call('SoundZoneClearQueuedTracks', { soundZone: world.zone.id });
    expect((await state()).playback.queue).toEqual([]);
    expect((await state()).nowPlaying.track.id).toBe(world.songs[1]!.id);
  });

  it('starts queued tracks at once when immediate', async () => {
    await assign(world.playlist.id);
    await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[0]!.id], immediate: true });
    expect((await state()).nowPlaying.track.id).toBe(world.extra[0]!.id);
  });

  it('never plays a track outside the zone’s market or an explicit one the account filters', async () => {
    await assign(world.playlist.id);
    expect(errorCode(await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[2]!.id] }))).toBe('BAD_USER_INPUT');
    await world.db.update(accounts).set({ settings: { filter_explicit: true } }).where(eq(accounts.id, world.account.id));
    expect(errorCode(await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[1]!.id] }))).toBe('BAD_USER_INPUT');
    const explicitList = await world.fx.playlist([world.extra[1]!.id, world.songs[0]!.id]);
    await assign(explicitList.id);
    for (let step = 0; step < 4; step += 1) {
      expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
      server.clock.advance(3 * MINUTE);
    }
  });

  it('keeps queuing and clearing to the tiers that may (core.md 6)', async () => {
    await assign(world.playlist.id);
    await world.db.update(accounts).set({ plan: 'essential', tier: 'tier-1' }).where(eq(accounts.id, world.account.id));
    expect(errorCode(await call('SoundZoneQueueTracks', { soundZone: world.zone.id, tracks: [world.extra[0]!.id] }))).toBe('FORBIDDEN');
    expect(errorCode(await call('SoundZoneClearQueuedTracks', { soundZone: world.zone.id }))).toBe('FORBIDDEN');
    expect((await call('Pause', { soundZone: world.zone.id })).errors).toBeUndefined();
  });

  it('plays a playlist in the order set, and lets a station decide its own', async () => {
    await assign(world.playlist.id);
    server.clock.advance(MINUTE);
    const ordered = await call('SoundZoneSetPlaybackOrder', { soundZone: world.zone.id, playOrder: 'SHUFFLE' });
    expect(ordered.errors).toBeUndefined();
    // The current track finishes first.
    expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
    expect((await state()).playback.playOrder).toBe('SHUFFLE');
    await assign(world.station.id);
    expect((await state()).playback.availablePlayOrders).toEqual(['AUTO']);
    expect(errorCode(await call('SoundZoneSetPlaybackOrder', { soundZone: world.zone.id, playOrder: 'LINEAR' }))).toBe('BAD_USER_INPUT');
  });

  it('assigns a source to play next, or from a chosen track', async () => {
    await assign(world.playlist.id);
    server.clock.advance(MINUTE);
    const other = await world.fx.playlist([world.extra[0]!.id, world.songs[2]!.id]);
    expect((await call('SetPlayFrom', { soundZone: world.zone.id, source: other.id })).data).toEqual({ setPlayFrom: { soundZone: { id: world.zone.id, playFrom: { id: other.id } } } });
    expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
    server.clock.advance(2 * MINUTE);
    expect((await state()).nowPlaying).toMatchObject({ track: { id: world.extra[0]!.id }, playFrom: { __typename: 'Playlist', id: other.id } });
    await assign(world.playlist.id, { track: world.songs[2]!.id });
    expect((await state()).nowPlaying.track.id).toBe(world.songs[2]!.id);
    await assign(world.playlist.id, { sourceTrackIndex: 1 });
    expect((await state()).nowPlaying.track.id).toBe(world.songs[1]!.id);
  });

  it('refuses a zone without a subscription, an unknown or foreign source, and a stranger', async () => {
    expect(errorCode(await assign(world.foreignPlaylist.id))).toBe('NOT_FOUND');
    expect(errorCode(await assign(world.zone.id))).toBe('NOT_FOUND');
    const stranger = await world.fx.user();
    expect(errorCode(await call('Play', { soundZone: world.zone.id }, await world.fx.token(stranger.id)))).toBe('NOT_FOUND');
    await world.db.update(soundZones).set({ paidUntil: new Date('2020-01-01T00:00:00Z') }).where(eq(soundZones.id, world.zone.id));
    const refused = await assign(world.playlist.id);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorType: 'no_subscription' });
  });

  it('refuses play in a zone its subscription does not license, and changes nothing: paid again, it stays as it was', async () => {
    await assign(world.playlist.id);
    expect(await call('Pause', { soundZone: world.zone.id })).toEqual({ data: { pause: { playback: { state: 'paused' } } } });
    const [before] = await world.db.select().from(players).where(eq(players.soundZoneId, world.zone.id));
    await world.db.update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() - MINUTE) }).where(eq(soundZones.id, world.zone.id));
    server.clock.advance(MINUTE);
    const refused = await call('Play', { soundZone: world.zone.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorType: 'no_subscription' });
    expect((await world.db.select().from(players).where(eq(players.soundZoneId, world.zone.id)))[0]).toEqual(before);
    await world.db.update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() + 60 * MINUTE) }).where(eq(soundZones.id, world.zone.id));
    expect((await state()).playback.state).toBe('paused');
  });

  it('plays a chosen track on demand only on the unlimited tier (core.md 6), and the source without it on others', async () => {
    await world.db.update(accounts).set({ plan: 'essential', tier: 'tier-1' }).where(eq(accounts.id, world.account.id));
    const refused = await assign(world.playlist.id, { track: world.songs[2]!.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorType: 'insufficient_tier' });
    expect((await assign(world.playlist.id)).errors).toBeUndefined();
    expect((await state()).nowPlaying.track.id).toBe(world.songs[0]!.id);
  });

  it('shows nothing playing in a zone whose player is offline', async () => {
    await assign(world.playlist.id);
    const device = (await world.db.select().from(soundZones).where(eq(soundZones.id, world.zone.id)))[0]!.deviceId!;
    await world.fx.pairedDevice(world.zone.id, { online: false });
    expect((await state()).nowPlaying).toBeNull();
    expect((await state()).playback.state).toBe('offline');
    expect(device).not.toBe((await world.db.select().from(soundZones).where(eq(soundZones.id, world.zone.id)))[0]!.deviceId);
  });
});

describe(`a zone's player across a restart (${testDatabaseKind()})`, () => {
  // Two servers in turn on one database: opening the embedded one twice takes most of a default timeout on a busy machine.
  it('goes on where it was: the same track, paused at the same place, the same volume', async () => {
    const database = await openTestDatabase();
    const first = await startTestServer({ database });
    const fx = fixtures(first.app.services.db, first.app.services.tokens);
    const { user, zone } = await fx.world();
    await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const call = (server: TestServer, operation: string, input: Record<string, unknown>) => server.graphql(contractOperation(operation), { input }, { token });
    await call(first, 'SoundZoneAssignSource', { soundZones: [zone.id], source: playlist.id, immediate: true });
    first.clock.advance(MINUTE);
    await call(first, 'SkipTrack', { soundZone: zone.id });
    first.clock.advance(MINUTE);
    await call(first, 'Pause', { soundZone: zone.id });
    await call(first, 'SetVolume', { soundZone: zone.id, volume: 5 });
    const before = (await first.graphql(STATE, { id: zone.id }, { token })).body.data.soundZone;
    await first.close();

    const second = await startTestServer({ database });
    try {
      second.clock.set(new Date(first.clock.now().getTime() + 30 * MINUTE));
      const after = (await second.graphql(STATE, { id: zone.id }, { token: await fixtures(second.app.services.db, second.app.services.tokens).token(user.id) })).body.data.soundZone;
      // Paused, a track's start moves with the clock (now less its progress); all else is as it was.
      const withoutStart = (state: typeof before) => ({ ...state, nowPlaying: { ...state.nowPlaying, startedAt: undefined } });
      expect(withoutStart(after)).toEqual(withoutStart(before));
      expect(after.nowPlaying.track.id).toBe(songs[1]!.id);
      expect(after.playback).toMatchObject({ state: 'paused', progressMs: MINUTE, volume: 5 });
    } finally {
      await second.close();
      await database.close();
    }
  }, 60_000);
});
