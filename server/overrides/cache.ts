// The overrides that may still apply to an account's zones, held between requests: every zone of an
// account looks at the same few rows, so a page of 50 zones (or a walk over 5,000) reads them once per
// account, and not at all while they are held. A change forgets the account's rows at once in the process
// that made it and, through the pubsub, in every other (server/app.ts wires that up).
import DataLoader from 'dataloader';
import { and, gte, inArray } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { playbackOverrides } from '../db/schema';
import { earliestLiveEndDate } from '../engine/overrideWindows';

export type OverrideRow = typeof playbackOverrides.$inferSelect;

interface Held {
  /** The earliest last date the rows were read from: a clock set back needs older rows. */
  since: string;
  rows: Promise<OverrideRow[]>;
}

/** How many accounts' overrides a process keeps; the least recently read go first. */
const HELD_ACCOUNTS = 5_000;

/** The overrides of the accounts whose last date is `since` or later. */
const liveOverrides = (db: Db, accountIds: readonly string[], since: string) =>
  db
    .select()
    .from(playbackOverrides)
    .where(and(inArray(playbackOverrides.accountId, [...accountIds]), gte(playbackOverrides.endDate, since)));

export class OverrideCache {
  private readonly held = new Map<string, Held>();
  /** Bumped by every change of an account's overrides: a read begun before it is not kept. */
  private readonly changes = new Map<string, number>();

  /** Forgets an account's overrides: the next read sees its change. */
  forget(accountId: string): void {
    this.changes.set(accountId, (this.changes.get(accountId) ?? 0) + 1);
    this.held.delete(accountId);
  }

  /** The overrides of each account not over everywhere at `at`; the accounts not held are read in one statement. */
  read(db: Db, accountIds: readonly string[], at: number): Promise<OverrideRow[]>[] {
    const since = earliestLiveEndDate(at);
    const missing = accountIds.filter((id) => {
      const held = this.held.get(id);
      return !held || held.since > since;
    });
    if (missing.length) {
      const changesOf = (id: string) => this.changes.get(id) ?? 0;
      const seen = new Map(missing.map((id) => [id, changesOf(id)]));
      const reading = liveOverrides(db, missing, since);
      for (const id of missing) {
        const rows = reading.then((all) => all.filter((row) => row.accountId === id));
        this.held.set(id, { since, rows });
        // A failed read, or one a change overtook, is not kept.
        rows.then(
          () => changesOf(id) !== seen.get(id) && this.held.get(id)?.rows === rows && this.held.delete(id),
          () => this.held.get(id)?.rows === rows && this.held.delete(id),
        );
      }
    }
    const answers = accountIds.map((id) => {
      const held = this.held.get(id)!;
      // Kept in the order last read.
      this.held.delete(id);
      this.held.set(id, held);
      return held.rows;
    });
    for (const id of this.held.keys()) {
      if (this.held.size <= HELD_ACCOUNTS) break;
      this.held.delete(id);
    }
    return answers;
  }
}

/**
 * An account's overrides not over everywhere, batched with the other accounts read in this request.
 * Inside a transaction (a player's change) they are read through it, never held: the embedded database
 * has one session, so waiting there for another request's read of the held rows would wait forever.
 */
export function accountOverrides(context: Pick<RequestContext, 'loaders' | 'overrides' | 'now' | 'database'>, accountId: string): Promise<OverrideRow[]> {
  const loader = context.loaders.memo('accountOverrides', (db) => {
    const at = () => context.now().getTime();
    if (db !== context.database.db) {
      return new DataLoader<string, OverrideRow[]>(async (ids) => {
        const rows = await liveOverrides(db, ids, earliestLiveEndDate(at()));
        return ids.map((id) => rows.filter((row) => row.accountId === id));
      });
    }
    return new DataLoader<string, OverrideRow[]>(async (ids) => Promise.all(context.overrides.read(db, ids, at())));
  });
  return loader.load(accountId);
}
