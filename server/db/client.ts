// Opens the database: PGlite persisted under DATA_DIR by default, a real PostgreSQL when DATABASE_URL
// is set. Both get the same drizzle API, migrations, statement counting and LISTEN/NOTIFY.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPostgres } from './pgListener';

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
  let statements = 0;
  const logger: Logger = { logQuery: () => void statements++ };

  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed is dropped by the pool and replaced on the next query;
    // without a listener its error would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'postgres',
      statementCount: () => statements,
      listen: (channel, onPayload) => listenOnPostgres(options.url!, channel, onPayload),
      async notify(channel, payload) {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    statementCount: () => statements,
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: () => client.close(),
  };
}
