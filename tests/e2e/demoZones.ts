import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInSession } from './login';

/** A demo zone's player path in the selected account, found through the REST API with the signed-in session's token. */
export async function demoZonePath(page: Page, zoneName: string): Promise<string> {
  const { token, accountId } = await signedInSession(page);
  const response = await page.request.get(`/api/accounts/${accountId}/sound_zones`, { headers: { Authorization: `Bearer ${token}`, 'X-API-Version': '13' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { id: string; name: string }[] | { items: { id: string; name: string }[] };
  const zones = Array.isArray(body) ? body : body.items;
  const zone = zones.find((candidate) => candidate.name === zoneName);
  expect(zone, `${zoneName} in ${JSON.stringify(zones.map((candidate) => candidate.name))}`).toBeTruthy();
  return `/accounts/${accountId}/zones/${zone!.id}/player`;
}
