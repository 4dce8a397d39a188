// The items of a library as a page (core.md 7 'library(owner).items'): filtered by kind and by a search
// in the name, sorted by when each was added or by name either way, with cursors that keep their place
// when items before them come or go. Items the viewer may no longer see (a playlist of another account
// it lost access to, a schedule that is gone) are left out.
import type { RequestContext } from '../context';
import type { PlaylistRow } from '../loaders';
import { requirePlaylist } from '../music/catalogue';
import type { ScheduleRow } from '../schedules/loader';
import { requireSchedule } from '../schedules/model';
import { compareKeys, decodeCursor, encodeCursor } from '../graphql/pages';
import type { SortKey } from '../graphql/pages';
import type { LibraryItemKind, LibrarySortField } from '../../src/domain/library';
import { librarySearch } from '../../src/domain/library';
import { libraryItemsLoader } from './model';
import type { LibraryItemRow } from './model';

/** A library item with what it shows. */
export type LibraryNode = PlaylistRow | ScheduleRow;

interface ItemSource {
  /** The item when it exists and the viewer may see it; null otherwise. */
  find(context: RequestContext, id: string): Promise<LibraryNode | null>;
}

/** Where each kind of item is read from. */
export const ITEM_SOURCES: Readonly<Record<LibraryItemKind, ItemSource>> = {
  PLAYLIST: { find: (context, id) => requirePlaylist(context, id).catch(() => null) },
  SCHEDULE: { find: (context, id) => requireSchedule(context, id).catch(() => null) },
};

export interface LibraryItemsArgs {
  first: number;
  after?: string | null;
  kinds?: readonly LibraryItemKind[] | null;
  search?: string | null;
  sort?: { field: LibrarySortField; ascending: boolean } | null;
}

/** Default order: newest added first (core.md 2 'Library list screen'). */
const DEFAULT_SORT = { field: 'addedAt', ascending: false } as const;

interface Entry {
  row: LibraryItemRow;
  node: LibraryNode;
}

const keyOf = (field: LibrarySortField, entry: Entry): SortKey =>
  field === 'name' ? [entry.node.name.toLowerCase(), entry.row.itemId] : [entry.row.addedAt.getTime(), entry.row.itemId];

/** A page of an owner's library items, as a connection's fields. */
export async function libraryItemPage(context: RequestContext, owner: string, args: LibraryItemsArgs) {
  const { field, ascending } = args.sort ?? DEFAULT_SORT;
  const search = librarySearch(args.search);
  const rows = (await libraryItemsLoader(context.loaders).load(owner)).filter((row) => !args.kinds?.length || args.kinds.includes(row.itemKind as LibraryItemKind));
  const found = await Promise.all(rows.map((row) => ITEM_SOURCES[row.itemKind as LibraryItemKind].find(context, row.itemId)));
  const entries = rows.flatMap((row, i): Entry[] => {
    const node = found[i] ?? null;
    return node && (!search || node.name.toLowerCase().includes(search)) ? [{ row, node }] : [];
  });

  const direction = ascending ? 1 : -1;
  const compare = (a: SortKey, b: SortKey) => direction * compareKeys(a, b);
  const sorted = entries.map((entry) => ({ entry, key: keyOf(field, entry) })).sort((a, b) => compare(a.key, b.key));
  let start = 0;
  if (args.after) {
    const after = decodeCursor(args.after, field === 'name' ? ['string', 'string'] : ['number', 'string']);
    start = sorted.findIndex((item) => compare(item.key, after) > 0);
    if (start < 0) start = sorted.length;
  }
  const shown = sorted.slice(start, start + Math.max(0, args.first));
  const cursors = shown.map((item) => encodeCursor(item.key));
  return {
    total: sorted.length,
    edges: shown.map(({ entry }, i) => ({ cursor: cursors[i]!, addedAt: entry.row.addedAt.toISOString(), node: entry.node })),
    pageInfo: { hasNextPage: start + shown.length < sorted.length, hasPreviousPage: start > 0, startCursor: cursors[0] ?? null, endCursor: cursors.at(-1) ?? null },
  };
}
