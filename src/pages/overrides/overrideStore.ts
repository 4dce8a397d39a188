// The account's override lists in the Relay store (Query.playbackOverrides, with and without the ended
// ones): an override created, changed or deleted here or in another browser shows in them at once. The
// lists are plain fields, not connections, so @appendEdge and @deleteEdge cannot reach them.
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

const INCLUDE_ENDED = [false, true] as const;

function listsOf(store: RecordSourceProxy, accountId: string) {
  const root = store.getRoot();
  return INCLUDE_ENDED.flatMap((includeEnded) => {
    const args = { account: accountId, includeEnded };
    const list = root.getLinkedRecords('playbackOverrides', args);
    return list ? [{ list: list.filter((item): item is RecordProxy => item != null), set: (records: RecordProxy[]) => root.setLinkedRecords(records, 'playbackOverrides', args) }] : [];
  });
}

/** Puts an override in the account's loaded lists where it is not yet (the page orders them). */
export function addOverride(store: RecordSourceProxy, accountId: string, override: RecordProxy | null | undefined): void {
  if (!override) return;
  const id = override.getDataID();
  for (const { list, set } of listsOf(store, accountId)) if (!list.some((item) => item.getDataID() === id)) set([...list, override]);
}

/** Takes an override out of the account's loaded lists and the store. */
export function removeOverride(store: RecordSourceProxy, accountId: string, id: string): void {
  for (const { list, set } of listsOf(store, accountId)) set(list.filter((item) => item.getDataID() !== id));
  store.delete(id);
}
