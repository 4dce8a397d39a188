import { describe, expect, it } from 'vitest';
import { billingGroupSchema, cancellationReasonSchema, fieldMessages, fullAddressSchema, orgNumberError, subscriptionUpdateSchema, vatExemptFormSchema } from './validation';

const group = { name: 'Head office', company_name: 'Café Aurora AB', address: 'Drottninggatan 12', postal_code: '111 51', city: 'Stockholm', iso_country: 'SE', currency: 'SEK' };

describe('billing group (billing.md 5.2)', () => {
  it('accepts a complete group and trims its texts', () => {
    expect(fieldMessages(billingGroupSchema, group)).toBeNull();
    expect(billingGroupSchema.parse({ ...group, name: '  Head office ' }).name).toBe('Head office');
  });

  it('requires name, company_name, address, postal_code, city, iso_country and currency, all at once', () => {
    expect(fieldMessages(billingGroupSchema, {})).toEqual({
      name: 'Cannot be empty',
      company_name: 'Cannot be empty',
      address: 'Cannot be empty',
      postal_code: 'Cannot be empty',
      city: 'Cannot be empty',
      iso_country: 'Cannot be empty',
      currency: 'Cannot be empty',
    });
    expect(fieldMessages(billingGroupSchema, { ...group, name: '   ' })).toEqual({ name: 'Cannot be empty' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ['a bad e-mail', { email: 'finance@aurora' }, { email: 'Must be a valid email' }],
    ['a good e-mail', { email: 'finance@aurora.se' }, null],
    ['a bad postal code', { postal_code: '-111' }, { postal_code: 'Must be a valid postal code (only digits, letters, spaces and hyphens)' }],
    ['a US group without a state', { iso_country: 'US', state: '' }, { state: 'Cannot be empty' }],
    ['a US state that is not a code', { iso_country: 'US', state: 'Texas' }, { state: 'Must be a valid state (2-letter code format)' }],
    ['a US state code', { iso_country: 'US', state: 'TX' }, null],
    ['a CA group without a state', { iso_country: 'CA' }, { state: 'Cannot be empty' }],
    ['an IE group without a state', { iso_country: 'IE' }, { state: 'Cannot be empty' }],
    ['a CH group with a canton', { iso_country: 'CH', state: 'ZH' }, null],
    ['a DE group without a state', { iso_country: 'DE' }, null],
    ['a bad SE org number', { org_number: '55667-8899' }, { org_number: 'Must be a valid organization number' }],
    ['a SE org number', { org_number: '556677-8899' }, null],
    ['a NO org number with MVA', { iso_country: 'NO', org_number: '923 609 016 MVA' }, null],
    ['a SE org number in NO', { iso_country: 'NO', org_number: '556677-8899' }, { org_number: 'Must be a valid organization number' }],
    ['a currency that is not ISO', { currency: 'kr' }, { currency: 'Invalid' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { name: 'Must be less than 100 characters' }],
  ])('%s', (_name, change, expected) => {
    expect(fieldMessages(billingGroupSchema, { ...group, ...change })).toEqual(expected);
  });

  it('answers the state rule beside missing fields', () => {
    expect(fieldMessages(billingGroupSchema, { iso_country: 'US' })).toMatchObject({ name: 'Cannot be empty', state: 'Cannot be empty' });
  });
});

describe('organisation number by country (billing.md 5.1)', () => {
  it.each([
    ['556677-8899', undefined, null],
    ['5566778899', 'SE', null],
    ['123456789', 'NO', null],
    ['FI1234567-8', 'FI', null],
    ['FI12345678', 'FI', null],
    ['1234567-8', 'FI', 'Must be a valid organization number'],
    ['12 34 56 78', 'DK', null],
    ['1234567', 'DK', 'Must be a valid organization number'],
    ['anything', 'DE', null],
    ['', 'SE', null],
  ])('%j in %s', (value, country, expected) => {
    expect(orgNumberError(value, country)).toBe(expected);
  });
});

const form = {
  company_name: 'Aurora Charity Foundation',
  company_type: 'non-profit',
  business_description: 'Music for hospitals',
  address: 'Drottninggatan 12',
  postal_code: '111 51',
  city: 'Stockholm',
  state: 'Stockholm',
  iso_country: 'SE',
  contact_email: 'elsa@aurora.se',
  contact_name: 'Elsa Berg',
  contact_phone: '+46 8 123 456',
};

describe('VAT-exemption form (billing.md 5.2)', () => {
  it('accepts a complete form', () => {
    expect(fieldMessages(vatExemptFormSchema, form)).toBeNull();
  });

  it('requires every field', () => {
    const messages = fieldMessages(vatExemptFormSchema, {})!;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(form).sort());
    expect(new Set(Object.values(messages))).toEqual(new Set(['Cannot be empty']));
  });

  it('wants a valid contact e-mail', () => {
    expect(fieldMessages(vatExemptFormSchema, { ...form, contact_email: 'elsa' })).toEqual({ contact_email: 'Must be a valid email' });
  });
});

describe('cancellation reason (billing.md 5.2)', () => {
  it.each<[Record<string, unknown>, Record<string, string> | null]>([
    [{ name: 'cost', text: 'Too expensive' }, null],
    [{ name: 'cheap', text: 'x' }, { name: 'Must be one of: business_related, cost, not_needed, technical, trial, payment, service, other, user_defined' }],
    [{ name: 'cost', text: ' ' }, { text: 'Cannot be empty' }],
    [{ name: 'user_defined', text: 'Other reason' }, { detailed_text: 'Cannot be empty' }],
    [{ name: 'user_defined', text: 'Other reason', detailed_text: '  ' }, { detailed_text: 'Cannot be empty' }],
    [{ name: 'user_defined', text: 'Other reason', detailed_text: 'We closed the shop' }, null],
    [{ name: 'other', text: 'Other', detailed_text: 'x'.repeat(1001) }, { detailed_text: 'Must be less than 1000 characters' }],
    [{ name: 'cost', text: 'Too expensive', feedback: 'Nice music though' }, null],
  ])('%j', (input, expected) => {
    expect(fieldMessages(cancellationReasonSchema, input)).toEqual(expected);
  });
});

describe('full account address (billing.md 5.2)', () => {
  it.each<[Record<string, unknown>, Record<string, string> | null]>([
    [{ address: 'Main St 1', postal_code: '78701', city: 'Austin', iso_country: 'US', state: 'TX' }, null],
    [{ address: 'Main St 1', postal_code: '78701', city: 'Austin', iso_country: 'US' }, { state: 'Cannot be empty' }],
    [{ address: 'Götgatan 1', postal_code: '118 46', city: 'Stockholm', iso_country: 'SE' }, null],
    [{}, { address: 'Cannot be empty', postal_code: 'Cannot be empty', city: 'Cannot be empty', iso_country: 'Cannot be empty' }],
  ])('%j', (input, expected) => {
    expect(fieldMessages(fullAddressSchema, input)).toEqual(expected);
  });
});

describe('subscription update (billing.md 5.2)', () => {
  const base = { billing_group: 'bg', item: 'streaming', quantity: 1, price: 299 };
  it.each<[Record<string, unknown>, Record<string, string> | null]>([
    [base, null],
    [{}, { billing_group: 'Cannot be empty', item: 'Cannot be empty', quantity: 'Must be a number', price: 'Use default price or this must be a number.' }],
    [{ ...base, quantity: 0 }, { quantity: 'Should not be zero' }],
    [{ ...base, quantity: 'two' }, { quantity: 'Must be a number' }],
    [{ ...base, quantity: 0, quantity_source: 'zones' }, null],
    [{ ...base, price: 'free' }, { price: 'Use default price or this must be a number.' }],
    [{ ...base, price: undefined, price_not_set: true }, null],
    [{ ...base, price: '299' }, null],
  ])('%j', (input, expected) => {
    expect(fieldMessages(subscriptionUpdateSchema, input)).toEqual(expected);
  });
});
