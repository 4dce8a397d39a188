// Pairing by code, end to end (core.md 4 'Devices and pairing'): an owner opens a zone's pair page for a
// desktop app and gets a 6-digit code with its countdown; a hardware player registers through the REST
// API and shows its code, which the owner enters on the hardware pair page in a second tab; the first
// tab hears of the new player through the zone's realtime update and moves on, showing it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './login';
import { expectAccessible } from './axe';

const OWNER = 'ingrid@fjordbageri.test';
const API = { 'x-api-version': '13' };

/** The access token the signed-in page sends with its GraphQL calls. */
async function tokenOf(page: Page): Promise<string> {
  const request = await page.waitForRequest((r) => r.url().includes('/lucy/control') && !!r.headers().authorization);
  return request.headers().authorization!.replace(/^Bearer /, '');
}

async function restGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { ...API, authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('an owner pairs a player by code and the pair page moves on, live', async ({ page, context, request }) => {
  await page.goto('/login');
  const token = tokenOf(page);
  await signIn(page, OWNER);
  const bearer = await token;
  const userId = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()).sub as string;
  const accounts = await restGet<{ id: string; business_name: string }[]>(request, `/api/users/${encodeURIComponent(userId)}/accounts`, bearer);
  const accountId = accounts.find((a) => a.business_name === 'Fjord Bageri')!.id;
  const zones = await restGet<{ id: string; name: string }[]>(request, `/api/accounts/${encodeURIComponent(accountId)}/sound_zones`, bearer);
  const zoneId = zones.find((z) => z.name === 'Seating')!.id;
  const pairPath = (player: string) => `/accounts/${encodeURIComponent(accountId)}/zones/${encodeURIComponent(zoneId)}/player/pair/${player}`;

  await page.goto(pairPath('desktop'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pair a desktop app to Seating' })).toBeVisible();
  await expect(page.getByText(/^\d{3} \d{3}$/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^The code expires in (10:00|9:\d\d)\.$/);
  await expectAccessible(page);

  // A hardware player registers and shows its code.
  const registered = await request.post('/api/devices', { headers: API, data: { device_type: 'embedded', platform: 'ANDROID', device_id: `e2e-${Date.now()}`, model: 'Cadence Box 3' } });
  expect(registered.status()).toBe(201);
  const { code } = (await registered.json()) as { code: string };

  const second = await context.newPage();
  await second.goto(pairPath('hardware'));
  const field = second.getByRole('textbox', { name: 'Pairing code' });
  await second.getByRole('button', { name: 'Pair', exact: true }).click();
  await expect(second.getByText('Cannot be empty')).toBeVisible();
  await field.fill('0000-000');
  await field.blur();
  await expect(second.getByText('Invalid')).toBeVisible();
  await field.fill(code);
  await second.getByRole('button', { name: 'Pair', exact: true }).click();
  await expect(second.getByText('Cadence Box 3 is now paired to Seating.')).toBeVisible();
  await expectAccessible(second);

  // The first tab moves on by itself.
  await expect(page.getByText('Cadence Box 3 is now paired to Seating.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the zone' })).toHaveAttribute('href', `/accounts/${encodeURIComponent(accountId)}/zones/${encodeURIComponent(zoneId)}`);
  await expect(page.getByText(/^Hardware player · Offline/)).toBeVisible();
});
