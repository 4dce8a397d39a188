// The app's texts through i18next: English by default, 'svdev' (Swedish in development) and 'cimode'
// (developer ids: every text shows its key) as navigation.md 9 lists them.
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { formatNumber } from './numbers';

// English is built in; another language's texts load when it is chosen.
const OTHER_BUNDLES = { svdev: () => import('./svdev.json') };

export const LANGUAGES = ['en', 'svdev', 'cimode'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // i18next's own 'number' format hands the language to Intl as it is, and 'svdev' is no Intl locale.
  instance.services.formatter?.add('number', (value: number, language: string | undefined, options: Intl.NumberFormatOptions) => formatNumber(value, language ?? DEFAULT_LANGUAGE, options));
  return instance;
}

/** An instance in `language` with its texts loaded; English and cimode need no loading (createI18n). */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = createI18n(language);
  if (language === 'svdev') instance.addResourceBundle(language, 'translation', (await OTHER_BUNDLES[language]()).default);
  return instance;
}

export const i18n = createI18n();
