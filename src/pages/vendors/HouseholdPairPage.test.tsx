import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HouseholdPairPageQuery from '../../__generated__/HouseholdPairPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery } from '../../testing/renderWithRelay';
import { appError } from '../auth/testing/renderPage';
import type { HouseholdCalls } from './householdCalls';
import { HouseholdPairPage } from './HouseholdPairPage';
import { householdPairQueryPreload } from './vendorQueries';
import { ACCOUNT_ID, renderVendorPage } from './testing';

const HOUSEHOLD = 'Sonos_k9XyZq4Lm2Pq8RtV.aBcD1234';

const account = (values: { tier?: string; locations?: { id: string; name: string }[] } = {}) => ({
  account: {
    __typename: 'Account',
    id: ACCOUNT_ID,
    tier: values.tier ?? 'TIER_3',
    locations: { edges: (values.locations ?? [{ id: 'loc-1', name: 'Shibuya' }, { id: 'loc-2', name: 'Ginza' }]).map((node) => ({ node: { __typename: 'Location', ...node } })) },
  },
});

const household = (location: string | null) => ({ id: HOUSEHOLD, name: 'Shibuya Sonos System', account: ACCOUNT_ID, location });

function renderHousehold(options: { data?: ReturnType<typeof account>; calls?: Partial<HouseholdCalls> } = {}) {
  return renderVendorPage({
    routes: (environment) => [
      {
        path: '/sonos/pair/v2/:householdId',
        loader: () => preloadQuery(environment, HouseholdPairPageQuery, householdPairQueryPreload(ACCOUNT_ID).variables),
        element: <HouseholdPairPage />,
      },
    ],
    at: `/sonos/pair/v2/${HOUSEHOLD}?linkCode=L1`,
    query: 'HouseholdPairPageQuery',
    data: options.data ?? account(),
    householdCalls: { pairHousehold: vi.fn(async (id: string, location: string) => ({ ...household(location), id })), ...options.calls },
  });
}

afterEach(() => sessionStorage.clear());

describe('HouseholdPairPage (navigation.md 2.5, core.md 4 speaker-system households)', () => {
  it('pairs the household to the chosen location of the current account', async () => {
    const { householdCalls: calls, container, query } = await renderHousehold();
    expect(query.request.variables).toEqual({ accountId: ACCOUNT_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pair your Sonos household' })).toBeTruthy();
    expect(calls.households).toHaveBeenCalledWith(ACCOUNT_ID);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /Location$/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ginza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pair the household' }));
    expect(calls.pairHousehold).toHaveBeenCalledWith(HOUSEHOLD, 'loc-2');
    expect(await screen.findByText('Your Sonos household is now paired to Ginza.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Go to the location's zones" }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/location/loc-2`);
    expect(screen.queryByRole('heading', { name: 'Sonos plays on Unlimited' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says where the household plays now, and starts from that location', async () => {
    const { householdCalls: calls } = await renderHousehold({ calls: { households: vi.fn(async () => [household('loc-2')]) } });
    expect(await screen.findByText('The household is paired to Ginza now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pair the household' }));
    expect(calls.pairHousehold).toHaveBeenCalledWith(HOUSEHOLD, 'loc-2');
  });

  it('shows the upgrade notification when the account is below tier 3', async () => {
    const { container } = await renderHousehold({ data: account({ tier: 'TIER_1' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pair the household' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sonos plays on Unlimited' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/upgrade-plan`);
    await expectNoAxeViolations(container);
  });

  it('says why pairing failed and keeps the choice', async () => {
    const pairHousehold = vi.fn().mockRejectedValueOnce(appError('Household not found', { status: 404 }));
    await renderHousehold({ calls: { pairHousehold } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pair the household' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not pair the household: /);
    expect(screen.getByRole('button', { name: /Location$/ }).textContent).toContain('Shibuya');
  });

  it('an account without locations says so', async () => {
    const { container } = await renderHousehold({ data: account({ locations: [] }) });
    expect(await screen.findByText('Your account has no locations yet.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
