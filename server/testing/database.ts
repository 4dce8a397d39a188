// Databases for server tests. Each suite runs on PGlite and on PostgreSQL (the vitest projects
// server-pglite and server-postgres set CADENCE_TEST_DB); a PostgreSQL suite gets a fresh database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { loadTemplate } from './pgliteTemplate';

/** The PostgreSQL server tests create their databases on (trust auth on this machine and in CI). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.CADENCE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Creates an empty PostgreSQL database and returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cadence_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated, empty database of the kind the current test project asks for. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ pgliteTemplate: await loadTemplate() });
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
