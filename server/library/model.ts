// Libraries (core.md 3 'Library', 5 'Music and library'): an owner account's playlists and schedules by
// id with when each was added, and a version moved by every change. Reads go through the request's
// loaders, so the subscribers of one change share one read.
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { libraries, libraryItems } from '../db/schema';
import type { Loaders } from '../loaders';
import type { LibraryItemKind } from '../../src/domain/library';

export type LibraryItemRow = typeof libraryItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the graph's Library and MusicLibrary are resolved from. */
export interface LibraryState {
  owner: string;
  version: number;
  /** Item ids, oldest added first. */
  ids: string[];
}

/** The items of each owner's library, oldest added first (the id keeps equal times in one order). */
export const libraryItemsLoader = (loaders: Loaders) =>
  loaders.memo('library.items', (db: Db) =>
    new DataLoader<string, LibraryItemRow[]>(async (owners) => {
      const rows = await db
        .select()
        .from(libraryItems)
        .where(inArray(libraryItems.ownerAccountId, [...owners]))
        .orderBy(asc(libraryItems.addedAt), asc(libraryItems.itemId));
      return owners.map((owner) => rows.filter((row) => row.ownerAccountId === owner));
    }),
  );

const libraryVersionLoader = (loaders: Loaders) =>
  loaders.memo('library.version', (db: Db) =>
    new DataLoader<string, number>(async (owners) => {
      const rows = await db.select().from(libraries).where(inArray(libraries.ownerAccountId, [...owners]));
      return owners.map((owner) => rows.find((row) => row.ownerAccountId === owner)?.version ?? 0);
    }),
  );

/** An owner's library as it is now; an owner that never changed theirs has version 0 and no items. */
export async function libraryState(loaders: Loaders, owner: string): Promise<LibraryState> {
  const [version, items] = await Promise.all([libraryVersionLoader(loaders).load(owner), libraryItemsLoader(loaders).load(owner)]);
  return { owner, version, ids: items.map((item) => item.itemId) };
}

/** Moves the owner's library to its next version, in the transaction of the change. */
async function bumpVersion(db: Tx, owner: string) {
  await db
    .insert(libraries)
    .values({ ownerAccountId: owner, version: 1 })
    .onConflictDoUpdate({ target: libraries.ownerAccountId, set: { version: sql`${libraries.version} + 1` } });
}

/** Adds the items not in the library yet; whether any was added (the version moved). */
export async function insertLibraryItems(db: Db, owner: string, items: readonly { id: string; kind: LibraryItemKind }[], addedAt: Date): Promise<boolean> {
  if (!items.length) return false;
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(libraryItems)
      .values(items.map((item) => ({ ownerAccountId: owner, itemId: item.id, itemKind: item.kind, addedAt })))
      .onConflictDoNothing()
      .returning({ itemId: libraryItems.itemId });
    if (added.length) await bumpVersion(tx, owner);
    return added.length > 0;
  });
}

/** Removes the items that are in the library; whether any was removed (the version moved). */
export async function deleteLibraryItems(db: Db, owner: string, itemIds: readonly string[]): Promise<boolean> {
  if (!itemIds.length) return false;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(libraryItems)
      .where(and(eq(libraryItems.ownerAccountId, owner), inArray(libraryItems.itemId, [...itemIds])))
      .returning({ itemId: libraryItems.itemId });
    if (removed.length) await bumpVersion(tx, owner);
    return removed.length > 0;
  });
}

/** Drops what the loaders read of a library, after a change. */
export function forgetLibrary(loaders: Loaders, owner: string) {
  libraryItemsLoader(loaders).clear(owner);
  libraryVersionLoader(loaders).clear(owner);
}
