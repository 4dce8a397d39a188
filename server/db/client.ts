// Opens the database: PGlite persisted under DATA_DIR by default, a real PostgreSQL when DATABASE_URL
// is set. PGlite runs in a worker thread that speaks PostgreSQL's wire protocol (./pglite/), so both
// are reached through the same driver, drizzle API, migrations, statement counting and LISTEN/NOTIFY.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPostgres } from './pgListener';
import { startPgliteThread } from './pglite/thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Statements run so far (tests compare counts to catch N+1 queries). */
  statementCount(): number;
  /** Calls `onPayload` for every NOTIFY on the channel, from this or any other process. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** The PGlite data directory as a tar dump (PGlite only), to start other databases from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL URL; PGlite when absent. */
  url?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const template = options.pgliteTemplate && new Uint8Array(await options.pgliteTemplate.arrayBuffer());
  const thread = await startPgliteThread({ dataDir: options.dataDir, template });
  const database = await openPostgres(thread.url);
  return {
    ...database,
    kind: 'pglite',
    dump: () => thread.dump(),
    async close() {
      await database.close();
      await thread.close();
    },
  };
}

/** A PostgreSQL server, or the embedded one in its worker thread (./pglite/thread.ts). */
async function openPostgres(url: string): Promise<Database> {
  let statements = 0;
  const logger: Logger = { logQuery: () => void statements++ };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed is dropped by the pool and replaced on the next query;
  // without a listener its error would crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    statementCount: () => statements,
    async listen(channel, onPayload) {
      const stop = await listenOnPostgres(url, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
