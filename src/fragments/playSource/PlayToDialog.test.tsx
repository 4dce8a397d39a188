import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modals/ModalHost';
import { createToastStore } from '../../app/toasts/toastStore';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { openPlayTo } from './openPlayTo';

vi.mock('../../relay/RelayEnvironments', () => ({ RelayEnvironments: ({ children }: { children: React.ReactNode }) => children }));

const zone = (id: string, name: string, permissions = ['PLAYBACK_WRITE']) => ({ node: { id, name, permissions, location: { name: 'Stockholm' } } });

async function renderDialog() {
  const toasts = createToastStore();
  const show = vi.spyOn(toasts, 'show');
  const view = renderWithRelay(<ModalHost />, { pending: 'all', wrap: (children) => <ToastStoreContext value={toasts}>{children}</ToastStoreContext> });
  act(() => void openPlayTo({ accountId: 'a1', source: { id: 'p1', title: 'Morning Jazz' } }));
  // The dialog's code loads as it first opens; its zones' query leaves once it renders.
  await waitFor(() => expect(view.environment.mock.getAllOperations()).not.toHaveLength(0), { timeout: 5000 });
  // Every search still waiting gets the same zones (typing starts one per keystroke the deferred value catches).
  const answerZones = (zones: ReturnType<typeof zone>[], total = zones.length) =>
    act(() => {
      for (const operation of view.environment.mock.getAllOperations()) {
        view.environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            Account: () => ({ id: 'a1' }),
            SoundZoneConnection: () => ({ total, edges: zones }),
            SoundZoneStatus: () => ({ state: 'OK', message: 'ALL_OK', codes: [] }),
          }),
        );
      }
    });
  return { ...view, show, answerZones, user: userEvent.setup() };
}

describe('the playTo dialog', () => {
  it('plays the source in the zones chosen, after the current track unless asked now', async () => {
    const { user, environment, answerZones, show } = await renderDialog();
    await screen.findByRole('status', { name: 'Loading zones' });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ accountId: 'a1', filters: null, first: 50 });
    answerZones([zone('z1', 'Bar'), zone('z2', 'Terrace'), zone('z3', 'Office', [])]);
    const zones = await screen.findByRole('listbox', { name: 'Zones' });
    // The list box may show before its options do (react-aria builds its collection in a second pass).
    expect((await within(zones).findByRole('option', { name: /Office/ })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Choose zones' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(zones).getByRole('option', { name: /Bar/ }));
    await user.click(within(zones).getByRole('option', { name: /Terrace/ }));
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Play in 2 zones' }));
    const assign = environment.mock.getMostRecentOperation();
    expect(operationName(assign)).toBe('usePlaySourceAssignMutation');
    expect(assign.request.variables.input).toEqual({ soundZones: ['z1', 'z2'], source: 'p1', immediate: false, track: null });
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Morning Jazz will play next in 2 zones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches the zones on the server and counts the matches it does not list', async () => {
    const { user, environment, answerZones } = await renderDialog();
    answerZones([zone('z1', 'Bar')], 120);
    expect(await screen.findByText('119 more zones match: refine the search to find them.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Find zones' }), 'ter');
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables.filters).toEqual([{ search: 'ter' }]));
    answerZones([]);
    expect(await screen.findByText('No zones match “ter”.')).toBeTruthy();
  });
});
