// Search (core.md 2 'Discover and search'): a signed-in owner types in the header's search field, sees
// the results grouped by kind, opens the tracks section and a track, and finds it among the recent
// searches on the search page. The pages pass axe. Screenshots are kept as artifacts, not compared.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

test('an owner searches, opens a section and a result, and sees it among the recent searches', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');

  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('morning');
  // The route follows the typing once it settles, as the header's search (nav=header).
  await expect(page).toHaveURL(/\/search\/morning\?nav=header$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “morning”' })).toBeVisible();
  for (const kind of ['Tracks', 'Artists', 'Albums', 'Playlists']) await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tracks' }).getByRole('link', { name: /Morning/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('search-results.png'), fullPage: true });

  await page.getByRole('link', { name: 'Show all Tracks' }).click();
  await expect(page).toHaveURL(/\/search\/morning\/tracks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tracks for “morning”' })).toBeVisible();
  const tracks = page.getByRole('region', { name: 'Tracks' }).getByRole('listitem');
  await expect(tracks.nth(6)).toBeVisible();
  await expectAccessible(page);

  const first = tracks.first().getByRole('link');
  const title = (await first.locator('.search-result__title').textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/discover\/album\/[^/#]+#.+/);

  await page.goto('/search');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('search-recent.png'), fullPage: true });
});
