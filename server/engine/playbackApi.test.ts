import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { accounts, devices, players, soundZones } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { arrival, untilSeen } from '../testing/arrivals';
import { contractOperation } from '../premises/testWorld';

const SEC = 1_000;
const MINUTE = 60_000;

const STATE = `online mode tier status playOrder availablePlayOrders volume trackId progress progressUpdatedAt nextSlotStartsAt
  zone { id name locationId country settings { crossfade crossfadeLength } }
  source { id kind presets { playbackMode } display { title color imageUrl } }
  current { id streamUrl manuallyQueued track { id title artistNames durationMs explicit album { id display { title imageUrl } } } }
  upcoming { id streamUrl manuallyQueued track { id } }`;
const PLAYER = `query($soundZone: ID) { player(soundZone: $soundZone) { ${STATE} } }`;
const CREATE = `mutation($input: CreatePlaybackClientInput!) { createPlaybackClient(input: $input) { token clientId player { ${STATE} } } }`;
const change = (field: string, input: string) => `mutation($input: ${input}!) { ${field}(input: $input) { player { ${STATE} } } }`;
const CONTROL_STATE = `query($id: ID!) {
  soundZone(id: $id) { isPaired settings { crossfade crossfadeLength } errors(first: 10, state: all) { edges { node { cause resolved } } }
    nowPlaying { track { id } } playback { state volume progressMs queue { id } } }
}`;

