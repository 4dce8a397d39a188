// Holiday and campaign overrides (issue 11): an owner makes one location's zones play another playlist
// from today, a second browser watching one of those zones sees the switch without a reload, and
// deleting the override sends the zone back to its own music. The override is deleted at the end, so
// the demo account is left as the other tests expect it.
import { expectAccessible } from './axe';
import { demoZonePath } from './demoZones';
import { expect, test } from './fixtures';
import { signIn, signedInSession } from './login';

const DAY = 86_400_000;

/** A date as the date field's segments take it in the browser's en-US locale (MMDDYYYY), in a time zone. */
const typedDate = (instant: number, timeZone: string) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.month}${parts.day}${parts.year}`;
};

test('an override for a location switches its zones live, and deleting it switches them back', async ({ page, browser }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  const counter = await demoZonePath(page, 'Counter');
  const { accountId } = await signedInSession(page);

  const watching = await browser.newContext();
  const watcher = await watching.newPage();
  await watcher.goto('/login');
  await signIn(watcher, 'owner@cadence.test');
  await watcher.goto(counter);
  const source = watcher.getByRole('region', { name: 'Playing from' });
  await expect(source.locator('.zone-player__source-name')).toHaveText('Indie Café');
  await expect(watcher.getByRole('note').filter({ hasText: 'Holiday override' })).toHaveCount(0);

  await page.goto(`/accounts/${accountId}/your-music/overrides`);
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays and campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'New override' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New override' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Tokyo launch week');
  // From today to the day after tomorrow in Tokyo, typed into the range's segments by keyboard.
  await dialog.getByRole('spinbutton').first().focus();
  await page.keyboard.type(`${typedDate(Date.now(), 'Asia/Tokyo')}${typedDate(Date.now() + 2 * DAY, 'Asia/Tokyo')}`);
  await dialog.getByRole('combobox', { name: 'Plays' }).click();
  await page.getByRole('option', { name: 'Lumen Mornings (Playlist)' }).click();
  await dialog.getByRole('radiogroup', { name: 'Where' }).getByText('Chosen locations').click();
  await dialog.getByRole('searchbox', { name: 'Find locations' }).fill('Shibuya');
  await dialog.getByRole('listbox', { name: 'Locations' }).getByRole('option', { name: 'Café Lumen Shibuya' }).click();
  await expect(dialog.getByText('1 location chosen')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('article', { name: 'Tokyo launch week' });
  await expect(row.getByText('Active now')).toBeVisible();
  await expect(row.getByText(/1 location$/)).toBeVisible();
  await expectAccessible(page);

  // The watching browser hears of it through its playback subscriptions.
  await expect(source.locator('.zone-player__source-name')).toHaveText('Lumen Mornings');
  const note = watcher.getByRole('note').filter({ hasText: 'Holiday override' });
  await expect(note).toHaveText(/^Holiday override: Tokyo launch week plays until the end of /);
  await expect(note.getByRole('link', { name: 'Holidays and campaigns' })).toBeVisible();

  await row.getByRole('button', { name: 'Delete Tokyo launch week' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(source.locator('.zone-player__source-name')).toHaveText('Indie Café');
  await expect(note).toHaveCount(0);
  await watching.close();
});
