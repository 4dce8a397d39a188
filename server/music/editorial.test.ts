import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../db/ids';
import { accounts, albums, artists, browseCategories, categoryPlaylists, tracks } from '../db/schema';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from './testCatalogue';
import type { TestCatalogue } from './testCatalogue';

const PAGE = `query($input: EditorialPageInput!) {
  editorialPage(input: $input) {
    __typename id title
    sections {
      id kind density
      node { title description component }
      tabs { id title items { __typename ... on Node { id } } }
      items { __typename display { title description image { url } }
        ... on Node { id }
        ... on EditorialLink { path }
        ... on EditorialCard { target { __typename ... on Node { id } } } }
    }
    ... on BrowsePage { headerImage { url } browseCategory { id name } }
    ... on ArtistPage { artist { id } }
    ... on TrackPage { track { id } }
  }
}`;
const CATEGORIES = `query($agent: EditorialAgentInput) { browseCategories(agent: $agent) { id name type } }`;
const CATEGORY = `query($id: ID!) { browseCategory(id: $id) { id name type display { title } } }`;

interface Item {
  __typename: string;
  id: string;
  path?: string;
  display: { title: string; description: string | null };
  target?: { __typename: string; id: string };
}
interface Section {
  id: string;
  kind: string;
  density: string;
  node: { title: string; description: string | null; component: string };
  tabs: { id: string; title: string; items: { __typename: string; id: string }[] }[];
  items: Item[];
}
interface Page {
  __typename: string;
  id: string;
  title: string;
  sections: Section[];
  headerImage?: { url: string };
  browseCategory?: { id: string; name: string };
}

