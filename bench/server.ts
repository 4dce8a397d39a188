// Server benchmarks (issue 3): starts the product with a fresh seeded database in a child process and
// drives it on loopback. For each read it finds the peak throughput, then measures latency under a
// steady load of 70% of that peak; it also measures the fan-out delay from a mutation to 1,000
// graphql-ws subscribers. Under each load it reports the server's main-thread event-loop delay
// (bench/eventLoopProbe.mjs): how long a request waits for the thread before it is even read.
// Prints numbers; asserts nothing. Usage: npm run bench [-- --database-url postgres://...]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
/** Run only the reads (`reads`) or only the fan-out (`fanout`). */
const ONLY = process.env.BENCH_ONLY;
/**
 * Steady rates (req/s, one per read in order) instead of 70% of each peak: to compare latency with
 * another run's figures at the same load, e.g. before and after a change that moved the peaks.
 */
const RATES = process.env.BENCH_RATES?.split(',').map(Number);
const CONNECTIONS = 24;
const SETTLE_MS = 3000;
const SUBSCRIBERS = 1000;
const FAN_OUT_ROUNDS = 20;
const databaseUrl = process.argv.includes('--database-url') ? process.argv[process.argv.indexOf('--database-url') + 1] : undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'cadence-bench-'));
  const port = await freePort();
  // The server itself is the child (not npx): stopping the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/eventLoopProbe.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      GRAPHQL_COMPLEXITY_BUDGET: String(Number.MAX_SAFE_INTEGER),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 180_000) throw new Error('server did not start');
    const healthy = await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (seeded, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  return {
    origin,
    /** Runs the work, and measures the server's event-loop delay p99 (ms) meanwhile. */
    async loopDelayDuring<T>(work: () => Promise<T>): Promise<{ result: T; loopDelay: number }> {
      child.send('reset');
      const result = await work();
      const loopDelay = await new Promise<number>((resolve) => {
        child.once('message', (p99) => resolve(p99 as number));
        child.send('read');
      });
      return { result, loopDelay };
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends a target's request over a pool of keep-alive connections. undici rather than node:http: the
 * load generator shares the 2 cores with the server, so its cost per request counts.
 */
function client(origin: string, target: Target) {
  const pool = new Pool(origin, { connections: 128, pipelining: 1 });
  let failures = 0;
  return {
    async send(): Promise<void> {
      try {
        const response = await pool.request({ path: target.path, method: target.method, headers: target.headers, body: target.body });
        await response.body.dump();
        if (response.statusCode < 200 || response.statusCode >= 300) failures++;
      } catch {
        failures++;
      }
    },
    async close() {
      await pool.close();
      if (failures > 0) console.warn(`  ${target.name}: ${failures} answers were not 2xx`);
    },
  };
}

/** Peak throughput: CONNECTIONS callers each sending the next request as soon as the last is answered. */
async function peak(origin: string, target: Target) {
  const { send, close } = client(origin, target);
  const until = performance.now() + DURATION_S * 1000;
  let answered = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await send();
        answered++;
      }
    }),
  );
  await close();
  return answered / DURATION_S;
}

/**
 * Latency at a steady rate: requests leave at even intervals whatever the answers do (an open load),
 * and each is timed from when it was due, so a stalled server shows in the figures rather than
 * slowing the load. (A per-second quota, as autocannon's rate limit sends it, is a full-speed burst
 * at the start of each second, not a steady load.)
 */
