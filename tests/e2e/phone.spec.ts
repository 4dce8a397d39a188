// The app on a phone (navigation.md 2.7: no sidebar below 720 px): the header's menu button opens the
// navigation, a destination closes it, and long texts wrap instead of widening the page.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Whether the page is wider than the viewport (something overflows sideways). */
const overflowsSideways = () => document.documentElement.scrollWidth > window.innerWidth;

test('a phone user navigates through the menu button, by touch and keyboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await page.evaluate(overflowsSideways)).toBe(false);

  await page.getByRole('button', { name: 'Open navigation menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Library' }).tap();
  await expect(page).toHaveURL(/\/library/);
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
});

test('the not-found page wraps its long heading on a phone', async ({ page }) => {
  await page.goto('/this/is/a/rather/long/path/that/nobody/has/ever/routed/anywhere-in-the-app');
  await expect(page.getByRole('heading', { level: 1, name: /^Route not found \(/ })).toBeVisible();
  expect(await page.evaluate(overflowsSideways)).toBe(false);
  await expectAccessible(page);
});
