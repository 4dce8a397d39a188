import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { Toaster } from './Toaster';
import { createToastStore } from './toastStore';
import type { ToastStore } from './toastStore';

let store: ToastStore;

beforeEach(() => {
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderToaster() {
  renderWithRelay(<Toaster store={store} />);
}

/** The Toaster above the pages, as in the app, so action links navigate to them. */
function renderToasterAbovePages() {
  const { router } = renderWithRelay(null, {
    routes: [
      {
        path: '/',
        element: (
          <>
            <Toaster store={store} />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', element: <p>Home page</p> },
          { path: 'settings/overview', element: <p>Settings page</p> },
        ],
      },
    ],
    at: '/home',
  });
  return router;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  it('announces success politely and errors assertively', () => {
    renderToaster();
    act(() => {
      store.show({ type: 'success', message: 'Playlist saved' });
      store.show({ type: 'error', message: 'Could not save', body: 'Try again later.' });
    });
    const status = within(region()).getByRole('status');
    expect(status.textContent).toBe('Playlist saved');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const alert = within(region()).getByRole('alert');
    expect(alert.textContent).toBe('Could not saveTry again later.');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
  });

  it('lets the keyboard reach and press the dismiss button, then removes the toast 1 s later', async () => {
    renderToaster();
    act(() => void store.show({ type: 'loading', message: 'Uploading' }));
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(document.activeElement).toBe(dismiss);
    await user.keyboard('{Enter}');
    // Closing: still painted for its exit animation, but hidden from assistive technology.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Uploading').closest('li')!.getAttribute('aria-hidden')).toBe('true');
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.queryByText('Uploading')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Uploading')).toBeNull();
  });

  it('moves focus to the next toast, then back to where it was, when toasts are closed from the keyboard', async () => {
    renderWithRelay(
      <>
        <button type="button">Save zone</button>
        <Toaster store={store} />
      </>,
    );
    act(() => {
      store.show({ type: 'error', message: 'First' });
      store.show({ type: 'error', message: 'Second' });
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await user.tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save zone' }));
  });

  it('closes each type after its duration', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      store.show({ type: 'success', message: 'Saved' });
      store.show({ type: 'error', message: 'Failed' });
      store.show({ type: 'loading', message: 'Loading' });
      store.show({ type: 'custom', message: 'Promo', duration: 8000 });
    });
    const visible = () => within(region()).queryAllByText(/Saved|Failed|Loading|Promo/).filter((element) => !element.closest('[aria-hidden="true"]')).map((element) => element.textContent);
    act(() => void vi.advanceTimersByTime(4000));
    expect(visible()).toEqual(['Failed', 'Loading', 'Promo']);
    act(() => void vi.advanceTimersByTime(4000));
    expect(visible()).toEqual(['Failed', 'Loading']);
    act(() => void vi.advanceTimersByTime(12_000));
    expect(visible()).toEqual(['Loading']);
    act(() => void vi.advanceTimersByTime(60 * 60 * 1000));
    expect(visible()).toEqual(['Loading']);
  });

  it('hides the dismiss button when asked', () => {
    renderToaster();
    act(() => void store.show({ type: 'custom', message: 'Survey', duration: Infinity, hideDismissButton: true }));
    expect(screen.getByText('Survey')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });

  it('runs a button action and closes the toast', async () => {
    const retry = vi.fn();
    renderToaster();
    act(() => void store.show({ type: 'error', message: 'Could not connect', action: { label: 'Retry', onClick: retry } }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(store.getToasts()[0]!.visible).toBe(false);
  });

  it('navigates in the app with a link action and closes the toast', async () => {
    const router = renderToasterAbovePages();
    act(() => void store.show({ type: 'custom', message: 'Upload your logo', duration: Infinity, action: { label: 'Upload logo', to: '/settings/overview' } }));
    const link = screen.getByRole('link', { name: 'Upload logo' });
    expect(link.getAttribute('href')).toBe('/settings/overview');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/settings/overview');
    expect(await screen.findByText('Settings page')).toBeDefined();
    expect(store.getToasts()[0]!.visible).toBe(false);
  });

  it('stacks toasts per position with an 8 px gutter and a 350 px default max width', () => {
    renderToaster();
    act(() => {
      store.show({ type: 'success', message: 'One' });
      store.show({ type: 'success', message: 'Two' });
      store.show({ type: 'custom', message: 'Promo', duration: Infinity, position: 'bottom-right', maxWidth: 320 });
    });
    const top = screen.getByText('One').closest('ol')!;
    expect(top.getAttribute('data-position')).toBe('top-center');
    expect(top.style.gap).toBe('8px');
    expect(within(top).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('One').closest('li')!.style.maxWidth).toBe('350px');
    const promo = screen.getByText('Promo').closest('li')!;
    expect(promo.closest('ol')!.getAttribute('data-position')).toBe('bottom-right');
    expect(promo.style.maxWidth).toBe('320px');
  });

  it('holds the timers while the pointer is over the toasts or focus is in them', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => void store.show({ type: 'success', message: 'Saved' }));
    const stack = screen.getByText('Saved').closest('ol')!;
    fireEvent.mouseEnter(stack);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(store.getToasts()[0]!.visible).toBe(true);
    fireEvent.mouseLeave(stack);
    act(() => void vi.advanceTimersByTime(4000));
    expect(store.getToasts()[0]!.visible).toBe(false);

    act(() => void store.show({ type: 'success', message: 'Again' }));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(store.getToasts().find((toast) => toast.message === 'Again')!.visible).toBe(true);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    act(() => void vi.advanceTimersByTime(4000));
    expect(store.getToasts().find((toast) => toast.message === 'Again')!.visible).toBe(false);
  });

  it('shows an updated toast in place', () => {
    renderToaster();
    let id = '';
    act(() => void (id = store.show({ type: 'loading', message: 'Saving' })));
    act(() => store.update(id, { type: 'error', message: 'Not saved' }));
    expect(screen.queryByText('Saving')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Not saved');
  });

  it('has no serious accessibility violations', async () => {
    renderToaster();
    act(() => {
      store.show({ type: 'success', message: 'Saved' });
      store.show({ type: 'error', message: 'Failed', action: { label: 'Retry', onClick: () => {} } });
      store.show({ type: 'loading', message: 'Loading', position: 'bottom-left' });
    });
    await expectNoAxeViolations();
  });
});
