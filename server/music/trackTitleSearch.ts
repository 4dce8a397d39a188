// The playlist editor's track finder: catalogue tracks whose title contains the words typed, in title
// order. A plain substring match, enough to pick tracks to add; the product's search (Query.search) is
// the full-text one.
import { asc, ilike } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { containsPattern } from '../db/like';
import { tracks } from '../db/schema';
import type { TrackRow } from '../loaders';
import { requireViewer } from './catalogue';

export async function tracksByTitle(context: RequestContext, title: string, first: number): Promise<TrackRow[]> {
  requireViewer(context);
  const words = title.trim();
  if (!words || first <= 0) return [];
  const rows = await context.db
    .select()
    .from(tracks)
    .where(ilike(tracks.title, containsPattern(words)))
    .orderBy(asc(tracks.title), asc(tracks.id))
    .limit(first);
  for (const row of rows) context.loaders.track.prime(row.id, row);
  return rows;
}
