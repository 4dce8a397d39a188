// The first-load budget: reads the build's manifest, follows each route's first load (the entry
// chunk, the modules the route renders, and everything they import statically: what the browser
// fetches before the route's content shows) and fails, naming the route and its largest chunks,
// when a route goes over its limit. The limits only go down: the goal is 170 KB of gzip JavaScript
// for every route, and each split that gets closer lowers them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const GOAL_BYTES = 170 * 1024;

export interface RouteBudget {
  /** The source modules the route renders on its first load, besides the entry. */
  modules: readonly string[];
  /** Gzip bytes of JavaScript the route may fetch before its content shows. */
  limit: number;
}

const KB = 1024;

export const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  // The login form: the entry, the router's first page and the form.
  '/login': { modules: ['src/pages/auth/LoginPage.tsx'], limit: 211 * KB },
  // A signed-in home: also Relay, the layout's user regions and the page's query.
  '/home': { modules: ['src/layout/UserRegions.tsx', 'src/pages/home/HomePage.tsx'], limit: 332 * KB },
};

/** The JavaScript files a first load fetches: the entry, the route's modules, and their static imports, transitively. */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update ROUTE_BUDGETS in scripts/budget.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [...entries, ...modules].forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface RouteLoad {
  route: string;
  limit: number;
  total: number;
  chunks: { file: string; bytes: number }[];
}

export function measureRoutes(manifest: Manifest, gzipBytes: (file: string) => number, routes: Record<string, RouteBudget> = ROUTE_BUDGETS): RouteLoad[] {
  return Object.entries(routes).map(([route, { modules, limit }]) => {
    const chunks = firstLoadFiles(manifest, modules)
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
    lines.push(`${over ? 'OVER' : 'ok  '} ${load.route}: ${kb(load.total)} of gzip JavaScript on first load (limit ${kb(load.limit)}, goal ${kb(GOAL_BYTES)})`);
    if (over) for (const chunk of load.chunks.slice(0, 5)) lines.push(`       ${chunk.file} ${kb(chunk.bytes)}`);
  }
  return { ok: loads.every((load) => load.total <= load.limit), lines };
}

async function main() {
  const dist = 'dist';
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const contents = new Map<string, number>();
  const files = new Set(Object.values(ROUTE_BUDGETS).flatMap(({ modules }) => firstLoadFiles(manifest, modules)));
  for (const file of files) contents.set(file, gzipSync(await readFile(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length);
  const { ok, lines } = budgetReport(measureRoutes(manifest, (file) => contents.get(file)!));
  console.log(lines.join('\n'));
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
