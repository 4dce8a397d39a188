import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../testing/axe';
import { preloadQuery } from '../../../testing/renderWithRelay';
import { appError, renderPage, testSession } from '../../auth/testing/renderPage';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import PairPlayerPageQuery from '../../../__generated__/PairPlayerPageQuery.graphql';
import type { PairPlayerPageQuery as PairPlayerPageQueryType } from '../../../__generated__/PairPlayerPageQuery.graphql';
import { PairPlayerPage } from './PairPlayerPage';
import { PairingCallsProvider } from './pairingCalls';
import type { PairingCalls } from './pairingCalls';
import { pairQueryPreload } from './pairQuery';

const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYy8.';
const ZONE_ID = 'U291bmRab25lLCwxLw..';
const ZONE_HREF = `/accounts/${encodeURIComponent(ACCOUNT_ID)}/zones/${encodeURIComponent(ZONE_ID)}`;

interface Device {
  id: string;
  name: string;
  kind: string;
  online: boolean;
  softwareVersion: string | null;
}

const macStudio: Device = { id: 'device-2', name: 'Mac Studio', kind: 'macos', online: false, softwareVersion: 'cadence-12.4-macos' };
const barBox: Device = { id: 'device-1', name: 'Bar Box', kind: 'embedded', online: true, softwareVersion: 'cadence-12.4-box' };

function zone(values: { device?: Device | null; permissions?: string[]; restrictedUnpairing?: boolean } = {}) {
  const device = values.device ?? null;
  return {
    __typename: 'SoundZone',
    id: ZONE_ID,
    name: 'Bar',
    isPaired: !!device,
    permissions: values.permissions ?? ['PAIR', 'UNPAIR'],
    account: { id: ACCOUNT_ID, restrictedUnpairing: values.restrictedUnpairing ?? false },
    device: device && { __typename: 'Device', ...device },
  };
}

const nameOf = (operation: { request: { node: { params: { name: string } } } }) => operation.request.node.params.name;

/** The most recent operation of that name, once the page has sent it. */
async function operationNamed(environment: RelayMockEnvironment, name: string) {
  let found: ReturnType<RelayMockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().filter((operation) => nameOf(operation) === name).at(-1);
    expect(found).toBeTruthy();
  });
  return found!;
}

async function renderPair(player: string, options: { zone?: ReturnType<typeof zone>; calls?: Partial<PairingCalls>; pending?: boolean } = {}) {
  const environment = createMockEnvironment();
  const calls: PairingCalls = { pairHardware: vi.fn(async () => undefined), ...options.calls };
  const session = testSession();
  await session.signIn();
  const view = renderPage({
    routes: [
      {
        path: '/accounts/:accountId/zones/:zoneId/player/pair/:player',
        loader: ({ params }) => preloadQuery<PairPlayerPageQueryType>(environment, PairPlayerPageQuery, pairQueryPreload(params.zoneId!).variables),
        element: <PairPlayerPage />,
        errorElement: <RouteErrorBoundary />,
      },
    ],
    at: `${ZONE_HREF}/player/pair/${player}`,
    session,
    accountId: ACCOUNT_ID,
    environment,
    wrap: (children) => <PairingCallsProvider value={calls}>{children}</PairingCallsProvider>,
  });
  if (!options.pending) {
    const query = await operationNamed(environment, 'PairPlayerPageQuery');
    expect(query.request.variables).toEqual({ zoneId: ZONE_ID });
    act(() => environment.mock.resolve(query, { data: { soundZone: options.zone ?? zone() } }));
  }
  return { ...view, environment, calls };
}

async function answerCode(environment: RelayMockEnvironment, code: string, expiresAt: Date) {
  const mutation = await operationNamed(environment, 'InitiatePairingMutation');
  expect(mutation.request.variables).toEqual({ zoneId: ZONE_ID });
  act(() => environment.mock.resolve(mutation, { data: { soundZoneInitiatePairing: { pairingCode: code, expiresAt: expiresAt.toISOString() } } }));
}

