// Playlists (issue 10, core.md 2, 4, 5): an owner creates a playlist, lands on its editor, adds tracks,
// reorders them by drag and drop with the pointer and with the keyboard, and finds the order saved after
// a reload; a playlist built through the API to near the 3000-track limit offers only the tracks that
// fit, then shows the track-limit dialog. Screenshots are kept as artifacts (test-results/), not compared.
import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

const persisted = Object.entries(JSON.parse(readFileSync(new URL('../../src/__generated__/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>);
/** The id of one of the app's persisted operations (production serves only those). */
const operationId = (name: string) => persisted.find(([, text]) => text.includes(` ${name}(`))![0];

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
};

/** Calls the control API as the signed-in user of the page. */
async function graphql<T>(page: Page, name: string, variables: Record<string, unknown>): Promise<T> {
  const { token } = await signedInSession(page);
  const response = await page.request.post(`/lucy/control?op=${name}`, { headers: { Authorization: `Bearer ${token}` }, data: { variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } } } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, name).toBeUndefined();
  return body.data;
}

const rowsOf = (page: Page) => page.getByRole('grid', { name: /^Tracks of the playlist/ }).getByRole('row');
const titles = (page: Page) => rowsOf(page).evaluateAll((rows) => rows.map((row) => row.querySelector('.track-row__title')?.textContent ?? ''));
/** Drags a row with the pointer, in steps as a hand would, onto the upper edge of another. */
async function dragAbove(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 10 });
  await page.mouse.up();
}

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /changes saved/ })).toBeVisible();

test('an owner creates a playlist, adds tracks, reorders them by drag and drop and finds the order saved', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/create/playlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a playlist' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page).toHaveURL(/\/discover\/music\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Edit Playlist \d+$/ })).toBeVisible();
  await expect(page.getByText('No tracks yet')).toBeVisible();

  // Add three tracks found by title, one at a time.
  await page.getByRole('searchbox', { name: 'Find tracks by title' }).fill('a');
  const addButtons = page.getByRole('button', { name: /^Add (?!all)/ });
  await expect(addButtons.first()).toBeVisible();
  const found = (await addButtons.evaluateAll((buttons) => buttons.slice(0, 3).map((button) => button.getAttribute('aria-label')!.replace(/^Add /, '')))) as string[];
  for (let i = 0; i < 3; i++) await addButtons.nth(i).click();
  await expect(rowsOf(page)).toHaveCount(3);
  await saved(page);
  expect(await titles(page)).toEqual(found);

  // The keyboard moves the first row below the last: from the row to its handle, Enter, down to the gap
  // after the last row (the first gap offered is the one after the row itself), Enter.
  await rowsOf(page).nth(0).click({ position: { x: 300, y: 20 } });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: `Drag ${found[0]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Insert between ${found[0]} and ${found[1]}` })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: `Insert after ${found[2]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page)).toEqual([found[1], found[2], found[0]]);
  await saved(page);

  // The pointer drags it back to the top.
  await dragAbove(page, rowsOf(page).nth(2), rowsOf(page).nth(0));
  await expect.poll(() => titles(page)).toEqual([found[0], found[1], found[2]]);
  await saved(page);

  // Remove the middle one.
  await page.getByRole('button', { name: `Remove ${found[1]}` }).click();
  await expect.poll(() => titles(page)).toEqual([found[0], found[2]]);
  await saved(page);

  await page.reload();
  await expect.poll(() => titles(page)).toEqual([found[0], found[2]]);
  await expectAccessible(page);
  await shoot(page, testInfo, 'playlist-editor');

  // The playlist's own page shows the order too.
  await page.getByRole('link', { name: 'Back to the playlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Playlist \d+$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Tracks of Playlist/ }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 tracks', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'playlist-page');
});

test('near the 3000-track limit only the tracks that fit are added, and at it the track-limit dialog shows', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { accountId } = await signedInSession(page);
  const { tracksByTitle } = await graphql<{ tracksByTitle: { id: string }[] }>(page, 'AddTracksQuery', { title: 'a', first: 1 });
  const trackIds = Array.from({ length: 2990 }, () => tracksByTitle[0]!.id);
  const { createManualPlaylist } = await graphql<{ createManualPlaylist: { playlist: { id: string } } }>(page, 'CreateManualPlaylistMutation', { input: { owner: accountId, name: 'Nearly full', trackIds } });

  await page.goto(`/discover/music/${createManualPlaylist.playlist.id}/edit`);
  await expect(page.getByText('2,990 of 3,000 tracks')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find tracks by title' }).fill('a');
  await page.getByRole('button', { name: 'Add all 20' }).click();
  const partial = page.getByRole('dialog', { name: 'Not all tracks fit' });
  await expect(partial).toContainText('Only 10 of the 20 tracks fit');
  await expectAccessible(page);
  await shoot(page, testInfo, 'partial-add');
  await partial.getByRole('button', { name: 'Add 10 tracks' }).click();
  await expect(page.getByText('3,000 of 3,000 tracks')).toBeVisible();
  await saved(page);

  await page.getByRole('button', { name: /^Add (?!all)/ }).first().click();
  const limit = page.getByRole('alertdialog', { name: 'The playlist is full' });
  await expect(limit).toContainText('at most 3000 tracks');
  await shoot(page, testInfo, 'track-limit');
  await limit.getByRole('button', { name: 'OK' }).click();
  await expect(limit).toBeHidden();
  await expect(page.getByText('3,000 of 3,000 tracks')).toBeVisible();

  // The playlist's page pages through all 3000 as it scrolls.
  await page.goto(`/discover/music/${createManualPlaylist.playlist.id}`);
  await expect(page.getByText('3,000 tracks', { exact: false }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText('3000', { exact: true })).toBeVisible();
});
