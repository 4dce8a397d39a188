// The translation bundles the server serves at /auth/i18n/{locale} and uses for its mails: every locale
// has the same keys as English, the texts shared with the server's validation are the spec's, and every
// placeholder a text uses is one its English original has. A locale's bundle is {locale}.json and the
// files in {locale}/ (server/people/i18n.ts), so each of these checks reads all of them.
import { describe, expect, it } from 'vitest';
import { messages } from '../domain/validation';
import en from './en.json';
import svdev from './svdev.json';

type Bundle = { [key: string]: string | Bundle };

const AREAS = import.meta.glob<Bundle>('./*/*.json', { eager: true, import: 'default' });

function leaves(bundle: Bundle, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
/** Placeholders that always hold a number. */
const NUMERIC = new Set(['count', 'days', 'minutes']);

/** The files of a locale: {locale}.json, then those in {locale}/. */
const filesOf = (locale: string, main: Bundle): Bundle[] => [main, ...Object.entries(AREAS).flatMap(([path, bundle]) => (path.startsWith(`./${locale}/`) ? [bundle] : []))];
const textsOf = (files: Bundle[]) => new Map(files.flatMap((file) => [...leaves(file)]));

describe('translation bundles', () => {
  const locales = { en: filesOf('en', en as Bundle), svdev: filesOf('svdev', svdev as Bundle) };
  const english = textsOf(locales.en);
  const swedish = textsOf(locales.svdev);

  // An area is its top-level keys: the server joins a locale's files by them, the app adds each file whole.
  it('give each top-level key to one file of its locale', () => {
    for (const [locale, files] of Object.entries(locales)) {
      expect(files.length, locale).toBeGreaterThan(1);
      const keys = files.flatMap((file) => Object.keys(file));
      expect(keys.length, locale).toBe(new Set(keys).size);
    }
  });

  it('keep the mail texts out of the texts the web app loads (en.json and svdev.json)', () => {
    expect(en).not.toHaveProperty('mail');
    expect(svdev).not.toHaveProperty('mail');
  });

  it('have the keys of the error catalogue (core.md 8), the zone activation message and the mail subjects', () => {
    for (const key of ['errors.unknown', 'errors.notFound', 'errors.unauthorized', 'errors.forbidden', 'errors.server', 'errors.unavailable', 'errors.offline', 'errors.client', 'errors.invalidUrl', 'errors.sessionExpired', 'errors.network', 'soundZone.activation.noPermission', 'auth.missingSamlToken']) {
      expect(english.has(key), key).toBe(true);
    }
    for (const mail of ['verifyEmail', 'resetPassword', 'invitation', 'emailChange', 'welcome']) expect(english.has(`mail.${mail}.subject`), mail).toBe(true);
    // A GraphQL code lower-cased is also an error key.
    for (const code of ['bad_user_input', 'unauthenticated', 'unauthorized', 'forbidden', 'not_found', 'rate_limited', 'internal_server_error', 'downstream_service_error']) {
      expect(english.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('word validation as the server does (core.md 5)', () => {
    expect(en.validation).toMatchObject({ required: messages.required, invalid: messages.invalid, email: messages.email, password: messages.password, postalCode: messages.postalCode, state: messages.state, orgNumber: messages.orgNumber });
    expect(en.auth.missingSamlToken).toBe('Missing SAML token');
    expect(en.auth.authTokenFailed).toBe('Failed to log in using auth-token');
  });

  it('give every locale the same keys and placeholders as English', () => {
    expect([...swedish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of swedish) expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
  });

  it('format every count and duration through Intl', () => {
    for (const [key, text] of [...english, ...swedish]) {
      for (const [, name, format] of text.matchAll(PLACEHOLDER)) if (NUMERIC.has(name!)) expect(format, `${key}: ${name}`).toBe('number');
    }
  });
});
