import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedInSession } from './login';

type Zone = { id: string; name: string; location_name: string };

/**
 * A demo zone's player path in the selected account, found through the REST API with the signed-in session's token;
 * the location's name tells it from a same-named zone a spec created elsewhere.
 */
export async function demoZonePath(page: Page, zoneName: string, locationName?: string): Promise<string> {
  const { token, accountId } = await signedInSession(page);
  const response = await page.request.get(`/api/accounts/${accountId}/sound_zones`, { headers: { Authorization: `Bearer ${token}`, 'X-API-Version': '13' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Zone[] | { items: Zone[] };
  const zones = Array.isArray(body) ? body : body.items;
  const zone = zones.find((candidate) => candidate.name === zoneName && (locationName === undefined || candidate.location_name === locationName));
  expect(zone, `${zoneName} in ${JSON.stringify(zones.map((candidate) => candidate.name))}`).toBeTruthy();
  return `/accounts/${accountId}/zones/${zone!.id}/player`;
}
