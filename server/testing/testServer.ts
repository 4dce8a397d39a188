// A real server on a free port over a test database, for server tests: REST and GraphQL helpers,
// and every REST answer checked against the contract.
import { readConfig } from '../config';
import { buildApp } from '../app';
import type { App } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';
import { createLogger } from '../log';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  origin: string;
  app: App;
  database: Database;
  /** The clock the server reads; tests move it with `clock.set(...)`. */
  clock: { now: () => Date; set(date: Date | string): void; advance(ms: number): void };
  rest<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: Record<string, string> }): Promise<TestResponse<T>>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>, options?: { token?: string; endpoint?: 'control' | 'playback' }): Promise<TestResponse<{ data?: T; errors?: { message: string; extensions?: Record<string, any> }[] }>>;
  close(): Promise<void>;
}

export async function startTestServer(options: { database?: Database; env?: Record<string, string> } = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  let current = new Date('2026-11-22T12:00:00.000Z');
  const clock = {
    now: () => new Date(current),
    set: (date: Date | string) => void (current = new Date(date)),
    advance: (ms: number) => void (current = new Date(current.getTime() + ms)),
  };
  // Tests stand in for a proxy: X-Forwarded-For names the client address they simulate.
  const config = readConfig({ PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none', WEB_DIST_DIR: './dist', TRUST_PROXY: 'true', ...options.env });
  const app = await buildApp({ config, database, now: clock.now, log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), validateResponses: true });
  const origin = await app.start();

  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'x-api-version': '13', ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(origin + path, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as never, headers: response.headers };
  }

  return {
    origin,
    app,
    database,
    clock,
    rest: (method, path, init) => call(method, path, init),
    graphql: (query, variables = {}, init = {}) =>
      call('POST', `/lucy/${init.endpoint ?? 'control'}`, { body: { query, variables }, ...(init.token ? { token: init.token } : {}) }),
    async close() {
      await app.stop();
      if (!options.database) await database.close();
    },
  };
}
