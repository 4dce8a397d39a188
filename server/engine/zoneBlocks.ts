// The blocks that apply in a zone (./blocks.ts makes and lifts them), read in batches.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { blockedTracks } from '../db/schema';
import type { SoundZoneRow } from '../loaders';

export type BlockedTrackRow = typeof blockedTracks.$inferSelect;

/** The blocks on each parent (a zone, location or account), newest first. */
export const blocksByParent = (db: Db) =>
  new DataLoader<string, BlockedTrackRow[]>(async (parentIds) => {
    const rows = await db.select().from(blockedTracks).where(inArray(blockedTracks.parentId, [...parentIds]));
    return parentIds.map((id) => rows.filter((row) => row.parentId === id).sort((a, b) => b.blockedAt.getTime() - a.blockedAt.getTime()));
  });

/** Every block that applies in a zone: its own, its location's and its account's. */
export async function zoneBlocks(context: RequestContext, zone: SoundZoneRow): Promise<BlockedTrackRow[]> {
  const lists = await context.loaders.memo('blocksByParent', blocksByParent).loadMany([zone.id, zone.locationId, zone.accountId]);
  return lists.flatMap((list) => (list instanceof Error ? [] : list));
}

