// Catalogue search (core.md 2 'Discover and search', 5 'A search with no types is an error', 7): one
// ranked list over the kinds asked for, best first. Names are matched by PostgreSQL's full text (each
// word of the query as a prefix, so 'jaz' finds 'Jazz') or by trigram word similarity (so a typo such
// as 'jazzz' still finds it), both served by the GIN indexes of migration 0009. The ranking puts an
// exact name first, then the closest names by trigram similarity, with the full-text rank added.
//
// What the search hides (core.md 9 'Track filtering', 'Market'; navigation.md 2.2 'Royalty-free content
// is hidden here'): tracks outside the market ('ZZ' means any), explicit tracks when the searcher's
// account filters explicit content, albums with no track in the market, royalty-free artists and their
// albums and tracks, and accounts' own playlists (the search covers the editorial catalogue; an
// account's own music is found in its library).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { planOf, settingsOf } from '../accounts/model';
import type { RequestContext } from '../context';
import { queryRows } from '../db/client';
import { ANY_MARKET } from '../engine/eligibility';
import { forbidden } from '../errors';
import { decodeCursor, encodeCursor } from '../graphql/pages';
import type { Page } from '../graphql/pages';
import { rowsByKey } from '../loaders';
import type { AlbumRow, ArtistRow, BrowseCategoryRow, Loaders, PlaylistRow, TrackRow } from '../loaders';
import { browseCategories } from '../db/schema';
import { requireViewer } from './catalogue';

export type SearchKind = 'Album' | 'Artist' | 'BrowseCategory' | 'Playlist' | 'Track';
export type SearchNode = (AlbumRow | ArtistRow | BrowseCategoryRow | PlaylistRow | TrackRow) & { __typename: SearchKind };

export interface SearchRequest {
  query: string;
  kinds: readonly SearchKind[];
  /** ANY_MARKET for any country. */
  market: string;
  first: number;
  /** Results of the ranking to skip. */
  offset: number;
}

/** Bonus for a name that is the query itself, above any partial match's similarity and rank. */
const EXACT_NAME_BONUS = 2;

/** The query's words as a prefix full-text query ('night sw' → 'night:* & sw:*'); null without a word. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export interface Rules {
  market: string;
  /** Whether explicit tracks are hidden: a condition the search's statement evaluates. */
  hideExplicit: SQL;
}

/** One kind's matches: its rows whose `name` matches, with their score, narrowed by `where`. */
function kindMatches(kind: SearchKind, from: SQL, name: SQL, query: string, words: string | null, where: SQL[]): SQL {
  const wordMatch = words === null ? sql`false` : sql`to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${words})`;
  const wordRank = words === null ? sql`0` : sql`ts_rank(to_tsvector('simple', ${name}), to_tsquery('simple', ${words}))`;
  const score = sql`(CASE WHEN lower(${name}) = lower(${query}) THEN ${EXACT_NAME_BONUS} ELSE 0 END + similarity(${name}, ${query}) + ${wordRank})`;
  const conditions = [sql`(${wordMatch} OR ${query} <% ${name})`, ...where];
  return sql`SELECT ${kind}::text AS kind, id, ${score}::float8 AS score FROM ${from} WHERE ${sql.join(conditions, sql` AND `)}`;
}

const notRoyaltyFree = (artistIds: SQL) => sql`NOT EXISTS (SELECT 1 FROM artists a WHERE a.id = ANY(${artistIds}) AND a.royalty_free)`;
export const inMarket = (markets: SQL, market: string) => (market === ANY_MARKET ? sql`true` : sql`${markets} && ARRAY[${ANY_MARKET}, ${market}]::text[]`);

function matchesOf(kind: SearchKind, query: string, words: string | null, rules: Rules): SQL {
  switch (kind) {
    case 'Track':
      return kindMatches(kind, sql`tracks t`, sql`t.title`, query, words, [
        inMarket(sql`t.available_markets`, rules.market),
        sql`(NOT t.explicit OR NOT ${rules.hideExplicit})`,
        notRoyaltyFree(sql`t.artist_ids`),
      ]);
    case 'Album':
      return kindMatches(kind, sql`albums al`, sql`al.title`, query, words, [
        notRoyaltyFree(sql`ARRAY[al.artist_id]`),
        ...(rules.market === ANY_MARKET ? [] : [sql`EXISTS (SELECT 1 FROM tracks t WHERE t.album_id = al.id AND ${inMarket(sql`t.available_markets`, rules.market)})`]),
      ]);
    case 'Artist':
      return kindMatches(kind, sql`artists ar`, sql`ar.name`, query, words, [sql`NOT ar.royalty_free`]);
    case 'Playlist':
      return kindMatches(kind, sql`playlists p`, sql`p.name`, query, words, [sql`p.owner_account_id IS NULL`]);
    case 'BrowseCategory':
      return kindMatches(kind, sql`browse_categories c`, sql`c.name`, query, words, []);
  }
}

