// The billing block of the route table (src/routes.tsx): guards, loaders through context.billing(),
// the account-switch target and the bare invoice page.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, Outlet, useMatches } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { mergeLayoutHandles } from '../../layout/routeHandle';
import { createAppRouter } from '../../routes';
import type { AppRouter } from '../../routes';
import { FAKE_ACCOUNT_ID, fakeRouterContext } from '../../routing/testing/fakeRouterContext';
import type { FakeRouterState } from '../../routing/testing/fakeRouterContext';
import { billingGroup, fakeBillingApi, invoiceSpec, paymentMethod } from './testing/billingFixtures';

vi.mock('../../relay/RelayEnvironments', () => ({ RelayEnvironments: ({ children }: { children: ReactNode }) => children }));

const A = FAKE_ACCOUNT_ID;

function Layout() {
  const handle = mergeLayoutHandles(useMatches().map((match) => match.handle));
  return (
    <>
      <p data-testid="chrome">{JSON.stringify(handle)}</p>
      <Outlet />
    </>
  );
}

async function visit(path: string, state: Partial<FakeRouterState> = {}) {
  const context = fakeRouterContext(state);
  const router: AppRouter = createAppRouter(context, { Layout, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 5000 });
  await act(async () => {});
  return { router, context };
}

const billingApi = () =>
  fakeBillingApi({
    getPaymentMethod: async () => paymentMethod(),
    listBillingGroups: async () => [billingGroup()],
    listLedgerInvoices: async () => ({ invoices: [], total: 0, page_size: 20 }),
    listInvoiceSpecs: async () => ({ items: [], next_cursor: null }),
    getInvoiceByUuid: async () => invoiceSpec(1),
  });

const FINANCE = { permissions: ['SETTINGS_READ', 'SUBSCRIPTION_WRITE', 'ZONE_ACTIVATE', 'BILLING_GROUPS_EDIT'] as const };

describe('billing routes', () => {
  it('opens billing settings for zone.activate, staying on billing across an account switch', async () => {
    const { router } = await visit(`/accounts/${A}/settings/billing`, { billingApi: billingApi(), accountFacts: { [A]: { permissions: [...FINANCE.permissions] } } });
    expect(router.state.location.pathname).toBe(`/accounts/${A}/settings/billing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 5000 })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('chrome').textContent ?? '{}').accountSwitchTarget).toBe('/accounts/:accountId/settings/billing');
  }, 20_000);

  it('sends a member without zone.activate back to settings', async () => {
    const { router } = await visit(`/accounts/${A}/settings/billing`, { billingApi: billingApi(), accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/accounts/${A}/settings/billing`));
    expect(router.state.location.pathname.startsWith(`/accounts/${A}/settings`)).toBe(true);
  });

  it('refuses an update-payment type outside cc and invoice', async () => {
    await visit(`/accounts/${A}/settings/billing/update-payment/bitcoin`, { billingApi: billingApi(), accountFacts: { [A]: { permissions: [...FINANCE.permissions] } } });
    expect(await screen.findByText(/not found|can't find|couldn't find/i, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the invoice bare, without header, sidebar or search, also to a visitor', async () => {
    await visit(`/invoice/${invoiceSpec(1).uuid}`, { login: 'none', billingApi: billingApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 100001' }, { timeout: 5000 })).toBeTruthy();
    const chrome = JSON.parse(screen.getByTestId('chrome').textContent ?? '{}') as { chrome: Record<string, boolean> };
    expect(chrome.chrome).toMatchObject({ header: false, sidebar: false, search: false });
  });
});
