import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import type { Pricing } from '../../rest/signup';
import { appError, fakeAuthScreens, renderPage, testSession } from '../auth/testing/renderPage';
import { ReferralLandingPage } from './ReferralLandingPage';
import { signupStepPage } from './SignupPages';
import { writeDraft } from './signupFlow';

const pricing = {
  iso_currency: 'SEK',
  invoice_fee: 0,
  voucher: null,
  price_list: [{ billing_cycle: 'monthly', tier: 'tier-3', plan: 'essential', prices: [{ amount: 29900, period_months: 1, from_month: 1, to_month: null }], trial_days: 14, iso_currency: 'SEK' }],
} as unknown as Pricing;

const offer = {
  country: vi.fn(async () => 'SE'),
  pricing: vi.fn(async () => pricing),
  verifyVoucher: vi.fn(async (code: string) => ({ valid: true, voucher_code: code, billing_voucher: 'v1', description: '50% off the first 3 months', discount_percent: 50, months: 3 })),
};

const stepRoutes = (['company-type', 'company', 'role', 'email', 'user'] as const).map((step) => {
  const Page = signupStepPage('signup', step);
  return { path: `/signup/${step}`, element: <Page /> };
});

afterEach(() => sessionStorage.clear());

describe('signup steps', () => {
  it('sends a visitor without a company type back to the first step, which validates on submit and keeps the draft', async () => {
    const view = renderPage({ routes: stepRoutes, at: '/signup/company?voucher=WELCOME50', screens: fakeAuthScreens({ signup: offer }) });
    expect(await screen.findByRole('heading', { name: 'What kind of business is it?' })).toBeTruthy();
    expect(await screen.findByText('Voucher WELCOME50: 50% off the first 3 months')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    await expectNoAxeViolations(view.container);
    await userEvent.click(screen.getByRole('radio', { name: 'Café' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('cadence.signupDraft.signup')!)).toMatchObject({ companyType: 'cafe' }));
  }, 20_000);

  it('creates the user and the account with the verified voucher, signs in and goes to onboarding', async () => {
    writeDraft(sessionStorage, 'signup', { companyType: 'cafe', companyName: 'Café Lumen', companyAddress: 'Sveavägen 1', companyPostalCode: '111 57', companyCity: 'Stockholm', chosenCountry: 'SE', userRole: 'owner', email: 'maja@lumen.test', referralCode: 'REF1' });
    const createUser = vi.fn(async () => ({ token: 'auth-token', user: { id: 'user-new' } }) as never);
    const createAccount = vi.fn(async () => ({ id: 'acc-1', terms_type: 'us' }));
    const acceptLegal = vi.fn(async () => {});
    const session = testSession();
    renderPage({ routes: stepRoutes, at: '/signup/user?voucher=WELCOME50', session, screens: fakeAuthScreens({ signup: { ...offer, createUser, createAccount, acceptLegal } }) });
    await screen.findByText('Voucher WELCOME50: 50% off the first 3 months');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maja');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/accounts/acc-1/onboarding');
    expect(createUser).toHaveBeenCalledWith({ name: 'Maja', email: 'maja@lumen.test', start_of_week: 1, password: 'secret-pass' });
    expect(createAccount).toHaveBeenCalledWith(expect.objectContaining({ business_name: 'Café Lumen', billing_voucher: 'WELCOME50', referral_code: 'REF1', iso_country: 'SE' }));
    expect(acceptLegal).toHaveBeenCalledWith('acc-1', 'us');
    expect(session.auth.exchangeAuthToken).toHaveBeenCalledWith('auth-token');
    expect(sessionStorage.getItem('cadence.signupDraft.signup')).toBeNull();
  }, 20_000);

  it('shows the server’s message on its field and keeps the input', async () => {
    writeDraft(sessionStorage, 'signup', { companyType: 'cafe', companyName: 'Café Lumen', companyAddress: 'Sveavägen 1', companyPostalCode: '111 57', companyCity: 'Stockholm', chosenCountry: 'SE', userRole: 'owner', email: 'maja@lumen.test' });
    const createUser = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { name: 'x' } })));
    renderPage({ routes: stepRoutes, at: '/signup/user', screens: fakeAuthScreens({ signup: { ...offer, createUser } }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Maja');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The request is invalid')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('Maja');
  });
});

describe('partner signup (navigation.md 2.10)', () => {
  const PartnerUser = signupStepPage('partner-signup', 'user');
  const partnerRoutes = [{ path: '/partner-signup/user', element: <PartnerUser /> }];

  it('asks the e-mail on the user step, registers a partner account and goes to its onboarding, accessibly', async () => {
    writeDraft(sessionStorage, 'partner-signup', { companyName: 'Nordlys Audio', chosenCountry: 'SE', companyAddress: 'Sveavägen 1', companyPostalCode: '111 57', companyCity: 'Stockholm' });
    const createUser = vi.fn(async () => ({ token: 'auth-token', user: { id: 'user-new' } }) as never);
    const createAccount = vi.fn(async () => ({ id: 'acc-p', terms_type: 'general' }));
    const acceptLegal = vi.fn(async () => {});
    const view = renderPage({ routes: partnerRoutes, at: '/partner-signup/user', session: testSession(), screens: fakeAuthScreens({ signup: { ...offer, createUser, createAccount, acceptLegal } }) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Per');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    expect(createUser).not.toHaveBeenCalled();
    await expectNoAxeViolations(view.container);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'per@nordlys.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/accounts/acc-p/onboarding');
    expect(createUser).toHaveBeenCalledWith({ name: 'Per', email: 'per@nordlys.test', start_of_week: 1, password: 'secret-pass' });
    expect(createAccount).toHaveBeenCalledWith(expect.objectContaining({ business_name: 'Nordlys Audio', account_type: 'partner', business_type: 'partner' }));
    expect(acceptLegal).toHaveBeenCalledWith('acc-p', 'general');
  }, 20_000);
});

describe('ReferralLandingPage', () => {
  const routes = [{ path: '/referral/:code', element: <ReferralLandingPage /> }];

  it('shows who invites and carries the code into signup', async () => {
    const referral = vi.fn(async () => ({ code: 'REF1', account: 'a1', business_name: 'Reseller AB', reward: 'One month free' }));
    const view = renderPage({ routes, at: '/referral/REF1', screens: fakeAuthScreens({ signup: { referral } }) });
    expect(await screen.findByText('Reseller AB invites you to Cadence: One month free when you sign up.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?referralCode=REF1');
    await expectNoAxeViolations(view.container);
  });

  it('says an unknown code does not work', async () => {
    const referral = vi.fn(async () => Promise.reject(appError('Referral not found', { status: 404 })));
    renderPage({ routes, at: '/referral/NOPE', screens: fakeAuthScreens({ signup: { referral } }) });
    expect(await screen.findByRole('heading', { name: 'This referral link does not work' })).toBeTruthy();
  });
});
