import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import PartnerDashboardPageQuery from '../../__generated__/PartnerDashboardPageQuery.graphql';
import type { PartnerDashboardPageQuery as PartnerDashboardPageQueryType } from '../../__generated__/PartnerDashboardPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { PartnerDashboardPage } from './PartnerDashboardPage';

const PATH = '/partner-portal/partner-1';

function renderPage({ customers = ['Fjord Bageri', 'Hotel Solsken'], pending = [] as 'all' | [], at = PATH } = {}) {
  const environment = createMockEnvironment();
  return renderWithRelay(null, {
    environment,
    pending,
    at,
    mockResolvers: {
      Query: () => ({ account: { id: "partner-1", businessName: "Nordlys Audio Partners" } }),
      CustomerAccountConnection: () => ({
        total: customers.length,
        edges: customers.map((name, n) => ({ cursor: `c${n}`, node: { id: `customer-${n}`, businessName: name, country: 'SE', deactivated: n === 1 } })),
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
    },
    routes: [{ path: '/partner-portal/:accountId', loader: () => preloadQuery<PartnerDashboardPageQueryType>(environment, PartnerDashboardPageQuery, { accountId: 'partner-1', query: null, first: 20 }), element: <PartnerDashboardPage /> }],
  });
}

describe('PartnerDashboardPage (navigation.md 2.5)', () => {
  it('shows placeholders while the customers load', async () => {
    renderPage({ pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading your customer accounts' }, { timeout: 5000 })).toBeTruthy();
  });

  it('lists the customer accounts, each opening the customer, with the portal links, accessibly', async () => {
    const { container } = renderPage();
    const bakery = await screen.findByRole('link', { name: /Fjord Bageri/ }, { timeout: 5000 });
    expect(bakery.getAttribute('href')).toBe('/accounts/customer-0/zones');
    expect(screen.getByRole('link', { name: /Hotel Solsken/ }).textContent).toContain('deactivated');
    expect(screen.getByRole('heading', { name: '2 customer accounts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create customer account' }).getAttribute('href')).toBe('/partner-portal/partner-1/create');
    expect(screen.getByRole('link', { name: 'Partner links' }).getAttribute('href')).toBe('/partner-portal/partner-1/links');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBeTruthy();
    await expectNoAxeViolations(container);
  }, 20000);

  it('says when no customer matches the search, keeping the query in the box', async () => {
    renderPage({ customers: [], at: `${PATH}?q=zzz` });
    expect(await screen.findByText('No customer account matches “zzz”.', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search customers' }) as HTMLInputElement).value).toBe('zzz');
  });

  it('invites a partner without customers to create one', async () => {
    renderPage({ customers: [] });
    expect(await screen.findByText('You have no customer accounts yet. Create one to get started.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
