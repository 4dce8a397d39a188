import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../app/toasts/toastStore';
import { AppError } from '../../errors/AppError';
import { expectNoAxeViolations } from '../../testing/axe';
import { browserNavigation } from './UpdatePaymentPage';
import { ACCOUNT_ID, billingGroup, fakeBillingApi, paymentMethod } from './testing/billingFixtures';
import { renderBilling } from './testing/renderBilling';

const BILLING = `/accounts/${ACCOUNT_ID}/settings/billing`;
const CC = `${BILLING}/update-payment/cc`;
const INVOICE = `${BILLING}/update-payment/invoice`;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function api(overrides: Parameters<typeof fakeBillingApi>[0] = {}) {
  return fakeBillingApi({
    getPaymentMethod: async () => paymentMethod(),
    listBillingGroups: async () => [billingGroup()],
    listLedgerInvoices: async () => ({ invoices: [], total: 0, page_size: 20 }),
    listInvoiceSpecs: async () => ({ items: [], next_cursor: null }),
    ...overrides,
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillCard() {
  await userEvent.type(textbox('Name on card'), 'Elsa Berg');
  await userEvent.type(textbox('Card number'), '4917 6100 0000 0000');
  await userEvent.type(textbox('Expiry month (MM)'), '03');
  await userEvent.type(textbox('Expiry year (YYYY)'), '2030');
  await userEvent.type(textbox('Security code'), '737');
}

describe('UpdatePaymentPage (billing.md 2.4, 2.6, 4.9)', () => {
  it('without a billing group shows the missingBillingGroupRedirect toast and goes to billing', async () => {
    const show = vi.spyOn(toasts, 'show');
    const { router } = renderBilling(CC, api({ listBillingGroups: async () => [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILLING));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: 'Add a billing group before you change the payment method.' }));
  });

  it('sends the card to the server and follows the 3-D Secure redirect', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const billing = api({ updatePspPaymentMethod: async () => ({ action: { type: 'redirect', url: 'https://psp.test/3ds/challenge?challenge=c-1', method: 'GET' } }) });
    renderBilling(CC, billing);
    await screen.findByRole('heading', { level: 1, name: 'Pay by card' }, { timeout: 5000 });
    await expectNoAxeViolations();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://psp.test/3ds/challenge?challenge=c-1'));
    expect(billing.updatePspPaymentMethod).toHaveBeenCalledWith(ACCOUNT_ID, {
      psp: 'adyen_creditcard',
      payment_method_data: expect.objectContaining({ type: 'scheme', encryptedCardNumber: 'test_4917610000000000', holderName: 'Elsa Berg' }),
      return_url: `${window.location.origin}${CC}`,
      billing_group: billingGroup().id,
    });
  }, 20_000);

  it('shows a refusal as an error and keeps the form', async () => {
    const billing = api({
      updatePspPaymentMethod: async () => {
        throw new AppError('Refused', { kind: 'badRequest', status: 400, fields: { payment_method_data: 'Refused' } });
      },
    });
    renderBilling(CC, billing);
    await screen.findByRole('heading', { level: 1, name: 'Pay by card' }, { timeout: 5000 });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Refused');
    expect((textbox('Name on card') as HTMLInputElement).value).toBe('Elsa Berg');
  }, 20_000);

  it.each([
    ['3ds-error=timeout', 'timeout'],
    ['3ds-outcome=Refused', 'Refused'],
  ])('reads the return %s as a failure that keeps the form', async (query, code) => {
    renderBilling(`${CC}?${query}`, api());
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe(`The card could not be verified (code ${code}). Try again or use another card.`);
    expect(screen.getByRole('button', { name: 'Save card' })).toBeTruthy();
  });

  it('reads a bare 3ds-outcome as success and goes to billing', async () => {
    const show = vi.spyOn(toasts, 'show');
    const { router } = renderBilling(`${CC}?3ds-outcome`, api());
    await waitFor(() => expect(router.state.location.pathname).toBe(BILLING), { timeout: 5000 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: 'The card is verified and saved.' }));
  });

  it('switches to invoice: activates, polls until an invoice PSP, re-reads the billing groups', async () => {
    const answers = [paymentMethod(), paymentMethod(), paymentMethod({ psp: 'netsuite', payment_method: 'invoice' })];
    const billing = api({ activateInvoicePayment: async () => paymentMethod() });
    const { router } = renderBilling(INVOICE, billing);
    await screen.findByRole('heading', { level: 1, name: 'Pay by invoice' }, { timeout: 5000 });
    billing.getPaymentMethod.mockImplementation(async () => answers.shift() ?? paymentMethod({ psp: 'netsuite', payment_method: 'invoice' }));
    const groupsBefore = billing.listBillingGroups.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Switch to invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BILLING), { timeout: 5000 });
    expect(billing.activateInvoicePayment).toHaveBeenCalledWith(ACCOUNT_ID, billingGroup().id);
    expect(billing.listBillingGroups.mock.calls.length).toBeGreaterThan(groupsBefore);
  });

  it("says 'Polling failed' when the psp never becomes an invoice PSP", async () => {
    const billing = api({ activateInvoicePayment: async () => paymentMethod() });
    renderBilling(INVOICE, billing);
    await screen.findByRole('heading', { level: 1, name: 'Pay by invoice' }, { timeout: 5000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Switch to invoice' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await screen.findByRole('alert')).textContent).toBe('Polling failed');
  });
});
