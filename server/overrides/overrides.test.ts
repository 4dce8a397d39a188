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
import { newId } from '../db/ids';
import { playbackOverrides, schedules } from '../db/schema';
import { decodeId } from '../../src/domain/ids';

const HOUR = 3_600_000;

const OVERRIDE = `id name startDate endDate createdAt source { __typename ... on Node { id } } target { kind soundZones { id } locations { id } } soundZones { id }`;
const CREATE = `mutation($input: CreatePlaybackOverrideInput!) { createPlaybackOverride(input: $input) { playbackOverride { ${OVERRIDE} } } }`;
const UPDATE = `mutation($input: UpdatePlaybackOverrideInput!) { updatePlaybackOverride(input: $input) { playbackOverride { ${OVERRIDE} } } }`;
const DELETE = `mutation($input: DeletePlaybackOverrideInput!) { deletePlaybackOverride(input: $input) { deletedId } }`;
const LIST = `query($account: ID!, $includeEnded: Boolean) { playbackOverrides(account: $account, includeEnded: $includeEnded) { id name } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on PlaybackOverride { id name } } }`;
const PLAYING = `query($id: ID!) {
  soundZone(id: $id) {
    nowPlaying { track { id } startedAt playFrom { __typename ... on Playlist { id } ... on ScheduleSource { schedule { id } playlist { id } } } }
    playback { activeOverride { override { id name } endsAt } }
  }
}`;

