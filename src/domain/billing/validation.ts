// Validation of the money side's forms and requests (billing.md 5): billing groups, VAT-exemption forms,
// cancellation reasons, full account addresses, organisation numbers and subscription updates. The
// billing pages and the server check with the same schemas and answer the same per-field texts.
import * as z from 'zod/mini';
import { POSTAL_CODE_PATTERN, emailSchema, isValidOrgNumber, messages, postalCodeSchema, requiredString, stateError } from '../validation';

/** A text that may be left out, at most `max` characters when given. */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, messages.maxLength(max))));
const requiredText = (max: number) => requiredString.check(z.maxLength(max, messages.maxLength(max)));
const countrySchema = requiredString.check(z.regex(/^[A-Z]{2}$/, messages.invalid));
const currencySchema = requiredString.check(z.regex(/^[A-Z]{3}$/, messages.invalid));

type Messages = Record<string, string | null | undefined>;

/**
 * An object-level rule whose messages land on their fields. It runs even when some fields already
 * failed, so every field's message is answered at once; fields that failed are then absent or raw.
 */
const crossField = <T extends object>(rule: (value: Partial<T>) => Messages) =>
  z.superRefine<T>(
    (value, ctx) => {
      for (const [field, message] of Object.entries(rule(value as Partial<T>))) if (message) ctx.issues.push({ code: 'custom', message, path: [field], input: value });
    },
    { when: () => true } as never,
  );

/** The message for an organisation number in a country (default SE), or null when it is fine or absent. */
export function orgNumberError(value: string | null | undefined, country: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  return isValidOrgNumber(value.trim(), country || 'SE') ? null : messages.orgNumber;
}

/** The state and organisation-number rules of an address in its country. */
type AddressFields = { state?: string | null; iso_country?: string; org_number?: string | null };
const addressRules = (value: Partial<AddressFields>): Messages => {
  const country = typeof value.iso_country === 'string' ? value.iso_country : '';
  return { state: stateError(value.state, country), org_number: orgNumberError(value.org_number, country) };
};

const billingGroupFields = {
  name: requiredText(100),
  company_name: requiredText(255),
  email: z.optional(emailSchema),
  address: requiredText(255),
  address2: optionalText(255),
  postal_code: postalCodeSchema,
  city: requiredText(100),
  state: optionalText(64),
  iso_country: countrySchema,
  vat_code: optionalText(64),
  org_number: optionalText(32),
  customer_notes: optionalText(1000),
  default: z.optional(z.boolean()),
  currency: currencySchema,
  purchase_order_number: optionalText(64),
  cost_center: optionalText(64),
  reference_number: optionalText(64),
  series_number: optionalText(64),
  should_send_cc_payment_receipt: z.optional(z.boolean()),
  billing_address: optionalText(255),
  billing_address2: optionalText(255),
  billing_postal_code: z.optional(z.string().check(z.trim(), z.refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), messages.postalCode))),
  billing_city: optionalText(100),
  billing_stage: optionalText(64),
  billing_iso_country: z.optional(z.string().check(z.refine((v) => v === '' || /^[A-Z]{2}$/.test(v), messages.invalid))),
};

/**
 * A billing group (billing.md 5.2): name, company_name, address, postal_code, city, iso_country and
 * currency required; email valid; the state rule of the country; the organisation number by country.
 * The client-only vat_exempt is not part of it (it is never sent).
 */
export const billingGroupSchema = z.object(billingGroupFields).check(crossField<AddressFields>(addressRules));
export type BillingGroupInput = z.infer<typeof billingGroupSchema>;

/** A VAT-exemption form (billing.md 5.2): every field required; contact_email a valid e-mail. */
export const vatExemptFormSchema = z.object({
  company_name: requiredText(255),
  company_type: requiredText(100),
  business_description: requiredText(2000),
  address: requiredText(255),
  postal_code: postalCodeSchema,
  city: requiredText(100),
  state: requiredText(64),
  iso_country: countrySchema,
  contact_email: emailSchema,
  contact_name: requiredText(100),
  contact_phone: requiredText(32),
});
export type VatExemptFormInput = z.infer<typeof vatExemptFormSchema>;

export const CANCELLATION_REASON_NAMES = ['business_related', 'cost', 'not_needed', 'technical', 'trial', 'payment', 'service', 'other', 'user_defined'] as const;
export type CancellationReasonName = (typeof CANCELLATION_REASON_NAMES)[number];

/**
 * A cancellation reason (billing.md 5.2): name one of the listed values; text required; detailed_text
 * (at most 1000 characters) required when name is user_defined; feedback optional.
 */
export const cancellationReasonSchema = z.object({
  name: z.enum(CANCELLATION_REASON_NAMES, { error: messages.oneOf(CANCELLATION_REASON_NAMES) }),
  text: requiredText(255),
  detailed_text: optionalText(1000),
  feedback: optionalText(1000),
}).check(crossField((value) => ({ detailed_text: value.name === 'user_defined' && !value.detailed_text?.trim() ? messages.required : null })));
export type CancellationReasonInput = z.infer<typeof cancellationReasonSchema>;

/** A full account address (billing.md 5.2): address, postal_code, city and iso_country required, plus the state rule. */
export const fullAddressSchema = z.object({
  address: requiredString,
  postal_code: postalCodeSchema,
  city: requiredString,
  state: z.optional(z.nullable(z.string())),
  iso_country: countrySchema,
}).check(crossField<AddressFields>((value) => ({ state: addressRules(value).state })));

export const messagesOfSubscription = {
  zeroQuantity: 'Should not be zero',
  price: 'Use default price or this must be a number.',
} as const;

const isNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * A subscription update (billing.md 5.2): billing_group and item required; quantity a number and not
 * zero unless quantity_source is set; price a number unless the default price is used (price_not_set).
 */
export const subscriptionUpdateSchema = z.object({
  billing_group: requiredString,
  item: requiredString,
  quantity: z.optional(z.unknown()),
  quantity_source: z.optional(z.nullable(z.string())),
  price: z.optional(z.unknown()),
  price_not_set: z.optional(z.boolean()),
}).check(
  crossField((value) => ({
    quantity: value.quantity_source ? null : !isNumber(value.quantity) ? messages.number : Number(value.quantity) === 0 ? messagesOfSubscription.zeroQuantity : null,
    price: value.price_not_set || isNumber(value.price) ? null : messagesOfSubscription.price,
  })),
);

/** The first message per field of a failed parse ('' for the whole value), or null when the input is valid. */
export function fieldMessages(schema: z.ZodMiniType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}
