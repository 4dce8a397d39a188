// The first-load budget: reads the build's manifest, follows each load (the entry chunk, the modules
// a route renders, and everything they import statically) and fails, naming the load and its
// largest chunks, when one goes over its limit. Two kinds of load:
// - the first paint: the entry chunk and what index.html preloads with it. Every route paints its
//   layout frame from it (header and sidebar placeholders, the page's loading state, the pending
//   bar) while the route's own chunks and data arrive: 170 KB of gzip JavaScript at most.
// - a route's content: also the modules the route renders once loaded. Their limits only go down,
//   each split lowering them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const GOAL_BYTES = 170 * 1024;

export interface RouteBudget {
  /** The source modules the load renders besides the entry (none for the first paint). */
  modules: readonly string[];
  /** Gzip bytes of JavaScript the load may fetch. */
  limit: number;
}

const KB = 1024;

export const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  // The goal, and 0.7 KB over it since the vendor pairing guide's seven routes (0.2 KB), the SAML settings,
  // add-on promo and order-player routes (0.35 KB of route table and chunk names), the messaging pages'
  // six paths (0.1 KB) and the desktop shell's paired-zone pages (0.1 KB: their route and the chunk names of
  // the history and blocked tracks the zone pages now share with them); their guards, pages, rules and
  // loaders load with them.
  'first paint': { modules: [], limit: GOAL_BYTES + 0.8 * KB },
  // The login form: react-aria's fields, react-hook-form and the page. 198 KB until the entry took the
  // signed-in pages' query ids (1.9 KB), with which their data starts loading with the first paint; 200
  // until the music routes (search, library, playlists: 1.9 KB of route table and query ids) joined them,
  // 202 until the catalogue, create and import routes (0.9 KB) did, 203 until the schedule routes (0.7 KB),
  // 204 until React Aria's texts came in English only (0.6 KB), 203.5 before the billing, subscription, plan
  // and checkout routes (billing.md 2: 2.1 KB of route table, guards and route enumerations), 206 before the
  // lazy consent, attribution and experiment hooks of the entry (0.4 KB), the settings sidebar on settings pages and the referrals and score-survey routes with their guards and query ids (0.4 KB), 207 before the route table of signup, onboarding, the setup
  // guide, the partner portal, the settings pages and the desktop shell (2.6 KB; their guards, rules and
  // REST calls load with their routes), 209.5 before the vendor pairing, SAML, add-on promo, order-player and
  // messaging routes (0.3 KB).
  '/login': { modules: ['src/pages/auth/LoginPage.tsx'], limit: 209.9 * KB },
  // A signed-in home: also Relay, the layout's user regions (with the sidebar library's frame, 1 KB) and
  // the page's query; 317.5 KB before the catalogue, create and import routes, 318.5 before the schedule
  // routes, 319.5 until react-relay came as its hooks entry without the legacy containers (7 KB) and React
  // Aria's texts in English only (4 KB), 308 until the user menu (react-aria's menu, popover, focus scope and
  // collections: 36 KB) loaded beside the page instead of in its load, 272 before the billing routes and the
  // notifications bar's money notices (billing.md 4.11: 3.3 KB; their REST calls load after the bar), 276
  // before what /login gained (0.8 KB) and the lazy surveys and promos host of the user regions (0.2 KB), 277 before what /login gained (2.6 KB), 279.5 before the vendor pairing, SAML settings, add-on promo, order-player and messaging routes (0.5 KB), 280.1
  // before the trial banner's not-started phase (billing.md 4.2) and the desktop shell's select route (0.1 KB),
  // 280.3 before the Relay store's delayed collection (src/relay/gcScheduler.ts, 0.1 KB).
  '/home': { modules: ['src/layout/UserRegions.tsx', 'src/pages/home/HomePage.tsx'], limit: 280.4 * KB },
  // The zone list: also react-aria's filter controls, the virtualiser and the shared zone fragments (349 KB
  // before the catalogue, create and import routes, 350 before the schedule routes, 351 until react-relay's
  // hooks entry (7 KB) and React Aria's English texts (6 KB), 337.5 until the user menu loaded beside the
  // page (its menu and its part of the shared collection chunks, 5 KB: the filters' selects keep the rest),
  // 333 before the billing routes and the money notices (3.6 KB), 337 before what /home gained (1 KB), 338 before what /home gained
  // (2.7 KB), 341 before the vendor pairing guide's routes (0.2 KB), the SAML settings, add-on promo and
  // order-player routes (0.35 KB) and the messaging routes (0.1 KB), 341.8 before the trial banner's
  // not-started phase and the desktop shell's select route (0.1 KB), 342 before the Relay store's delayed
  // collection (0.1 KB).
  '/accounts/{id}/zones': { modules: ['src/layout/UserRegions.tsx', 'src/pages/zones/list/ZoneListPage.tsx'], limit: 342.1 * KB },
  // A zone's player: also the zone layout with its live updates, the player's controls and its query
  // (355 KB before the schedule routes and the slot's playlist that a schedule-driven zone shows, 357 until
  // react-relay's hooks entry (7 KB) and React Aria's English texts (4 KB), 345 until the playTo dialog loaded
  // when first opened and 'play in this browser' stopped loading the web player to prime its audio (14 KB),
  // 331 until the user menu loaded beside the page (32 KB), 299.5 before the active override's note and the
  // overrides route (0.5 KB), 300.5 before the billing routes, the money notices and the zone's subscription
  // link (3.7 KB), 304.5 before what /home gained (1 KB) and the play button's 'zone has no subscription'
  // refusal (0.4 KB; its dialog loads when a refusal comes), 306 before what /home gained (2.7 KB), 309 before
  // the vendor pairing, SAML settings, add-on promo, order-player and messaging routes (0.3 KB), 309.4 before
  // the desktop shell's paired-zone pages (0.2 KB of the entry's route table and chunk names), 309.6 before
  // the trial banner's not-started phase and the desktop shell's select route (0.1 KB), 309.8 before the Relay
  // store's delayed collection (0.1 KB)).
  '/accounts/{accountId}/zones/{zoneId}/player': {
    modules: ['src/layout/UserRegions.tsx', 'src/pages/zones/zone/zonePages.ts', 'src/__generated__/ZoneLayoutQuery.graphql.ts'],
    limit: 309.9 * KB,
  },
};

