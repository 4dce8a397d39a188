// Create (issue 10, core.md 2 'Create', 7 getTracksFromPrompt): an owner opens the create hub, makes a
// playlist from a prompt and finds its tracks on the new playlist's page, then makes a station from tags
// and lands on the station.
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './login';

test('an owner makes a playlist from a prompt, then a station from tags', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import from Spotify' })).toHaveAttribute('href', '/create/import-spotify-playlist');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Playlist from a prompt' }).click();
  await expect(page).toHaveURL(/\/create\/ai-playlist$/);
  await page.getByRole('textbox', { name: 'Prompt' }).fill('mellow jazz for a slow dinner');
  await page.getByRole('button', { name: 'Suggest tracks' }).click();
  await expect(page).toHaveURL(/\/create\/ai-playlist\?prompt=mellow\+jazz\+for\+a\+slow\+dinner$/);
  // The assistant's first answer of a fresh server, on a machine shared with other test runs, can be slow.
  await expect(page.getByRole('heading', { level: 2, name: 'Mellow Elegant Slow Jazz' })).toBeVisible({ timeout: 30_000 });
  const suggested = page.getByRole('list', { name: 'Suggested tracks' }).getByRole('listitem');
  await expect(suggested.first()).toBeVisible();
  const firstTitle = (await suggested.first().locator('.track-row__title').textContent())!;
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/discover\/music\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mellow Elegant Slow Jazz' })).toBeVisible();
  await expect(page.getByText(firstTitle, { exact: true }).first()).toBeVisible();

  await page.goto('/create');
  await page.getByRole('link', { name: 'Station from tags' }).click();
  await expect(page).toHaveURL(/\/create\/station\/from-tags$/);
  await page.getByRole('group', { name: 'Genres' }).getByText('Jazz', { exact: true }).click();
  await page.getByRole('group', { name: 'Moods' }).getByText('Mellow', { exact: true }).click();
  await expect(page).toHaveURL(/tags=jazz&tags=mellow$/);
  await expect(page.getByRole('textbox', { name: 'Station name' })).toHaveValue('Jazz & Mellow Station');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create station' }).click();
  await expect(page).toHaveURL(/\/discover\/music\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jazz & Mellow Station' })).toBeVisible();
  await expect(page.getByText('Station · Tags')).toBeVisible();
});
