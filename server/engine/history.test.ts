import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playHistory, schedules } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';

const MINUTE = 60_000;
const HISTORY = `query($id: ID!, $first: Int, $after: String, $date: Date) {
  soundZone(id: $id) {
    playbackHistory(first: $first, after: $after, date: $date) {
      edges { cursor node { id startedAt track { id } playFrom { __typename ... on Playlist { id } ... on ManuallyQueued { queuedAt } ... on ScheduleSource { schedule { id } playlist { id } slotId } } } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

describe(`play history (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof historyWorld>>;
  beforeEach(async () => {
    world = await historyWorld();
  });

  /** A zone in Stockholm that starts a playlist of three three-minute tracks at 2026-11-22 12:00 UTC. */
  async function historyWorld() {
    server.clock.set('2026-11-22T12:00:00.000Z');
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, zone } = await fx.world();
    await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const token = await fx.token(user.id);
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token });
    expect(assigned.body.errors).toBeUndefined();
    return { fx, user, zone, songs, playlist, token, ids: songs.map((song) => song.id) };
  }

  const history = async (variables: Record<string, unknown> = {}) => {
    const response = await server.graphql(HISTORY, { id: world.zone.id, ...variables }, { token: world.token });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.soundZone.playbackHistory;
  };
  const played = async (variables: Record<string, unknown> = {}) => (await history(variables)).edges.map((edge: any) => [edge.node.track.id, edge.node.startedAt.slice(11, 16)]);

  it('lists what started, newest first, with when and from where, as time goes by', async () => {
    server.clock.advance(7 * MINUTE);
    const [one, two, three] = world.ids;
    expect(await played()).toEqual([
      [three, '12:06'],
      [two, '12:03'],
      [one, '12:00'],
    ]);
    expect((await history()).edges[0].node.playFrom).toEqual({ __typename: 'Playlist', id: world.playlist.id });
  });

  it('keeps what played before a change, and what the change started', async () => {
    const [one, two, three] = world.ids;
    server.clock.advance(4 * MINUTE);
    await server.graphql(contractOperation('SkipTrack'), { input: { soundZone: world.zone.id } }, { token: world.token });
    server.clock.advance(MINUTE / 2);
    const queuedAt = server.clock.now().toISOString();
    await server.graphql(contractOperation('SoundZoneQueueTracks'), { input: { soundZone: world.zone.id, tracks: [one], immediate: true } }, { token: world.token });
    server.clock.advance(MINUTE);
    // Recorded at the changes: One and Two (Two skipped at 12:04), Three (started by the skip, cut short by the queued track).
    const rows = await server.app.services.db.select().from(playHistory).where(eq(playHistory.soundZoneId, world.zone.id));
    expect(rows.map((row) => row.trackId).sort()).toEqual([one, two, three].sort());
    expect(await played()).toEqual([
      [one, '12:04'],
      [three, '12:04'],
      [two, '12:03'],
      [one, '12:00'],
    ]);
    expect((await history()).edges.map((edge: any) => edge.node.startedAt.slice(11, 19)).slice(0, 2)).toEqual(['12:04:30', '12:04:00']);
    expect((await history()).edges[0].node.playFrom).toEqual({ __typename: 'ManuallyQueued', queuedAt });
  });

  it('pages with a cursor, and shows one day in the location’s time zone', async () => {
    // At 00:04 in Stockholm (23:04 UTC): its 22 November ended at 23:00 UTC.
    server.clock.set('2026-11-22T23:04:00.000Z');
    world.token = await world.fx.token(world.user.id);
    const first = await history({ first: 2 });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await history({ first: 2, after: first.pageInfo.endCursor });
    expect(next.edges[0].node.startedAt < first.edges[1].node.startedAt).toBe(true);
    const dayOf22 = await played({ date: '2026-11-22', first: 500 });
    expect(dayOf22[0]).toEqual([expect.any(String), '22:57']);
    expect(dayOf22.at(-1)).toEqual([world.ids[0], '12:00']);
    expect(await played({ date: '2026-11-23', first: 500 })).toEqual([
      [expect.any(String), '23:03'],
      [expect.any(String), '23:00'],
    ]);
  });

  it('keeps each slot of a schedule with its own playlist, across slots and the silence between them', async () => {
    // Sunday 22 November in Stockholm: 'Morning' 13:00–13:06 plays One, 'Noon' 13:10–13:20 plays Two and Three.
    const [one, two, three] = world.ids;
    const db = server.app.services.db;
    const morning = await world.fx.playlist([one!]);
    const noon = await world.fx.playlist([two!, three!]);
    const id = await newId(db, 'Schedule', decodeId(world.zone.accountId) ?? []);
    const slot = (name: string, dtstart: string, minutes: number, playlist: string) => ({ id: `${id}-${name}`, dtstart, durationMs: minutes * MINUTE, rrule: 'FREQ=WEEKLY;BYDAY=SU', collections: [playlist] });
    await db.insert(schedules).values({ id, ownerAccountId: world.zone.accountId, name: 'Sunday', slots: [slot('morning', '130000', 6, morning.id), slot('noon', '131000', 10, noon.id)] });
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [world.zone.id], source: id, immediate: true } }, { token: world.token });
    expect(assigned.body.errors).toBeUndefined();

    server.clock.advance(15 * MINUTE);
    const from = (playlist: string, name: string) => ({ __typename: 'ScheduleSource', schedule: { id }, playlist: { id: playlist }, slotId: `${id}-${name}` });
    const expected = [
      [three, '12:13', from(noon.id, 'noon')],
      [two, '12:10', from(noon.id, 'noon')],
      [one, '12:03', from(morning.id, 'morning')],
      [one, '12:00', from(morning.id, 'morning')],
    ];
    const entries = async () => (await history({ first: 4 })).edges.map((edge: any) => [edge.node.track.id, edge.node.startedAt.slice(11, 16), edge.node.playFrom]);
    expect(await entries()).toEqual(expected);

    // A change records both slots as they played, and the history reads the same from the records.
    const paused = await server.graphql(contractOperation('Pause'), { input: { soundZone: world.zone.id } }, { token: world.token });
    expect(paused.body.errors).toBeUndefined();
    const rows = await db.select().from(playHistory).where(eq(playHistory.soundZoneId, world.zone.id));
    expect(rows.filter((row) => row.scheduleId === id).map((row) => [row.slotId, row.sourceId]).sort()).toEqual(
      [[`${id}-morning`, morning.id], [`${id}-morning`, morning.id], [`${id}-noon`, noon.id], [`${id}-noon`, noon.id]].sort(),
    );
    server.clock.advance(MINUTE);
    expect(await entries()).toEqual(expected);
  });
});
