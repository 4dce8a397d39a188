// The zone page live across browsers (issue 9): two browser contexts signed in as the same owner on the
// same demo zone; pause, skip and volume in one show in the other without reloading. Screenshots of the
// player (light, dark, phone width) are kept as artifacts to look at, not compared.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn } from './login';

const OWNER = 'owner@cadence.test';
const ZONE_NAME = 'Dining Room';

/** The demo zone's player path. */
const diningRoomPath = (page: Page) => demoZonePath(page, ZONE_NAME);

async function signedInPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // As the fixtures do for the default page: no uncaught error, no console error the app did not expect.
  page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(`console: ${message.text()}`);
  });
  await page.goto('/login');
  await signIn(page, OWNER);
  return page;
}

const pageErrors: string[] = [];
test.afterEach(() => {
  expect(pageErrors.splice(0), 'errors in the pages').toEqual([]);
});

const transport = (page: Page) => page.getByRole('group', { name: 'Playback controls' });
const nowPlayingTitle = (page: Page) => page.locator('.zone-player__now .now-playing-track__title');

test('pause, skip and volume in one browser show in another without reloading', async ({ browser }) => {
  // Two browsers sign in and open the zone: more than one page's share of the default minute on 2 cores.
  test.setTimeout(180_000);
  const first = await signedInPage(browser);
  const path = await diningRoomPath(first);
  const second = await signedInPage(browser);
  await first.goto(path);
  await second.goto(path);
  await expect(first.getByRole('heading', { name: ZONE_NAME, level: 1 })).toBeVisible();
  await expect(second.getByRole('heading', { name: ZONE_NAME, level: 1 })).toBeVisible();

  // Start from playing in both.
  const play = transport(first).getByRole('button', { name: 'Play' });
  if (await play.isVisible()) await play.click();
  await expect(transport(second).getByRole('button', { name: 'Pause' })).toBeVisible();

  await transport(first).getByRole('button', { name: 'Pause' }).click();
  await expect(transport(first).getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(transport(second).getByRole('button', { name: 'Play' })).toBeVisible();

  await transport(second).getByRole('button', { name: 'Play' }).click();
  await expect(transport(first).getByRole('button', { name: 'Pause' })).toBeVisible();

  const before = await nowPlayingTitle(second).textContent();
  await transport(first).getByRole('button', { name: 'Skip track' }).click();
  await expect(nowPlayingTitle(second)).not.toHaveText(before ?? '');
  await expect(nowPlayingTitle(first)).toHaveText((await nowPlayingTitle(second).textContent()) ?? '');

  const slider = first.getByRole('slider', { name: 'Volume' });
  await slider.focus();
  await first.keyboard.press('End');
  await expect(second.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
  await first.keyboard.press('Home');
  await expect(second.getByRole('slider', { name: 'Volume' })).toHaveValue('0');

  await expectAccessible(first);
  await first.screenshot({ path: test.info().outputPath('zone-player-light.png'), fullPage: true });
  await first.context().close();
  await second.context().close();
});

test('the zone pages in dark theme and at phone width, and the now-playing bar elsewhere', async ({ browser }) => {
  const page = await signedInPage(browser, { colorScheme: 'dark' });
  const path = await diningRoomPath(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ZONE_NAME, level: 1 })).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.screenshot({ path: test.info().outputPath('zone-player-dark.png'), fullPage: true });

  for (const tab of ['History', 'Blocked tracks', 'Remote', 'Settings']) {
    await page.getByRole('navigation', { name: 'Zone pages' }).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('navigation', { name: 'Zone pages' }).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status', { name: 'Loading the zone' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.screenshot({ path: test.info().outputPath('zone-settings-dark.png'), fullPage: true });

  // The now-playing bar follows the user to other pages and leads back to the zone.
  await page.goto('/home');
  const bar = page.getByRole('complementary', { name: `Now playing in ${ZONE_NAME}` });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: /Pause|Play/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('now-playing-bar.png') });
  await bar.getByRole('link', { name: `Open ${ZONE_NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: ZONE_NAME, level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('zone-player-phone.png'), fullPage: true });
  await page.context().close();
});
