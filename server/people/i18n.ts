// Translation bundles, shared by the app (GET /auth/i18n/{locale}) and the server (mail texts). A
// locale's texts are src/i18n/{locale}.json and the files in src/i18n/{locale}/ (the web app loads those
// with the pages that use them, and never the mail texts), answered as one bundle. 'cimode' answers an
// empty bundle so the app shows the keys themselves.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { formatNumber } from '../../src/i18n/numbers';

export type I18nBundle = { [key: string]: string | I18nBundle };

export const DEFAULT_LOCALE = 'en';
/** The locale that shows translation keys instead of texts. */
export const KEYS_LOCALE = 'cimode';

const BUNDLE_DIR = new URL('../../src/i18n/', import.meta.url);
const bundles = new Map<string, I18nBundle | null>();

const readJson = (file: URL) => JSON.parse(readFileSync(file, 'utf8')) as I18nBundle;

function readBundle(name: string): I18nBundle | null {
  if (!/^[a-z0-9_-]+$/.test(name)) return null;
  if (!bundles.has(name)) {
    const file = new URL(`${name}.json`, BUNDLE_DIR);
    const areas = new URL(`${name}/`, BUNDLE_DIR);
    const areaFiles = existsSync(areas) ? readdirSync(areas).filter((entry) => entry.endsWith('.json')).sort() : [];
    // Each file has top-level keys of its own (src/i18n/bundles.test.ts).
    bundles.set(name, existsSync(file) ? Object.assign(readJson(file), ...areaFiles.map((entry) => readJson(new URL(entry, areas)))) : null);
  }
  return bundles.get(name)!;
}

/**
 * The bundle of a locale: its own file, else its language's (en-GB reads en); null when there is none.
 * Locales are matched case-insensitively.
 */
export function bundleFor(locale: string): I18nBundle | null {
  const name = locale.toLowerCase().replace(/_/g, '-');
  if (name === KEYS_LOCALE) return {};
  return readBundle(name) ?? (name.includes('-') ? readBundle(name.split('-')[0]!) : null);
}

/**
 * The text of a key (dotted path) with {{placeholders}} filled in, numbers through Intl where the text
 * says `{{name, number}}`; the key itself when it is missing.
 */
export function translate(key: string, values: Record<string, string | number> = {}, locale = DEFAULT_LOCALE): string {
  // Numbers are written in the language of the text: a locale without a bundle reads English.
  const language = bundleFor(locale) ? locale : DEFAULT_LOCALE;
  let node: string | I18nBundle | undefined = bundleFor(language)!;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (match, name: string, format: string | undefined) => {
    if (!(name in values)) return match;
    const value = values[name]!;
    return format === 'number' && typeof value === 'number' ? formatNumber(value, language) : String(value);
  });
}
