// The desktop player's renderer, end to end (issue 14; core.md 4 'Devices and pairing'), in Chromium
// with a stand-in for the shell's preload bridge (window.cadenceDesktop): the computer pairs with the
// code an owner gets for a desktop app, plays the zone's music (the audio advances), unpairs
// deliberately (no 'was unpaired'), pairs again and is unpaired by the owner (the persistent 'was
// unpaired' toast, back to the desktop login); a shell older than the server supports shows the
// soonUnsupported notice, until it restarts updated. The zone is the Terrace, which no other spec plays or pairs:
// a worker runs its specs one after another on one server, and this one leaves its zone unpaired.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './login';
import { expectAccessible } from './axe';
import { playedSeconds } from './music';
import { demoZonePath } from './demoZones';

const OWNER = 'owner@cadence.test';
const ZONE = 'Terrace';
const LOCATION = 'Café Lumen Södermalm';

interface StandIn {
  desktopSent: unknown[];
  /** Space pressed in the shell: calls the page's onTogglePlay listeners, as the preload does on the main process's message. */
  desktopTogglePlay: () => void;
}

/** Where a test keeps the version the stand-in shell reports after a restart, as an updated shell would. */
const SHELL_VERSION_KEY = 'e2e.desktopVersion';

/** The shell's preload bridge, as the desktop's preload exposes it; what the page sends is recorded. */
function installBridge(context: BrowserContext, version = '9.9.9') {
  return context.addInitScript(({ version, key }) => {
    const standIn = window as unknown as StandIn;
    const sent: unknown[] = [];
    standIn.desktopSent = sent;
    const toggles = new Set<() => void>();
    standIn.desktopTogglePlay = () => toggles.forEach((listener) => listener());
    const none = () => () => undefined;
    window.cadenceDesktop = {
      info: { version: window.localStorage.getItem(key) ?? version, playerEngineVersion: 'web-audio-1', platform: 'linux' },
      openExternal: (url) => sent.push({ openExternal: url }),
      installUpdate: () => sent.push('installUpdate'),
      acceptUpdate: () => sent.push('acceptUpdate'),
      onUpdaterState: none,
      onTogglePlay: (listener) => {
        toggles.add(listener);
        return () => void toggles.delete(listener);
      },
      onNavigate: none,
    };
  }, { version, key: SHELL_VERSION_KEY });
}

/** The owner's pair page for a desktop app of the zone, and the code it shows. */
async function pairingCode(owner: Page): Promise<string> {
  await owner.goto(`${await demoZonePath(owner, ZONE, LOCATION)}/pair/desktop`);
  const code = owner.getByText(/^\d{3} \d{3}$/);
  await expect(code).toBeVisible();
  return (await code.textContent())!.replace(/\s/g, '');
}

async function pair(desktop: Page, code: string) {
  await desktop.goto('/electron/login');
  await desktop.getByRole('textbox', { name: 'Pairing code' }).fill(code);
  await desktop.getByRole('button', { name: 'Pair' }).click();
  await expect(desktop).toHaveURL(/\/electron\/paired-zone$/);
  await expect(desktop.getByRole('heading', { name: ZONE })).toBeVisible();
}

