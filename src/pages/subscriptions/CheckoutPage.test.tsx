import { screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import SubscriptionAccountQuery from '../../__generated__/SubscriptionAccountQuery.graphql';
import { SubscriptionsApiProvider } from '../../rest/subscriptions';
import type { SubscriptionsApi } from '../../rest/subscriptions';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { CheckoutPage } from './CheckoutPage';
import { subscriptionAccountPreload } from './subscriptionQueries';

const ACCOUNT = 'acc-1';

/** No payment method, no invoice address, the price list of Sweden. */
const api = () =>
  ({
    paymentMethod: vi.fn(() => Promise.resolve(null)),
    defaultBillingAddress: vi.fn(() => Promise.resolve(null)),
    pricing: vi.fn(() => Promise.resolve({ price_list: [], iso_currency: 'SEK', invoice_fee: 4900, voucher: null })),
  }) as unknown as SubscriptionsApi;

/** A new account in onboarding with no zone yet, trying before it buys or not. */
function renderCheckout(tryBeforeYouBuy: boolean, at: string) {
  const environment = createMockEnvironment();
  const load = ({ params }: { params: Record<string, string | undefined> }) => preloadQuery(environment, SubscriptionAccountQuery, subscriptionAccountPreload(params.accountId ?? '').variables);
  return renderWithRelay(null, {
    environment,
    at,
    mockResolvers: {
      Account: () => ({ id: ACCOUNT, businessName: 'Café Lumen', country: 'SE', incomplete: false, tryBeforeYouBuy, featureFlags: ['onboarding_enabled'], checkoutState: 'SETUP' }),
      SoundZoneConnection: () => ({ total: 0, edges: [] }),
    },
    wrap: (children) => <SubscriptionsApiProvider value={api()}>{children}</SubscriptionsApiProvider>,
    routes: [
      { path: '/accounts/:accountId/checkout', loader: load, element: <CheckoutPage />, errorElement: <RouteErrorBoundary /> },
      { path: '/accounts/:accountId/checkout/:step', loader: load, element: <CheckoutPage />, errorElement: <RouteErrorBoundary /> },
    ],
  });
}

describe('CheckoutPage (billing.md 4.7)', { timeout: 30_000 }, () => {
  it('asks an account that buys at once for its details while it has no zone', async () => {
    const { router } = renderCheckout(false, `/accounts/${ACCOUNT}/checkout/details`);
    expect(await screen.findByText('Tell us where you play music: create your first zone.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/checkout/details`);
  });

  it('counts the details of a try-before-you-buy account as done, so it goes on to the plan', async () => {
    const { router } = renderCheckout(true, `/accounts/${ACCOUNT}/checkout/details`);
    expect(await screen.findByText('Choose the plan that fits your business.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/checkout/choose-plan`));
  });
});
