// The REST calls of the billing settings, invoice and exchange-rate pages (billing.md 7.4-7.6, schema
// tag billing), behind one interface so that the pages are tested without a network; the app builds it
// over its REST clients (createBillingApi). Every call rejects with an AppError; a 404 that a page
// reads as "none" resolves to null instead.
import { isInvoicePsp } from '../domain/billing/paymentMethods';
import { isAppError } from '../errors/AppError';
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';
import type { RestClients } from './clients';

type Schemas = components['schemas'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentPsp = Schemas['PaymentPsp'];
export type PaymentMethodAction = Schemas['PaymentMethodAction'];
export type PspPaymentMethodUpdate = Schemas['PspPaymentMethodUpdate'];
export type Card = Schemas['Card'];
export type BillingGroup = Schemas['BillingGroup'];
export type BillingGroupUpdate = Schemas['BillingGroupUpdate'];
export type VatExemptForm = Schemas['VatExemptForm'];
export type VatExemptFormCreate = Schemas['VatExemptFormCreate'];
export type LedgerInvoice = Schemas['LedgerInvoice'];
export type LedgerInvoicePage = Schemas['LedgerInvoicePage'];
export type InvoiceSpec = Schemas['InvoiceSpec'];
export type InvoiceSpecPage = Schemas['InvoiceSpecPage'];
export type ExchangeRates = Schemas['ExchangeRates'];

export interface BillingApi {
  /** null: the account has no payment method (getAccountPaymentMethod answers 404). */
  getPaymentMethod(accountId: string): Promise<PaymentMethod | null>;
  /** Switches to invoice payment for the billing group; completes asynchronously (see waitForInvoicePsp). */
  activateInvoicePayment(accountId: string, billingGroupId: string): Promise<PaymentMethod>;
  /** The new payment method, or the 3-D Secure redirect the browser must follow (updateAccountPspPaymentMethod). */
  updatePspPaymentMethod(accountId: string, update: PspPaymentMethodUpdate): Promise<PaymentMethod | PaymentMethodAction>;
  listCards(accountId: string): Promise<Card[]>;
  /** The default billing group first. */
  listBillingGroups(accountId: string): Promise<BillingGroup[]>;
  getBillingGroup(billingGroupId: string): Promise<BillingGroup>;
  /** A partial update: only the fields sent change ({id, field: value}). */
  updateBillingGroup(billingGroupId: string, changes: BillingGroupUpdate): Promise<BillingGroup>;
  /** 409 while an active location uses it. */
  deleteBillingGroup(billingGroupId: string): Promise<void>;
  /** null: no form is attached. */
  getVatExemptForm(billingGroupId: string): Promise<VatExemptForm | null>;
  createVatExemptForm(billingGroupId: string, form: VatExemptFormCreate): Promise<VatExemptForm>;
  /** The external ledger's invoices, card-settled ones left out; 503 when the ledger fails. */
  listLedgerInvoices(accountId: string, page: { page: number; pageSize: number }): Promise<LedgerInvoicePage>;
  listInvoiceSpecs(accountId: string, page: { limit: number; cursor?: string }): Promise<InvoiceSpecPage>;
  /** The public invoice link; null when unknown. */
  getInvoiceByUuid(uuid: string): Promise<InvoiceSpec | null>;
  /** null when the account has no invoice with that reference number. */
  getInvoiceByRefnumber(accountId: string, refnumber: string): Promise<InvoiceSpec | null>;
  /** null when no rates are known for the date or currency. */
  getExchangeRates(effectiveDate: string, currency: string): Promise<ExchangeRates | null>;
}

/** A 404 read as "none"; every other failure stays a failure. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}

export function createBillingApi(rest: Pick<RestClients, 'billing'>): BillingApi {
  const { billing } = rest;
  const account = (accountId: string) => ({ params: { path: { accountId } } });
  const group = (billingGroupId: string) => ({ params: { path: { billingGroupId } } });
  return {
    getPaymentMethod: (accountId) => orNull(restCall(billing.GET('/billing/accounts/{accountId}/payment_method', account(accountId)), { expected: ['notFound'] })),
    activateInvoicePayment: (accountId, billingGroupId) =>
      restCall(billing.POST('/billing/accounts/{accountId}/payment_method/activate_invoice', { ...account(accountId), body: { billing_group: billingGroupId } })),
    updatePspPaymentMethod: (accountId, update) =>
      restCall(billing.POST('/billing/accounts/{accountId}/payment_method/psp', { ...account(accountId), body: update }), { expected: ['badRequest'] }),
    listCards: (accountId) => restCall(billing.GET('/billing/accounts/{accountId}/cards', account(accountId))),
    listBillingGroups: (accountId) => restCall(billing.GET('/billing/accounts/{accountId}/billing_groups', account(accountId))),
    getBillingGroup: (billingGroupId) => restCall(billing.GET('/billing/billing_groups/{billingGroupId}', group(billingGroupId))),
    updateBillingGroup: (billingGroupId, changes) =>
      restCall(billing.PUT('/billing/billing_groups/{billingGroupId}', { ...group(billingGroupId), body: { id: billingGroupId, ...changes } }), { expected: ['badRequest'] }),
    async deleteBillingGroup(billingGroupId) {
      await restCall(billing.DELETE('/billing/billing_groups/{billingGroupId}', group(billingGroupId)), { expected: ['client'] });
    },
    getVatExemptForm: (billingGroupId) => orNull(restCall(billing.GET('/billing/billing_groups/{billingGroupId}/vat_exempt_form', group(billingGroupId)), { expected: ['notFound'] })),
    createVatExemptForm: (billingGroupId, form) =>
      restCall(billing.POST('/billing/billing_groups/{billingGroupId}/vat_exempt_form', { ...group(billingGroupId), body: form }), { expected: ['badRequest'] }),
    listLedgerInvoices: (accountId, { page, pageSize }) =>
      restCall(
        billing.GET('/billing/accounts/{accountId}/netsuite_invoices', { params: { path: { accountId }, query: { exclude_credit_card_invoices: true, page, page_size: pageSize } } }),
        { expected: ['unavailable'] },
      ),
    listInvoiceSpecs: (accountId, { limit, cursor }) =>
      restCall(billing.GET('/billing/accounts/{accountId}/invoice_specs', { params: { path: { accountId }, query: { limit, ...(cursor ? { cursor } : {}) } } })),
    getInvoiceByUuid: (uuid) => orNull(restCall(billing.GET('/billing/invoice/{uuid}', { params: { path: { uuid } } }), { expected: ['notFound', 'badRequest'] })),
    getInvoiceByRefnumber: (accountId, refnumber) =>
      orNull(restCall(billing.GET('/billing/invoice/{accountId}/{refnumber}', { params: { path: { accountId, refnumber } } }), { expected: ['notFound'] })),
    getExchangeRates: (effectiveDate, currency) =>
      orNull(restCall(billing.GET('/billing/exchange_rates/{effectiveDate}/{currency}', { params: { path: { effectiveDate, currency } } }), { expected: ['notFound', 'badRequest'] })),
  };
}

/** billing.md 9: after activate_invoice the payment method is polled every 250 ms, for at most 5000 ms. */
export const INVOICE_PSP_POLL_INTERVAL_MS = 250;
export const INVOICE_PSP_POLL_TIMEOUT_MS = 5000;
/** billing.md 8: polling past its time-out. */
export const POLLING_FAILED = 'Polling failed';

export class PollingFailedError extends Error {
  constructor() {
    super(POLLING_FAILED);
    this.name = 'PollingFailedError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the payment method until its psp is an invoice PSP (billing.md 4.9): every 250 ms, failing with
 * 'Polling failed' once 5000 ms have passed without it.
 */
export async function waitForInvoicePsp(api: Pick<BillingApi, 'getPaymentMethod'>, accountId: string, wait: (ms: number) => Promise<void> = sleep): Promise<PaymentMethod> {
  for (let waited = 0; waited <= INVOICE_PSP_POLL_TIMEOUT_MS; waited += INVOICE_PSP_POLL_INTERVAL_MS) {
    const method = await api.getPaymentMethod(accountId);
    if (method && isInvoicePsp(method.psp)) return method;
    if (waited + INVOICE_PSP_POLL_INTERVAL_MS > INVOICE_PSP_POLL_TIMEOUT_MS) break;
    await wait(INVOICE_PSP_POLL_INTERVAL_MS);
  }
  throw new PollingFailedError();
}

/** A 3-D Secure redirect rather than a payment method. */
export function isPaymentMethodAction(answer: PaymentMethod | PaymentMethodAction): answer is PaymentMethodAction {
  return 'action' in answer;
}
