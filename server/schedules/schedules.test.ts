import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';
import type { DomainEvent } from '../realtime/pubsub';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const SCHEDULE_FIELDS = `id name color permissions soundZoneCount composerType presentAs inMusicLibrary(library: $owner) slots { rrule dtstart duration playlists { id } }`;
const CREATE = `mutation($input: CreateScheduleInput!, $owner: ID!) { createSchedule(input: $input) { schedule { ${SCHEDULE_FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateScheduleInput!, $owner: ID!) { updateSchedule(input: $input) { schedule { ${SCHEDULE_FIELDS} } } }`;
const READ = `query($id: ID!, $owner: ID!) { schedule(id: $id) { ${SCHEDULE_FIELDS} } }`;
const LIBRARY = `query($owner: ID!) { library(owner: $owner) { items(first: 10, query: { kinds: [SCHEDULE] }) { edges { node { __typename ... on Schedule { id name } } } } } }`;
const PLAYING = `query($id: ID!) {
  soundZone(id: $id) {
    playFrom { __typename ... on Schedule { id } }
    nowPlaying { track { id } startedAt playFrom { __typename ... on ScheduleSource { schedule { id } playlist { id } slotId } } }
    playback { playOrder availablePlayOrders nextSlotStartsAt }
  }
}`;

const slot = (day: string, dtstart: string, hours: number, playlists: string[]) => ({ rrule: `FREQ=WEEKLY;BYDAY=${day}`, dtstart, duration: hours * HOUR, playlists });

