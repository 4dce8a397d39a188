// Ids for seeded rows: consecutive integers per kind from the id counters, handed out in memory and
// written back to the counters once, so the seed needs no statement per row and later `newId` calls
// continue after it. On an empty database the same seed gives the same ids every time.
import { sql } from 'drizzle-orm';
import { decodeId, encodeId } from '../../../src/domain/ids';
import type { Db } from '../client';
import { queryRows } from '../client';
import { idCounters } from '../schema';

export class SeedIds {
  private readonly used = new Map<string, number>();

  private constructor(private readonly base: Map<string, number>) {}

  /** Reads the current counters (all of them: the seed uses only a handful of kinds). */
  static async load(db: Db): Promise<SeedIds> {
    const rows = await queryRows<{ kind: string; next: string | number }>(db, sql`SELECT kind, next FROM id_counters`);
    return new SeedIds(new Map(rows.map((row) => [row.kind, Number(row.next)])));
  }

  /** A new id of the kind under the parent's key path (the parent id, when there is one). */
  next(kind: string, parentId?: string): string {
    const offset = this.used.get(kind) ?? 0;
    this.used.set(kind, offset + 1);
    const parent = parentId ? (decodeId(parentId) ?? []) : [];
    return encodeId([{ kind, intId: (this.base.get(kind) ?? 1) + offset }, ...parent]);
  }

  /** Moves the counters past every id handed out. */
  async commit(db: Db): Promise<void> {
    const values = [...this.used].map(([kind, count]) => ({ kind, next: (this.base.get(kind) ?? 1) + count }));
    if (!values.length) return;
    await db
      .insert(idCounters)
      .values(values)
      .onConflictDoUpdate({ target: idCounters.kind, set: { next: sql`GREATEST(${idCounters.next}, excluded.next)` } });
  }
}
