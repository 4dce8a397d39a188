// Two real server processes (`node --import tsx server/main.ts`) on one PostgreSQL database: a change
// made through either reaches the subscribers of both, over GraphQL subscriptions and the legacy event
// socket, because every process LISTENs for what every other NOTIFYs. PostgreSQL only: PGlite is
// embedded in a single process.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createTokenService } from '../auth/tokens';
import { tokenSecret } from '../auth/secret';
import { createPostgresDatabase, testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { contractOperation } from '../premises/testWorld';
import { arrival, untilSeen } from '../testing/arrivals';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 45_000;

/** Every child process started, stopped in afterAll. */
const children: ChildProcess[] = [];

interface ServerProcess {
  name: string;
  origin: string;
  child: ChildProcess;
}

/** Starts `server/main.ts` in its own Node process and resolves once it prints its origin. */
function startServerProcess(name: string, databaseUrl: string): Promise<ServerProcess> {
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', SEED: 'none', NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: './dist' };
  for (const key of ['PATH', 'HOME', 'TMPDIR']) if (process.env[key]) env[key] = process.env[key]!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server ${name} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n${output}`));
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Cadence is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (origin) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ name, origin, child });
      }
    };
    const onExit = (code: number | null, signal: string | null) => fail(new Error(`server ${name} exited (code ${code}, signal ${signal}) before it started`));
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', onExit);
    child.once('error', (error) => fail(error));
  });
}

/** SIGTERM (a graceful stop), then SIGKILL if the process has not exited in time. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

describe.runIf(testDatabaseKind() === 'postgres')('two server processes on one PostgreSQL database', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let database: Database | undefined;
  const servers = {} as Record<'A' | 'B', ServerProcess>;
  let world: { accountId: string; zoneId: string; foreignZoneId: string; ownerToken: string; foreignToken: string; playlistId: string };
  const clients: Client[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    // Opening the database migrates it; the processes then find it migrated (no concurrent migrations).
    database = await openDatabase({ url: created.url });
    // The signing secret lives in the database: these tokens are valid on both processes.
    const fx = fixtures(database.db, createTokenService(await tokenSecret(database.db)));
    const { user, account, zone } = await fx.world();
    const foreign = await fx.world();
    const playlist = await fx.playlist([], { ownerAccountId: account.id });
    world = { accountId: account.id, zoneId: zone.id, foreignZoneId: foreign.zone.id, ownerToken: await fx.token(user.id), foreignToken: foreign.token, playlistId: playlist.id };
    servers.A = await startServerProcess('A', created.url);
    servers.B = await startServerProcess('B', created.url);
  }, 2 * START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await Promise.all(children.splice(0).map(stopProcess));
    await database?.close();
    await created?.drop();
  }, 30_000);

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** Renames the zone through a process: GraphQL's soundZoneUpdate, or REST PUT /api/sound_zones/{id}. */
  async function rename(server: ServerProcess, name: string, via: 'graphql' | 'rest') {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${world.ownerToken}`, 'x-api-version': '13' };
    const response =
      via === 'graphql'
        ? await fetch(`${server.origin}/lucy/control`, { method: 'POST', headers, body: JSON.stringify({ query: contractOperation('SoundZoneUpdate'), variables: { input: { soundZone: world.zoneId, name } } }) })
        : await fetch(`${server.origin}/api/sound_zones/${world.zoneId}`, { method: 'PUT', headers, body: JSON.stringify({ name }) });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    if (via === 'graphql') expect(body).toEqual({ data: { soundZoneUpdate: { soundZone: { id: world.zoneId, name } } } });
    else expect(body).toMatchObject({ id: world.zoneId, name });
  }

  /** Everything a soundZoneUpdate subscription on a process delivers, errors too. */
  function watchZone(server: ServerProcess, token: string, zoneId: string) {
    const client = createClient({ url: `${server.origin.replace(/^http/, 'ws')}/lucy/control/ws`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const results: any[] = [];
    const iterator = client.iterate({ query: contractOperation('Zone_Subscription_ZoneUpdate'), variables: { zoneId } });
    void (async () => {
      try {
        for await (const result of iterator) results.push(result);
      } catch (error) {
        results.push({ error });
      }
    })();
    return results;
  }

  /** A legacy event socket on a process, in the account's sound_zone room. */
  function connectEventSocket(server: ServerProcess, token: string, accountId: string) {
    const events: { kind: string; data: { type: string; id: string } }[] = [];
    const errors: string[] = [];
    const socket = io(`${server.origin}/account/${accountId}`, { path: '/event/ws', query: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => socket.emit('subscribe', ['sound_zone']));
    socket.on('connect_error', (error) => errors.push(error.message));
    for (const kind of ['create', 'update', 'delete']) socket.on(kind, (data) => events.push({ kind, data }));
    return { events, errors };
  }

  const nameOf = (result: any): string | undefined => result?.data?.soundZoneUpdate?.soundZone?.name;

  it('runs A and B as separate OS processes', () => {
    expect(servers.A.child.pid).toBeTypeOf('number');
    expect(servers.B.child.pid).toBeTypeOf('number');
    expect(servers.A.child.pid).not.toBe(servers.B.child.pid);
    expect(servers.A.child.pid).not.toBe(process.pid);
    expect(servers.A.origin).not.toBe(servers.B.origin);
  });

  it.each([
    { subscribeOn: 'B', changeOn: 'A', via: 'graphql' },
    { subscribeOn: 'A', changeOn: 'B', via: 'rest' },
  ] as const)('delivers soundZoneUpdate on $subscribeOn for every change made on $changeOn ($via)', async ({ subscribeOn, changeOn, via }) => {
    const watcher = watchZone(servers[subscribeOn], world.ownerToken, world.zoneId);
    const prefix = `${changeOn} to ${subscribeOn}`;
    const seen = await untilSeen(watcher, (attempt) => rename(servers[changeOn], `${prefix} warm-up ${attempt}`, via));
    expect(seen).toEqual({
      data: { soundZoneUpdate: { soundZone: expect.objectContaining({ id: world.zoneId, name: expect.stringMatching(new RegExp(`^${prefix} warm-up \\d+$`)) }) } },
    });
    // Now that the subscription listens, each change arrives.
    for (let i = 1; i <= 3; i++) {
      await rename(servers[changeOn], `${prefix} ${i}`, via);
      expect(await arrival(watcher, (r) => nameOf(r) === `${prefix} ${i}`), `change ${i}`).toBeTruthy();
    }
    expect(watcher.filter((r) => r.errors || r.error)).toEqual([]);
  });

  it('delivers one change to subscribers on both processes', async () => {
    const onA = watchZone(servers.A, world.ownerToken, world.zoneId);
    const onB = watchZone(servers.B, world.ownerToken, world.zoneId);
    await untilSeen(onA, (attempt) => rename(servers.A, `both warm-up ${attempt}`, 'rest'));
    await untilSeen(onB, (attempt) => rename(servers.A, `both warm-up B ${attempt}`, 'rest'));
    await rename(servers.B, 'Both see this', 'graphql');
    expect(await arrival(onA, (r) => nameOf(r) === 'Both see this')).toBeTruthy();
    expect(await arrival(onB, (r) => nameOf(r) === 'Both see this')).toBeTruthy();
  });

  it('lets the other process play an override made on one at once, though it held the account’s overrides', async () => {
    const call = async (server: ServerProcess, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${server.origin}/lucy/control`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${world.ownerToken}` }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as { data?: any; errors?: unknown[] };
    };
    const activeOverride = async () => (await call(servers.B, `query($id: ID!) { soundZone(id: $id) { playback { activeOverride { override { name } } } } }`, { id: world.zoneId })).data?.soundZone.playback.activeOverride;
    // B reads (and holds) the account's overrides: none yet.
    expect(await activeOverride()).toBeNull();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const input = { account: world.accountId, name: 'Made on A', startDate: day(-1), endDate: day(1), source: world.playlistId, target: { kind: 'ACCOUNT' } };
    expect((await call(servers.A, contractOperation('CreatePlaybackOverride'), { input })).errors).toBeUndefined();
    await expect.poll(activeOverride, { timeout: 3000 }).toEqual({ override: { name: 'Made on A' } });
  });

  it('refuses a foreign viewer on the other process and tells them nothing', async () => {
    const refused = watchZone(servers.B, world.foreignToken, world.zoneId);
    const ownZone = watchZone(servers.B, world.foreignToken, world.foreignZoneId);
    const owner = watchZone(servers.B, world.ownerToken, world.zoneId);
    expect(JSON.stringify(await arrival(refused, (r) => !!r.errors || !!r.error))).toContain('NOT_FOUND');
    await untilSeen(owner, (attempt) => rename(servers.A, `secret ${attempt}`, 'rest'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refused.some((r) => r.data)).toBe(false);
    expect(ownZone).toEqual([]);
    const foreignSocket = connectEventSocket(servers.B, world.foreignToken, world.accountId);
    expect(await arrival(foreignSocket.errors, () => true)).toBe('forbidden');
  });

  it.each([
    { socketOn: 'B', changeOn: 'A' },
    { socketOn: 'A', changeOn: 'B' },
  ] as const)('sends the event socket on $socketOn the update for a change made on $changeOn', async ({ socketOn, changeOn }) => {
    const socket = connectEventSocket(servers[socketOn], world.ownerToken, world.accountId);
    const seen = await untilSeen(socket.events, (attempt) => rename(servers[changeOn], `socket ${changeOn} ${attempt}`, 'rest'));
    expect(seen).toEqual({ kind: 'update', data: { type: 'sound_zone', id: world.zoneId } });
    expect(socket.errors).toEqual([]);
    const before = socket.events.length;
    await rename(servers[changeOn], `socket ${changeOn} again`, 'graphql');
    expect(await arrival(socket.events, () => socket.events.length > before)).toBeTruthy();
    expect(socket.events.slice(before)).toContainEqual({ kind: 'update', data: { type: 'sound_zone', id: world.zoneId } });
  });
});
