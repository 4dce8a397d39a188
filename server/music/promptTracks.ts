// Ranking catalogue tracks by what a prompt or a station asks for (core.md 7 getTracksFromPrompt,
// createStation). A prompt is read into tags (src/domain/musicTags.ts) and left-over words; a track
// scores the weights of the tags it carries, a bonus when the prompt names one of its artists (pg_trgm
// strict word similarity of the artist's name within the prompt), and the full-text rank of the other
// words in its title and album title. Ties are broken by a hash of the track id and the prompt, and the
// artists take turns, so the same prompt always gives the same list and one artist does not fill it.
//
// What is never suggested (core.md 9 'Track filtering', 'Market'): tracks outside the market, explicit
// tracks when the account filters them and tracks blocked account-wide. A royalty-free account's music
// is only the royalty-free artists'; anyone else is not offered theirs (hidden from discovery, as in
// search). The account is the one the asker names (the web app's selected account), else a paired
// player's zone account; a user naming none gets the strictest rules of all their accounts.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PROMPT_TRACK_COUNT, TAG_WEIGHTS, interpretPrompt, promptTitle, tagGroupOf } from '../../src/domain/musicTags';
import { requireAccount } from '../access/accountAccess';
import { isRoyaltyFree, settingsOf } from '../accounts/model';
import type { RequestContext } from '../context';
import { queryRows } from '../db/client';
import { forbidden, requiredText } from '../errors';
import type { AccountRow, TrackRow } from '../loaders';
import { ANY_MARKET, rowOrNull, requireViewer } from './catalogue';
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
  /** Whether the tracks must be royalty-free artists' only (a royalty-free account), or must not be theirs. */
  royaltyFreeOnly: boolean;
  limit: number;
}

/** The best tracks for the ranking, best first; none when it names nothing. */
export async function rankTracks(context: RequestContext, ranking: TrackRanking): Promise<TrackRow[]> {
  const parts: SQL[] = ranking.tags.map((slug) => sql`CASE WHEN ${slug} = ANY(t.tags) THEN ${TAG_WEIGHTS[tagGroupOf(slug)!]} ELSE 0 END`);
  // The artists named, the royalty-free artists and the blocked tracks are each read once, not per track.
  const royaltyFreeArtists = sql`ARRAY(SELECT a.id FROM artists a WHERE a.royalty_free)`;
  const royaltyFree = ranking.royaltyFreeOnly ? sql`t.artist_ids <@ ${royaltyFreeArtists}` : sql`NOT (t.artist_ids && ${royaltyFreeArtists})`;
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
              AND ${royaltyFree}
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

/** Whom a prompt's tracks are for: the market and the rules of what is left out. */
type PromptAudience = Pick<TrackRanking, 'market' | 'hideExplicit' | 'blockedIds' | 'royaltyFreeOnly'>;

/** The account the asker names, else a paired player's own zone account; a user naming none has none. */
async function promptAccount(context: RequestContext, accountId: string | null | undefined): Promise<AccountRow | null> {
  const { viewer, loaders } = context;
  if (accountId) return (await requireAccount(context, accountId)).account;
  if (viewer.kind !== 'device') return null;
  const device = await loaders.device.load(viewer.deviceId);
  const zone = device?.soundZoneId ? await loaders.soundZone.load(device.soundZoneId) : null;
  return zone ? loaders.account.load(zone.accountId) : null;
}

async function promptAudience(context: RequestContext, accountId: string | null | undefined, market: string | null | undefined): Promise<PromptAudience> {
  const account = await promptAccount(context, accountId);
  if (!account) {
    const rules = await searcherRules(context, market ?? ANY_MARKET);
    return { market: rules.market, hideExplicit: rules.hideExplicit, blockedIds: blockedForViewer(context), royaltyFreeOnly: false };
  }
  // core.md 6 'Account restrictions': an account restricted from discovering music has no create pages.
  if (settingsOf(account).restrict_discover_music) throw forbidden('This account may not discover music');
  return {
    market: (market ?? account.isoCountry ?? ANY_MARKET).toUpperCase(),
    hideExplicit: settingsOf(account).filter_explicit ? sql`true` : sql`false`,
    blockedIds: blockedForAccount(account.id),
    royaltyFreeOnly: isRoyaltyFree(account),
  };
}

/** The assistant's suggestion for a prompt: a title, a description and the tracks (core.md 7). */
export async function tracksFromPrompt(context: RequestContext, ask: { prompt: string; market?: string | null; account?: string | null }) {
  requireViewer(context);
  const text = requiredText(ask.prompt, 'prompt');
  const terms = interpretPrompt(text);
  const audience = await promptAudience(context, ask.account, ask.market);
  const tracks = await rankTracks(context, {
    ...audience,
    tags: terms.tags,
    words: terms.words,
    artistText: text.toLowerCase(),
    salt: text.toLowerCase(),
    limit: PROMPT_TRACK_COUNT,
  });
  return { title: promptTitle(text, terms), description: `Made for “${text}”.`, tracks };
}
