// A music source's context menu (core.md 2 'Controls and dialogs', 4 'Preview player', 6 'Context menu'):
// a signed-in owner opens a playlist's menu by keyboard, shares its public link (copying says 'Copied'),
// previews it (the preview's audio plays, and stops), and adds it to the library from the menu. The
// open menu and the share dialog pass axe.
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './login';

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The preview plays through an audio element outside the document: keep hold of those asked to play.
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    (window as unknown as { __played: HTMLMediaElement[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
  });
});

const audioPlaying = () => (window as unknown as { __played: HTMLMediaElement[] }).__played.some((audio) => !audio.paused && audio.currentTime > 0);

test("an owner shares, previews and saves a playlist from its context menu, opened by keyboard", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');
  await page.goto('/search/morning/playlists');
  const result = page.getByRole('region', { name: 'Playlists' }).getByRole('listitem').first().getByRole('link');
  const title = (await result.locator('.search-result__title').textContent())!;
  await result.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const trigger = page.getByRole('main').getByRole('button', { name: `More actions for ${title}` });
  const openMenu = async () => {
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Share' })).toBeVisible();
    return menu;
  };

  // Share: the public link, copied.
  let menu = await openMenu();
  await expect(menu.getByRole('menuitem', { name: 'Preview' })).toBeFocused();
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Share' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Share ${title}` });
  const link = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(new RegExp(`/discover/music/[^/]+$`));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Preview: the preview bar shows what plays, the audio plays, and Stop ends it.
  menu = await openMenu();
  await menu.getByRole('menuitem', { name: 'Preview' }).click();
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar.getByText(`Preview of ${title}`, { exact: false })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pause preview' })).toBeVisible();
  await expect.poll(() => page.evaluate(audioPlaying)).toBe(true);
  await bar.getByRole('button', { name: 'Stop preview' }).click();
  await expect(bar.getByRole('button', { name: 'Stop preview' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(audioPlaying)).toBe(false);

  // Add to the library from the menu (taken out first when the demo library holds it already).
  menu = await openMenu();
  if (await menu.getByRole('menuitem', { name: 'Remove from library' }).count()) {
    await menu.getByRole('menuitem', { name: 'Remove from library' }).click();
    await expect(page.getByText(`${title} was removed from the library`)).toBeVisible();
    menu = await openMenu();
  }
  await menu.getByRole('menuitem', { name: 'Add to library' }).click();
  await expect(page.getByText(`${title} was added to the library`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your library' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  menu = await openMenu();
  await expect(menu.getByRole('menuitem', { name: 'Remove from library' })).toBeVisible();
  await page.keyboard.press('Escape');
});
