// Who sees billing (issue 12, billing.md 2.1, 2.3, 2.4, 6): Café Lumen's finance-only member sees billing,
// with the settings sidebar beside it, and may change it, and a zone's subscription page; its contact
// member (no finance) finds no billing in the sidebar and is sent back: from billing and its subpages to
// settings, from a zone's subscription page to the zone. Reads only.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

const settingsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Settings' });

test('a finance-only member sees billing in the settings, may change it, and may open a zone subscription', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'finance@cadence.test');
  const { accountId } = await signedInSession(page);
  const billing = `/accounts/${accountId}/settings/billing`;

  // Billing is a settings page: the settings sidebar is beside it, with the subscriptions finance may manage.
  await page.goto(billing);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(settingsSidebar(page).getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(settingsSidebar(page).getByRole('link', { name: 'Subscriptions' })).toBeVisible();
  // billing_groups.edit comes with finance: nothing is read-only.
  await expect(page.getByText('You can see the billing details. Changing them needs the finance role.')).toHaveCount(0);
  const payment = page.getByRole('region', { name: 'Payment information' });
  await expect(payment.getByRole('link', { name: 'Change card' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing groups' }).getByRole('link', { name: /^Edit / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing groups' }).getByRole('checkbox', { name: 'Send card payment receipts' })).toBeEnabled();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit billing e-mail' }).click();
  await expect(page).toHaveURL(new RegExp(`${billing}/update-billing-email$`));
  await expect(page.getByRole('textbox', { name: 'Billing e-mail' })).toBeEditable();
  await expectAccessible(page);

  await page.goto(`${(await demoZonePath(page, 'Dining Room')).replace(/\/player$/, '')}/subscription`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dining Room subscription' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Subscription actions' }).getByRole('link', { name: 'Pause zone' })).toBeVisible();
});

test('a member without finance has no billing and is sent back where billing.md 6 says', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'contact@cadence.test');
  const { accountId } = await signedInSession(page);
  const settings = `/accounts/${accountId}/settings`;

  for (const path of ['billing', 'billing/update-payment/cc', 'billing/update-billing-email', 'billing/invoice-group/edit/any-group']) {
    await page.goto(`${settings}/${path}`);
    await expect(page).not.toHaveURL(/\/settings\/billing/);
    await expect(page).toHaveURL(new RegExp(`${settings}(/|$)`));
  }
  await expect(settingsSidebar(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(settingsSidebar(page).getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await expect(settingsSidebar(page).getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);

  // A zone's subscription page needs SUBSCRIPTION_WRITE on the zone: the zone's page instead, the history replaced.
  const zone = (await demoZonePath(page, 'Dining Room')).replace(/\/player$/, '');
  await page.goto(`${zone}/subscription`);
  await expect(page).toHaveURL(new RegExp(`${zone}(/player)?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dining Room' })).toBeVisible();
});
