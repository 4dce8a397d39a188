// What the location page shows from a location's data: its sections by permission and its address on one line.
import { mayCreateZoneIn } from '../../../domain/locations';

export const LOCATION_SECTIONS = ['details', 'users', 'invite'] as const;
export type LocationSection = (typeof LOCATION_SECTIONS)[number];

/** Details for everyone who sees the location; users with USERS_READ; invite with USERS_WRITE. */
export function locationSections(permissions: readonly string[]): LocationSection[] {
  return LOCATION_SECTIONS.filter((section) => section === 'details' || permissions.includes(section === 'users' ? 'USERS_READ' : 'USERS_WRITE'));
}

export const mayAddZone = (permissions: readonly string[], deactivated: boolean) => !deactivated && mayCreateZoneIn(permissions);

/** A country's name in the user's language ('svdev' reads Swedish). */
export function regionName(country: string, language: string): string {
  return new Intl.DisplayNames([language === 'svdev' ? 'sv' : 'en'], { type: 'region' }).of(country) ?? country;
}
