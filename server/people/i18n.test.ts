import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate', () => {
  it('fills placeholders and formats numbers for the locale', () => {
    expect(translate('home.zoneCount_other', { count: 5000 })).toBe('5,000 zones');
    // No bundle for 'de': English text, English numbers.
    expect(translate('mail.resetPassword.expiry', { minutes: 1440 }, 'de')).toContain('1,440 minutes');
    expect(translate('mail.resetPassword.expiry', { minutes: 1440 }, 'svdev')).toContain('1\u00a0440 minuter');
  });

  it('leaves a placeholder without a value as it is, and answers the key when the text is missing', () => {
    expect(translate('home.zoneCount_other')).toBe('{{count, number}} zones');
    expect(translate('no.such.key')).toBe('no.such.key');
  });
});