type Body = { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

describe(`the playback API (${testDatabaseKind()})`, () => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  let world: Awaited<ReturnType<typeof playingWorld>>;
  beforeEach(async () => {
    world = await playingWorld();
  });

  /** A zone with a paired player playing a playlist of three tracks (3, 3 and 4 minutes), its owner, a stranger. */
  async function playingWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, account, zone } = await fx.world();
    const device = await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }, { title: 'Three', minutes: 4 }]);
    const extra = await fx.tracks([{ title: 'Extra' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token });
    expect(assigned.body.errors).toBeUndefined();
    return { db, fx, account, zone, device, songs, extra, playlist, token, deviceToken: await fx.token(device.id, 'interactive_device'), stranger: await fx.token((await fx.user()).id) };
  }

  const playback = async (query: string, variables: Record<string, unknown>, token?: string): Promise<Body> => (await server.graphql(query, variables, { endpoint: 'playback', ...(token ? { token } : {}) })).body;
  const control = async (soundZone = world.zone.id) => {
    const body = await server.graphql(CONTROL_STATE, { id: soundZone }, { token: world.token });
    expect(body.body.errors).toBeUndefined();
    return body.body.data.soundZone;
  };
  const becomePlayer = async (name = 'Chrome') => {
    const body = await playback(CREATE, { input: { soundZoneId: world.zone.id, name, description: `${name} 131` } }, world.token);
    expect(body.errors).toBeUndefined();
    return body.data.createPlaybackClient as { token: string; clientId: string; player: any };
  };
  const webCall = async (field: string, input: string, values: Record<string, unknown>, token: string) => playback(change(field, input), { input: values }, token);

  it('makes a browser tab the zone’s player: the device is unpaired and the token plays the zone', async () => {
    const client = await becomePlayer();
    expect(client.clientId).toMatch(/^\d{13}-[0-9a-f]{16}$/);
    const origin = server.app.services.config.publicOrigin;
    expect(client.player).toMatchObject({
      mode: 'web',
      status: 'playing',
      tier: 3,
      volume: 10,
      playOrder: 'AUTO',
      availablePlayOrders: ['AUTO', 'LINEAR', 'SHUFFLE', 'SMART_SHUFFLE'],
      trackId: world.songs[0]!.id,
      progress: 0,
      nextSlotStartsAt: null,
      zone: { id: world.zone.id, name: 'Test Zone', locationId: world.zone.locationId, country: 'SE', settings: { crossfade: true, crossfadeLength: 5 } },
      source: { id: world.playlist.id, kind: 'PLAYLIST', presets: { playbackMode: 'linear' }, display: { title: 'Test Playlist', color: '#336699' } },
      current: {
        streamUrl: `${origin}/media/tracks/${encodeURIComponent(world.songs[0]!.id)}/stream?token=${encodeURIComponent(client.token)}`,
        manuallyQueued: false,
        track: { id: world.songs[0]!.id, title: 'One', artistNames: ['Test Artist'], durationMs: 3 * MINUTE, explicit: false, album: { display: { title: 'Test Album' } } },
      },
    });
    expect(client.player.upcoming.map((item: any) => item.track.id).slice(0, 3)).toEqual([world.songs[1]!.id, world.songs[2]!.id, world.songs[0]!.id]);
    expect(new Set([client.player.current.id, ...client.player.upcoming.map((item: any) => item.id)]).size).toBe(1 + client.player.upcoming.length);
    const [zone] = await world.db.select().from(soundZones).where(eq(soundZones.id, world.zone.id));
    const [device] = await world.db.select().from(devices).where(eq(devices.id, world.device.id));
    expect([zone!.deviceId, device!.soundZoneId]).toEqual([null, null]);
    // The zone's own token reads the zone without naming it; the unpaired device's token plays nothing any more.
    expect((await playback(PLAYER, {}, client.token)).data.player).toMatchObject({ mode: 'web', zone: { id: world.zone.id } });
    expect(codeOf(await playback(PLAYER, {}, world.deviceToken))).toBe('UNAUTHENTICATED');
    expect(codeOf(await playback(PLAYER, { soundZone: world.zone.id }, world.deviceToken))).toBe('UNAUTHENTICATED');
    expect((await control()).isPaired).toBe(false);
  });

  it('answers each mode: a device its own zone (local), a user a zone it names (remote)', async () => {
    const local = (await playback(PLAYER, {}, world.deviceToken)).data.player;
    expect(local).toMatchObject({ mode: 'local', online: true, trackId: world.songs[0]!.id });
    const origin = server.app.services.config.publicOrigin;
    expect(local.current.streamUrl).toBe(`${origin}/media/tracks/${encodeURIComponent(world.songs[0]!.id)}/stream?token=${encodeURIComponent(world.deviceToken)}`);
    const remote = (await playback(PLAYER, { soundZone: world.zone.id }, world.token)).data.player;
    expect(remote).toMatchObject({ mode: 'remote', online: true, trackId: world.songs[0]!.id });
    expect(remote.current.streamUrl).toBe(`${origin}/media/tracks/${encodeURIComponent(world.songs[0]!.id)}/stream`);
    const unnamed = await playback(PLAYER, {}, world.token);
    expect(codeOf(unnamed)).toBe('BAD_USER_INPUT');
    expect(unnamed.errors?.[0]?.extensions?.exception?.validationErrors).toEqual({ soundZone: 'Cannot be empty' });
  });

  it('refuses strangers, other zones and nobody', async () => {
    const other = await world.fx.soundZone(world.zone.locationId);
    const client = await becomePlayer();
    expect(codeOf(await playback(PLAYER, { soundZone: world.zone.id }, world.stranger))).toBe('NOT_FOUND');
    expect(codeOf(await playback(CREATE, { input: { soundZoneId: world.zone.id, name: 'Edge', description: '' } }, world.stranger))).toBe('NOT_FOUND');
    expect(codeOf(await webCall('pause', 'PlayerInput', { soundZone: world.zone.id }, world.stranger))).toBe('NOT_FOUND');
    expect(codeOf(await playback(PLAYER, { soundZone: other.id }, client.token))).toBe('NOT_FOUND');
    expect(codeOf(await webCall('pause', 'PlayerInput', { soundZone: other.id }, client.token))).toBe('NOT_FOUND');
    expect(codeOf(await playback(PLAYER, { soundZone: world.zone.id }))).toBe('UNAUTHENTICATED');
    // A playback token is no access token: the control API refuses it.
    expect((await server.graphql(CONTROL_STATE, { id: world.zone.id }, { token: client.token })).status).toBe(401);
    // Only a signed-in user makes a tab a player.
    const device = await world.fx.pairedDevice(other.id);
    const otherDevice = await world.fx.token(device.id, 'interactive_device');
    expect(codeOf(await playback(CREATE, { input: { soundZoneId: other.id, name: 'Edge', description: '' } }, otherDevice))).toBe('FORBIDDEN');
  });

  it('hands the zone to a newer client: the older token answers UNAUTHENTICATED from then on', async () => {
    const first = await becomePlayer('Firefox');
    const second = await becomePlayer('Chrome');
    const refused = await server.graphql(PLAYER, {}, { endpoint: 'playback', token: first.token });
    expect([refused.status, codeOf(refused.body)]).toEqual([401, 'UNAUTHENTICATED']);
    expect(codeOf(await webCall('pause', 'PlayerInput', {}, first.token))).toBe('UNAUTHENTICATED');
    expect((await playback(PLAYER, {}, second.token)).data.player.mode).toBe('web');
    // A device paired to the zone takes it over too.
    await world.fx.pairedDevice(world.zone.id);
    expect(codeOf(await playback(PLAYER, {}, second.token))).toBe('UNAUTHENTICATED');
  });

  it('plays, pauses, skips and sets the volume, and the control API sees each change', async () => {
    const { token } = await becomePlayer();
    server.clock.advance(MINUTE);
    // Online by its report, so the control API shows what it plays.
    await playback(change('reportProgress', 'ReportProgressInput'), { input: { event: 'PROGRESS', trackId: world.songs[0]!.id, positionMs: MINUTE } }, token);
    expect((await webCall('pause', 'PlayerInput', {}, token)).data.pause.player).toMatchObject({ status: 'paused', progress: MINUTE });
    expect((await control()).playback.state).toBe('paused');
    server.clock.advance(10 * MINUTE);
    expect((await webCall('play', 'PlayerInput', {}, token)).data.play.player).toMatchObject({ status: 'playing', progress: MINUTE });
    const skipped = (await webCall('skipTrack', 'PlayerInput', {}, token)).data.skipTrack.player;
    expect(skipped).toMatchObject({ trackId: world.songs[1]!.id, progress: 0 });
    expect((await control()).nowPlaying).toBeNull(); // its last report was ten minutes ago: offline
    await playback(change('reportProgress', 'ReportProgressInput'), { input: { event: 'STARTED', trackId: world.songs[1]!.id, positionMs: 0 } }, token);
    expect((await control()).nowPlaying.track.id).toBe(world.songs[1]!.id);
    expect((await webCall('setVolume', 'PlayerSetVolumeInput', { volume: 0 }, token)).data.setVolume.player.volume).toBe(0);
    expect((await webCall('setVolume', 'PlayerSetVolumeInput', { volume: 16 }, token)).data.setVolume.player.volume).toBe(16);
    expect(codeOf(await webCall('setVolume', 'PlayerSetVolumeInput', { volume: 17 }, token))).toBe('BAD_USER_INPUT');
    expect((await control()).playback.volume).toBe(16);
    // The remote mode changes the same player.
    expect((await webCall('pause', 'PlayerInput', { soundZone: world.zone.id }, world.token)).data.pause.player).toMatchObject({ mode: 'remote', status: 'paused' });
    expect((await playback(PLAYER, {}, token)).data.player.status).toBe('paused');
  });

  it('refuses play in a zone its subscription does not license, and changes nothing (core.md 4 Playback)', async () => {
    expect((await webCall('pause', 'PlayerInput', { soundZone: world.zone.id }, world.token)).errors).toBeUndefined();
    await world.db.update(soundZones).set({ paidUntil: new Date(server.clock.now().getTime() - MINUTE) }).where(eq(soundZones.id, world.zone.id));
    const refused = await webCall('play', 'PlayerInput', { soundZone: world.zone.id }, world.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorType: 'no_subscription' });
    expect((await world.db.select().from(players).where(eq(players.soundZoneId, world.zone.id)))[0]).toMatchObject({ status: 'paused' });
  });

  it('sets only the play orders the source allows, with a message saying which', async () => {
    const { token } = await becomePlayer();
    expect((await webCall('setPlayOrder', 'PlayerSetPlayOrderInput', { playOrder: 'SHUFFLE' }, token)).data.setPlayOrder.player.playOrder).toBe('SHUFFLE');
    const station = await world.fx.playlist([world.songs[0]!.id], { presentAs: 'STATION', playbackMode: 'shuffle' });
    await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [world.zone.id], source: station.id, immediate: true } }, { token: world.token });
    const refused = await webCall('setPlayOrder', 'PlayerSetPlayOrderInput', { playOrder: 'LINEAR' }, token);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('The source playing does not play in the order LINEAR; it allows AUTO');
    expect((await playback(PLAYER, {}, token)).data.player).toMatchObject({ availablePlayOrders: ['AUTO'], source: { kind: 'STATION', presets: { playbackMode: 'shuffle' } } });
  });

  it('queues tracks to play next, flagged as queued by hand, and clears them, on the tiers that may', async () => {
    const { token } = await becomePlayer();
    const queued = (await webCall('queueTracks', 'PlayerQueueTracksInput', { tracks: [world.extra[0]!.id] }, token)).data.queueTracks.player;
    expect(queued.trackId).toBe(world.songs[0]!.id);
    expect(queued.upcoming[0]).toMatchObject({ manuallyQueued: true, track: { id: world.extra[0]!.id } });
    expect(queued.upcoming[1]).toMatchObject({ manuallyQueued: false, track: { id: world.songs[1]!.id } });
    expect((await control()).playback.queue).toEqual([{ id: world.extra[0]!.id }]);
    const now = (await webCall('queueTracks', 'PlayerQueueTracksInput', { tracks: [world.songs[2]!.id], immediate: true, clearQueuedTracks: true }, token)).data.queueTracks.player;
    expect(now).toMatchObject({ trackId: world.songs[2]!.id, current: { manuallyQueued: true } });
    await webCall('queueTracks', 'PlayerQueueTracksInput', { tracks: [world.extra[0]!.id] }, token);
    expect((await webCall('clearQueue', 'PlayerInput', {}, token)).data.clearQueue.player.upcoming.some((item: any) => item.manuallyQueued)).toBe(false);
    await world.db.update(accounts).set({ plan: 'essential', tier: 'tier-1' }).where(eq(accounts.id, world.account.id));
    expect((await playback(PLAYER, {}, token)).data.player.tier).toBe(1);
    expect(codeOf(await webCall('queueTracks', 'PlayerQueueTracksInput', { tracks: [world.extra[0]!.id] }, token))).toBe('FORBIDDEN');
    expect(codeOf(await webCall('clearQueue', 'PlayerInput', {}, token))).toBe('FORBIDDEN');
  });

  it('stores crossfade in the zone’s settings, where the control API shows it', async () => {
    const { token } = await becomePlayer();
    const set = await webCall('setCrossfade', 'PlayerSetCrossfadeInput', { crossfade: false, crossfadeLength: 8 }, token);
    expect(set.data.setCrossfade.player.zone.settings).toEqual({ crossfade: false, crossfadeLength: 8 });
    expect((await control()).settings).toMatchObject({ crossfade: false, crossfadeLength: 8 });
    expect(codeOf(await webCall('setCrossfade', 'PlayerSetCrossfadeInput', { crossfade: true, crossfadeLength: 11 }, token))).toBe('BAD_USER_INPUT');
    expect((await playback(PLAYER, {}, token)).data.player.zone.settings).toEqual({ crossfade: false, crossfadeLength: 8 });
  });

  describe('progress a web player reports', () => {
    const REPORT = change('reportProgress', 'ReportProgressInput');
    const report = (token: string, event: string, trackId: string, positionMs: number, error?: string) => playback(REPORT, { input: { event, trackId, positionMs, ...(error ? { error } : {}) } }, token);
    const storedPlayer = async () => (await world.db.select().from(players).where(eq(players.soundZoneId, world.zone.id)))[0];

    it('comes from a paired device too (the desktop player), for its own zone, and from no one else', async () => {
      server.clock.advance(MINUTE);
      expect((await report(world.deviceToken, 'PROGRESS', world.songs[0]!.id, MINUTE)).data.reportProgress.player).toMatchObject({ mode: 'local', progress: MINUTE });
      expect(codeOf(await report(world.token, 'PROGRESS', world.songs[0]!.id, MINUTE))).toBe('FORBIDDEN');
    });

    it('keeps the timeline while the player agrees with it, and follows a player behind or ahead', async () => {
      const { token } = await becomePlayer();
      server.clock.advance(MINUTE);
      const before = await storedPlayer();
      expect((await report(token, 'PROGRESS', world.songs[0]!.id, MINUTE - 2 * SEC)).data.reportProgress.player).toMatchObject({ progress: MINUTE, online: true });
      expect(await storedPlayer()).toEqual(before);
      // 10 s behind: the timeline follows, and the control API says the same.
      const behind = (await report(token, 'PROGRESS', world.songs[0]!.id, 50 * SEC)).data.reportProgress.player;
      expect(behind).toMatchObject({ trackId: world.songs[0]!.id, progress: 50 * SEC });
      expect((await control()).playback).toMatchObject({ state: 'playing', progressMs: 50 * SEC });
      // Already on the next track.
      const ahead = (await report(token, 'STARTED', world.songs[1]!.id, 2 * SEC)).data.reportProgress.player;
      expect(ahead).toMatchObject({ trackId: world.songs[1]!.id, progress: 2 * SEC });
      expect((await control()).nowPlaying.track.id).toBe(world.songs[1]!.id);
    });

    it('moves on when a track finishes, and records and skips a track that fails', async () => {
      const { token } = await becomePlayer();
      server.clock.advance(3 * MINUTE - 5 * SEC);
      expect((await report(token, 'FINISHED', world.songs[0]!.id, 3 * MINUTE)).data.reportProgress.player).toMatchObject({ trackId: world.songs[1]!.id, progress: 0 });
      server.clock.advance(5 * SEC);
      const failed = (await report(token, 'ERROR', world.songs[1]!.id, 5 * SEC, 'decode error')).data.reportProgress.player;
      expect(failed).toMatchObject({ trackId: world.songs[2]!.id, progress: 0 });
      expect((await control()).errors.edges).toEqual([{ node: { cause: 'DEVICE_ERROR_PLAYBACK', resolved: false } }]);
      await report(token, 'STARTED', world.songs[2]!.id, 0);
      expect((await control()).errors.edges).toEqual([{ node: { cause: 'DEVICE_ERROR_PLAYBACK', resolved: true } }]);
    });

    it('keeps the tab online for a minute after a report, and is the web player’s alone', async () => {
      const { token } = await becomePlayer();
      expect((await control()).playback.state).toBe('offline');
      await report(token, 'PROGRESS', world.songs[0]!.id, 0);
      expect((await control()).playback.state).toBe('playing');
      server.clock.advance(59 * SEC);
      expect((await playback(PLAYER, {}, token)).data.player.online).toBe(true);
      server.clock.advance(2 * SEC);
      expect((await playback(PLAYER, {}, token)).data.player.online).toBe(false);
      expect((await control()).playback.state).toBe('offline');
      expect(codeOf(await report(world.token, 'PROGRESS', world.songs[0]!.id, 0))).toBe('FORBIDDEN');
      expect(codeOf(await report(token, 'PROGRESS', world.zone.id, 0))).toBe('BAD_USER_INPUT');
    });
  });

  describe('playerStateUpdate', () => {
    const SUBSCRIPTION = `subscription($input: PlayerStateUpdateInput!) { playerStateUpdate(input: $input) { player { ${STATE} } } }`;
    function watch(token: string, input: Record<string, unknown> = {}) {
      const results: any[] = [];
      const client = createClient({
        url: `${server.origin.replace(/^http/, 'ws')}/lucy/playback/ws`,
        webSocketImpl: WebSocket,
        connectionParams: { Authorization: `Bearer ${token}` },
        retryAttempts: 0,
        on: { closed: (event) => results.push({ closed: (event as { code: number }).code }) },
      });
      clients.push(client);
      void (async () => {
        try {
          for await (const result of client.iterate({ query: SUBSCRIPTION, variables: { input } })) results.push(result);
        } catch (error) {
          results.push({ error });
        }
      })();
      return results;
    }

    it('tells the state first, then every change, the control API’s included, and keeps the tab online meanwhile', async () => {
      const { token } = await becomePlayer();
      const seen = watch(token);
      const first = await arrival(seen, (r) => !!r.data);
      expect(first?.data.playerStateUpdate.player).toMatchObject({ mode: 'web', status: 'playing', trackId: world.songs[0]!.id });
      const paused = await untilSeen(seen, () => server.graphql(contractOperation('Pause'), { input: { soundZone: world.zone.id } }, { token: world.token }), (r) => r.data?.playerStateUpdate.player.status === 'paused');
      expect(paused.data.playerStateUpdate.player).toMatchObject({ online: true, mode: 'web' });
      expect((await control()).playback.state).toBe('paused');
      // A remote watcher sees the same.
      const remote = watch(world.token, { soundZone: world.zone.id });
      expect((await arrival(remote, (r) => !!r.data))?.data.playerStateUpdate.player).toMatchObject({ mode: 'remote', status: 'paused', online: true });
    });

    it('closes the older client’s subscription with 4401 when a newer one takes over', async () => {
      const first = await becomePlayer('Firefox');
      const seen = watch(first.token);
      expect(await arrival(seen, (r) => !!r.data)).not.toBeNull();
      await becomePlayer('Chrome');
      expect(await arrival(seen, (r) => r.closed !== undefined)).toEqual({ closed: 4401 });
      // Connecting with the old token is refused the same way.
      const again = watch(first.token);
      expect(await arrival(again, (r) => r.closed !== undefined)).toEqual({ closed: 4401 });
    });

    it('closes a device’s subscription with 4401 when its zone is unpaired, and refuses its token from then on', async () => {
      const seen = watch(world.deviceToken);
      expect((await arrival(seen, (r) => !!r.data))?.data.playerStateUpdate.player).toMatchObject({ mode: 'local' });
      const unpaired = await server.graphql(contractOperation('SoundZoneUnpair'), { input: { soundZone: world.zone.id } }, { token: world.token });
      expect(unpaired.body.errors).toBeUndefined();
      expect(await arrival(seen, (r) => r.closed !== undefined)).toEqual({ closed: 4401 });
      const again = watch(world.deviceToken);
      expect(JSON.stringify(await arrival(again, (r) => !!r.errors || !!r.error))).toContain('UNAUTHENTICATED');
    });

    it('keeps a device that plays through the web player (the desktop shell) online while its subscription is open', async () => {
      await world.db.update(devices).set({ online: false }).where(eq(devices.id, world.device.id));
      const online = async () => (await world.db.select({ online: devices.online }).from(devices).where(eq(devices.id, world.device.id)))[0]!.online;
      const seen = watch(world.deviceToken);
      expect((await arrival(seen, (r) => !!r.data))?.data.playerStateUpdate.player).toMatchObject({ mode: 'local', online: true });
      expect(await online()).toBe(true);
      // The zone's page reads it so: playing, not offline.
      expect((await control()).playback.state).not.toBe('offline');
      await clients.pop()!.dispose();
      await expect.poll(online, { timeout: 10_000 }).toBe(false);
      expect((await control()).playback.state).toBe('offline');
    });

    it('refuses a stranger', async () => {
      const seen = watch(world.stranger, { soundZone: world.zone.id });
      expect(JSON.stringify(await arrival(seen, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
    });
  });
});

describe(`a web player across a restart (${testDatabaseKind()})`, () => {
  it('keeps its token, its zone and where it was', { timeout: 120_000 }, async () => {
    const database = await openTestDatabase();
    const first = await startTestServer({ database });
    const fx = fixtures(first.app.services.db, first.app.services.tokens);
    const { user, zone } = await fx.world();
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    await first.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token });
    const created = await first.graphql(CREATE, { input: { soundZoneId: zone.id, name: 'Chrome', description: 'Chrome 131' } }, { endpoint: 'playback', token });
    const web = created.body.data.createPlaybackClient.token as string;
    first.clock.advance(MINUTE);
    await first.graphql(change('skipTrack', 'PlayerInput'), { input: {} }, { endpoint: 'playback', token: web });
    await first.graphql(change('pause', 'PlayerInput'), { input: {} }, { endpoint: 'playback', token: web });
    await first.graphql(change('setCrossfade', 'PlayerSetCrossfadeInput'), { input: { crossfade: true, crossfadeLength: 3 } }, { endpoint: 'playback', token: web });
    const before = (await first.graphql(PLAYER, {}, { endpoint: 'playback', token: web })).body.data.player;
    await first.close();

    const second = await startTestServer({ database });
    try {
      second.clock.set(new Date(first.clock.now().getTime() + 30 * MINUTE));
      const after = (await second.graphql(PLAYER, {}, { endpoint: 'playback', token: web })).body;
      expect(after.errors).toBeUndefined();
      expect(after.data.player).toMatchObject({ mode: 'web', status: 'paused', trackId: songs[1]!.id, progress: 0, zone: { settings: { crossfade: true, crossfadeLength: 3 } } });
      expect(after.data.player.current.track).toEqual(before.current.track);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
