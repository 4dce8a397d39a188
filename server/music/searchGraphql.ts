// Control API resolvers of catalogue search: Query.search and its SearchResult union, and the fields of
// BrowseCategory, which search is the first to return.
import type { BrowseCategoryType, Resolvers, SearchType } from '../graphql/control/__generated__/types';
import { connectionOf, pageOf } from '../graphql/pages';
import { ANY_MARKET, displayOf } from './catalogue';
import { categoryPlaylistsLoader } from './loaders';
import { offsetAfter, searchCatalogue } from './search';
import type { SearchKind, SearchNode } from './search';

const KIND_OF_TYPE: Record<SearchType, SearchKind> = { ALBUM: 'Album', ARTIST: 'Artist', BROWSE_CATEGORY: 'BrowseCategory', PLAYLIST: 'Playlist', TRACK: 'Track' };

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { query, types, market, first, after }, context) => {
      const page = await searchCatalogue(context, { query, kinds: types.map((type) => KIND_OF_TYPE[type]), market: market ?? ANY_MARKET, first: first ?? 20, offset: offsetAfter(after) });
      return connectionOf(page, (node) => ({ node }));
    },
  },

  SearchResult: {
    __resolveType: (node) => (node as SearchNode).__typename,
  },

  BrowseCategory: {
    display: (category, _args, context) => displayOf(context, { title: category.name, color: category.color, image: { kind: 'category', id: category.id } }),
    type: (category) => category.type.toUpperCase() as BrowseCategoryType,
    playlists: async (category, { first, after }, context) => {
      const rows = await categoryPlaylistsLoader(context.loaders).load(category.id);
      return connectionOf(pageOf(rows, (row) => [row.position], ['number'], { first: first ?? 50, after }), (row) => ({ node: row.playlist }));
    },
  },
};