describe(`editorial pages (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
    const db = server.app.services.db;
    const category = async (slug: string, name: string, type: string, position: number) =>
      (ids[slug] = (await db.insert(browseCategories).values({ id: await newId(db, 'BrowseCategory'), slug, name, type, color: '#C27C2C', position }).returning())[0]!.id);
    const link = (slug: string, playlistId: string, position: number) => db.insert(categoryPlaylists).values({ categoryId: ids[slug]!, playlistId, position });
    await category('jazz', 'Jazz', 'genre', 0);
    await category('chill', 'Chill', 'mood', 1);
    await category('cafe', 'Café', 'business', 2);
    await category('restaurant', 'Restaurant', 'business', 3);
    await category('eighties', '80s', 'era', 4);

    const { lpOne, lpTwo, lpDisc2, singleTrack } = music.tracks;
    const curated = { composerType: 'CURATOR', curatorId: music.curator.id, composer: { curatorId: music.curator.id }, curated: true };
    ids.harbour = (await music.playlist({ ...curated, name: 'Harbour Mix', description: 'The harbour at dusk.' }, [lpOne.id, lpTwo.id])).id;
    ids.usOnly = (await music.playlist({ ...curated, name: 'Only in America' }, [singleTrack.id])).id;
    ids.explicitOnly = (await music.playlist({ ...curated, name: 'Explicit Hour' }, [lpTwo.id])).id;
    ids.station = (await music.playlist({ ...curated, name: 'Nova Radio', presentAs: 'STATION' }, [lpOne.id, lpDisc2.id])).id;
    ids.own = (await music.playlist({ name: 'Our own jazz', ownerAccountId: world.account.id }, [lpOne.id])).id;

    const free = (await db.insert(artists).values({ id: await newId(db, 'Artist'), name: 'Open Library', color: '#000000', royaltyFree: true }).returning())[0]!;
    const freeAlbum = (await db.insert(albums).values({ id: await newId(db, 'Album'), title: 'Library Vol 1', albumType: 'album', artistId: free.id, color: '#000000', releaseDate: '2024-01-01' }).returning())[0]!;
    const freeTrack = (await db.insert(tracks).values({ id: await newId(db, 'Track'), title: 'Library Calm', albumId: freeAlbum.id, artistIds: [free.id], trackNumber: 1, durationMs: 100_000, availableMarkets: ['ZZ'] }).returning())[0]!;
    ids.freeArtist = free.id;
    ids.freeAlbum = freeAlbum.id;
    ids.free = (await music.playlist({ ...curated, name: 'Free Calm' }, [freeTrack.id])).id;

    await link('jazz', music.curated.id, 0);
    await link('jazz', ids.usOnly, 1);
    await link('jazz', ids.station, 2);
    await link('jazz', ids.own, 3);
    await link('chill', ids.harbour, 0);
    await link('chill', ids.explicitOnly, 1);
    await link('cafe', ids.free, 0);
    await link('restaurant', ids.harbour, 0);
    // 80s has only a playlist that plays nowhere in Sweden.
    await link('eighties', ids.usOnly, 0);
  });
  afterAll(() => server.close());

  async function request(query: string, variables: Record<string, unknown>, role: Role = 'owner') {
    return (await server.graphql(query, variables, { token: world.tokens[role] })).body;
  }
  async function page(input: Record<string, unknown>, role: Role = 'owner'): Promise<Page> {
    const body = await request(PAGE, { input }, role);
    expect(body.errors).toBeUndefined();
    return body.data.editorialPage;
  }
  const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.map((error) => error.extensions?.code);
  const agent = (extra: Record<string, unknown> = {}) => ({ platform: 'business', locale: 'EN', account: world.account.id, session: 'session-1', ...extra });
  const section = (found: Page, key: string) => found.sections.find((s) => s.id.endsWith(`:${key}`));
  const itemIds = (found: Section | undefined) => found?.items.map((item) => item.target?.id ?? item.id) ?? [];
  const setAccount = (values: Partial<typeof accounts.$inferInsert>) => server.app.services.db.update(accounts).set(values).where(eq(accounts.id, world.account.id));

  it('lays out the home page in sections of cards, links and catalogue items', async () => {
    const home = await page({ kind: 'HOME', agent: agent({ country: 'SE' }) });
    expect(home).toMatchObject({ __typename: 'HomePage', title: 'For you' });
    expect(home.sections.map((s) => s.id.split(':').pop())).toEqual(['picks', 'business', 'genres', 'moods', 'releases', 'stations', 'artists']);
    expect(new Set(home.sections.map((s) => s.kind))).toEqual(new Set(['HOME']));

    const picks = section(home, 'picks')!;
    expect(picks).toMatchObject({ density: 'LARGE', node: { component: 'HERO', title: "Editors' picks" } });
    expect(picks.items.length).toBeLessThanOrEqual(3);
    expect(picks.items[0]).toMatchObject({ __typename: 'EditorialCard', display: { title: 'Explicit Hour' }, target: { __typename: 'Playlist', id: ids.explicitOnly } });

    const genres = section(home, 'genres')!;
    expect(genres).toMatchObject({ density: 'COMPACT', node: { component: 'GRID' } });
    expect(genres.items).toEqual([expect.objectContaining({ __typename: 'EditorialLink', path: `/discover/browse/${ids.jazz}`, display: expect.objectContaining({ title: 'Jazz' }) })]);
    expect(itemIds(section(home, 'stations'))).toEqual([ids.station]);
    expect(section(home, 'releases')!.items.every((item) => item.__typename === 'Album')).toBe(true);
    expect(section(home, 'artists')!.items.every((item) => item.__typename === 'Artist')).toBe(true);
  });

  it("tabs the business section, the account's own business first", async () => {
    const asCafe = section(await page({ kind: 'HOME', agent: agent({ businessType: 'cafe' }) }), 'business')!;
    expect(asCafe.tabs.map((tab) => tab.title)).toEqual(['Café', 'Restaurant']);
    expect(asCafe.items.map((item) => item.id)).toEqual([ids.free]);
    const asRestaurant = section(await page({ kind: 'HOME', agent: agent({ businessType: 'restaurant' }) }), 'business')!;
    expect(asRestaurant.tabs.map((tab) => tab.title)).toEqual(['Restaurant', 'Café']);
    expect(asRestaurant.tabs[0]!.items.map((item) => item.id)).toEqual([ids.harbour]);
  });

  it('lays out a named home page per category of its kind, and refuses an unknown one', async () => {
    const moods = await page({ kind: 'HOME', id: 'moods', agent: agent() });
    expect(moods.title).toBe('Moods');
    expect(moods.sections.map((s) => s.node.title)).toEqual(['All moods', 'Chill']);
    expect(itemIds(section(moods, ids.chill!))).toEqual([ids.harbour, ids.explicitOnly]);
    expect(codes(await request(PAGE, { input: { kind: 'HOME', id: 'nope', agent: agent() } }))).toEqual(['NOT_FOUND']);
  });

  it("shows only what plays in the agent's country, else the account's, 'ZZ' for any", async () => {
    const inSweden = await page({ kind: 'BROWSE', id: ids.jazz, agent: agent({ country: 'SE' }) });
    expect(itemIds(section(inSweden, 'playlists'))).toEqual([music.curated.id]);
    const inAmerica = await page({ kind: 'BROWSE', id: ids.jazz, agent: agent({ country: 'US' }) });
    expect(itemIds(section(inAmerica, 'playlists'))).toEqual([ids.usOnly]);
    const anywhere = await page({ kind: 'BROWSE', id: ids.jazz, agent: agent({ country: 'ZZ' }) });
    expect(itemIds(section(anywhere, 'playlists'))).toEqual([music.curated.id, ids.usOnly]);
    // Without a country the account's (Sweden) counts; the account's own playlist is never editorial.
    const byAccount = await page({ kind: 'BROWSE', id: ids.jazz, agent: agent() });
    expect(itemIds(section(byAccount, 'playlists'))).toEqual([music.curated.id]);
    expect(inSweden.id).not.toBe(inAmerica.id);
    expect((await request(CATEGORIES, { agent: agent({ country: 'SE' }) })).data.browseCategories.map((c: { name: string }) => c.name)).toEqual(['Jazz', 'Chill', 'Café', 'Restaurant']);
    expect((await request(CATEGORIES, { agent: agent({ country: 'US' }) })).data.browseCategories.map((c: { name: string }) => c.name)).toContain('80s');
  });

  it('lays out a browse page with its header, category, stations, artists and related categories', async () => {
    const browse = await page({ kind: 'BROWSE', id: ids.jazz, agent: agent({ country: 'ZZ' }) });
    expect(browse).toMatchObject({ __typename: 'BrowsePage', title: 'Jazz', browseCategory: { id: ids.jazz, name: 'Jazz' }, headerImage: { url: expect.stringContaining(`/category/${ids.jazz}/`) } });
    expect(itemIds(section(browse, 'stations'))).toEqual([ids.station]);
    expect(section(browse, 'tracks')).toMatchObject({ node: { component: 'LIST', title: 'Popular tracks' } });
    expect(itemIds(section(browse, 'tracks'))).toHaveLength(5);
    // The track in most of the category's playlists first: Ferry at Dawn is in both of Chill's.
    const chill = await page({ kind: 'BROWSE', id: ids.chill, agent: agent({ country: 'ZZ' }) });
    expect(itemIds(section(chill, 'tracks'))).toEqual([music.tracks.lpTwo.id, music.tracks.lpOne.id]);
    expect(section(browse, 'artists')!.items[0]).toMatchObject({ __typename: 'Artist', id: music.artists.quiet.id });
    expect(new Set(browse.sections.map((s) => s.kind))).toEqual(new Set(['BROWSE']));
    expect(codes(await request(PAGE, { input: { kind: 'BROWSE', id: 'missing', agent: agent() } }))).toEqual(['NOT_FOUND']);
    expect((await request(CATEGORY, { id: ids.chill })).data.browseCategory).toMatchObject({ name: 'Chill', type: 'MOOD', display: { title: 'Chill' } });
  });

  it("leaves out explicit music when the account filters it (core.md 9 'Track filtering')", async () => {
    await setAccount({ settings: { filter_explicit: true } });
    try {
      const chill = await page({ kind: 'BROWSE', id: ids.chill, agent: agent() });
      expect(itemIds(section(chill, 'playlists'))).toEqual([ids.harbour]);
      const nova = await page({ kind: 'ARTIST', id: music.artists.nova.id, agent: agent() });
      expect(itemIds(section(nova, 'popular'))).not.toContain(music.tracks.lpTwo.id);
      expect(codes(await request(PAGE, { input: { kind: 'TRACK', id: music.tracks.lpTwo.id, agent: agent() } }))).toEqual(['NOT_FOUND']);
    } finally {
      await setAccount({ settings: {} });
    }
    const nova = await page({ kind: 'ARTIST', id: music.artists.nova.id, agent: agent() });
    expect(itemIds(section(nova, 'popular'))).toContain(music.tracks.lpTwo.id);
  });

  it("shows a royalty-free account only the royalty-free artists' music", async () => {
    await setAccount({ plan: 'royalty-free' });
    try {
      const home = await page({ kind: 'HOME', agent: agent() });
      const shown = home.sections.flatMap((s) => [...s.items.map((item) => item.target?.id ?? item.id), ...s.tabs.flatMap((tab) => tab.items.map((item) => item.id))]);
      expect(shown).toContain(ids.free);
      expect(shown).toContain(ids.freeAlbum);
      expect(shown).not.toContain(ids.harbour);
      expect(shown).not.toContain(music.artists.nova.id);
      expect(codes(await request(PAGE, { input: { kind: 'ARTIST', id: music.artists.nova.id, agent: agent() } }))).toEqual(['NOT_FOUND']);
      expect((await page({ kind: 'ARTIST', id: ids.freeArtist, agent: agent() })).title).toBe('Open Library');
    } finally {
      await setAccount({ plan: 'unlimited' });
    }
  });

  it("lays out an artist's page: tracks, playlists featuring them, and artists alike", async () => {
    const nova = await page({ kind: 'ARTIST', id: music.artists.nova.id, agent: agent({ country: 'ZZ' }) });
    expect(nova).toMatchObject({ __typename: 'ArtistPage', title: 'Nova Lind' });
    const popular = section(nova, 'popular')!;
    expect(popular).toMatchObject({ kind: 'ARTIST_PAGE', node: { component: 'LIST' } });
    // Newest release first: the single, then the album in disc and track order.
    expect(itemIds(popular)).toEqual([music.tracks.singleTrack.id, music.tracks.lpOne.id, music.tracks.lpTwo.id, music.tracks.lpDisc2.id, music.tracks.bestTrack.id]);
    expect(itemIds(section(nova, 'featured'))).toEqual([ids.explicitOnly, ids.harbour, ids.station, ids.usOnly]);
    // Guest Star shares those playlists but has no release of their own to show: no artists alike.
    expect(section(nova, 'alike')).toBeUndefined();
    const quiet = await page({ kind: 'ARTIST', id: music.artists.quiet.id, agent: agent({ country: 'ZZ' }) });
    expect(itemIds(section(quiet, 'featured'))).toEqual([music.curated.id]);
  });

  it("lays out a track's page and the search landing page", async () => {
    const track = await page({ kind: 'TRACK', id: music.tracks.lpOne.id, agent: agent() });
    expect(track).toMatchObject({ __typename: 'TrackPage', title: 'Harbour Lights' });
    expect(itemIds(section(track, 'about'))).toEqual([music.albums.lp.id, music.artists.nova.id]);
    expect(itemIds(section(track, 'featured'))).toEqual([ids.harbour, ids.station]);
    const search = await page({ kind: 'SEARCH', agent: agent({ country: 'SE' }) });
    const browse = section(search, 'browse')!;
    expect(browse.tabs.map((tab) => tab.title)).toEqual(['Genres', 'Moods', 'Business']);
    expect(browse.items.map((item) => item.path)).toEqual([`/discover/browse/${ids.jazz}`]);
  });

  it("refuses an agent naming an account, user or zone the viewer may not see, and anonymous callers", async () => {
    for (const named of [{ account: world.foreignAccount.id }, { user: world.users.foreign.id }, { soundZone: world.foreignZone.id }]) {
      expect(codes(await request(PAGE, { input: { kind: 'HOME', agent: agent(named) } }))).toEqual(['NOT_FOUND']);
    }
    expect(codes(await request(CATEGORIES, { agent: agent({ account: world.foreignAccount.id }) }))).toEqual(['NOT_FOUND']);
    expect(codes(await request(PAGE, { input: { kind: 'HOME' } }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
    expect((await page({ kind: 'HOME', agent: { platform: 'business', soundZone: world.zone.id, user: world.users.owner.id } })).__typename).toBe('HomePage');
  });

  it("lays out a player's pages for its zone's account", async () => {
    await setAccount({ plan: 'royalty-free' });
    try {
      const home = await page({ kind: 'HOME', agent: { platform: 'business' } }, 'device');
      expect(itemIds(section(home, 'business'))).toEqual([ids.free]);
    } finally {
      await setAccount({ plan: 'unlimited' });
    }
  });
});
