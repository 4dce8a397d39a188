// The library's rules (core.md 5 'Music and library', 9 'Library'), shared by the server, which answers
// with them, and the web app, which pages, sorts and reconnects with them.

/** First page of the library list, and later pages (core.md 9). */
export const LIBRARY_FIRST_PAGE = 40;
export const LIBRARY_NEXT_PAGE = 50;
/** The live subscription reconnects after a back-off between these (core.md 4 'Library'). */
export const LIBRARY_RECONNECT_MIN_MS = 20_000;
export const LIBRARY_RECONNECT_MAX_MS = 60_000;

export const LIBRARY_ITEM_KINDS = ['PLAYLIST', 'SCHEDULE'] as const;
export type LibraryItemKind = (typeof LIBRARY_ITEM_KINDS)[number];

export const UNKNOWN_SORT_PROPERTY = 'Unknown sort property';

export const LIBRARY_SORT_FIELDS = ['addedAt', 'name'] as const;
export type LibrarySortField = (typeof LIBRARY_SORT_FIELDS)[number];

/** A sort property by name: addedAt or name, nothing else. */
export function librarySortField(property: string): { field: LibrarySortField } | { error: typeof UNKNOWN_SORT_PROPERTY } {
  const field = LIBRARY_SORT_FIELDS.find((candidate) => candidate === property);
  return field ? { field } : { error: UNKNOWN_SORT_PROPERTY };
}

/** The search a library is filtered by: lowercased, leading spaces trimmed; empty means none. */
export const librarySearch = (search: string | null | undefined): string => (search ?? '').toLowerCase().replace(/^\s+/, '');
