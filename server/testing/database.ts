// Databases for server tests. Each suite runs on PGlite and on PostgreSQL (the vitest projects
// server-pglite and server-postgres set CADENCE_TEST_DB); a PostgreSQL suite gets a fresh database,
// copied from a template the run migrated once (./globalSetup.ts), which is much cheaper than
// migrating every suite's database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { loadTemplate } from './pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database this run's test databases are copied from. */
    postgresTemplate: string;
  }
}

/** The PostgreSQL server tests create their databases on (trust auth on this machine and in CI). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.CADENCE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

async function asAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

interface PostgresDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new PostgreSQL database, a copy of `template` (empty when absent); `drop` removes it. */
async function createPostgres(template?: string): Promise<PostgresDatabase> {
  const name = `cadence_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  // A test database is thrown away: its commits need not wait for the disk (each flush costs milliseconds
  // on CI's disks, and the suites commit thousands of times). Queries see the same data either way.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return { name, url: url.toString(), drop: () => asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

/** Migrates a new PostgreSQL database for the run's test databases to be copied from (globalSetup). */
export async function createPostgresTemplate(): Promise<PostgresDatabase> {
  const template = await createPostgres();
  await (await openDatabase({ url: template.url })).close();
  return template;
}

/** Creates a migrated PostgreSQL database and returns its URL and a function that drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgres(inject('postgresTemplate'));
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
