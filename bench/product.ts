// The built product for the Chromium benches: the server (npm run build first) on a fresh seeded
// database on a port of the bench's own, and what a signed-in user's browser holds.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The launch flags of playwright.config.ts. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'cadence-demo';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface Product {
  origin: string;
  stop(): Promise<void>;
}

export async function startProduct(port: number): Promise<Product> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'cadence-bench-'));
  // Production: persisted operations only and no introspection, as users get it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'demo', GRAPHQL_COMPLEXITY_BUDGET: String(Number.MAX_SAFE_INTEGER) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (!(await fetch(`${origin}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() - started > 180_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login page. */
export async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A context with the signed-in session of `page` but an empty HTTP cache: a page opened in it is a first
 * load of the code. sessionStorage is not in storageState, so it is carried over as well.
 */
export async function freshContext(browser: Browser, page: Page, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, storageState: await page.context().storageState() });
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  await context.addInitScript((entries) => {
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, session);
  return context;
}

/** Has the page record its long tasks from the start of its life, for longTasksSince to read. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks the page recorded since `since` (its performance.now()): the longest, and how many went over 50 ms. */
export async function longTasksSince(page: Page, since: number): Promise<{ longest: number; over50: number }> {
  const recorded = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  const tasks = recorded.filter((task) => task.start >= since);
  return { longest: Math.max(0, ...tasks.map((task) => task.duration)), over50: tasks.filter((task) => task.duration > 50).length };
}
