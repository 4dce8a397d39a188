import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { arrival } from '../testing/arrivals';
import { watchSubscription } from '../testing/subscriptionWatcher';
import { recordEvents } from '../accounts/testWorld';
import { contractOperation, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from '../music/testCatalogue';
import type { TestCatalogue } from '../music/testCatalogue';
import { libraryItems } from '../db/schema';
import { encodeId } from '../../src/domain/ids';

const LIBRARY = `query($owner: ID!) { library(owner: $owner) { owner version ids } }`;
const ADD = `mutation($owner: ID!, $items: [LibraryItemInput!]!) { addToLibrary(owner: $owner, input: { items: $items }) { owner version ids } }`;
const REMOVE = `mutation($owner: ID!, $ids: [ID!]!) { removeFromLibrary(owner: $owner, input: { itemIds: $ids }) { owner version ids } }`;
const ITEMS = `query($owner: ID!, $first: Int, $after: String, $query: LibraryItemsQuery) {
  library(owner: $owner) { items(first: $first, after: $after, query: $query) { total pageInfo { hasNextPage endCursor } edges { cursor addedAt node { __typename ... on Playlist { name } } } } }
}`;

describe(`the library (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  const clients: Client[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    music = await testCatalogue(server.app.services.db);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  async function query<T = any>(text: string, variables: Record<string, unknown> = {}, role: Role = 'owner') {
    return (await server.graphql<T>(text, variables, { token: world.tokens[role] })).body;
  }
  async function data<T = any>(text: string, variables: Record<string, unknown> = {}, role: Role = 'owner'): Promise<T> {
    const body = await query<T>(text, variables, role);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  const codes = (body: { errors?: { extensions?: Record<string, any> }[] }) => body.errors?.map((error) => error.extensions?.code);
  const playlist = (name: string, ownerAccountId: string | null = null) => music.playlist({ name, ownerAccountId }, []);
  const add = (ids: string[], role: Role = 'owner') => query(ADD, { owner: world.account.id, items: ids.map((id) => ({ id, itemKind: 'PLAYLIST' })) }, role);
  const state = async () => (await data(LIBRARY, { owner: world.account.id })).library;

  describe('library(owner)', () => {
    it('starts at version 0 with no items', async () => {
      expect(await state()).toEqual({ owner: world.account.id, version: 0, ids: [] });
    });

    it("is the account's members' (a location user and the account's player too), and nobody else's", async () => {
      for (const role of ['member', 'locationUser', 'device'] as const) expect((await data(LIBRARY, { owner: world.account.id }, role)).library.version).toBe(0);
      expect(codes(await query(LIBRARY, { owner: world.account.id }, 'foreign'))).toEqual(['NOT_FOUND']);
      expect(codes(await query(LIBRARY, { owner: world.account.id }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('addToLibrary and removeFromLibrary', () => {
    it('add items once, moving the version with every change, and remove them', async () => {
      const [a, b] = [await playlist('Alpha'), await playlist('Beta')];
      expect((await add([a.id, b.id, a.id])).data.addToLibrary).toEqual({ owner: world.account.id, version: 1, ids: [a.id, b.id] });
      // Adding what is there already changes nothing.
      expect((await add([a.id])).data.addToLibrary.version).toBe(1);
      expect((await query(REMOVE, { owner: world.account.id, ids: [a.id, 'not-there'] })).data.removeFromLibrary).toEqual({ owner: world.account.id, version: 2, ids: [b.id] });
      expect((await query(REMOVE, { owner: world.account.id, ids: [a.id] })).data.removeFromLibrary.version).toBe(2);
    });

    it('do nothing for an empty list: no version, no event', async () => {
      const events = recordEvents(server);
      expect((await add([])).data.addToLibrary).toEqual({ owner: world.account.id, version: 0, ids: [] });
      expect((await query(REMOVE, { owner: world.account.id, ids: [] })).data.removeFromLibrary.version).toBe(0);
      const a = await playlist('Gamma');
      await add([a.id]);
      await events.waitFor((event) => event.entity === 'music_library');
      events.stop();
      expect(events.events.filter((event) => event.entity === 'music_library')).toEqual([{ type: 'update', entity: 'music_library', id: world.account.id, accountId: world.account.id, parentIds: [] }]);
    });

    it("reject an item whose id is not of its kind: 'Unknown item type'", async () => {
      const a = await playlist('Delta');
      for (const items of [
        [{ id: music.tracks.lpOne.id, itemKind: 'PLAYLIST' }],
        [{ id: a.id, itemKind: 'SCHEDULE' }],
        [{ id: 'not-an-id', itemKind: 'PLAYLIST' }],
      ]) {
        const body = await query(ADD, { owner: world.account.id, items });
        expect(codes(body)).toEqual(['BAD_USER_INPUT']);
        expect(body.errors![0]!.message).toBe('Unknown item type');
      }
      // Any other kind is refused before it reaches the resolver.
      expect(codes(await query(`mutation($owner: ID!, $id: ID!) { addToLibrary(owner: $owner, input: { items: [{ id: $id, itemKind: ALBUM }] }) { version } }`, { owner: world.account.id, id: a.id }))).toEqual([
        'GRAPHQL_VALIDATION_FAILED',
      ]);
      expect((await state()).version).toBe(0);
    });

    it("take a 'Collection' id as a playlist, and only playlists the viewer may see", async () => {
      const foreign = await playlist('Theirs', world.foreignAccount.id);
      expect(codes(await add([foreign.id]))).toEqual(['NOT_FOUND']);
      const gone = encodeId([{ kind: 'Collection', intId: 999_999 }]);
      expect((await add([gone])).errors![0]!.message).toBe('Playlist not found');
      // There is no schedule store yet: no schedule can be found.
      const schedule = encodeId([{ kind: 'Schedule', intId: 1 }]);
      expect((await query(ADD, { owner: world.account.id, items: [{ id: schedule, itemKind: 'SCHEDULE' }] })).errors![0]!.message).toBe('Schedule not found');
      const own = await playlist('Ours', world.account.id);
      expect((await add([own.id])).data.addToLibrary.ids).toEqual([own.id]);
    });

    it('are for members of the account (a location user and its player too)', async () => {
      const a = await playlist('Epsilon');
      for (const role of ['member', 'contact', 'locationUser', 'device'] as const) expect(codes(await add([a.id], role))).toBeUndefined();
      expect(codes(await add([a.id], 'foreign'))).toEqual(['NOT_FOUND']);
      expect(codes(await add([a.id], 'anonymous'))).toEqual(['UNAUTHENTICATED']);
      expect(codes(await query(REMOVE, { owner: world.account.id, ids: [a.id] }, 'foreign'))).toEqual(['NOT_FOUND']);
      expect((await state()).ids).toEqual([a.id]);
    });
  });

  describe('items', () => {
    async function fill() {
      const names = ['banana split', 'Apple Pie', 'cherry Tart', 'Quiet Corner'];
      const rows = [];
      for (const name of names) rows.push(await playlist(name));
      // Added a day apart, in the order of the names.
      await server.app.services.db
        .insert(libraryItems)
        .values(rows.map((row, i) => ({ ownerAccountId: world.account.id, itemId: row.id, itemKind: 'PLAYLIST', addedAt: new Date(Date.UTC(2026, 0, 1 + i)) })));
      return rows;
    }
    const names = async (variables: Record<string, unknown>) => (await data(ITEMS, { owner: world.account.id, ...variables })).library.items.edges.map((edge: any) => edge.node.name);

    it('come newest added first by default, 40 to a page', async () => {
      await fill();
      const { items } = (await data(ITEMS, { owner: world.account.id })).library;
      expect(items.edges.map((edge: any) => [edge.node.__typename, edge.node.name, edge.addedAt])).toEqual([
        ['Playlist', 'Quiet Corner', '2026-01-04T00:00:00.000Z'],
        ['Playlist', 'cherry Tart', '2026-01-03T00:00:00.000Z'],
        ['Playlist', 'Apple Pie', '2026-01-02T00:00:00.000Z'],
        ['Playlist', 'banana split', '2026-01-01T00:00:00.000Z'],
      ]);
      expect(items.total).toBe(4);
    });

    it('sort by added-at or by name either way, names without regard to case', async () => {
      await fill();
      expect(await names({ query: { sort: { field: 'ADDED_AT', order: 'ASC' } } })).toEqual(['banana split', 'Apple Pie', 'cherry Tart', 'Quiet Corner']);
      expect(await names({ query: { sort: { field: 'NAME', order: 'ASC' } } })).toEqual(['Apple Pie', 'banana split', 'cherry Tart', 'Quiet Corner']);
      expect(await names({ query: { sort: { field: 'NAME', order: 'DESC' } } })).toEqual(['Quiet Corner', 'cherry Tart', 'banana split', 'Apple Pie']);
      // Any other field is refused before it reaches the listing.
      expect(codes(await query(`query($owner: ID!) { library(owner: $owner) { items(query: { sort: { field: TITLE, order: ASC } }) { total } } }`, { owner: world.account.id }))).toEqual([
        'GRAPHQL_VALIDATION_FAILED',
      ]);
    });

    it('page on from a cursor, in either order', async () => {
      await fill();
      const first = (await data(ITEMS, { owner: world.account.id, first: 3, query: { sort: { field: 'NAME', order: 'DESC' } } })).library.items;
      expect(first.pageInfo.hasNextPage).toBe(true);
      const next = (await data(ITEMS, { owner: world.account.id, first: 3, after: first.pageInfo.endCursor, query: { sort: { field: 'NAME', order: 'DESC' } } })).library.items;
      expect(next.edges.map((edge: any) => edge.node.name)).toEqual(['Apple Pie']);
      expect(next.pageInfo.hasNextPage).toBe(false);
      expect(codes(await query(ITEMS, { owner: world.account.id, after: first.pageInfo.endCursor }))).toEqual(['BAD_USER_INPUT']);
    });

    it('search the name lowercased, leading spaces trimmed, and filter by kind', async () => {
      await fill();
      expect(await names({ query: { search: '   TART' } })).toEqual(['cherry Tart']);
      expect(await names({ query: { search: 'ie ' } })).toEqual([]);
      expect(await names({ query: { search: 'PIE' } })).toEqual(['Apple Pie']);
      expect(await names({ query: { kinds: ['SCHEDULE'] } })).toEqual([]);
      expect(await names({ query: { kinds: ['PLAYLIST'], search: 'quiet' } })).toEqual(['Quiet Corner']);
    });

    it('leave out a playlist the viewer may no longer see', async () => {
      await fill();
      const foreign = await playlist('Theirs', world.foreignAccount.id);
      await server.app.services.db.insert(libraryItems).values({ ownerAccountId: world.account.id, itemId: foreign.id, itemKind: 'PLAYLIST' });
      expect(await names({})).not.toContain('Theirs');
    });
  });

  describe('musicLibrary and inMusicLibrary', () => {
    const MUSIC_LIBRARY = `query($id: ID!) { musicLibrary(id: $id) { id ids items(searchString: " pie") { total } playlists(orderBy: { field: NAME, order: ASC }) { edges { node { name } } } schedules { total } } }`;

    it("answers 'me' with a player's zone account and a user's newest account", async () => {
      const a = await playlist('Apple Pie');
      await add([a.id]);
      const expected = { id: world.account.id, ids: [a.id], items: { total: 1 }, playlists: { edges: [{ node: { name: 'Apple Pie' } }] }, schedules: { total: 0 } };
      expect((await data(MUSIC_LIBRARY, { id: 'me' }, 'device')).musicLibrary).toEqual(expected);
      expect((await data(MUSIC_LIBRARY, { id: 'me' }, 'owner')).musicLibrary).toEqual(expected);
      expect((await data(MUSIC_LIBRARY, { id: world.account.id }, 'member')).musicLibrary).toEqual(expected);
      // The foreign user's newest account is their own.
      expect((await data(MUSIC_LIBRARY, { id: 'me' }, 'foreign')).musicLibrary.id).toBe(world.foreignAccount.id);
      expect(codes(await query(MUSIC_LIBRARY, { id: world.account.id }, 'foreign'))).toEqual(['NOT_FOUND']);
      expect(codes(await query(MUSIC_LIBRARY, { id: 'me' }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
    });

    it('says whether a playlist is in a library, and false for a library the viewer may not see', async () => {
      const [a, b] = [await playlist('In'), await playlist('Out')];
      await add([a.id]);
      const IN = `query($id: ID!, $library: ID!) { playlist(id: $id) { inMusicLibrary(library: $library) } }`;
      expect((await data(IN, { id: a.id, library: world.account.id })).playlist.inMusicLibrary).toBe(true);
      expect((await data(IN, { id: b.id, library: world.account.id })).playlist.inMusicLibrary).toBe(false);
      expect((await data(IN, { id: a.id, library: world.account.id }, 'foreign')).playlist.inMusicLibrary).toBe(false);
      expect((await data(`query($id: ID!) { account(id: $id) { library { version ids } musicLibrary { id } } }`, { id: world.account.id })).account).toEqual({
        library: { version: 1, ids: [a.id] },
        musicLibrary: { id: world.account.id },
      });
    });
  });

  describe('subscriptions', () => {
    const watch = (role: Role, name: string, variables: Record<string, unknown> = {}) => watchSubscription(server, clients, world.tokens[role], contractOperation(name), variables);

    it("libraryUpdate starts with the library as it is, then tells of each change, and not of a foreign one's", async () => {
      const member = watch('member', 'LibraryUpdate', { input: { owner: world.account.id } });
      const foreign = watch('foreign', 'LibraryUpdate', { input: { owner: world.foreignAccount.id } });
      const first = await arrival(member, () => true);
      expect(first).toEqual({ data: { libraryUpdate: { library: { owner: world.account.id, version: 0 } } } });
      const added = (await add([(await playlist('Live')).id])).data.addToLibrary;
      expect(await arrival(member, (result) => result.data?.libraryUpdate.library.version === added.version)).toBeTruthy();
      expect(foreign).toEqual([{ data: { libraryUpdate: { library: { owner: world.foreignAccount.id, version: 0 } } } }]);
    });

    it('libraryUpdate hears a change made the moment it subscribes: in the state it starts with, or as an event', async () => {
      const member = watch('member', 'LibraryUpdate', { input: { owner: world.account.id } });
      const added = (await add([(await playlist('At once')).id])).data.addToLibrary;
      expect(await arrival(member, (result) => result.data?.libraryUpdate.library.version === added.version)).toBeTruthy();
    });

    it("musicLibraryUpdate watches the viewer's 'me' library, from the state it starts with", async () => {
      const device = watch('device', 'MusicLibraryUpdate');
      expect(await arrival(device, () => true)).toEqual({ data: { musicLibraryUpdate: { musicLibrary: { ids: [] } } } });
      const added = (await add([(await playlist('Me')).id])).data.addToLibrary.ids.at(-1);
      expect(await arrival(device, (result) => result.data?.musicLibraryUpdate.musicLibrary.ids.includes(added))).toBeTruthy();
    });

    it('refuses to watch a library the viewer may not see', async () => {
      const foreign = watch('foreign', 'LibraryUpdate', { input: { owner: world.account.id } });
      expect(JSON.stringify(await arrival(foreign, (result) => !!result.errors || !!result.error))).toContain('NOT_FOUND');
    });
  });
});
