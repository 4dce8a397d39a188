// The account settings pages' rules (navigation.md 2.4; core.md 3 'Account (core fields)', 5): company
// details, the company logo's limits and zone presets. The web app's forms and the server check the same.
import * as z from 'zod/mini';
import { LOCATION_COUNTRIES } from './locations';
import { isValidOrgNumber, messages, postalCodeSchema, requiredString, stateError } from './validation';

/** Country whose organisation-number rule applies when none is chosen (core.md 5). */
export const DEFAULT_ORG_NUMBER_COUNTRY = 'SE';

/** Lengths the contract allows (AccountUpdate). */
export const BUSINESS_NAME_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 255;
export const CITY_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 64;

/**
 * A phone number: an optional leading +, then digits with spaces, hyphens, dots or brackets between them,
 * 6 to 20 digits in all. The spec gives no message of its own, so a mismatch says 'Invalid' (core.md 5).
 */
export const PHONE_PATTERN = /^\+?[0-9]([0-9 ().-]*[0-9])?$/;
export function phoneError(phone: string | null | undefined): string | null {
  const value = phone?.trim();
  if (!value) return null;
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 20 ? null : messages.invalid;
}

/** Kinds of business the company details offer (snake_case, as AccountUpdate.business_type; default beauty_salon, core.md 9). */
export const BUSINESS_TYPES = ['beauty_salon', 'cafe', 'restaurant', 'bar', 'hotel', 'retail', 'gym', 'office', 'healthcare', 'other'] as const;

const boundedText = (max: number) => requiredString.check(z.maxLength(max, messages.maxLength(max)));

/** The company details form (a full account: core.md 5 'Per entity', the state and organisation-number rules). */
export const companyDetailsSchema = z
  .object({
    businessName: boundedText(BUSINESS_NAME_MAX_LENGTH),
    businessType: requiredString.check(z.regex(/^[a-z0-9_]+$/, messages.invalid)),
    address: boundedText(ADDRESS_MAX_LENGTH),
    postalCode: postalCodeSchema,
    city: boundedText(CITY_MAX_LENGTH),
    country: requiredString.check(z.regex(/^[A-Z]{2}$/, messages.invalid)),
    state: z.string(),
    phone: z.string().check(z.maxLength(PHONE_MAX_LENGTH, messages.maxLength(PHONE_MAX_LENGTH))),
    orgNumber: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      const state = stateError(values.state, values.country);
      if (state) context.addIssue({ code: 'custom', message: state, path: ['state'], input: values.state });
      const phone = phoneError(values.phone);
      if (phone) context.addIssue({ code: 'custom', message: phone, path: ['phone'], input: values.phone });
      const orgNumber = values.orgNumber.trim();
      if (orgNumber && !isValidOrgNumber(orgNumber, values.country || DEFAULT_ORG_NUMBER_COUNTRY)) {
        context.addIssue({ code: 'custom', message: messages.orgNumber, path: ['orgNumber'], input: values.orgNumber });
      }
    }),
  );
export type CompanyDetailsValues = z.infer<typeof companyDetailsSchema>;

/** Countries the company details offer: those a location can be in. */
export const COMPANY_COUNTRIES = LOCATION_COUNTRIES;

// ── Company logo ───────────────────────────────────────────────────────────────────────────────────────
// An upload is checked in the browser first and by the server always: it must be a PNG, JPEG or WebP
// picture (SVG is refused, as a document that may script), at most LOGO_MAX_BYTES, and at least
// LOGO_MIN_SIZE pixels on each side so that the 48 px header and the overview's larger picture stay sharp
// on high-density screens. The server keeps a PNG master of at most LOGO_MASTER_SIZE on its longer side
// and draws every requested size from it.

/** Largest logo file accepted: 512 KiB (its base64 in the JSON body stays under the API's 1 MiB). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** Smallest width and height accepted, in pixels. */
export const LOGO_MIN_SIZE = 128;
/** The stored master's longer side, in pixels. */
export const LOGO_MASTER_SIZE = 1024;
/** Picture types accepted (by MIME type in the browser, by content on the server). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const logoMessages = {
  type: 'Must be a PNG, JPEG or WebP image',
  size: `Must be less than ${LOGO_MAX_BYTES / 1024} KB`,
  dimensions: `Must be at least ${LOGO_MIN_SIZE}×${LOGO_MIN_SIZE} pixels`,
} as const;

/** The message for a file's type and size before it is sent, or null when it may be sent. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return logoMessages.type;
  if (file.size > LOGO_MAX_BYTES) return logoMessages.size;
  return null;
}

/** The message for a picture's dimensions, or null when both sides are large enough. */
export const logoDimensionsError = (width: number, height: number): string | null => (width >= LOGO_MIN_SIZE && height >= LOGO_MIN_SIZE ? null : logoMessages.dimensions);

// ── Zone presets ───────────────────────────────────────────────────────────────────────────────────────

/** A preset's name: required, at most 50 characters (ZonePresetCreate, as a sound zone's name). */
export const ZONE_PRESET_NAME_MAX_LENGTH = 50;
export const zonePresetNameSchema = boundedText(ZONE_PRESET_NAME_MAX_LENGTH);

/** The per-field messages for a preset's fields as sent (empty when valid); a field left out is not checked. */
export function zonePresetErrors(values: { name?: string }): Record<string, string> {
  if (values.name === undefined) return {};
  const result = zonePresetNameSchema.safeParse(values.name);
  return result.success ? {} : { name: result.error.issues[0]!.message };
}

/** An integer typed into a text field, within a range: 'Must be a number', else the range's message. */
export function integerFieldError(value: string, min: number, max: number): string | null {
  if (!/^\s*-?\d+\s*$/.test(value)) return messages.number;
  const number = Number(value);
  if (number < min) return messages.minimum(min);
  if (number > max) return messages.maximum(max);
  return null;
}
const integerField = (min: number, max: number) =>
  z.string().check(
    z.superRefine((value, context) => {
      const message = integerFieldError(value, min, max);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    }),
  );

/** Crossfade length in seconds and start volume (SoundZoneSettingsPatch). */
export const CROSSFADE_LENGTH_MAX = 10;
export const DEFAULT_VOLUME_MAX = 16;
export const ZONE_PRESET_BITRATES = ['high', 'normal', 'low'] as const;

/** The preset form: a name and the settings a zone takes from it (numbers as typed). */
export const zonePresetFormSchema = z.object({
  name: zonePresetNameSchema,
  bitrate: z.enum(ZONE_PRESET_BITRATES, { error: messages.oneOf(ZONE_PRESET_BITRATES) }),
  crossfade: z.boolean(),
  crossfadeLength: integerField(0, CROSSFADE_LENGTH_MAX),
  defaultVolume: integerField(0, DEFAULT_VOLUME_MAX),
  volumeEq: z.boolean(),
  mono: z.boolean(),
  offline: z.boolean(),
  staffControl: z.boolean(),
});
export type ZonePresetFormValues = z.infer<typeof zonePresetFormSchema>;
