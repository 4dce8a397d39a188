import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutPage } from './LogoutPage';
import { fakeAuthScreens, renderPage, testSession } from './testing/renderPage';

const routes = [{ path: '/logout', element: <LogoutPage /> }];

afterEach(() => {
  vi.useRealTimers();
});

describe('LogoutPage', () => {
  it('ends the session and goes to /login', async () => {
    const session = testSession();
    await session.signIn();
    renderPage({ routes, at: '/logout', session });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/login');
    expect(session.store.isLoggedIn()).toBe(false);
    expect(session.auth.logoutUser).toHaveBeenCalledWith('refresh-1');
  });

  it('goes to the desktop shell’s login page inside the shell', async () => {
    renderPage({ routes, at: '/logout', screens: fakeAuthScreens({ desktop: true }) });
    // The shell's logout loads with its first use (it unpairs a paired computer first).
    expect((await screen.findByTestId('elsewhere', {}, { timeout: 10_000 })).textContent).toBe('/electron/login');
  });

  it('logs out once, replacing the /logout entry in the history', async () => {
    const session = testSession();
    await session.signIn();
    const { router } = renderPage({ routes, at: '/logout', session });
    await screen.findByTestId('elsewhere');
    expect(session.auth.logoutUser).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('clears the stored redirect-to 1 s after logging out', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('cadence.redirectTo', '/accounts/a1/zones');
    renderPage({ routes, at: '/logout' });
    await act(async () => undefined);
    expect(screen.getByTestId('elsewhere').textContent).toBe('/login');
    await act(async () => vi.advanceTimersByTime(999));
    expect(sessionStorage.getItem('cadence.redirectTo')).toBe('/accounts/a1/zones');
    await act(async () => vi.advanceTimersByTime(1));
    expect(sessionStorage.getItem('cadence.redirectTo')).toBeNull();
  });

  it('shows a spinner until the login page is there', async () => {
    // The login page's code still loading keeps the logout page on screen.
    const slowLogin = { path: '/login', loader: () => new Promise<never>(() => undefined), element: <p>login</p> };
    renderPage({ routes: [...routes, slowLogin], at: '/logout' });
    expect(await screen.findByRole('progressbar', { name: 'Logging you out…' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Logging out' })).toBeTruthy();
  });
});
