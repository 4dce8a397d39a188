import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, billingGroup, fakeBillingApi, invoiceSpec } from './testing/billingFixtures';
import { renderBilling } from './testing/renderBilling';

describe('invoice pages (billing.md 2.5)', () => {
  it('shows an invoice by its uuid, with its status label and document link', async () => {
    const invoice = invoiceSpec(4, { sent: [{ url: 'https://docs.test/first.pdf', sent_at: '20261101000000' }, { url: 'https://docs.test/last.pdf', sent_at: '20261102000000' }], pdf_link: 'https://docs.test/pdf.pdf' });
    renderBilling(`/invoice/${invoice.uuid}`, fakeBillingApi({ getInvoiceByUuid: async () => invoice }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 100004' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('373,75\u00a0kr');
    expect(screen.getByRole('link', { name: 'Download the invoice document' }).getAttribute('href')).toBe('https://docs.test/last.pdf');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // Bare: nothing leads into the app.
    expect(screen.queryByRole('link', { name: 'Go to billing' })).toBeNull();
    await expectNoAxeViolations();
  });

  it("shows an invoice by account and reference, with the way back to the account's billing", async () => {
    const invoice = invoiceSpec(4);
    renderBilling(`/invoice/${ACCOUNT_ID}/${invoice.refnumber}`, fakeBillingApi({ getInvoiceByRefnumber: async () => invoice }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 100004' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/settings/billing`);
  });

  it('shows its not-found page for an unknown reference', async () => {
    renderBilling(`/invoice/${ACCOUNT_ID}/999`, fakeBillingApi({ getInvoiceByRefnumber: async () => null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/settings/billing`);
    await expectNoAxeViolations();
  });
});

describe('exchange rates page (billing.md 2.5)', () => {
  it('lists the rates of the currency on the date', async () => {
    const api = fakeBillingApi({ getExchangeRates: async () => ({ base_currency: 'EUR', effective_date: 20261122, rates: { SEK: 11.42, GBP: 0.86 } }) });
    renderBilling('/exchangerates/2026-11-22/eur', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange rates for EUR on 2026-11-22' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['GBP', 'SEK']);
    expect(screen.getByText('11.42')).toBeTruthy();
    expect(api.getExchangeRates).toHaveBeenCalledWith('2026-11-22', 'EUR');
  });

  it('says when no rates are known', async () => {
    renderBilling('/exchangerates/2026-11-22/XXX', fakeBillingApi({ getExchangeRates: async () => null }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('No exchange rates are known for XXX on 2026-11-22.');
  });
});

describe('billing e-mail page', () => {
  it("saves the default group's e-mail", async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const api = fakeBillingApi({
      listBillingGroups: async () => [billingGroup()],
      updateBillingGroup: async (_id, changes) => billingGroup(changes),
      getPaymentMethod: async () => null,
    });
    const { router } = renderBilling(`/accounts/${ACCOUNT_ID}/settings/billing/update-billing-email`, api);
    const field = (await screen.findByRole('textbox', { name: 'Billing e-mail' }, { timeout: 5000 })) as HTMLInputElement;
    expect(field.value).toBe('billing@aurora.test');
    await userEvent.clear(field);
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'invoices@aurora.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.updateBillingGroup).toHaveBeenCalledWith(billingGroup().id, { email: 'invoices@aurora.test' });
    await screen.findByTestId('elsewhere').catch(() => undefined);
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}/settings`);
  }, 20_000);
});
