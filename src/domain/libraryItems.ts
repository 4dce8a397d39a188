// Which items an account library takes (core.md 5 'Music and library'): apart from src/domain/library.ts,
// whose constants the web app's entry carries, as this rule reads ids.
import { kindOfId } from './ids';
import { LIBRARY_ITEM_KINDS } from './library';
import type { LibraryItemKind } from './library';

export const UNKNOWN_ITEM_TYPE = 'Unknown item type';

/** The id kinds an account library holds, by item kind ('Collection' ids read as Playlist). */
const KIND_OF_ITEM: Readonly<Record<LibraryItemKind, string>> = { PLAYLIST: 'Playlist', SCHEDULE: 'Schedule' };

/**
 * The kind of a library item: the kind it is given as, when its id is of that kind. Only Schedule or
 * Collection (Playlist) items go into an account library; anything else is an unknown item type.
 */
export function libraryItemKind(item: { id: string; itemKind: string }): { kind: LibraryItemKind } | { error: typeof UNKNOWN_ITEM_TYPE } {
  const kind = LIBRARY_ITEM_KINDS.find((candidate) => candidate === item.itemKind);
  if (!kind || kindOfId(item.id) !== KIND_OF_ITEM[kind]) return { error: UNKNOWN_ITEM_TYPE };
  return { kind };
}
