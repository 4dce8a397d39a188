import { describe, expect, it } from 'vitest';
import type { AccountPermission } from '../../domain/permissions';
import { ADDRESS_IN_CHECKOUT_FLAG, LEDGER_FIRST_PAGE_SIZE, LEDGER_MORE_PAGE_SIZE, SPECS_FIRST_LIMIT, SPECS_MORE_LIMIT, loadBillingSettings, loadInvoiceGroupEdit, loadUpdatePayment, updatePaymentEntry } from './billingLoaders';
import { ACCOUNT_ID, billingGroup, fakeBillingApi, paymentMethod } from './testing/billingFixtures';

const FINANCE: AccountPermission[] = ['ZONE_ACTIVATE', 'SUBSCRIPTION_WRITE', 'BILLING_GROUPS_EDIT'];
const access = (permissions: AccountPermission[] = FINANCE, featureFlags: string[] = []) => ({ permissions, featureFlags });

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return thrown instanceof Response ? thrown.headers.get('Location') : null;
}

describe('billing settings loader (billing.md 2.4)', () => {
  it('sends a member without zone.activate back to settings', async () => {
    const api = fakeBillingApi();
    expect(await redirectOf(loadBillingSettings(api, ACCOUNT_ID, access(['SETTINGS_READ'])))).toBe(`/accounts/${ACCOUNT_ID}/settings`);
  });

  it('sends an account without payment to settings', async () => {
    const api = fakeBillingApi({
      getPaymentMethod: async () => null,
      listBillingGroups: async () => [],
      listLedgerInvoices: async () => ({ invoices: [], total: 0, page_size: 20 }),
      listInvoiceSpecs: async () => ({ items: [], next_cursor: null }),
    });
    expect(await redirectOf(loadBillingSettings(api, ACCOUNT_ID, access()))).toBe(`/accounts/${ACCOUNT_ID}/settings`);
  });

  it('preloads the payment method and groups, starts both invoice lists (20 and 5) and is read-only without billing_groups.edit', async () => {
    const api = fakeBillingApi({
      getPaymentMethod: async () => paymentMethod(),
      listBillingGroups: async () => [billingGroup()],
      listLedgerInvoices: async () => ({ invoices: [], total: 0, page_size: 20 }),
      listInvoiceSpecs: async () => ({ items: [], next_cursor: null }),
    });
    const data = await loadBillingSettings(api, ACCOUNT_ID, access(['ZONE_ACTIVATE']));
    expect(data.canEdit).toBe(false);
    expect(data.billingGroups).toHaveLength(1);
    expect(api.listLedgerInvoices).toHaveBeenCalledWith(ACCOUNT_ID, { page: 1, pageSize: 20 });
    expect(api.listInvoiceSpecs).toHaveBeenCalledWith(ACCOUNT_ID, { limit: 5 });
    expect([LEDGER_FIRST_PAGE_SIZE, LEDGER_MORE_PAGE_SIZE, SPECS_FIRST_LIMIT, SPECS_MORE_LIMIT]).toEqual([20, 50, 5, 50]);
    expect((await loadBillingSettings(api, ACCOUNT_ID, access())).canEdit).toBe(true);
  });
});

describe('update-payment entry (billing.md 4.9)', () => {
  it('goes to checkout/address when the address-in-checkout feature is on', () => {
    expect(updatePaymentEntry(ACCOUNT_ID, 'cc', access(FINANCE, [ADDRESS_IN_CHECKOUT_FLAG]), [billingGroup()])).toEqual({ kind: 'checkoutAddress', to: `/accounts/${ACCOUNT_ID}/checkout/address` });
  });

  it('proceeds when the billing address exists', () => {
    const group = billingGroup();
    expect(updatePaymentEntry(ACCOUNT_ID, 'cc', access(), [group])).toEqual({ kind: 'proceed', group });
  });

  it('sends a default group without an address to its edit page with fromUpdate and redirectOnSave', () => {
    const group = billingGroup({ address: '', city: '' });
    const entry = updatePaymentEntry(ACCOUNT_ID, 'invoice', access(), [group]);
    expect(entry.kind).toBe('editGroup');
    const url = new URL((entry as { to: string }).to, 'http://app.test');
    expect(url.pathname).toBe(`/accounts/${ACCOUNT_ID}/settings/billing/invoice-group/edit/${group.id}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ fromUpdate: 'true', redirectOnSave: `/accounts/${ACCOUNT_ID}/settings/billing/update-payment/invoice` });
  });

  it('without a billing group, asks for the toast and billing', async () => {
    expect(updatePaymentEntry(ACCOUNT_ID, 'cc', access(), [])).toEqual({ kind: 'missingBillingGroup', to: `/accounts/${ACCOUNT_ID}/settings/billing` });
    const api = fakeBillingApi({ getPaymentMethod: async () => paymentMethod(), listBillingGroups: async () => [] });
    expect(await loadUpdatePayment(api, ACCOUNT_ID, 'cc', access())).toEqual({ missingBillingGroup: `/accounts/${ACCOUNT_ID}/settings/billing` });
  });

  it('is not open without billing_groups.edit', async () => {
    expect(await redirectOf(loadUpdatePayment(fakeBillingApi(), ACCOUNT_ID, 'cc', access(['ZONE_ACTIVATE'])))).toBe(`/accounts/${ACCOUNT_ID}/settings/billing`);
  });
});

describe('invoice-group edit loader', () => {
  it('reads fromUpdate and redirectOnSave through the route schema', async () => {
    const api = fakeBillingApi({ getBillingGroup: async () => billingGroup(), getVatExemptForm: async () => null });
    const data = await loadInvoiceGroupEdit(api, ACCOUNT_ID, 'bg-1', new URLSearchParams('fromUpdate=true&redirectOnSave=%2Faccounts%2Fa%2Fsettings%2Fbilling'), access());
    expect(data.search).toEqual({ fromUpdate: true, redirectOnSave: '/accounts/a/settings/billing' });
    const bad = await loadInvoiceGroupEdit(api, ACCOUNT_ID, 'bg-1', new URLSearchParams('fromUpdate=maybe&redirectOnSave=https%3A%2F%2Fevil.test'), access());
    expect(bad.search).toEqual({ fromUpdate: undefined, redirectOnSave: undefined });
  });
});
