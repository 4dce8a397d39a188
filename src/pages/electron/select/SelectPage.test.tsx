import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/axe';
import { preloadingOn } from '../../../testing/renderWithRelay';
import { renderPage, testSession } from '../../auth/testing/renderPage';
import { SelectPage, selectLoader } from './selectPages';
import type * as DeviceSession from '../deviceSession';

const calls = vi.hoisted(() => ({ pairZoneAsUser: vi.fn(), confirm: vi.fn() }));
vi.mock('../deviceSession', async (original) => ({ ...(await original<typeof DeviceSession>()), pairZoneAsUser: calls.pairZoneAsUser }));
vi.mock('../../../app/modals/ConfirmDialog', () => ({ confirm: calls.confirm }));

const account = (id: string, businessName: string, roles = { isDistributor: false, isPartner: false }) => ({ id, businessName, deactivated: false, roles });
const zone = (id: string, name: string, values: { device?: string; permissions?: string[]; isActive?: boolean } = {}) => ({
  id,
  name,
  isPaired: !!values.device,
  permissions: values.permissions ?? ['PAIR', 'UNPAIR'],
  device: values.device ? { id: `${id}-device`, name: values.device } : null,
  subscription: { isActive: values.isActive ?? true },
});

async function renderSelect(at: string) {
  const environment = createMockEnvironment();
  const session = testSession();
  await session.signIn();
  const view = renderPage({
    routes: [
      {
        path: '/electron/select/*',
        loader: ({ params }) => selectLoader(preloadingOn(environment), params['*']),
        element: <SelectPage />,
      },
    ],
    at,
    session,
    environment,
  });
  return { ...view, environment };
}

async function answer(environment: RelayMockEnvironment, name: string, data: unknown) {
  let operation: ReturnType<RelayMockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === name);
    expect(operation).toBeTruthy();
  });
  act(() => environment.mock.resolve(operation!, { data } as never));
}

beforeEach(() => {
  calls.pairZoneAsUser.mockReset();
  calls.confirm.mockReset();
});

describe('the account step', () => {
  it('shows placeholders while the accounts load', async () => {
    await renderSelect('/electron/select');
    expect(await screen.findByRole('status', { name: 'Loading your accounts' })).toBeTruthy();
  });

  it('lists the accounts as the user menu does, partners labelled', async () => {
    const { environment, container } = await renderSelect('/electron/select');
    await answer(environment, 'SelectAccountPageQuery', {
      me: { __typename: 'User', id: 'user-1', accounts: { edges: [{ node: account('A2', 'Zeta Bar') }, { node: account('A1', 'Alpha Café') }, { node: account('A3', 'Nordlys', { isDistributor: true, isPartner: true }) }] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an account' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Nordlys', 'Alpha Café', 'Zeta Bar']);
    expect(screen.getByRole('link', { name: 'Alpha Café' }).getAttribute('href')).toBe('/electron/select/A1');
    expect(screen.getByText('Partner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('goes straight on to the locations of a lone account', async () => {
    const { environment, router } = await renderSelect('/electron/select');
    await answer(environment, 'SelectAccountPageQuery', { me: { __typename: 'User', id: 'user-1', accounts: { edges: [{ node: account('A1', 'Alpha Café') }] } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/electron/select/A1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('status', { name: 'Loading the locations' })).toBeTruthy();
  });
});

describe('the zone step', () => {
  const location = {
    id: 'L1',
    name: 'Södermalm',
    account: { id: 'A1' },
    soundZones: { edges: [{ node: zone('Z1', 'Bar', { device: 'Bar Box' }) }, { node: zone('Z2', 'Terrace', { isActive: false }) }, { node: zone('Z3', 'Office', { permissions: [] }) }] },
  };

  it('says of each zone its player, whether it plays and whether the user may pair it', async () => {
    const { environment, container } = await renderSelect('/electron/select/A1/L1');
    expect(await screen.findByRole('status', { name: 'Loading the zones' })).toBeTruthy();
    await answer(environment, 'SelectZonePageQuery', { location });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a zone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bar' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Player: Bar Box.')).toBeTruthy();
    expect(screen.getByText('No player yet. No active subscription: the zone plays no music until it is subscribed.')).toBeTruthy();
    expect(screen.getByText('No player yet. You cannot pair players to this zone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Office' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Other locations' }).getAttribute('href')).toBe('/electron/select/A1');
    await expectNoAxeViolations(container);
  });

  it('asks before replacing a player; pairs, selects the account and plays the zone', async () => {
    const { environment, accounts } = await renderSelect('/electron/select/A1/L1');
    await answer(environment, 'SelectZonePageQuery', { location });
    calls.confirm.mockResolvedValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Bar' }));
    expect(calls.confirm).toHaveBeenCalledWith(expect.objectContaining({ type: 'commit', title: 'Replace the player of Bar?', message: "Bar Box is paired to Bar. This computer replaces it as the zone's player." }));
    expect(calls.pairZoneAsUser).not.toHaveBeenCalled();

    calls.confirm.mockResolvedValueOnce(true);
    calls.pairZoneAsUser.mockResolvedValueOnce({ zoneId: 'Z1' });
    await userEvent.click(screen.getByRole('button', { name: 'Bar' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/home');
    expect(calls.pairZoneAsUser).toHaveBeenCalledWith(environment, 'Z1');
    expect(accounts.getSnapshot()).toBe('A1');
  });

  it('pairs a zone without a player at once, and says when pairing fails', async () => {
    const { environment } = await renderSelect('/electron/select/A1/L1');
    await answer(environment, 'SelectZonePageQuery', { location });
    calls.pairZoneAsUser.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(await screen.findByRole('button', { name: 'Terrace' }));
    expect(await screen.findByText('Could not pair this computer. Try again.')).toBeTruthy();
    expect(calls.confirm).not.toHaveBeenCalled();
    expect(calls.pairZoneAsUser).toHaveBeenCalledWith(environment, 'Z2');
  });
});
