// Importing playlists from the streaming service (issue 10; core.md 2 'Create', 7 'Streaming-service
// import'): the owner connects through the stand-in's authorisation page in a 700x700 popup, which
// returns to /spotify-callback and closes; the page then lists the account's Spotify playlists 50 at a
// time, and importing two of them makes one playlist and reports why the other (local files only) failed.
// A new tab then reuses the connection the server holds.
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './login';

const OWNER = 'owner@cadence.test';

test('imports Spotify playlists through the authorisation popup, one of them failing', async ({ page, context, baseURL }) => {
  await page.goto('/login');
  await signIn(page, OWNER);
  await page.goto('/create/import-spotify-playlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Import playlists from Spotify' })).toBeVisible();
  await expectAccessible(page);

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Connect to Spotify' }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  const authorize = new URL(popup.url());
  expect(authorize.pathname).toBe('/stand-in/spotify/authorize');
  expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
    client_id: 'cadence-web',
    response_type: 'code',
    redirect_uri: `${baseURL}/spotify-callback`,
    scope: 'playlist-read-private playlist-read-collaborative user-follow-read user-top-read user-library-read user-read-recently-played',
    show_dialog: 'true',
    state: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([700, 700]);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Agree' }).click();
  await closed;

  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: /^Café Favourites/ })).toBeVisible();
  await expect(main.getByRole('checkbox')).toHaveCount(50);
  await main.getByRole('button', { name: 'Load more playlists' }).click();
  await expect(main.getByRole('checkbox')).toHaveCount(53);

  await main.getByText('Café Favourites', { exact: true }).click();
  await main.getByText('Voice Memos', { exact: true }).click();
  await expect(main.getByText('2 selected')).toBeVisible();
  await main.getByRole('button', { name: 'Import selected' }).click();

  const results = main.getByRole('region', { name: 'Import results' });
  await expect(results.getByRole('link', { name: 'Café Favourites' })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Voice Memos' }).first()).toContainText("Not imported Voice MemosNone of the playlist's tracks are in the Cadence catalogue");
  await expect(page.getByText('Added 1 playlists to your library')).toBeVisible();
  await expectAccessible(page);

  await results.getByRole('link', { name: 'Café Favourites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Café Favourites' })).toBeVisible();

  // A new tab has no connection of its own: it uses the one the server holds instead of asking again.
  const tab = await context.newPage();
  await tab.goto('/create/import-spotify-playlist');
  await expect(tab.getByRole('heading', { level: 1, name: 'Import playlists from Spotify' })).toBeVisible();
  await expect(tab.getByRole('main').getByRole('checkbox', { name: /^Café Favourites/ })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Connect to Spotify' })).toHaveCount(0);
});

test('closing the popup changes nothing, and cancelling on the consent page says access was not granted', async ({ page, context }) => {
  await page.goto('/login');
  // A user who has never connected: the owner's connection, once made, is reused without asking.
  await signIn(page, 'finance@cadence.test');
  await page.goto('/create/copy-spotify-playlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Copy a Spotify playlist' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect to Spotify' });

  let opened = context.waitForEvent('page');
  await connect.click();
  await (await opened).close();
  await expect(connect).toBeEnabled();
  // The button is disabled from the click until the abort is handled, so a toast would be up by now.
  await expect(page.getByText(/Could not connect to Spotify|Connecting to Spotify failed|Spotify access was not granted/)).toHaveCount(0);

  opened = context.waitForEvent('page');
  await connect.click();
  const popup = await opened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await expect(page.getByText('Spotify access was not granted')).toBeVisible();
  await expect(connect).toBeEnabled();
  await expectAccessible(page);
});
