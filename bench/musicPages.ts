// The music pages in Chromium (issue 10): a 3,000-track playlist's page and its editor opened and scrolled
// end to end (time to the first track, then the longest main-thread task and the count of tasks over
// 50 ms while scrolling, from the browser's Long Tasks API), and the library page's time to its first
// items. Starts the built product (npm run build first) on a fresh seeded database. Prints numbers;
// asserts nothing; target: no long task over 50 ms while scrolling. On a machine shared with other work a
// task's wall time also counts the time the page waited for a core, so the main thread's CPU time of its
// longest task while scrolling (from a Chromium trace) is printed beside it: that one is the page's own
// work. Usage: npm run bench (or tsx bench/musicPages.ts).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freshContext, longTasksSince, median, recordLongTasks, signIn, startProduct } from './product';

const PORT = Number(process.env.BENCH_MUSIC_PORT ?? 8398);
const RUNS = 3;
const PLAYLIST_TRACKS = 3000;
/** Scroll steps of a wheel, as a hand turns it, and the pause between them. */
const WHEEL_STEP_PX = 400;
const WHEEL_PAUSE_MS = 16;

const persisted = Object.entries(JSON.parse(readFileSync(new URL('../src/__generated__/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>);

/** Calls one of the app's persisted operations as the signed-in user of the page. */
async function graphql<T>(page: Page, origin: string, name: string, variables: Record<string, unknown>): Promise<T> {
  const id = persisted.find(([, text]) => text.includes(` ${name}(`))?.[0];
  if (!id) throw new Error(`no persisted operation ${name}`);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('cadence.session') ?? '{}') as { token: string }).token);
  const response = await page.request.post(`${origin}/lucy/control?op=${name}`, { headers: { Authorization: `Bearer ${token}` }, data: { variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A manual playlist of 3,000 catalogue tracks, as varied as a title search gives them. */
async function bigPlaylist(page: Page, origin: string): Promise<string> {
  const accountId = await page.evaluate(() => (JSON.parse(localStorage.getItem('cadence.selectedAccount') ?? '{}') as { accountId: string }).accountId);
  const found = new Set<string>();
  for (const title of ['a', 'e', 'i', 'o', 'u', 'n', 's', 't', 'r', 'l']) {
    const { tracksByTitle } = await graphql<{ tracksByTitle: { id: string }[] }>(page, origin, 'AddTracksQuery', { title, first: 50 });
    for (const track of tracksByTitle) found.add(track.id);
  }
  const pool = [...found];
  const trackIds = Array.from({ length: PLAYLIST_TRACKS }, (_, i) => pool[i % pool.length]!);
  const { createManualPlaylist } = await graphql<{ createManualPlaylist: { playlist: { id: string } } }>(page, origin, 'CreateManualPlaylistMutation', { input: { owner: accountId, name: 'Bench: 3,000 tracks', trackIds } });
  return createManualPlaylist.playlist.id;
}

interface ScrollRun {
  firstRow: number;
  longest: number;
  over50: number;
  /** CPU time of the longest task of the page's main thread while scrolling. */
  longestCpu: number;
  scrollMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time of each task of the busiest renderer main thread in a Chromium trace, in ms. */
function mainThreadTaskCpu(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const byThread = new Map<string, number[]>();
  const mains = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tdur === undefined || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event.tdur / 1000]);
  }
  const total = (tasks: number[]) => tasks.reduce((sum, task) => sum + task, 0);
  return [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
}

interface Scrolled {
  /** Any track row. */
  row: string;
  /** The last track's row. */
  last: string;
  /** What the wheel turns over (the editor's list scrolls in itself). */
  over: string;
}

/** Opens the page cold, waits for its first row, then wheels down until the last row shows. */
async function openAndScroll(browser: Browser, signedIn: Page, url: string, { row, last, over }: Scrolled): Promise<ScrollRun> {
  const context = await freshContext(browser, signedIn);
  const page = await context.newPage();
  await recordLongTasks(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(row).first().waitFor();
  const firstRow = await page.evaluate(() => performance.now());
  // Let the first load's own work end, so the scroll's tasks are the scroll's.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  const scrollStart = await page.evaluate(() => performance.now());
  const box = (await page.locator(over).first().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, 700));
  const lastRow = page.locator(last);
  const deadline = Date.now() + 120_000;
  while (!(await lastRow.count()) && Date.now() < deadline) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(WHEEL_PAUSE_MS);
  }
  if (!(await lastRow.count())) throw new Error(`row ${last} never showed on ${url}`);
  const scrollEnd = await page.evaluate(() => performance.now());
  const longestCpu = Math.max(0, ...mainThreadTaskCpu(await browser.stopTracing()));
  const longTasks = await longTasksSince(page, scrollStart);
  await context.close();
  return { firstRow, ...longTasks, longestCpu, scrollMs: scrollEnd - scrollStart };
}

async function libraryFirstItems(browser: Browser, signedIn: Page, origin: string): Promise<number> {
  const context = await freshContext(browser, signedIn);
  const page = await context.newPage();
  await page.goto(`${origin}/accounts/_/library`, { waitUntil: 'commit' });
  await page.locator('.library-page__list li a').first().waitFor();
  const at = await page.evaluate(() => performance.now());
  await context.close();
  return at;
}

const summary = (runs: ScrollRun[]) =>
  `first track median ${median(runs.map((run) => run.firstRow)).toFixed(0)} ms; scrolling to the end (median ${(median(runs.map((run) => run.scrollMs)) / 1000).toFixed(1)} s): longest task ${runs.map((run) => run.longest.toFixed(0)).join(', ')} ms, tasks over 50 ms ${runs.map((run) => run.over50).join(', ')}; CPU time of the longest task ${runs.map((run) => run.longestCpu.toFixed(0)).join(', ')} ms (${RUNS} runs; target none over 50 ms)`;

async function main() {
  const product = await startProduct(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, chromiumSandbox: false, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, product.origin, 'owner@cadence.test');
    const playlistId = await bigPlaylist(page, product.origin);

    const view: ScrollRun[] = [];
    const editor: ScrollRun[] = [];
    const library: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      view.push(await openAndScroll(browser, page, `${product.origin}/discover/music/${playlistId}`, { row: '.tracklist__row', last: `.tracklist__number:text-is("${PLAYLIST_TRACKS}")`, over: '.tracklist' }));
      editor.push(await openAndScroll(browser, page, `${product.origin}/discover/music/${playlistId}/edit`, { row: '.playlist-editor__row', last: `.playlist-editor__row[aria-rowindex="${PLAYLIST_TRACKS}"]`, over: '.playlist-editor__list' }));
      library.push(await libraryFirstItems(browser, page, product.origin));
    }
    console.log('\nmusic pages, owner@cadence.test, Chromium at 1280x800, cold loads');
    console.log(`  ${PLAYLIST_TRACKS}-track playlist page: ${summary(view)}`);
    console.log(`  ${PLAYLIST_TRACKS}-track playlist editor: ${summary(editor)}`);
    console.log(`  library page, time to first items: median ${median(library).toFixed(0)} ms (${library.map((at) => at.toFixed(0)).join(', ')})`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
