// Changing a library (core.md 5 'Music and library', 7 addToLibrary / removeFromLibrary): an empty list
// does nothing; every item must be a playlist or schedule the viewer may see; a change moves the
// version and is published, so every client watching the library hears of it.
import { desc, eq } from 'drizzle-orm';
import { requireAccountAction } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { accounts, acls } from '../db/schema';
import { badRequest, notFound, unauthorized } from '../errors';
import type { DomainEvent } from '../realtime/pubsub';
import { libraryItemKind, UNKNOWN_ITEM_TYPE } from '../../src/domain/libraryItems';
import type { LibraryItemKind } from '../../src/domain/library';
import { ITEM_SOURCES } from './items';
import { deleteLibraryItems, forgetLibrary, insertLibraryItems, libraryState } from './model';
import type { LibraryState } from './model';

/** The action every library change needs (LIBRARY_WRITE, src/domain/permissions.ts). */
export const LIBRARY_WRITE_ACTION = 'library.write';

const ENTITY_OF_KIND: Readonly<Record<LibraryItemKind, string>> = { PLAYLIST: 'Playlist', SCHEDULE: 'Schedule' };

/** The realtime event of a library change: the owner's music_library was updated. */
export const libraryEvent = (owner: string): DomainEvent => ({ type: 'update', entity: 'music_library', id: owner, accountId: owner, parentIds: [] });

async function changed(context: RequestContext, owner: string, didChange: boolean): Promise<LibraryState> {
  if (didChange) {
    forgetLibrary(context.loaders, owner);
    await context.pubsub.publish(libraryEvent(owner));
  }
  return libraryState(context.loaders, owner);
}

export async function addToLibrary(context: RequestContext, owner: string, items: readonly { id: string; itemKind: string }[]): Promise<LibraryState> {
  await requireAccountAction(context, owner, LIBRARY_WRITE_ACTION);
  const kinds = items.map((item) => {
    const kind = libraryItemKind(item);
    if ('error' in kind) throw badRequest({ itemKind: UNKNOWN_ITEM_TYPE }, UNKNOWN_ITEM_TYPE);
    return kind.kind;
  });
  const found = await Promise.all(items.map((item, i) => ITEM_SOURCES[kinds[i]!].find(context, item.id)));
  const missing = found.findIndex((node) => node === null);
  if (missing >= 0) throw notFound(ENTITY_OF_KIND[kinds[missing]!]);
  const unique = new Map(items.map((item, i) => [item.id, { id: item.id, kind: kinds[i]! }]));
  return changed(context, owner, await insertLibraryItems(context.db, owner, [...unique.values()], new Date()));
}

export async function removeFromLibrary(context: RequestContext, owner: string, itemIds: readonly string[]): Promise<LibraryState> {
  await requireAccountAction(context, owner, LIBRARY_WRITE_ACTION);
  return changed(context, owner, await deleteLibraryItems(context.db, owner, itemIds));
}

/**
 * The account a music library id names: an account id, or 'me', the viewer's current account. A paired
 * player's is its zone's account; a user's, the newest account they are a member of (the one the web
 * app selects when none is chosen).
 */
export async function musicLibraryOwner(context: RequestContext, id: string): Promise<string> {
  if (id !== 'me') return id;
  const { viewer, loaders } = context;
  if (viewer.kind === 'anonymous') throw unauthorized();
  if (viewer.kind === 'device') {
    const device = await loaders.device.load(viewer.deviceId);
    const zone = device?.soundZoneId ? await loaders.soundZone.load(device.soundZoneId) : null;
    if (zone) return zone.accountId;
  }
  if (viewer.kind === 'user') {
    const [newest] = await context.db
      .select({ id: accounts.id })
      .from(acls)
      .innerJoin(accounts, eq(accounts.id, acls.accountId))
      .where(eq(acls.userId, viewer.userId))
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(1);
    if (newest) return newest.id;
  }
  throw notFound('Music library');
}
