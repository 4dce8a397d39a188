import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROMPT_TRACK_COUNT, promptMessages } from '../../src/domain/musicTags';
import { accounts, artists, blockedTracks } from '../db/schema';
import { newId } from '../db/ids';
import { fixtures } from '../testing/fixtures';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';

// The contract's operations, as the web app and partners send them.
const PROMPT = contractOperation('GetTracksFromPrompt');
const CREATE_CONTRACT = contractOperation('CreateStation');
const CREATE = `mutation($input: CreateStationInput!) { createStation(input: $input) { playlist { id name presentAs composerType
  composer { __typename ... on RecipeComposer { tagGroups { id title tags { slug title } } } ... on SeedComposer { seeds { id } } }
  tracks(first: 500) { total edges { node { id } } } } } }`;
const STATION = `query($id: ID!, $library: ID!) { station(id: $id) { id name seeds { ... on Track { id } } inMusicLibrary(library: $library) } }`;
const LIBRARY = `query($owner: ID!) { library(owner: $owner) { ids } }`;

describe(`tracks from a prompt and stations (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof musicWorld>>;
  beforeAll(async () => {
    server = await startTestServer();
    world = await musicWorld();
  });
  afterAll(() => server.close());

  async function musicWorld() {
    const db = server.app.services.db;
    const fx = fixtures(db, server.app.services.tokens);
    const { user, account, zone, token } = await fx.world();
    await fx.pairedDevice(zone.id);
    const jazz = await fx.tracks([
      { title: 'Blue Hour', tags: ['jazz', 'mellow', 'slow', 'instrumental', '80s'] },
      { title: 'Brass Parade', tags: ['jazz', 'upbeat', 'fast', 'vocal', '90s'] },
      { title: 'Smoky Room', tags: ['jazz', 'mellow', 'slow', 'vocal', '90s'], explicit: true },
      { title: 'Only in Norway', tags: ['jazz', 'mellow', 'slow', 'vocal', '90s'], markets: ['NO'] },
      { title: 'Blocked Ballad', tags: ['jazz', 'mellow', 'slow', 'vocal', '90s'] },
    ]);
    const rock = await fx.tracks([
      { title: 'Loud Engine', tags: ['rock', 'energetic', 'fast', 'vocal', '10s'] },
      { title: 'Garage Lights', tags: ['rock', 'upbeat', 'fast', 'vocal', '00s'] },
    ]);
    await db.update(artists).set({ name: 'Marta Velvet' }).where(eq(artists.id, rock[0]!.artistIds[0]!));
    const free = await fx.tracks([{ title: 'Free Jazz Loop', tags: ['jazz', 'mellow', 'slow', 'instrumental', '20s'] }]);
    await db.update(artists).set({ royaltyFree: true }).where(eq(artists.id, free[0]!.artistIds[0]!));
    await db.insert(blockedTracks).values({ id: await newId(db, 'BlockedTrack'), parentId: account.id, accountId: account.id, trackId: jazz[4]!.id, reasons: ['dislike'] });
    const seedPlaylist = await fx.playlist([rock[0]!.id, rock[1]!.id], { ownerAccountId: account.id, name: 'Rock seeds' });
    const other = await fx.account({ businessName: 'Elsewhere' });
    const foreignPlaylist = await fx.playlist([rock[0]!.id], { ownerAccountId: other.id });
    return { db, user, account, zone, token, jazz, rock, free, seedPlaylist, foreignPlaylist };
  }

  const setAccount = (values: Partial<typeof accounts.$inferInsert>) => world.db.update(accounts).set(values).where(eq(accounts.id, world.account.id));
  beforeEach(() => setAccount({ plan: 'unlimited', tier: 'tier-3', settings: {} }));

  const call = async (text: string, variables: Record<string, unknown>) => (await server.graphql(text, variables, { token: world.token })).body;
  async function data(text: string, variables: Record<string, unknown>) {
    const body = await call(text, variables);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  async function failure(text: string, variables: Record<string, unknown>) {
    const [error] = (await call(text, variables)).errors ?? [];
    return { code: error?.extensions?.code, message: error?.message, fields: error?.extensions?.exception?.validationErrors };
  }
  const titles = async (prompt: string, market = 'SE') => (await data(PROMPT, { prompt, market })).getTracksFromPrompt.tracks.map((track: { title: string }) => track.title);
  const create = (input: Record<string, unknown>) => call(CREATE, { input: { owner: world.account.id, name: 'My station', ...input } });

  describe('getTracksFromPrompt', () => {
    it('ranks the tracks whose genre, mood and tempo the prompt names first, and names the playlist after them', async () => {
      const { getTracksFromPrompt } = await data(PROMPT, { prompt: 'Some slow, mellow jazz for dinner', market: 'SE' });
      expect(getTracksFromPrompt.title).toBe('Mellow Elegant Slow Jazz');
      expect(getTracksFromPrompt.description).toBe('Made for “Some slow, mellow jazz for dinner”.');
      expect(getTracksFromPrompt.tracks.map((track: { title: string }) => track.title)).toEqual(['Blue Hour', 'Smoky Room', 'Brass Parade']);
    });

    it('reads decades, energy words and "no vocals"', async () => {
      expect((await titles('1980s jazz'))[0]).toBe('Blue Hour');
      expect(await titles('high energy rock')).toEqual(['Loud Engine', 'Garage Lights']);
      expect((await titles('jazz with no vocals'))[0]).toBe('Blue Hour');
    });

    it('finds an artist the prompt names', async () => {
      expect((await titles('something like marta velvet'))[0]).toBe('Loud Engine');
    });

    it('matches the words it does not understand against titles', async () => {
      expect(await titles('garage')).toEqual(['Garage Lights']);
      expect(await titles('zzyzx qwerty')).toEqual([]);
    });

    it('leaves out tracks outside the market, blocked for the account, and royalty-free artists', async () => {
      expect(await titles('mellow jazz')).not.toEqual(expect.arrayContaining(['Only in Norway']));
      expect(await titles('mellow jazz', 'NO')).toEqual(expect.arrayContaining(['Only in Norway']));
      expect(await titles('mellow jazz', 'ZZ')).not.toContain('Blocked Ballad');
      expect(await titles('mellow jazz', 'ZZ')).not.toContain('Free Jazz Loop');
    });

    it("hides explicit tracks when the account's explicit filter is on", async () => {
      expect(await titles('mellow jazz')).toContain('Smoky Room');
      await setAccount({ settings: { filter_explicit: true } });
      expect(await titles('mellow jazz')).not.toContain('Smoky Room');
    });

    it('gives the same list for the same prompt, at most the suggestion size', async () => {
      const first = await titles('upbeat fast music');
      expect(await titles('upbeat fast music')).toEqual(first);
      expect(first.length).toBeLessThanOrEqual(PROMPT_TRACK_COUNT);
    });

    it("refuses an empty prompt with 'Cannot be empty'", async () => {
      expect(await failure(PROMPT, { prompt: '   ' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { prompt: 'Cannot be empty' } });
    });
  });

  describe('createStation', () => {
    it('stores a station from tags, a recipe of tag groups, in the library, and Query.station resolves it', async () => {
      const { createStation } = (await create({ tags: ['jazz', 'mellow'] })).data;
      expect(createStation.playlist).toMatchObject({
        name: 'My station',
        presentAs: 'STATION',
        composerType: 'RECIPE',
        composer: {
          __typename: 'RecipeComposer',
          tagGroups: [
            { id: 'genre', title: 'Genres', tags: [{ slug: 'jazz', title: 'Jazz' }] },
            { id: 'mood', title: 'Moods', tags: [{ slug: 'mellow', title: 'Mellow' }] },
          ],
        },
      });
      const ids = createStation.playlist.tracks.edges.map((edge: { node: { id: string } }) => edge.node.id);
      // Every zone filters by market and explicit as it plays; the account's blocks and royalty-free never enter.
      expect(new Set(ids)).toEqual(new Set([world.jazz[0]!.id, world.jazz[1]!.id, world.jazz[2]!.id, world.jazz[3]!.id]));
      expect((await data(LIBRARY, { owner: world.account.id })).library.ids).toContain(createStation.playlist.id);
      const { station } = await data(STATION, { id: createStation.playlist.id, library: world.account.id });
      expect(station).toEqual({ id: createStation.playlist.id, name: 'My station', seeds: [], inMusicLibrary: true });
    });

    it('is left out of the library when asked', async () => {
      const { createStation } = await data(CREATE_CONTRACT, { input: { owner: world.account.id, name: 'Rock', tags: ['rock'], addToLibrary: false } });
      expect(createStation.playlist).toMatchObject({ name: 'Rock', presentAs: 'STATION', composerType: 'RECIPE' });
      expect((await data(LIBRARY, { owner: world.account.id })).library.ids).not.toContain(createStation.playlist.id);
    });

    it("grows a station from a playlist of the account: its first tracks are the seeds, then tracks like them", async () => {
      const { createStation } = (await create({ seedPlaylist: world.seedPlaylist.id })).data;
      expect(createStation.playlist.composerType).toBe('SEED');
      expect(createStation.playlist.composer.seeds).toEqual([{ id: world.rock[0]!.id }, { id: world.rock[1]!.id }]);
      expect(createStation.playlist.tracks.edges.slice(0, 2).map((edge: { node: { id: string } }) => edge.node.id)).toEqual([world.rock[0]!.id, world.rock[1]!.id]);
      const { station } = await data(STATION, { id: createStation.playlist.id, library: world.account.id });
      expect(station.seeds).toEqual([{ id: world.rock[0]!.id }, { id: world.rock[1]!.id }]);
    });

    it("does not grow from another account's playlist", async () => {
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'x', seedPlaylist: world.foreignPlaylist.id } })).code).toBe('NOT_FOUND');
    });

    it('makes a station from a prompt with the tags it names', async () => {
      const { createStation } = (await create({ prompt: 'energetic rock' })).data;
      expect(createStation.playlist.composer.tagGroups.map((group: { id: string }) => group.id)).toEqual(['genre', 'mood']);
      expect(createStation.playlist.tracks.edges[0].node.id).toBe(world.rock[0]!.id);
    });

    it('checks its input: a name, known tags, something to grow from, some matching track', async () => {
      expect(await failure(CREATE, { input: { owner: world.account.id, name: '  ', tags: ['jazz'] } })).toMatchObject({ fields: { 'input.name': 'Cannot be empty' } });
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'x', tags: ['polka'] } })).fields['input.tags']).toMatch(/^Must be one of: jazz, /);
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'x', tags: [] } })).toMatchObject({ fields: { 'input.tags': promptMessages.noTags } });
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'x' } })).toMatchObject({ message: promptMessages.noSource });
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'x', prompt: 'zzyzx' } })).toMatchObject({ fields: { 'input.prompt': promptMessages.noTracks } });
    });

    it('is refused to the starter plan and to royalty-free accounts', async () => {
      await setAccount({ plan: 'starter', tier: 'tier-1' });
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'x', tags: ['jazz'] } })).toMatchObject({ code: 'FORBIDDEN', message: promptMessages.starter });
      await setAccount({ plan: 'royalty-free', tier: 'tier-1' });
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'x', tags: ['jazz'] } })).toMatchObject({ code: 'FORBIDDEN', message: promptMessages.royaltyFree });
    });

    it('plays in a zone of the account as a source', async () => {
      const { createStation } = (await create({ tags: ['rock'] })).data;
      const assigned = await call(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [world.zone.id], source: createStation.playlist.id, immediate: true } });
      expect(assigned).toEqual({ data: { soundZoneAssignSource: { soundZones: [world.zone.id] } } });
      const { soundZone } = await data(`query($id: ID!) { soundZone(id: $id) { playFrom { ... on Playlist { id presentAs } } nowPlaying { track { id } } } }`, { id: world.zone.id });
      expect(soundZone.playFrom).toEqual({ id: createStation.playlist.id, presentAs: 'STATION' });
      expect([world.rock[0]!.id, world.rock[1]!.id]).toContain(soundZone.nowPlaying.track.id);
    });

    it('is not a station when it is a plain playlist', async () => {
      expect((await failure(STATION, { id: world.seedPlaylist.id, library: world.account.id })).code).toBe('NOT_FOUND');
    });
  });
});
