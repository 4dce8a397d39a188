// The browser as a zone's player, end to end (core.md 4 'Web playback across tabs', issue 9).
//
// The first play of a track waits for its audio to be rendered (seconds on a busy machine), so the
// first advance may take a while; the second tab finds the file on disk.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './login';
import { playedSeconds } from './music';

// A zone no other spec of the account plays: the browser takes it over, and when it stops the zone has no player.
const ZONE = 'Bar';

/** The title the tab's player tells the browser's media controls. */
const playingTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

async function openZone(page: Page): Promise<string> {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/zones');
  await page.getByRole('link', { name: ZONE }).first().click();
  await expect(page.getByRole('heading', { name: ZONE })).toBeVisible();
  return page.url();
}

async function signedInZonePage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto(url);
  return page;
}

test('a tab becomes the zone player, plays real audio, another tab takes over, and another browser sees the same track', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const zoneUrl = await openZone(page);

  await page.getByRole('button', { name: 'Play in this browser' }).click();
  await expect(page.getByText(`This browser is playing ${ZONE}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Web player' })).toBeVisible();
  // The audio really advances: currentTime grows past the place the deck was sent to.
  await expect.poll(() => playedSeconds(page)).toBeGreaterThan(0.5);
  const first = await playedSeconds(page);
  await expect.poll(() => playedSeconds(page), { timeout: 90_000 }).toBeGreaterThan(first + 1);

  // A second tab of the same browser takes over; the first stops and says so.
  const second = await page.context().newPage();
  await second.goto(zoneUrl);
  await second.getByRole('button', { name: 'Play in this browser' }).click();
  await expect(page.getByText(/took over/)).toBeVisible();
  await expect.poll(() => playedSeconds(page)).toBe(0);
  await expect.poll(() => playedSeconds(second)).toBeGreaterThan(0.5);
  await expect(page.getByText(/browser unpaired/i)).toHaveCount(0);

  // Another browser on the zone page shows the track the playing tab plays.
  const title = await playingTitle(second);
  expect(title).toBeTruthy();
  const other = await signedInZonePage(browser, zoneUrl);
  await expect(other.getByText(title!).first()).toBeVisible();

  // Stopping from the layout's indicator lets the zone go.
  await second.getByRole('region', { name: 'Web player' }).getByRole('button', { name: 'Stop playing in this browser' }).click();
  await expect(second.getByRole('region', { name: 'Web player' })).toHaveCount(0);
  await expect.poll(() => playedSeconds(second)).toBe(0);
});
