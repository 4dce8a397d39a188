import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import UserRegionsQuery from '../__generated__/UserRegionsQuery.graphql';
import type { UserRegionsQuery as UserRegionsQueryType } from '../__generated__/UserRegionsQuery.graphql';
import { expectNoAxeViolations } from '../testing/axe';
import { preloadQuery, renderWithRelay } from '../testing/renderWithRelay';
import { layoutQueryPreload } from './layoutQuery';
import { SettingsSidebar, SettingsSidebarSkeleton } from './SettingsSidebar';

const account = (fields: Record<string, unknown>) => ({ Account: () => ({ id: 'acc1', permissions: [], paymentMethod: null, roles: { isDistributor: false, isPartner: false }, ...fields }) });

/** A page of the settings area as it will use the sidebar: the account's fragment from its preloaded query. */
function SettingsPage({ query }: { query: PreloadedQuery<UserRegionsQueryType> }) {
  const { account: data } = usePreloadedQuery<UserRegionsQueryType>(UserRegionsQuery, query);
  return data ? <SettingsSidebar account={data} /> : null;
}

function renderSidebar(options: Parameters<typeof renderWithRelay>[1] = {}) {
  const environment = createMockEnvironment();
  const view = renderWithRelay(null, {
    ...options,
    environment,
    routes: [
      {
        path: '*',
        loader: () => preloadQuery<UserRegionsQueryType>(environment, UserRegionsQuery, layoutQueryPreload('acc1').variables),
        Component: function Page() {
          return (
            <Suspense fallback={<SettingsSidebarSkeleton />}>
              <SettingsPage query={useLoaderData<PreloadedQuery<UserRegionsQueryType>>()} />
            </Suspense>
          );
        },
      },
    ],
  });
  return { ...view, environment };
}

function links() {
  const navigation = screen.getByRole('navigation', { name: 'Settings' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SettingsSidebar (navigation.md 2.8)', () => {
  it('shows placeholders while the account loads, then its settings', async () => {
    const { environment } = renderSidebar({ pending: ['UserRegionsQuery'] });
    expect(await screen.findByRole('status', { name: 'Loading settings' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, account({}))));
    expect(await screen.findByRole('navigation', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading settings' })).toBeNull();
  });

  it('lists what a member without permissions may reach', async () => {
    renderSidebar({ mockResolvers: account({}) });
    await screen.findByRole('navigation', { name: 'Settings' });
    expect(links()).toEqual([
      ['Back', '/home'],
      ['User profile', '/user'],
      ['Overview', '/accounts/acc1/settings/overview'],
      ['Users', '/accounts/acc1/settings/users'],
      ['Zone presets', '/accounts/acc1/settings/zone-presets'],
    ]);
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
  });

  it('adds subscriptions, billing, SAML and referrals for a paying distributor with the permissions', async () => {
    renderSidebar({
      at: '/accounts/acc1/settings/billing/invoices',
      mockResolvers: account({ permissions: ['SUBSCRIPTION_WRITE', 'USERS_WRITE'], paymentMethod: { __typename: 'CreditCardPaymentMethod' }, roles: { isDistributor: true, isPartner: false } }),
    });
    await screen.findByRole('navigation', { name: 'Settings' });
    expect(links().map(([label]) => label)).toEqual(['Back', 'User profile', 'Overview', 'Subscriptions', 'Billing', 'Users', 'Single sign-on (SAML)', 'Zone presets', 'Referrals']);
    expect(screen.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations();
  });
});
