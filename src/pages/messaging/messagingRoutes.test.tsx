// The messaging block of the route table (src/routes.tsx): the messaging_enabled guard, the redirect to
// the campaigns, the loaders through context.restApi() with the list's search, and 'create' never read
// as an id.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, useMatches } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { mergeLayoutHandles } from '../../layout/routeHandle';
import { createAppRouter } from '../../routes';
import { FAKE_ACCOUNT_ID, fakeRouterContext } from '../../routing/testing/fakeRouterContext';
import type { FakeRouterState } from '../../routing/testing/fakeRouterContext';
import { campaign, fakeMessagingApi, message } from './testing/messagingFixtures';
import { closeOverlays } from './testing/renderMessaging';
import { appError } from '../auth/testing/renderPage';

vi.mock('../../relay/RelayEnvironments', () => ({ RelayEnvironments: ({ children }: { children: ReactNode }) => children }));

afterEach(closeOverlays);

const A = FAKE_ACCOUNT_ID;
const ENABLED = { accountFacts: { [A]: { featureFlags: ['messaging_enabled'], country: 'SE' } } };

function Layout() {
  const handle = mergeLayoutHandles(useMatches().map((match) => match.handle));
  return (
    <>
      <p data-testid="chrome">{JSON.stringify(handle)}</p>
      <Outlet />
    </>
  );
}

async function visit(path: string, state: Partial<FakeRouterState>, context = fakeRouterContext(state)) {
  const router = createAppRouter(context, { Layout, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 5000 });
  await act(async () => {});
  return { router, context };
}

const messagingApi = () =>
  fakeMessagingApi({
    listCampaigns: async () => [campaign()],
    listMessages: async () => [message()],
    getMessage: async () => message(),
    getCampaign: async () => campaign(),
    listZones: async () => [],
  });

describe('messaging routes (navigation.md 2.4)', () => {
  it('sends an account without messaging to the messaging promo', async () => {
    const api = messagingApi();
    const { router } = await visit(`/accounts/${A}/messaging/campaigns`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } }, restApi: api });
    expect(router.state.location.pathname).toBe(`/accounts/${A}/settings/addons/promo/messaging`);
    expect(api.listCampaigns).not.toHaveBeenCalled();
  });

  it('leads /messaging to the campaign list, which the header shows above, loaded with the URL’s search', async () => {
    const api = messagingApi();
    const { router } = await visit(`/accounts/${A}/messaging`, { ...ENABLED, restApi: api });
    expect(router.state.location.pathname).toBe(`/accounts/${A}/messaging/campaigns`);
    expect(await screen.findByRole('link', { name: 'Winter offers' }, { timeout: 5000 })).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('chrome').textContent ?? '{}').chrome?.header).not.toBe(false);
    await act(async () => router.navigate(`/accounts/${A}/messaging/campaigns?q=win&sort=status`));
    await waitFor(() => expect(api.listCampaigns).toHaveBeenLastCalledWith(A, { q: 'win', sort: 'status' }));
  }, 20_000);

  it('opens the message list, a message, and the create pages (never reading create as an id)', async () => {
    const api = messagingApi();
    const { router } = await visit(`/accounts/${A}/messaging/messages`, { ...ENABLED, restApi: api });
    expect(await screen.findByRole('link', { name: 'Happy hour' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => router.navigate(`/accounts/${A}/messaging/messages/${message().id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Happy hour' }, { timeout: 5000 })).toBeTruthy();
    expect(api.getMessage).toHaveBeenCalledWith(message().id);
    await act(async () => router.navigate(`/accounts/${A}/messaging/messages/create`));
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => router.navigate(`/accounts/${A}/messaging/campaigns/create`));
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => router.navigate(`/accounts/${A}/messaging/campaigns/${campaign().id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter offers' }, { timeout: 5000 })).toBeTruthy();
    expect(api.getMessage).toHaveBeenCalledTimes(1);
    expect(api.getCampaign).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('gives /messages/create its own error view: a failed load shows the full error page inside the layout, not the fallback of the pages around it', async () => {
    const context = fakeRouterContext({ ...ENABLED, restApi: messagingApi() });
    const facts = context.accountFacts.bind(context);
    // The guard reads the account's facts, then the page's loader, which finds the service unavailable.
    context.accountFacts = vi
      .fn<typeof context.accountFacts>()
      .mockImplementationOnce(facts)
      .mockRejectedValue(appError('Service Unavailable', { status: 503 }));
    await visit(`/accounts/${A}/messaging/messages/create`, {}, context);
    const page = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(page.dataset.variant).toBe('full');
    expect(within(page).getByRole('heading', { level: 1, name: 'Cadence is temporarily unavailable' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.getByTestId('chrome')).toBeTruthy();
  });

  it('shows the not-found page for a path messaging does not have', async () => {
    await visit(`/accounts/${A}/messaging/ads`, { ...ENABLED, restApi: messagingApi() });
    expect(await screen.findByText(/not found|can't find|couldn't find/i, undefined, { timeout: 5000 })).toBeTruthy();
  });
});
