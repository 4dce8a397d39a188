import { describe, expect, it } from 'vitest';
import { companyDetailsSchema, integerFieldError, logoDimensionsError, logoFileError, phoneError, zonePresetErrors } from './companySettings';

const valid = { businessName: 'Café Lumen', businessType: 'cafe', address: 'Storgatan 1', postalCode: '211 20', city: 'Malmö', country: 'SE', state: '', phone: '', orgNumber: '' };
const fieldErrors = (values: Partial<typeof valid>) => {
  const result = companyDetailsSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('company details (core.md 5)', () => {
  it.each([
    [{ businessName: ' ' }, { businessName: 'Cannot be empty' }],
    [{ postalCode: '-12' }, { postalCode: 'Must be a valid postal code (only digits, letters, spaces and hyphens)' }],
    [{ country: 'US', state: '' }, { state: 'Cannot be empty' }],
    [{ country: 'US', state: 'XX' }, { state: 'Must be a valid state (2-letter code format)' }],
    [{ orgNumber: '12-34' }, { orgNumber: 'Must be a valid organization number' }],
    [{ orgNumber: '556677-8899' }, {}],
    [{ country: 'NO', orgNumber: '123 456 789 MVA' }, {}],
    [{ country: 'FI', orgNumber: '556677-8899' }, { orgNumber: 'Must be a valid organization number' }],
    [{ phone: 'call me' }, { phone: 'Invalid' }],
    [{ phone: '+46 40-123 45 67' }, {}],
  ])('%j gives %j', (values, errors) => {
    expect(fieldErrors(values)).toEqual(errors);
  });

  it('phone: 6 to 20 digits', () => {
    expect(phoneError('12345')).toBe('Invalid');
    expect(phoneError('123456')).toBeNull();
    expect(phoneError('')).toBeNull();
  });
});

describe('company logo limits', () => {
  it.each([
    [{ type: 'image/svg+xml', size: 10 }, 'Must be a PNG, JPEG or WebP image'],
    [{ type: 'text/plain', size: 10 }, 'Must be a PNG, JPEG or WebP image'],
    [{ type: 'image/png', size: 512 * 1024 + 1 }, 'Must be less than 512 KB'],
    [{ type: 'image/webp', size: 512 * 1024 }, null],
  ])('%j: %s', (file, message) => expect(logoFileError(file)).toBe(message));

  it('needs 128 px on each side', () => {
    expect(logoDimensionsError(128, 127)).toBe('Must be at least 128×128 pixels');
    expect(logoDimensionsError(128, 128)).toBeNull();
  });
});

describe('zone presets', () => {
  it.each([
    [{ name: '' }, { name: 'Cannot be empty' }],
    [{ name: 'x'.repeat(51) }, { name: 'Must be less than 50 characters' }],
    [{ name: 'Evening' }, {}],
    [{}, {}],
  ])('%j gives %j', (values, errors) => expect(zonePresetErrors(values)).toEqual(errors));

  it.each([
    ['x', 'Must be a number'],
    ['17', 'Must be at most 16'],
    ['-1', 'Must be at least 0'],
    ['16', null],
  ])('volume %s: %s', (value, message) => expect(integerFieldError(value, 0, 16)).toBe(message));
});
