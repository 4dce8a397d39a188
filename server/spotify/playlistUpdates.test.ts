import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, playlists } from '../db/schema';
import { contractOperation, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from '../music/testCatalogue';
import type { TestCatalogue } from '../music/testCatalogue';

const SYNCED_MODE = contractOperation('UpdateSpotifySyncedPlaylistPlaybackMode');
const COPY_MODE = contractOperation('UpdateSpotifyPlaylistMetadata');
const COPY_METADATA = contractOperation('LegacySpotifyPlaylistMetadata');
const SYNCED_DETAILS = `mutation($input: UpdateSpotifySyncedPlaylistInput!) { updateSpotifySyncedPlaylist(input: $input) { id name presets { playbackMode allowExplicit } } }`;
const SPLICE = contractOperation('PlaylistEditorSplice');

describe(`changing streaming-service playlists (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
  });
  afterAll(() => server.close());

  const setAccount = (values: Partial<typeof accounts.$inferInsert>) => server.app.services.db.update(accounts).set(values).where(eq(accounts.id, world.account.id));
  // Not tier-3: the streaming-service kinds need no tier, unlike manual playlists.
  beforeEach(() => setAccount({ plan: 'unlimited', tier: 'tier-1', settings: {} }));

  const call = async (text: string, variables: Record<string, unknown>, role: Role = 'owner') => (await server.graphql(text, variables, { token: world.tokens[role] })).body;
  async function data(text: string, variables: Record<string, unknown>, role: Role = 'owner') {
    const body = await call(text, variables, role);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  async function failure(text: string, variables: Record<string, unknown>, role: Role = 'owner') {
    const [error] = (await call(text, variables, role)).errors ?? [];
    return { code: error?.extensions?.code, message: error?.message, fields: error?.extensions?.exception?.validationErrors };
  }
  const synced = () => music.playlist({ ownerAccountId: world.account.id, name: 'From Spotify', composerType: 'SPOTIFY', composer: { connectionId: 'conn-1', spotifyPlaylistUri: 'spotify:playlist:abc' } }, [music.tracks.many[0]!.id]);
  const copied = () => music.playlist({ ownerAccountId: world.account.id, name: 'Copied', composerType: 'EXTERNAL_SPOTIFY', composer: { spotifyPlaylistUri: 'spotify:playlist:def' } }, [music.tracks.many[0]!.id]);
  const row = async (id: string) => (await server.app.services.db.select().from(playlists).where(eq(playlists.id, id)))[0]!;

  describe('updateSpotifySyncedPlaylist', () => {
    it("sets a synced playlist's playback mode and explicit preset, with a new updatedAt, and keeps its name", async () => {
      const playlist = await synced();
      server.clock.advance(1_000);
      const { updateSpotifySyncedPlaylist } = await data(SYNCED_MODE, { input: { id: playlist.id, presets: { playbackMode: 'linear' } } });
      expect(updateSpotifySyncedPlaylist).toEqual({ id: playlist.id, permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], presets: { playbackMode: 'linear' } });
      expect(await row(playlist.id)).toMatchObject({ name: 'From Spotify', playbackMode: 'linear', updatedAt: server.clock.now() });
      const explicit = await data(SYNCED_DETAILS, { input: { id: playlist.id, presets: { allowExplicit: false } } });
      expect(explicit.updateSpotifySyncedPlaylist).toEqual({ id: playlist.id, name: 'From Spotify', presets: { playbackMode: 'linear', allowExplicit: false } });
    });

    it('takes no name: the service names a synced playlist', async () => {
      const playlist = await synced();
      expect((await failure(`mutation($id: ID!) { updateSpotifySyncedPlaylist(input: { id: $id, name: "X", presets: {} }) { id } }`, { id: playlist.id })).code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('is only for synced playlists, and only for those who may edit them', async () => {
      const playlist = await synced();
      const change = { input: { id: playlist.id, presets: { playbackMode: 'linear' } } };
      expect((await failure(SYNCED_MODE, { input: { id: (await copied()).id, presets: { playbackMode: 'linear' } } })).code).toBe('FORBIDDEN');
      expect((await failure(SYNCED_MODE, { input: { id: music.curated.id, presets: { playbackMode: 'shuffle' } } })).code).toBe('FORBIDDEN');
      expect(await failure(SYNCED_MODE, change, 'foreign')).toMatchObject({ code: 'NOT_FOUND', message: 'Playlist does not exist' });
      await setAccount({ settings: { restrict_edit_music: true } });
      expect((await failure(SYNCED_MODE, change)).code).toBe('FORBIDDEN');
      await setAccount({ plan: 'starter', settings: {} });
      expect((await failure(SYNCED_MODE, change)).code).toBe('FORBIDDEN');
      expect((await row(playlist.id)).playbackMode).toBe('shuffle');
    });

    it('leaves its tracks to the service: they cannot be spliced', async () => {
      const playlist = await synced();
      expect((await failure(SPLICE, { input: { id: playlist.id, trackIds: [music.tracks.many[1]!.id], start: -1, length: 0 }, market: 'SE' })).code).toBe('FORBIDDEN');
    });
  });

  describe('updateSpotifyPlaylist', () => {
    it("changes a copied playlist's name, description and playback mode", async () => {
      const playlist = await copied();
      const { updateSpotifyPlaylist } = await data(COPY_METADATA, { input: { id: playlist.id, name: ' Renamed ', description: 'Ours now' }, market: 'SE' });
      expect(updateSpotifyPlaylist).toMatchObject({ id: playlist.id, name: 'Renamed', description: 'Ours now', presets: { playbackMode: 'shuffle' }, trackStatistics: { total: 1 } });
      const mode = await data(COPY_MODE, { playlistId: playlist.id, playOrder: 'linear' });
      expect(mode.updateSpotifyPlaylist).toEqual({ id: playlist.id, permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], presets: { playbackMode: 'linear' } });
      expect(await row(playlist.id)).toMatchObject({ name: 'Renamed', description: 'Ours now', playbackMode: 'linear' });
    });

    it("refuses an empty name with 'Cannot be empty', other kinds and those who may not edit", async () => {
      const playlist = await copied();
      expect(await failure(COPY_METADATA, { input: { id: playlist.id, name: '  ' } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.name': 'Cannot be empty' } });
      expect((await failure(COPY_MODE, { playlistId: (await synced()).id, playOrder: 'linear' })).code).toBe('FORBIDDEN');
      expect(await failure(COPY_MODE, { playlistId: playlist.id, playOrder: 'linear' }, 'foreign')).toMatchObject({ code: 'NOT_FOUND', message: 'Playlist does not exist' });
      await setAccount({ settings: { restrict_edit_music: true } });
      expect((await failure(COPY_MODE, { playlistId: playlist.id, playOrder: 'linear' })).code).toBe('FORBIDDEN');
      expect((await row(playlist.id)).name).toBe('Copied');
    });
  });

  describe('playlistUpdate', () => {
    const clients: Client[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    });

    it("tells a watcher of a synced playlist's new playback mode", async () => {
      const playlist = await synced();
      const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${world.tokens.member}` }, retryAttempts: 0 });
      clients.push(client);
      const watcher = client.iterate({ query: contractOperation('PlaylistUpdate'), variables: { input: { playlist: playlist.id } } });
      const results: any[] = [];
      const done = (async () => {
        for await (const result of watcher) results.push(result);
      })();
      // The subscription starts listening asynchronously: change it until the watcher hears of a change.
      let heard: any = null;
      for (let attempt = 0; attempt < 20 && !heard; attempt++) {
        server.clock.advance(1_000);
        await data(SYNCED_MODE, { input: { id: playlist.id, presets: { playbackMode: attempt % 2 ? 'shuffle' : 'linear' } } });
        const updatedAt = server.clock.now().toISOString();
        for (let wait = 0; wait < 15 && !heard; wait++) {
          heard = results.find((result) => result.data?.playlistUpdate.playlist.updatedAt === updatedAt) ?? null;
          if (!heard) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      expect(heard?.data.playlistUpdate.playlist.id).toBe(playlist.id);
      await watcher.return?.();
      await done;
    });
  });
});
