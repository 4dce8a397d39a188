import { describe, expect, it } from 'vitest';
import { brandOf, cardTypeOfBrand, decideCard, hasExpired, passesLuhn, TEST_CARDS } from './pspTestCards';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (number: string, holderName?: string, expiryYear = 2030) => ({ number, expiryMonth: 3, expiryYear, holderName });

describe('the stand-in test cards', () => {
  it('every test card passes the Luhn check', () => {
    for (const test of TEST_CARDS) expect(passesLuhn(test.number), test.number).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
  });

  it.each([
    ['4111111111111111', undefined, { kind: 'authorised' }],
    ['4111111145551142', undefined, { kind: 'authorised' }],
    ['5555341244441115', undefined, { kind: 'authorised' }],
    ['4917610000000000', undefined, { kind: 'challenge' }],
    ['5454545454545454', undefined, { kind: 'challenge' }],
    ['4000000000000002', undefined, { kind: 'refused', refusalReason: 'Refused', refusalReasonCode: '2' }],
    ['4111111111111111', 'REFUSED', { kind: 'refused', refusalReason: 'Refused', refusalReasonCode: '2' }],
    ['4111111111111111', 'not_enough_balance', { kind: 'refused', refusalReason: 'Not enough balance', refusalReasonCode: '12' }],
    ['4111111111111111', 'BLOCK_CARD', { kind: 'refused', refusalReason: 'Blocked Card', refusalReasonCode: '5' }],
    ['4242424242424242', undefined, { kind: 'refused', refusalReason: 'Refused', refusalReasonCode: '2' }],
  ])('%s held by %s: %o', (number, holder, decision) => {
    expect(decideCard(card(number, holder), NOW, false)).toEqual(decision);
  });

  it('refuses an expired card and charges a stored 3-D Secure card without a challenge', () => {
    expect(decideCard(card('4111111111111111', undefined, 2025), NOW, false)).toEqual({ kind: 'refused', refusalReason: 'Expired Card', refusalReasonCode: '6' });
    expect(decideCard(card('4917610000000000'), NOW, true)).toEqual({ kind: 'authorised' });
    expect(hasExpired(11, 2026, NOW)).toBe(false);
    expect(hasExpired(10, 2026, NOW)).toBe(true);
  });

  it('names brands and card types', () => {
    expect(['4111111111111111', '5555341244441115', '370000000000002', '6011601160116611', '36006666333344'].map(brandOf)).toEqual(['visa', 'mc', 'amex', 'discover', 'diners']);
    expect(cardTypeOfBrand('discover')).toBe('disc');
    expect(cardTypeOfBrand('mc')).toBe('mc');
  });
});
