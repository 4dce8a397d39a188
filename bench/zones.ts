// The zone list of the 5,000-zone demo account in Chromium (issue 9): time to the first zone row and to
// interactive, the rows in the DOM after scrolling, the JavaScript the route ships (gzip, as sent), and
// the server's cost of one 50-zone now-playing read. Starts the built product (npm run build first) on
// a fresh seeded database. Prints numbers; asserts nothing. Usage: npm run bench (or tsx bench/zones.ts).
import { chromium } from 'playwright-core';
import type { Page, Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD, freshContext, median, signIn, startProduct } from './product';

const PORT = Number(process.env.BENCH_ZONES_PORT ?? 8399);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const READS = 200;

/** Opens the zone list and times it from the navigation's start: first row painted, then the main thread idle with the row there. */
async function openZoneList(page: Page) {
  const jsBytes: number[] = [];
  const onResponse = async (response: Response) => {
    if (!response.url().endsWith('.js')) return;
    const sizes = await response.request().sizes().catch(() => null);
    if (sizes) jsBytes.push(sizes.responseBodySize);
  };
  page.on('response', onResponse);
  await page.goto(`${ORIGIN}/accounts/_/zones`, { waitUntil: 'commit' });
  await page.locator('a.zone-row').first().waitFor();
  const firstRow = await page.evaluate(() => performance.now());
  const interactive = await page.evaluate(() => new Promise<number>((resolve) => requestIdleCallback(() => resolve(performance.now()))));
  page.off('response', onResponse);
  return { firstRow, interactive, jsBytes: jsBytes.reduce((sum, bytes) => sum + bytes, 0), jsFiles: jsBytes.length };
}

async function main() {
  const product = await startProduct(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, chromiumSandbox: false, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, ORIGIN, 'large@cadence.test');

    const cold: Awaited<ReturnType<typeof openZoneList>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const fresh = await freshContext(browser, page);
      cold.push(await openZoneList(await fresh.newPage()));
      await fresh.close();
    }
    const warm = await openZoneList(page);

    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(200);
    }
    const domRows = await page.locator('.zone-list__item').count();
    const loaded = await page.locator('.zone-list__item[aria-posinset]').last().getAttribute('aria-posinset');

    const tokenResponse = await fetch(`${ORIGIN}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'large@cadence.test', password: DEMO_PASSWORD }) });
    const { token } = (await tokenResponse.json()) as { token: string };
    const accountId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    const readTimes = await nowPlayingReads(token, accountId);

    console.log('\nzone list, 5,000-zone account (Brightway Stores), Chromium at 1280x800');
    console.log(`  time to first zone row: median ${median(cold.map((r) => r.firstRow)).toFixed(0)} ms cold (${RUNS} runs: ${cold.map((r) => r.firstRow.toFixed(0)).join(', ')}), ${warm.firstRow.toFixed(0)} ms warm (target under 1000 ms)`);
    console.log(`  time to interactive: median ${median(cold.map((r) => r.interactive)).toFixed(0)} ms cold, ${warm.interactive.toFixed(0)} ms warm`);
    console.log(`  DOM rows after scrolling to row ${loaded}: ${domRows} (target at most about 100)`);
    console.log(`  JavaScript shipped for the route (first load, as sent): ${(median(cold.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB in ${cold[0]!.jsFiles} files`);
    console.log(`  server, one 50-zone read with now playing: p50 ${median(readTimes).toFixed(1)} ms, mean ${(readTimes.reduce((a, b) => a + b, 0) / readTimes.length).toFixed(1)} ms over ${READS} sequential reads`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

/** The server's cost of the zone list's page query (50 zones with now playing), one request at a time, as the app sends it. */
async function nowPlayingReads(token: string, accountId: string): Promise<number[]> {
  const { default: persisted } = (await import('../src/__generated__/persisted-operations.json', { with: { type: 'json' } })) as { default: Record<string, string> };
  const id = Object.entries(persisted).find(([, text]) => text.startsWith('query ZoneListPageQuery'))![0];
  const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: { accountId, first: 50, after: null, filters: [] } });
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}/lucy/control?op=ZoneListPageQuery`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    const result = (await response.json()) as { errors?: unknown };
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    times.push(performance.now() - started);
  }
  return times;
}

await main();
