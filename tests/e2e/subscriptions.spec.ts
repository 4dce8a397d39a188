// Zone subscriptions (issue 12, billing.md 2.3, 2.6, 4.2): the demo owner resumes the expired Lounge from
// its zone page and sees it active, pauses it until a day two weeks ahead and resumes it, and applies a
// voucher. The account pays by the stand-in's Visa (registered through the API when it has none); the
// voucher is removed at the end, so the demo account is left as the other tests expect it.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

const DAY = 86_400_000;

/** A day as the date field's segments take it in the browser's en-US locale (MMDDYYYY). */
const typedDay = (instant: number) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.month}${parts.day}${parts.year}`;
};

async function api(page: Page) {
  const { token, accountId } = await signedInSession(page);
  return { accountId, headers: { Authorization: `Bearer ${token}`, 'X-API-Version': '13' } };
}

/** The account pays by card: the stand-in's Visa, registered as the card form would, unless it has a payment method. */
async function ensureCard(page: Page) {
  const { accountId, headers } = await api(page);
  const current = await page.request.get(`/billing/accounts/${accountId}/payment_method`, { headers });
  if (current.ok()) return;
  expect(current.status()).toBe(404);
  const card = { type: 'scheme', encryptedCardNumber: 'test_4111111111111111', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737', holderName: 'Olivia Berg' };
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post(`/billing/accounts/${accountId}/payment_method/psp`, {
    headers,
    data: { psp: 'adyen_creditcard', payment_method_data: card, return_url: `${origin}/accounts/${accountId}/settings/billing` },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

const subscriptionStatus = (page: Page) => page.locator('.subscription-card__status');

test('an expired zone is resumed from its zone page, an active one paused and resumed, and a voucher applied', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await ensureCard(page);

  // The expired Lounge: its zone page offers to resume it, which opens the resume dialog of its subscription page.
  await page.goto(await demoZonePath(page, 'Lounge'));
  await page.getByRole('link', { name: 'Resume subscription' }).click();
  await expect(page).toHaveURL(/\/zones\/[^/]+\/subscription\/resubscribe$/);
  const resume = page.getByRole('dialog', { name: 'Resume Lounge' });
  await expect(resume).toBeVisible();
  await expect(subscriptionStatus(page)).toHaveText('The subscription has ended. The zone plays no music.');
  await expectAccessible(page);
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(resume).toHaveCount(0);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(subscriptionStatus(page)).toHaveText(/^Active\. Renews on /);
  await expect(page.getByText('Lounge is active again.')).toBeVisible();

  // Then paused until a day two weeks ahead, typed by keyboard, and resumed.
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Subscription actions' }).getByRole('link', { name: 'Pause zone' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause Lounge' });
  await pause.getByRole('spinbutton').first().focus();
  await page.keyboard.type(typedDay(Date.now() + 14 * DAY));
  await expectAccessible(page);
  await pause.getByRole('button', { name: 'Pause zone' }).click();
  await expect(pause).toHaveCount(0);
  await expect(subscriptionStatus(page)).toHaveText(/^Paused\. Music stops after .+ and resumes on .+\.$/);
  const actions = page.getByRole('group', { name: 'Subscription actions' });
  await expect(actions.getByRole('link', { name: 'Modify pause' })).toBeVisible();
  await actions.getByRole('link', { name: 'Resume' }).click();
  await page.getByRole('dialog', { name: 'Resume Lounge' }).getByRole('button', { name: 'Resume' }).click();
  await expect(subscriptionStatus(page)).toHaveText(/^Active\. Renews on /);

  // A voucher link applies its offer to the account.
  const { accountId, headers } = await api(page);
  await page.goto(`/accounts/${accountId}/voucher/welcome50`);
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher welcome50' })).toBeVisible();
  await expect(subscriptionStatus(page)).toHaveText('50% off the first 3 months');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Apply voucher' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The voucher WELCOME50 is applied to your account.' })).toBeVisible();
  const removed = await page.request.put(`/billing/accounts/${accountId}/remove_billing_voucher`, { headers });
  expect(removed.ok()).toBe(true);
});
