import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pricing, SignupApi } from '../../rest/signup';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError, fakeAuthScreens, renderPage } from '../auth/testing/renderPage';
import { VendorConnectPage } from './VendorConnectPage';
import { readPairing } from './vendorPaths';
import { ONBOARDING_OVERRIDES_KEY } from '../onboarding/onboardingPaths';

const entry = (tier: string, billing_cycle: string, amount: number, trial_days = 14) => ({ billing_cycle, tier, plan: 'unlimited', prices: [{ amount, period_months: 1, from_month: 1, to_month: null }], trial_days, iso_currency: 'SEK' });
const pricing = { iso_currency: 'SEK', invoice_fee: 0, voucher: null, price_list: [entry('tier-1', 'monthly', 19900), entry('tier-3', 'yearly', 299000, 30), entry('tier-3', 'monthly', 34900, 30)] } as unknown as Pricing;

const routes = [
  { path: '/connect/:vendor', element: <VendorConnectPage /> },
  { path: '/connect/:vendor/:pairingCode', element: <VendorConnectPage /> },
  { path: '/sonos/connect/v2/:householdId', element: <VendorConnectPage /> },
];

function renderConnect(at: string, signup: Partial<SignupApi> = {}) {
  const screens = fakeAuthScreens({ signup: { country: vi.fn(async () => 'SE'), pricing: vi.fn(async () => pricing), ...signup } });
  return renderPage({ routes, at, screens });
}

const elsewhere = () => screen.findByTestId('elsewhere');

afterEach(() => sessionStorage.clear());

describe('VendorConnectPage (navigation.md 2.12)', () => {
  it('shows a skeleton while the price loads', async () => {
    renderConnect('/connect/netplay', { pricing: vi.fn(() => new Promise<Pricing>(() => {})) });
    expect(await screen.findByRole('status', { name: 'Loading the price' })).toBeTruthy();
  });

  it("offers the free trial and the tier-3 monthly price of the visitor's country, to new and existing users", async () => {
    const { container, screens } = renderConnect('/connect/netplay/1234-5678');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play Cadence on NetPlay' })).toBeTruthy();
    expect(await screen.findByText(/^Try it free for 30 days, then 349(,00)?\s?kr a month per zone\.$/)).toBeTruthy();
    expect(screens.signup.pricing).toHaveBeenCalledWith('SE');
    expect(screen.getByRole('button', { name: 'New user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Existing user' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("'existing user' (login) keeps the pairing and goes to the pairing path with the validated search", async () => {
    renderConnect('/connect/partner-one/1234-5678?redirect=https%3A%2F%2Fapp.partner-one.com%2Fback&utm_source=x&stream=maybe');
    await userEvent.click(await screen.findByRole('button', { name: 'Existing user' }));
    expect((await elsewhere()).textContent).toBe('/connect/partner-one/1234-5678/pair?redirect=https%3A%2F%2Fapp.partner-one.com%2Fback');
    expect(readPairing()).toEqual({ vendor: 'partner-one', pairingCode: '1234-5678', search: { redirect: 'https://app.partner-one.com/back' } });
    expect(sessionStorage.getItem(ONBOARDING_OVERRIDES_KEY)).toBeNull();
  });

  it("'new user' (create-account) stores the onboarding overrides and goes to /signup", async () => {
    renderConnect('/connect/netplay');
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    expect((await elsewhere()).textContent).toBe('/signup');
    expect(JSON.parse(sessionStorage.getItem(ONBOARDING_OVERRIDES_KEY)!)).toEqual({ pairingGuide: true });
    expect(readPairing()).toEqual({ vendor: 'netplay', search: {} });
  });

  it('goes straight to the pairing path when pricing fails to load', async () => {
    renderConnect('/connect/streamsdk/1234-5678?appId=cadence-embedded', { pricing: vi.fn(async () => Promise.reject(appError('Unavailable', { status: 503 }))) });
    expect((await elsewhere()).textContent).toBe('/connect/streamsdk/1234-5678/pair?appId=cadence-embedded');
    expect(readPairing()).toMatchObject({ vendor: 'streamsdk', pairingCode: '1234-5678', search: { appId: 'cadence-embedded' } });
  });

  it.each([
    ['/connect/streamsdk/1234-5678?appId=stranger', 'This link cannot be used to connect: Unknown streamsdk appId "stranger"'],
    ['/connect/partner-two/1234-5678', 'This link cannot be used to connect: Missing redirect url'],
    ['/connect/partner-one?redirect=nope', 'This link cannot be used to connect: Not a redirect url'],
    ['/connect/sdk?redirect=https%3A%2F%2Fevil.test', 'This link cannot be used to connect: Invalid redirect url'],
    ['/connect/sdk', 'This link cannot be used to connect: Must provide a redirect url in the redirect parameter'],
  ])('refuses %s: %s', async (at, message) => {
    const { container } = renderConnect(at);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/home');
    await expectNoAxeViolations(container);
  });

  it("is the speaker household's connect page, leading to its pair page", async () => {
    renderConnect('/sonos/connect/v2/Sonos_k9.a?linkCode=L1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play Cadence on your Sonos speakers' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Existing user' }));
    expect((await elsewhere()).textContent).toBe('/sonos/pair/v2/Sonos_k9.a?linkCode=L1');
    expect(readPairing()).toEqual({ vendor: 'sonos', householdId: 'Sonos_k9.a', search: { linkCode: 'L1' } });
  });
});