describe('PairPlayerPage', () => {
  it('shows placeholders while the zone loads', async () => {
    await renderPair('desktop', { pending: true });
    expect(await screen.findByRole('status', { name: 'Loading the zone' })).toBeTruthy();
  });

  describe('a desktop or mobile app', () => {
    it('shows a 6-digit code with its countdown and what to do, then the app that pairs, live', async () => {
      const { environment, container } = await renderPair('desktop');
      expect(await screen.findByRole('heading', { level: 1, name: 'Pair a desktop app to Bar' })).toBeTruthy();
      await answerCode(environment, '123456', new Date(Date.now() + 10 * 60_000));
      expect(await screen.findByText('123 456')).toBeTruthy();
      expect(screen.getByRole('timer').textContent).toMatch(/^The code expires in (10:00|9:5\d)\.$/);
      expect(screen.getByText("Choose 'Log in with a pairing code'.")).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Waiting for the app to pair…');
      await expectNoAxeViolations(container);

      // The app enters the code: the zone's realtime update brings its new player.
      const updates = await operationNamed(environment, 'ZonePairingUpdateSubscription');
      expect(updates.request.variables).toEqual({ zoneId: ZONE_ID });
      act(() => environment.mock.nextValue(updates, { data: { soundZoneUpdate: { soundZone: zone({ device: macStudio }) } } }));
      expect(await screen.findByText('Mac Studio is now paired to Bar.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the zone' }).getAttribute('href')).toBe(ZONE_HREF);
      expect(screen.getByText('Mac app · Offline · version 12.4')).toBeTruthy();
      expect(screen.queryByText('123 456')).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('gives the mobile app its own instructions', async () => {
      const { environment } = await renderPair('mobile');
      await answerCode(environment, '654321', new Date(Date.now() + 60_000));
      expect(await screen.findByText("Tap 'Log in with a pairing code'.")).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pair a mobile app to Bar');
    });

    it('says when the code has expired and gets a new one', async () => {
      const { environment } = await renderPair('desktop');
      await answerCode(environment, '123456', new Date(Date.now() - 1_000));
      expect(await screen.findByText('The code has expired.')).toBeTruthy();
      expect(screen.queryByRole('timer')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
      await waitFor(() => expect(environment.mock.getAllOperations().filter((o) => nameOf(o) === 'InitiatePairingMutation')).toHaveLength(1));
      await answerCode(environment, '777888', new Date(Date.now() + 10 * 60_000));
      expect(await screen.findByText('777 888')).toBeTruthy();
      expect(screen.queryByText('The code has expired.')).toBeNull();
    });

    it('says why no code came, and tries again', async () => {
      const { environment } = await renderPair('desktop');
      const mutation = await operationNamed(environment, 'InitiatePairingMutation');
      act(() => environment.mock.reject(mutation, new Error('Failed to fetch')));
      expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not get a pairing code: /);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await answerCode(environment, '123456', new Date(Date.now() + 60_000));
      expect(await screen.findByText('123 456')).toBeTruthy();
    });
  });

  describe('a hardware player', () => {
    it('validates the code on touch: required, then eight digits', async () => {
      const { calls, container } = await renderPair('hardware');
      const field = await screen.findByRole('textbox', { name: 'Pairing code' });
      await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
      expect(await screen.findByText('Cannot be empty')).toBeTruthy();
      expect(document.activeElement).toBe(field);
      await userEvent.type(field, '12-34');
      await userEvent.tab();
      expect(await screen.findByText('Invalid')).toBeTruthy();
      expect(calls.pairHardware).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it('pairs the player showing the code, written as the player shows it', async () => {
      const { calls } = await renderPair('hardware');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Pairing code' }), '1234 5678');
      await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
      expect(await screen.findByText('The player is now paired to Bar.')).toBeTruthy();
      expect(calls.pairHardware).toHaveBeenCalledWith(ZONE_ID, '1234-5678');
    });

    it('leads a user without a player to ordering one for the account', async () => {
      await renderPair('hardware');
      expect((await screen.findByRole('link', { name: 'Order a player' })).getAttribute('href')).toBe(`/accounts/${encodeURIComponent(ACCOUNT_ID)}/order-player`);
    });

    it('offers no order to a viewer who may not pair', async () => {
      await renderPair('hardware', { zone: zone({ permissions: [] }) });
      expect(await screen.findByText("You can't pair players to this zone.")).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Order a player' })).toBeNull();
    });

    it('says on the field when no player shows the code, or it is another kind of player', async () => {
      const pairHardware = vi.fn().mockRejectedValueOnce(appError('Device not found', { status: 404 })).mockRejectedValueOnce(appError('The code belongs to a device of another type', { status: 400 }));
      await renderPair('hardware', { calls: { pairHardware } });
      const field = await screen.findByRole('textbox', { name: 'Pairing code' });
      await userEvent.type(field, '1234-5678');
      await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
      expect(await screen.findByText("No player shows this code. Check the code on the player's screen.")).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Pair' }));
      expect(await screen.findByText('This code belongs to another kind of player.')).toBeTruthy();
      expect(screen.queryByText(/is now paired/)).toBeNull();
    });
  });

  it('sends a browser to the zone’s player page, and explains a speaker system’s pairing', async () => {
    await renderPair('browser');
    expect((await screen.findByRole('link', { name: "Open the zone's player" })).getAttribute('href')).toBe(`${ZONE_HREF}/player`);
  });

  it('explains pairing a Sonos system through its app, with the way back', async () => {
    await renderPair('sonos');
    expect(await screen.findByText('Choose Bar for the Sonos system.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the zone' }).getAttribute('href')).toBe(ZONE_HREF);
  });

  it('offers no pairing to a viewer who may not pair', async () => {
    const { environment } = await renderPair('desktop', { zone: zone({ permissions: [] }) });
    expect(await screen.findByText("You can't pair players to this zone.")).toBeTruthy();
    expect(environment.mock.getAllOperations().some((o) => nameOf(o) === 'InitiatePairingMutation')).toBe(false);
  });

  describe('unpairing', () => {
    it('asks first, and unpairs on Ok only', async () => {
      const { environment } = await renderPair('hardware', { zone: zone({ device: barBox }) });
      expect(await screen.findByText('Hardware player · Online · version 12.4')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Unpair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Unpair the player?' });
      expect(within(dialog).getByText(/^Bar Box stops playing/)).toBeTruthy();
      await expectNoAxeViolations(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(environment.mock.getAllOperations().some((o) => nameOf(o) === 'UnpairZoneMutation')).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: 'Unpair' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
      const unpair = await operationNamed(environment, 'UnpairZoneMutation');
      expect(unpair.request.variables).toEqual({ zoneId: ZONE_ID });
      act(() => environment.mock.resolve(unpair, { data: { soundZoneUnpair: { soundZone: zone({ device: null }) } } }));
      expect(await screen.findByText('No player is paired to this zone.')).toBeTruthy();
    });

    it('only explains, where the account restricts unpairing and the viewer may not unpair', async () => {
      const { environment } = await renderPair('hardware', { zone: zone({ device: barBox, permissions: ['PAIR'], restrictedUnpairing: true }) });
      await userEvent.click(await screen.findByRole('button', { name: 'Unpair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Unpairing is turned off' });
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(environment.mock.getAllOperations().some((o) => nameOf(o) === 'UnpairZoneMutation')).toBe(false);
    });

    it('offers no unpairing without the permission or the restriction', async () => {
      await renderPair('hardware', { zone: zone({ device: barBox, permissions: ['PAIR'] }) });
      expect(await screen.findByText('Bar Box')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Unpair' })).toBeNull();
    });
  });
});
