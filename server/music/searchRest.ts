// POST /auth/search/{types} (core.md 7 'Music, library and search'): the catalogue search of the
// control API (server/music/search.ts), one page per type asked for, in the contract's REST shapes.
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import type { AlbumRow, ArtistRow, BrowseCategoryRow, PlaylistRow, TrackRow } from '../loaders';
import { defineHandlers } from '../rest/handlers';
import type { RestRequest } from '../rest/handlers';
import { ANY_MARKET } from './catalogue';
import { albumRecord, artistRecord, categoryRecord, collectionRecord, trackRecord } from './records';
import { searchCatalogue } from './search';
import { searchSchedules } from '../schedules/model';
import { scheduleRecord } from '../schedules/rest';
import type { SearchKind, SearchNode } from './search';

type SearchType = RestRequest<'searchCatalogue'>['params']['types'][number];
type Results = components['schemas']['SearchResult'];

/** The contract's default page size (SearchRequest.limit). */
const DEFAULT_LIMIT = 20;

interface TypeSearch {
  query: string;
  market: string;
  limit: number;
  offset: number;
}

/** One kind's page of the ranked search, each node in its REST shape. */
async function pageOf<Row, Item>(context: RequestContext, kind: SearchKind, search: TypeSearch, record: (context: RequestContext, row: Row) => Item | Promise<Item>) {
  const page = await searchCatalogue(context, { query: search.query, kinds: [kind], market: search.market, first: search.limit, offset: search.offset });
  const items = await Promise.all(page.items.map((node: SearchNode) => record(context, node as Row)));
  return { items, total: page.total, limit: search.limit, offset: search.offset };
}

async function resultsOf(context: RequestContext, type: SearchType, search: TypeSearch): Promise<Results> {
  switch (type) {
    case 'playlist':
      return { playlists: await pageOf(context, 'Playlist', search, (c, row: PlaylistRow) => collectionRecord(c, row)) };
    case 'album':
      return { albums: await pageOf(context, 'Album', search, (c, row: AlbumRow) => albumRecord(c, row)) };
    case 'artist':
      return { artists: await pageOf(context, 'Artist', search, (c, row: ArtistRow) => artistRecord(c, row)) };
    case 'track':
      return { tracks: await pageOf(context, 'Track', search, (c, row: TrackRow) => trackRecord(c, row)) };
    case 'category':
      return { categories: await pageOf(context, 'BrowseCategory', search, (c, row: BrowseCategoryRow) => categoryRecord(c, row)) };
    case 'schedule': {
      // The caller's own schedules: the catalogue has none.
      const { rows, total } = await searchSchedules(context, search.query, search.limit, search.offset);
      return { schedules: { items: await Promise.all(rows.map((row) => scheduleRecord(context, row, 'standard'))), total, limit: search.limit, offset: search.offset } };
    }
  }
}

export const searchHandlers = defineHandlers({
  async searchCatalogue({ params, body }, context) {
    const search = { query: body.query, market: body.market ?? ANY_MARKET, limit: body.limit ?? DEFAULT_LIMIT, offset: body.offset ?? 0 };
    const pages = await Promise.all(params.types.map((type) => resultsOf(context, type, search)));
    return { status: 200, body: Object.assign({}, ...pages) as Results };
  },
});
