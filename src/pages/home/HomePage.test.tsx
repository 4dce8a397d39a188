import { act, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderPage, testSession } from '../auth/testing/renderPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { HomePage } from './HomePage';
import { homeQueryPreload } from './homeQuery';
import HomePageQuery from '../../__generated__/HomePageQuery.graphql';
import type { HomePageQuery as HomePageQueryType } from '../../__generated__/HomePageQuery.graphql';
import { preloadQuery } from '../../testing/renderWithRelay';

const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYy8.';

interface HomeData {
  me: null | { __typename: 'User'; name: string; accounts: { total: number; edges: { node: { id: string; businessName: string } }[] } } | { __typename: 'Device'; id: string };
  account?: { id: string; businessName: string; soundZones: { total: number; stateTotals: { state: string; total: number }[] } } | null;
}

const maja = (accounts: { id: string; businessName: string }[] = [{ id: ACCOUNT_ID, businessName: 'Café Lumen' }]): HomeData['me'] => ({
  __typename: 'User',
  name: 'Maja',
  accounts: { total: accounts.length, edges: accounts.map((node) => ({ node })) },
});

const lumen = (total: number, stateTotals: { state: string; total: number }[]) => ({ id: ACCOUNT_ID, businessName: 'Café Lumen', soundZones: { total, stateTotals } });

async function renderHome({ data, signedIn = true, accountId, pending = false }: { data?: HomeData; signedIn?: boolean; accountId?: string; pending?: boolean }) {
  const environment = createMockEnvironment();
  if (!pending && data) environment.mock.queueOperationResolver(() => ({ data: { account: null, ...data } }));
  const session = testSession();
  if (signedIn) await session.signIn();
  const view = renderPage({
    // As the route's loader: the query for the account selected when the page opens.
    routes: [{ path: '/home', loader: () => preloadQuery<HomePageQueryType>(environment, HomePageQuery, homeQueryPreload(accountId ?? null).variables), element: <HomePage />, errorElement: <RouteErrorBoundary /> }],
    at: '/home',
    session,
    accountId,
    environment,
  });
  return { ...view, environment };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows placeholders while loading', async () => {
    await renderHome({ pending: true, accountId: ACCOUNT_ID });
    expect(await screen.findByRole('status', { name: 'Loading your home page' })).toBeTruthy();
  });

  it('asks for the selected account and its zone totals only', async () => {
    const { environment } = await renderHome({ pending: true, accountId: ACCOUNT_ID });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('HomePageQuery');
    expect(operation.request.variables).toEqual({ accountId: ACCOUNT_ID, hasAccount: true, accountChoices: 20 });
  });

  it('greets the user by the time of day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 8, 30));
    await renderHome({ data: { me: maja(), account: lumen(0, []) }, accountId: ACCOUNT_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning, Maja' })).toBeTruthy();
  });

  it('summarises the account’s zones by state, most urgent first, each leading to the filtered zone list', async () => {
    await renderHome({
      data: {
        me: maja(),
        account: lumen(9, [
          { state: 'OK', total: 6 },
          { state: 'ERROR', total: 1 },
          { state: 'INCOMPLETE', total: 0 },
          { state: 'NOT_SETUP', total: 2 },
        ]),
      },
      accountId: ACCOUNT_ID,
    });
    const card = (await screen.findByRole('heading', { name: 'Café Lumen' })).closest('section') as HTMLElement;
    expect(within(card).getByText('9 zones')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1needs attention', `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones?status=ERROR`],
      ['2are not set up', `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones?status=NOT_SETUP`],
      ['6are playing as they should', `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones?status=OK`],
    ]);
  });

  it('writes counts as the language does', async () => {
    await renderHome({ data: { me: maja(), account: lumen(5000, [{ state: 'OK', total: 5000 }]) }, accountId: ACCOUNT_ID });
    const card = (await screen.findByRole('heading', { name: 'Café Lumen' })).closest('section') as HTMLElement;
    expect(within(card).getByText('5,000 zones')).toBeTruthy();
    expect(within(card).getByRole('link').textContent).toMatch(/^5,000/);
  });

  it('offers to create the first zone of an account without zones', async () => {
    await renderHome({ data: { me: maja(), account: lumen(0, [{ state: 'OK', total: 0 }]) }, accountId: ACCOUNT_ID });
    expect(await screen.findByText('This account has no zones yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a zone' }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/create/`);
  });

  it('links on to the zones, the library, search, create and the profile', async () => {
    await renderHome({ data: { me: maja(), account: lumen(1, [{ state: 'OK', total: 1 }]) }, accountId: ACCOUNT_ID });
    const nav = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones`,
      `/accounts/${encodeURIComponent(ACCOUNT_ID)}/library`,
      '/search',
      '/create',
      '/user',
    ]);
  });

  it('offers to sign up a user without an account', async () => {
    await renderHome({ data: { me: maja([]) } });
    expect(await screen.findByRole('heading', { name: "You don't have an account yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up your business' }).getAttribute('href')).toBe('/signup');
  });

  it('lists the user’s accounts while none is selected', async () => {
    await renderHome({ data: { me: maja([{ id: 'a1', businessName: 'Café Lumen' }, { id: 'a2', businessName: 'Salon Nord' }]) } });
    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Salon Nord' }).getAttribute('href')).toBe('/accounts/a2/zones');
  });

  it('invites a logged-out visitor to log in or sign up', async () => {
    await renderHome({ data: { me: null }, signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Welcome to Cadence' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('shows the route’s error screen when loading fails, and reports the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = await renderHome({ pending: true, accountId: ACCOUNT_ID });
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('boom')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected error (client)' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your home page' })).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[[0-9A-F]{8}\] boom$/), expect.objectContaining({ source: 'error page' }), expect.anything());
    logged.mockRestore();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderHome({ data: { me: maja(), account: lumen(3, [{ state: 'OK', total: 3 }]) }, accountId: ACCOUNT_ID });
    await screen.findByRole('heading', { name: 'Café Lumen' });
    await expectNoAxeViolations(container);
  });
});
