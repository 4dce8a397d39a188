// The billing pages' paths and route values (billing.md 2.4), small enough for the route table to import.

/** The payment types an update-payment route names (billing.md 2.4: invoice and cc). */
export const PAYMENT_UPDATE_TYPES = ['cc', 'invoice'] as const;
export type PaymentUpdateType = (typeof PAYMENT_UPDATE_TYPES)[number];

/** On an account switch the user stays on the billing page of the new account (billing.md 2.4). */
export const BILLING_SWITCH_TARGET = '/accounts/:accountId/settings/billing';

const account = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;
export const settingsPath = (accountId: string) => `${account(accountId)}/settings`;
export const billingPath = (accountId: string, rest = '') => `${settingsPath(accountId)}/billing${rest}`;
export const updatePaymentPath = (accountId: string, type: PaymentUpdateType) => billingPath(accountId, `/update-payment/${type}`);
export const checkoutAddressPath = (accountId: string) => `${account(accountId)}/checkout/address`;

export function invoiceGroupEditPath(accountId: string, groupId: string, search?: { fromUpdate?: boolean; redirectOnSave?: string }): string {
  const params = new URLSearchParams();
  if (search?.fromUpdate) params.set('fromUpdate', 'true');
  if (search?.redirectOnSave) params.set('redirectOnSave', search.redirectOnSave);
  const query = params.toString();
  return billingPath(accountId, `/invoice-group/edit/${encodeURIComponent(groupId)}${query ? `?${query}` : ''}`);
}

/** The billing routes, by the loader each has, and the page each shows (src/routes.tsx). */
export const BILLING_PAGES = {
  settings: 'BillingSettingsPage',
  email: 'BillingEmailPage',
  updatePayment: 'UpdatePaymentPage',
  groupEdit: 'InvoiceGroupEditPage',
  invoice: 'InvoicePage',
  accountInvoice: 'InvoicePage',
  exchangeRates: 'ExchangeRatesPage',
} as const;
export type BillingRouteName = keyof typeof BILLING_PAGES;
