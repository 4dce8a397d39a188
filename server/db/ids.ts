// New entity ids: the integer part comes from a per-kind counter in the database, so ids stay unique
// across server processes and restarts.
import { sql } from 'drizzle-orm';
import { encodeId } from '../../src/domain/ids';
import type { KeySegment } from '../../src/domain/ids';
import { queryRows } from './client';
import type { Db } from './client';

/** Reserves `count` consecutive integers for a kind and returns the first. */
export async function reserveIds(db: Db, kind: string, count = 1): Promise<number> {
  const rows = await queryRows<{ next: string | number }>(db, sql`
    INSERT INTO id_counters (kind, next) VALUES (${kind}, ${count + 1})
    ON CONFLICT (kind) DO UPDATE SET next = id_counters.next + ${count}
    RETURNING next`);
  return Number(rows[0]!.next) - count;
}

/** A new id of the kind, under the given parent key path. */
export async function newId(db: Db, kind: string, parent: readonly KeySegment[] = []): Promise<string> {
  return encodeId([{ kind, intId: await reserveIds(db, kind) }, ...parent]);
}
