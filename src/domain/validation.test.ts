import { describe, expect, it } from 'vitest';
import { emailSchema, isValidOrgNumber, messages, passwordSchema, postalCodeSchema, soundZoneNameSchema, stateError, timestampError } from './validation';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('validation rules', () => {
  it.each([
    ['owner@cadence.test', null],
    ['_x@a.co', null],
    ['a.b+c@sub.domain.museum', null],
    ['.x@a.co', 'Must be a valid email'],
    ['x@a', 'Must be a valid email'],
    ['x@a.c', 'Must be a valid email'],
    ['x@a.' + 'c'.repeat(33), 'Must be a valid email'],
    ['', 'Cannot be empty'],
  ])('e-mail %j', (value, error) => {
    expect(errorOf(emailSchema.safeParse(value))).toBe(error);
  });

  it.each([
    ['118 20', null],
    ['SW1A-1AA', null],
    ['1', messages.postalCode],
    ['-1234', messages.postalCode],
    ['1234-', messages.postalCode],
    ['1234567890123', messages.postalCode],
  ])('postal code %j', (value, error) => {
    expect(errorOf(postalCodeSchema.safeParse(value))).toBe(error);
  });

  it('passwords need 6 characters', () => {
    expect(errorOf(passwordSchema.safeParse('12345'))).toBe('Must be at least 6 characters');
    expect(errorOf(passwordSchema.safeParse('123456'))).toBeNull();
  });

  it('sound zone names are required and at most 50 characters', () => {
    expect(errorOf(soundZoneNameSchema.safeParse(''))).toBe('Cannot be empty');
    expect(errorOf(soundZoneNameSchema.safeParse('x'.repeat(50)))).toBeNull();
    expect(errorOf(soundZoneNameSchema.safeParse('x'.repeat(51)))).toBe('Must be less than 50 characters');
  });

  it('states are required where countries use them and 2-letter codes in the US', () => {
    expect(stateError('', 'US')).toBe('Cannot be empty');
    expect(stateError('XX', 'US')).toBe('Must be a valid state (2-letter code format)');
    expect(stateError('NY', 'US')).toBeNull();
    expect(stateError(null, 'CH')).toBe('Cannot be empty');
    expect(stateError('Zug', 'CH')).toBeNull();
    expect(stateError(null, 'SE')).toBeNull();
  });

  it.each([
    ['556677-8899', 'SE', true],
    ['5566778899', undefined, true],
    ['55667-8899', 'SE', false],
    ['123 456 789 MVA', 'NO', true],
    ['123456789', 'NO', true],
    ['FI1234567-8', 'FI', true],
    ['1234567-8', 'FI', false],
    ['12 34 56 78', 'DK', true],
    ['1234567', 'DK', false],
  ])('organisation number %j in %s', (value, country, valid) => {
    expect(isValidOrgNumber(value, country)).toBe(valid);
  });

  it('timestamps must be real instants and not 00010101000000', () => {
    expect(timestampError('20261122143000')).toBeNull();
    expect(timestampError('00010101000000')).toBe('Must be a valid timestamp');
    expect(timestampError('20261322143000')).toBe('Must be a valid timestamp');
    expect(timestampError('2026112214300')).toBe('Must be a valid timestamp');
  });
});
