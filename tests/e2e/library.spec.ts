// The library live across browsers (issue 10): two browser contexts signed in as the same owner on the
// library page; a playlist taken out in one leaves the other's list and sidebar without reloading, and
// the toast's undo puts it back in both. The page is checked with axe, in the dark theme and at phone width.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

const OWNER = 'owner@cadence.test';
/** One of the owner's own playlists, in the demo library (server/db/seed/libraries.ts). */
const PLAYLIST = 'Lumen Mornings';

const pageErrors: string[] = [];
test.afterEach(() => {
  expect(pageErrors.splice(0), 'errors in the pages').toEqual([]);
});

async function signedInPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(`console: ${message.text()}`);
  });
  await page.goto('/login');
  await signIn(page, OWNER);
  return page;
}

const libraryPath = async (page: Page) => {
  const { accountId } = await signedInSession(page);
  return `/accounts/${accountId}/library`;
};
const item = (page: Page) => page.getByRole('main').getByRole('link', { name: PLAYLIST, exact: true });
const sidebarItem = (page: Page) => page.getByRole('region', { name: 'Your library' }).getByRole('link', { name: PLAYLIST, exact: true });

test('a playlist taken out of the library in one browser leaves the other, and undo brings it back to both', async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  const path = await libraryPath(first);
  await first.goto(path);
  await second.goto(path);
  await expect(item(first)).toBeVisible();
  await expect(item(second)).toBeVisible();
  await expect(sidebarItem(second)).toBeVisible();
  await expectAccessible(first);

  await first.getByRole('main').getByRole('button', { name: `Remove ${PLAYLIST} from the library` }).click();
  await expect(item(first)).toHaveCount(0);
  await expect(first.getByText(`${PLAYLIST} was removed from the library`)).toBeVisible();
  await expect(item(second)).toHaveCount(0);
  await expect(sidebarItem(second)).toHaveCount(0);

  await first.getByRole('button', { name: 'Undo' }).click();
  await expect(item(first)).toBeVisible();
  await expect(item(second)).toBeVisible();
  await expect(sidebarItem(second)).toBeVisible();
  await expect(first.getByText(`${PLAYLIST} was added to the library`)).toBeVisible();
});

test('the library reads its search from the URL, and fits a phone in the dark theme', async ({ browser }) => {
  const page = await signedInPage(browser, { colorScheme: 'dark', viewport: { width: 375, height: 740 } });
  const path = await libraryPath(page);
  await page.goto(`${path}?q=${encodeURIComponent('lumen')}&filter=albums&sort=name&asc=true`);
  await expect(item(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Friday Evening', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'All' }).or(page.getByRole('button', { name: 'All' }))).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('library-phone-dark.png') });
});

test("the sidebar's library gives each title its row's width, and its menu button to hover and focus", async ({ browser }) => {
  const page = await signedInPage(browser);
  await expect(sidebarItem(page)).toBeVisible();
  const rows = page.getByRole('region', { name: 'Your library' }).locator('.sidebar-library__row');
  const widths = await rows.evaluateAll((all) =>
    all.map((row) => ({ row: row.getBoundingClientRect().width, title: row.querySelector('.library-item__title')!.getBoundingClientRect().width })),
  );
  expect(widths.length).toBeGreaterThan(3);
  // The cover and a gap take 56 of the row's 216 px; everything else is the title's.
  for (const { row, title } of widths) expect(title / row).toBeGreaterThan(0.7);
  // A title of ordinary length shows in full, without an ellipsis.
  expect(await sidebarItem(page).evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true);

  // The row's menu button is one Tab after its link, and shows while it has the focus.
  const menuButton = page.getByRole('region', { name: 'Your library' }).getByRole('button', { name: `More actions for ${PLAYLIST}` });
  await expect(menuButton).toHaveCSS('opacity', '0');
  await sidebarItem(page).focus();
  await page.keyboard.press('Tab');
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveCSS('opacity', '1');
});
