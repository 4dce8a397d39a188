import { describe, expect, it } from 'vitest';
import { WEEKDAYS_FROM_MONDAY, intlLocale, longDate, weekdayName } from './format';

describe('profile formats', () => {
  it('names start_of_week values as weekdays, 0 being Sunday', () => {
    expect([0, 1, 6].map((day) => weekdayName(day, 'en'))).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect(WEEKDAYS_FROM_MONDAY.map((day) => weekdayName(day, 'en')).join(' ')).toBe('Monday Tuesday Wednesday Thursday Friday Saturday Sunday');
  });

  it('writes dates in words, leaving unreadable ones as they are', () => {
    expect(longDate('2026-11-22T14:30:00Z', 'en')).toBe('November 22, 2026');
    expect(longDate('soon', 'en')).toBe('soon');
  });

  it('maps app languages to Intl locales', () => {
    expect(intlLocale('en')).toBe('en');
    expect(intlLocale('svdev')).toBe('sv');
    expect(intlLocale('cimode')).toBeUndefined();
  });
});
