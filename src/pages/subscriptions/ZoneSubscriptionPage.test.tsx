import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ZoneSubscriptionPageQuery from '../../__generated__/ZoneSubscriptionPageQuery.graphql';
import { ModalHost } from '../../app/modals/ModalHost';
import { modals } from '../../app/modals/modalStore';
import { toasts } from '../../app/toasts/toastStore';
import { Toaster } from '../../app/toasts/Toaster';
import { AppError } from '../../errors/AppError';
import { SubscriptionsApiProvider } from '../../rest/subscriptions';
import type { PaymentMethodRecord, SubscriptionsApi } from '../../rest/subscriptions';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { zoneSubscriptionPreload } from './subscriptionQueries';
import { ZoneSubscriptionPage } from './ZoneSubscriptionPage';

const ACCOUNT = 'acc-1';
const ZONE = 'zone-1';
const PAGE = `/accounts/${ACCOUNT}/zones/${ZONE}/subscription`;

const card = { psp: 'adyen_creditcard', creditcard_data: { card_type: 'visa' }, trial_expires_at: null } as unknown as PaymentMethodRecord;

const entry = (tier: string, billing_cycle: string, amount: number, periodMonths: number) => ({
  plan: tier === 'tier-3' ? 'unlimited' : 'essential',
  tier,
  billing_cycle,
  prices: [{ amount, period_months: periodMonths, from_month: 1, to_month: null }],
  trial_days: 0,
  trial_length: { without_payment_details: 0 },
  item_name: 'Streaming',
  iso_currency: 'SEK',
  // Ten days to the account's renewal date.
  alignment_cost: { net_total: 11500, entries: [{ period: { from: '2026-11-22', to: '2026-12-01' }, net_amount: 11500 }] },
});
/** A zone's pricing: every cycle of unlimited (the test account's plan) and of essential, with the invoice fee. */
const zonePricing = {
  iso_currency: 'SEK',
  invoice_fee: 4900,
  price_list: [entry('tier-1', 'monthly', 19900, 1), entry('tier-3', 'monthly', 34900, 1), entry('tier-3', 'quarterly', 99500, 3), entry('tier-3', 'yearly', 355900, 12), { ...entry('tier-1', 'yearly', 299000, 12), plan: 'unlimited' }],
};
const NBSP = '\u00a0';

function fakeApi(overrides: Partial<SubscriptionsApi> = {}): SubscriptionsApi {
  const subscription = {} as Awaited<ReturnType<SubscriptionsApi['resume']>>;
  return {
    paymentMethod: vi.fn(() => Promise.resolve(card)),
    zoneSubscription: vi.fn(() => Promise.resolve(subscription)),
    accountSubscription: vi.fn(() => Promise.resolve(null)),
    purchase: vi.fn(() => Promise.resolve({ id: 'r1', subscription: 's1', status: 'completed' as const, pays_until: null, payment_error_code: null })),
    resume: vi.fn(() => Promise.resolve(subscription)),
    deactivate: vi.fn(() => Promise.resolve(subscription)),
    modifyPause: vi.fn(() => Promise.resolve(subscription)),
    giveCancellationReason: vi.fn(() => Promise.resolve()),
    deactivateZone: vi.fn(() => Promise.resolve()),
    cancelDowngrade: vi.fn(() => Promise.resolve()),
    pricing: vi.fn(() => Promise.resolve(zonePricing)),
    ...overrides,
  } as unknown as SubscriptionsApi;
}

interface ZoneSpec {
  state: 'ACTIVE' | 'INACTIVE' | 'CANCELLED' | 'EXPIRED' | 'PAUSED';
  activeUntil?: string | null;
  reactivateAt?: string | null;
  plan?: string;
  subscribed?: number;
  zonePermissions?: string[];
}

const zoneResolvers = ({ state, activeUntil = '2027-01-15T00:00:00Z', reactivateAt = null, plan = 'UNLIMITED', subscribed = 1, zonePermissions = ['SUBSCRIPTION_READ', 'SUBSCRIPTION_WRITE'] }: ZoneSpec): MockResolvers => ({
  SoundZone: () => ({ id: ZONE, name: 'Bar', permissions: zonePermissions, subscription: { state, activeUntil, reactivateAt } }),
  Account: () => ({ id: ACCOUNT, plan, tier: 'TIER_3', incomplete: false, trialExpiresAt: null, permissions: ['ZONE_ACTIVATE', 'ZONE_DEACTIVATE'], distributor: null, subscribedZones: { total: subscribed } }),
});

