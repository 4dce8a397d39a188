// The schedule editor in Chromium (issue 11): a slot dragged by the pointer across the whole week, from
// Sunday's column to Saturday's, as a hand moves it (a pointer move per animation frame, wandering up
// and down), with the editor's longest main-thread task and the count of tasks over 50 ms during the
// drag, from the browser's Long Tasks API. Starts the built product (npm run build first) on a fresh
// seeded database. Prints numbers; asserts nothing; target: no long task over 50 ms while dragging.
// Usage: npm run bench (or tsx bench/scheduleEditor.ts).
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freshContext, longTasksSince, median, recordLongTasks, signIn, startProduct } from './product';

const PORT = Number(process.env.BENCH_SCHEDULE_EDITOR_PORT ?? 8397);
const RUNS = 3;
/** Pointer moves of the drag, one a frame: about five seconds across the week. */
const DRAG_MOVES = 300;
const FRAME_MS = 16;

interface DragRun {
  longest: number;
  over50: number;
  dragMs: number;
}

/** Opens a new schedule's editor, draws a slot on Sunday morning, then drags it to Saturday. */
async function dragAcrossWeek(browser: Browser, signedIn: Page, origin: string): Promise<DragRun> {
  const context = await freshContext(browser, signedIn);
  const page = await context.newPage();
  await recordLongTasks(page);
  await page.goto(`${origin}/accounts/_/your-music/schedules/edit`);
  const canvas = page.locator('.slot-week__canvas');
  await canvas.waitFor();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Positions on Sunday's column are taken at each move: notices arriving above the editor shift the page.
  const sunday = page.locator('.slot-week__column').first();
  const { width, height } = (await sunday.boundingBox())!;
  const at = (hoursAfterSix: number) => ({ position: { x: width / 2, y: (height * hoursAfterSix) / 24 } });
  await sunday.hover(at(3));
  await page.mouse.down();
  await sunday.hover({ ...at(6), force: true });
  await page.mouse.up();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const box = (await canvas.boundingBox())!;
  const dayWidth = box.width / 7;
  const slot = page.locator('.slot-week__slot').first();
  const from = (await slot.boundingBox())!;
  await slot.hover();
  const dragStart = await page.evaluate(() => performance.now());
  await page.mouse.down();
  for (let move = 1; move <= DRAG_MOVES; move++) {
    const share = move / DRAG_MOVES;
    await page.mouse.move(from.x + from.width / 2 + share * dayWidth * 6, from.y + from.height / 2 + Math.sin(share * Math.PI * 6) * box.height * 0.2);
    await page.waitForTimeout(FRAME_MS);
  }
  await page.mouse.up();
  const dragEnd = await page.evaluate(() => performance.now());
  const moved = await page.locator('.slot-week__slot').evaluateAll((slots) => slots.map((element) => element.getAttribute('aria-label')));
  if (moved.length !== 1 || !moved[0]?.startsWith('Saturday')) throw new Error(`the slot did not reach Saturday: ${moved.join('; ')}`);
  const longTasks = await longTasksSince(page, dragStart);
  await context.close();
  return { ...longTasks, dragMs: dragEnd - dragStart };
}

async function main() {
  const product = await startProduct(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, chromiumSandbox: false, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, product.origin, 'owner@cadence.test');
    const runs: DragRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await dragAcrossWeek(browser, page, product.origin));
    console.log('\nschedule editor, owner@cadence.test, Chromium at 1280x800');
    console.log(
      `  a slot dragged from Sunday to Saturday (${DRAG_MOVES} pointer moves, median ${(median(runs.map((run) => run.dragMs)) / 1000).toFixed(1)} s): longest task ${runs.map((run) => run.longest.toFixed(0)).join(', ')} ms, tasks over 50 ms ${runs.map((run) => run.over50).join(', ')} (${RUNS} runs; target none over 50 ms)`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
