import { describe, expect, it } from 'vitest';
import { zodFormResolver } from '../../ui/forms';
import { billingGroupFormSchema, billingGroupFormValues, billingGroupUpdate, cardFormSchema, cardPaymentMethodData, threeDsReturnOf } from './billingForms';
import type { BillingGroupFormValues } from './billingForms';
import { billingGroup } from './testing/billingFixtures';

async function errorsOf(values: BillingGroupFormValues) {
  const result = await zodFormResolver(billingGroupFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const flat: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const entry = value as { message?: string };
      if (typeof entry.message === 'string') flat[`${prefix}${key}`] = entry.message;
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(result.errors as Record<string, unknown>, '');
  return flat;
}

describe('billing group form (billing.md 5)', () => {
  const values = () => billingGroupFormValues(billingGroup(), null);

  it('accepts the group as it is', async () => {
    expect(await errorsOf(values())).toEqual({});
  });

  it('gives the spec texts for required fields, e-mail and postal code', async () => {
    const errors = await errorsOf({ ...values(), name: '', company_name: ' ', address: '', city: '', email: 'not-an-email', postal_code: '#1' });
    expect(errors).toMatchObject({
      name: 'Cannot be empty',
      company_name: 'Cannot be empty',
      address: 'Cannot be empty',
      city: 'Cannot be empty',
      email: 'Must be a valid email',
      postal_code: 'Must be a valid postal code (only digits, letters, spaces and hyphens)',
    });
  });

  it('asks for a state in the state countries, a 2-letter code in the US, and checks the organisation number by country', async () => {
    expect(await errorsOf({ ...values(), iso_country: 'CA', state: '' })).toMatchObject({ state: 'Cannot be empty' });
    expect(await errorsOf({ ...values(), iso_country: 'US', state: 'Texas' })).toMatchObject({ state: 'Must be a valid state (2-letter code format)' });
    expect(await errorsOf({ ...values(), iso_country: 'SE', state: '' })).toEqual({});
    expect(await errorsOf({ ...values(), org_number: '12345' })).toMatchObject({ org_number: 'Must be a valid organization number' });
  });

  it('checks every VAT-exemption field only when the company is exempt', async () => {
    const exempt = { ...values(), vat_exempt: true, vat: { ...values().vat, company_type: '', contact_email: 'x@y', contact_phone: '' } };
    expect(await errorsOf(exempt)).toMatchObject({ 'vat.company_type': 'Cannot be empty', 'vat.contact_email': 'Must be a valid email', 'vat.contact_phone': 'Cannot be empty' });
    expect(await errorsOf({ ...exempt, vat_exempt: false })).toEqual({});
  });

  it('never sends vat_exempt, and the state only where the country has one', () => {
    const update = billingGroupUpdate({ ...values(), state: 'XX', vat_exempt: true });
    expect(update).not.toHaveProperty('vat_exempt');
    expect(update).not.toHaveProperty('state');
    expect(billingGroupUpdate({ ...values(), iso_country: 'US', state: 'TX' })).toMatchObject({ iso_country: 'US', state: 'TX' });
  });
});

describe('card form', () => {
  it('requires every field and hands the card over in the stand-in shape', () => {
    expect(cardFormSchema.safeParse({ holderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' }).success).toBe(false);
    const values = { holderName: 'Elsa Berg', cardNumber: '4111 1111 4555 1142', expiryMonth: '3', expiryYear: '2030', securityCode: '737' };
    expect(cardFormSchema.parse(values)).toEqual(values);
    expect(cardPaymentMethodData(values)).toEqual({
      type: 'scheme',
      holderName: 'Elsa Berg',
      encryptedCardNumber: 'test_4111111145551142',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    });
    const month = cardFormSchema.safeParse({ ...values, expiryMonth: '13' });
    expect(month.error?.issues[0]?.message).toBe('Must be one of: 01, 02, 03, 04, 05, 06, 07, 08, 09, 10, 11, 12');
    expect(cardFormSchema.safeParse({ ...values, expiryYear: '30' }).error?.issues[0]?.message).toBe('Must be 4 characters');
  });
});

describe('3-D Secure return (billing.md 2.6)', () => {
  it.each([
    ['3ds-outcome', { outcome: 'success' }],
    ['3ds-outcome=', { outcome: 'success' }],
    ['3ds-outcome=Refused', { outcome: 'failure', code: 'Refused' }],
    ['3ds-error=timeout', { outcome: 'failure', code: 'timeout' }],
    ['other=1', null],
  ])('%s', (search, expected) => {
    expect(threeDsReturnOf(new URLSearchParams(search))).toEqual(expected);
  });
});
