import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { contractOperation, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { recordEvents } from '../accounts/testWorld';
import { testCatalogue } from '../music/testCatalogue';
import { spotifyConnections } from '../db/schema';
import { SPOTIFY_SCOPES } from '../../src/domain/spotify';
import { standInId, standInPlaylists } from './standInData';
import { importMessages } from './importPlaylists';

const CONNECT = contractOperation('CreateSpotifyConnection');
const IMPORT = contractOperation('ImportSpotifyPlaylistsByDrag');
const IMPORT_AS = `mutation($input: ImportSpotifyPlaylistsInput!) {
  importSpotifyPlaylists(input: $input) { traceId results { playlistUri playlist { id name composerType composer { __typename ... on SpotifyComposer { id spotifyPlaylistUri } ... on ExternalSpotifyComposer { spotifyPlaylistUri } } tracks(first: 100) { edges { node { id } } } } errors { errorCode errorMessage } } }
}`;
const LIBRARY = `query($owner: ID!) { library(owner: $owner) { version ids } }`;

const playlistUri = (slug: string, user = 'aurora.cafe') => `spotify:playlist:${standInId(`playlist:${user}:${slug}`)}`;

describe(`streaming-service import (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let redirectUri: string;

  beforeAll(async () => {
    server = await startTestServer();
    await testCatalogue(server.app.services.db);
    redirectUri = `${server.origin}/spotify-callback`;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await premisesWorld(server);
  });

  const gql = async (text: string, variables: Record<string, unknown>, role: Role = 'owner') => (await server.graphql(text, variables, { token: world.tokens[role] })).body;

  async function authorisationCode(): Promise<string> {
    const form = { client_id: 'cadence-web', redirect_uri: redirectUri, state: 's', scope: SPOTIFY_SCOPES.join(' '), user: 'aurora.cafe', decision: 'allow' };
    const response = await server.rest('POST', '/stand-in/spotify/authorize', { form });
    return new URL(response.headers.get('location')!).searchParams.get('code')!;
  }

  async function connect(role: Role = 'owner'): Promise<string> {
    const body = await gql(CONNECT, { code: await authorisationCode(), redirectUri }, role);
    expect(body.errors).toBeUndefined();
    return body.data.createSpotifyConnection.id;
  }

  /** The catalogue track ids the stand-in's playlist matches, in its order. */
  async function expectedTrackIds(slug: string): Promise<string[]> {
    const playlist = (await standInPlaylists(server.app.services.db)).get('aurora.cafe')!.find((candidate) => candidate.id === standInId(`playlist:aurora.cafe:${slug}`))!;
    const catalogue = await server.app.services.db.query.tracks.findMany();
    return playlist.tracks.flatMap((track) => catalogue.filter((row) => track.id === standInId(`track:${row.id}`)).map((row) => row.id));
  }

  describe('spotifyConnection', () => {
    const CURRENT = `query { spotifyConnection { id accessToken tokenType expiresIn scope } }`;
    const current = async (role: Role = 'owner') => {
      const body = await gql(CURRENT, {}, role);
      expect(body.errors).toBeUndefined();
      return body.data.spotifyConnection;
    };

    it("gives the viewer their own connection, counting down to the service's expiry, and nobody else's", async () => {
      expect(await current()).toBeNull();
      const id = await connect();
      const [row] = await server.app.services.db.select().from(spotifyConnections).where(eq(spotifyConnections.id, id));
      server.clock.advance(600_000);
      expect(await current()).toEqual({ id, accessToken: row!.accessToken, tokenType: 'Bearer', expiresIn: 3000, scope: SPOTIFY_SCOPES.join(' ') });
      expect(await current('member')).toBeNull();
      expect((await gql(CURRENT, {}, 'anonymous')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refreshes a token past its minute-early expiry, and gives none when the grant cannot be refreshed', async () => {
      const id = await connect();
      const [before] = await server.app.services.db.select().from(spotifyConnections).where(eq(spotifyConnections.id, id));
      server.clock.advance(3600_000 - 60_000);
      const refreshed = await current();
      expect(refreshed).toMatchObject({ id, expiresIn: 3600 });
      expect(refreshed.accessToken).not.toBe(before!.accessToken);
      await server.app.services.db.update(spotifyConnections).set({ refreshToken: null, expiresAt: server.clock.now() }).where(eq(spotifyConnections.id, id));
      expect(await current()).toBeNull();
    });
  });

  describe('createSpotifyConnection', () => {
    it('exchanges the code for the token, kept with when it stops being used (a minute before it expires)', async () => {
      const body = await gql(CONNECT, { code: await authorisationCode(), redirectUri });
      expect(body.data.createSpotifyConnection).toEqual({ id: expect.any(String), accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: 3600, scope: SPOTIFY_SCOPES.join(' ') });
      const [row] = await server.app.services.db.select().from(spotifyConnections).where(eq(spotifyConnections.id, body.data.createSpotifyConnection.id));
      expect(row!.userId).toBe(world.users.owner.id);
      expect(row!.expiresAt.getTime()).toBe(server.clock.now().getTime() + 3600_000 - 60_000);
    });

    it('keeps one connection per user: connecting again keeps its id', async () => {
      expect(await connect()).toBe(await connect());
    });

    it('refuses a code the service does not take, and a visitor', async () => {
      const used = await authorisationCode();
      await gql(CONNECT, { code: used, redirectUri });
      const again = await gql(CONNECT, { code: used, redirectUri });
      expect(again.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      const visitor = await gql(CONNECT, { code: await authorisationCode(), redirectUri }, 'anonymous');
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('importSpotifyPlaylists', () => {
    it('imports each playlist with its catalogue tracks, gives each failure its error, and adds the imported ones to the library', async () => {
      const connectionId = await connect();
      const events = recordEvents(server);
      const uris = [playlistUri('favourites'), playlistUri('voice-memos'), 'spotify:album:37i9dQZF1DXcBWIGoYBM5M', `spotify:playlist:${'Z'.repeat(22)}`];
      const body = await gql(IMPORT, { connectionId, playlistUris: uris, owner: world.account.id });
      expect(body.errors).toBeUndefined();
      const { results, traceId } = body.data.importSpotifyPlaylists;
      expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(results.map((result: { playlistUri: string }) => result.playlistUri)).toEqual(uris);
      expect(results[0]).toEqual({ playlistUri: uris[0], playlist: { id: expect.any(String), permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'] }, errors: [] });
      expect(results.slice(1).map((result: { playlist: unknown; errors: unknown }) => [result.playlist, result.errors])).toEqual([
        [null, [{ errorCode: 'EMPTY', errorMessage: importMessages.empty }]],
        [null, [{ errorCode: 'INVALID_URI', errorMessage: 'Not a spotify playlist' }]],
        [null, [{ errorCode: 'NOT_FOUND', errorMessage: importMessages.notFound }]],
      ]);

      const library = (await gql(LIBRARY, { owner: world.account.id })).data.library;
      expect(library).toEqual({ version: 1, ids: [results[0].playlist.id] });
      await events.waitFor((event) => event.entity === 'music_library' && event.id === world.account.id);
      await events.waitFor((event) => event.entity === 'collection' && event.type === 'create' && event.id === results[0].playlist.id);
      events.stop();
    });

    it('makes a synced playlist composed from the connection, or a copy, with the matched tracks in order', async () => {
      const connectionId = await connect();
      const input = { connectionId, playlistUris: [playlistUri('favourites')], owner: world.account.id, addToLibrary: false };
      const synced = (await gql(IMPORT_AS, { input })).data.importSpotifyPlaylists.results[0].playlist;
      const trackIds = await expectedTrackIds('favourites');
      expect(trackIds).toHaveLength(12);
      expect(synced).toEqual({
        id: expect.any(String),
        name: 'Café Favourites',
        composerType: 'SPOTIFY',
        composer: { __typename: 'SpotifyComposer', id: connectionId, spotifyPlaylistUri: playlistUri('favourites') },
        tracks: { edges: trackIds.map((id) => ({ node: { id } })) },
      });
      const copy = (await gql(IMPORT_AS, { input: { ...input, playlistUris: [`https://open.spotify.com/playlist/${standInId('playlist:aurora.cafe:lounge')}?si=x`], mode: 'COPY' } })).data.importSpotifyPlaylists.results[0].playlist;
      expect(copy).toMatchObject({ name: 'Evening Lounge', composerType: 'EXTERNAL_SPOTIFY', composer: { __typename: 'ExternalSpotifyComposer', spotifyPlaylistUri: playlistUri('lounge') } });
      expect((await gql(LIBRARY, { owner: world.account.id })).data.library.ids).toEqual([]);
    });

    it('refreshes an expired token before reading', async () => {
      const connectionId = await connect();
      server.clock.advance(3600_000 - 60_000);
      const body = await gql(IMPORT, { connectionId, playlistUris: [playlistUri('lounge')], owner: world.account.id });
      expect(body.errors).toBeUndefined();
      expect(body.data.importSpotifyPlaylists.results[0].errors).toEqual([]);
      const [row] = await server.app.services.db.select().from(spotifyConnections).where(eq(spotifyConnections.id, connectionId));
      expect(row!.expiresAt.getTime()).toBe(server.clock.now().getTime() + 3600_000 - 60_000);
    });

    it("uses only the viewer's own connection, for an account the viewer may change", async () => {
      const connectionId = await connect();
      const others = await gql(IMPORT, { connectionId, playlistUris: [playlistUri('lounge')], owner: world.account.id }, 'admin');
      expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const foreignAccount = await gql(IMPORT, { connectionId, playlistUris: [playlistUri('lounge')], owner: world.foreignAccount.id });
      expect(foreignAccount.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
