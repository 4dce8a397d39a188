// Catalogue and editorial (core.md 2 'Discover and search', 3 'Tracks and catalogue'): a signed-in
// owner lands on /home and finds the editorial sections under the zone summary, opens a genre's browse
// page, a popular track there (its album page with the track selected) and the album's artist, whose
// releases are grouped by kind. Every page passes axe, also at phone width.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './login';

test('an owner goes from the editorial home to a category, an album with a track selected and an artist', async ({ page }, testInfo) => {
  // Five pages, each checked with axe, one of them twice.
  test.setTimeout(150_000);
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await expect(page).toHaveURL(/\/home$/);

  // The zone summary stays; the editorial home follows it, with the named home pages as tabs.
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "Editors' picks" })).toBeVisible();
  const genres = page.getByRole('region', { name: 'Genres' });
  await expect(genres.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Home pages' }).getByRole('link', { name: 'For you' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('home-editorial.png'), fullPage: true });

  // A business tab from the keyboard.
  const business = page.getByRole('region', { name: 'For your business' });
  const tabs = business.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  const genre = genres.getByRole('link').first();
  const genreName = (await genre.textContent())!.trim();
  await genre.click();
  await expect(page).toHaveURL(/\/discover\/browse\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: genreName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Playlists' })).toBeVisible();
  await expectAccessible(page);

  const track = page.getByRole('region', { name: 'Popular tracks' }).getByRole('link').first();
  const trackTitle = (await track.locator('.catalogue-card__title').textContent())!;
  await track.click();
  await expect(page).toHaveURL(/\/discover\/album\/[^/#]+#.+/);
  const selected = page.getByRole('region', { name: 'Tracks' }).locator('li[aria-current="true"]');
  await expect(selected).toContainText(trackTitle);
  await expect(selected).toBeFocused();
  await expect(selected).toBeInViewport();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('album.png'), fullPage: true });

  const artist = page.locator('.discover-header__meta').getByRole('link').first();
  const artistName = (await artist.textContent())!;
  await artist.click();
  await expect(page).toHaveURL(/\/discover\/artist\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: artistName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^(Albums|Singles|Compilations)$/ }).first()).toBeVisible();
  await expectAccessible(page);

  // At phone width the page still fits: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: artistName })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('artist-phone.png'), fullPage: true });
});
