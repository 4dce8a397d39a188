// Catalogue search latency (issue 10): p50 and p99 of a search of every kind under an even load, on the
// seeded catalogue and on one 20 times its size that this bench makes in a database of its own. Each
// search is the server's own (server/music/search.ts: the ranked page and its rows by id), called in
// process so that the figures are the database's and the search's, not HTTP's. Queries mix whole words,
// prefixes and typos of the catalogue's words. Prints numbers; asserts nothing; target p99 < 50 ms at
// seed size. Usage: npm run bench (or tsx bench/music.ts [--database-url postgres://.../postgres]).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../server/db/client';
import type { Database } from '../server/db/client';
import { seedDemoData } from '../server/db/seed';
import { ADJECTIVES, GENRES, NOUNS, PLACES, VERBS } from '../server/db/seed/words';
import type { RequestContext } from '../server/context';
import { Loaders } from '../server/loaders';
import { searchCatalogue } from '../server/music/search';
import type { SearchKind } from '../server/music/search';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Searches in flight while finding the peak rate. */
const PEAK_CONCURRENCY = 4;
/** The even load's rate as a share of the peak (open loop: each search starts on time whether or not the last has ended). */
const LOAD_SHARE = 0.5;
const WARM_UP = 50;
const SCALE = 20;
const KINDS: SearchKind[] = ['Track', 'Artist', 'Album', 'Playlist', 'BrowseCategory'];
const databaseUrl = process.argv.includes('--database-url') ? process.argv[process.argv.indexOf('--database-url') + 1] : undefined;

/** What people type: whole words, the start of a word, a doubled letter and a dropped one. */
function queries(): string[] {
  const words = [...GENRES.map((genre) => genre.name), ...NOUNS, ...ADJECTIVES, ...PLACES, ...VERBS].map((word) => word.toLowerCase());
  return words.flatMap((word) => [word, word.slice(0, 3), `${word}${word.at(-1)}`, word.slice(0, -1)]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A database of its own: PGlite in memory, or a new database on the given PostgreSQL server. */
async function ownDatabase(name: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!databaseUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/**
 * Adds SCALE - 1 copies of the seeded catalogue, each name given a word of its copy so that copies are
 * not ties, then fresh statistics for the planner.
 */
async function multiplyCatalogue(database: Database) {
  const words = sql.raw(`ARRAY[${[...PLACES, ...NOUNS].map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`);
  const copies = sql.raw(`generate_series(2, ${SCALE})`);
  const { db } = database;
  await db.execute(sql`INSERT INTO artists (id, name, color, royalty_free)
    SELECT a.id || '~' || k, a.name || ' ' || (${words})[1 + (k + length(a.id)) % array_length(${words}, 1)], a.color, a.royalty_free FROM artists a, ${copies} k`);
  await db.execute(sql`INSERT INTO albums (id, title, album_type, artist_id, release_date, color)
    SELECT al.id || '~' || k, al.title || ' ' || (${words})[1 + (k * 7 + length(al.id)) % array_length(${words}, 1)], al.album_type, al.artist_id || '~' || k, al.release_date, al.color FROM albums al, ${copies} k`);
  await db.execute(sql`INSERT INTO tracks (id, title, album_id, artist_ids, duration_ms, explicit, disc_number, track_number, available_markets, tags)
    SELECT t.id || '~' || k, t.title || ' ' || (${words})[1 + (k * 13 + length(t.id)) % array_length(${words}, 1)], t.album_id || '~' || k,
      ARRAY(SELECT a || '~' || k FROM unnest(t.artist_ids) a), t.duration_ms, t.explicit, t.disc_number, t.track_number, t.available_markets, t.tags FROM tracks t, ${copies} k`);
  await db.execute(sql`INSERT INTO playlists (id, name, owner_account_id, curator_id, composer_type, composer, present_as, short_description, description, curated, playback_mode, allow_explicit, genres, color, snapshot)
    SELECT p.id || '~' || k, p.name || ' ' || (${words})[1 + (k * 3 + length(p.id)) % array_length(${words}, 1)], p.owner_account_id, p.curator_id, p.composer_type, p.composer, p.present_as,
      p.short_description, p.description, p.curated, p.playback_mode, p.allow_explicit, p.genres, p.color, p.snapshot FROM playlists p, ${copies} k`);
  await db.execute(sql`ANALYZE`);
}

async function catalogueSize(database: Database) {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`SELECT (SELECT count(*) FROM tracks) AS tracks, (SELECT count(*) FROM albums) AS albums, (SELECT count(*) FROM artists) AS artists, (SELECT count(*) FROM playlists) AS playlists, (SELECT count(*) FROM browse_categories) AS categories`,
  );
  return Object.entries(row!)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
}

/** The context a search reads: the database, fresh loaders per search (as per request), a signed-in user. */
async function searcher(database: Database) {
  const [user] = await queryRows<{ id: string }>(database.db, sql`SELECT user_id AS id FROM acls WHERE user_id IS NOT NULL ORDER BY id LIMIT 1`);
  return (query: string) => {
    const context = { db: database.db, loaders: new Loaders(database.db), viewer: { kind: 'user', userId: user!.id } } as unknown as RequestContext;
    return searchCatalogue(context, { query, kinds: KINDS, market: 'SE', first: 20, offset: 0 });
  };
}

type Search = (query: string) => Promise<unknown>;

/** Searches a second with PEAK_CONCURRENCY in flight for 3 s. */
async function peakRate(search: Search, texts: string[]): Promise<number> {
  let done = 0;
  const end = performance.now() + 3000;
  await Promise.all(
    Array.from({ length: PEAK_CONCURRENCY }, async (_, worker) => {
      for (let i = worker; performance.now() < end; i += PEAK_CONCURRENCY, done++) await search(texts[i % texts.length]!);
    }),
  );
  return done / 3;
}

/** Latencies of `count` searches started evenly at `rate` a second, each from when it was due (a search kept waiting counts its wait). */
async function evenLoad(search: Search, texts: string[], rate: number, count: number): Promise<number[]> {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = start + (i * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await search(texts[(i * 7) % texts.length]!);
      latencies.push(performance.now() - due);
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const summary = (latencies: number[]) => `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`;

async function measure(label: string, database: Database) {
  const search = await searcher(database);
  const texts = queries();
  for (let i = 0; i < WARM_UP; i++) await search(texts[i % texts.length]!);
  const peak = await peakRate(search, texts);
  const rate = Math.max(1, Math.round(peak * LOAD_SHARE));
  const latencies = await evenLoad(search, texts, rate, Math.round(rate * DURATION_S));
  console.log(`${label} (${await catalogueSize(database)}): peak ${peak.toFixed(1)} searches/s; ${latencies.length} searches at an even ${rate}/s: ${summary(latencies)}`);
}

async function main() {
  console.log(`Catalogue search on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: all five kinds, 20 results, market SE`);
  for (const [label, scale] of [
    ['seed catalogue', 1],
    [`${SCALE}× seed catalogue`, SCALE],
  ] as const) {
    const { database, drop } = await ownDatabase(`cadence_bench_music_${scale}`);
    try {
      await seedDemoData(database.db, new Date('2026-11-26T12:00:00Z'));
      if (scale > 1) await multiplyCatalogue(database);
      await measure(label, database);
    } finally {
      await drop();
    }
  }
}

await main();
