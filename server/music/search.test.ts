import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../db/ids';
import { accounts, albums, artists, browseCategories, categoryPlaylists, playlists, tracks } from '../db/schema';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from './testCatalogue';
import type { TestCatalogue } from './testCatalogue';
import { prefixQuery } from './search';

const SEARCH = `query($query: String!, $types: [SearchType!]!, $market: String, $first: Int, $after: String) {
  search(query: $query, types: $types, market: $market, first: $first, after: $after) {
    total
    pageInfo { hasNextPage endCursor }
    edges { cursor node { __typename
      ... on Track { id title }
      ... on Album { id title }
      ... on Artist { id name }
      ... on Playlist { id name }
      ... on BrowseCategory { id name type display { title image { url } } playlists(first: 5) { total edges { node { id } } } } } }
  }
}`;

interface Result {
  __typename: string;
  id: string;
  title?: string;
  name?: string;
}

describe(`catalogue search (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
    const db = server.app.services.db;
    const { nova } = music.artists;
    const { lp } = music.albums;
    const reprise = await db
      .insert(tracks)
      .values({ id: await newId(db, 'Track'), title: 'Harbour Lights Reprise', albumId: lp.id, artistIds: [nova.id], trackNumber: 9, durationMs: 100_000, availableMarkets: ['ZZ'] })
      .returning();
    ids.reprise = reprise[0]!.id;
    const category = await db.insert(browseCategories).values({ id: await newId(db, 'BrowseCategory'), slug: 'jazz', name: 'Jazz', type: 'genre', color: '#C27C2C', position: 0 }).returning();
    ids.category = category[0]!.id;
    const smooth = await music.playlist({ name: 'Smooth Jazz Evening', composerType: 'CURATOR', curatorId: music.curator.id, composer: { curatorId: music.curator.id } }, []);
    ids.smooth = smooth.id;
    await db.insert(categoryPlaylists).values({ categoryId: ids.category, playlistId: smooth.id, position: 0 });
    ids.ownJazz = (await music.playlist({ name: 'Jazz for the bar', ownerAccountId: world.account.id }, [])).id;
    const free = await db.insert(artists).values({ id: await newId(db, 'Artist'), name: 'Open Jazz Library', color: '#000000', royaltyFree: true }).returning();
    const freeAlbum = await db.insert(albums).values({ id: await newId(db, 'Album'), title: 'Jazz Library Vol 1', albumType: 'album', artistId: free[0]!.id, color: '#000000' }).returning();
    await db.insert(tracks).values({ id: await newId(db, 'Track'), title: 'Library Jazz', albumId: freeAlbum[0]!.id, artistIds: [free[0]!.id], trackNumber: 1, durationMs: 100_000, availableMarkets: ['ZZ'] });
  });
  afterAll(() => server.close());
  const db = () => server.app.services.db;

  async function search(variables: Record<string, unknown>, role: Role = 'owner') {
    const { body } = await server.graphql(SEARCH, variables, { token: world.tokens[role] });
    return body;
  }
  async function results(variables: Record<string, unknown>, role: Role = 'owner'): Promise<Result[]> {
    const body = await search(variables, role);
    expect(body.errors).toBeUndefined();
    return body.data.search.edges.map((edge: { node: Result }) => edge.node);
  }
  const names = (found: Result[]) => found.map((node) => node.title ?? node.name);
  const codes = (body: { errors?: { extensions?: Record<string, any> }[] }) => body.errors?.map((error) => error.extensions?.code);

  it('makes each word of the query a prefix', () => {
    expect(prefixQuery('Night sw')).toBe('night:* & sw:*');
    expect(prefixQuery("rock'n'roll & (jazz)")).toBe('rock:* & n:* & roll:* & jazz:*');
    expect(prefixQuery('!!')).toBeNull();
  });

  it('ranks an exact name above names that only contain it', async () => {
    const found = await results({ query: 'harbour lights', types: ['TRACK', 'ALBUM'] });
    expect(names(found)).toEqual(['Harbour Lights', 'Harbour Lights', 'Harbour Lights Reprise']);
    expect(found.slice(0, 2).map((node) => node.__typename).sort()).toEqual(['Album', 'Track']);
  });

  it('finds a name from the start of a word and despite a typo', async () => {
    for (const query of ['jaz', 'jazzz', 'JAZZ', 'smoth jazz']) {
      const found = await results({ query, types: ['BROWSE_CATEGORY', 'PLAYLIST'] });
      expect(found.map((node) => node.id)).toContain(ids.smooth);
      if (query !== 'smoth jazz') expect(found[0]).toMatchObject({ __typename: 'BrowseCategory', id: ids.category });
    }
    expect(await results({ query: 'qzxv', types: ['BROWSE_CATEGORY', 'PLAYLIST', 'TRACK', 'ALBUM', 'ARTIST'] })).toEqual([]);
  });

  it('answers only the kinds asked for', async () => {
    expect((await results({ query: 'night swim', types: ['ALBUM'] })).map((node) => node.__typename)).toEqual(['Album']);
    expect((await results({ query: 'night swim', types: ['TRACK'] })).map((node) => node.__typename)).toEqual(['Track']);
    expect((await results({ query: 'nova lind', types: ['ARTIST'] })).map((node) => node.id)).toEqual([music.artists.nova.id]);
  });

  it('shows a browse category with its display and playlists', async () => {
    const body = await search({ query: 'jazz', types: ['BROWSE_CATEGORY'] });
    expect(body.data.search.edges[0].node).toMatchObject({
      type: 'GENRE',
      display: { title: 'Jazz', image: { url: expect.stringContaining(`/api/images/category/${ids.category}/`) } },
      playlists: { total: 1, edges: [{ node: { id: ids.smooth } }] },
    });
  });

  it('keeps to the market, ZZ meaning any', async () => {
    const night = music.tracks.singleTrack.id; // US only
    const trackIds = async (market?: string) => (await results({ query: 'night swim', types: ['TRACK', 'ALBUM'], ...(market ? { market } : {}) })).map((node) => node.id);
    expect(await trackIds('SE')).toEqual([]);
    expect(await trackIds('US')).toEqual(expect.arrayContaining([night, music.albums.single.id]));
    expect(await trackIds('ZZ')).toContain(night);
    expect(await trackIds()).toContain(night);
    // A track open to any market ('ZZ') is found in every market.
    expect((await results({ query: 'harbour lights', types: ['TRACK'], market: 'SE' })).map((node) => node.id)).toContain(music.tracks.lpOne.id);
  });

  it('hides explicit tracks from a searcher whose account filters explicit content', async () => {
    const ferry = async (role: Role) => (await results({ query: 'ferry at dawn', types: ['TRACK'] }, role)).map((node) => node.id);
    expect(await ferry('owner')).toEqual([music.tracks.lpTwo.id]);
    await db().update(accounts).set({ settings: { filter_explicit: true } }).where(eq(accounts.id, world.account.id));
    try {
      expect(await ferry('owner')).toEqual([]);
      expect(await ferry('device')).toEqual([]);
      expect(await ferry('foreign')).toEqual([music.tracks.lpTwo.id]);
    } finally {
      await db().update(accounts).set({ settings: {} }).where(eq(accounts.id, world.account.id));
    }
  });

  it("leaves out royalty-free artists' music and accounts' own playlists", async () => {
    const found = await results({ query: 'jazz', types: ['TRACK', 'ALBUM', 'ARTIST', 'PLAYLIST'] });
    expect(names(found)).toEqual(['Smooth Jazz Evening']);
    // The account's own playlist is there to be found, and is not.
    expect(await db().select().from(playlists).where(eq(playlists.id, ids.ownJazz!))).toHaveLength(1);
  });

  it('pages through every match once, in one statement a page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const before = server.database.statementCount();
      const body = await search({ query: 'piece', types: ['TRACK'], market: 'ZZ', first: 25, after });
      const statements = server.database.statementCount() - before;
      expect(body.errors).toBeUndefined();
      const page = body.data.search;
      expect(page.total).toBe(60);
      seen.push(...page.edges.map((edge: { node: Result }) => edge.node.id));
      // The ranked page (with the searcher's explicit rule) and its rows by id; not a statement per result.
      expect(statements).toBeLessThanOrEqual(2);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(60);
    expect(seen.sort()).toEqual(music.tracks.many.map((track) => track.id).sort());
    const past = await search({ query: 'piece', types: ['TRACK'], first: 5, after: Buffer.from('[200]').toString('base64url') });
    expect(past.data.search).toMatchObject({ total: 60, edges: [], pageInfo: { hasNextPage: false } });
  });

  it('refuses a search with no types, an empty query and an unreadable cursor', async () => {
    expect(codes(await search({ query: 'jazz', types: [] }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await search({ query: '', types: ['TRACK'] }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await search({ query: 'jazz', types: ['TRACK'], after: Buffer.from('["x"]').toString('base64url') }))).toEqual(['BAD_USER_INPUT']);
  });

  it('is for signed-in viewers, as every catalogue read is', async () => {
    expect(codes(await search({ query: 'jazz', types: ['TRACK'] }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a player whose account may not discover music', async () => {
    await db().update(accounts).set({ settings: { restrict_discover_music: true } }).where(eq(accounts.id, world.account.id));
    try {
      expect(codes(await search({ query: 'jazz', types: ['TRACK'] }, 'device'))).toEqual(['FORBIDDEN']);
    } finally {
      await db().update(accounts).set({ settings: {} }).where(eq(accounts.id, world.account.id));
    }
  });
});
