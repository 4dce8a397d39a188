import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/AppError';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, billingGroup, fakeBillingApi } from './testing/billingFixtures';
import { renderBilling } from './testing/renderBilling';

const GROUP = billingGroup();
const AT = `/accounts/${ACCOUNT_ID}/settings/billing/invoice-group/edit/${GROUP.id}`;
const POSTAL_CODE_MESSAGE = 'Must be a valid postal code (only digits, letters, spaces and hyphens)';

function api(overrides: Parameters<typeof fakeBillingApi>[0] = {}) {
  return fakeBillingApi({ getBillingGroup: async () => GROUP, getVatExemptForm: async () => null, ...overrides });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('InvoiceGroupEditPage (billing.md 2.4, 5)', () => {
  it('shows the group, and refuses a bad postal code with the spec text, keeping the input', async () => {
    const billing = api();
    renderBilling(AT, billing);
    await screen.findByRole('heading', { level: 1, name: 'Edit billing group' }, { timeout: 5000 });
    expect(field('Billing group name').value).toBe('Head office');
    await userEvent.clear(field('Postal code'));
    await userEvent.type(field('Postal code'), '#12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(field('Postal code'))).toContain(POSTAL_CODE_MESSAGE));
    expect(field('Postal code').value).toBe('#12');
    expect(document.activeElement).toBe(field('Postal code'));
    expect(billing.updateBillingGroup).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  }, 20_000);

  it("puts the server's per-field refusal on the field and keeps what was typed", async () => {
    const billing = api({
      updateBillingGroup: async () => {
        throw new AppError('Validation failed', { kind: 'badRequest', status: 400, fields: { city: 'Cannot be empty' } });
      },
    });
    renderBilling(AT, billing);
    await screen.findByRole('heading', { level: 1, name: 'Edit billing group' }, { timeout: 5000 });
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'Café Aurora Norr AB');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(field('City'))).toContain('Cannot be empty'));
    expect(field('Company name').value).toBe('Café Aurora Norr AB');
    expect(billing.updateBillingGroup).toHaveBeenCalledWith(GROUP.id, expect.objectContaining({ company_name: 'Café Aurora Norr AB', postal_code: '111 51' }));
  }, 20_000);

  it('offers the state field in a state country, as choices in the US', async () => {
    renderBilling(AT, api({ getBillingGroup: async () => billingGroup({ iso_country: 'US', state: 'TX', postal_code: '73301', city: 'Austin' }) }));
    await screen.findByRole('heading', { level: 1, name: 'Edit billing group' }, { timeout: 5000 });
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('TX');
  }, 20_000);

  it('has no state field outside the state countries', async () => {
    renderBilling(AT, api());
    await screen.findByRole('heading', { level: 1, name: 'Edit billing group' }, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'State' })).toBeNull();
  }, 20_000);

  it('sends the VAT-exemption form after the group, and goes where redirectOnSave says (fromUpdate noted)', async () => {
    const redirectOnSave = `/accounts/${ACCOUNT_ID}/settings/billing/update-payment/invoice`;
    const billing = api({ getPaymentMethod: async () => null, listBillingGroups: async () => [GROUP], updateBillingGroup: async () => GROUP, createVatExemptForm: async (_id, form) => ({ id: 'vat-1', created_at: '20261127120000', ...form }) });
    const { router } = renderBilling(`${AT}?fromUpdate=true&redirectOnSave=${encodeURIComponent(redirectOnSave)}`, billing);
    expect(await screen.findByText('Complete the billing address before you change the payment method.', undefined, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This company is exempt from VAT' }));
    const vat = screen.getByRole('group', { name: 'VAT exemption' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(within(vat).getByRole('textbox', { name: 'Company type' }))).toContain('Cannot be empty'));
    await userEvent.type(within(vat).getByRole('textbox', { name: 'Company type' }), 'non-profit');
    await userEvent.type(within(vat).getByRole('textbox', { name: 'Business description' }), 'Music for charity shops');
    await userEvent.type(within(vat).getByRole('textbox', { name: 'Contact name' }), 'Elsa Berg');
    await userEvent.type(within(vat).getByRole('textbox', { name: 'Contact phone' }), '+46 8 123 456');
    await userEvent.type(within(vat).getByRole('textbox', { name: 'State' }), 'Stockholm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay by invoice' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(redirectOnSave);
    expect(billing.updateBillingGroup.mock.calls[0]?.[1]).not.toHaveProperty('vat_exempt');
    expect(billing.createVatExemptForm).toHaveBeenCalledWith(GROUP.id, expect.objectContaining({ billing_group: GROUP.id, company_type: 'non-profit', contact_email: 'billing@aurora.test' }));
  }, 20_000);
});
