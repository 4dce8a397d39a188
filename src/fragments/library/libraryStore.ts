// The library in the Relay store. A Library has no id of its own, so Relay keeps it under the field that
// read it (library(owner)); a change (optimistic, answered or heard live) is written there, and to the
// playlists' inMusicLibrary for that library, so every list and button reading either follows.
import type { RecordSourceProxy } from 'relay-runtime';

export interface LibraryChange {
  owner: string;
  add?: readonly string[];
  remove?: readonly string[];
  /** The server's version after the change, when known. */
  version?: number;
}

/** Writes a change of an owner's library into the store. */
export function writeLibraryChange(store: RecordSourceProxy, { owner, add = [], remove = [], version }: LibraryChange): void {
  const library = store.getRoot().getLinkedRecord('library', { owner });
  if (library) {
    const ids = (library.getValue('ids') as readonly string[] | null) ?? [];
    const removed = new Set(remove);
    const next = [...ids.filter((id) => !removed.has(id)), ...add.filter((id) => !ids.includes(id))];
    library.setValue(next, 'ids');
    if (version !== undefined) library.setValue(version, 'version');
  }
  for (const [ids, value] of [
    [add, true],
    [remove, false],
  ] as const) {
    for (const id of ids) store.get(id)?.setValue(value, 'inMusicLibrary', { library: owner });
  }
}

/** Writes the library as the server answered it: its ids and version replace the store's. */
export function writeLibraryState(store: RecordSourceProxy, state: { owner: string; version: number; ids: readonly string[] }): void {
  const library = store.getRoot().getLinkedRecord('library', { owner: state.owner });
  const before = (library?.getValue('ids') as readonly string[] | null) ?? [];
  writeLibraryChange(store, { owner: state.owner, add: state.ids, remove: before.filter((id) => !state.ids.includes(id)), version: state.version });
}
