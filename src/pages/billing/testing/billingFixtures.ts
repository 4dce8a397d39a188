// Answers of the billing calls for the billing pages' tests, in the contract's shapes, and a fake
// BillingApi whose calls fail unless a test answers them.
import { vi } from 'vitest';
import type { BillingApi, BillingGroup, InvoiceSpec, LedgerInvoice, PaymentMethod } from '../../../rest/billing';

export const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYzJkZWYzZ2gv';

export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'UGF5bWVudE1ldGhvZCwsMXBtLw..',
    account: ACCOUNT_ID,
    payment_method: 'cc',
    psp: 'adyen_creditcard',
    masked_cc: '**** **** **** 1142',
    deactivated: false,
    account_type: 'business',
    iso_country: 'SE',
    content_provider: 'cadence',
    trial_expires_at: null,
    expiry_year: 2028,
    expiry_month: 3,
    creditcard_data: { card_type: 'visa', masked_number: '**** **** **** 1142', expiry: '03/2028' },
    ...overrides,
  };
}

export function billingGroup(overrides: Partial<BillingGroup> = {}): BillingGroup {
  return {
    id: 'QmlsbGluZ0dyb3VwLCwxcXJzLw..',
    name: 'Head office',
    company_name: 'Café Aurora AB',
    email: 'billing@aurora.test',
    address: 'Drottninggatan 12',
    postal_code: '111 51',
    city: 'Stockholm',
    iso_country: 'SE',
    default: true,
    account: ACCOUNT_ID,
    currency: 'SEK',
    should_send_cc_payment_receipt: false,
    invalid_vat: false,
    has_vat_exempt_form: false,
    vat_exempt_form: null,
    ...overrides,
  };
}

export function ledgerInvoice(number: number, overrides: Partial<LedgerInvoice> = {}): LedgerInvoice {
  return { invoice_no: `INV-2026-${String(number).padStart(6, '0')}`, invoice_date: '2026-11-01', due_date: '20261201000000', total: 37375, currency: 'SEK', status: 'paid_in_full', pdf_link: null, ...overrides };
}

export function invoiceSpec(number: number, overrides: Partial<InvoiceSpec> = {}): InvoiceSpec {
  return {
    uuid: `6f1c2a9e-3b7d-4c1e-9a55-${String(number).padStart(12, '0')}`,
    refnumber: String(100000 + number),
    account: ACCOUNT_ID,
    billing_group: 'QmlsbGluZ0dyb3VwLCwxcXJzLw..',
    invoice_date: '2026-11-01',
    due_date: '20261201000000',
    paid_date: '20261105120000',
    void_date: null,
    send_to_collections: false,
    payment_attempts: [{ status: 'CAPTURE_SUCCEEDED', created_at: '20261105120000' }],
    total_amount: 37375,
    currency: 'SEK',
    psp: 'adyen_creditcard',
    sent: [],
    pdf_link: null,
    status: 'paid',
    ...overrides,
  };
}

type Mocked<T> = { [K in keyof T]: T[K] & ReturnType<typeof vi.fn> };

export function fakeBillingApi(overrides: Partial<BillingApi> = {}): Mocked<BillingApi> {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names: (keyof BillingApi)[] = [
    'getPaymentMethod',
    'activateInvoicePayment',
    'updatePspPaymentMethod',
    'listCards',
    'listBillingGroups',
    'getBillingGroup',
    'updateBillingGroup',
    'deleteBillingGroup',
    'getVatExemptForm',
    'createVatExemptForm',
    'listLedgerInvoices',
    'listInvoiceSpecs',
    'getInvoiceByUuid',
    'getInvoiceByRefnumber',
    'getExchangeRates',
  ];
  const api = Object.fromEntries(names.map((name) => [name, overrides[name] ? vi.fn(overrides[name]) : unexpected(name)]));
  return api as unknown as Mocked<BillingApi>;
}
