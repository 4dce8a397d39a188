import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { newId } from '../db/ids';
import { accounts, albums, artists, tracks } from '../db/schema';
import { premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from './testCatalogue';
import type { TestCatalogue } from './testCatalogue';

const TRACK_FIELDS = `id title explicit previewUrl durationMs discNumber trackNumber availableMarkets
  inSE: isAvailable(market: "SE") inUS: isAvailable(market: "US") anywhere: isAvailable(market: "ZZ")
  artists { id name } album { id title }
  display { title description colors { primary { hex } secondary { hex } } image { url placeholder sized(width: 96, height: 96) } }`;

describe(`the catalogue over GraphQL (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  const as = (role: Role) => ({ token: world.tokens[role] });
  const origin = () => server.app.services.config.publicOrigin;
  const cover = (id: string) => `${origin()}/api/images/cover/${id}/%w/%h`;

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
  });
  afterAll(() => server.close());

  async function query<T = any>(text: string, variables: Record<string, unknown> = {}, role: Role = 'owner') {
    const { body } = await server.graphql<T>(text, variables, as(role));
    return body;
  }
  async function data<T = any>(text: string, variables: Record<string, unknown> = {}, role: Role = 'owner'): Promise<T> {
    const body = await query<T>(text, variables, role);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  const codes = (body: { errors?: { extensions?: Record<string, any> }[] }) => body.errors?.map((error) => error.extensions?.code);

  async function countStatements(run: () => Promise<unknown>) {
    const before = server.database.statementCount();
    await run();
    return server.database.statementCount() - before;
  }

  describe('Track', () => {
    it('answers every field from the track, its album and its artists', async () => {
      const { lpTwo } = music.tracks;
      const { track } = await data(`query($id: ID!) { track(id: $id) { ${TRACK_FIELDS} } }`, { id: lpTwo.id });
      expect(track).toEqual({
        id: lpTwo.id,
        title: 'Ferry at Dawn',
        explicit: true,
        previewUrl: `${origin()}/media/tracks/${lpTwo.id}/preview`,
        durationMs: 240_000,
        discNumber: 1,
        trackNumber: 2,
        availableMarkets: ['SE', 'NO'],
        inSE: true,
        inUS: false,
        anywhere: true,
        artists: [
          { id: music.artists.nova.id, name: 'Nova Lind' },
          { id: music.artists.guest.id, name: 'Guest Star' },
        ],
        album: { id: music.albums.lp.id, title: 'Harbour Lights' },
        // A track shows its album's cover and colour, and its artists.
        display: {
          title: 'Ferry at Dawn',
          description: 'Nova Lind, Guest Star',
          colors: { primary: { hex: '#C27C2C' }, secondary: null },
          image: { url: cover(music.albums.lp.id), placeholder: '#C27C2C', sized: `${origin()}/api/images/cover/${music.albums.lp.id}/96/96` },
        },
      });
    });

    it("is available anywhere when it lists 'ZZ', and only in its markets otherwise", async () => {
      const availability = async (id: string) => (await data(`query($id: ID!) { track(id: $id) { se: isAvailable(market: "SE") jp: isAvailable(market: "JP") zz: isAvailable(market: "ZZ") } }`, { id })).track;
      expect(await availability(music.tracks.lpOne.id)).toEqual({ se: true, jp: true, zz: true });
      expect(await availability(music.tracks.singleTrack.id)).toEqual({ se: false, jp: false, zz: true });
    });

    it('refuses a market that is not a country code', async () => {
      const body = await query(`query($id: ID!) { track(id: $id) { isAvailable(market: "sweden") } }`, { id: music.tracks.lpOne.id });
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    });

    it('is found by its deep-link id too', async () => {
      const shortId = music.tracks.lpOne.id.replace(/\.+$/, '');
      expect((await data(`query($id: ID!) { track(id: $id) { id } }`, { id: `cadence:track:${shortId}` })).track).toEqual({ id: music.tracks.lpOne.id });
      // The deep link names its kind: an album's link is no track.
      const album = await query(`query($id: ID!) { track(id: $id) { id } }`, { id: `cadence:album:${music.albums.lp.id.replace(/\.+$/, '')}` });
      expect(codes(album)).toEqual(['NOT_FOUND']);
    });
  });

  describe('Album', () => {
    it('answers its type, artists, release date and display', async () => {
      const { album } = await data(`query($id: ID!) { album(id: $id) { id title albumType releaseDate artists { name } display { title description colors { primary { hex } } image { url placeholder } } } }`, {
        id: music.albums.lp.id,
      });
      expect(album).toEqual({
        id: music.albums.lp.id,
        title: 'Harbour Lights',
        albumType: 'ALBUM',
        releaseDate: '2020-05-01',
        artists: [{ name: 'Nova Lind' }],
        display: { title: 'Harbour Lights', description: 'Nova Lind', colors: { primary: { hex: '#C27C2C' } }, image: { url: cover(music.albums.lp.id), placeholder: '#C27C2C' } },
      });
      const { album: best } = await data(`query($id: ID!) { album(id: $id) { albumType releaseDate } }`, { id: music.albums.best.id });
      expect(best).toEqual({ albumType: 'COMPILATION', releaseDate: null });
    });

    it('lists its tracks disc by disc in track order, a page at a time', async () => {
      const page = async (after: string | null) =>
        (await data(`query($id: ID!, $after: String) { album(id: $id) { tracks(first: 2, after: $after) { total pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { title } } } } }`, { id: music.albums.lp.id, after }))
          .album.tracks;
      const first = await page(null);
      expect(first.total).toBe(3);
      expect(first.edges.map((e: any) => e.node.title)).toEqual(['Harbour Lights', 'Ferry at Dawn']);
      expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor, endCursor: first.edges[1].cursor });
      const second = await page(first.pageInfo.endCursor);
      expect(second.edges.map((e: any) => e.node.title)).toEqual(['Second Disc Opener']);
      expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    });

    it('refuses a cursor it did not make', async () => {
      const body = await query(`query($id: ID!) { album(id: $id) { tracks(first: 2, after: "nonsense") { total } } }`, { id: music.albums.lp.id });
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('Artist', () => {
    const albumsOf = async (args: string, after: string | null = null) =>
      (
        await data(`query($id: ID!, $after: String) { artist(id: $id) { albums(${args}, after: $after) { total pageInfo { hasNextPage endCursor } edges { cursor node { title } } } } }`, {
          id: music.artists.nova.id,
          after,
        })
      ).artist.albums;
    const titles = (connection: any) => connection.edges.map((e: any) => e.node.title);

    it('answers its name and display (round, with its initials)', async () => {
      const { artist } = await data(`query($id: ID!) { artist(id: $id) { id name display { title description colors { primary { hex } } image { url placeholder } } } }`, { id: music.artists.nova.id });
      expect(artist).toEqual({
        id: music.artists.nova.id,
        name: 'Nova Lind',
        display: { title: 'Nova Lind', description: null, colors: { primary: { hex: '#1E3A5F' } }, image: { url: `${origin()}/api/images/avatar/${music.artists.nova.id}/%w/%h`, placeholder: '#1E3A5F' } },
      });
    });

    it('lists its albums newest first, undated last, a page at a time', async () => {
      const first = await albumsOf('first: 2');
      expect(first.total).toBe(3);
      expect(titles(first)).toEqual(['Night Swim', 'Harbour Lights']);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const rest = await albumsOf('first: 2', first.pageInfo.endCursor);
      expect(titles(rest)).toEqual(['The Essential Nova Lind']);
      expect(rest.pageInfo.hasNextPage).toBe(false);
    });

    it('keeps the albums of a kind, and those with a track available in the market', async () => {
      expect(titles(await albumsOf('albumType: SINGLE'))).toEqual(['Night Swim']);
      expect(titles(await albumsOf('market: "SE"'))).toEqual(['Harbour Lights']);
      expect(titles(await albumsOf('market: "NO"'))).toEqual(['Harbour Lights', 'The Essential Nova Lind']);
      // Harbour Lights has a track open to any market.
      expect(titles(await albumsOf('market: "JP"'))).toEqual(['Harbour Lights']);
      expect((await albumsOf('market: "ZZ"')).total).toBe(3);
      expect((await albumsOf('albumType: ALBUM, market: "US"')).total).toBe(1);
    });
  });

  describe("the album and artist pages' royalty-free condition", () => {
    const ALBUM = `query($id: ID!, $agent: EditorialAgentInput) { album(id: $id, agent: $agent) { id tracks(first: 10) { edges { node { id } } } } }`;
    const ARTIST = `query($id: ID!, $agent: EditorialAgentInput) { artist(id: $id, agent: $agent) { id } }`;
    const agentOf = (account: string) => ({ platform: 'business', account });
    let free: { artist: string; album: string; track: string };

    beforeAll(async () => {
      const db = server.app.services.db;
      const artist = (await db.insert(artists).values({ id: await newId(db, 'Artist'), name: 'Open Library', color: '#000000', royaltyFree: true }).returning())[0]!;
      const album = (await db.insert(albums).values({ id: await newId(db, 'Album'), title: 'Open Library Vol 1', albumType: 'album', artistId: artist.id, color: '#000000' }).returning())[0]!;
      const track = (await db.insert(tracks).values({ id: await newId(db, 'Track'), title: 'Open Theme', albumId: album.id, artistIds: [artist.id], trackNumber: 1, durationMs: 100_000, availableMarkets: ['ZZ'] }).returning())[0]!;
      free = { artist: artist.id, album: album.id, track: track.id };
    });

    async function asRoyaltyFree(run: () => Promise<void>) {
      const db = server.app.services.db;
      const [account] = await db.select().from(accounts).where(eq(accounts.id, world.account.id));
      await db.update(accounts).set({ plan: 'royalty-free' }).where(eq(accounts.id, world.account.id));
      try {
        await run();
      } finally {
        await db.update(accounts).set({ plan: account!.plan }).where(eq(accounts.id, world.account.id));
      }
    }

    it("does not find another artist's album or the artist for a royalty-free account", async () => {
      await asRoyaltyFree(async () => {
        const agent = agentOf(world.account.id);
        const album = await query(ALBUM, { id: music.albums.lp.id, agent });
        expect(codes(album)).toEqual(['NOT_FOUND']);
        expect(album.data?.album ?? null).toBeNull();
        expect(codes(await query(ARTIST, { id: music.artists.nova.id, agent }))).toEqual(['NOT_FOUND']);
        // A player of the account is its zone account's audience, whatever it sends.
        expect(codes(await query(ALBUM, { id: music.albums.lp.id }, 'device'))).toEqual(['NOT_FOUND']);
        expect(codes(await query(ARTIST, { id: music.artists.nova.id }, 'device'))).toEqual(['NOT_FOUND']);
      });
    });

    it("shows a royalty-free artist's album and the artist to a royalty-free account", async () => {
      await asRoyaltyFree(async () => {
        const { album } = await data(ALBUM, { id: free.album, agent: agentOf(world.account.id) });
        expect(album).toEqual({ id: free.album, tracks: { edges: [{ node: { id: free.track } }] } });
        expect((await data(ARTIST, { id: free.artist }, 'device')).artist).toEqual({ id: free.artist });
      });
    });

    it('shows every album to other accounts', async () => {
      const { album } = await data(ALBUM, { id: music.albums.lp.id, agent: agentOf(world.account.id) });
      expect(album.tracks.edges).toHaveLength(3);
      expect((await data(ARTIST, { id: free.artist }, 'device')).artist).toEqual({ id: free.artist });
    });

    it("refuses an agent naming an account that is not the viewer's", async () => {
      expect(codes(await query(ALBUM, { id: music.albums.lp.id, agent: agentOf(world.foreignAccount.id) }))).toEqual(['NOT_FOUND']);
    });
  });

  describe('Playlist', () => {
    const PLAYLIST_FIELDS = `id name snapshot updatedAt createdAt composerType presentAs shortDescription description curated
      curator { id accountId name } presets { playbackMode allowExplicit } genres { id name }
      composer { __typename ... on CuratorComposer { curator { id name } } }
      display { title description colors { primary { hex } } image { url placeholder } }`;

    it('answers every field of a catalogue playlist', async () => {
      const { playlist } = await data(`query($id: ID!) { playlist(id: $id) { ${PLAYLIST_FIELDS} } }`, { id: music.curated.id }, 'foreign');
      expect(playlist).toEqual({
        id: music.curated.id,
        name: 'Quiet Hours',
        snapshot: 'snap-20260110100000-1',
        updatedAt: '2026-01-10T10:00:00.000Z',
        createdAt: '2025-06-01T08:00:00.000Z',
        composerType: 'CURATOR',
        presentAs: 'PLAYLIST',
        shortDescription: 'Calm music for quiet hours.',
        description: 'Sixty calm pieces, refreshed every month.',
        curated: true,
        curator: { id: music.curator.id, accountId: 'cadence-direct-se', name: 'Cadence Editors' },
        presets: { playbackMode: 'linear', allowExplicit: null },
        // The first 5 genres (core.md 9 'Genres shown').
        genres: [
          { id: 'jazz', name: 'Jazz' },
          { id: 'soul-funk', name: 'Soul & Funk' },
          { id: 'piano', name: 'Piano' },
          { id: 'lounge', name: 'Lounge' },
          { id: 'folk', name: 'Folk' },
        ],
        composer: { __typename: 'CuratorComposer', curator: { id: music.curator.id, name: 'Cadence Editors' } },
        display: { title: 'Quiet Hours', description: 'Calm music for quiet hours.', colors: { primary: { hex: '#264653' } }, image: { url: cover(music.curated.id), placeholder: '#264653' } },
      });
    });

    it('answers each kind of composer with its inputs', async () => {
      const { tracks: t, artists } = music;
      const made = {
        manual: await music.playlist({ ownerAccountId: world.account.id, composerType: 'manual', composer: { id: 'manual-1' } }, []),
        artist: await music.playlist({ composerType: 'ARTIST', composer: { id: 'c-a', artistId: artists.nova.id }, presentAs: 'STATION' }, []),
        seed: await music.playlist({ composerType: 'SEED', composer: { id: 'c-s', seedTrackIds: [t.lpOne.id, t.singleTrack.id] }, presentAs: 'STATION' }, []),
        recipe: await music.playlist({ composerType: 'RECIPE', composer: { id: 'c-r', tagGroups: [{ id: 'mood', title: 'Moods', icon: 'mood', tags: [{ slug: 'chill', title: 'Chill' }] }] } }, []),
        simple: await music.playlist({ composerType: 'simple-recipe-composer', composer: { id: 'c-sr', tags: [{ slug: 'jazz', title: 'Jazz' }] }, presentAs: 'cadence' }, []),
        spotify: await music.playlist({ ownerAccountId: world.account.id, composerType: 'SPOTIFY', composer: { connectionId: 'conn-1', spotifyPlaylistUri: 'spotify:playlist:abc' } }, []),
        external: await music.playlist({ ownerAccountId: world.account.id, composerType: 'EXTERNAL_SPOTIFY', composer: { spotifyPlaylistUri: 'spotify:playlist:def' } }, []),
        radio: await music.playlist({ composerType: 'RADIO_PLAYLIST', composer: { seedIds: [artists.nova.id, t.lpTwo.id, music.albums.lp.id, music.curated.id, 'unknown'] } }, []),
      };
      const COMPOSER = `composerType presentAs composer { __typename
        ... on Manual { id } ... on ArtistComposer { artist { name } } ... on SeedComposer { seeds { title } }
        ... on RecipeComposer { id tagGroups { id title icon tags { slug title } } } ... on SimpleRecipeComposer { id tags { slug title } }
        ... on SpotifyComposer { id spotifyPlaylistUri } ... on ExternalSpotifyComposer { spotifyPlaylistUri }
        ... on RadioPlaylistComposer { seeds { __typename ... on Node { id } } } }`;
      const read = async (id: string) => (await data(`query($id: ID!) { playlist(id: $id) { ${COMPOSER} } }`, { id })).playlist;
      expect(await read(made.manual.id)).toEqual({ composerType: 'MANUAL', presentAs: 'PLAYLIST', composer: { __typename: 'Manual', id: 'manual-1' } });
      expect(await read(made.artist.id)).toEqual({ composerType: 'ARTIST', presentAs: 'STATION', composer: { __typename: 'ArtistComposer', artist: { name: 'Nova Lind' } } });
      expect(await read(made.seed.id)).toEqual({ composerType: 'SEED', presentAs: 'STATION', composer: { __typename: 'SeedComposer', seeds: [{ title: 'Harbour Lights' }, { title: 'Night Swim' }] } });
      expect((await read(made.recipe.id)).composer).toEqual({ __typename: 'RecipeComposer', id: 'c-r', tagGroups: [{ id: 'mood', title: 'Moods', icon: 'mood', tags: [{ slug: 'chill', title: 'Chill' }] }] });
      // A collection_type of the brand prefix is shown as a station.
      expect(await read(made.simple.id)).toEqual({ composerType: 'SIMPLE_RECIPE', presentAs: 'STATION', composer: { __typename: 'SimpleRecipeComposer', id: 'c-sr', tags: [{ slug: 'jazz', title: 'Jazz' }] } });
      expect((await read(made.spotify.id)).composer).toEqual({ __typename: 'SpotifyComposer', id: 'conn-1', spotifyPlaylistUri: 'spotify:playlist:abc' });
      expect((await read(made.external.id)).composer).toEqual({ __typename: 'ExternalSpotifyComposer', spotifyPlaylistUri: 'spotify:playlist:def' });
      expect((await read(made.radio.id)).composer.seeds).toEqual([
        { __typename: 'Artist', id: artists.nova.id },
        { __typename: 'Track', id: t.lpTwo.id },
        { __typename: 'Album', id: music.albums.lp.id },
        { __typename: 'Playlist', id: music.curated.id },
      ]);
    });

    describe('tracks', () => {
      const TRACKS = `query($id: ID!, $first: Int, $after: String) { playlist(id: $id) { tracks(market: "SE", first: $first, after: $after) {
        total updatedAt pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor addedAt node { title isAvailable(market: "SE") } } } } }`;
      const page = async (id: string, first: number, after: string | null = null) => (await data(TRACKS, { id, first, after })).playlist.tracks;

      it('pages through the list in order, keeping tracks unavailable in the market', async () => {
        const seen: string[] = [];
        let after: string | null = null;
        let pages = 0;
        for (;;) {
          const connection: any = await page(music.curated.id, 25, after);
          pages++;
          expect(connection.total).toBe(60);
          expect(connection.updatedAt).toBe('2026-01-10T10:00:00.000Z');
          expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
          expect(connection.pageInfo.startCursor).toBe(connection.edges[0].cursor);
          expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1).cursor);
          seen.push(...connection.edges.map((e: any) => e.node.title));
          if (!connection.pageInfo.hasNextPage) break;
          after = connection.pageInfo.endCursor;
        }
        expect(pages).toBe(3);
        expect(seen).toEqual(music.tracks.many.map((t) => t.title));
        const first = await page(music.curated.id, 4);
        expect(first.edges.map((e: any) => [e.addedAt, e.node.isAvailable])).toEqual([
          ['2026-01-10T10:00:00.000Z', true],
          ['2026-01-10T10:00:01.000Z', true],
          ['2026-01-10T10:00:02.000Z', true],
          ['2026-01-10T10:00:03.000Z', false],
        ]);
      });

      it('answers the total alone for first: 0, and refuses a foreign cursor', async () => {
        expect(await page(music.curated.id, 0)).toEqual({ total: 60, updatedAt: '2026-01-10T10:00:00.000Z', pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null }, edges: [] });
        expect(codes(await query(TRACKS, { id: music.curated.id, first: 5, after: Buffer.from('["x"]').toString('base64url') }))).toEqual(['BAD_USER_INPUT']);
        expect(codes(await query(TRACKS, { id: music.curated.id, first: 501 }))).toEqual(['BAD_USER_INPUT']);
      });

      it('hides explicit tracks when the playlist overrides explicit off or its account filters them', async () => {
        const ids = music.tracks.many.slice(0, 9).map((t) => t.id);
        const clean = await music.playlist({ name: 'Clean', allowExplicit: false }, ids);
        const open = await music.playlist({ name: 'Open' }, ids);
        expect((await page(clean.id, 10)).edges.map((e: any) => e.node.title)).toEqual(['Piece 1', 'Piece 2', 'Piece 4', 'Piece 5', 'Piece 7', 'Piece 8']);
        expect((await page(clean.id, 10)).total).toBe(6);
        expect((await page(open.id, 10)).total).toBe(9);

        const filtering = await server.app.services.db.insert(accounts).values({ id: 'music-filtering', businessName: 'Filtering', settings: { filter_explicit: true } }).returning();
        const owned = await music.playlist({ name: 'Owned', ownerAccountId: filtering[0]!.id }, ids);
        const member = await world.fx.user();
        await world.fx.membership(filtering[0]!.id, member.id);
        const token = await world.fx.token(member.id);
        const { body } = await server.graphql(TRACKS, { id: owned.id, first: 10 }, { token });
        expect(body.data.playlist.tracks.total).toBe(6);
        await server.app.services.db.update(accounts).set({ settings: {} }).where(eq(accounts.id, 'music-filtering'));
      });
    });

    it('counts tracks, durations, playable and explicit tracks in a market', async () => {
      const STATISTICS = `query($id: ID!, $market: String) { playlist(id: $id) { trackStatistics(market: $market) { total totalDuration playable playableDuration explicit } } }`;
      const statistics = async (id: string, market: string | null) => (await data(STATISTICS, { id, market })).playlist.trackStatistics;
      const many = music.tracks.many;
      const sum = (list: typeof many) => list.reduce((total, t) => total + t.durationMs, 0);
      const explicit = many.filter((t) => t.explicit);
      const inSweden = many.filter((t) => t.availableMarkets.includes('SE'));
      const everything = { total: 60, totalDuration: sum(many), explicit: explicit.length };
      expect(await statistics(music.curated.id, null)).toEqual({ ...everything, playable: 60, playableDuration: sum(many) });
      expect(await statistics(music.curated.id, 'ZZ')).toEqual({ ...everything, playable: 60, playableDuration: sum(many) });
      expect(await statistics(music.curated.id, 'SE')).toEqual({ ...everything, playable: inSweden.length, playableDuration: sum(inSweden) });

      // Explicit tracks a playlist hides do not play.
      const clean = await music.playlist({ name: 'Clean statistics', allowExplicit: false }, many.map((t) => t.id));
      const cleanInSweden = inSweden.filter((t) => !t.explicit);
      expect(await statistics(clean.id, 'SE')).toEqual({ ...everything, playable: cleanInSweden.length, playableDuration: sum(cleanInSweden) });
      expect(await statistics((await music.playlist({ name: 'Empty' }, [])).id, 'SE')).toEqual({ total: 0, totalDuration: 0, playable: 0, playableDuration: 0, explicit: 0 });
    });

    describe('permissions', () => {
      const PERMISSIONS = `query($id: ID!) { playlist(id: $id) { permissions } }`;
      const permissions = async (id: string, role: Role) => (await data(PERMISSIONS, { id }, role)).playlist.permissions;
      const setAccount = (values: Partial<typeof accounts.$inferInsert>) => server.app.services.db.update(accounts).set(values).where(eq(accounts.id, world.account.id));
      afterAll(() => setAccount({ plan: 'unlimited', tier: 'tier-3', settings: {} }));

      it('lets the owning account edit a manual playlist on tier-3 only, and its users delete it', async () => {
        const manual = await music.playlist({ ownerAccountId: world.account.id, composerType: 'MANUAL' }, []);
        await setAccount({ plan: 'unlimited', tier: 'tier-3', settings: {} });
        expect(await permissions(manual.id, 'owner')).toEqual(['EDIT', 'DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(manual.id, 'member')).toEqual(['EDIT', 'DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(manual.id, 'device')).toEqual(['EDIT', 'ADD_TO_LIBRARY']);
        await setAccount({ plan: 'essential', tier: 'tier-1' });
        expect(await permissions(manual.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
      });

      it('lets the owner edit seed, recipe and streaming-service playlists, unless the plan is starter or editing is restricted', async () => {
        const seed = await music.playlist({ ownerAccountId: world.account.id, composerType: 'SEED', composer: { seedTrackIds: [] } }, []);
        const synced = await music.playlist({ ownerAccountId: world.account.id, composerType: 'SPOTIFY', composer: { spotifyPlaylistUri: 'spotify:playlist:x' } }, []);
        const copied = await music.playlist({ ownerAccountId: world.account.id, composerType: 'EXTERNAL_SPOTIFY', composer: { spotifyPlaylistUri: 'spotify:playlist:y' } }, []);
        const artist = await music.playlist({ ownerAccountId: world.account.id, composerType: 'ARTIST', composer: { artistId: music.artists.nova.id } }, []);
        await setAccount({ plan: 'essential', tier: 'tier-1', settings: {} });
        expect(await permissions(seed.id, 'owner')).toEqual(['EDIT', 'DELETE', 'ADD_TO_LIBRARY']);
        // Their presets and (copies) details, through their own mutations; their tracks stay the service's.
        expect(await permissions(synced.id, 'owner')).toEqual(['EDIT', 'DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(copied.id, 'owner')).toEqual(['EDIT', 'DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(artist.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
        await setAccount({ plan: 'starter', tier: 'tier-1' });
        expect(await permissions(seed.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(synced.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
        await setAccount({ plan: 'essential', settings: { restrict_edit_music: true } });
        expect(await permissions(seed.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
        expect(await permissions(synced.id, 'owner')).toEqual(['DELETE', 'ADD_TO_LIBRARY']);
      });

      it("lets anyone save the catalogue's playlists, but not a player whose account restricts discovery", async () => {
        await setAccount({ plan: 'essential', tier: 'tier-1', settings: {} });
        expect(await permissions(music.curated.id, 'foreign')).toEqual(['ADD_TO_LIBRARY']);
        expect(await permissions(music.curated.id, 'device')).toEqual(['ADD_TO_LIBRARY']);
        await setAccount({ settings: { restrict_discover_music: true } });
        expect(await permissions(music.curated.id, 'device')).toEqual([]);
        expect(await permissions(music.curated.id, 'owner')).toEqual(['ADD_TO_LIBRARY']);
      });
    });

    it("shows an account's own playlist only to those with access to the account", async () => {
      const own = await music.playlist({ name: 'Our Mornings', ownerAccountId: world.account.id }, [music.tracks.lpOne.id]);
      const READ = `query($id: ID!) { playlist(id: $id) { id } }`;
      for (const role of ['owner', 'member', 'locationUser', 'device'] as const) expect((await data(READ, { id: own.id }, role)).playlist).toEqual({ id: own.id });
      expect(codes(await query(READ, { id: own.id }, 'foreign'))).toEqual(['NOT_FOUND']);
      expect((await data(`query($id: ID!) { node(id: $id) { id } }`, { id: own.id }, 'foreign')).node).toBeNull();
      expect(codes(await query(READ, { id: own.id }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
      // The catalogue's own playlists are everyone's to see.
      expect((await data(READ, { id: music.curated.id }, 'device')).playlist).toEqual({ id: music.curated.id });
    });
  });

  describe('lookups', () => {
    it('reads each kind through node(id)', async () => {
      const ids = [music.tracks.lpOne.id, music.albums.lp.id, music.artists.nova.id, music.curated.id];
      const { nodes } = await data(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids });
      expect(nodes).toEqual([
        { __typename: 'Track', id: ids[0] },
        { __typename: 'Album', id: ids[1] },
        { __typename: 'Artist', id: ids[2] },
        { __typename: 'Playlist', id: ids[3] },
      ]);
    });

    it.each(['track', 'album', 'artist', 'playlist'])('answers NOT_FOUND for an unknown %s, and node answers null', async (field) => {
      const unknown = Buffer.from(`${field.charAt(0).toUpperCase() + field.slice(1)},,zzzz/`).toString('base64url');
      expect(codes(await query(`query($id: ID!) { ${field}(id: $id) { id } }`, { id: unknown }))).toEqual(['NOT_FOUND']);
      expect(codes(await query(`query { ${field}(id: "not-an-id") { id } }`))).toEqual(['NOT_FOUND']);
      expect((await data(`query($id: ID!) { node(id: $id) { id } }`, { id: unknown })).node).toBeNull();
    });

    it('asks a signed-out caller to sign in', async () => {
      expect(codes(await query(`query($id: ID!) { track(id: $id) { id } }`, { id: music.tracks.lpOne.id }, 'anonymous'))).toEqual(['UNAUTHENTICATED']);
    });

    it('reads a page of 50 tracks with their albums and artists in as many statements as a page of 5', async () => {
      const PAGE = `query($id: ID!, $first: Int) { playlist(id: $id) {
        trackStatistics(market: "SE") { playable }
        tracks(first: $first) { edges { node { ${TRACK_FIELDS} album { albumType artists { name } display { title } } } } } } }`;
      const few = await countStatements(() => data(PAGE, { id: music.curated.id, first: 5 }));
      const many = await countStatements(() => data(PAGE, { id: music.curated.id, first: 50 }));
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(12);
    });

    it('reads the tracks of many albums and the albums of many artists in one statement each', async () => {
      const ALBUMS = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Artist { albums(first: 5, market: "SE") { total edges { node { tracks(first: 3) { total edges { node { title } } } } } } } } }`;
      const one = await countStatements(() => data(ALBUMS, { ids: [music.artists.quiet.id] }));
      const three = await countStatements(() => data(ALBUMS, { ids: [music.artists.quiet.id, music.artists.nova.id, music.artists.guest.id] }));
      expect(three).toBe(one);
    });
  });
});
