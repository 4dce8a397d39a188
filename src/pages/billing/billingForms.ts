// The billing forms' values and rules: the billing group and the VAT-exemption form of billing.md 5.2
// (the schemas of src/domain/billing/validation.ts, which the server answers with too), over form
// values that are all text, where an optional field left empty is not sent.
import * as z from 'zod/mini';
import { billingGroupSchema, vatExemptFormSchema } from '../../domain/billing/validation';
import { STATE_COUNTRIES, emailSchema, messages, requiredString } from '../../domain/validation';
import type { BillingGroup, BillingGroupUpdate, PspPaymentMethodUpdate, VatExemptForm, VatExemptFormCreate } from '../../rest/billing';

export const GROUP_TEXT_FIELDS = [
  'name',
  'company_name',
  'email',
  'address',
  'address2',
  'postal_code',
  'city',
  'state',
  'iso_country',
  'currency',
  'vat_code',
  'org_number',
  'reference_number',
  'purchase_order_number',
  'cost_center',
  'customer_notes',
] as const;
type GroupTextField = (typeof GROUP_TEXT_FIELDS)[number];

export const VAT_FIELDS = ['company_name', 'company_type', 'business_description', 'address', 'postal_code', 'city', 'state', 'iso_country', 'contact_email', 'contact_name', 'contact_phone'] as const;
type VatField = (typeof VAT_FIELDS)[number];

export interface BillingGroupFormValues extends Record<GroupTextField, string> {
  /** Client-only (billing.md 3.6: never sent): whether a VAT-exemption form goes with the save. */
  vat_exempt: boolean;
  vat: Record<VatField, string>;
}

/** The countries whose addresses have a state field (billing.md 9). */
export const hasStateField = (country: string) => (STATE_COUNTRIES as readonly string[]).includes(country);

/** The optional fields left empty are not sent; the state only where the country has one. */
function groupInput(values: BillingGroupFormValues): Record<string, string> {
  const input: Record<string, string> = {};
  for (const field of GROUP_TEXT_FIELDS) {
    const value = values[field];
    if (field === 'state' && !hasStateField(values.iso_country)) continue;
    if (value.trim() !== '' || billingGroupRequired.has(field)) input[field] = value;
  }
  return input;
}

const billingGroupRequired: ReadonlySet<string> = new Set(['name', 'company_name', 'address', 'postal_code', 'city', 'iso_country', 'currency']);

/** The whole form's rules: the billing group's, and the VAT-exemption form's when one goes with it. */
export const billingGroupFormSchema = z
  .looseObject({
    vat_exempt: z.boolean(),
    vat: z.record(z.string(), z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      const all = values as unknown as BillingGroupFormValues;
      const group = billingGroupSchema.safeParse(groupInput(all));
      if (!group.success) for (const issue of group.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: values });
      if (!all.vat_exempt) return;
      const vat = vatExemptFormSchema.safeParse(all.vat);
      if (!vat.success) for (const issue of vat.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: ['vat', ...issue.path], input: values });
    }),
  ) as unknown as z.ZodMiniType<BillingGroupFormValues>;

const text = (value: string | null | undefined) => value ?? '';

export function billingGroupFormValues(group: BillingGroup, form: VatExemptForm | null): BillingGroupFormValues {
  const values = Object.fromEntries(GROUP_TEXT_FIELDS.map((field) => [field, text(group[field] as string | undefined)])) as Record<GroupTextField, string>;
  const vat = Object.fromEntries(VAT_FIELDS.map((field) => [field, text(form?.[field])])) as Record<VatField, string>;
  if (!form) Object.assign(vat, { company_name: group.company_name, address: group.address, postal_code: group.postal_code, city: group.city, state: text(group.state), iso_country: group.iso_country, contact_email: text(group.email) });
  return { ...values, vat_exempt: group.has_vat_exempt_form, vat };
}

/** What a save sends: the group's fields (optional ones emptied are sent empty, so that they clear). */
export function billingGroupUpdate(values: BillingGroupFormValues): BillingGroupUpdate {
  const update: Record<string, string> = {};
  for (const field of GROUP_TEXT_FIELDS) {
    if (field === 'state' && !hasStateField(values.iso_country)) continue;
    if (field === 'email' && values.email.trim() === '') continue;
    update[field] = values[field].trim();
  }
  return update as BillingGroupUpdate;
}

export function vatExemptFormCreate(groupId: string, values: BillingGroupFormValues): VatExemptFormCreate {
  const trimmed = Object.fromEntries(VAT_FIELDS.map((field) => [field, values.vat[field].trim()])) as Record<VatField, string>;
  return { billing_group: groupId, ...trimmed };
}

/** The billing e-mail form (update-billing-email): a valid e-mail. */
export const billingEmailSchema = z.object({ email: emailSchema });

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The card form: every field required; a card number of 12 to 19 digits, a month 01-12, a 4-digit year, a 3- or 4-digit code. */
export const cardFormSchema = z.object({
  holderName: requiredString,
  cardNumber: requiredString.check(z.refine((value) => /^\d{12,19}$/.test(digitsOf(value)), messages.invalid)),
  expiryMonth: requiredString.check(z.refine((value) => (MONTHS as readonly string[]).includes(value.padStart(2, '0')), messages.oneOf(MONTHS))),
  expiryYear: requiredString.check(z.refine((value) => /^\d+$/.test(value), messages.number), z.length(4, messages.exactLength(4))),
  securityCode: requiredString.check(z.regex(/^\d{3,4}$/, messages.invalid)),
});
export type CardFormValues = z.infer<typeof cardFormSchema>;

/**
 * The card as the PSP's card entry hands it over: the stand-in's 'encryption' is the 'test_' prefix on
 * each plain value (schema AdyenPaymentMethodDetails).
 */
export function cardPaymentMethodData(values: CardFormValues): PspPaymentMethodUpdate['payment_method_data'] {
  return {
    type: 'scheme',
    holderName: values.holderName.trim(),
    encryptedCardNumber: `test_${digitsOf(values.cardNumber)}`,
    encryptedExpiryMonth: `test_${values.expiryMonth.padStart(2, '0')}`,
    encryptedExpiryYear: `test_${values.expiryYear}`,
    encryptedSecurityCode: `test_${values.securityCode}`,
  };
}

/** billing.md 2.6: the 3-D Secure return's query. '3ds-error={code}' or '3ds-outcome={code}' is a failure with that code; a bare '3ds-outcome' a success. */
export type ThreeDsReturn = { outcome: 'success' } | { outcome: 'failure'; code: string } | null;

export function threeDsReturnOf(search: URLSearchParams): ThreeDsReturn {
  const error = search.get('3ds-error');
  if (error !== null) return { outcome: 'failure', code: error };
  const outcome = search.get('3ds-outcome');
  if (outcome === null) return null;
  return outcome === '' ? { outcome: 'success' } : { outcome: 'failure', code: outcome };
}
