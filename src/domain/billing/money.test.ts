import { describe, expect, it } from 'vitest';
import { currencyForCountry, currencySymbol, discounted, formatMoney, prorate, toMajor, toMinor } from './money';

const NBSP = '\u00a0';

describe('money (billing.md 9)', () => {
  it.each([
    ['SE', 'SEK'],
    ['NO', 'NOK'],
    ['DK', 'DKK'],
    ['GB', 'GBP'],
    ['FI', 'EUR'],
    ['DE', 'EUR'],
    ['IE', 'EUR'],
    ['US', 'USD'],
    ['CH', 'USD'],
    ['ZZ', 'USD'],
    ['se', 'SEK'],
    [null, 'USD'],
  ])('prices %s in %s', (country, currency) => expect(currencyForCountry(country)).toBe(currency));

  it.each([
    [34900, 'SEK', `349,00${NBSP}kr`],
    [123456789, 'SEK', `1${NBSP}234${NBSP}567,89${NBSP}kr`],
    [34990, 'NOK', `349,90${NBSP}kr`],
    [100050, 'DKK', `1${NBSP}000,50${NBSP}kr`],
    [3490, 'EUR', `34,90${NBSP}€`],
    [123490, 'EUR', `1.234,90${NBSP}€`],
    [2990, 'GBP', '£29.90'],
    [123490, 'GBP', '£1,234.90'],
    [3499, 'USD', '$34.99'],
    [123499, 'USD', '$1,234.99'],
    [500, 'CHF', '$5.00'],
    [-2500, 'USD', '-$25.00'],
    [0, 'SEK', `0,00${NBSP}kr`],
  ])('shows %i %s as %j', (minor, currency, shown) => expect(formatMoney(minor, currency)).toBe(shown));

  it('converts between minor and major units without float drift', () => {
    expect(toMinor(34.9)).toBe(3490);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-12.5)).toBe(-1250);
    expect(toMajor(3490)).toBe(34.9);
  });

  it('prorates and discounts to whole minor units', () => {
    expect(prorate(34900, 9, 30)).toBe(10470);
    expect(prorate(1000, 1, 3)).toBe(333);
    expect(prorate(-1000, 2, 3)).toBe(-667);
    expect(discounted(34900, 50)).toBe(17450);
    expect(discounted(2999, 25)).toBe(2249);
    expect(() => prorate(1, 1, 0)).toThrow(RangeError);
  });

  it('names the symbol per currency', () => {
    expect(['SEK', 'NOK', 'DKK', 'EUR', 'GBP', 'USD'].map(currencySymbol)).toEqual(['kr', 'kr', 'kr', '€', '£', '$']);
  });
});
