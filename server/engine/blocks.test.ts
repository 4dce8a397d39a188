import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';

const MINUTE = 60_000;
const NOW_PLAYING = `query($id: ID!) { soundZone(id: $id) { nowPlaying { track { id } } } }`;
const BLOCKED = `query($id: ID!, $first: Int, $after: String) {
  soundZone(id: $id) { blockedTracks(first: $first, after: $after) { total edges { cursor node { track { id } parent source reasons } } pageInfo { hasNextPage endCursor } } }
}`;

const HISTORY = `query($id: ID!) { soundZone(id: $id) { playbackHistory(first: 10) { edges { node { track { id } } } } } }`;

describe(`blocked tracks (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof blockingWorld>>;
  beforeEach(async () => {
    world = await blockingWorld();
  });

  /** Two zones of one location playing a playlist of three three-minute tracks from its first. */
  async function blockingWorld() {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, account, location, zone } = await fx.world();
    const otherZone = await fx.soundZone(location.id, { name: 'Terrace' });
    const device = await fx.pairedDevice(zone.id);
    await fx.pairedDevice(otherZone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id, otherZone.id], source: playlist.id, immediate: true } }, { token });
    expect(assigned.body.errors).toBeUndefined();
    return { fx, account, location, zone, otherZone, device, songs, playlist, token };
  }

  const playing = async (zoneId: string) => (await server.graphql(NOW_PLAYING, { id: zoneId }, { token: world.token })).body.data.soundZone.nowPlaying?.track.id;
  /** What the zone plays over the next two cycles, a track every three minutes. */
  async function playedOver(zoneId: string, minutes = 18) {
    const heard: string[] = [];
    for (let at = 0; at < minutes; at += 3) {
      heard.push(await playing(zoneId));
      server.clock.advance(3 * MINUTE);
    }
    return heard;
  }
  const block = (parent: string, track: string, token = world.token) => server.graphql(contractOperation('BlockTrack'), { input: { parent, track, source: world.playlist.id, reasons: ['dislike'] } }, { token });
  const unblock = (parent: string, track: string) => server.graphql(contractOperation('UnblockTrack'), { input: { parent, track } }, { token: world.token });
  const code = (response: Awaited<ReturnType<typeof block>>) => response.body.errors?.[0]?.extensions?.code;

  it('skips a blocked track playing in the zone at once and never plays it there again, while other zones still do', async () => {
    const [one, two] = world.songs.map((song) => song.id);
    server.clock.advance(MINUTE);
    expect(await playing(world.zone.id)).toBe(one);
    const blocked = await block(world.zone.id, one!);
    expect(blocked.body.errors).toBeUndefined();
    expect(await playing(world.zone.id)).toBe(two);
    expect(await playedOver(world.zone.id)).not.toContain(one);
    expect(await playedOver(world.otherZone.id)).toContain(one);
  });

  it('keeps the current track playing when another is blocked', async () => {
    const [one, , three] = world.songs.map((song) => song.id);
    server.clock.advance(MINUTE);
    await block(world.zone.id, three!);
    expect(await playing(world.zone.id)).toBe(one);
    expect(await playedOver(world.zone.id)).not.toContain(three);
  });

  it('blocks in every zone of a location or an account, and plays the track again once unblocked', async () => {
    const [, two, three] = world.songs.map((song) => song.id);
    expect((await block(world.location.id, two!)).body.errors).toBeUndefined();
    expect((await block(world.account.id, three!)).body.errors).toBeUndefined();
    for (const zoneId of [world.zone.id, world.otherZone.id]) {
      const heard = await playedOver(zoneId);
      expect(heard).not.toContain(two);
      expect(heard).not.toContain(three);
    }
    expect((await unblock(world.location.id, two!)).body.data).toEqual({ unblockTrack: { blockedTrackId: expect.any(String) } });
    expect(await playedOver(world.zone.id)).toContain(two);
    expect(code(await unblock(world.location.id, two!))).toBe('NOT_FOUND');
  });

  it("lists a zone's blocks, its location's and account's included, newest first, a page at a time", async () => {
    const [one, two, three] = world.songs.map((song) => song.id);
    await block(world.zone.id, one!);
    server.clock.advance(MINUTE);
    await block(world.location.id, two!);
    server.clock.advance(MINUTE);
    await block(world.account.id, three!);
    const first = (await server.graphql(BLOCKED, { id: world.zone.id, first: 2 }, { token: world.token })).body.data.soundZone.blockedTracks;
    expect(first.total).toBe(3);
    expect(first.edges.map((edge: any) => [edge.node.track.id, edge.node.parent])).toEqual([
      [three, world.account.id],
      [two, world.location.id],
    ]);
    expect(first.edges[0].node).toMatchObject({ source: world.playlist.id, reasons: ['dislike'] });
    const rest = (await server.graphql(BLOCKED, { id: world.zone.id, first: 2, after: first.pageInfo.endCursor }, { token: world.token })).body.data.soundZone.blockedTracks;
    expect(rest.edges.map((edge: any) => edge.node.track.id)).toEqual([one]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const other = (await server.graphql(BLOCKED, { id: world.otherZone.id }, { token: world.token })).body.data.soundZone.blockedTracks;
    expect(other.total).toBe(2);
  });

  it('lets a paired device read its own zone’s blocked tracks and history (the desktop shell’s pages), and nothing of another zone', async () => {
    const [one] = world.songs.map((song) => song.id);
    await block(world.zone.id, one!);
    await block(world.otherZone.id, one!);
    server.clock.advance(4 * MINUTE);
    const deviceToken = await world.fx.token(world.device.id, 'interactive_device');
    const own = await server.graphql(BLOCKED, { id: world.zone.id }, { token: deviceToken });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.soundZone.blockedTracks.edges.map((edge: any) => edge.node.track.id)).toEqual([one]);
    const history = await server.graphql(HISTORY, { id: world.zone.id }, { token: deviceToken });
    expect(history.body.errors).toBeUndefined();
    expect(history.body.data.soundZone.playbackHistory.edges.length).toBeGreaterThan(0);
    for (const query of [BLOCKED, HISTORY]) {
      const other = await server.graphql(query, { id: world.otherZone.id }, { token: deviceToken });
      expect(other.body.data?.soundZone ?? null).toBeNull();
      expect(code(other)).toBe('NOT_FOUND');
    }
  });

  it('refuses a queued blocked track', async () => {
    const [one] = world.songs.map((song) => song.id);
    await block(world.zone.id, one!);
    const queued = await server.graphql(contractOperation('SoundZoneQueueTracks'), { input: { soundZone: world.zone.id, tracks: [one] } }, { token: world.token });
    expect(code(queued)).toBe('BAD_USER_INPUT');
  });

  it('lets a player block in its zone unless the account restricts it, and nobody outside the account', async () => {
    const [one, two] = world.songs.map((song) => song.id);
    const deviceToken = await world.fx.token(world.device.id, 'interactive_device');
    expect((await block(world.zone.id, one!, deviceToken)).body.errors).toBeUndefined();
    await server.app.services.db.update(accounts).set({ settings: { restrict_block_tracks: true } }).where(eq(accounts.id, world.account.id));
    expect(code(await block(world.zone.id, two!, deviceToken))).toBe('FORBIDDEN');
    expect(code(await block(world.account.id, two!, deviceToken))).toBe('FORBIDDEN');
    const stranger = await world.fx.token((await world.fx.user()).id);
    expect(code(await block(world.zone.id, two!, stranger))).toBe('NOT_FOUND');
    expect(code(await block(world.account.id, two!, stranger))).toBe('NOT_FOUND');
  });
});
