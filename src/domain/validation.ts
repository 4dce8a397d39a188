// Validation rules and their messages (core.md 5, billing.md 5). Forms in the app and the server's
// request validation give the same texts.
import * as z from 'zod/mini';

export const messages = {
  required: 'Cannot be empty',
  invalid: 'Invalid',
  email: 'Must be a valid email',
  number: 'Must be a number',
  timestamp: 'Must be a valid timestamp',
  password: 'Must be at least 6 characters',
  postalCode: 'Must be a valid postal code (only digits, letters, spaces and hyphens)',
  state: 'Must be a valid state (2-letter code format)',
  orgNumber: 'Must be a valid organization number',
  passwordSpaces: 'Password cannot start or end with space',
  minLength: (n: number) => `Must be at least ${n} characters`,
  maxLength: (n: number) => `Must be less than ${n} characters`,
  exactLength: (n: number) => `Must be ${n} characters`,
  oneOf: (values: readonly unknown[]) => `Must be one of: ${values.join(', ')}`,
  minimum: (n: number) => `Must be at least ${n}`,
  maximum: (n: number) => `Must be at most ${n}`,
  unknownField: 'Unknown field',
} as const;

/** Local part starting with a letter, digit or underscore; domain labels; a 2 to 32 letter top-level domain. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._%+-]*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,32}$/;
/** 2 to 12 letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;
/** Compact UTC timestamp YYYYMMDDHHmmss. */
export const COMPACT_TIMESTAMP_PATTERN = /^\d{14}$/;

/** Countries whose addresses have a state field, which is then required. */
export const STATE_COUNTRIES = ['US', 'CA', 'AU', 'CN', 'MX', 'MY', 'IT', 'IE', 'CH'] as const;

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM',
] as const;

export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

const ORG_NUMBER_PATTERNS: Record<string, RegExp> = {
  SE: /^\d{6}-?\d{4}$/,
  NO: /^\d{3} ?\d{3} ?\d{3}( ?MVA)?$/,
  FI: /^FI\d{7}-?\d$/,
  DK: /^\d{2} ?\d{2} ?\d{2} ?\d{2}$/,
};

/** Whether an organisation number is valid for a country (default SE); countries without a rule accept any. */
export function isValidOrgNumber(value: string, country = 'SE'): boolean {
  const pattern = ORG_NUMBER_PATTERNS[country];
  return pattern ? pattern.test(value) : true;
}

/** The message for a state value in a country, or null when it is fine. */
export function stateError(state: string | null | undefined, country: string): string | null {
  if (!(STATE_COUNTRIES as readonly string[]).includes(country)) return null;
  if (!state?.trim()) return messages.required;
  if (country === 'US' && !(US_STATES as readonly string[]).includes(state)) return messages.state;
  return null;
}

/** The message for a compact timestamp, or null when it is a real instant (00010101000000 is not). */
export function timestampError(value: string): string | null {
  if (!COMPACT_TIMESTAMP_PATTERN.test(value) || value === '00010101000000') return messages.timestamp;
  const [y, mo, d, h, mi, s] = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8), value.slice(8, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d && h! < 24 && mi! < 60 && s! < 60;
  return real ? null : messages.timestamp;
}

export const requiredString = z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required));
export const emailSchema = requiredString.check(z.regex(EMAIL_PATTERN, messages.email));
export const passwordSchema = z.string({ error: messages.required }).check(z.minLength(1, messages.required), z.minLength(6, messages.password));
export const postalCodeSchema = requiredString.check(z.regex(POSTAL_CODE_PATTERN, messages.postalCode));
export const soundZoneNameSchema = requiredString.check(z.maxLength(50, messages.maxLength(50)));