async function steady(origin: string, target: Target, rate: number) {
  const { send, close } = client(origin, target);
  const latencies: number[] = [];
  const run = async (seconds: number, record: boolean) => {
    const count = Math.round(rate * seconds);
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(send().then(() => void (record && latencies.push(performance.now() - due))));
    }
    await Promise.all(inFlight);
    return count / ((performance.now() - started) / 1000);
  };
  // An untimed second first, so the timed load finds its connections open, as a steady load would.
  await run(1, false);
  const rps = await run(DURATION_S, true);
  await close();
  return { rps, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function graphql<T>(origin: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${origin}/lucy/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data: T; errors?: unknown[] };
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function fanOut(origin: string, token: string, zoneId: string) {
  const url = origin.replace('http', 'ws') + '/lucy/control/ws';
  const clients = Array.from({ length: SUBSCRIBERS }, () => createClient({ url, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${token}` }, retryAttempts: 0 }));
  const delays: number[] = [];
  let sentAt = 0;
  let ready = 0;
  const subscriptions = clients.map(
    (client) =>
      new Promise<void>((resolve) => {
        client.subscribe(
          { query: 'subscription ($id: ID!) { soundZoneUpdate(input: { soundZone: $id }) { soundZone { id name } } }', variables: { id: zoneId } },
          { next: () => void delays.push(performance.now() - sentAt), error: (error) => console.error('subscriber error', error), complete: () => undefined },
        );
        client.on('connected', () => {
          ready++;
          resolve();
        });
      }),
  );
  await Promise.all(subscriptions);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`  ${ready} subscribers connected`);
  const round = async (name: string, expected: number) => {
    sentAt = performance.now();
    await graphql(origin, token, 'mutation ($id: ID!, $name: String!) { soundZoneUpdate(input: { soundZone: $id, name: $name }) { soundZone { id } } }', { id: zoneId, name });
    const deadline = Date.now() + 5000;
    while (delays.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  // One untimed round first, as for the reads' peak: the delivery path's first run is not its speed.
  await round('Bench warm-up', SUBSCRIBERS);
  delays.length = 0;
  for (let i = 0; i < FAN_OUT_ROUNDS; i++) await round(`Bench ${i}`, (i + 1) * SUBSCRIBERS);
  await Promise.all(clients.map((client) => client.dispose()));
  return { deliveries: delays.length, expected: FAN_OUT_ROUNDS * SUBSCRIBERS, p50: percentile(delays, 50), p99: percentile(delays, 99) };
}

const server = await startServer();
try {
  const { origin } = server;
  const login = await fetch(`${origin}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'large@cadence.test', password: 'cadence-demo' }) });
  const { token } = (await login.json()) as { token: string };
  const me = await graphql<{ me: { accounts: { edges: { node: { id: string } }[] } } }>(origin, token, '{ me { ... on User { accounts(first: 1) { edges { node { id } } } } } }');
  const accountId = me.me.accounts.edges[0]!.node.id;
  const zones = await graphql<{ account: { soundZones: { edges: { node: { id: string } }[] } } }>(origin, token, 'query ($a: ID!) { account(id: $a) { soundZones(first: 1) { edges { node { id } } } } }', { a: accountId });
  const zoneId = zones.account.soundZones.edges[0]!.node.id;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const gql = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

  const targets: Target[] = [
    { name: 'login (POST /auth/login)', method: 'POST', path: '/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'large@cadence.test', password: 'cadence-demo' }) },
    {
      name: 'zone list, large account (GraphQL, 50 of 5,000 with totals)',
      method: 'POST',
      path: '/lucy/control?op=ZoneList',
      headers: auth,
      body: gql(
        'query ZoneList($a: ID!) { account(id: $a) { soundZones(first: 50) { total stateTotals { state total } pageInfo { hasNextPage endCursor } edges { cursor node { id name isPaired status { state message code } location { id name } subscription { state isActive } } } } } }',
        { a: accountId },
      ),
    },
    {
      name: 'zone detail (GraphQL)',
      method: 'POST',
      path: '/lucy/control?op=ZoneDetail',
      headers: auth,
      body: gql('query ZoneDetail($z: ID!) { soundZone(id: $z) { id name permissions isPaired status { state message codes } subscription { state isActive activeUntil } location { id name timezone } device { id name platform online } settings { crossfade defaultVolume } } }', { z: zoneId }),
    },
    { name: 'account read (REST GET /api/accounts/{id})', method: 'GET', path: `/api/accounts/${accountId}`, headers: auth },
    {
      name: 'account read (GraphQL, same fields)',
      method: 'POST',
      path: '/lucy/control?op=AccountRead',
      headers: auth,
      body: gql('query AccountRead($a: ID!) { account(id: $a) { id businessName businessType country plan tier deactivated suspended demo incomplete maxSoundZones createdAt roles { isDistributor isPartner } } }', { a: accountId }),
    },
    {
      name: 'zone list with now playing (GraphQL, 50 of 5,000)',
      method: 'POST',
      path: '/lucy/control?op=ZoneListNowPlaying',
      headers: auth,
      body: gql(
        'query ZoneListNowPlaying($a: ID!) { account(id: $a) { soundZones(first: 50) { total stateTotals { state total } pageInfo { hasNextPage endCursor } edges { cursor node { id name isPaired status { state message code } location { id name } subscription { state isActive } nowPlaying { startedAt track { id title durationMs } } playback { state volume progressMs } } } } } }',
        { a: accountId },
      ),
    },
  ];

  const rows: { name: string; peak: number; rate: number; p50: number; p99: number; loop: number }[] = [];
  for (const [index, target] of (ONLY === 'fanout' ? [] : targets).entries()) {
    const most = await peak(origin, target);
    // Let the server finish what the peak left (sockets, garbage) before timing the steady load.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { result: load, loopDelay: loop } = await server.loopDelayDuring(() => steady(origin, target, RATES?.[index] ?? most * 0.7));
    const row = { name: target.name, peak: Math.round(most), rate: Math.round(load.rps), p50: Math.round(load.p50), p99: Math.round(load.p99), loop: Number(loop.toFixed(1)) };
    rows.push(row);
    console.log(`  ${target.name}: peak ${row.peak} req/s; at ${row.rate} req/s p50 ${row.p50} ms, p99 ${row.p99} ms; event-loop delay p99 ${row.loop} ms`);
  }

  console.log('\nfan-out to graphql-ws subscribers');
  const fanOutRun = ONLY === 'reads' ? null : await server.loopDelayDuring(() => fanOut(origin, token, zoneId));

  console.log('\n| read | peak req/s | steady req/s | p50 ms | p99 ms | event-loop delay p99 ms |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.peak} | ${row.rate} | ${row.p50} | ${row.p99} | ${row.loop} |`);
  const rest = rows.find((r) => r.name.startsWith('account read (REST'));
  const graph = rows.find((r) => r.name.startsWith('account read (GraphQL'));
  if (rest && graph) console.log(`\nGraphQL account read / REST account read throughput: ${(graph.peak / rest.peak).toFixed(2)} (target at least 0.6)`);
  const list = rows.find((r) => r.name.startsWith('zone list, large'));
  const playing = rows.find((r) => r.name.startsWith('zone list with now playing'));
  if (list && playing) console.log(`Zone list with the engine's now playing and playback / without: throughput ${(playing.peak / list.peak).toFixed(2)}, p50 ${(playing.p50 / Math.max(1, list.p50)).toFixed(2)}x`);
  if (fanOutRun) {
    const { result: spread, loopDelay } = fanOutRun;
    console.log(`Fan-out to ${SUBSCRIBERS} subscribers over ${FAN_OUT_ROUNDS} mutations: ${spread.deliveries}/${spread.expected} delivered, delay p50 ${spread.p50.toFixed(1)} ms, p99 ${spread.p99.toFixed(1)} ms (target p99 under 250 ms); event-loop delay p99 ${loopDelay.toFixed(1)} ms`);
  }
} finally {
  await server.stop();
}