test('the desktop player pairs with a code, plays, unpairs, and hears of being unpaired', async ({ page: owner, browser }) => {
  test.setTimeout(180_000);
  await owner.goto('/login');
  await signIn(owner, OWNER);

  const context = await browser.newContext();
  await installBridge(context);
  const desktop = await context.newPage();

  // In the shell, /login is the desktop login; a wrong code keeps the input and says so.
  await desktop.goto('/login');
  await expect(desktop).toHaveURL(/\/electron\/login$/);
  await desktop.getByRole('textbox', { name: 'Pairing code' }).fill('12345');
  await desktop.getByRole('button', { name: 'Pair' }).click();
  await expect(desktop.getByText('Enter the 6-digit pairing code. It may have expired: get a new one.')).toBeVisible();
  await expect(desktop.getByRole('textbox', { name: 'Pairing code' })).toHaveValue('12345');
  await expectAccessible(desktop);

  const userAgent = desktop.waitForRequest((request) => request.url().includes('/lucy/') && !!request.headers()['x-user-agent']);
  await pair(desktop, await pairingCode(owner));
  expect((await userAgent).headers()['x-user-agent']).toMatch(/^cadence-desktop-player\/9\.9\.9 .*\(Engine; web-audio-1\)$/);
  await expectAccessible(desktop);

  // The zone's music plays on this computer: the audio advances.
  await expect.poll(() => playedSeconds(desktop), { timeout: 60_000 }).toBeGreaterThan(0.5);
  const first = await playedSeconds(desktop);
  await expect.poll(() => playedSeconds(desktop), { timeout: 90_000 }).toBeGreaterThan(first + 1);

  // The owner's pair page shows the computer online while it plays: its open subscription keeps it so.
  await owner.reload();
  await expect(owner.getByText(/· Online$/)).toBeVisible();

  // Space in the shell pauses (no deck plays) and plays again (the audio advances again).
  const togglePlay = () => desktop.evaluate(() => (window as unknown as StandIn).desktopTogglePlay());
  await togglePlay();
  await expect(desktop.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  await expect.poll(() => playedSeconds(desktop), { timeout: 30_000 }).toBe(0);
  await togglePlay();
  await expect.poll(() => playedSeconds(desktop), { timeout: 60_000 }).toBeGreaterThan(0.5);

  // The sidebar's recently played and blocked songs: the zone's history and blocked tracks, read as the device.
  const menu = desktop.getByRole('navigation', { name: 'Paired zone' });
  await menu.getByRole('link', { name: 'Recently played' }).click();
  await expect(desktop).toHaveURL(/\/electron\/paired-zone\/history$/);
  await expect(desktop.getByRole('heading', { level: 2, name: 'Recently played' })).toBeVisible();
  await expect(desktop.getByText('Date', { exact: true })).toBeVisible();
  await expect(desktop.locator('ol time').first().or(desktop.getByText('No tracks played yet.'))).toBeVisible();
  await expectAccessible(desktop);
  await menu.getByRole('link', { name: 'Blocked songs' }).click();
  await expect(desktop).toHaveURL(/\/electron\/paired-zone\/blocked-tracks$/);
  await expect(desktop.getByRole('heading', { level: 2, name: 'Blocked songs' })).toBeVisible();
  await expect(desktop.getByRole('main').getByText(/^No blocked tracks\./)).toBeVisible();
  await expectAccessible(desktop);
  await menu.getByRole('link', { name: 'Now playing' }).click();
  await expect(desktop).toHaveURL(/\/electron\/paired-zone$/);

  // Unpairing deliberately: back to the desktop login, playback stopped, no 'was unpaired'.
  await desktop.getByRole('button', { name: 'Unpair' }).click();
  await expect(desktop).toHaveURL(/\/electron\/login$/);
  await expect.poll(() => playedSeconds(desktop)).toBe(0);
  await expect(desktop.getByText('This computer was unpaired from its zone.')).toHaveCount(0);

  // Paired again, then unpaired by the owner from the zone's pair page: the persistent 'was unpaired'.
  await pair(desktop, await pairingCode(owner));
  await expect.poll(() => playedSeconds(desktop), { timeout: 60_000 }).toBeGreaterThan(0.5);
  await owner.reload();
  await owner.getByRole('button', { name: 'Unpair' }).click();
  await owner.getByRole('dialog', { name: 'Unpair the player?' }).getByRole('button', { name: 'Ok' }).click();
  await expect(desktop.getByText('This computer was unpaired from its zone.')).toBeVisible({ timeout: 30_000 });
  await expect(desktop).toHaveURL(/\/electron\/login$/);
  await expect.poll(() => playedSeconds(desktop)).toBe(0);
  await context.close();
});

test('a shell older than the server supports shows soonUnsupported until it restarts updated', async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  await owner.goto('/login');
  await signIn(owner, OWNER);
  const context = await browser.newContext();
  // Older than the server's DESKTOP_SUPPORTED_FROM (0.1.0).
  await installBridge(context, '0.0.9');
  const desktop = await context.newPage();
  await pair(desktop, await pairingCode(owner));

  const notice = desktop.getByRole('status').filter({ hasText: 'This version of the desktop player will soon stop working. Update it to keep the music playing.' });
  await expect(notice).toBeVisible();
  await expectAccessible(desktop);
  await notice.getByRole('button', { name: 'Accept update' }).click();
  expect(await desktop.evaluate(() => (window as unknown as StandIn).desktopSent)).toContain('acceptUpdate');

  // The shell restarts updated: it reports its version, and the notice goes without another reload.
  await desktop.evaluate((key) => window.localStorage.setItem(key, '0.2.0'), SHELL_VERSION_KEY);
  await desktop.reload();
  await expect(desktop.getByRole('heading', { name: ZONE })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await desktop.getByRole('button', { name: 'Unpair' }).click();
  await expect(desktop).toHaveURL(/\/electron\/login$/);
  await context.close();
});
