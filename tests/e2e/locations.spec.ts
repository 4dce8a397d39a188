// Zones and locations (core.md 2): an owner creates a zone in a new location and lands on the new zone,
// then renames the location and sees the new name on its page; the pages pass axe, in light and on a
// phone. Screenshots are kept as artifacts (test-results/), not compared.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
};

test('an owner creates a zone in a new location, lands on it, then renames the location', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/zones/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a zone' })).toBeVisible();
  const accountId = /\/accounts\/([^/]+)\/zones\/create$/.exec(page.url())![1]!;

  // The rules of core.md 5 show on submit, the first invalid field focused.
  // react-aria's radios are visually hidden inputs: the user presses their labels.
  await page.getByRole('radiogroup', { name: 'Location' }).getByText('In a new location').click();
  await expect(page.getByRole('radio', { name: 'In a new location' })).toBeChecked();
  await page.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByRole('textbox', { name: 'Location name' })).toBeFocused();
  await expect(page.getByText('Cannot be empty').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'zone-create-errors');

  await page.getByRole('textbox', { name: 'Location name' }).fill('Harbour Kiosk');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Kajen 1');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('211 20');
  await page.getByRole('textbox', { name: 'City' }).fill('Malmö');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Stockholm');
  await page.getByRole('textbox', { name: 'Zone name' }).fill('Terrace');
  await shoot(page, testInfo, 'zone-create-filled');

  const created = page.waitForResponse((response) => response.url().includes('createZoneMutationsLocationMutation'));
  await page.getByRole('button', { name: 'Create zone' }).click();
  const answer = (await (await created).json()) as { data: { locationCreate: { location: { id: string }; soundZone: { id: string } } } };
  const { location, soundZone } = answer.data.locationCreate;
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/zones/${soundZone.id.replace(/[.]/g, '\\.')}(/|$)`));

  await page.goto(`/accounts/${accountId}/zones/location/${location.id}`);
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Kiosk' })).toBeVisible();
  // In the page's list of zones: the now-playing bar may link the same zone, the one last controlled.
  await expect(page.getByRole('main').getByRole('link', { name: 'Terrace' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'location-details');

  await page.getByRole('link', { name: 'Edit location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit location' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Location name' }).fill('Harbour Café');
  await page.getByRole('textbox', { name: 'Name of zone 1' }).fill('Sun terrace');
  await expectAccessible(page);
  await shoot(page, testInfo, 'location-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Café' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sun terrace' })).toBeVisible();

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Location users' })).toBeVisible();
  await shoot(page, testInfo, 'location-users');
  await page.getByRole('link', { name: 'Invite', exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('kiosk@lumen.test');
  await page.getByRole('radiogroup', { name: 'Role' }).getByText('Contact person').click();
  await expectAccessible(page);
  await shoot(page, testInfo, 'location-invite');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText('kiosk@lumen.test', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'location-users-invited');
});

test.describe('on a phone, in the dark', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('the zone create page fits and passes axe', async ({ page }, testInfo) => {
    await page.goto('/login');
    await signIn(page, 'owner@cadence.test');
    await page.goto('/accounts/_/zones/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a zone' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page);
    await shoot(page, testInfo, 'zone-create-phone-dark');
  });
});
