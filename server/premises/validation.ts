// Validation of locations and zones (core.md 5 'Per entity'), with the field names of the transport that
// asked: REST names fields as its records do (postal_code), the graph as input paths (input.postalCode).
import { POSTAL_CODE_PATTERN, messages, soundZoneNameSchema, stateError } from '../../src/domain/validation';
import { badRequest } from '../errors';

export type Field = 'name' | 'address' | 'city' | 'postalCode' | 'isoCountry' | 'state' | 'timezone' | 'billingGroup' | 'soundZoneName' | 'settings' | 'playFromId';
export type FieldNames = Record<Field, string>;

export const REST_FIELDS: FieldNames = {
  name: 'name',
  address: 'address',
  city: 'city',
  postalCode: 'postal_code',
  isoCountry: 'iso_country',
  state: 'state',
  timezone: 'timezone',
  billingGroup: 'billing_group',
  soundZoneName: 'sound_zone_name',
  settings: 'settings',
  playFromId: 'play_from.id',
};

export const GRAPH_FIELDS: FieldNames = {
  name: 'input.name',
  address: 'input.address',
  city: 'input.city',
  postalCode: 'input.postalCode',
  isoCountry: 'input.country',
  state: 'input.state',
  timezone: 'input.timezone',
  billingGroup: 'input.billingGroup',
  soundZoneName: 'input.soundZoneName',
  settings: 'input.settings',
  playFromId: 'input.source',
};

/** Collects messages per field and throws them together (400 / BAD_USER_INPUT). */
export class FieldErrors {
  private readonly errors: Record<string, string> = {};
  constructor(private readonly names: FieldNames) {}

  add(field: Field, message: string | null): void {
    if (message && !(this.names[field] in this.errors)) this.errors[this.names[field]] = message;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw badRequest(this.errors);
  }

  /** Throws a single field's message at once. */
  static throw(names: FieldNames, field: Field, message: string, summary?: string): never {
    throw badRequest({ [names[field]]: message }, summary);
  }
}

const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export const requiredMessage = (value: string | null | undefined) => (value?.trim() ? null : messages.required);
export const zoneNameMessage = (value: string) => {
  const result = soundZoneNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.invalid);
};
export const postalCodeMessage = (value: string) => requiredMessage(value) ?? (POSTAL_CODE_PATTERN.test(value.trim()) ? null : messages.postalCode);
export const countryMessage = (value: string) => requiredMessage(value) ?? (/^[A-Z]{2}$/.test(value) ? null : messages.invalid);
export const timezoneMessage = (value: string) => (TIME_ZONES.has(value) ? null : messages.invalid);
export { stateError };

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

export const defaultTimezone = (isoCountry: string) => COUNTRY_TIME_ZONES[isoCountry] ?? 'UTC';
