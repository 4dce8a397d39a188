// Control API of libraries (core.md 3 'Library', 7 'Music, library and search'): an owner's library and
// its items, the music library by account id or 'me', whether a playlist is in a library, the changes,
// and the two subscriptions that tell every client of a library about a change.
import type { GraphQLResolveInfo } from 'graphql';
import { kindOfId } from '../../src/domain/ids';
import { membershipOf, requireAccount } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { watch } from '../graphql/subscriptions';
import type { LibraryItemKind, LibrarySortField as GraphSortField, Resolvers, ResolversTypes, SortOrder } from '../graphql/control/__generated__/types';
import { librarySortField, UNKNOWN_SORT_PROPERTY } from '../../src/domain/library';
import { badRequest } from '../errors';
import type { PlaylistRow } from '../loaders';
import type { ScheduleRow } from '../schedules/loader';
import { libraryItemPage } from './items';
import type { LibraryItemsArgs } from './items';
import { libraryState } from './model';
import type { LibraryState } from './model';
import { addToLibrary, libraryEvent, musicLibraryOwner, removeFromLibrary } from './service';

const SORT_PROPERTY: Readonly<Record<GraphSortField, string>> = { ADDED_AT: 'addedAt', NAME: 'name' };

/** The graph's sort as the listing's ('Unknown sort property' for a field it does not sort by). */
function sortOf(sort: { field: GraphSortField; order: SortOrder } | null | undefined): LibraryItemsArgs['sort'] {
  if (!sort) return null;
  const field = librarySortField(SORT_PROPERTY[sort.field] ?? sort.field);
  if ('error' in field) throw badRequest({ sort: UNKNOWN_SORT_PROPERTY }, UNKNOWN_SORT_PROPERTY);
  return { field: field.field, ascending: sort.order === 'ASC' };
}

/** The owner's library, when the viewer has access to the account (404 otherwise). */
async function requireLibrary(context: RequestContext, owner: string): Promise<LibraryState> {
  await requireAccount(context, owner);
  return libraryState(context.loaders, owner);
}

/** Whether an item is in a library; false for a library the viewer may not see, which reveals nothing. */
async function inLibrary(context: RequestContext, library: string, itemId: string): Promise<boolean> {
  if (!(await membershipOf(context, library))) return false;
  return (await libraryState(context.loaders, library)).ids.includes(itemId);
}

const isLibraryChange = (owner: string) => (event: { entity: string; id: string }) => event.entity === 'music_library' && event.id === owner;

const libraryUpdates = watch<{ owner: string }, ResolversTypes['LibraryUpdatePayload']>({
  authorize: async ({ owner }, context) => void (await requireAccount(context, owner)),
  matches: (event, { owner }) => isLibraryChange(owner)(event),
  // The library as it is when watching starts, for a client whose subscription crossed a change.
  current: ({ owner }) => libraryEvent(owner),
  payload: async (_event, { owner }, context) => ({ library: await libraryState(context.loaders, owner) }),
});

/** A subscription by a music library id, which names its owner only once the viewer is known ('me'). */
const byMusicLibrary = {
  subscribe: (parent: unknown, args: { input: { id: string } }, context: RequestContext, info: GraphQLResolveInfo) =>
    libraryUpdates.subscribe(parent, async () => ({ owner: await musicLibraryOwner(context, args.input.id) }), context, info),
  // The subscription matched only its owner's changes, so the event names the owner.
  async resolve(event: Parameters<typeof libraryUpdates.resolve>[0], _args: unknown, context: RequestContext) {
    const { library } = await libraryUpdates.resolve(event, { owner: event.id }, context);
    return { musicLibrary: library };
  },
};

const kindsOf = (kinds: readonly LibraryItemKind[] | null | undefined) => kinds ?? null;

export const libraryResolvers: Resolvers = {
  Query: {
    library: (_parent, { owner }, context) => requireLibrary(context, owner),
    musicLibrary: async (_parent, { id }, context) => requireLibrary(context, await musicLibraryOwner(context, id)),
  },

  Mutation: {
    addToLibrary: (_parent, { owner, input }, context) => addToLibrary(context, owner, input.items),
    removeFromLibrary: (_parent, { owner, input }, context) => removeFromLibrary(context, owner, input.itemIds),
  },

  Subscription: {
    libraryUpdate: {
      subscribe: (parent, { input }, context, info) => libraryUpdates.subscribe(parent, { owner: input.owner }, context, info),
      resolve: (event: Parameters<typeof libraryUpdates.resolve>[0], { input }: { input: { owner: string } }, context: RequestContext) => libraryUpdates.resolve(event, { owner: input.owner }, context),
    },
    musicLibraryUpdate: byMusicLibrary,
  },

  Account: {
    library: (account, _args, context) => libraryState(context.loaders, account.id),
    musicLibrary: (account, _args, context) => libraryState(context.loaders, account.id),
  },

  Library: {
    items: (library, { first, after, query }, context) =>
      libraryItemPage(context, library.owner, { first, after, kinds: kindsOf(query?.kinds), search: query?.search, sort: sortOf(query?.sort) }),
  },

  MusicLibrary: {
    id: (library) => library.owner,
    items: (library, { first, after, searchString, types }, context) => libraryItemPage(context, library.owner, { first, after, kinds: kindsOf(types), search: searchString }),
    playlists: async (library, { first, after, orderBy }, context) => {
      const page = await libraryItemPage(context, library.owner, { first, after, kinds: ['PLAYLIST'], sort: sortOf(orderBy) });
      return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: node as PlaylistRow })) };
    },
    schedules: async (library, { first, after, orderBy }, context) => {
      const page = await libraryItemPage(context, library.owner, { first, after, kinds: ['SCHEDULE'], sort: sortOf(orderBy) });
      return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: node as ScheduleRow })) };
    },
  },

  LibraryItemNode: {
    __resolveType: (node) => (kindOfId(node.id) === 'Schedule' ? 'Schedule' : 'Playlist'),
  },

  Playlist: {
    inMusicLibrary: (playlist, { library }, context) => inLibrary(context, library, playlist.id),
  },

  Schedule: {
    inMusicLibrary: (schedule, { library }, context) => inLibrary(context, library, schedule.id),
  },

  CadenceStation: {
    inMusicLibrary: (station, { library }, context) => inLibrary(context, library, station.id),
  },
};
