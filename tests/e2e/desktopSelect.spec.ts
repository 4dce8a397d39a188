// The desktop player's signed-in half, end to end (issue 14; core.md 2 'Desktop player shell', 4 'Devices
// and pairing'; navigation.md 2.5, 2.13), in Chromium with a stand-in for the shell's preload bridge: the
// owner logs in by e-mail in the shell, goes on past the one account to the locations, picks a zone that
// has a player (confirming the replacement), goes home with it playing on this computer, opens its recently
// played songs from the user menu, then logs out: the computer unpairs, the music stops and the shell's
// login shows.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';
import { playedSeconds } from './music';

const OWNER = 'owner@cadence.test';
// The demo's zone in SoHo that runs an old Windows player: no other spec plays it (the Patio in Shibuya
// is the announcement spec's, whose browser takes it over).
const LOCATION = 'Café Lumen SoHo';
const ZONE = 'Main Floor';

/** The shell's preload bridge, as the desktop's preload exposes it; desktopNavigate asks for a path as a deep link does. */
function installBridge(context: BrowserContext) {
  return context.addInitScript(() => {
    const none = () => () => undefined;
    const navigateListeners: ((path: string) => void)[] = [];
    (window as unknown as { desktopNavigate: (path: string) => void }).desktopNavigate = (path) => navigateListeners.forEach((listener) => listener(path));
    window.cadenceDesktop = {
      info: { version: '9.9.9', playerEngineVersion: 'web-audio-1', platform: 'linux' },
      openExternal: () => undefined,
      installUpdate: () => undefined,
      acceptUpdate: () => undefined,
      onUpdaterState: none,
      onTogglePlay: none,
      onNavigate: (listener) => {
        navigateListeners.push(listener);
        return () => undefined;
      },
    };
  });
}

test('the desktop player logs in by e-mail, pairs the zone it picks, plays it and unpairs on logout', async ({ page, context }) => {
  test.setTimeout(180_000);
  await installBridge(context);

  // The shell's login offers the pairing code and the e-mail login.
  await page.goto('/electron/login');
  await expect(page.getByRole('heading', { level: 2, name: 'Log in with a pairing code' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Log in with e-mail' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/electron/login/email');
  await expect(page.getByRole('textbox', { name: 'Pairing code' })).toHaveCount(0);
  await signIn(page, OWNER);

  // One account: straight on to its locations.
  await expect(page).toHaveURL(/\/electron\/select\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
  await expect(page.getByText('The locations of Café Lumen.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: LOCATION }).click();

  await expect(page).toHaveURL(/\/electron\/select\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a zone' })).toBeVisible();
  const zone = page.getByRole('button', { name: ZONE });
  await expect(zone).toHaveAccessibleDescription(/^Player: /);
  await expectAccessible(page);

  // The zone has a player: this computer replaces it once the user confirms.
  await zone.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Replace the player of ${ZONE}?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/electron\/select\/[^/]+\/[^/]+$/);
  await zone.click();
  await dialog.getByRole('button', { name: 'Replace' }).click();

  // The paired zone's account is selected and the app goes home; the zone's music plays on this
  // computer (the audio advances) and the user menu reaches the zone's recently played songs.
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => playedSeconds(page), { timeout: 60_000 }).toBeGreaterThan(0.5);
  const first = await playedSeconds(page);
  await expect.poll(() => playedSeconds(page), { timeout: 90_000 }).toBeGreaterThan(first + 1);
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Recently played' }).click();
  await expect(page).toHaveURL(/\/electron\/paired-zone\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: ZONE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recently played' })).toBeVisible();
  await expectAccessible(page);

  // Logging out in the shell: the music stops, the computer unpairs, the shell's login shows.
  await page.evaluate(() => (window as unknown as { desktopNavigate: (path: string) => void }).desktopNavigate('/logout'));
  await expect(page).toHaveURL(/\/electron\/login$/);
  await expect.poll(() => playedSeconds(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('cadence.desktopPairing'))).toBeNull();
  await expect(page.getByText('This computer was unpaired from its zone.')).toHaveCount(0);

  // Logged in again, the zone has no player now.
  await page.goto('/electron/login/email');
  await signIn(page, OWNER);
  await page.getByRole('link', { name: LOCATION }).click();
  await expect(page.getByRole('button', { name: ZONE })).toHaveAccessibleDescription(/^No player yet\./);
});
