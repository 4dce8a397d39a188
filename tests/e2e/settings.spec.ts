// Account settings (navigation.md 2.4): an owner edits the company details (a bad organisation number is
// refused with the spec's message and the input kept), uploads a logo and sees it on the overview, then
// creates and deletes a zone preset; the pages pass axe.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

test('an owner edits company details, uploads a logo and manages zone presets', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/settings');
  await expect(page).toHaveURL(/\/settings\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible();
  await expectAccessible(page);

  // Company details: core.md 5's organisation-number rule, then a saved change shown on the overview.
  await page.getByRole('link', { name: 'Edit company details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit company details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Organisation number (optional)' }).fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be a valid organization number')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Organisation number (optional)' })).toHaveValue('12-34');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Organisation number (optional)' }).fill('556677-8899');
  await page.getByRole('textbox', { name: 'City' }).fill('Lund');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/overview$/);
  await expect(page.getByText('556677-8899')).toBeVisible();
  await expect(page.getByText(/Lund/)).toBeVisible();

  // The logo: uploaded through the file chooser, then drawn from the account's new image URL.
  const logo = await sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  const image = page.getByRole('img', { name: /^Logo of / });
  await expect(image).toHaveAttribute('src', /\/api\/images\/logo\/.+~[\w-]+\/192\/192$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(192);

  // Zone presets: create one, see it listed, delete it after confirming.
  await page.goto(page.url().replace(/\/overview$/, '/zone-presets'));
  await expect(page.getByRole('heading', { level: 1, name: 'Zone presets' })).toBeVisible();
  await page.getByRole('button', { name: 'Create preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'New zone preset' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Cannot be empty')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Evening calm');
  await dialog.getByRole('textbox', { name: 'Start volume (0 to 16)' }).fill('6');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Evening calm')).toBeVisible();
  await expect(page.getByText(/volume 6/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Evening calm' }).click();
  await page.getByRole('alertdialog', { name: 'Delete zone preset' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Evening calm')).toHaveCount(0);
  await expect(page.getByText('No presets yet.')).toBeVisible();
});