function renderPage(spec: ZoneSpec, api = fakeApi(), at = PAGE) {
  const environment = createMockEnvironment();
  const load = ({ params }: { params: Record<string, string | undefined> }) => preloadQuery(environment, ZoneSubscriptionPageQuery, zoneSubscriptionPreload(params.zoneId ?? '').variables);
  const view = renderWithRelay(null, {
    environment,
    at,
    mockResolvers: zoneResolvers(spec),
    wrap: (children) => (
      <SubscriptionsApiProvider value={api}>
        {children}
        <ModalHost />
        <Toaster />
      </SubscriptionsApiProvider>
    ),
    routes: [
      { path: '/accounts/:accountId/zones/:zoneId/subscription', loader: load, element: <ZoneSubscriptionPage />, errorElement: <RouteErrorBoundary /> },
      { path: '/accounts/:accountId/zones/:zoneId/subscription/:action', loader: load, element: <ZoneSubscriptionPage />, errorElement: <RouteErrorBoundary /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  return { ...view, api };
}

const actions = () => screen.findByRole('group', { name: 'Subscription actions' });
const actionNames = async () => [...(await actions()).querySelectorAll('a, button')].map((element) => element.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
  modals.getModals().forEach((modal) => modals.close(modal.id));
});

describe('ZoneSubscriptionPage (billing.md 2.3, 4.2)', { timeout: 30_000 }, () => {
  it('shows an active zone with Pause zone and Deactivate zone, and no axe violations', async () => {
    renderPage({ state: 'ACTIVE' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar subscription' })).toBeTruthy();
    expect(await actionNames()).toEqual(['Pause zone', 'Deactivate zone']);
    expect(screen.getByText('Active. Renews on Jan 15, 2027.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('offers Cancel change for a scheduled downgrade and cancels it in the modal', async () => {
    const api = fakeApi({ accountSubscription: vi.fn(() => Promise.resolve({ upcoming_plan: 'essential' } as never)) });
    renderPage({ state: 'ACTIVE' }, api);
    expect(await screen.findByText('Active. Your plan changes to Essential at the next renewal.')).toBeTruthy();
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Cancel change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the plan change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Unlimited' }));
    await waitFor(() => expect(api.cancelDowngrade).toHaveBeenCalledWith(ACCOUNT));
    expect(await screen.findByText('The plan change is cancelled.')).toBeTruthy();
  });

  it('resubscribes an expired zone from /subscription/resubscribe', async () => {
    const { api, router } = renderPage({ state: 'EXPIRED', activeUntil: '2026-10-01T00:00:00Z' }, fakeApi(), `${PAGE}/resubscribe`);
    expect(await screen.findByText('The subscription has ended. The zone plays no music.')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Resume Bar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.resume).toHaveBeenCalledWith(ZONE));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(await screen.findByText('Bar is active again.')).toBeTruthy();
    expect(api.purchase).not.toHaveBeenCalled();
  });

  it('buys the subscription anew when an expired zone has no subscription record to reactivate', async () => {
    const { api } = renderPage({ state: 'EXPIRED', activeUntil: '2026-10-01T00:00:00Z' }, fakeApi({ zoneSubscription: vi.fn(() => Promise.resolve(null)) }), `${PAGE}/resubscribe`);
    const dialog = await screen.findByRole('dialog', { name: 'Resume Bar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.purchase).toHaveBeenCalledWith(ZONE, expect.objectContaining({ account: ACCOUNT, billing_cycle: 'yearly', tier: 'tier-3', plan: 'unlimited', discount_months: 0 })));
    expect(api.resume).not.toHaveBeenCalled();
  });

  it('shows what activating costs: each cycle at the account\'s plan and tier, and the chosen cycle\'s price table (billing.md 4.8)', async () => {
    const { api } = renderPage({ state: 'INACTIVE', activeUntil: null }, fakeApi(), `${PAGE}/activate`);
    const dialog = await screen.findByRole('dialog', { name: 'Activate Bar' });
    const monthly = await within(dialog).findByRole('radio', { name: `Monthly 349,00${NBSP}kr per zone a month` });
    // The yearly price shows at a tier below 3 (tier-1); what the table charges stays at the account's tier-3.
    const yearly = within(dialog).getByRole('radio', { name: `Yearly 2${NBSP}990,00${NBSP}kr per zone a year` });
    await userEvent.click(yearly);
    const charges = within(within(dialog).getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(charges.some((row) => row?.endsWith(`3${NBSP}559,00${NBSP}kr`))).toBe(true);
    expect(charges.some((row) => row?.includes('2${NBSP}990'))).toBe(false);
    expect(api.pricing).toHaveBeenCalledWith({ soundZone: ZONE });
    await userEvent.click(monthly);
    const table = within(dialog).getByRole('table', { name: 'What you pay for Unlimited, the next 12 months' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toBe(`Until your renewal date, 10 days at 11,50${NBSP}kr a day115,00${NBSP}kr`);
    // A card payer pays no invoice fee.
    expect(rows.some((row) => row?.startsWith('Invoice fee'))).toBe(false);
    await expectNoAxeViolations(dialog);
  });

  it('adds the one-time invoice fee to the price table of an account that pays by invoice', async () => {
    renderPage({ state: 'INACTIVE', activeUntil: null }, fakeApi({ paymentMethod: vi.fn(() => Promise.resolve({ psp: 'manual_billing', trial_expires_at: null } as unknown as PaymentMethodRecord)) }), `${PAGE}/activate`);
    const dialog = await screen.findByRole('dialog', { name: 'Activate Bar' });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toContain(`Invoice fee (one-time)49,00${NBSP}kr`);
  });

  it('shows a failed purchase with its error code', async () => {
    const api = fakeApi({ purchase: vi.fn(() => Promise.reject(new AppError("Purchase failed with error code 'refused'", { kind: 'client', code: 'refused' }))) });
    renderPage({ state: 'INACTIVE', activeUntil: null }, api, `${PAGE}/activate`);
    const dialog = await screen.findByRole('dialog', { name: 'Activate Bar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Monthly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText("Purchase failed with error code 'refused'")).toBeTruthy();
    expect(api.purchase).toHaveBeenCalledWith(ZONE, expect.objectContaining({ account: ACCOUNT, billing_cycle: 'monthly', tier: 'tier-3', plan: 'unlimited', legal_acceptance: true, terms_type: 'general' }));
  });

  it('opens the upgrade modal instead of activating a second zone on the starter plan', async () => {
    renderPage({ state: 'INACTIVE', activeUntil: null, plan: 'STARTER', subscribed: 1 });
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Activate subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByText('The Starter plan plays music in one zone. Upgrade to activate more than one zone.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/upgrade-plan`);
  });

  it('pauses a zone until a chosen day', async () => {
    const { api } = renderPage({ state: 'ACTIVE' }, fakeApi(), `${PAGE}/pause`);
    const dialog = await screen.findByRole('dialog', { name: 'Pause Bar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause zone' }));
    expect(await within(dialog).findByText('Cannot be empty')).toBeTruthy();
    const segments = within(dialog).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('01152027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause zone' }));
    await waitFor(() => expect(api.deactivate).toHaveBeenCalledWith(ZONE, expect.any(Date)));
    const at = vi.mocked(api.deactivate).mock.calls[0]![1]!;
    expect([at.getFullYear(), at.getMonth(), at.getDate()]).toEqual([2027, 0, 15]);
  });

  it('unsubscribes with a cancellation reason, asking for details when the user explains', async () => {
    const { api } = renderPage({ state: 'PAUSED', reactivateAt: '2027-02-01T00:00:00Z' }, fakeApi(), `${PAGE}/unsubscribe`);
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribe Bar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Let me explain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog).findByText('Cannot be empty')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'We are moving');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(api.deactivate).toHaveBeenCalledWith(ZONE));
    expect(api.giveCancellationReason).toHaveBeenCalledWith(ZONE, { name: 'user_defined', text: 'Let me explain', detailed_text: 'We are moving' });
  });

  it('shows the noPermission message without SUBSCRIPTION_WRITE on the zone', async () => {
    renderPage({ state: 'ACTIVE', zonePermissions: ['SUBSCRIPTION_READ'] });
    await screen.findByRole('heading', { level: 1, name: 'Bar subscription' });
    expect(await screen.findByText('You do not have permission to change the subscription.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Subscription actions' })).toBeNull();
  });

  it('shows the trial and a checkout call to action without a payment method', async () => {
    const api = fakeApi({ paymentMethod: vi.fn(() => Promise.resolve({ ...card, creditcard_data: null, trial_expires_at: '20261206000000' } as unknown as PaymentMethodRecord)) });
    renderPage({ state: 'ACTIVE' }, api);
    expect(await screen.findByText('Free trial until Dec 6, 2026.')).toBeTruthy();
    expect(within(await actions()).getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/checkout`);
  });
});
