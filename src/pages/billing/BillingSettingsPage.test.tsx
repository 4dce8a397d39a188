import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../app/toasts/toastStore';
import { AppError } from '../../errors/AppError';
import type { InvoiceSpecPage, LedgerInvoicePage } from '../../rest/billing';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, billingGroup, fakeBillingApi, invoiceSpec, ledgerInvoice, paymentMethod } from './testing/billingFixtures';
import { MEMBER_PERMISSIONS, renderBilling } from './testing/renderBilling';

const AT = `/accounts/${ACCOUNT_ID}/settings/billing`;

afterEach(() => {
  vi.restoreAllMocks();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function api(overrides: Parameters<typeof fakeBillingApi>[0] = {}) {
  return fakeBillingApi({
    getPaymentMethod: async () => paymentMethod(),
    listBillingGroups: async () => [billingGroup()],
    listLedgerInvoices: async () => ({ invoices: [ledgerInvoice(1)], total: 1, page_size: 20 }),
    listInvoiceSpecs: async () => ({ items: [invoiceSpec(1)], next_cursor: null }),
    ...overrides,
  });
}

const ledgerSection = () => screen.getByRole('region', { name: 'Invoices' });
const specsSection = () => screen.getByRole('region', { name: 'Payments' });

describe('BillingSettingsPage (billing.md 2.4)', () => {
  it('shows the card, the billing group in its country format, and both invoice histories', async () => {
    renderBilling(AT, api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 5000 })).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment information' });
    expect(within(payment).getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(within(payment).getByText('**** **** **** 1142')).toBeTruthy();
    expect(within(payment).getByText('03/2028')).toBeTruthy();
    const groups = screen.getByRole('region', { name: 'Billing groups' });
    expect(within(groups).getByText('111 51 Stockholm')).toBeTruthy();
    expect(within(groups).getByRole('link', { name: 'Edit Head office' }).getAttribute('href')).toBe(`${AT}/invoice-group/edit/${billingGroup().id}`);
    expect(await within(ledgerSection()).findByText('INV-2026-000001')).toBeTruthy();
    expect(within(ledgerSection()).getByText('Paid')).toBeTruthy();
    expect(within(specsSection()).getByRole('link', { name: 'Open invoice 100001' }).getAttribute('href')).toBe(`/invoice/${invoiceSpec(1).uuid}`);
    expect(within(specsSection()).getByText('373,75 kr')).toBeTruthy();
    // Each history's columns are named, the status column by its own label (not the statuses' texts).
    expect(within(ledgerSection()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Invoice', 'Date', 'Due', 'Amount', 'Status']);
    expect(within(specsSection()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Invoice', 'Date', 'Amount', 'Status', 'Document']);
    await expectNoAxeViolations();
  }, 20_000);

  it('shows the Mastercard code under the network name', async () => {
    renderBilling(AT, api({ getPaymentMethod: async () => paymentMethod({ creditcard_data: { card_type: 'mc', masked_number: '**** **** **** 1115', expiry: '01/2029' } }) }));
    const payment = await screen.findByRole('region', { name: 'Payment information' }, { timeout: 5000 });
    expect(within(payment).getByText('Mastercard')).toBeTruthy();
    expect(within(payment).getByText('MC')).toBeTruthy();
  }, 20_000);

  it("warns 'lacks billing group' without a billing group", async () => {
    renderBilling(AT, api({ listBillingGroups: async () => [] }));
    expect((await screen.findByTestId('lacks-billing-group', undefined, { timeout: 5000 })).textContent).toContain('This account lacks a billing group.');
    expect(screen.queryByRole('region', { name: 'Billing groups' })).toBeNull();
  }, 20_000);

  it('shows 5 placeholder rows while a list loads, then no previous payments when it is empty', async () => {
    const ledger = deferred<LedgerInvoicePage>();
    const specs = deferred<InvoiceSpecPage>();
    renderBilling(AT, api({ listLedgerInvoices: () => ledger.promise, listInvoiceSpecs: () => specs.promise }));
    await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 5000 });
    expect(within(ledgerSection()).getAllByTestId('invoice-placeholder-row')).toHaveLength(5);
    expect(within(specsSection()).getAllByTestId('invoice-placeholder-row')).toHaveLength(5);
    await act(async () => {
      ledger.resolve({ invoices: [], total: 0, page_size: 20 });
      specs.resolve({ items: [], next_cursor: null });
    });
    expect(within(ledgerSection()).getByText('No previous payments')).toBeTruthy();
    expect(within(specsSection()).getByText('No previous payments')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it("shows 'Loading failed' when the ledger fails, and tries again", async () => {
    let calls = 0;
    const billing = api({
      listLedgerInvoices: async () => {
        calls += 1;
        if (calls === 1) throw new AppError('Ledger down', { kind: 'unavailable', status: 503 });
        return { invoices: [ledgerInvoice(7)], total: 1, page_size: 20 };
      },
    });
    renderBilling(AT, billing);
    expect((await within(await screen.findByRole('region', { name: 'Invoices' }, { timeout: 5000 })).findByRole('alert')).textContent).toContain('Loading failed');
    await userEvent.click(within(ledgerSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(ledgerSection()).findByText('INV-2026-000007')).toBeTruthy();
    expect(billing.listLedgerInvoices).toHaveBeenLastCalledWith(ACCOUNT_ID, { page: 1, pageSize: 20 });
  }, 20_000);

  it("loads more of the ledger with 50 a page while the total is beyond what is shown", async () => {
    const first = Array.from({ length: 20 }, (_, index) => ledgerInvoice(index + 1));
    const fifty = Array.from({ length: 50 }, (_, index) => ledgerInvoice(index + 1));
    const billing = api({
      listLedgerInvoices: async (_account, { page, pageSize }) => {
        if (pageSize === 20) return { invoices: first, total: 60, page_size: 20 };
        if (page === 1) return { invoices: fifty, total: 60, page_size: 50 };
        return { invoices: Array.from({ length: 10 }, (_, index) => ledgerInvoice(51 + index)), total: 60, page_size: 50 };
      },
    });
    renderBilling(AT, billing);
    await within(await screen.findByRole('region', { name: 'Invoices' }, { timeout: 5000 })).findByText('INV-2026-000020');
    await userEvent.click(within(ledgerSection()).getByRole('button', { name: 'Load more' }));
    await within(ledgerSection()).findByText('INV-2026-000050');
    expect(billing.listLedgerInvoices).toHaveBeenLastCalledWith(ACCOUNT_ID, { page: 1, pageSize: 50 });
    expect(within(ledgerSection()).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(within(ledgerSection()).getByRole('button', { name: 'Load more' }));
    await within(ledgerSection()).findByText('INV-2026-000060');
    expect(billing.listLedgerInvoices).toHaveBeenLastCalledWith(ACCOUNT_ID, { page: 2, pageSize: 50 });
    expect(within(ledgerSection()).queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('loads more invoice specs with limit 50 and the next cursor', async () => {
    const billing = api({
      listInvoiceSpecs: async (_account, { cursor }) =>
        cursor ? { items: [invoiceSpec(6, { status: 'overdue', paid_date: null })], next_cursor: null } : { items: [1, 2, 3, 4, 5].map((n) => invoiceSpec(n)), next_cursor: 'cursor-2' },
    });
    renderBilling(AT, billing);
    await within(await screen.findByRole('region', { name: 'Payments' }, { timeout: 5000 })).findByText('100005');
    await userEvent.click(within(specsSection()).getByRole('button', { name: 'Load more' }));
    expect(await within(specsSection()).findByText('Overdue')).toBeTruthy();
    expect(billing.listInvoiceSpecs).toHaveBeenLastCalledWith(ACCOUNT_ID, { limit: 50, cursor: 'cursor-2' });
    expect(within(specsSection()).queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('is read-only without billing_groups.edit', async () => {
    renderBilling(AT, api(), { permissions: MEMBER_PERMISSIONS });
    await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 5000 });
    expect(screen.getByText('You can see the billing details. Changing them needs the finance role.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Edit Head office/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change card' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit billing e-mail' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Send card payment receipts' }) as HTMLInputElement).disabled).toBe(true);
  }, 20_000);

  it('sends the receipt toggle as a field update', async () => {
    const billing = api({ updateBillingGroup: async (_id, changes) => billingGroup({ ...changes }) });
    vi.spyOn(toasts, 'show');
    renderBilling(AT, billing);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Send card payment receipts' }, { timeout: 5000 }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Send card payment receipts' }) as HTMLInputElement).checked).toBe(true));
    expect(billing.updateBillingGroup).toHaveBeenCalledWith(billingGroup().id, { should_send_cc_payment_receipt: true });
  }, 20_000);

  it('deletes a billing group after a destructive confirmation, and says when an active location uses it', async () => {
    const second = billingGroup({ id: 'QmlsbGluZ0dyb3VwLCwycXJzLw..', name: 'Branch', default: false });
    let refuse = true;
    const billing = api({
      listBillingGroups: async () => [billingGroup(), second],
      deleteBillingGroup: async () => {
        if (refuse) throw new AppError('In use', { kind: 'client', status: 409 });
      },
    });
    renderBilling(AT, billing);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Branch' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete billing group?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete billing group' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain("'Branch' is used by an active location and cannot be deleted.");
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete billing group' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Branch' })).toBeNull();
    expect(billing.deleteBillingGroup).toHaveBeenCalledWith(second.id);
  }, 20_000);

  it('sends an account without payment to settings', async () => {
    renderBilling(AT, api({ getPaymentMethod: async () => null }));
    expect((await screen.findByTestId('elsewhere', undefined, { timeout: 5000 })).textContent).toContain(`/accounts/${ACCOUNT_ID}/settings`);
  }, 20_000);
});
