import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SubscriptionAccountQuery from '../../__generated__/SubscriptionAccountQuery.graphql';
import { toasts } from '../../app/toasts/toastStore';
import { SubscriptionsApiProvider } from '../../rest/subscriptions';
import type { SubscriptionsApi } from '../../rest/subscriptions';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { appError } from '../auth/testing/renderPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { AddonActivatePage, AddonActivatedPage, afterActivation } from './AddonPages';
import { subscriptionAccountPreload } from './subscriptionQueries';

const ACCOUNT = 'acc-1';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

function renderAddons(at: string, { activateAddon = vi.fn(async () => ({}) as never), account = true }: { activateAddon?: SubscriptionsApi['activateAddon']; account?: boolean } = {}) {
  const environment = createMockEnvironment();
  const api = { activateAddon: vi.fn(activateAddon) } as unknown as SubscriptionsApi;
  const view = renderWithRelay(null, {
    environment,
    at,
    mockResolvers: {
      ...(account ? {} : { Query: () => ({ account: null }) }),
      Account: () => ({ id: ACCOUNT, businessName: 'Café Lumen', country: 'SE' }),
    },
    wrap: (children) => <SubscriptionsApiProvider value={api}>{children}</SubscriptionsApiProvider>,
    routes: [
      {
        path: '/accounts/:accountId/addons/:addonId/activate',
        loader: ({ params }) => preloadQuery(environment, SubscriptionAccountQuery, subscriptionAccountPreload(params.accountId ?? '').variables),
        element: <AddonActivatePage />,
        errorElement: <RouteErrorBoundary />,
      },
      { path: '/accounts/:accountId/settings/addons/activated/:addon', element: <AddonActivatedPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
  });
  return { ...view, api, user: userEvent.setup() };
}

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

describe('afterActivation (billing.md 2.6)', () => {
  it('leads to the activated page of an add-on that has one, else to the subscription settings', () => {
    expect(afterActivation(ACCOUNT, 'hifi')).toBe(`/accounts/${ACCOUNT}/settings/addons/activated/hifi`);
    expect(afterActivation(ACCOUNT, 'messaging')).toBe(`/accounts/${ACCOUNT}/settings/subscriptions`);
  });
});

describe('AddonActivatePage (billing.md 2.6)', { timeout: 20_000 }, () => {
  it('activates the add-on, then opens its activated page in place of this one', async () => {
    const { api, user, router, container } = renderAddons(`/accounts/${ACCOUNT}/addons/hifi/activate`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate HiFi audio' })).toBeTruthy();
    expect(screen.getByText('Play every zone in high fidelity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/settings/subscriptions`);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Activate HiFi audio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HiFi audio is on' })).toBeTruthy();
    expect(api.activateAddon).toHaveBeenCalledWith(ACCOUNT, 'hifi');
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/settings/addons/activated/hifi`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toasts.getToasts().map((toast) => toast.message)).toContain('HiFi audio is active.');
  });

  it('goes to the subscription settings after an add-on without an activated page', async () => {
    const { api, user } = renderAddons(`/accounts/${ACCOUNT}/addons/messaging/activate`);
    await user.click(await screen.findByRole('button', { name: 'Activate In-store messaging' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe(`/accounts/${ACCOUNT}/settings/subscriptions`));
    expect(api.activateAddon).toHaveBeenCalledWith(ACCOUNT, 'messaging');
  });

  it('says why the activation failed and stays, so it can be tried again', async () => {
    const activateAddon = vi
      .fn<SubscriptionsApi['activateAddon']>()
      .mockRejectedValueOnce(appError('The add-on is not sold in your country', { status: 409 }))
      .mockResolvedValueOnce({} as never);
    const { user, router } = renderAddons(`/accounts/${ACCOUNT}/addons/hifi/activate`, { activateAddon });
    await user.click(await screen.findByRole('button', { name: 'Activate HiFi audio' }));
    expect(await screen.findByText('The add-on is not sold in your country')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/addons/hifi/activate`);
    expect(toasts.getToasts().filter((toast) => toast.visible)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Activate HiFi audio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HiFi audio is on' })).toBeTruthy();
  });

  it.each([
    ['an add-on id that is not one', `/accounts/${ACCOUNT}/addons/karaoke/activate`, true],
    ['an account the server does not find', `/accounts/${ACCOUNT}/addons/hifi/activate`, false],
  ])('shows the not-found card for %s, with nothing to activate', async (_name, at, account) => {
    const { api } = renderAddons(at, { account });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add-on not found' })).toBeTruthy();
    expect(screen.getByText('There is no such add-on.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(api.activateAddon).not.toHaveBeenCalled();
  });
});

describe('AddonActivatedPage (navigation.md 2.4)', { timeout: 20_000 }, () => {
  it("shows the add-on's title, subtitle and next-step cards from the translations", async () => {
    const { container } = renderAddons(`/accounts/${ACCOUNT}/settings/addons/activated/hifi`);
    expect(await screen.findByRole('heading', { level: 1, name: 'HiFi audio is on' })).toBeTruthy();
    expect(screen.getByText('Your zones can now play music in high fidelity.')).toBeTruthy();
    const zones = within(screen.getByRole('article', { name: 'Turn it on per zone' }));
    expect(zones.getByText("Choose high-fidelity audio in a zone's settings.")).toBeTruthy();
    expect(zones.getByRole('link', { name: 'Go to your zones' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/zones`);
    const settings = within(screen.getByRole('article', { name: 'Manage add-ons' }));
    expect(settings.getByText('See and manage your add-ons with your subscriptions.')).toBeTruthy();
    expect(settings.getByRole('link', { name: 'See subscriptions' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/settings/subscriptions`);
    await expectNoAxeViolations(container);
  });
});
