// The frame of the app against the started product: signing in and out, redirect-to, accounts by URL,
// legacy redirects and the not-found page, with an axe scan of every page reached.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { demoAccountId, signIn } from './login';

const HOTEL_SOLSKEN = demoAccountId(4);

test('a demo owner signs in, lands on home with their account, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
  await signIn(page, 'owner@cadence.test');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Olivia Berg/ })).toBeVisible();
  await expect(page.getByText('Café Lumen').first()).toBeVisible();
  await expect(page.getByText('8 zones')).toBeVisible();
  await expectAccessible(page);

  // The logged-out group sends a signed-in user home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login/);
});

test('a protected page saves where the user was going, and login returns there', async ({ page }) => {
  await page.goto('/user/change-password');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'finance@cadence.test');
  await expect(page).toHaveURL(/\/user\/change-password$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText('finance@cadence.test').first()).toBeVisible();
  await expectAccessible(page);
});

test('a URL naming another account switches to it, and _ means the current account', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'partner@cadence.test');
  await expect(page.getByText('Nordlys Audio Partners').first()).toBeVisible();

  await page.goto(`/accounts/${HOTEL_SOLSKEN}/your-music/playlists`);
  await expect(page).toHaveURL(new RegExp(`/accounts/${HOTEL_SOLSKEN.replace('.', '\\.')}/library\\?filter=playlists$`));
  await page.goto('/home');
  await expect(page.getByText('Hotel Solsken').first()).toBeVisible();

  await page.goto('/accounts/_/your-music/schedules');
  await expect(page).toHaveURL(new RegExp(`/accounts/${HOTEL_SOLSKEN.replace('.', '\\.')}/library\\?filter=schedules$`));

  // An account the user may not see sends them home.
  await page.goto(`/accounts/${demoAccountId(1)}/your-music`);
  await expect(page).toHaveURL(/\/home$/);
});

test('legacy paths redirect, and an unknown path shows the not-found page with suggestions', async ({ page }) => {
  await page.goto('/discover');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/addons/');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/loginn');
  await expect(page.getByText('Route not found (/loginn)')).toBeVisible();
  await expect(page.getByRole('link', { name: /\/login/ }).first()).toBeVisible();
  await expectAccessible(page);

  // The music pages are for signed-in users (the catalogue is), so this one is followed signed in, to a
  // playlist of the owner's library.
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/accounts/_/library');
  const playlist = (await page.locator('main a[href^="/discover/music/"]').first().getAttribute('href'))!.split('/').pop()!;
  await page.goto(`/discover/playlists/${playlist}`);
  await page.waitForURL((url) => url.pathname === `/discover/music/${playlist}`);
});

test('the keyboard reaches the login form and the command palette opens with Ctrl+K', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await page.keyboard.type('owner@cadence.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('cadence-demo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  // Pressed right away: the palette opens once the signed-in user's regions of the layout are there.
  await page.getByRole('heading', { name: /Olivia Berg/ }).click();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('feedback shared from the user menu reaches the server and is confirmed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'contact@cadence.test');
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Share feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share feedback' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('Setting up our zones was quick.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a forgotten password is reset through the mailed link, and a used link shows its error screen', async ({ page, request }) => {
  const email = 'location@cadence.test';
  await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  const mails = (await (await request.get(`/stand-in/mail/messages?to=${encodeURIComponent(email)}&kind=reset_password`)).json()) as { text: string }[];
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mails[0]!.text)![0];
  const path = new URL(link).pathname;
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Repeat new password').fill('a-new-secret');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('Repeat new password').fill('another-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('offline', () => {
  // While offline, Chromium logs each of the realtime socket's reconnection attempts as a console error.
  // Offline, the app's own calls fail too (a region that loads after the first paint, a refetch), and are reported.
  test.use({ expectedConsoleErrors: [[/^WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /^Error: Unable to preload CSS/], { scope: 'test' }] });

  test('losing the network shows the offline state, and it clears when calls succeed again', async ({ page, context }) => {
    await page.goto('/login');
    await signIn(page, 'owner@cadence.test');
    await expect(page.getByText('8 zones')).toBeVisible();
    await context.setOffline(true);
    // The profile page's code is not loaded yet: offline, the app shows its offline page instead of reloading.
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    await page.goto('/user');
    await expect(page.getByText('owner@cadence.test').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
  });
});
