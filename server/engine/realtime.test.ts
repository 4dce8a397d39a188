import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { arrival, untilSeen } from '../testing/arrivals';
import { contractOperation } from '../premises/testWorld';

describe(`live playback (${testDatabaseKind()})`, () => {
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

  /** A zone playing a playlist of two short tracks (1.2 s each), its owner and a stranger. */
  async function playingWorld() {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, zone } = await fx.world();
    await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([
      { title: 'Short one', minutes: 0.02 },
      { title: 'Short two', minutes: 0.02 },
    ]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const stranger = await fx.token((await fx.user()).id);
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token });
    expect(assigned.body.errors).toBeUndefined();
    return { zone, songs, token, stranger };
  }

  function watch(token: string, name: string, variables: Record<string, unknown>) {
    const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const results: any[] = [];
    void (async () => {
      try {
        for await (const result of client.iterate({ query: contractOperation(name), variables })) results.push(result);
      } catch (error) {
        results.push({ error });
      }
    })();
    return results;
  }

  const control = (operation: string, input: Record<string, unknown>) => server.graphql(contractOperation(operation), { input }, { token: world.token });

  it('tells another client of every change of the playback, and a stranger nothing', async () => {
    const watcher = watch(world.token, 'PlaybackUpdate', { input: { soundZone: world.zone.id } });
    const stranger = watch(world.stranger, 'PlaybackUpdate', { input: { soundZone: world.zone.id } });
    const paused = await untilSeen(watcher, () => control('Pause', { soundZone: world.zone.id }), (r) => r.data?.playbackUpdate.playback.state === 'paused');
    expect(paused.data.playbackUpdate).toMatchObject({ soundZone: world.zone.id, playback: { state: 'paused', volume: 10, playOrder: 'AUTO' } });
    await untilSeen(watcher, (attempt) => control('SetVolume', { soundZone: world.zone.id, volume: 3 + (attempt % 2) }), (r) => r.data?.playbackUpdate.playback.volume === 3);
    expect(JSON.stringify(await arrival(stranger, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
  });

  it('tells of the next track when one is skipped, and when one ends by itself', async () => {
    const watcher = watch(world.token, 'NowPlayingUpdate', { input: { soundZone: world.zone.id } });
    const skipped = await untilSeen(watcher, () => control('SkipTrack', { soundZone: world.zone.id }), (r) => !!r.data);
    const next = skipped.data.nowPlayingUpdate.nowPlaying;
    expect(next).toMatchObject({ soundZone: world.zone.id, track: { id: expect.any(String), title: expect.stringMatching(/^Short (one|two)$/) } });
    // The track ends 1.2 s later on the server's clock; the subscription's timer wakes as it ends.
    const before = watcher.length;
    server.clock.advance(1200);
    const following = await arrival(watcher, (r) => watcher.indexOf(r) >= before && !!r.data, 4000);
    expect(following?.data.nowPlayingUpdate.nowPlaying.track.id).not.toBe(next.track.id);
  });
});
