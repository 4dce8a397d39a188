// Billing settings (issue 12, billing.md 2.4-2.6): the demo owner gives the account a billing group, saves
// a card through the payment stand-in, sees it with the invoice histories on the billing page, edits the
// billing group with a bad postal code (the spec's message, the input kept), and opens the invoice pages.
// A member without finance is sent back to settings (billing needs zone.activate).
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';
import { AUTHORISED_CARD, fillCard } from './cards';

const API = { 'X-API-Version': '13' };
const POSTAL_CODE_MESSAGE = 'Must be a valid postal code (only digits, letters, spaces and hyphens)';

test('the owner saves a card, sees billing, and edits a billing group', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { token, accountId } = await signedInSession(page);
  const billing = `/accounts/${accountId}/settings/billing`;
  const headers = { ...API, Authorization: `Bearer ${token}` };

  // The demo account's default billing group: the one the seed has, or one made now.
  const groups = (await (await page.request.get(`/billing/accounts/${accountId}/billing_groups`, { headers })).json()) as { id: string; name: string }[];
  let group = groups[0];
  if (!group) {
    const created = await page.request.post(`/billing/accounts/${accountId}/billing_groups`, {
      headers,
      data: { name: 'Head office', company_name: 'Café Lumen AB', email: 'billing@cafe-lumen.test', address: 'Drottninggatan 12', postal_code: '111 51', city: 'Stockholm', iso_country: 'SE', currency: 'SEK' },
    });
    expect(created.status()).toBe(201);
    group = (await created.json()) as { id: string; name: string };
  }

  // A card through the PSP stand-in (an Authorised test card): back on billing it shows.
  await page.goto(`${billing}/update-payment/cc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expectAccessible(page);
  await fillCard(page, { holder: 'Olivia Berg', number: AUTHORISED_CARD });
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(new RegExp(`${billing}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment information' });
  await expect(payment.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(payment.getByText(/1142/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing groups' }).getByRole('heading', { name: group.name })).toBeVisible();
  // Both histories settle: rows, or 'No previous payments'.
  for (const name of ['Invoices', 'Payments']) {
    const history = page.getByRole('region', { name });
    await expect(history.getByRole('table').or(history.getByText('No previous payments')).or(history.getByText('Loading failed'))).toBeVisible();
  }
  await expectAccessible(page);

  // The billing group with a bad postal code: the spec's message, and what was typed stays.
  await page.getByRole('link', { name: `Edit ${group.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit billing group' })).toBeVisible();
  const postalCode = page.getByRole('textbox', { name: 'Postal code' });
  await postalCode.fill('#12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(POSTAL_CODE_MESSAGE)).toBeVisible();
  await expect(postalCode).toHaveValue('#12');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`${billing}$`));

  // An invoice: the first of the payments when there is one; an unknown reference shows its not-found page.
  const firstInvoice = page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: /^Open invoice / }).first();
  if (await firstInvoice.count()) {
    await firstInvoice.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.goto(`/invoice/${accountId}/no-such-invoice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
  await expectAccessible(page);
});

test('a member without finance is sent from billing back to settings', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'contact@cadence.test');
  const { accountId } = await signedInSession(page);
  await page.goto(`/accounts/${accountId}/settings/billing`);
  await expect(page).not.toHaveURL(/\/settings\/billing/);
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/settings`));
});
