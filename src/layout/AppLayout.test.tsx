import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../testing/cssEscape';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { installMatchMedia } from './testing/matchMedia';
import type { FakeMedia } from './testing/matchMedia';
import { ACCOUNT_ID, WhereAmI, accountFields, layoutResolvers, renderLayout } from './testing/renderLayout';
import { MockPayloadGenerator } from 'relay-test-utils';
import { operationName } from '../testing/renderWithRelay';
import { toasts } from '../app/toasts/toastStore';

let media: FakeMedia;
beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.uninstall());

const signedIn = { accountId: ACCOUNT_ID };
const navigation = () => screen.queryByRole('navigation', { name: 'Main' });
const navigationLinks = () =>
  within(navigation()!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the layout logged out', () => {
  it('offers Login and Sign up, and no search or user menu', async () => {
    renderLayout();
    // A visitor's header comes in its own chunk: its placeholder shows first.
    await screen.findByRole('link', { name: 'Log in' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/');
    expect(within(header).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /User menu/ })).toBeNull();
    expect(navigationLinks()).toEqual(['Home', 'Search', 'Create', 'Sign up']);
  });

  it('mounts the notifications region with the first toast, its code loaded only then', async () => {
    renderLayout();
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    let id = '';
    act(() => {
      id = toasts.show({ type: 'success', message: 'Saved the playlist' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status').textContent).toBe('Saved the playlist');
    act(() => toasts.dismiss(id));
  });

  it('offers only Login in the signup appearance', async () => {
    renderLayout({ routes: [{ path: '*', element: <WhereAmI />, handle: { appearance: 'signup' } }] });
    await screen.findByRole('link', { name: 'Log in' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('has a skip link to the main landmark and no serious accessibility violations', async () => {
    renderLayout();
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').getAttribute('id')).toBe('main-content');
    await expectNoAxeViolations();
  });
});

describe('the layout logged in', () => {
  it('shows the search field, the user menu and the navigation of the account', async () => {
    renderLayout({ signedIn });
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeTruthy();
    // The user menu loads beside the page (UserRegions.tsx).
    expect((await screen.findByRole('button', { name: 'User menu for Maja Lind' })).textContent).toContain('Café Lumen');
    expect(navigationLinks()).toEqual(['Home', 'Search', 'Create', 'Zones', 'Library']);
    expect(within(navigation()!).getByRole('link', { name: 'Library' }).getAttribute('href')).toBe('/accounts/acc1/library');
  });

  it('shows messaging for an account with messaging_enabled, and the guide with its badge in a trial', async () => {
    renderLayout({ signedIn, account: { featureFlags: ['messaging_enabled'], trialExpiresAt: '2999-01-01T00:00:00Z', guide: { remainingTasks: 3 } } });
    await screen.findByRole('link', { name: 'Messaging' });
    expect(screen.getByRole('link', { name: 'Messaging' }).getAttribute('href')).toBe('/accounts/acc1/messaging');
    expect(screen.getByRole('link', { name: /Setup guide/ }).getAttribute('href')).toBe('/guide');
    expect(screen.getByLabelText('3 tasks left').textContent).toContain('3');
  });

  it("heads a partner account's own items 'My company' and links its partner portal", async () => {
    renderLayout({ signedIn, account: { roles: { isDistributor: false, isPartner: true } } });
    expect(await screen.findByRole('heading', { name: 'My company' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partner portal' }).getAttribute('href')).toBe('/partner-portal/acc1');
  });

  it('calls zones locations when the location-users flag is on', async () => {
    renderLayout({ signedIn, flags: { 'location-users': { enabled: true } } });
    expect((await screen.findByRole('link', { name: 'Locations' })).getAttribute('href')).toBe('/accounts/acc1/zones');
  });

  it('shows placeholders while the account loads, the page already in place', async () => {
    renderLayout({ signedIn, pending: ['UserRegionsQuery'] });
    expect(await screen.findByRole('status', { name: 'Loading navigation' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/home');
    expect(screen.getByRole('banner').textContent).toContain('Cadence');
  });

  it('keeps a failed navigation to the sidebar, reports it, and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = renderLayout({ signedIn, pending: ['UserRegionsQuery'] });
    await screen.findByRole('status', { name: 'Loading navigation' });
    act(() => environment.mock.rejectMostRecentOperation(new Error('boom')));
    expect(await screen.findByText('The navigation could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Your account details could not be loaded.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/home');
    expect(navigation()).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[[0-9A-F]{8}\] boom$/), expect.objectContaining({ source: 'layout' }), expect.anything());

    const sidebarError = screen.getByText('The navigation could not be loaded.').closest('[role="alert"]') as HTMLElement;
    await userEvent.setup().click(within(sidebarError).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((operation) => operationName(operation) === 'UserRegionsQuery')).toBe(true));
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, layoutResolvers()(operation))));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    logged.mockRestore();
  });

  it('selects the newest account when none is selected', async () => {
    const { accounts } = renderLayout({
      signedIn: { accountId: null },
      accounts: [accountFields({ id: 'old', createdAt: '2020-01-01T00:00:00Z' }), accountFields({ id: 'new', createdAt: '2024-01-01T00:00:00Z' }), accountFields({ id: 'closed', createdAt: '2025-01-01T00:00:00Z', deactivated: true })],
    });
    await waitFor(() => expect(accounts.getSnapshot()).toBe('new'));
  });

  it('selects another account when the selected one is not accessible', async () => {
    const { accounts } = renderLayout({ signedIn: { accountId: 'gone' }, inaccessible: ['gone'], accounts: [accountFields({ id: 'other' })] });
    await waitFor(() => expect(accounts.getSnapshot()).toBe('other'));
  });

  it('stops choosing when no account of the user is accessible', async () => {
    const { accounts } = renderLayout({ signedIn: { accountId: 'gone' }, inaccessible: ['gone', 'other'], accounts: [accountFields({ id: 'other' })] });
    await waitFor(() => expect(accounts.getSnapshot()).toBeUndefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accounts.getSnapshot()).toBeUndefined();
  });

  it('has no serious accessibility violations', async () => {
    renderLayout({ signedIn });
    await screen.findByRole('searchbox');
    await expectNoAxeViolations();
  });
});

describe('what the layout shows', () => {
  it('hides the sidebar below 720 px', async () => {
    media.resize(719);
    renderLayout({ signedIn });
    await screen.findByRole('searchbox');
    expect(navigation()).toBeNull();
    act(() => media.resize(720));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    act(() => media.resize(600));
    expect(navigation()).toBeNull();
  });

  it('puts the navigation behind a menu button in the header while the sidebar is hidden for the width', async () => {
    media.resize(719);
    const user = userEvent.setup();
    renderLayout({ signedIn });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Search', 'Create', 'Zones', 'Library']);
    await expectNoAxeViolations();
    await user.click(within(menu).getByRole('link', { name: 'Library' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accounts/acc1/library'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    act(() => media.resize(720));
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull();
  });

  it('offers the menu button to visitors too, and not when a route hides the sidebar', async () => {
    media.resize(400);
    const { unmount } = renderLayout();
    expect(await screen.findByRole('button', { name: 'Open navigation menu' })).toBeTruthy();
    unmount();
    renderLayout({ signedIn, at: '/home?sidebar=0' });
    await screen.findByRole('button', { name: /User menu/ });
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull();
  });

  it('hides the sidebar on the setup guide unless web-playback says showSidebarInSetupGuide', async () => {
    const { unmount } = renderLayout({ signedIn, at: '/guide' });
    await screen.findByRole('searchbox');
    expect(navigation()).toBeNull();
    unmount();
    renderLayout({ signedIn, at: '/guide', flags: { 'web-playback': { enabled: true, showSidebarInSetupGuide: true } } });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('follows the URL flags chrome=0, header=0 and sidebar=0', async () => {
    const { unmount } = renderLayout({ signedIn, at: '/home?chrome=0' });
    await screen.findByTestId('location');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    unmount();

    const second = renderLayout({ signedIn, at: '/home?header=0' });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    second.unmount();

    renderLayout({ signedIn, at: '/home?sidebar=0' });
    await screen.findByRole('button', { name: /User menu/ });
    expect(navigation()).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('hides what a route handle hides', async () => {
    renderLayout({ signedIn, routes: [{ path: '*', element: <WhereAmI />, handle: { chrome: { header: false, footer: false, sidebar: false } } }] });
    await screen.findByTestId('location');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(navigation()).toBeNull();
  });

  it('shows the settings sidebar instead of the main navigation where a settings route asks for it', async () => {
    renderLayout({ signedIn, routes: [{ path: '*', element: <WhereAmI />, handle: { sidebarNavigation: 'settings' } }] });
    const settings = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(within(settings).getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/accounts/acc1/settings/overview');
    expect(navigation()).toBeNull();
  });

  it('shows that the app is offline', async () => {
    const { setOffline } = await import('../app/connectivity');
    renderLayout();
    await screen.findByRole('link', { name: 'Log in' });
    act(() => setOffline(true));
    expect(await screen.findByText('You appear to be offline. Check your connection and try again.')).toBeTruthy();
    act(() => setOffline(false));
    await waitFor(() => expect(screen.queryByText(/offline/)).toBeNull());
  });
});

describe('the theme', () => {
  it('stays light while the theme-select flag is off, whatever the user chose', async () => {
    renderLayout({ signedIn, user: { userColorModeSetting: 'dark' } });
    await screen.findByRole('searchbox');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("applies the user's choice with the flag on, and stays light on a route with its own light theme", async () => {
    const { unmount } = renderLayout({ signedIn, user: { userColorModeSetting: 'dark' }, flags: { 'theme-select': { enabled: true } } });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    unmount();
    renderLayout({ signedIn, user: { userColorModeSetting: 'dark' }, flags: { 'theme-select': { enabled: true } }, routes: [{ path: '*', element: <WhereAmI />, handle: { theme: 'pop' } }] });
    await screen.findByRole('searchbox');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('follows the system for the default setting', async () => {
    media.setColorScheme('dark');
    renderLayout({ signedIn, flags: { 'theme-select': { enabled: true } } });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    act(() => media.setColorScheme('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('the command palette', () => {
  const palette = () => screen.queryByRole('dialog', { name: 'Command palette' });

  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])('opens with %s on key-up', async (_name, modifiers) => {
    renderLayout({ signedIn });
    await screen.findByRole('searchbox');
    fireEvent.keyDown(document.body, { key: 'k', ...modifiers });
    expect(palette()).toBeNull();
    fireEvent.keyUp(document.body, { key: 'k', ...modifiers });
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('opens once the signed-in regions are there when pressed before they were', async () => {
    const { environment } = renderLayout({ signedIn, pending: ['UserRegionsQuery'] });
    await screen.findByRole('status', { name: 'Loading navigation' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyUp(document.body, { key: 'k', ctrlKey: true });
    expect(palette()).toBeNull();
    act(() => environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, layoutResolvers()(operation))));
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
  });

  it('ignores the shortcut while typing in the search field', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn });
    await user.click(await screen.findByRole('searchbox'));
    await user.keyboard('{Control>}k{/Control}');
    expect(palette()).toBeNull();
  });

  it('goes to a destination with the keyboard only', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn, account: { permissions: ['SUBSCRIPTION_WRITE'] } });
    await screen.findByRole('searchbox');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('subscr');
    expect(within(dialog).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['SubscriptionsCompany']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/accounts/acc1/settings/subscriptions'));
    expect(palette()).toBeNull();
  });

  it('switches to another account', async () => {
    const user = userEvent.setup();
    const { accounts } = renderLayout({ signedIn, at: '/accounts/acc1/zones', accounts: [accountFields(), accountFields({ id: 'acc2', businessName: 'Bistro Nord' })] });
    await screen.findByRole('searchbox');
    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('bistro{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/accounts/acc2/zones'));
    expect(accounts.getSnapshot()).toBe('acc2');
  });

  it('closes with Escape and has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn });
    await screen.findByRole('searchbox');
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).toBeNull());
  });
});
