// Cursors and pages of connections (the catalogue's, a zone's blocks and history). A cursor is the
// base64url JSON of the edge's sort key, as the zone and location lists make theirs, so a page
// continues after the same item even when items before it were added or removed since.
import { messages } from '../../src/domain/validation';
import { badRequest } from '../errors';

export type SortKey = (string | number)[];

export const encodeCursor = (key: SortKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key of a cursor, of the shape the list's keys have; 400 for anything else. */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): SortKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === shape.length && key.every((part, i) => typeof part === shape[i])) return key as SortKey;
  } catch {
    // Falls through to the answer every unreadable cursor gets.
  }
  throw badRequest({ after: messages.invalid }, 'The cursor is not valid for this list');
}

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export interface Page<Item> {
  items: Item[];
  cursors: string[];
  total: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * A page of a list held in memory, sorted by `keyOf` ascending (a key may negate or invert a part for a
 * descending order): `first` items after the cursor's key.
 */
export function pageOf<Item>(items: readonly Item[], keyOf: (item: Item) => SortKey, shape: readonly ('string' | 'number')[], args: { first: number; after?: string | null }): Page<Item> {
  const sorted = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  let start = 0;
  if (args.after) {
    const after = decodeCursor(args.after, shape);
    start = sorted.findIndex((item) => compareKeys(keyOf(item), after) > 0);
    if (start < 0) start = sorted.length;
  }
  const shown = sorted.slice(start, start + Math.max(0, args.first));
  return { items: shown, cursors: shown.map((item) => encodeCursor(keyOf(item))), total: sorted.length, hasNextPage: start + shown.length < sorted.length, hasPreviousPage: start > 0 };
}

/** The connection of a page, with edges made by `edge`. */
export function connectionOf<Item, Edge>(page: Page<Item>, edge: (item: Item) => Edge) {
  return {
    total: page.total,
    edges: page.items.map((item, i) => ({ cursor: page.cursors[i]!, ...edge(item) })),
    pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: page.hasPreviousPage, startCursor: page.cursors[0] ?? null, endCursor: page.cursors.at(-1) ?? null },
  };
}
