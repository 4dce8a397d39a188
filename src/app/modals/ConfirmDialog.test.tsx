import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { expectNoAxeViolations } from '../../testing/axe';
import '../../testing/cssEscape';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ConfirmDialog, confirm } from './ConfirmDialog';
import type { ConfirmOptions } from './ConfirmDialog';
import { useCloseModalsOnNavigation } from './closeOnNavigation';
import { ModalHost } from './ModalHost';
import { createModalStore } from './modalStore';
import type { ModalStore } from './modalStore';

let store: ModalStore;

beforeEach(() => {
  store = createModalStore();
});

function renderHost() {
  renderWithRelay(
    <>
      <main>
        <p>Page behind</p>
      </main>
      <ModalHost store={store} />
    </>,
  );
}

/** Opens a confirm dialog, waits for it to show and tracks how its promise settles. */
async function ask(options: Partial<ConfirmOptions> = {}) {
  const outcome: { value?: boolean } = {};
  act(() => {
    void confirm({ title: 'Delete playlist?', message: 'Zones playing it will stop.', type: 'commit', ...options }, store).then((value) => {
      outcome.value = value;
    });
  });
  await screen.findByRole('alertdialog');
  return outcome;
}

const settled = async (outcome: { value?: boolean }, value: boolean) => waitFor(() => expect(outcome.value).toBe(value));
const dialogButtons = () => within(screen.getByRole('alertdialog')).getAllByRole('button').map((button) => button.textContent);
const backdrop = () => document.querySelector('.modal-overlay')!;

describe('confirm', () => {
  it('offers Ok and Cancel for commit, in an alert dialog named by its title', async () => {
    renderHost();
    await ask();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete playlist?' });
    expect(dialog.textContent).toContain('Zones playing it will stop.');
    expect(dialogButtons()).toEqual(['Cancel', 'Ok']);
    await expectNoAxeViolations();
  });

  it('offers only Ok for acknowledge', async () => {
    renderHost();
    await ask({ type: 'acknowledge', title: 'Track limit reached' });
    expect(dialogButtons()).toEqual(['Ok']);
  });

  it('uses the given button labels', async () => {
    renderHost();
    await ask({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    expect(dialogButtons()).toEqual(['Keep', 'Delete']);
  });

  it('resolves true on Ok and closes', async () => {
    renderHost();
    const outcome = await ask();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await settled(outcome, true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Cancel', async () => {
    renderHost();
    const outcome = await ask();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settled(outcome, false);
  });

  it('resolves false on Escape', async () => {
    renderHost();
    const outcome = await ask();
    await userEvent.keyboard('{Escape}');
    await settled(outcome, false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on a backdrop click', async () => {
    renderHost();
    const outcome = await ask();
    await userEvent.click(backdrop());
    await settled(outcome, false);
  });

  for (const variant of ['sheet', 'dimmer'] as const) {
    it(`stays open on Escape and backdrop clicks when fullscreen (${variant})`, async () => {
      renderHost();
      const outcome = await ask({ variant });
      await userEvent.keyboard('{Escape}');
      await userEvent.click(backdrop());
      expect(screen.getByRole('alertdialog')).toBeDefined();
      expect(outcome.value).toBeUndefined();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await settled(outcome, false);
    });
  }

  it('stays open on Escape and backdrop clicks when closing is disabled', async () => {
    renderHost();
    const outcome = await ask({ isDismissDisabled: true });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(backdrop());
    expect(screen.getByRole('alertdialog')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await settled(outcome, true);
  });
});

describe('closing modals on navigation', () => {
  function Root() {
    useCloseModalsOnNavigation(store);
    return (
      <>
        <Link to="/zones">Zones</Link>
        <Link to="/home?tab=recent">Recent</Link>
        <Outlet />
        <ModalHost store={store} />
      </>
    );
  }

  function renderRouter() {
    return renderWithRelay(null, { routes: [{ path: '/', element: <Root />, children: [{ path: 'home', element: <p>Home</p> }, { path: 'zones', element: <p>Zones page</p> }] }], at: '/home' }).router;
  }

  it('closes modals when the path changes, except those configured to stay', async () => {
    const router = renderRouter();
    const outcome = await ask();
    act(() => void store.open(ConfirmDialog, { title: 'Staying', message: 'Still here', type: 'acknowledge', onConfirm: () => {} }, { closeOnNavigation: false }));
    await act(() => router.navigate('/zones'));
    await settled(outcome, false);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete playlist?' })).toBeNull());
    expect(screen.getByRole('alertdialog', { name: 'Staying' })).toBeDefined();
  });

  it('keeps modals open when only the search changes', async () => {
    const router = renderRouter();
    const outcome = await ask();
    await act(() => router.navigate('/home?tab=recent'));
    expect(screen.getByRole('alertdialog', { name: 'Delete playlist?' })).toBeDefined();
    expect(outcome.value).toBeUndefined();
  });
});
