// Onboarding and the setup guide as a new user goes through them (navigation.md 2.4, 2.5, 2.11): a fresh
// user and account (made through the REST API, as signup would), onboarding step by step, a zone
// created, and the guide's tasks completing from the account's real state.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './login';

const API = { 'X-API-Version': '13' };

async function freshAccount(request: APIRequestContext): Promise<{ email: string; accountId: string }> {
  const email = `onboarding-${Date.now()}@cadence.test`;
  const user = await request.post('/api/users', { headers: API, data: { name: 'Nora New', email, password: DEMO_PASSWORD } });
  expect(user.status()).toBe(201);
  const { token } = (await user.json()) as { token: string };
  const headers = { ...API, Authorization: `Bearer ${token}` };
  const account = await request.post('/api/accounts', {
    headers,
    data: { business_name: 'Nora’s Nook', business_type: 'beauty_salon', address: '1 Main Street', city: 'Austin', postal_code: '78701', state: 'TX', iso_country: 'US' },
  });
  expect(account.status()).toBe(201);
  // A self-signup registration comes with its first location and zone (server/accounts/service.ts registerAccount).
  const { id: accountId } = (await account.json()) as { id: string };
  return { email, accountId };
}

const guideTasks = (page: Page) => page.locator('.guide-card');

test('a new user goes through onboarding, creates a zone, and sees the guide’s tasks complete', async ({ page }) => {
  const { email, accountId } = await freshAccount(page.request);
  await page.goto('/login');
  await signIn(page, email);

  // Onboarding: chrome hidden, each step recorded; the first is the setup step.
  await page.goto(`/accounts/${accountId}/onboarding`);
  // An account made without accepting the terms is asked to first (navigation.md 4 'Terms and no-account modals').
  const terms = page.getByRole('dialog', { name: 'Our terms have changed' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a sound zone' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/get-started$/);
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Describe your business' })).toBeVisible();
  await page.getByText('Restaurant', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bring your playlists from Spotify' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Explicit lyrics' })).toBeVisible();
  await page.getByText('Filter out explicit tracks', { exact: true }).click();
  await page.getByRole('button', { name: 'Finish' }).click();

  // The guide: the onboarding's choices completed their tasks; the zone is not played yet.
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible();
  await expect(guideTasks(page).filter({ hasText: 'Describe your business' })).toHaveCount(0);
  await expect(guideTasks(page).filter({ hasText: 'Choose about explicit lyrics' })).toHaveCount(0);
  await expect(guideTasks(page).filter({ hasText: 'Set up your first sound zone' })).toHaveCount(1);
  const before = Number(await page.locator('.guide-page__badge').textContent());
  await expect(page.getByRole('link', { name: 'Legal certificate' })).toBeVisible();
  await expectAccessible(page);

  // A zone is created in the account's location.
  await page.goto(`/accounts/${accountId}/zones/create`);
  await page.getByRole('textbox', { name: 'Zone name' }).fill('Dining Room');
  await page.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByRole('heading', { name: 'Dining Room' })).toBeVisible();

  // Back in the guide the pairing task offers its actions for the new zone.
  await page.goto('/guide/pair/browser');
  await expect(page.getByRole('link', { name: 'Pair Dining Room' })).toBeVisible();
  await page.goto('/guide');
  await expect(page.locator('.guide-page__badge')).toHaveText(String(before));

  // The legal certificate is the account's own.
  await page.getByRole('link', { name: 'Legal certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Music licence certificate' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Nora’s Nook')).toBeVisible();
  await expect(page.getByText(/1 Main Street, Austin TX 78701, US/)).toBeVisible();
});