describe(`holiday and campaign overrides (${testDatabaseKind()})`, () => {
  let server: TestServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  let world: Awaited<ReturnType<typeof overrideWorld>>;
  beforeEach(async () => {
    // A Sunday: 13:00 in Stockholm, 07:00 in New York.
    server.clock.set('2026-11-22T12:00:00.000Z');
    world = await overrideWorld();
  });

  /** An account with a zone in Stockholm and two in New York, each playing its own playlist, and a stranger. */
  async function overrideWorld() {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, account, location: stockholmLocation, zone: stockholm, token } = await fx.world();
    const newYorkLocation = await fx.location(account.id, { name: 'Fifth Avenue', city: 'New York', isoCountry: 'US', timezone: 'America/New_York' });
    const newYork = await fx.soundZone(newYorkLocation.id);
    const newYorkBack = await fx.soundZone(newYorkLocation.id, { name: 'Back room' });
    for (const zone of [stockholm, newYork, newYorkBack]) await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([{ title: 'Everyday' }, { title: 'Jingle' }, { title: 'Sale' }, { title: 'Weekly' }]);
    const everyday = await fx.playlist([songs[0]!.id], { ownerAccountId: account.id });
    const christmas = await fx.playlist([songs[1]!.id], { ownerAccountId: account.id });
    const campaign = await fx.playlist([songs[2]!.id], { ownerAccountId: account.id });
    const weekly = await fx.playlist([songs[3]!.id], { ownerAccountId: account.id });
    const stranger = await fx.world();
    const foreign = await fx.playlist([songs[0]!.id], { ownerAccountId: stranger.account.id });
    for (const zone of [stockholm, newYork, newYorkBack]) {
      const body = (await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: everyday.id, immediate: true } }, { token })).body;
      expect(body.errors).toBeUndefined();
    }
    return { fx, user, account, stockholmLocation, newYorkLocation, stockholm, newYork, newYorkBack, songs, everyday, christmas, campaign, weekly, stranger, foreign, token };
  }

  const gql = async (query: string, variables: Record<string, unknown>, token = world.token) => (await server.graphql(query, variables, { token })).body;
  const input = (fields: Record<string, unknown> = {}) => ({ account: world.account.id, name: 'Christmas', startDate: '2026-12-20', endDate: '2026-12-26', source: world.christmas.id, target: { kind: 'ACCOUNT' }, ...fields });
  const create = (fields: Record<string, unknown> = {}, token?: string) => gql(CREATE, { input: input(fields) }, token);
  const created = async (fields: Record<string, unknown> = {}) => {
    const body = await create(fields);
    expect(body.errors).toBeUndefined();
    return body.data.createPlaybackOverride.playbackOverride as { id: string; name: string };
  };
  const playing = async (zoneId: string) => {
    // The token of a moment ago: tests move the clock by days.
    world.token = await world.fx.token(world.user.id);
    const body = await gql(PLAYING, { id: zoneId });
    expect(body.errors).toBeUndefined();
    return body.data.soundZone;
  };
  const problem = (body: { errors?: { message: string; extensions?: { exception?: { validationErrors?: Record<string, string> } } }[] }) => [
    body.errors?.[0]?.message,
    body.errors?.[0]?.extensions?.exception?.validationErrors,
  ];

  it('creates an override for locations, lists it, reads it by id, changes it and deletes it', async () => {
    const body = await create({ name: '  Christmas week  ', target: { kind: 'LOCATIONS', ids: [world.newYorkLocation.id] } });
    expect(body.errors).toBeUndefined();
    const override = body.data.createPlaybackOverride.playbackOverride;
    expect(override).toMatchObject({
      name: 'Christmas week',
      startDate: '2026-12-20',
      endDate: '2026-12-26',
      createdAt: '2026-11-22T12:00:00.000Z',
      source: { __typename: 'Playlist', id: world.christmas.id },
      target: { kind: 'LOCATIONS', soundZones: [], locations: [{ id: world.newYorkLocation.id }] },
    });
    expect(override.soundZones.map((zone: { id: string }) => zone.id).sort()).toEqual([world.newYork.id, world.newYorkBack.id].sort());
    expect((await gql(LIST, { account: world.account.id })).data.playbackOverrides).toEqual([{ id: override.id, name: 'Christmas week' }]);
    expect((await gql(NODE, { id: override.id })).data.node).toEqual({ __typename: 'PlaybackOverride', id: override.id, name: 'Christmas week' });

    const changed = await gql(UPDATE, { input: { id: override.id, name: 'Campaign', startDate: '2026-12-01', endDate: '2026-12-03', source: world.campaign.id, target: { kind: 'SOUND_ZONES', ids: [world.stockholm.id] } } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updatePlaybackOverride.playbackOverride).toMatchObject({ name: 'Campaign', startDate: '2026-12-01', source: { id: world.campaign.id }, target: { kind: 'SOUND_ZONES', soundZones: [{ id: world.stockholm.id }] }, soundZones: [{ id: world.stockholm.id }] });

    expect((await gql(DELETE, { input: { id: override.id } })).data.deletePlaybackOverride).toEqual({ deletedId: override.id });
    expect((await gql(LIST, { account: world.account.id })).data.playbackOverrides).toEqual([]);
    expect((await gql(NODE, { id: override.id })).data.node).toBeNull();
  });

  it('refuses an empty name, a range backwards, longer than 366 days or already over, and a source the account may not play', async () => {
    expect(problem(await create({ name: '   ' }))[1]).toEqual({ 'input.name': 'Cannot be empty' });
    expect(problem(await create({ startDate: '2026-12-26', endDate: '2026-12-20' }))).toEqual(['An override cannot end before it starts', { 'input.endDate': 'Must not be before the start date' }]);
    // The last date at most 366 days after the first: 2 January of the next year, from 1 January.
    expect((await create({ startDate: '2027-01-01', endDate: '2028-01-02' })).errors).toBeUndefined();
    expect(problem(await create({ startDate: '2027-01-01', endDate: '2028-01-03' }))).toEqual(['An override lasts at most 366 days', { 'input.endDate': 'Must be at most 366 days after the start date' }]);
    // It is noon UTC: yesterday has just ended in the last time zone (UTC-12), where today has begun.
    expect((await create({ startDate: '2026-11-22', endDate: '2026-11-22' })).errors).toBeUndefined();
    expect(problem(await create({ startDate: '2026-11-21', endDate: '2026-11-21' }))).toEqual(['The override has already ended', { 'input.endDate': 'Has already ended' }]);
    expect(problem(await create({ source: world.foreign.id }))).toEqual([`Unknown source ${world.foreign.id}`, { 'input.source': 'Invalid' }]);
    expect(problem(await create({ source: world.songs[0]!.id }))[0]).toBe(`Unknown source ${world.songs[0]!.id}`);
  });

  it('refuses targets outside the account, ids for the whole account and an empty list', async () => {
    expect(problem(await create({ target: { kind: 'SOUND_ZONES', ids: [world.stockholm.id, world.stranger.zone.id] } }))).toEqual([`Unknown sound zone ${world.stranger.zone.id}`, { 'input.target.ids.1': 'Invalid' }]);
    expect(problem(await create({ target: { kind: 'LOCATIONS', ids: [world.stranger.location.id] } }))).toEqual([`Unknown location ${world.stranger.location.id}`, { 'input.target.ids.0': 'Invalid' }]);
    expect(problem(await create({ target: { kind: 'LOCATIONS', ids: [world.stockholm.id] } }))[0]).toBe(`Unknown location ${world.stockholm.id}`);
    expect(problem(await create({ target: { kind: 'ACCOUNT', ids: [world.stockholm.id] } }))).toEqual(['An override of the whole account lists no ids', { 'input.target.ids': 'Must be empty for the whole account' }]);
    expect(problem(await create({ target: { kind: 'SOUND_ZONES', ids: [] } }))).toEqual(['Choose at least one sound zone', { 'input.target.ids': 'Cannot be empty' }]);
  });

  it('lets a location user override their own locations only, and shows them only those and the account’s', async () => {
    const local = await world.fx.user();
    await world.fx.membership(world.account.id, local.id, { locationIds: [world.newYorkLocation.id] });
    const localToken = await world.fx.token(local.id);
    const accountWide = await created();
    const stockholmOnly = await created({ name: 'Lucia', target: { kind: 'LOCATIONS', ids: [world.stockholmLocation.id] } });
    expect((await create({ name: 'Mine', target: { kind: 'LOCATIONS', ids: [world.newYorkLocation.id] } }, localToken)).errors).toBeUndefined();
    expect((await create({ name: 'Theirs', target: { kind: 'LOCATIONS', ids: [world.stockholmLocation.id] } }, localToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await create({ name: 'Everything' }, localToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(DELETE, { input: { id: accountWide.id } }, localToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(DELETE, { input: { id: stockholmOnly.id } }, localToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(LIST, { account: world.account.id }, localToken)).data.playbackOverrides.map((each: { name: string }) => each.name)).toEqual(['Christmas', 'Mine']);
    // A paired player may control its zone, but not the account's overrides.
    const device = await world.fx.pairedDevice((await world.fx.soundZone(world.stockholmLocation.id)).id);
    expect((await create({}, await world.fx.token(device.id, 'interactive_device'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists overrides over everywhere only when asked', async () => {
    const db = server.app.services.db;
    const id = await newId(db, 'PlaybackOverride', decodeId(world.account.id) ?? []);
    await db.insert(playbackOverrides).values({ id, accountId: world.account.id, name: 'Summer', startDate: '2026-07-01', endDate: '2026-07-31', sourceType: 'collection', sourceId: world.campaign.id, targetKind: 'ACCOUNT' });
    await created();
    expect((await gql(LIST, { account: world.account.id })).data.playbackOverrides.map((each: { name: string }) => each.name)).toEqual(['Christmas']);
    expect((await gql(LIST, { account: world.account.id, includeEnded: true })).data.playbackOverrides.map((each: { name: string }) => each.name)).toEqual(['Summer', 'Christmas']);
  });

  it('begins at local midnight in each zone’s time zone and says when it ends there', async () => {
    const christmas = await created();
    // A minute past midnight on the first day in Stockholm, still 18:01 the day before in New York.
    server.clock.set('2026-12-19T23:01:00.000Z');
    const stockholm = await playing(world.stockholm.id);
    expect(stockholm.playback.activeOverride).toEqual({ override: { id: christmas.id, name: 'Christmas' }, endsAt: '2026-12-26T23:00:00.000Z' });
    expect(stockholm.nowPlaying).toMatchObject({ track: { id: world.songs[1]!.id }, startedAt: '2026-12-19T23:00:00.000Z', playFrom: { __typename: 'Playlist', id: world.christmas.id } });
    const newYork = await playing(world.newYork.id);
    expect(newYork.playback.activeOverride).toBeNull();
    expect(newYork.nowPlaying.playFrom).toEqual({ __typename: 'Playlist', id: world.everyday.id });
    // 00:30 in New York.
    server.clock.set('2026-12-20T05:30:00.000Z');
    expect((await playing(world.newYork.id)).playback.activeOverride).toEqual({ override: { id: christmas.id, name: 'Christmas' }, endsAt: '2026-12-27T05:00:00.000Z' });
  });

  it('ends at local midnight after a range holding the daylight-saving switch', async () => {
    const easter = await created({ name: 'Easter', startDate: '2027-03-22', endDate: '2027-04-04' });
    server.clock.set('2027-03-22T12:00:00.000Z');
    // Begun in winter time (UTC+1), it ends in summer time (UTC+2) in Stockholm, and in New York at EDT.
    expect((await playing(world.stockholm.id)).playback.activeOverride).toEqual({ override: { id: easter.id, name: 'Easter' }, endsAt: '2027-04-04T22:00:00.000Z' });
    expect((await playing(world.newYork.id)).playback.activeOverride.endsAt).toBe('2027-04-05T04:00:00.000Z');
  });

  it('lets the zone’s own override beat the location’s, the location’s beat the account’s, and the later created win among equals', async () => {
    await created({ name: 'Account' });
    server.clock.advance(1000);
    await created({ name: 'Location', source: world.campaign.id, target: { kind: 'LOCATIONS', ids: [world.newYorkLocation.id] } });
    server.clock.advance(1000);
    await created({ name: 'Zone', source: world.weekly.id, target: { kind: 'SOUND_ZONES', ids: [world.newYorkBack.id] } });
    server.clock.advance(1000);
    // Created before it, account-wide again: still the narrower ones win where they apply.
    await created({ name: 'Account later' });
    server.clock.set('2026-12-22T12:00:00.000Z');
    const decider = async (zoneId: string) => (await playing(zoneId)).playback.activeOverride.override.name;
    expect(await decider(world.stockholm.id)).toBe('Account later');
    expect(await decider(world.newYork.id)).toBe('Location');
    expect(await decider(world.newYorkBack.id)).toBe('Zone');
    expect((await playing(world.newYorkBack.id)).nowPlaying.playFrom).toEqual({ __typename: 'Playlist', id: world.weekly.id });
  });

  it('plays a schedule’s slots while it applies, and the zone’s own weekly schedule again after it', async () => {
    const db = server.app.services.db;
    const schedule = async (name: string, playlist: string) => {
      const id = await newId(db, 'Schedule', decodeId(world.account.id) ?? []);
      const slots = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'].map((day) => ({ id: `${id}-${day}`, dtstart: '090000', durationMs: 12 * HOUR, rrule: `FREQ=WEEKLY;BYDAY=${day}`, collections: [playlist] }));
      await db.insert(schedules).values({ id, ownerAccountId: world.account.id, name, slots });
      return id;
    };
    const week = await schedule('Week', world.weekly.id);
    const holidays = await schedule('Holidays', world.christmas.id);
    const assigned = await gql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [world.stockholm.id], source: week, immediate: true } });
    expect(assigned.errors).toBeUndefined();
    await created({ source: holidays, target: { kind: 'SOUND_ZONES', ids: [world.stockholm.id] } });

    // 09:01 in Stockholm on a holiday: the holiday schedule's 09:00 slot.
    server.clock.set('2026-12-22T08:01:00.000Z');
    expect((await playing(world.stockholm.id)).nowPlaying).toMatchObject({ startedAt: '2026-12-22T08:00:00.000Z', playFrom: { __typename: 'ScheduleSource', schedule: { id: holidays }, playlist: { id: world.christmas.id } } });
    // The day after the last: the weekly schedule's slot again, from its start.
    server.clock.set('2026-12-27T08:01:00.000Z');
    const after = await playing(world.stockholm.id);
    expect(after.playback.activeOverride).toBeNull();
    expect(after.nowPlaying).toMatchObject({ startedAt: '2026-12-27T08:00:00.000Z', playFrom: { __typename: 'ScheduleSource', schedule: { id: week }, playlist: { id: world.weekly.id } } });
  });

  function watch(name: string, variables: Record<string, unknown>, token = world.token) {
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

  // On the PostgreSQL project this misses the wake-up so far (not yet understood; see the branch's report).
  it('wakes the zone’s watchers when an override begins at local midnight', async () => {
    await created();
    // A second before midnight in Stockholm: the watchers' timers are set for the override's start.
    server.clock.set('2026-12-19T22:59:59.000Z');
    world.token = await world.fx.token(world.user.id);
    const nowPlaying = watch('NowPlayingUpdate', { input: { soundZone: world.stockholm.id } });
    const playback = watch('PlaybackUpdate', { input: { soundZone: world.stockholm.id } });
    // Subscriptions start listening asynchronously: a moment for both to read the zone first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.clock.advance(2000);
    expect(await arrival(nowPlaying, (result) => result.data?.nowPlayingUpdate.nowPlaying.track.id === world.songs[1]!.id, 4000)).not.toBeNull();
    // Nobody changed anything: the timer's look alone tells the playback's watcher.
    expect(await arrival(playback, (result) => !!result.data?.playbackUpdate, 4000)).not.toBeNull();
  });

  it('tells the zones’ watchers at once when an override is created, and the account’s watchers of every change', async () => {
    server.clock.set('2026-12-22T12:00:00.000Z');
    world.token = await world.fx.token(world.user.id);
    const nowPlaying = watch('NowPlayingUpdate', { input: { soundZone: world.newYork.id } });
    const playback = watch('PlaybackUpdate', { input: { soundZone: world.newYork.id } });
    const overrides = watch('PlaybackOverrideUpdate', { input: { account: world.account.id } });
    const stranger = watch('PlaybackOverrideUpdate', { input: { account: world.account.id } }, await world.fx.token(world.stranger.user.id));
    // Subscriptions start listening asynchronously: a first override, deleted again, until the list's watcher hears of it.
    await untilSeen(overrides, async (attempt) => {
      const probe = await created({ name: `Probe ${attempt}`, target: { kind: 'SOUND_ZONES', ids: [world.stockholm.id] } });
      await gql(DELETE, { input: { id: probe.id } });
    });
    const campaign = await created({ name: 'Campaign', source: world.campaign.id, target: { kind: 'LOCATIONS', ids: [world.newYorkLocation.id] } });
    const told = await arrival(nowPlaying, (result) => result.data?.nowPlayingUpdate.nowPlaying.track.id === world.songs[2]!.id);
    expect(told?.data.nowPlayingUpdate.nowPlaying).toMatchObject({ soundZone: world.newYork.id, track: { id: world.songs[2]!.id, title: 'Sale' } });
    expect(await arrival(playback, (result) => !!result.data?.playbackUpdate)).not.toBeNull();
    expect(await arrival(overrides, (result) => result.data?.playbackOverrideUpdate.id === campaign.id)).toMatchObject({ data: { playbackOverrideUpdate: { id: campaign.id, playbackOverride: { id: campaign.id, name: 'Campaign' } } } });

    await gql(DELETE, { input: { id: campaign.id } });
    expect(await arrival(overrides, (result) => result.data?.playbackOverrideUpdate.id === campaign.id && result.data.playbackOverrideUpdate.playbackOverride === null)).not.toBeNull();
    expect(await arrival(nowPlaying, (result) => result.data?.nowPlayingUpdate.nowPlaying.track.id === world.songs[0]!.id)).not.toBeNull();
    expect(JSON.stringify(stranger)).toContain('NOT_FOUND');
  });
});
