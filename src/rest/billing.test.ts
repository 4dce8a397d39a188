import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { billingGroup, paymentMethod } from '../pages/billing/testing/billingFixtures';
import { INVOICE_PSP_POLL_INTERVAL_MS, INVOICE_PSP_POLL_TIMEOUT_MS, POLLING_FAILED, PollingFailedError, createBillingApi, isPaymentMethodAction, waitForInvoicePsp } from './billing';
import { createRestClients } from './clients';
import { ORIGIN, fakeSession, json, scriptedFetch, sentRequest } from './testing/fakes';

function api(fetch: ReturnType<typeof scriptedFetch>) {
  return createBillingApi(createRestClients({ session: fakeSession(), fetch, origin: ORIGIN, trackingId: 'track-1' }));
}

const notFound = () => json({ error: 'not_found', message: 'Not found' }, 404);

describe('createBillingApi', () => {
  it('reads a missing payment method, VAT form, invoice and exchange rates (404) as none', async () => {
    const billing = api(scriptedFetch(notFound()));
    expect(await billing.getPaymentMethod('acc-1')).toBeNull();
    expect(await billing.getVatExemptForm('bg-1')).toBeNull();
    expect(await billing.getInvoiceByUuid('6f1c2a9e-3b7d-4c1e-9a55-0d2f8e4b7c31')).toBeNull();
    expect(await billing.getInvoiceByRefnumber('acc-1', '100234')).toBeNull();
    expect(await billing.getExchangeRates('2026-11-22', 'EUR')).toBeNull();
  });

  it('keeps other failures as AppErrors', async () => {
    const billing = api(scriptedFetch(json({ error: 'unavailable', message: 'Ledger down' }, 503)));
    const error = await billing.listLedgerInvoices('acc-1', { page: 1, pageSize: 20 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });

  it('asks the ledger for page 1 without card invoices, with the page size given (billing.md 7.6)', async () => {
    const fetch = scriptedFetch(json({ invoices: [], total: 0, page_size: 20 }));
    await api(fetch).listLedgerInvoices('acc-1', { page: 1, pageSize: 20 });
    const url = new URL(sentRequest(fetch).url);
    expect(url.pathname).toBe('/billing/accounts/acc-1/netsuite_invoices');
    expect(Object.fromEntries(url.searchParams)).toEqual({ exclude_credit_card_invoices: 'true', page: '1', page_size: '20' });
  });

  it('asks the invoice specs with a limit and the next cursor', async () => {
    const fetch = scriptedFetch(json({ items: [], next_cursor: null }));
    const billing = api(fetch);
    await billing.listInvoiceSpecs('acc-1', { limit: 5 });
    await billing.listInvoiceSpecs('acc-1', { limit: 50, cursor: 'c-2' });
    expect(Object.fromEntries(new URL(sentRequest(fetch, 0).url).searchParams)).toEqual({ limit: '5' });
    expect(Object.fromEntries(new URL(sentRequest(fetch, 1).url).searchParams)).toEqual({ limit: '50', cursor: 'c-2' });
  });

  it('sends a field update as {id, field: value} (billing.md 7.5)', async () => {
    const fetch = scriptedFetch(json(billingGroup({ should_send_cc_payment_receipt: true })));
    await api(fetch).updateBillingGroup('bg-1', { should_send_cc_payment_receipt: true });
    const request = sentRequest(fetch);
    expect([request.method, new URL(request.url).pathname]).toEqual(['PUT', '/billing/billing_groups/bg-1']);
    expect(JSON.parse(await request.text())).toEqual({ id: 'bg-1', should_send_cc_payment_receipt: true });
  });

  it('activates invoice payment with the billing group', async () => {
    const fetch = scriptedFetch(json(paymentMethod()));
    await api(fetch).activateInvoicePayment('acc-1', 'bg-1');
    const request = sentRequest(fetch);
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/billing/accounts/acc-1/payment_method/activate_invoice']);
    expect(JSON.parse(await request.text())).toEqual({ billing_group: 'bg-1' });
  });

  it('tells a 3-D Secure action from a payment method', () => {
    expect(isPaymentMethodAction({ action: { type: 'redirect', url: 'https://psp.test/3ds', method: 'GET' } })).toBe(true);
    expect(isPaymentMethodAction(paymentMethod())).toBe(false);
  });
});

describe('waitForInvoicePsp (billing.md 4.9, 9)', () => {
  it('polls every 250 ms until the psp is an invoice PSP', async () => {
    const answers = [paymentMethod(), paymentMethod(), paymentMethod({ psp: 'netsuite', payment_method: 'invoice' })];
    const getPaymentMethod = vi.fn(async () => answers.shift() ?? null);
    const waits: number[] = [];
    const method = await waitForInvoicePsp({ getPaymentMethod }, 'acc-1', async (ms) => void waits.push(ms));
    expect(method.psp).toBe('netsuite');
    expect(getPaymentMethod).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([250, 250]);
  });

  it("fails with 'Polling failed' once 5000 ms have passed", async () => {
    const getPaymentMethod = vi.fn(async () => paymentMethod());
    let waited = 0;
    const error = await waitForInvoicePsp({ getPaymentMethod }, 'acc-1', async (ms) => void (waited += ms)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PollingFailedError);
    expect((error as Error).message).toBe('Polling failed');
    expect(POLLING_FAILED).toBe('Polling failed');
    expect(waited).toBe(INVOICE_PSP_POLL_TIMEOUT_MS);
    expect(getPaymentMethod).toHaveBeenCalledTimes(INVOICE_PSP_POLL_TIMEOUT_MS / INVOICE_PSP_POLL_INTERVAL_MS + 1);
    expect([INVOICE_PSP_POLL_INTERVAL_MS, INVOICE_PSP_POLL_TIMEOUT_MS]).toEqual([250, 5000]);
  });
});
