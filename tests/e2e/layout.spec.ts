// The layout's measures in a real browser (navigation.md 2.7): the header is 50 px high, 60 px on
// large screens (the xl breakpoint, 1240 px, and up).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A visitor's header replaces its placeholder when its chunk is there: a box may be gone when measured.
const headerHeight = async (page: Page) => (await page.getByRole('banner').boundingBox())?.height;

test('the header is 50 px high, and 60 px from 1240 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1239, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => headerHeight(page)).toBe(50);
  await page.setViewportSize({ width: 1240, height: 800 });
  await expect.poll(() => headerHeight(page)).toBe(60);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => headerHeight(page)).toBe(50);
});
