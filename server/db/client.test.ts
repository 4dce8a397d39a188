import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { queryRows } from './client';
import type { Database } from './client';

describe(`database (${testDatabaseKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is migrated', async () => {
    expect(await queryRows(database.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
    expect(database.kind).toBe(testDatabaseKind());
  });

  it('counts statements', async () => {
    const before = database.statementCount();
    await database.db.execute(sql`select 1`);
    await database.db.execute(sql`select 2`);
    expect(database.statementCount() - before).toBe(2);
  });

  it('delivers notifications to listeners', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_channel', (payload) => received.push(payload));
    await database.notify('test_channel', 'hello');
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
  });

  it.runIf(testDatabaseKind() === 'postgres')('listens again after its connection is cut, and survives idle connections dying', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_reconnect', (payload) => received.push(payload));
    await database.db.execute(sql`select 1`);
    // What a database restart does to every connection but the one asking.
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await expect
      .poll(async () => {
        await database.notify('test_reconnect', 'after');
        return received.includes('after');
      }, { timeout: 10_000, interval: 200 })
      .toBe(true);
    await stop();
  });
});
