// The vendor pairing guide, end to end (navigation.md 2.5, 2.12): a visitor follows the embedded-audio
// platform's connect link (its player registered and shows a pairing code), sees the free trial and the
// tier-3 monthly price, goes on as an existing user, logs in, and pairs a zone of the account by that
// code; then the speaker vendor's household link, opened logged in, goes straight to pairing the
// household to a location. The zone is a new one, deactivated afterwards, so the demo's zones stay as
// other specs expect them.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn, signedInSession } from './login';

const OWNER = 'owner@cadence.test';
const API = { 'x-api-version': '13' };

const authorised = (token: string) => ({ ...API, authorization: `Bearer ${token}` });

async function restJson<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: object): Promise<T> {
  const response = await request.fetch(path, { method, headers: authorised(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

// Taking the test's zone away again while a page still watches it: its live query reports the deactivation.
test.use({ expectedConsoleErrors: [/Sound zone has been deactivated/] });

test('a visitor connects the embedded-audio platform, logs in and pairs a zone by its code; a speaker household pairs to a location', async ({ page, request }) => {
  // The vendor's player registers and shows its pairing code.
  const registered = await request.post('/api/devices', { headers: API, data: { device_type: 'embedded', platform: 'IOS', device_id: `streamsdk-e2e-${Date.now()}`, model: 'StreamSDK Speaker' } });
  expect(registered.status()).toBe(201);
  const { code } = (await registered.json()) as { code: string };

  await page.goto(`/connect/streamsdk/${code}?appId=cadence-embedded`);
  await expect(page.getByRole('heading', { level: 1, name: 'Play Cadence on StreamSDK' })).toBeVisible();
  await expect(page.getByText(/^Try it free for \d+ days, then .+ a month per zone\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New user' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Existing user' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(`/connect/streamsdk/${code}/pair?appId=cadence-embedded`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose the zone StreamSDK plays' })).toBeVisible();

  // A zone of its own for the vendor's player.
  const { token, accountId } = await signedInSession(page);
  const locations = await restJson<{ id: string; name: string }[]>(request, 'GET', `/api/accounts/${accountId}/locations`, token);
  const location = locations.find((candidate) => candidate.name === 'Café Lumen Södermalm')!;
  const zoneName = `Vendor Nook ${Date.now() % 100000}`;
  const zone = await restJson<{ id: string }>(request, 'POST', `/api/locations/${location.id}/sound_zones`, token, { name: zoneName });
  try {
    await page.reload();
    await expect(page.getByRole('link', { name: `Pair to ${zoneName}` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `Pair to ${zoneName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pair StreamSDK to ${zoneName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect(page.getByText(`StreamSDK is now paired to ${zoneName}.`)).toBeVisible();
    await expectAccessible(page);
    const paired = await restJson<{ device: string | null }>(request, 'GET', `/api/sound_zones/${zone.id}`, token);
    expect(paired.device).toBeTruthy();
    await page.getByRole('link', { name: 'Go to the zone' }).click();
    await expect(page).toHaveURL(new RegExp(`/zones/${encodeURIComponent(zone.id).replace(/\./g, '\\.')}/player$`));
  } finally {
    await request.delete(`/api/sound_zones/${zone.id}`, { headers: authorised(token) });
  }

  // The speaker household's link: logged in with an account, straight to pairing it.
  const householdId = `Sonos_e2e${Date.now()}.hh`;
  await page.goto(`/sonos/connect/v2/${householdId}?linkCode=L1`);
  await expect(page).toHaveURL(`/sonos/pair/v2/${householdId}?linkCode=L1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pair your Sonos household' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pair the household' }).click();
  await expect(page.getByText(/^Your Sonos household is now paired to Café Lumen /)).toBeVisible();
  const households = await restJson<{ id: string; location: string | null }[]>(request, 'GET', `/sms/accounts/${accountId}/households`, token);
  expect(households.find((household) => household.id === householdId)?.location).toBeTruthy();
  await request.delete(`/sms/accounts/${accountId}/households/${householdId}/location`, { headers: authorised(token) });
});
