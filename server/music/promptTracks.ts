// Ranking catalogue tracks by what a prompt or a station asks for (core.md 7 getTracksFromPrompt,
// createStation). A prompt is read into tags (src/domain/musicTags.ts) and left-over words; a track
// scores the weights of the tags it carries, a bonus when the prompt names one of its artists (pg_trgm
// strict word similarity of the artist's name within the prompt), and the full-text rank of the other
// words in its title and album title. Ties are broken by a hash of the track id and the prompt, and the
// artists take turns, so the same prompt always gives the same list and one artist does not fill it.
//
// What is never suggested (core.md 9 'Track filtering', 'Market'): tracks outside the market, explicit
// tracks when the account filters them, tracks blocked account-wide, and royalty-free artists' tracks
// (hidden from discovery, as in search).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PROMPT_TRACK_COUNT, TAG_WEIGHTS, interpretPrompt, promptTitle, tagGroupOf } from '../../src/domain/musicTags';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import { queryRows } from '../db/client';
import { badRequest } from '../errors';
import type { TrackRow } from '../loaders';
import { rowOrNull, requireViewer } from './catalogue';
import { inMarket, searcherRules } from './search';

/** How close an artist's name must be to a stretch of the prompt to count as named (pg_trgm strict_word_similarity). */
const ARTIST_NAME_SIMILARITY = 0.75;
/** What naming a track's artist weighs: more than any one tag. */
const ARTIST_WEIGHT = 4;
/** What a left-over word found in a title weighs, on top of its full-text rank. */
const TITLE_WEIGHT = 1;

export interface TrackRanking {
  tags: readonly string[];
  words: readonly string[];
  /** Text whose stretches may name artists; empty for none. */
  artistText: string;
  /** Mixed into the tie-break, so different asks order equal tracks differently. */
  salt: string;
  market: string;
  hideExplicit: SQL;
  /** A query of the ids of the tracks blocked for the asker. */
  blockedIds: SQL;
  limit: number;
}

/** The best tracks for the ranking, best first; none when it names nothing. */
export async function rankTracks(context: RequestContext, ranking: TrackRanking): Promise<TrackRow[]> {
  const parts: SQL[] = ranking.tags.map((slug) => sql`CASE WHEN ${slug} = ANY(t.tags) THEN ${TAG_WEIGHTS[tagGroupOf(slug)!]} ELSE 0 END`);
  // The artists named, the royalty-free artists and the blocked tracks are each read once, not per track.
  const named = ranking.artistText ? sql`ARRAY(SELECT a.id FROM artists a WHERE strict_word_similarity(lower(a.name), ${ranking.artistText}) >= ${ARTIST_NAME_SIMILARITY})` : sql`ARRAY[]::text[]`;
  if (ranking.artistText) parts.push(sql`CASE WHEN t.artist_ids && ${named} THEN ${ARTIST_WEIGHT} ELSE 0 END`);
  const words = ranking.words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (words.length) {
    const query = words.map((word) => `${word}:*`).join(' | ');
    const document = sql`to_tsvector('simple', t.title || ' ' || al.title)`;
    parts.push(sql`CASE WHEN ${document} @@ to_tsquery('simple', ${query}) THEN ${TITLE_WEIGHT} + ts_rank(${document}, to_tsquery('simple', ${query})) ELSE 0 END`);
  }
  if (!parts.length) return [];
  const rows = await queryRows<{ id: string }>(
    context.db,
    sql`SELECT id FROM (
          SELECT id, score, tie, row_number() OVER (PARTITION BY artist ORDER BY score DESC, tie) AS turn
          FROM (
            SELECT t.id, t.artist_ids[1] AS artist, (${sql.join(parts, sql` + `)})::float8 AS score, md5(t.id || ${ranking.salt}) AS tie
            FROM tracks t JOIN albums al ON al.id = t.album_id
            WHERE ${inMarket(sql`t.available_markets`, ranking.market)}
              AND (NOT t.explicit OR NOT ${ranking.hideExplicit})
              AND NOT (t.artist_ids && ARRAY(SELECT a.id FROM artists a WHERE a.royalty_free))
              AND NOT (t.id = ANY(ARRAY(${ranking.blockedIds})))
          ) scored
          WHERE score > 0
        ) ranked
        ORDER BY score DESC, turn, tie
        LIMIT ${ranking.limit}`,
  );
  return (await context.loaders.track.loadMany(rows.map((row) => row.id))).map(rowOrNull).filter((track) => track !== null);
}

/** Tracks blocked in every zone of one of the viewer's accounts (a block on the account itself). */
function blockedForViewer(context: RequestContext): SQL {
  const { viewer } = context;
  const userId = viewer.kind === 'user' ? viewer.userId : '';
  return sql`SELECT b.track_id FROM blocked_tracks b JOIN acls ON acls.account_id = b.account_id WHERE b.parent_id = b.account_id AND acls.user_id = ${userId}`;
}

/** Tracks blocked in every zone of the account. */
export const blockedForAccount = (accountId: string): SQL => sql`SELECT b.track_id FROM blocked_tracks b WHERE b.parent_id = ${accountId}`;

/** The assistant's suggestion for a prompt: a title, a description and the tracks (core.md 7). */
export async function tracksFromPrompt(context: RequestContext, prompt: string, market: string) {
  requireViewer(context);
  const text = prompt.trim();
  if (!text) throw badRequest({ prompt: messages.required }, messages.required);
  const terms = interpretPrompt(text);
  const rules = await searcherRules(context, market);
  const tracks = await rankTracks(context, {
    tags: terms.tags,
    words: terms.words,
    artistText: text.toLowerCase(),
    salt: text.toLowerCase(),
    market,
    hideExplicit: rules.hideExplicit,
    blockedIds: blockedForViewer(context),
    limit: PROMPT_TRACK_COUNT,
  });
  return { title: promptTitle(text, terms), description: `Made for “${text}”.`, tracks };
}
