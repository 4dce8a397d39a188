// Validation of locations and zones (core.md 5 'Per entity'), with the field names of the transport that
// asked: REST names fields as its records do (postal_code), the graph as input paths (input.postalCode).
import { POSTAL_CODE_PATTERN, messages, soundZoneNameSchema, stateError } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { isTimeZone } from '../../src/domain/locations';

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

export const requiredMessage = (value: string | null | undefined) => (value?.trim() ? null : messages.required);
export const zoneNameMessage = (value: string) => {
  const result = soundZoneNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.invalid);
};
export const postalCodeMessage = (value: string) => requiredMessage(value) ?? (POSTAL_CODE_PATTERN.test(value.trim()) ? null : messages.postalCode);
export const countryMessage = (value: string) => requiredMessage(value) ?? (/^[A-Z]{2}$/.test(value) ? null : messages.invalid);
export const timezoneMessage = (value: string) => (isTimeZone(value) ? null : messages.invalid);
export { stateError };

/** The time zone of a new location when none is given: the country's main one, else UTC (src/domain/locations.ts). */
export { defaultTimezone } from '../../src/domain/locations';
