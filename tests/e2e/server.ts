// The product each Playwright worker tests against: the built app and reference server over a fresh
// embedded database with the demo seed. Every worker has its own, so workers run side by side without
// one's changes (a renamed location, a paused zone) reaching another's assertions.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_TIMEOUT_MS = 240_000;

export interface E2eServer {
  origin: string;
  /** The server's DATA_DIR: a test may put a stand-in's file there (statuspage.json holds the status page's incidents). */
  dataDir: string;
  stop(): Promise<void>;
}

/** A free loopback port, for the servers of workers after the first (the first keeps E2E_PORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const answersHealth = (origin: string) =>
  fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

async function waitUntilHealthy(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited with code ${server.exitCode} before answering`);
    if (await answersHealth(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server did not answer ${origin}/api/health within ${START_TIMEOUT_MS} ms`);
}

/** Starts a server for the worker with this parallel index; `stop` ends it and removes its data. */
export async function startE2eServer(parallelIndex: number): Promise<E2eServer> {
  const port = parallelIndex === 0 ? Number(process.env.E2E_PORT ?? 8181) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Another server there (someone else's run) would answer for ours and take our tests' changes.
  if (await answersHealth(origin)) throw new Error(`${origin} is taken by another server: set E2E_PORT to a free port`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
