// The first-load budget (issue: 170 KB of gzip JavaScript for /login and /home): reads the build's
// manifest, follows each route's first load (the entry chunk, the page modules the route renders,
// and everything they import statically, which the browser fetches before the page can paint) and
// fails, naming the route and its largest chunks, when a route goes over.
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

export const BUDGET_BYTES = 170 * 1024;

/** The source modules each measured route renders on its first load, besides the entry. */
export const ROUTE_MODULES: Record<string, readonly string[]> = {
  '/login': ['src/pages/auth/LoginPage.tsx'],
  '/home': ['src/pages/home/HomePage.tsx'],
};

/** The JavaScript files a first load fetches: the entry, the route's modules, and their static imports, transitively. */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update ROUTE_MODULES in scripts/budget.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [...entries, ...modules].forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface RouteLoad {
  route: string;
  total: number;
  chunks: { file: string; bytes: number }[];
}

export function measureRoutes(manifest: Manifest, gzipBytes: (file: string) => number, routes = ROUTE_MODULES): RouteLoad[] {
  return Object.entries(routes).map(([route, modules]) => {
    const chunks = firstLoadFiles(manifest, modules)
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { route, total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0), chunks };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route, and for a route over budget its largest chunks: what to split first. */
export function budgetReport(loads: readonly RouteLoad[], budget = BUDGET_BYTES): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  for (const load of loads) {
    const over = load.total > budget;
    lines.push(`${over ? 'OVER' : 'ok  '} ${load.route}: ${kb(load.total)} of gzip JavaScript on first load (budget ${kb(budget)})`);
    if (over) for (const chunk of load.chunks.slice(0, 5)) lines.push(`       ${chunk.file} ${kb(chunk.bytes)}`);
  }
  return { ok: loads.every((load) => load.total <= budget), lines };
}

async function main() {
  const dist = 'dist';
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const contents = new Map<string, number>();
  const files = new Set(Object.values(ROUTE_MODULES).flatMap((modules) => firstLoadFiles(manifest, modules)));
  for (const file of files) contents.set(file, gzipSync(await readFile(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length);
  const { ok, lines } = budgetReport(measureRoutes(manifest, (file) => contents.get(file)!));
  console.log(lines.join('\n'));
  if (!ok) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
