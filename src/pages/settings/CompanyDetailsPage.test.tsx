import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../domain/validation';
import type { SettingsAccount, SettingsApi } from '../../rest/settings';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError, descriptionOf } from '../auth/testing/renderPage';
import { CompanyDetailsPage } from './CompanyDetailsPage';
import { ACCOUNT_ID, dismissToasts, fakeSettingsApi, getAccountFailingOnce, renderSettings, settingsAccount, settingsPath, toastMessages } from './testing/renderSettings';

function renderDetails(api: Partial<SettingsApi> = {}, account: SettingsAccount = settingsAccount()) {
  const fake = fakeSettingsApi({ getAccount: async () => account, updateAccount: async () => account, ...api });
  const view = renderSettings({ path: '/accounts/:accountId/settings/overview/company-details', at: settingsPath('/overview/company-details'), page: <CompanyDetailsPage />, api: fake });
  return { ...view, api: fake, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const where = () => screen.getByTestId('elsewhere').textContent;

async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
  act(() => field(name).blur());
}

afterEach(dismissToasts);

describe('CompanyDetailsPage (navigation.md 2.4; core.md 5)', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the company in the form, accessibly', async () => {
    const { container } = renderDetails({}, settingsAccount({ phone: '08-123 456', org_number: '556677-8899' }));
    expect(screen.getByRole('status', { name: 'Loading the company details' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Edit company details' });
    expect(field('Company name').value).toBe('Café Lumen');
    expect(field('Street address').value).toBe('Götgatan 1');
    expect(field('Postal code').value).toBe('116 46');
    expect(field('City').value).toBe('Stockholm');
    expect(field('Phone (optional)').value).toBe('08-123 456');
    expect(field('Organisation number (optional)').value).toBe('556677-8899');
    // Sweden has no states: the field is not asked for.
    expect(screen.queryByRole('textbox', { name: 'State or region' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/settings/overview`);
    await expectNoAxeViolations(container);
  });

  it('saves the changed details with the server’s names, then opens the overview', async () => {
    const { api, user } = renderDetails();
    await screen.findByRole('form', { name: 'Edit company details' });
    await retype('Company name', 'Café Lumen Söder');
    await retype('Phone (optional)', '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where()).toBe(`/accounts/${ACCOUNT_ID}/settings/overview`));
    expect(api.updateAccount).toHaveBeenCalledWith(ACCOUNT_ID, {
      business_name: 'Café Lumen Söder',
      business_type: 'cafe',
      address: 'Götgatan 1',
      postal_code: '116 46',
      city: 'Stockholm',
      iso_country: 'SE',
      state: null,
      phone: null,
      org_number: null,
    });
    expect(toastMessages()).toContain('Company details saved');
  });

  it('asks for the state where the country has them, and sends it', async () => {
    const { api, user } = renderDetails({}, settingsAccount({ iso_country: 'US', state: 'NY', address: '5th Avenue 1', postal_code: '10001', city: 'New York' }));
    await screen.findByRole('form', { name: 'Edit company details' });
    await retype('State or region', 'New York');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field('State or region'))).toContain(messages.state);
    expect(api.updateAccount).not.toHaveBeenCalled();
    await retype('State or region', 'CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateAccount).toHaveBeenCalledWith(ACCOUNT_ID, expect.objectContaining({ iso_country: 'US', state: 'CA' })));
  });

  it('checks the fields before saving and keeps what was typed', async () => {
    const { api, user } = renderDetails();
    await screen.findByRole('form', { name: 'Edit company details' });
    await retype('Company name', '');
    await retype('Organisation number (optional)', '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(field('Company name'))).toContain(messages.required);
    expect(descriptionOf(field('Organisation number (optional)'))).toContain(messages.orgNumber);
    expect(field('Organisation number (optional)').value).toBe('12');
    expect(api.updateAccount).not.toHaveBeenCalled();
  });

  it("puts the server's messages on their fields and stays", async () => {
    const refusal = appError('The request is invalid', { status: 400, fields: { business_name: 'Already taken by another company', postal_code: messages.postalCode } });
    const { user } = renderDetails({ updateAccount: async () => Promise.reject(refusal) });
    await screen.findByRole('form', { name: 'Edit company details' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(field('Company name'))).toContain('Already taken by another company'));
    expect(descriptionOf(field('Postal code'))).toContain(messages.postalCode);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(toastMessages()).not.toContain('Company details saved');
  });

  it('says when the company cannot be loaded, and loads it again on Try again', async () => {
    const getAccount = getAccountFailingOnce();
    const { user } = renderDetails({ getAccount });
    expect(await screen.findByText(/The company overview could not be loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Edit company details' })).toBeTruthy();
  });
});
