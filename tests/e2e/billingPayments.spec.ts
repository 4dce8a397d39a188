// Paying (issue 12, billing.md 2.6, 4.2, 4.3, 4.9): the demo owner saves the stand-in's 3-D Secure card,
// answers the issuer's challenge and comes back through the return URL, activates Café Lumen's Kitchen
// (the one zone of the seed without a subscription, which no other spec touches) on it and plays music
// there in this browser; a declined card says so and keeps what was typed; Studio Puls (an account no
// other spec uses) switches to invoice payment and its billing page says invoice.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';
import { playedSeconds, playlistPath } from './music';
import { fillCard } from './cards';

const THREE_DS_CARD = '4917 6100 0000 0000';
const DECLINED_CARD = '4000 0000 0000 0002';
const CHALLENGE_PASSWORD = 'password';

const billingPath = (accountId: string) => `/accounts/${accountId}/settings/billing`;
const paymentInformation = (page: Page) => page.getByRole('region', { name: 'Payment information' });

test('a zone without a subscription is activated on a 3-D Secure card and then plays', async ({ page }) => {
  // The challenge, the purchase's recurrence and the first rendered track each take seconds on 2 shared cores.
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { accountId } = await signedInSession(page);
  const kitchen = await demoZonePath(page, 'Kitchen');

  // The card: the form sends it to the PSP, which asks for the issuer's challenge on its own page.
  await page.goto(billingPath(accountId));
  await paymentInformation(page).getByRole('link', { name: 'Change card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await fillCard(page, { holder: 'Olivia Berg', number: THREE_DS_CARD });
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/stand-in\/psp\/3ds\/challenge\?/);
  await expect(page.getByRole('heading', { name: 'Verify your payment' })).toBeVisible();
  await page.getByLabel('Password').fill(CHALLENGE_PASSWORD);
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back through the return URL (a bare 3ds-outcome is success): the card is saved and billing shows it.
  await expect(page).toHaveURL(new RegExp(`${billingPath(accountId)}$`));
  await expect(page.getByText('The card is verified and saved.')).toBeVisible();
  await expect(paymentInformation(page).getByText(/0000$/)).toBeVisible();
  await expect(paymentInformation(page).getByRole('img', { name: 'Visa' })).toBeVisible();
  await expectAccessible(page);

  // The Kitchen has no subscription: its zone page offers to activate one, which buys it on that card.
  await page.goto(kitchen);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await page.getByRole('link', { name: 'Activate subscription' }).click();
  await expect(page).toHaveURL(/\/zones\/[^/]+\/subscription\/activate$/);
  await expect(page.locator('.subscription-card__status')).toHaveText('This zone has no subscription. Activate one to play music.');
  const activate = page.getByRole('dialog', { name: 'Activate Kitchen' });
  await activate.getByText('Monthly').click();
  await expectAccessible(page);
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Kitchen is active.')).toBeVisible();
  await expect(page.locator('.subscription-card__status')).toHaveText(/^Active\. Renews on /);
  await expectAccessible(page);

  // Music on it: a playlist is played there, and this browser becomes the Kitchen's player (a reload
  // would end that, so the test stays on the zone's page from then on).
  await page.goto(await playlistPath(page, 'Indie Café'));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'More actions for Indie Café' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Play to…' }).click();
  const playTo = page.getByRole('dialog', { name: 'Play Indie Café in…' });
  await playTo.getByRole('searchbox', { name: 'Find zones' }).fill('Kitchen');
  await playTo.getByRole('option', { name: /^Kitchen / }).click();
  await playTo.getByRole('button', { name: 'Play in 1 zone' }).click();
  await expect(playTo).toHaveCount(0);

  await page.goto(kitchen);
  await expect(page.getByRole('region', { name: 'Playing from' }).locator('.zone-player__source-name')).toHaveText('Indie Café');
  await page.getByRole('button', { name: 'Play in this browser' }).click();
  await expect(page.getByText('This browser is playing Kitchen').first()).toBeVisible();
  await expect(page.locator('.zone-player__now .now-playing-track__title')).not.toHaveText('Nothing playing', { timeout: 30_000 });
  // It plays: the browser's audio advances.
  await expect.poll(() => playedSeconds(page), { timeout: 90_000 }).toBeGreaterThan(0.5);
  const played = await playedSeconds(page);
  // A track's audio is rendered as it is first played: on a busy machine the decks may wait for it a while.
  await expect.poll(() => playedSeconds(page), { timeout: 90_000 }).toBeGreaterThan(played + 1);
  await expectAccessible(page);
});

test('a declined card shows why and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { accountId } = await signedInSession(page);
  await page.goto(`${billingPath(accountId)}/update-payment/cc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await fillCard(page, { holder: 'Olivia Berg', number: DECLINED_CARD });
  const answered = page.waitForResponse((response) => response.url().endsWith('/payment_method/psp'));
  await page.getByRole('button', { name: 'Save card' }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByText('The payment provider refused the payment method')).toBeVisible();
  await expect(page).toHaveURL(/\/update-payment\/cc$/);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(DECLINED_CARD);
  await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Olivia Berg');
  await expect(page.getByRole('textbox', { name: 'Security code' })).toHaveValue('737');
  await expectAccessible(page);

  // The card on file is still the one it was.
  await page.goto(billingPath(accountId));
  await expect(paymentInformation(page).getByText(/0002$/)).toHaveCount(0);
});

test('switching to invoice payment with the billing group makes billing say invoice', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'jonas@studiopuls.test');
  const { accountId } = await signedInSession(page);
  await page.goto(billingPath(accountId));
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(paymentInformation(page).getByTestId('payment-type')).toHaveText(/^Card/);

  await paymentInformation(page).getByRole('link', { name: 'Pay by invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`${billingPath(accountId)}/update-payment/invoice$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by invoice' })).toBeVisible();
  await expect(page.getByText("Invoices are sent to billing@studiopuls.test for 'Head office'.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to invoice' }).click();

  await expect(page).toHaveURL(new RegExp(`${billingPath(accountId)}$`));
  const payment = paymentInformation(page);
  await expect(payment.getByTestId('payment-type')).toHaveText(/^Invoice/);
  await expect(payment.getByText('Invoices are sent to the billing group\'s e-mail address.')).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay by card' })).toBeVisible();
  await expect(payment.getByRole('link', { name: 'Pay by invoice' })).toHaveCount(0);
  await expectAccessible(page);
});