describe(`schedules (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof scheduleWorld>>;
  beforeEach(async () => {
    // A Sunday: 13:00 in Stockholm, 07:00 in New York.
    server.clock.set('2026-11-22T12:00:00.000Z');
    world = await scheduleWorld();
  });

  async function scheduleWorld() {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, account, zone: stockholm, token } = await fx.world();
    const newYorkLocation = await fx.location(account.id, { name: 'Fifth Avenue', city: 'New York', isoCountry: 'US', timezone: 'America/New_York' });
    const newYork = await fx.soundZone(newYorkLocation.id);
    await fx.pairedDevice(stockholm.id);
    await fx.pairedDevice(newYork.id);
    const songs = await fx.tracks([{ title: 'Morning' }, { title: 'Noon' }, { title: 'Evening' }]);
    const calm = await fx.playlist([songs[0]!.id], { ownerAccountId: account.id, playbackMode: 'linear' });
    const busy = await fx.playlist([songs[1]!.id, songs[2]!.id], { ownerAccountId: account.id, playbackMode: 'linear' });
    const stranger = await fx.world();
    const foreign = await fx.playlist([songs[0]!.id], { ownerAccountId: stranger.account.id });
    return { fx, user, account, stockholm, newYork, songs, calm, busy, foreign, stranger, token };
  }

  const gql = async (query: string, variables: Record<string, unknown>, token = world.token) => (await server.graphql(query, { owner: world.account.id, ...variables }, { token })).body;
  const create = (input: Record<string, unknown>, token?: string) => gql(CREATE, { input: { owner: world.account.id, name: 'Week', ...input } }, token);
  const created = async (input: Record<string, unknown>) => {
    const body = await create(input);
    expect(body.errors).toBeUndefined();
    return body.data.createSchedule.schedule as { id: string };
  };
  const assign = async (zoneId: string, source: string) => {
    const body = await gql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zoneId], source, immediate: true } });
    expect(body.errors).toBeUndefined();
  };
  const playing = async (zoneId: string) => {
    const body = await gql(PLAYING, { id: zoneId });
    expect(body.errors).toBeUndefined();
    return body.data.soundZone;
  };
  const message = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.message;

  it('creates a schedule with its slots, lists it in the library, and its owner may edit it', async () => {
    const body = await create({ name: '  Week  ', color: '#E4572E', slots: [slot('MO', '080000', 4, [world.calm.id]), slot('MO', '120000', 2, [world.calm.id, world.busy.id])] });
    expect(body.errors).toBeUndefined();
    const schedule = body.data.createSchedule.schedule;
    expect(schedule).toMatchObject({
      name: 'Week',
      color: '#E4572E',
      permissions: ['EDIT', 'DELETE', 'DUPLICATE'],
      soundZoneCount: 0,
      composerType: 'MANUAL',
      presentAs: 'SCHEDULE',
      inMusicLibrary: true,
      slots: [
        { rrule: 'FREQ=WEEKLY;BYDAY=MO', dtstart: '080000', duration: 4 * HOUR, playlists: [{ id: world.calm.id }] },
        { rrule: 'FREQ=WEEKLY;BYDAY=MO', dtstart: '120000', duration: 2 * HOUR, playlists: [{ id: world.calm.id }, { id: world.busy.id }] },
      ],
    });
    expect((await gql(LIBRARY, {})).data.library.items.edges).toEqual([{ node: { __typename: 'Schedule', id: schedule.id, name: 'Week' } }]);
    expect((await gql(READ, { id: schedule.id })).data.schedule.slots).toHaveLength(2);
  });

  it('refuses an empty name, overlapping slots, a slot past the end of the week and a playlist of another account', async () => {
    expect((await create({ name: '   ', slots: [] })).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.name': 'Cannot be empty' } } });
    expect(message(await create({ slots: [slot('MO', '080000', 4, [world.calm.id]), slot('MO', '110000', 2, [world.busy.id])] }))).toBe('The slot overlaps another');
    // The week ends on Sunday at 06:00: a Saturday night slot may run until then, not past it.
    expect((await create({ slots: [slot('SA', '220000', 8, [world.calm.id])] })).errors).toBeUndefined();
    expect(message(await create({ slots: [slot('SA', '230000', 8, [world.calm.id])] }))).toBe('The slot runs past the end of the week');
    expect(message(await create({ slots: [slot('MO', '080000', 1, [world.foreign.id])] }))).toBe(`Unknown playlist ${world.foreign.id}`);
  });

  it('asks whoever is not signed in to sign in before creating or changing a schedule', async () => {
    const schedule = await created({ slots: [] });
    const anonymous = async (query: string, input: Record<string, unknown>) => (await server.graphql(query, { owner: world.account.id, input }, {})).body.errors?.map((error: { extensions?: { code?: string } }) => error.extensions?.code);
    expect(await anonymous(CREATE, { owner: world.account.id, name: 'Week', slots: [] })).toEqual(['UNAUTHENTICATED']);
    expect(await anonymous(UPDATE, { schedule: schedule.id, name: 'Renamed' })).toEqual(['UNAUTHENTICATED']);
  });

  it("opens by its share link for a signed-in user of another account, who may copy it but not change it or see the account's own playlists", async () => {
    const catalogue = await world.fx.playlist([world.songs[0]!.id], { ownerAccountId: null });
    const schedule = await created({ slots: [slot('MO', '080000', 1, [world.calm.id, catalogue.id])] });
    const strangerToken = world.stranger.token;
    const shared = `query($id: ID!) { schedule(id: $id) { id name permissions account { id } slots { playlists { id } } } }`;
    expect((await gql(shared, { id: schedule.id }, strangerToken)).data.schedule).toEqual({ id: schedule.id, name: 'Week', permissions: ['DUPLICATE'], account: null, slots: [{ playlists: [{ id: catalogue.id }] }] });
    expect((await gql(shared, { id: schedule.id })).data.schedule).toMatchObject({ permissions: ['EDIT', 'DELETE', 'DUPLICATE'], account: { id: world.account.id } });
    expect((await server.graphql(shared, { id: schedule.id }, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(UPDATE, { input: { schedule: schedule.id, name: 'Mine now' } }, strangerToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The copy plays what the stranger's account may play: a slot of the owner's own playlist is refused.
    const copy = (slots: unknown[]) => gql(CREATE, { owner: world.stranger.account.id, input: { owner: world.stranger.account.id, name: 'Copied', copyOf: schedule.id, slots } }, strangerToken);
    expect(message(await copy([]))).toBe(`Unknown playlist ${world.calm.id}`);
    expect((await copy([slot('MO', '080000', 1, [catalogue.id])])).data.createSchedule.schedule).toMatchObject({ name: 'Copied', permissions: ['EDIT', 'DELETE', 'DUPLICATE'] });
  });

  it('plays in each zone the slot of its local time, from the slot’s start, and says when the next one starts', async () => {
    // Sunday 12:00 to 14:00 and 07:00 to 08:00, local time wherever the zone is.
    const schedule = await created({ slots: [slot('SU', '120000', 2, [world.busy.id]), slot('SU', '070000', 1, [world.calm.id])] });
    await assign(world.stockholm.id, schedule.id);
    await assign(world.newYork.id, schedule.id);

    const stockholm = await playing(world.stockholm.id);
    expect(stockholm.playFrom).toEqual({ __typename: 'Schedule', id: schedule.id });
    expect(stockholm.nowPlaying.playFrom).toMatchObject({ __typename: 'ScheduleSource', schedule: { id: schedule.id }, playlist: { id: world.busy.id } });
    expect(stockholm.playback).toEqual({ playOrder: 'AUTO', availablePlayOrders: ['AUTO'], nextSlotStartsAt: '2026-11-29T06:00:00.000Z' });
    const newYork = await playing(world.newYork.id);
    expect(newYork.nowPlaying).toMatchObject({ track: { id: world.songs[0]!.id }, playFrom: { playlist: { id: world.calm.id } } });
    expect(newYork.playback.nextSlotStartsAt).toBe('2026-11-22T17:00:00.000Z');
    expect((await gql(READ, { id: schedule.id })).data.schedule.soundZoneCount).toBe(2);

    // 09:00 in New York, between its slots: silence. Then 12:02, two minutes into its noon slot.
    server.clock.set('2026-11-22T14:00:00.000Z');
    world.token = await world.fx.token(world.user.id);
    expect((await playing(world.newYork.id)).nowPlaying).toBeNull();
    expect((await playing(world.stockholm.id)).nowPlaying).toBeNull();
    server.clock.set('2026-11-22T17:02:00.000Z');
    world.token = await world.fx.token(world.user.id);
    expect((await playing(world.newYork.id)).nowPlaying).toMatchObject({ track: { id: world.songs[1]!.id }, startedAt: '2026-11-22T17:00:00.000Z', playFrom: { playlist: { id: world.busy.id } } });
  });

  it('tells the zones playing it when its slots are saved, and they play the new slots', async () => {
    const schedule = await created({ slots: [slot('SU', '120000', 2, [world.busy.id])] });
    await assign(world.stockholm.id, schedule.id);
    const events: DomainEvent[] = [];
    const stop = server.app.services.pubsub.onEvent((event) => void events.push(event));
    server.clock.advance(MINUTE);
    const body = await gql(UPDATE, { input: { schedule: schedule.id, slots: [slot('SU', '120000', 2, [world.calm.id])] } });
    expect(body.errors).toBeUndefined();
    await expect.poll(() => events.map((event) => `${event.entity}:${event.type}:${event.id}`)).toEqual(
      expect.arrayContaining([`schedule:update:${schedule.id}`, `slot_set:update:${schedule.id}`, `sound_zone:playback_state_change:${world.stockholm.id}`]),
    );
    stop();
    expect((await playing(world.stockholm.id)).nowPlaying.playFrom.playlist).toEqual({ id: world.calm.id });
  });

  it('copies a schedule into the same account with its slots', async () => {
    const original = await created({ slots: [slot('TU', '090000', 3, [world.calm.id])] });
    const copy = await created({ name: 'Copy', copyOf: original.id, slots: [] });
    expect(copy.id).not.toBe(original.id);
    expect((await gql(READ, { id: copy.id })).data.schedule.slots).toEqual([{ rrule: 'FREQ=WEEKLY;BYDAY=TU', dtstart: '090000', duration: 3 * HOUR, playlists: [{ id: world.calm.id }] }]);
  });
});
