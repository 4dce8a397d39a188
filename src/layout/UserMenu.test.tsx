import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../testing/cssEscape';
import { expectNoAxeViolations } from '../testing/axe';
import { installMatchMedia } from './testing/matchMedia';
import type { FakeMedia } from './testing/matchMedia';
import { ACCOUNT_ID, accountFields, renderLayout } from './testing/renderLayout';
import type { RenderLayoutOptions } from './testing/renderLayout';
import electronTexts from '../i18n/en/electron.json';
import { registerTexts } from '../i18n/i18n';
import { DESKTOP_PAIRING_STORAGE_KEY } from '../pages/electron/desktopPairing';

// In the shell, the desktop shell's module registers these texts at the app's start.
registerTexts(electronTexts);

let media: FakeMedia;
// The layout loads the menu beside the page (UserRegions.tsx): loaded once here, each test's menu shows
// as soon as the layout's data is there rather than after the module's first transform.
beforeAll(() => import('./UserMenu'));
beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.uninstall());

async function openMenu(options: Omit<RenderLayoutOptions, 'signedIn'> = {}) {
  const user = userEvent.setup();
  const view = renderLayout({ signedIn: { accountId: ACCOUNT_ID }, ...options });
  await user.click(await screen.findByRole('button', { name: 'User menu for Maja Lind' }));
  const menu = await screen.findByRole('menu');
  const all = () => [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
  const items = () => all().map((item) => item.textContent);
  const item = (name: string) => {
    const found = all().find((candidate) => candidate.textContent === name);
    if (!found) throw new Error(`no menu item ${name} in ${items().join(', ')}`);
    return found;
  };
  return { ...view, user, menu, items, item };
}

describe('the user menu (navigation.md 2.8)', () => {
  it('lists the current account, user settings, support, store, share feedback and log out', async () => {
    const { menu, items, item } = await openMenu();
    expect(within(menu).getByText('Café Lumen')).toBeTruthy();
    expect(within(menu).getByText('maja@cafe-lumen.test')).toBeTruthy();
    expect(items()).toEqual(['Account settings', 'Download apps', 'User settings', 'Help & Support', 'Store', 'Share feedback', 'Log out']);
    expect(item('Account settings').getAttribute('href')).toBe('/accounts/acc1/settings');
    expect(item('Download apps').getAttribute('href')).toBe('/download');
    expect(item('User settings').getAttribute('href')).toBe('/user');
    expect(item('Log out').getAttribute('href')).toBe('/logout');
    expect(item('Help & Support').getAttribute('target')).toBe('_blank');
    expect(item('Store').getAttribute('target')).toBe('_blank');
  });

  it("in the desktop shell with this computer paired, reaches the zone's recently played and blocked songs and unpairs", async () => {
    vi.stubGlobal('cadenceDesktop', { info: { version: '9.9.9', playerEngineVersion: 'web-audio-1', platform: 'linux' } });
    try {
      const unpaired = await openMenu();
      expect(unpaired.items()).not.toContain('Unpair');
      unpaired.unmount();
      localStorage.setItem(DESKTOP_PAIRING_STORAGE_KEY, JSON.stringify({ token: 't', refreshToken: 'r', deviceId: 'd', zoneId: 'z', zoneName: 'Bar' }));
      const { items, item } = await openMenu();
      expect(items()).toEqual(['Account settings', 'Download apps', 'Recently played', 'Blocked songs', 'User settings', 'Help & Support', 'Store', 'Share feedback', 'Unpair', 'Log out']);
      expect(item('Recently played').getAttribute('href')).toBe('/electron/paired-zone/history');
      expect(item('Blocked songs').getAttribute('href')).toBe('/electron/paired-zone/blocked-tracks');
    } finally {
      localStorage.removeItem(DESKTOP_PAIRING_STORAGE_KEY);
      vi.unstubAllGlobals();
    }
  });

  it('offers the licence certificate to US accounts only', async () => {
    const { item, unmount } = await openMenu({ account: { country: 'US' } });
    expect(item('Licence certificate').getAttribute('href')).toBe('/legal-certificate/');
    unmount();
    const other = await openMenu({ account: { country: 'GB' } });
    expect(other.items()).not.toContain('Licence certificate');
  });

  it('lists the other accounts: distributors first, then by name, without deactivated ones, partners labelled', async () => {
    const { menu } = await openMenu({
      accounts: [
        accountFields(),
        accountFields({ id: 'a2', businessName: 'Zebra Bar' }),
        accountFields({ id: 'a3', businessName: 'Alpha Bistro' }),
        accountFields({ id: 'a4', businessName: 'Yellow Distribution', roles: { isDistributor: true, isPartner: false } }),
        accountFields({ id: 'a5', businessName: 'Closed Shop', deactivated: true }),
        accountFields({ id: 'a6', businessName: 'Music Reseller', roles: { isDistributor: false, isPartner: true } }),
      ],
    });
    const section = within(menu).getByText('Switch account').closest('section')!;
    expect(within(section as HTMLElement).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Yellow Distribution', 'Alpha Bistro', 'Music ResellerPartner', 'Zebra Bar']);
  });

  it('switches account and goes to the same page of the new account', async () => {
    const { user, item, accounts } = await openMenu({ at: '/accounts/acc1/library?filter=playlists', accounts: [accountFields(), accountFields({ id: 'a2', businessName: 'Bistro Nord' })] });
    await user.click(item('Bistro Nord'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/accounts/a2/library'));
    expect(accounts.getSnapshot()).toBe('a2');
  });

  it('stays on a page outside the account area when switching', async () => {
    const { user, item, accounts } = await openMenu({ at: '/search/jazz?nav=header', accounts: [accountFields(), accountFields({ id: 'a2', businessName: 'Bistro Nord' })] });
    await user.click(item('Bistro Nord'));
    await waitFor(() => expect(accounts.getSnapshot()).toBe('a2'));
    expect(screen.getByTestId('location').textContent).toBe('/search/jazz?nav=header');
  });

  it('goes home when the account switched to is in onboarding', async () => {
    const { user, item } = await openMenu({ at: '/accounts/acc1/zones', accounts: [accountFields(), accountFields({ id: 'a2', businessName: 'New Café', featureFlags: ['onboarding_enabled'] })] });
    await user.click(item('New Café'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
  });

  it('has no theme select while the theme-select flag is off', async () => {
    const { menu } = await openMenu();
    expect(within(menu).queryByText('Theme')).toBeNull();
  });

  it('changes and stores the theme behind the theme-select flag', async () => {
    const { user, item, updateUser } = await openMenu({ flags: { 'theme-select': { enabled: true } } });
    expect(item('System').getAttribute('aria-checked')).toBe('true');
    await user.click(item('Dark'));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(updateUser).toHaveBeenCalledWith('user-1', { userColorModeSetting: 'dark' });
  });

  it('puts the theme back when storing it fails', async () => {
    const { user, item, updateUser } = await openMenu({ flags: { 'theme-select': { enabled: true } } });
    updateUser.mockRejectedValueOnce(new Error('offline'));
    await user.click(item('Dark'));
    await waitFor(() => expect(updateUser).toHaveBeenCalled());
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('opens the share-feedback dialog', async () => {
    const { user, item } = await openMenu();
    await user.click(item('Share feedback'));
    expect(await screen.findByRole('dialog', { name: 'Share feedback' })).toBeTruthy();
  });

  it('has no serious accessibility violations when open', async () => {
    await openMenu({ flags: { 'theme-select': { enabled: true } }, accounts: [accountFields(), accountFields({ id: 'a2', businessName: 'Bistro Nord' })] });
    await expectNoAxeViolations();
  });
});

describe('the user menu on the keyboard', () => {
  it('opens from the trigger with Enter and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderLayout({ signedIn: { accountId: ACCOUNT_ID } });
    const trigger = await screen.findByRole('button', { name: 'User menu for Maja Lind' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(within(menu).getAllByRole('menuitem')[1]!.textContent);
  });
});
