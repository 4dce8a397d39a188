// The zone list of the large demo account (Brightway Stores, 5,000 zones): filtered by status it shows
// only zones of that status and their count, keeps the DOM small while scrolling, and is accessible.
// Screenshots in light and dark and at phone width are kept as artifacts (looked at, not compared).
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

/** The zone list's rows in the DOM: the virtualised list keeps about a screenful and its overscan. */
const MAX_DOM_ROWS = 100;

async function openLargeAccountZones(page: Page, search: string) {
  await page.goto('/login');
  await signIn(page, 'large@cadence.test');
  await page.goto(`/accounts/_/zones${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zones' })).toBeVisible();
  await expect(page.locator('.zone-row a, a.zone-row').first()).toBeVisible();
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

const chipCount = async (page: Page, name: string) => Number((await page.getByRole('radio', { name: new RegExp(`^${name}`) }).locator('.zone-list-chip__count').textContent())!.replace(/\D/g, ''));

test('the large account’s zones filtered by status show only that status, with its count', async ({ page }, testInfo) => {
  await openLargeAccountZones(page, '?status=ERROR');
  const errors = await chipCount(page, 'Error');
  expect(errors).toBeGreaterThan(0);
  await expect(page.getByText(`${errors.toLocaleString('en')} zones match`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Error/ })).toBeChecked();
  const statuses = await page.locator('.zone-row [data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['ERROR']));
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'zones-error-light');

  // Another status through its chip: the URL follows, and so do the rows.
  await page.getByRole('radio', { name: /^Not set up/ }).click();
  await expect(page).toHaveURL(/status=NOT_SETUP/);
  await expect(page.getByText(/zones? match/)).toHaveText(`${(await chipCount(page, 'Not set up')).toLocaleString('en')} zones match`);
  const notSetUp = await page.locator('.zone-row [data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  // A zone never set up shows as not set up, or as inactive when its subscription is active (core.md 4).
  expect(notSetUp.length).toBeGreaterThan(0);
  for (const status of notSetUp) expect(['NOT_SETUP', 'INACTIVE']).toContain(status);
});

test('5,000 zones: scrolling loads more pages and keeps the DOM small; the keyboard moves through rows', async ({ page }, testInfo) => {
  await openLargeAccountZones(page, '');
  await expect(page.getByText('5,000 zones')).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(150);
  }
  await expect.poll(() => page.locator('.zone-list__item').count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
  // More than the first page has loaded: rows far down the list are there.
  await expect.poll(async () => Number(await page.locator('.zone-list__item[aria-posinset]').last().getAttribute('aria-posinset'))).toBeGreaterThan(50);

  await page.evaluate(() => window.scrollTo(0, 0));
  const first = page.locator('a.zone-row').first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('a.zone-row').nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('a.zone-row:focus')).toHaveCount(1);

  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.documentElement.dataset.theme = 'dark';
  });
  await page.waitForTimeout(500);
  await keepScreenshot(page, testInfo, 'zones-all-dark');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the zone list lays its rows out compactly and does not overflow sideways', async ({ page }, testInfo) => {
    await openLargeAccountZones(page, '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'zones-phone');
  });
});