/**
 * Whether the searcher's account filters explicit content: a paired player's zone account; for a user,
 * any account they are a member of (the contract's search names no account, and a result may be played
 * in any of them), asked within the search's own statement. A player whose account may not search
 * (royalty-free plan, discovery restricted) is refused.
 */
export async function searcherRules(context: RequestContext, market: string): Promise<Rules> {
  const { viewer } = context;
  if (viewer.kind === 'device') {
    const device = await context.loaders.device.load(viewer.deviceId);
    const zone = device?.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
    const account = zone ? await context.loaders.account.load(zone.accountId) : null;
    if (!account || planOf(account) === 'royalty-free' || settingsOf(account).restrict_discover_music) throw forbidden('This player may not search the catalogue');
    return { market, hideExplicit: settingsOf(account).filter_explicit ? sql`true` : sql`false` };
  }
  const userId = viewer.kind === 'user' ? viewer.userId : '';
  return {
    market,
    hideExplicit: sql`EXISTS (SELECT 1 FROM acls JOIN accounts ON accounts.id = acls.account_id WHERE acls.user_id = ${userId} AND accounts.settings -> 'filter_explicit' = 'true'::jsonb)`,
  };
}

export const browseCategoryLoader = (loaders: Loaders) => loaders.memo('music.browseCategory', (db) => rowsByKey<BrowseCategoryRow>(db, browseCategories, browseCategories.id, 'id'));

async function nodeOf(context: RequestContext, kind: SearchKind, id: string): Promise<SearchNode | null> {
  const loaders = context.loaders;
  const load = { Track: loaders.track, Album: loaders.album, Artist: loaders.artist, Playlist: loaders.playlist, BrowseCategory: browseCategoryLoader(loaders) }[kind];
  const row = await load.load(id);
  return row && { ...row, __typename: kind };
}

/** Where a page after a cursor starts: the cursor is a position in the ranking. */
export const offsetAfter = (after: string | null | undefined) => (after ? (decodeCursor(after, ['number'])[0] as number) + 1 : 0);

/** A page of the ranked results; each result's cursor is its position in the ranking. */
export async function searchCatalogue(context: RequestContext, request: SearchRequest): Promise<Page<SearchNode>> {
  requireViewer(context);
  const rules = await searcherRules(context, request.market);
  const query = request.query.trim();
  const words = prefixQuery(query);
  const { offset } = request;
  const matches = sql.join(
    [...new Set(request.kinds)].map((kind) => matchesOf(kind, query, words, rules)),
    sql` UNION ALL `,
  );
  // The total comes with the page (a window over every match), so a page costs one statement.
  const rows = await queryRows<{ kind: SearchKind; id: string; score: number; total: string | number }>(
    context.db,
    sql`SELECT kind, id, score, count(*) OVER () AS total FROM (${matches}) matches ORDER BY score DESC, kind, id LIMIT ${request.first + 1} OFFSET ${offset}`,
  );
  const shown = rows.slice(0, request.first);
  const nodes = await Promise.all(shown.map(async (row, i) => ({ node: await nodeOf(context, row.kind, row.id), cursor: encodeCursor([offset + i]) })));
  const found = nodes.filter((entry): entry is { node: SearchNode; cursor: string } => entry.node !== null);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countMatches(context, matches) : 0;
  return {
    items: found.map((entry) => entry.node),
    cursors: found.map((entry) => entry.cursor),
    total,
    hasNextPage: rows.length > request.first,
    hasPreviousPage: offset > 0,
  };
}

/** Every match's count, for a page past the last match (which carries no window total). */
async function countMatches(context: RequestContext, matches: SQL): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(context.db, sql`SELECT count(*) AS total FROM (${matches}) matches`);
  return Number(row?.total ?? 0);
}
