import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modals/ModalHost';
import { createToastStore } from '../../app/toasts/toastStore';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { AppError } from '../../errors/AppError';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { assignOutcome } from './assignOutcome';
import { usePlaySource } from './usePlaySource';
import type { PlaySourceRequest } from './usePlaySource';

vi.mock('../../errors/report', () => ({ reportError: vi.fn(() => 'reported') }));

const refusal = (errorType?: string, kind: 'forbidden' | 'badRequest' | 'server' = 'forbidden') => new AppError('No', { kind, errorType });

describe('assign outcomes (core.md 4 Playback)', () => {
  const assign = { action: 'assign' as const, immediate: false, zoneIds: ['z1', 'z2'] };
  it.each([
    ['a success that is not immediate', assign, null, { kind: 'willPlayNext' }],
    ['an immediate success', { ...assign, immediate: true }, null, { kind: 'none' }],
    ['no licence', assign, refusal('no_subscription'), { kind: 'noSubscription', zoneId: 'z1' }],
    ['a single track on the essential tier', assign, refusal('insufficient_tier'), { kind: 'insufficientTier' }],
    ['an invalid source', assign, refusal(undefined, 'badRequest'), { kind: 'assignError' }],
    ['any other failure', assign, refusal(undefined, 'server'), { kind: 'assignError' }],
    ['queuing on the essential tier', { ...assign, action: 'queue' as const }, refusal(), { kind: 'logged' }],
    ['a queue error', { ...assign, action: 'queue' as const }, refusal(undefined, 'badRequest'), { kind: 'assignError' }],
  ])('%s', (_name, attempt, failure, outcome) => {
    expect(assignOutcome(attempt, failure)).toEqual(outcome);
  });
});

const request: PlaySourceRequest = { accountId: 'a1', source: { id: 'p1', title: 'Morning Jazz' }, zoneIds: ['z1'], trackId: 't3' };

function Subject({ what }: { what: PlaySourceRequest }) {
  const play = usePlaySource();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void play(what)}>
        Play it
      </button>
      <output>{location.pathname}</output>
      <ModalHost />
    </>
  );
}

function renderPlay(what: PlaySourceRequest = request) {
  const toasts = createToastStore();
  const show = vi.spyOn(toasts, 'show');
  const view = renderWithRelay(<Subject what={what} />, { pending: 'all', wrap: (children) => <ToastStoreContext value={toasts}>{children}</ToastStoreContext> });
  return { ...view, show, user: userEvent.setup() };
}

// The network layer turns an answer that fails the operation into an AppError (src/relay/graphqlResponse.ts).
const failWith = (errorType: string | undefined, kind: 'forbidden' | 'notFound' = 'forbidden') => new AppError('Refused', { kind, errorType });

describe('playing a source', () => {
  it('assigns it and says it will play next', async () => {
    const { user, environment, show } = renderPlay();
    await user.click(screen.getByRole('button', { name: 'Play it' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ soundZones: ['z1'], source: 'p1', immediate: false, track: 't3' });
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Morning Jazz will play next' }));
  });

  it('names how many zones when it plays in several', async () => {
    const { user, environment, show } = renderPlay({ ...request, zoneIds: ['z1', 'z2'] });
    await user.click(screen.getByRole('button', { name: 'Play it' }));
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Morning Jazz will play next in 2 zones' }));
  });

  it('offers to activate a zone without a subscription, on its player page', async () => {
    const { user, environment } = renderPlay();
    await user.click(screen.getByRole('button', { name: 'Play it' }));
    act(() => environment.mock.rejectMostRecentOperation(failWith('no_subscription')));
    const dialog = await screen.findByRole('alertdialog', { name: 'This zone has no subscription' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/accounts/a1/zones/z1/player'));
    expect(dialog.isConnected).toBe(false);
  });

  it('offers to play the source without the chosen track on a tier that may not choose', async () => {
    const { user, environment } = renderPlay();
    await user.click(screen.getByRole('button', { name: 'Play it' }));
    act(() => environment.mock.rejectMostRecentOperation(failWith('insufficient_tier')));
    await screen.findByRole('alertdialog', { name: 'Play Morning Jazz' });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ soundZones: ['z1'], source: 'p1', immediate: false, track: null }));
  });

  it('shows the assign source error toast for anything else', async () => {
    const { user, environment, show } = renderPlay();
    await user.click(screen.getByRole('button', { name: 'Play it' }));
    act(() => environment.mock.rejectMostRecentOperation(failWith(undefined, 'notFound')));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'error', message: 'Could not play Morning Jazz. Please try again.' }));
  });
});