/** The scripts index.html loads and preloads: the entry chunk and its static imports, as the build wrote them. */
export function pageScripts(html: string): string[] {
  const tags = html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g);
  return [...tags].map((tag) => (tag[1] ?? tag[2])!);
}

/** The JavaScript files a first load fetches: the page's scripts, the route's modules, and their static imports, transitively. */
export function firstLoadFiles(manifest: Manifest, scripts: readonly string[], modules: readonly string[]): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visitFile = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = keyOfFile.get(file);
    manifest[key ?? '']?.imports?.forEach(visit);
  };
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update ROUTE_BUDGETS in scripts/budget.ts`);
    visitFile(chunk.file);
  };
  scripts.forEach(visitFile);
  modules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface RouteLoad {
  route: string;
  limit: number;
  total: number;
  chunks: { file: string; bytes: number }[];
}

export function measureRoutes(manifest: Manifest, scripts: readonly string[], gzipBytes: (file: string) => number, routes: Record<string, RouteBudget> = ROUTE_BUDGETS): RouteLoad[] {
  return Object.entries(routes).map(([route, { modules, limit }]) => {
    const chunks = firstLoadFiles(manifest, scripts, modules)
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { route, limit, total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0), chunks };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route, and for a route over its limit its largest chunks: what to split first. */
export function budgetReport(loads: readonly RouteLoad[]): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  for (const load of loads) {
    const over = load.total > load.limit;
    lines.push(`${over ? 'OVER' : 'ok  '} ${load.route}: ${kb(load.total)} of gzip JavaScript (limit ${kb(load.limit)}, goal ${kb(GOAL_BYTES)})`);
    if (over) for (const chunk of load.chunks.slice(0, 5)) lines.push(`       ${chunk.file} ${kb(chunk.bytes)}`);
  }
  return { ok: loads.every((load) => load.total <= load.limit), lines };
}

async function main() {
  const dist = 'dist';
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const scripts = pageScripts(await readFile(join(dist, 'index.html'), 'utf8'));
  const contents = new Map<string, number>();
  const files = new Set(Object.values(ROUTE_BUDGETS).flatMap(({ modules }) => firstLoadFiles(manifest, scripts, modules)));
  for (const file of files) contents.set(file, gzipSync(await readFile(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length);
  const { ok, lines } = budgetReport(measureRoutes(manifest, scripts, (file) => contents.get(file)!));
  console.log(lines.join('\n'));
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
