// Invoices (issue 12, billing.md 2.4, 2.5, 3.9, 4.10): from the billing page's invoice history the demo
// owner opens the seed's overdue invoice (its document, the bare /invoice/{uuid} page and the in-app
// /invoice/{accountId}/{ref} page), each with its amount and status, and finds the voided one after
// 'Load more'. Reads only: the seed's invoices stay as the other specs expect them.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

/** The invoice history's row with the given status label, and what it says. */
async function rowWithStatus(history: Locator, status: string) {
  const row = history.getByRole('row').filter({ has: history.page().getByText(status, { exact: true }) }).first();
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  return { row, refnumber: (await cells.nth(0).textContent())!.trim(), amount: (await cells.nth(2).textContent())!.trim() };
}

async function expectInvoice(page: Page, refnumber: string, amount: string, status: string) {
  const invoice = page.getByRole('article', { name: `Invoice ${refnumber}` });
  await expect(invoice.getByRole('heading', { level: 1, name: `Invoice ${refnumber}` })).toBeVisible();
  await expect(invoice.getByTestId('invoice-total')).toHaveText(amount);
  await expect(invoice.locator('.invoice-status')).toHaveText(status);
  return invoice;
}

test('the owner opens an overdue invoice from the history: its document, its bare page and its page in the app', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { accountId } = await signedInSession(page);
  await page.goto(`/accounts/${accountId}/settings/billing`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('table')).toBeVisible();
  // The first page of invoice specs is 5 (billing.md 9); the seed's latest month is paid, the one before overdue.
  await expect(payments.getByRole('row')).toHaveCount(1 + 5);
  const overdue = await rowWithStatus(payments, 'Overdue');
  expect(overdue.amount).toMatch(/^\d[\d\s]*,\d\d\skr$/);
  await expectAccessible(page);

  // The document the invoice was sent as: the buyer, the reference, the amount and the status.
  const [documentPage] = await Promise.all([page.context().waitForEvent('page'), overdue.row.getByRole('link', { name: 'PDF' }).click()]);
  await documentPage.waitForLoadState();
  await expect(documentPage.getByText(overdue.refnumber).first()).toBeVisible();
  await expect(documentPage.getByText(overdue.amount).first()).toBeVisible();
  await expect(documentPage.getByText('Overdue').first()).toBeVisible();
  await expect(documentPage.getByText('Café Lumen').first()).toBeVisible();
  await documentPage.close();

  // The bare invoice page: no header, no sidebar.
  await overdue.row.getByRole('link', { name: `Open invoice ${overdue.refnumber}` }).click();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  const bare = await expectInvoice(page, overdue.refnumber, overdue.amount, 'Overdue');
  await expect(bare.getByRole('link', { name: 'Download the invoice document' })).toHaveAttribute('href', /\/billing\/invoice\/[0-9a-f-]{36}\/document$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(bare.getByText('Paid on')).toHaveCount(0);
  await expect(bare.getByRole('link', { name: 'Go to billing' })).toHaveCount(0);
  await expectAccessible(page);

  // The same invoice by account and reference number, inside the app.
  await page.goto(`/invoice/${accountId}/${overdue.refnumber}`);
  const inApp = await expectInvoice(page, overdue.refnumber, overdue.amount, 'Overdue');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(inApp.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', `/accounts/${accountId}/settings/billing`);
  await expectAccessible(page);

  // A paid one says when it was paid; the voided one shows after 'Load more'.
  await page.goto(`/accounts/${accountId}/settings/billing`);
  const paid = await rowWithStatus(payments, 'Paid');
  await page.goto(`/invoice/${accountId}/${paid.refnumber}`);
  const paidInvoice = await expectInvoice(page, paid.refnumber, paid.amount, 'Paid');
  await expect(paidInvoice.getByText('Paid on')).toBeVisible();
  await page.goBack();
  await payments.getByRole('button', { name: 'Load more' }).click();
  // The seed's year of them, and any a purchase of another spec has added since.
  await expect(payments.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await payments.getByRole('row').count()).toBeGreaterThanOrEqual(1 + 12);
  const voided = await rowWithStatus(payments, 'Void');
  await voided.row.getByRole('link', { name: `Open invoice ${voided.refnumber}` }).click();
  await expectInvoice(page, voided.refnumber, voided.amount, 'Void');
});
