// Schedule playback (issue 11): one weekly schedule on zones in Stockholm and New York plays in each the
// slot of its local time. The schedule is made through the radio service (its editor has its own test),
// then assigned from its page with play-to, as an owner would; each zone's page then shows the schedule
// and the playlist of its own slot.
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';
import { findPlaylist } from './music';

const HOUR = 3_600_000;
const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The local hour of a time zone now. */
const localHour = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date()));

test('one schedule plays in each zone the slot of its local time', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const { token, accountId } = await signedInSession(page);
  const headers = { Authorization: `Bearer ${token}`, 'X-API-Version': '13' };
  const [brunch, lounge] = [await findPlaylist(page, 'Sunday Brunch'), await findPlaylist(page, 'Late Night Lounge')];
  // Six-hour slots all week: brunch from 06:00 and 18:00, lounge from 12:00 and midnight, local time.
  const slots = DAYS.flatMap((day) =>
    [
      ['060000', brunch],
      ['120000', lounge],
      ['180000', brunch],
      ['000000', lounge],
    ].map(([start, playlist]) => ({ RRULE: `FREQ=WEEKLY;BYDAY=${day}`, DTSTART: start, DURATION: String(6 * HOUR), collections: [(playlist as { id: string }).id] })),
  );
  const created = await page.request.post(`/radio/accounts/${accountId}/schedules`, { headers, data: { name: 'Around the clock', slots } });
  expect(created.status()).toBe(201);
  const schedule = (await created.json()) as { id: string };
  const expected = (timeZone: string) => (Math.floor(localHour(timeZone) / 6) % 2 === 1 ? brunch.name : lounge.name);

  const [dining, mainFloor] = [await demoZonePath(page, 'Dining Room'), await demoZonePath(page, 'Main Floor')];
  await page.goto(`/discover/schedule/${schedule.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Around the clock' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Monday' }).getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);

  await main.getByRole('button', { name: 'More actions for Around the clock' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Play to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Play Around the clock in…' });
  for (const zone of ['Dining Room', 'Main Floor']) {
    await dialog.getByRole('searchbox', { name: 'Find zones' }).fill(zone);
    await dialog.getByRole('option', { name: new RegExp(`^${zone} `) }).click();
  }
  await dialog.getByText('Switch now instead of after the current track').click();
  await dialog.getByRole('button', { name: 'Play in 2 zones' }).click();
  await expect(dialog).toHaveCount(0);

  for (const [path, name, timeZone] of [
    [dining, 'Dining Room', 'Europe/Stockholm'],
    [mainFloor, 'Main Floor', 'America/New_York'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const source = page.getByRole('region', { name: 'Playing from' });
    await expect(source.locator('.zone-player__source-name')).toHaveText('Around the clock');
    await expect(source.getByText('This slot plays')).toHaveText(`This slot plays ${expected(timeZone)}`);
    await expect(source.getByText(/^Next schedule slot starts /)).toBeVisible();
  }
});
