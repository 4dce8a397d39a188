// The schedule editor (issue 11, core.md 2, 4 'Schedules'): an owner builds a week of three slots, two by
// keyboard (the 'Add slot' dialog, arrows to move, Shift+arrows to lengthen) and one by pointer (drawn,
// moved, resized), gives each a playlist of the library, saves, and finds the week unchanged on the
// schedule's page, in the editor and after a reload; readonly it cannot be changed, and its menu copies
// it into a new one. The pages are checked with axe; screenshots are kept as artifacts (test-results/),
// not compared.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './login';

/** One of the owner's own playlists, in the demo library (server/db/seed/libraries.ts). */
const PLAYLIST = 'Lumen Mornings';
const HOUR_SHARE = 1 / 24;

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
};

const week = (page: Page) => page.getByRole('list', { name: 'The week' });
const slotLabels = (page: Page) => week(page).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

/** Chooses the playlist in the slot's dialog by keyboard and closes it. */
async function choosePlaylist(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Playlists for/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: PLAYLIST }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Adds the 'Add slot' dialog's default slot (Monday 09:00 to 12:00) by keyboard. */
async function addDefaultSlot(page: Page) {
  await page.getByRole('button', { name: 'Add slot' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a slot' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  await choosePlaylist(page);
}

/**
 * Moves the pointer to a day's column, an hour after 06:00; the point is taken at the move, as notices
 * arriving above the editor shift the page. While dragging (pressed) the move is forced, since the
 * dragged slot comes under the pointer; before, it waits for the pointer to reach the column itself
 * (a closing dialog's overlay is gone).
 */
async function dragOver(page: Page, dayIndex: number, hour: number, { pressed = true } = {}) {
  const column = page.locator('.slot-week__column').nth(dayIndex);
  const { width, height } = (await column.boundingBox())!;
  await column.hover({ position: { x: width / 2, y: height * (hour - 6) * HOUR_SHARE + 1 }, force: pressed });
}

/** Draws a slot on a day's column with the pointer, from one hour after 06:00 to another, and gives it the playlist (or closes its dialog). */
async function drawSlot(page: Page, dayIndex: number, fromHour: number, toHour: number, { choose = true } = {}) {
  await dragOver(page, dayIndex, fromHour, { pressed: false });
  await page.mouse.down();
  await dragOver(page, dayIndex, (fromHour + toHour) / 2);
  await dragOver(page, dayIndex, toHour);
  await page.mouse.up();
  if (choose) await choosePlaylist(page);
  else {
    await expect(page.getByRole('dialog', { name: /^Playlists for/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** Drags a slot by its middle or by its end edge, to an hour of a day. */
async function dragSlotTo(page: Page, slot: Locator, grip: 'middle' | 'end', dayIndex: number, hour: number) {
  const { height } = (await slot.boundingBox())!;
  await slot.hover({ position: { x: 10, y: grip === 'end' ? height - 2 : height / 2 } });
  await page.mouse.down();
  await dragOver(page, dayIndex, hour);
  await page.mouse.up();
}

test('an owner builds a week by keyboard and pointer, saves it and finds it unchanged', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  // /create/schedule leads to the editor of a new schedule.
  await page.goto('/create/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  const editorPath = new URL(page.url()).pathname;
  await page.goto(editorPath);
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Opening hours');

  // By keyboard: a slot added on Monday moves to Tuesday and grows an hour; another takes Monday.
  await addDefaultSlot(page);
  await week(page).getByRole('button', { name: /^Monday 09:00 AM–12:00 PM/ }).focus();
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');
  await expect(week(page).getByRole('button', { name: /^Tuesday 09:00 AM–01:00 PM/ })).toBeFocused();
  await addDefaultSlot(page);
  // By pointer: drawn on Wednesday afternoon, dragged to Thursday, its end dragged an hour later, which
  // undo takes back.
  await drawSlot(page, 3, 14, 17);
  await dragSlotTo(page, week(page).getByRole('button', { name: /^Wednesday 02:00 PM/ }), 'middle', 4, 15.5);
  await dragSlotTo(page, week(page).getByRole('button', { name: /^Thursday 02:00 PM/ }), 'end', 4, 18);
  await expect.poll(() => slotLabels(page)).toContain(`Thursday 02:00 PM–06:00 PM: ${PLAYLIST}`);
  await page.keyboard.press('Control+z');
  const built = [`Monday 09:00 AM–12:00 PM: ${PLAYLIST}`, `Tuesday 09:00 AM–01:00 PM: ${PLAYLIST}`, `Thursday 02:00 PM–05:00 PM: ${PLAYLIST}`];
  await expect.poll(() => slotLabels(page)).toEqual(built);
  await shoot(page, testInfo, 'schedule-editor');

  // A slot left without playlists (its dialog closed with Escape) cannot be saved, and the editor says which.
  await drawSlot(page, 5, 10, 12, { choose: false });
  await expect.poll(() => slotLabels(page)).toEqual([...built, 'Friday 10:00 AM–12:00 PM: no playlists yet']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose playlists for this slot before saving: Friday 10:00 AM–12:00 PM');
  await expectAccessible(page);
  await week(page).getByRole('button', { name: /^Friday/ }).focus();
  await page.keyboard.press('Delete');
  await expect.poll(() => slotLabels(page)).toEqual(built);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/your-music\/schedules\/(?!edit)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monday' })).toContainText(`09:00 AM–12:00 PM${PLAYLIST}`);
  await expect(page.getByRole('region', { name: 'Tuesday' })).toContainText(`09:00 AM–01:00 PM${PLAYLIST}`);
  await expect(page.getByRole('region', { name: 'Thursday' })).toContainText(`02:00 PM–05:00 PM${PLAYLIST}`);
  await shoot(page, testInfo, 'schedule-page');
  const schedulePath = new URL(page.url()).pathname;

  // The editor shows the saved week, also after a reload.
  await page.goto(schedulePath.replace(/\/schedules\/([^/]+)$/, '/schedules/edit/$1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Opening hours' })).toBeVisible();
  await expect.poll(() => slotLabels(page)).toEqual(built);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Opening hours' })).toBeVisible();
  await expect.poll(() => slotLabels(page)).toEqual(built);
  await expectAccessible(page);

  // Readonly, the week shows without anything to change it with.
  await page.goto(`${new URL(page.url()).pathname}?action=readonly`);
  await expect(page.getByText('This schedule can be viewed but not changed here.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tuesday' })).toContainText(`09:00 AM–01:00 PM${PLAYLIST}`);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The schedule's menu duplicates it: the editor opens a copy, saved as a schedule of its own.
  await page.goto(schedulePath);
  await page.getByRole('main').getByRole('button', { name: 'More actions for Opening hours' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Copy Opening hours' })).toBeVisible();
  await expect.poll(() => slotLabels(page)).toEqual(built);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening hours (copy)' })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(schedulePath);
  await expect(page.getByRole('region', { name: 'Thursday' })).toContainText(`02:00 PM–05:00 PM${PLAYLIST}`);
});
