import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TRACKS_MAX_LIMIT } from '../../src/domain/playlists';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { accounts, playlists } from '../db/schema';
import { recordEvents } from '../accounts/testWorld';
import { untilSeen } from '../testing/arrivals';
import { watchSubscription } from '../testing/subscriptionWatcher';
import { contractOperation, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { testCatalogue } from './testCatalogue';
import type { TestCatalogue } from './testCatalogue';

const CREATE = contractOperation('CreateManualPlaylist');
const SPLICE = contractOperation('PlaylistEditorSplice');
const METADATA = contractOperation('PlaylistEditorMetadata');
const PLAYBACK_MODE = contractOperation('UpdateManualPlaylistPlaybackMode');
const VALIDATION = contractOperation('PlaylistUpdateValidation');
const LIBRARY = `query($owner: ID!) { library(owner: $owner) { version ids } }`;
const LIBRARY_UPDATE = `subscription($owner: ID!) { libraryUpdate(input: { owner: $owner }) { library { owner ids } } }`;
const TRACKS = `query($id: ID!, $first: Int, $after: String) { playlist(id: $id) { snapshot updatedAt tracks(first: $first, after: $after) { total updatedAt pageInfo { hasNextPage endCursor } edges { addedAt node { id } } } } }`;

describe(`editing manual playlists (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let music: TestCatalogue;
  const as = (role: Role) => ({ token: world.tokens[role] });

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    music = await testCatalogue(server.app.services.db);
  });
  const watchers: Client[] = [];
  afterAll(async () => {
    await Promise.all(watchers.map((client) => client.dispose()));
    await server.close();
  });

  const setAccount = (values: Partial<typeof accounts.$inferInsert>) => server.app.services.db.update(accounts).set(values).where(eq(accounts.id, world.account.id));
  beforeEach(() => setAccount({ plan: 'unlimited', tier: 'tier-3', settings: {} }));

  async function call(text: string, variables: Record<string, unknown>, role: Role = 'owner') {
    return (await server.graphql(text, variables, as(role))).body;
  }
  async function data(text: string, variables: Record<string, unknown>, role: Role = 'owner') {
    const body = await call(text, variables, role);
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  /** The first error's code, message and field messages. */
  async function failure(text: string, variables: Record<string, unknown>, role: Role = 'owner') {
    const [error] = (await call(text, variables, role)).errors ?? [];
    return { code: error?.extensions?.code, message: error?.message, fields: error?.extensions?.exception?.validationErrors };
  }

  const create = async (input: Record<string, unknown>, role: Role = 'owner') => (await data(CREATE, { input: { owner: world.account.id, ...input } }, role)).createManualPlaylist.playlist;
  const splice = async (input: Record<string, unknown>, role: Role = 'owner') => (await data(SPLICE, { input, market: 'SE' }, role)).spliceManualPlaylist;
  const trackIds = async (id: string) => (await data(TRACKS, { id, first: 500 })).playlist.tracks.edges.map((edge: any) => edge.node.id);
  const snapshotOf = async (id: string) => (await data(VALIDATION, { playlistId: id })).playlist.snapshot as string;
  const piece = (i: number) => music.tracks.many[i]!.id;
  const [a, b, c, d] = [() => piece(0), () => piece(1), () => piece(2), () => piece(3)];

  describe('createManualPlaylist', () => {
    it("names a playlist called 'Playlist' one above the highest 'Playlist N' of the account", async () => {
      expect((await create({ name: 'Playlist' })).name).toBe('Playlist 1');
      expect((await create({ name: 'Playlist' })).name).toBe('Playlist 2');
      await create({ name: 'Playlist 41' });
      expect((await create({ name: '  Playlist ' })).name).toBe('Playlist 42');
      // Another account's numbers do not count.
      await world.fx.playlist([], { ownerAccountId: world.foreignAccount.id, name: 'Playlist 900' });
      expect((await create({ name: 'Playlist' })).name).toBe('Playlist 43');
      expect((await create({ name: 'Friday Mix' })).name).toBe('Friday Mix');
    });

    it('starts with the given tracks, a snapshot and the shuffle default, owned by the account', async () => {
      const made = await create({ name: 'With tracks', trackIds: [a(), b()], description: 'Two pieces' });
      const { playlist } = await data(`query($id: ID!) { playlist(id: $id) { name description composerType presentAs presets { playbackMode } permissions tracks { total edges { node { id } } } } }`, { id: made.id });
      expect(playlist).toEqual({
        name: 'With tracks',
        description: 'Two pieces',
        composerType: 'MANUAL',
        presentAs: 'PLAYLIST',
        presets: { playbackMode: 'shuffle' },
        permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'],
        tracks: { total: 2, edges: [{ node: { id: a() } }, { node: { id: b() } }] },
      });
      expect(made.snapshot).toMatch(/^snap-\d{14}-\d+$/);
    });

    it("adds the new playlist to the owner's library by default and when asked", async () => {
      const byDefault = await create({ name: 'In the library' });
      const asked = await create({ name: 'Asked in', addToLibrary: true });
      const { library } = await data(LIBRARY, { owner: world.account.id });
      expect(library.ids).toEqual(expect.arrayContaining([byDefault.id, asked.id]));
    });

    it("tells another client watching the owner's library of the new playlist", async () => {
      const member = watchSubscription(server, watchers, world.tokens.member, LIBRARY_UPDATE, { owner: world.account.id });
      const made: string[] = [];
      const seen = await untilSeen(member, async (attempt) => made.push((await create({ name: `Watched ${attempt}` })).id), (result) => made.some((id) => result.data?.libraryUpdate.library.ids.includes(id)));
      expect(seen.data.libraryUpdate.library.owner).toBe(world.account.id);
    });

    it('leaves the library alone when addToLibrary is false', async () => {
      const before = (await data(LIBRARY, { owner: world.account.id })).library;
      const events = recordEvents(server);
      const made = await create({ name: 'Not in the library', addToLibrary: false });
      const after = (await data(LIBRARY, { owner: world.account.id })).library;
      expect(after.ids).not.toContain(made.id);
      expect(after).toEqual(before);
      await events.waitFor((event) => event.entity === 'collection' && event.id === made.id);
      expect(events.events.filter((event) => event.entity === 'music_library')).toEqual([]);
      events.stop();
    });

    it("refuses an empty name with 'Cannot be empty' on the field", async () => {
      expect(await failure(CREATE, { input: { owner: world.account.id, name: '   ' } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.name': 'Cannot be empty' } });
      expect((await failure(CREATE, { input: { owner: world.account.id, name: '' } })).code).toBe('BAD_USER_INPUT');
    });

    it('needs tier-3, an account that may edit music, and access to the account', async () => {
      await setAccount({ plan: 'essential', tier: 'tier-1' });
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'No' } })).code).toBe('FORBIDDEN');
      await setAccount({ plan: 'unlimited', tier: 'tier-3', settings: { restrict_edit_music: true } });
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'No' } })).code).toBe('FORBIDDEN');
      await setAccount({ settings: {} });
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'No' } }, 'foreign')).code).toBe('NOT_FOUND');
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'No' } }, 'anonymous')).code).toBe('UNAUTHENTICATED');
    });

    it('refuses unknown tracks and more than 3000', async () => {
      expect(await failure(CREATE, { input: { owner: world.account.id, name: 'Bad', trackIds: ['VHJhY2ssLDk5OTk5Lw..'] } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.trackIds': 'Invalid' } });
      const tooMany = Array.from({ length: TRACKS_MAX_LIMIT + 1 }, () => a());
      expect((await failure(CREATE, { input: { owner: world.account.id, name: 'Big', trackIds: tooMany } })).code).toBe('BAD_USER_INPUT');
    });
  });

  describe('spliceManualPlaylist', () => {
    it('appends with start -1 and length 0, giving a new snapshot and updatedAt each time', async () => {
      const made = await create({ name: 'Appending', trackIds: [a()] });
      const before = await data(TRACKS, { id: made.id });
      server.clock.advance(1_000);
      const spliced = await splice({ id: made.id, trackIds: [b(), c()], start: -1, length: 0 });
      expect(spliced.snapshot).not.toBe(before.playlist.snapshot);
      expect(spliced.updatedAt).not.toBe(before.playlist.updatedAt);
      expect(spliced.trackStatistics).toMatchObject({ total: 3 });
      expect(spliced.permissions).toContain('EDIT');
      expect(await trackIds(made.id)).toEqual([a(), b(), c()]);
      server.clock.advance(1_000);
      const again = await splice({ id: made.id, trackIds: [d()], start: -1, length: 0 });
      expect(again.snapshot).not.toBe(spliced.snapshot);
      expect(again.updatedAt).not.toBe(spliced.updatedAt);
    });

    it('inserts at an index, removes one by index and replaces a range, keeping when kept tracks were added', async () => {
      const made = await create({ name: 'Splicing', trackIds: [a(), b(), c()] });
      const addedAt = async () => (await data(TRACKS, { id: made.id })).playlist.tracks.edges.map((edge: any) => [edge.node.id, edge.addedAt]);
      const original = new Map<string, string>(await addedAt());
      server.clock.advance(1_000);
      await splice({ id: made.id, trackIds: [d()], start: 1, length: 0 });
      expect(await trackIds(made.id)).toEqual([a(), d(), b(), c()]);
      const after = new Map<string, string>(await addedAt());
      expect(after.get(a())).toBe(original.get(a()));
      expect(after.get(c())).toBe(original.get(c()));
      expect(after.get(d())).toBe(server.clock.now().toISOString());

      await splice({ id: made.id, trackIds: [], start: 0, length: 1, snapshot: await snapshotOf(made.id) });
      expect(await trackIds(made.id)).toEqual([d(), b(), c()]);
      await splice({ id: made.id, trackIds: [a(), a()], start: 1, length: 2 });
      expect(await trackIds(made.id)).toEqual([d(), a(), a()]);
    });

    it("refuses a removal against another snapshot with 'Playlist snapshot mismatch between dispatch and cache'", async () => {
      const made = await create({ name: 'Stale', trackIds: [a(), b()] });
      const seen = await snapshotOf(made.id);
      await splice({ id: made.id, trackIds: [c()], start: -1, length: 0 });
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: [], start: 0, length: 1, snapshot: seen } })).toMatchObject({ message: 'Playlist snapshot mismatch between dispatch and cache' });
      expect(await trackIds(made.id)).toEqual([a(), b(), c()]);
    });

    it("answers 'Playlist does not exist' for an unknown playlist and another account's", async () => {
      const unknown = await failure(SPLICE, { input: { id: 'UGxheWxpc3QsLDk5OTk5Lw..', trackIds: [a()], start: -1, length: 0 } });
      expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'Playlist does not exist' });
      const made = await create({ name: 'Ours' });
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: [a()], start: -1, length: 0 } }, 'foreign')).toMatchObject({ code: 'NOT_FOUND', message: 'Playlist does not exist' });
    });

    it('lets only those who may edit splice, and only manual playlists', async () => {
      const made = await create({ name: 'Guarded' });
      await setAccount({ plan: 'essential', tier: 'tier-1' });
      expect((await failure(SPLICE, { input: { id: made.id, trackIds: [a()], start: -1, length: 0 } })).code).toBe('FORBIDDEN');
      await setAccount({ plan: 'unlimited', tier: 'tier-3', settings: { restrict_edit_music: true } });
      expect((await failure(SPLICE, { input: { id: made.id, trackIds: [a()], start: -1, length: 0 } })).code).toBe('FORBIDDEN');
      await setAccount({ settings: {} });
      expect((await failure(SPLICE, { input: { id: music.curated.id, trackIds: [a()], start: -1, length: 0 } })).code).toBe('FORBIDDEN');
      const seed = await music.playlist({ ownerAccountId: world.account.id, composerType: 'SEED', composer: { seedTrackIds: [] } }, []);
      expect((await failure(SPLICE, { input: { id: seed.id, trackIds: [a()], start: -1, length: 0 } })).code).toBe('FORBIDDEN');
      expect(await trackIds(made.id)).toEqual([]);
    });

    it('refuses a range past the end and unknown tracks', async () => {
      const made = await create({ name: 'Ranges', trackIds: [a()] });
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: [b()], start: 2, length: 0 } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.start': 'Must be at most 1' } });
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: [], start: 0, length: 2 } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.length': 'Must be at most 1' } });
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: ['VHJhY2ssLDk5OTk5Lw..'], start: -1, length: 0 } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.trackIds': 'Invalid' } });
      expect(await trackIds(made.id)).toEqual([a()]);
    });

    it('holds at most 3000 tracks: the 3000th fits, the 3001st is refused and nothing is added', async () => {
      const made = await create({ name: 'Full', trackIds: Array.from({ length: TRACKS_MAX_LIMIT - 1 }, (_, i) => music.tracks.many[i % 60]!.id) });
      expect((await splice({ id: made.id, trackIds: [a()], start: -1, length: 0 })).trackStatistics.total).toBe(TRACKS_MAX_LIMIT);
      const snapshot = await snapshotOf(made.id);
      expect(await failure(SPLICE, { input: { id: made.id, trackIds: [b()], start: -1, length: 0 } })).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A playlist can hold at most 3000 tracks' });
      // A replacement that keeps the count is fine at the limit.
      await splice({ id: made.id, trackIds: [b()], start: 0, length: 1 });
      const { playlist } = await data(TRACKS, { id: made.id, first: 1 });
      expect(playlist.tracks.total).toBe(TRACKS_MAX_LIMIT);
      expect(playlist.tracks.edges[0].node.id).toBe(b());
      expect(playlist.snapshot).not.toBe(snapshot);
    });
  });

  describe('the tracks connection', () => {
    it('pages through the list in order with the total and the list’s updatedAt', async () => {
      const ids = music.tracks.many.slice(0, 7).map((track) => track.id);
      const made = await create({ name: 'Paged', trackIds: ids });
      const first = (await data(TRACKS, { id: made.id, first: 4 })).playlist;
      expect(first.tracks).toMatchObject({ total: 7, updatedAt: first.updatedAt, pageInfo: { hasNextPage: true } });
      const rest = (await data(TRACKS, { id: made.id, first: 4, after: first.tracks.pageInfo.endCursor })).playlist.tracks;
      expect([...first.tracks.edges, ...rest.edges].map((edge: any) => edge.node.id)).toEqual(ids);
      expect(rest.pageInfo.hasNextPage).toBe(false);
    });
  });

  describe('updateManualPlaylist', () => {
    it('changes the name, description and playback mode, and a new updatedAt', async () => {
      const made = await create({ name: 'Before' });
      server.clock.advance(1_000);
      const { updateManualPlaylist } = await data(METADATA, { input: { id: made.id, name: ' After ', description: 'Now described' }, market: 'SE' });
      expect(updateManualPlaylist).toMatchObject({ id: made.id, name: 'After', description: 'Now described', updatedAt: server.clock.now().toISOString(), presets: { playbackMode: 'shuffle' } });
      const mode = await data(PLAYBACK_MODE, { input: { id: made.id, presets: { playbackMode: 'linear' } } });
      expect(mode.updateManualPlaylist).toEqual({ id: made.id, permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], presets: { playbackMode: 'linear' } });
      const [row] = await server.app.services.db.select().from(playlists).where(eq(playlists.id, made.id));
      expect(row).toMatchObject({ name: 'After', description: 'Now described', playbackMode: 'linear' });
    });

    it("refuses an empty name with 'Cannot be empty', and those who may not edit", async () => {
      const made = await create({ name: 'Named' });
      expect(await failure(METADATA, { input: { id: made.id, name: '  ' } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.name': 'Cannot be empty' } });
      expect(await failure(METADATA, { input: { id: made.id, name: 'X' } }, 'foreign')).toMatchObject({ code: 'NOT_FOUND', message: 'Playlist does not exist' });
      await setAccount({ plan: 'essential', tier: 'tier-1' });
      expect((await failure(PLAYBACK_MODE, { input: { id: made.id, presets: { playbackMode: 'linear' } } })).code).toBe('FORBIDDEN');
    });
  });

  describe('tracksByTitle', () => {
    const FIND = `query($title: String!, $first: Int) { tracksByTitle(title: $title, first: $first) { title } }`;
    it('finds tracks whose title contains the text, in title order, and takes % literally', async () => {
      const { tracksByTitle } = await data(FIND, { title: 'piece 1', first: 3 });
      expect(tracksByTitle.map((track: any) => track.title)).toEqual(['Piece 1', 'Piece 10', 'Piece 11']);
      expect((await data(FIND, { title: '%' })).tracksByTitle).toEqual([]);
      expect((await failure(FIND, { title: 'piece' }, 'anonymous')).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('playlistUpdate', () => {
    const clients: Client[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    });

    it('tells a watcher of each splice, and refuses a viewer of another account', async () => {
      const made = await create({ name: 'Watched' });
      const connect = (role: Role) => {
        const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${world.tokens[role]}` }, retryAttempts: 0 });
        clients.push(client);
        return client.iterate({ query: contractOperation('PlaylistUpdate'), variables: { input: { playlist: made.id } } });
      };
      const watcher = connect('member');
      const results: any[] = [];
      const done = (async () => {
        for await (const result of watcher) results.push(result);
      })();
      // The subscription starts listening asynchronously: splice until the watcher hears of one.
      let heard: any = null;
      for (let attempt = 0; attempt < 20 && !heard; attempt++) {
        const spliced = await splice({ id: made.id, trackIds: [a()], start: -1, length: 0 });
        for (let wait = 0; wait < 15 && !heard; wait++) {
          heard = results.find((result) => result.data?.playlistUpdate.playlist.snapshot === spliced.snapshot) ?? null;
          if (!heard) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      expect(heard?.data.playlistUpdate.playlist.id).toBe(made.id);
      await watcher.return?.();
      await done;

      const foreign = connect('foreign');
      const outcome = await foreign.next().then(
        (result) => result.value,
        (error: unknown) => error,
      );
      expect(JSON.stringify(outcome)).toContain('NOT_FOUND');
    });
  });
});
