import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';

const MINUTE = 60_000;
const NOW_PLAYING = `query($id: ID!) { soundZone(id: $id) { nowPlaying { track { id } startedAt announcement { message name campaign durationMs } } } }`;

describe(`messaging: messages, campaigns and their announcements (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let world: Awaited<ReturnType<typeof messagingWorld>>;
  beforeEach(async () => {
    world = await messagingWorld();
  });

  async function messagingWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, account, location, zone } = await fx.world();
    await db.update(accounts).set({ featureFlags: ['messaging_enabled'] }).where(eq(accounts.id, account.id));
    const other = await fx.soundZone(location.id);
    const stranger = await fx.world();
    await db.update(accounts).set({ featureFlags: ['messaging_enabled'] }).where(eq(accounts.id, stranger.account.id));
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const plain = await fx.world();
    return { db, fx, user, account, location, zone, other, stranger, plain, songs, playlist, token: await fx.token(user.id) };
  }

  const createMessage = (body: Record<string, unknown>, token = world.token, accountId = world.account.id) => server.rest('POST', `/api/accounts/${accountId}/messages`, { token, body });
  const createCampaign = (body: Record<string, unknown>, token = world.token) => server.rest('POST', `/api/accounts/${world.account.id}/campaigns`, { token, body });
  const today = () => server.clock.now().toISOString().slice(0, 10);
  const campaignFor = (messageId: string, zoneIds: string[], extra: Record<string, unknown> = {}) => ({
    name: 'Happy hour',
    messages: [messageId],
    sound_zones: zoneIds,
    start_date: today(),
    days: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'],
    interval_minutes: 60,
    publish: true,
    ...extra,
  });

  it('creates a message read out in a voice, reads, lists, updates and deletes it', async () => {
    const created = await createMessage({ name: 'Welcome', type: 'announcement', text: 'Welcome to the store.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Welcome', type: 'announcement', text: 'Welcome to the store.', asset: null, voice: 'sv', account: world.account.id });
    expect(created.body.duration_ms).toBeGreaterThan(500);
    const id = created.body.id as string;
    expect((await server.rest('GET', `/api/messages/${id}`, { token: world.token })).body.name).toBe('Welcome');
    await createMessage({ name: 'Closing', type: 'ad', text: 'We close soon.', voice: 'en-gb' });
    const list = await server.rest('GET', `/api/accounts/${world.account.id}/messages?sort=alphabetical&asc=true`, { token: world.token });
    expect(list.body.map((message: { name: string }) => message.name)).toEqual(['Closing', 'Welcome']);
    expect((await server.rest('GET', `/api/accounts/${world.account.id}/messages?q=%20%20clos`, { token: world.token })).body.map((message: { name: string }) => message.name)).toEqual(['Closing']);
    const updated = await server.rest('PUT', `/api/messages/${id}`, { token: world.token, body: { text: 'Welcome to the store, we are open until nine tonight.' } });
    expect(updated.body.duration_ms).toBeGreaterThan(created.body.duration_ms);
    expect((await server.rest('DELETE', `/api/messages/${id}`, { token: world.token })).status).toBe(204);
    expect((await server.rest('GET', `/api/messages/${id}`, { token: world.token })).status).toBe(404);
  }, 60_000);

  it('refuses bad input, accounts without the add-on, other accounts and anonymous callers', async () => {
    expect((await createMessage({ name: '', type: 'announcement', text: 'x' })).status).toBe(400);
    expect((await createMessage({ name: 'A', type: 'jingle', text: 'x' })).status).toBe(400);
    const noText = await createMessage({ name: 'A', type: 'ad' });
    expect(noText.status).toBe(400);
    expect(noText.body.fields).toEqual({ text: 'Cannot be empty' });
    expect((await createMessage({ name: 'A', type: 'ad', asset: 'QXNzZXQsLDE.' })).body.fields).toHaveProperty('asset');
    expect((await createMessage({ name: 'A', type: 'ad', text: 'x' }, world.plain.token, world.plain.account.id)).status).toBe(403);
    expect((await createMessage({ name: 'A', type: 'ad', text: 'x' }, world.stranger.token)).status).toBe(404);
    expect((await server.rest('GET', `/api/accounts/${world.account.id}/messages`, {})).status).toBe(401);
    const { body } = await createMessage({ name: 'Mine', type: 'ad', text: 'Hello' });
    expect((await server.rest('GET', `/api/messages/${body.id}`, { token: world.stranger.token })).status).toBe(404);
    expect((await server.rest('DELETE', `/api/messages/${body.id}`, { token: world.stranger.token })).status).toBe(404);
  }, 60_000);

  it('creates, lists, updates and deletes campaigns, with their rules', async () => {
    const { body: message } = await createMessage({ name: 'Hello', type: 'announcement', text: 'Hello' });
    const draft = await createCampaign({ ...campaignFor(message.id, []), publish: false, name: 'Draft' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', sound_zones: [], messages: [message.id] });
    expect((await createCampaign(campaignFor(message.id, []))).body.fields).toEqual({ sound_zones: 'A published campaign needs a sound zone' });
    expect((await createCampaign(campaignFor(message.id, [world.stranger.zone.id]))).body.fields).toEqual({ sound_zones: 'Must be sound zones of the account' });
    expect((await createCampaign(campaignFor(message.id, [world.zone.id], { end_date: '2000-01-01' }))).body.fields).toEqual({ end_date: 'Cannot be before the start date' });
    expect((await createCampaign(campaignFor(message.id, [world.zone.id], { interval_minutes: 2 }))).status).toBe(400);
    const active = await createCampaign(campaignFor(message.id, [world.zone.id]));
    expect(active.body.status).toBe('active');
    const list = await server.rest('GET', `/api/accounts/${world.account.id}/campaigns?sort=status`, { token: world.token });
    expect(list.body.map((campaign: { status: string }) => campaign.status)).toEqual(['active', 'draft']);
    expect((await server.rest('DELETE', `/api/messages/${message.id}`, { token: world.token })).status).toBe(409);
    const unpublished = await server.rest('PUT', `/api/campaigns/${active.body.id}`, { token: world.token, body: { status: 'draft' } });
    expect(unpublished.body.status).toBe('draft');
    expect((await server.rest('PUT', `/api/campaigns/${active.body.id}`, { token: world.stranger.token, body: { name: 'x' } })).status).toBe(404);
    expect((await server.rest('DELETE', `/api/campaigns/${active.body.id}`, { token: world.token })).status).toBe(204);
    expect((await server.rest('GET', `/api/campaigns/${active.body.id}`, { token: world.token })).status).toBe(404);
  }, 60_000);

  it('serves a message’s audio for revalidation: 304 while its ETag names it, a new ETag once its text changes', async () => {
    const { body: message } = await createMessage({ name: 'Hours', type: 'announcement', text: 'We open at nine.' });
    const audioOf = (headers: Record<string, string> = {}) => server.rest('GET', `/media/messages/${message.id}/audio?token=${world.token}`, { headers });
    const first = await audioOf();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const unchanged = await audioOf({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await audioOf({ 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await audioOf({ 'if-none-match': '"other"' })).status).toBe(200);
    await server.rest('PUT', `/api/messages/${message.id}`, { token: world.token, body: { text: 'We open at ten.' } });
    const edited = await audioOf({ 'if-none-match': etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).not.toBe(etag);
    expect((await audioOf({ 'if-none-match': edited.headers.get('etag')! })).status).toBe(304);
  }, 60_000);

  it('gives a web player the announcement next once due, keeps it when the player ends its track early, and takes its reports', async () => {
    const PLAYER_STATE = `current { track { id } streamUrl } upcoming { track { id } streamUrl }`;
    const playback = async (query: string, variables: Record<string, unknown>, token: string) => (await server.graphql(query, variables, { endpoint: 'playback', token })).body;
    const report = async (token: string, event: string, trackId: string, positionMs: number) =>
      playback(`mutation($input: ReportProgressInput!) { reportProgress(input: $input) { player { ${PLAYER_STATE} } } }`, { input: { event, trackId, positionMs } }, token);
    await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [world.zone.id], source: world.playlist.id, immediate: true } }, { token: world.token });
    const created = await playback(`mutation($input: CreatePlaybackClientInput!) { createPlaybackClient(input: $input) { token } }`, { input: { soundZoneId: world.zone.id, name: 'Chrome', description: 'Chrome 131' } }, world.token);
    const token = created.data.createPlaybackClient.token as string;
    const { body: message } = await createMessage({ name: 'Hello', type: 'announcement', text: 'Hello and welcome' });
    server.clock.advance(MINUTE);
    await createCampaign(campaignFor(message.id, [world.zone.id]));
    // Due now: the player has it next, so it fetches it before the track ends.
    const upcoming = (await playback(`query { player { ${PLAYER_STATE} } }`, {}, token)).data.player.upcoming;
    expect(upcoming.map((entry: { track: { id: string } }) => entry.track.id).slice(0, 2)).toEqual([message.id, world.songs[1]!.id]);
    expect(upcoming[0].streamUrl).toMatch(new RegExp(`/media/messages/${message.id}/audio\\?token=`));
    server.clock.advance(2 * MINUTE - 500);
    // The first track ends 3 minutes in: the player, a moment early, reports its end with the announcement already next.
    const ended = await report(token, 'FINISHED', world.songs[0]!.id, 3 * MINUTE - 500);
    expect(ended.errors).toBeUndefined();
    const state = ended.data.reportProgress.player;
    expect(state.current.track.id).toBe(message.id);
    expect(state.current.streamUrl).toMatch(new RegExp(`/media/messages/${message.id}/audio\\?token=`));
    expect(state.upcoming[0].track.id).toBe(world.songs[1]!.id);
    const started = await report(token, 'STARTED', message.id, 0);
    expect(started.errors).toBeUndefined();
    expect(started.data.reportProgress.player.current.track.id).toBe(message.id);
    server.clock.advance(message.duration_ms + 100);
    expect((await report(token, 'FINISHED', message.id, message.duration_ms)).data.reportProgress.player.current.track.id).toBe(world.songs[1]!.id);
    expect((await report(token, 'STARTED', world.stranger.account.id, 0)).errors?.[0]?.message).toBe('Unknown track');
  }, 60_000);

  it('plays the announcement in the campaign’s zones between two tracks, then the music again; other zones play on', async () => {
    const call = async (operation: string, input: Record<string, unknown>) => (await server.graphql(contractOperation(operation), { input }, { token: world.token })).body;
    await world.fx.pairedDevice(world.zone.id);
    await world.fx.pairedDevice(world.other.id);
    await call('SoundZoneAssignSource', { soundZones: [world.zone.id, world.other.id], source: world.playlist.id, immediate: true });
    const { body: message } = await createMessage({ name: 'Hello', type: 'announcement', text: 'Hello and welcome' });
    server.clock.advance(MINUTE);
    await createCampaign(campaignFor(message.id, [world.zone.id]));
    const nowPlaying = async (zoneId = world.zone.id) => (await server.graphql(NOW_PLAYING, { id: zoneId }, { token: world.token })).body.data.soundZone.nowPlaying;
    expect((await nowPlaying()).track.id).toBe(world.songs[0]!.id);
    // The first track ends 3 minutes in: the announcement plays then.
    server.clock.advance(2 * MINUTE + 100);
    expect(await nowPlaying()).toMatchObject({ track: null, announcement: { message: message.id, name: 'Hello', durationMs: message.duration_ms } });
    expect((await nowPlaying(world.other.id)).track.id).toBe(world.songs[1]!.id);
    server.clock.advance(message.duration_ms);
    expect(await nowPlaying()).toMatchObject({ track: { id: world.songs[1]!.id }, announcement: null });
    // Its speech streams to the zone's players and the account's users only.
    const audio = await server.rest('GET', `/media/messages/${message.id}/audio?token=${world.token}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await server.rest('GET', `/media/messages/${message.id}/audio`)).status).toBe(401);
    expect((await server.rest('GET', `/media/messages/${message.id}/audio?token=${world.stranger.token}`)).status).toBe(404);
  }, 60_000);
});
