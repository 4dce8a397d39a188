// Choosing the zone this computer plays (core.md 2 'Desktop player shell', navigation.md 2.5): an
// account, then one of its locations, then one of its zones. Pure rules; the pages are beside them.

import { DESKTOP_SELECT_PATH } from '../../../routing/paths';

export const selectAccountPath = (accountId: string) => `${DESKTOP_SELECT_PATH}/${encodeURIComponent(accountId)}`;
export const selectLocationPath = (accountId: string, locationId: string) => `${selectAccountPath(accountId)}/${encodeURIComponent(locationId)}`;

/** The step /electron/select/{splat} shows; null for a path of none. */
export type SelectStep = { step: 'account' } | { step: 'location'; accountId: string } | { step: 'zone'; accountId: string; locationId: string };

export function selectStepOf(splat: string | undefined): SelectStep | null {
  const [accountId, locationId, ...rest] = (splat ?? '').split('/').filter((part) => part !== '');
  if (rest.length > 0) return null;
  if (!accountId) return { step: 'account' };
  return locationId ? { step: 'zone', accountId, locationId } : { step: 'location', accountId };
}

/** With one thing to choose there is no choice: the page goes straight on to it. */
export const onlyChoice = <T extends { id: string }>(choices: readonly T[]): string | null => (choices.length === 1 ? choices[0]!.id : null);

/** Deactivated locations are not offered, as the zone list does not offer their zones. */
export const activeLocations = <T extends { deactivated: boolean }>(locations: readonly T[]): T[] => locations.filter((location) => !location.deactivated);

export interface ZoneFacts {
  isPaired: boolean;
  permissions: readonly string[];
  subscriptionActive: boolean;
}

export interface ZoneChoice {
  /** The viewer may pair players to the zone (soundZoneInitiatePairing needs PAIR). */
  pairable: boolean;
  /** Pairing replaces the zone's current player, so the user confirms it first (core.md 4 'Devices and pairing'). */
  confirmReplace: boolean;
  /** Without an active subscription the zone plays nothing (core.md 4 'Playback'): it pairs, but the user is told. */
  silent: boolean;
}

export function zoneChoice(zone: ZoneFacts): ZoneChoice {
  return { pairable: zone.permissions.includes('PAIR'), confirmReplace: zone.isPaired, silent: !zone.subscriptionActive };
}
