import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../db/ids';
import { accounts, albums, artists, browseCategories, schedules, tracks } from '../db/schema';
import { encodeId } from '../../src/domain/ids';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from './testCatalogue';
import type { TestCatalogue } from './testCatalogue';

// The test server checks every answer against the contract (server/rest/router.ts), so each 200 here
// is also a SearchResult of schema/rest.openapi.yaml.
describe(`REST catalogue search (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
    const db = server.app.services.db;
    categoryId = (await db.insert(browseCategories).values({ id: await newId(db, 'BrowseCategory'), slug: 'quiet', name: 'Quiet', type: 'mood', color: '#2F5D50', position: 0 }).returning())[0]!.id;
    const free = (await db.insert(artists).values({ id: await newId(db, 'Artist'), name: 'Quiet Library', color: '#000000', royaltyFree: true }).returning())[0]!;
    const freeAlbum = (await db.insert(albums).values({ id: await newId(db, 'Album'), title: 'Quiet Library Vol 1', albumType: 'album', artistId: free.id, color: '#000000' }).returning())[0]!;
    await db.insert(tracks).values({ id: await newId(db, 'Track'), title: 'Quiet Library Theme', albumId: freeAlbum.id, artistIds: [free.id], trackNumber: 1, durationMs: 100_000, availableMarkets: ['ZZ'] });
  });
  afterAll(() => server.close());

  const search = (types: string, body: Record<string, unknown>, role: Role = 'owner') => server.rest('POST', `/auth/search/${types}`, { body, token: world.tokens[role] });

  it('answers one page per type asked for, in the contract shapes', async () => {
    const { status, body } = await search('playlist,album,artist,track,category', { query: 'quiet' });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['albums', 'artists', 'categories', 'playlists', 'tracks']);
    expect(body.playlists).toMatchObject({ total: 1, limit: 20, offset: 0 });
    expect(body.playlists.items[0]).toMatchObject({
      id: music.curated.id,
      name: 'Quiet Hours',
      short_description: 'Calm music for quiet hours.',
      collection_type: 'playlist',
      composer_type: 'curator-composer',
      present_as: 'playlist',
      curated: true,
      curator: { id: music.curator.id, account_id: 'cadence-direct-se', name: 'Cadence Editors' },
      account: null,
      permissions: ['ADD_TO_LIBRARY'],
      updated_at: '20260110100000',
      presets: { playback_mode: 'linear' },
      genres: ['Jazz', 'Soul & Funk', 'Piano', 'Lounge', 'Folk'],
    });
    // The royalty-free artist, album and track are hidden; the catalogue's own artist is found.
    expect(body.artists.items.map((artist: { name: string }) => artist.name)).toEqual(['Quiet Artist']);
    expect(body.artists.items[0].images.map((image: { width: number }) => image.width)).toEqual([144, 96, 48]);
    expect(body.albums).toMatchObject({ items: [], total: 0 });
    expect(body.tracks).toMatchObject({ items: [], total: 0 });
    expect(body.categories.items).toEqual([{ id: categoryId, name: 'Quiet', images: expect.arrayContaining([expect.objectContaining({ url: expect.stringContaining(`/api/images/category/${categoryId}/48/48`) })]) }]);
  });

  it('shows a track with its artists, album and preview', async () => {
    const { body } = await search('track', { query: 'ferry at dawn' });
    const { lpTwo } = music.tracks;
    expect(body.tracks.items).toEqual([
      {
        id: lpTwo.id,
        name: 'Ferry at Dawn',
        properties: { explicit: true },
        external_keys: { spotify: { preview_url: expect.stringMatching(new RegExp(`/media/tracks/${lpTwo.id}/preview$`)) } },
        available_markets: ['SE', 'NO'],
        artists: [
          { id: music.artists.nova.id, name: 'Nova Lind' },
          { id: music.artists.guest.id, name: 'Guest Star' },
        ],
        album: { id: music.albums.lp.id, title: 'Harbour Lights', images: [{ url: expect.stringContaining('/%w/%h'), width: null, height: null }], colors: { primary: { hex: '#C27C2C' } } },
        duration_ms: 240_000,
        disc_number: 1,
        track_number: 2,
      },
    ]);
    const albumsFound = await search('album', { query: 'night swim', market: 'US' });
    expect(albumsFound.body.albums.items).toEqual([
      expect.objectContaining({ id: music.albums.single.id, title: 'Night Swim', release_date: '2023-09-15', artists: [expect.objectContaining({ id: music.artists.nova.id, name: 'Nova Lind' })] }),
    ]);
  });

  it('pages each type by limit and offset, with the total of its matches', async () => {
    const seen: string[] = [];
    for (const offset of [0, 25, 50]) {
      const { body } = await search('track', { query: 'piece', market: 'ZZ', limit: 25, offset });
      expect(body.tracks).toMatchObject({ total: 60, limit: 25, offset });
      seen.push(...body.tracks.items.map((track: { id: string }) => track.id));
    }
    expect(seen.sort()).toEqual(music.tracks.many.map((track) => track.id).sort());
    // Past the last match: no items, the same total.
    expect((await search('track', { query: 'piece', offset: 100 })).body.tracks).toEqual({ items: [], total: 60, limit: 20, offset: 100 });
  });

  it('keeps to the market, as the control search does', async () => {
    expect((await search('track', { query: 'night swim', market: 'SE' })).body.tracks.total).toBe(0);
    expect((await search('track', { query: 'night swim', market: 'US' })).body.tracks.items.map((track: { id: string }) => track.id)).toEqual([music.tracks.singleTrack.id]);
  });

  it("finds the caller's own schedules by name, and none of another account's", async () => {
    const db = server.app.services.db;
    await db.insert(schedules).values([
      { id: encodeId([{ kind: 'Schedule', intId: 501 }]), ownerAccountId: world.account.id, name: 'Quiet Mornings' },
      { id: encodeId([{ kind: 'Schedule', intId: 502 }]), ownerAccountId: world.account.id, name: 'Busy Lunch' },
      { id: encodeId([{ kind: 'Schedule', intId: 503 }]), ownerAccountId: world.foreignAccount.id, name: 'Quiet Nights' },
    ]);
    const found = (await search('schedule', { query: 'quiet' })).body;
    expect(found.schedules).toMatchObject({ items: [{ name: 'Quiet Mornings', type: 'schedule' }], total: 1, limit: 20, offset: 0 });
    expect((await search('schedule', { query: '100%' })).body.schedules.total).toBe(0);
  });

  it('refuses an unknown or repeated type and a bad body with the fields at fault', async () => {
    const unknown = await search('track,podcast', { query: 'quiet' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'bad_request', fields: { 'types.1': 'Must be one of: playlist, schedule, album, artist, track, category' } });
    expect((await search('track,track', { query: 'quiet' })).status).toBe(400);
    const badBody = await search('track', { query: '', limit: 51 });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.fields).sort()).toEqual(['limit', 'query']);
    // 'A search with no types is an error': there is no search without a types segment.
    expect((await search('', { query: 'quiet' })).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const { status, body } = await search('track', { query: 'quiet' }, 'anonymous');
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'unauthorized' });
  });

  it('refuses a player of a royalty-free account', async () => {
    const db = server.app.services.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, world.account.id));
    await db.update(accounts).set({ plan: 'royalty-free' }).where(eq(accounts.id, world.account.id));
    try {
      expect((await search('track', { query: 'quiet' }, 'device')).status).toBe(403);
    } finally {
      await db.update(accounts).set({ plan: account!.plan }).where(eq(accounts.id, world.account.id));
    }
  });
});
