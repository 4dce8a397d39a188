// In-store messaging (navigation.md 2.4): the owner of Café Lumen (messaging on) reaches the campaigns
// from the sidebar, writes an announcement the server reads out (its speech plays as audio), schedules it
// in one zone with a campaign (a published campaign without a zone is refused on its field, the input
// kept), opens the campaign and finds it listed as active; the pages pass axe. The campaign goes at the
// end: the Bar is the zone the web player's spec plays, which should hear music only.
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn, signedInSession } from './login';

test('an owner writes an announcement and schedules it in a zone', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const messageName = `Closing time ${stamp}`;
  const campaignName = `Evening notices ${stamp}`;
  await page.goto('/login');
  await signIn(page, 'owner@cadence.test');

  await page.getByRole('link', { name: 'Messaging' }).click();
  await expect(page).toHaveURL(/\/accounts\/[^/]+\/messaging\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();

  // The message: read out by the server, and its speech served to the owner.
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(messageName);
  await page.getByRole('textbox', { name: 'Text to read out' }).fill('We close in fifteen minutes. Thank you for visiting Café Lumen.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: messageName })).toBeVisible();
  await expect(page).toHaveURL(/\/messaging\/messages\/[^/]+$/);
  const audio = page.locator('audio[aria-label^="Listen to"]');
  const src = await audio.getAttribute('src');
  expect(src).toMatch(/^\/media\/messages\/[^/]+\/audio\?token=[^&]+$/);
  const speech = await page.request.get(src!);
  expect(speech.status()).toBe(200);
  expect(speech.headers()['content-type']).toBe('audio/mpeg');

  // The campaign: a published one needs a zone, then plays the message in the Bar.
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('link', { name: messageName })).toBeVisible();
  await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(campaignName);
  await page.getByRole('checkbox', { name: messageName }).check({ force: true });
  await page.getByRole('textbox', { name: 'Minutes between plays' }).fill('15');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('A published campaign needs a sound zone')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(campaignName);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Bar (Café Lumen Södermalm)' }).check({ force: true });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();
  await expect(page).toHaveURL(/\/messaging\/campaigns\/[^/]+$/);
  const campaignId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bar (Café Lumen Södermalm)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Minutes between plays' })).toHaveValue('15');

  // Listed, searched by name.
  await page.getByRole('link', { name: 'All campaigns' }).click();
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const listed = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link', { name: campaignName })).toBeVisible();
  await expect(listed.getByText('Active')).toBeVisible();
  await expect(listed).toContainText('every 15 min · 1 zone');
  await expectAccessible(page);

  const { token } = await signedInSession(page);
  expect((await page.request.delete(`/api/campaigns/${campaignId}`, { headers: { Authorization: `Bearer ${token}`, 'X-API-Version': '13' } })).status()).toBe(204);
});
