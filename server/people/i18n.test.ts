import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleFor, translate } from './i18n';

const BUNDLE_DIR = new URL('../../src/i18n/', import.meta.url);
const readJson = (file: URL) => JSON.parse(readFileSync(file, 'utf8')) as object;

describe('bundleFor', () => {
  it('answers the texts of every file of a locale, the web app loads them apart (src/i18n/i18n.ts)', () => {
    for (const locale of ['en', 'svdev']) {
      const dir = new URL(`${locale}/`, BUNDLE_DIR);
      const areas = readdirSync(dir).map((file) => readJson(new URL(file, dir)));
      expect(areas.length, locale).toBeGreaterThan(0);
      expect(bundleFor(locale), locale).toEqual(Object.assign({}, readJson(new URL(`${locale}.json`, BUNDLE_DIR)), ...areas));
    }
    expect(bundleFor('en')).toHaveProperty('mail.welcome.subject');
  });
});

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
