import { describe, expect, it } from 'vitest';
import { budgetReport, firstLoadFiles, measureRoutes, pageScripts } from './budget';
import type { Manifest } from './budget';

// A build like ours: index.html loading an entry that imports a shared vendor chunk, a lazily loaded
// layout and two pages.
const html = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-4.css">
  </head>`;
const scripts = pageScripts(html);
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor.js'], dynamicImports: ['src/layout/Shell.tsx', 'src/pages/Login.tsx', 'src/pages/Home.tsx'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_relay.js': { file: 'assets/relay-3.js', imports: ['_vendor.js'] },
  '_styles.css': { file: 'assets/styles-4.css' },
  'src/layout/Shell.tsx': { file: 'assets/Shell-5.js', imports: ['_relay.js', '_styles.css'], dynamicImports: ['src/search/Fuse.ts'] },
  'src/pages/Login.tsx': { file: 'assets/Login-6.js', imports: ['_vendor.js'] },
  'src/pages/Home.tsx': { file: 'assets/Home-7.js', imports: ['_relay.js'] },
  'src/search/Fuse.ts': { file: 'assets/Fuse-8.js' },
};

describe('the first-load budget', () => {
  it("follows the entry's and the route modules' static imports, and no dynamic import, counting JavaScript only", () => {
    expect(scripts).toEqual(['assets/index-1.js', 'assets/vendor-2.js']);
    // The first paint: what index.html loads and preloads.
    expect(firstLoadFiles(manifest, scripts, []).sort()).toEqual(['assets/index-1.js', 'assets/vendor-2.js']);
    expect(firstLoadFiles(manifest, scripts, ['src/pages/Login.tsx']).sort()).toEqual(['assets/Login-6.js', 'assets/index-1.js', 'assets/vendor-2.js']);
    expect(firstLoadFiles(manifest, scripts, ['src/layout/Shell.tsx', 'src/pages/Home.tsx']).sort()).toEqual(['assets/Home-7.js', 'assets/Shell-5.js', 'assets/index-1.js', 'assets/relay-3.js', 'assets/vendor-2.js']);
  });

  it('names a route module the build does not have, so a renamed page cannot escape the budget', () => {
    expect(() => firstLoadFiles(manifest, scripts, ['src/pages/Gone.tsx'])).toThrow('src/pages/Gone.tsx is not in the build');
  });

  it('passes at the limit and fails above it, naming the route and its largest chunks first', () => {
    const sizes: Record<string, number> = { 'assets/index-1.js': 60_000, 'assets/vendor-2.js': 50_000, 'assets/Login-6.js': 5_000, 'assets/Shell-5.js': 20_000, 'assets/relay-3.js': 40_000, 'assets/Home-7.js': 4_000 };
    const measure = (homeLimit: number) =>
      measureRoutes(manifest, scripts, (file) => sizes[file]!, { '/login': { modules: ['src/pages/Login.tsx'], limit: 120_000 }, '/home': { modules: ['src/layout/Shell.tsx', 'src/pages/Home.tsx'], limit: homeLimit } });
    expect(measure(174_000).map(({ route, total }) => [route, total])).toEqual([
      ['/login', 115_000],
      ['/home', 174_000],
    ]);
    expect(budgetReport(measure(174_000)).ok).toBe(true);
    const report = budgetReport(measure(173_999));
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toMatch(/^ok {3}\/login: 112\.3 KB/);
    expect(report.lines[1]).toMatch(/^OVER \/home: 169\.9 KB/);
    expect(report.lines.slice(2, 4)).toEqual(['       assets/index-1.js 58.6 KB', '       assets/vendor-2.js 48.8 KB']);
  });
});
