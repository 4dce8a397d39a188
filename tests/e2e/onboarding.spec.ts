// Getting started as a new business does (navigation.md 2.5, 2.10, 2.11; billing.md 4.6): signing up with
// a voucher step by step, verifying the e-mail address from the outbox, onboarding, a zone created, its
// trial activated, a playlist played on it in this browser, and the setup guide's tasks completing from
// the account's real state.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { playedSeconds, playlistPath } from './music';
import { AUTHORISED_CARD, fillCard } from './cards';

const guideTasks = (page: Page) => page.locator('.guide-card');
const guideTask = (page: Page, title: string) => guideTasks(page).filter({ hasText: title });

async function signUp(page: Page, email: string): Promise<string> {
  await page.goto('/signup?voucher=WELCOME50');
  const offer = page.getByRole('note', { name: 'Your offer' });
  await expect(offer.getByText('Voucher WELCOME50: 50% off the first 3 months')).toBeVisible();
  await expect(offer.getByText(/^Try free for 14 days, then from /)).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'What kind of business is it?' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Type of business' }).getByText('Café', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your company' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Nora’s Nook');
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Main Street');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('78701');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('button', { name: /Country$/ }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  // A US company needs its state (core.md 5): the step says so and keeps what was typed.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Cannot be empty')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
  await page.getByRole('button', { name: /State$/ }).click();
  await page.getByRole('option', { name: 'TX', exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The draft is kept across a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Your role' })).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Nora’s Nook');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Your role' }).getByText('Owner', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create your user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Nora New');
  await page.getByLabel('Password').fill('nora-secret');
  await page.getByText('I accept the terms of service').click();
  await expect(page.getByRole('checkbox', { name: 'I accept the terms of service' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/accounts\/[^/]+\/onboarding/);
  return /\/accounts\/([^/]+)\/onboarding/.exec(page.url())![1]!;
}

async function verifyEmail(page: Page, email: string): Promise<void> {
  const mails = (await (await page.request.get(`/stand-in/mail/messages?to=${encodeURIComponent(email)}&kind=verify_email`)).json()) as { text: string }[];
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\/verify-email\/\S+/.exec(mails[0]!.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
  await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
}

async function onboard(page: Page, accountId: string): Promise<void> {
  // Chrome hidden, each step recorded; the first is the setup step.
  await page.goto(`/accounts/${accountId}/onboarding`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a sound zone' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/get-started$/);
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Describe your business' })).toBeVisible();
  await page.getByText('Restaurant', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Restaurant' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bring your playlists from Spotify' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Explicit lyrics' })).toBeVisible();
  await page.getByText('Filter out explicit tracks', { exact: true }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
}

test('a new business signs up with a voucher, verifies its e-mail, is onboarded, plays music on its zone, and sees the guide’s tasks complete', async ({ page }) => {
  // Signup, onboarding, a trial and the first rendered track each take seconds on 2 shared cores.
  test.setTimeout(240_000);
  const email = `nora-${Date.now()}@nook.test`;
  const accountId = await signUp(page, email);
  await verifyEmail(page, email);
  await onboard(page, accountId);

  // The guide: the onboarding's choices completed their tasks; no zone plays yet.
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible();
  await expect(guideTask(page, 'Describe your business')).toHaveCount(0);
  await expect(guideTask(page, 'Choose about explicit lyrics')).toHaveCount(0);
  await expect(guideTask(page, 'Set up your first sound zone')).toHaveCount(1);
  const before = Number(await page.locator('.guide-page__badge').textContent());
  await expectAccessible(page);

  // A second zone is created in the location signup made.
  await page.goto(`/accounts/${accountId}/zones/create`);
  await page.getByRole('textbox', { name: 'Zone name' }).fill('Dining Room');
  await page.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dining Room' })).toBeVisible();
  const zonePath = new URL(page.url()).pathname.replace(/\/[^/]*$/, '');

  // A card, as the offer's free trial asks for: the update-payment entry (billing.md 4.9) finds the billing
  // address signup gave the account's default billing group, and takes the card.
  await page.goto(`/accounts/${accountId}/settings/billing/update-payment/cc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await fillCard(page, { holder: 'Nora New', number: AUTHORISED_CARD });
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('region', { name: 'Payment information' }).getByText(/1142$/)).toBeVisible();

  // The zone's first subscription begins with the trial (billing.md 4.3): nothing is charged yet.
  await page.goto(`${zonePath}/subscription/activate`);
  const activate = page.getByRole('dialog', { name: 'Activate Dining Room' });
  await activate.getByText('Monthly').click();
  await expectAccessible(page);
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText('Dining Room is active.')).toBeVisible();

  // A catalogue playlist is played there, and this browser becomes the zone's player.
  await page.goto(await playlistPath(page, 'Indie Café'));
  await page.getByRole('main').getByRole('button', { name: 'More actions for Indie Café' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Play to…' }).click();
  const playTo = page.getByRole('dialog', { name: 'Play Indie Café in…' });
  await playTo.getByRole('option', { name: /^Dining Room / }).click();
  await playTo.getByRole('button', { name: 'Play in 1 zone' }).click();
  await expect(playTo).toHaveCount(0);
  await page.goto(`${zonePath}/player`);
  await expect(page.getByRole('region', { name: 'Playing from' }).locator('.zone-player__source-name')).toHaveText('Indie Café');
  await page.getByRole('button', { name: 'Play in this browser' }).click();
  await expect(page.getByText('This browser is playing Dining Room').first()).toBeVisible();
  await expect.poll(() => playedSeconds(page), { timeout: 90_000 }).toBeGreaterThan(0.5);

  // Another tab's guide: a zone played in a browser completes the zone task, and the badge counts one fewer.
  const guide = await page.context().newPage();
  await guide.goto('/guide');
  await expect(guide.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible();
  await expect(guideTask(guide, 'Set up your first sound zone')).toHaveCount(0);
  await expect(guideTask(guide, 'Add a payment method')).toHaveCount(0);
  await expect(guide.locator('.guide-page__badge')).toHaveText(String(before - 2));

  // The resources: a US account's own licence certificate.
  await guide.getByRole('link', { name: 'Legal certificate' }).click();
  await expect(guide.getByRole('heading', { level: 1, name: 'Music licence certificate' })).toBeVisible();
  await expect(guide.getByRole('main').getByText('Nora’s Nook')).toBeVisible();
  await expect(guide.getByText(/1 Main Street, Austin TX 78701, US/)).toBeVisible();
});
