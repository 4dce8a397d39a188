// The partner portal (navigation.md 2.5): the demo's partner user opens the portal from the navigation,
// creates a customer account (the spec's messages first, input kept), finds it with the dashboard's
// search and opens it, which makes it the selected account. The pages pass axe.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

test('a partner creates a customer account, finds it in the dashboard and switches into it', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'partner@cadence.test');
  await page.getByRole('link', { name: 'Partner portal', exact: true }).first().click();
  await expect(page).toHaveURL(/\/partner-portal\/[^/]+$/);
  const partnerId = /\/partner-portal\/([^/?]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Nordlys Audio Partners: customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Fjord Bageri/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create customer account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create customer account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Location name' }).fill('Kaffebaren Centrum');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toBeFocused();
  await expect(page.getByText('Cannot be empty').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location name' })).toHaveValue('Kaffebaren Centrum');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Business name' }).fill('Kaffebaren');
  await page.getByRole('textbox', { name: 'Street address' }).fill('Stortorget 2');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('111 29');
  await page.getByRole('textbox', { name: 'City' }).fill('Stockholm');
  await page.getByRole('textbox', { name: 'First sound zone' }).fill('Bar');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The dashboard, searched for the new customer; a new search narrows the list without reloading the page.
  await expect(page).toHaveURL(new RegExp(`/partner-portal/${partnerId}\\?q=Kaffebaren$`));
  const customer = page.getByRole('link', { name: /Kaffebaren/ });
  await expect(customer).toBeVisible();
  await expect(page.getByRole('link', { name: /Fjord Bageri/ })).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill('fjord');
  await expect(page).toHaveURL(/\?q=fjord$/);
  await expect(page.getByRole('link', { name: /Fjord Bageri/ })).toBeVisible();
  await expect(customer).toHaveCount(0);
  await search.fill('kaffe');
  await expect(customer).toBeVisible();

  await customer.click();
  await expect(page).toHaveURL(/\/accounts\/[^/]+\/zones/);
  const customerId = /\/accounts\/([^/]+)\/zones/.exec(page.url())![1]!;
  expect(customerId).not.toBe(partnerId);
  await expect(page.getByText('Kaffebaren Centrum').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cadence.selectedAccount') ?? '{}') as { accountId?: string }).accountId)).toBe(customerId);

  // The portal is only for partner accounts: the customer's id goes to /home.
  await page.goto(`/partner-portal/${customerId}`);
  await expect(page).toHaveURL(/\/home$/);
});
