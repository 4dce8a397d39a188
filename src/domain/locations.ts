// The rules of a location and of a new zone (core.md 3 'Location', 5 'Per entity': a location needs a
// name, address, city, postal code and country, with the state rule; a sound zone's name is required
// and at most 50 characters). The forms and the server use the same rules and messages.
import * as z from 'zod/mini';
import type { AccountPermission, LocationPermission } from './permissions';
import { emailSchema, messages, postalCodeSchema, requiredString, soundZoneNameSchema, stateError } from './validation';

/** The contract's longest location name, street address and city (schema/control.graphql LocationCreateInput). */
export const LOCATION_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;

/** The time zone of a new location when none is given: the country's main one, else UTC. */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  SE: 'Europe/Stockholm', NO: 'Europe/Oslo', DK: 'Europe/Copenhagen', FI: 'Europe/Helsinki', IS: 'Atlantic/Reykjavik',
  GB: 'Europe/London', IE: 'Europe/Dublin', DE: 'Europe/Berlin', NL: 'Europe/Amsterdam', BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg', FR: 'Europe/Paris', ES: 'Europe/Madrid', PT: 'Europe/Lisbon', IT: 'Europe/Rome',
  CH: 'Europe/Zurich', AT: 'Europe/Vienna', PL: 'Europe/Warsaw', CZ: 'Europe/Prague', SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest', EE: 'Europe/Tallinn', LV: 'Europe/Riga', LT: 'Europe/Vilnius', GR: 'Europe/Athens',
  RO: 'Europe/Bucharest', BG: 'Europe/Sofia', HR: 'Europe/Zagreb', SI: 'Europe/Ljubljana', TR: 'Europe/Istanbul',
  US: 'America/New_York', CA: 'America/Toronto', MX: 'America/Mexico_City', BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago', CO: 'America/Bogota', AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland', JP: 'Asia/Tokyo', KR: 'Asia/Seoul', CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong',
  SG: 'Asia/Singapore', MY: 'Asia/Kuala_Lumpur', TH: 'Asia/Bangkok', IN: 'Asia/Kolkata', AE: 'Asia/Dubai',
  IL: 'Asia/Jerusalem', ZA: 'Africa/Johannesburg',
};

/** The countries a location can be created in: those whose main time zone is known. */
export const LOCATION_COUNTRIES: readonly string[] = Object.keys(COUNTRY_TIME_ZONES);

export const defaultTimezone = (isoCountry: string): string => COUNTRY_TIME_ZONES[isoCountry] ?? 'UTC';

/** The IANA time zones of this runtime, and UTC. */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])];
const TIME_ZONE_SET: ReadonlySet<string> = new Set(TIME_ZONES);
export const isTimeZone = (value: string): boolean => TIME_ZONE_SET.has(value);

const boundedText = (max: number) => requiredString.check(z.maxLength(max, messages.maxLength(max)));

/** A location's own fields; the state is checked against the country with stateError. */
export const locationShape = {
  name: boundedText(LOCATION_NAME_MAX_LENGTH),
  address: boundedText(ADDRESS_MAX_LENGTH),
  city: boundedText(CITY_MAX_LENGTH),
  postalCode: postalCodeSchema,
  country: requiredString.check(z.regex(/^[A-Z]{2}$/, messages.invalid)),
  state: z.string(),
  timezone: z.string().check(z.refine(isTimeZone, messages.invalid)),
};

/** The state rule of core.md 5, as a check on an object with a country and a state. */
export const stateRule = z.superRefine<{ country: string; state: string }>((values, context) => {
  const message = stateError(values.state, values.country);
  if (message) context.addIssue({ code: 'custom', message, path: ['state'], input: values.state });
});

export const locationSchema = z.object(locationShape).check(stateRule);
export type LocationValues = z.infer<typeof locationSchema>;

/** Location edit: the location's fields and the names of its zones. */
export const locationEditSchema = z
  .object({ ...locationShape, zones: z.array(z.object({ id: z.string(), name: soundZoneNameSchema })) })
  .check(stateRule);
export type LocationEditValues = z.infer<typeof locationEditSchema>;

/** Zone create: in a location of the account, or in a new one described with it. */
export const zoneCreateSchema = z.discriminatedUnion('where', [
  z.object({ where: z.literal('existing'), locationId: requiredString, soundZoneName: soundZoneNameSchema }),
  z.object({ where: z.literal('new'), soundZoneName: soundZoneNameSchema, ...locationShape }).check(stateRule),
]);
export type ZoneCreateValues = z.infer<typeof zoneCreateSchema>;

/**
 * The roles a location user may be invited with (DECISIONS.md: no ACL roles beyond the four flags). Owners
 * and admins may do everything on the whole account, and finance handles the whole account's billing, so
 * a member limited to one location is a plain user or that location's contact person.
 */
export const LOCATION_ROLES = ['user', 'contact'] as const;
export type LocationRole = (typeof LOCATION_ROLES)[number];

/** Invite a user to a location: the ACL rules of core.md 5 (pending_email required and a valid e-mail). */
export const locationInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(LOCATION_ROLES, { error: messages.oneOf(LOCATION_ROLES) }),
});
export type LocationInviteValues = z.infer<typeof locationInviteSchema>;

/** The membership flags an invitation to a location grants. */
export const locationRoleFlags = (role: LocationRole) => ({ owner: false, admin: false, finance: false, contact: role === 'contact' });

/**
 * Whether the viewer may create a new location: zone.create on the account as a member of the whole
 * account. A location user (whose account permissions lack SETTINGS_READ, navigation.md 6) may only add
 * zones to their locations, as the server enforces.
 */
export function mayCreateLocation(accountPermissions: readonly (AccountPermission | string)[]): boolean {
  return accountPermissions.includes('ZONE_CREATE') && accountPermissions.includes('SETTINGS_READ');
}

/** Whether the viewer may add a zone to this location (permissions as the server sent them, newer ones included). */
export const mayCreateZoneIn = (locationPermissions: readonly (LocationPermission | string)[]): boolean => locationPermissions.includes('ZONE_CREATE');
