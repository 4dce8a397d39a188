// The app's texts through i18next: English by default, 'svdev' (Swedish in development) and 'cimode'
// (developer ids: every text shows its key) as navigation.md 9 lists them.
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import svdev from './svdev.json';
import { formatNumber } from './numbers';

export const LANGUAGES = ['en', 'svdev', 'cimode'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en }, svdev: { translation: svdev } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // i18next's own 'number' format hands the language to Intl as it is, and 'svdev' is no Intl locale.
  instance.services.formatter?.add('number', (value: number, language: string | undefined, options: Intl.NumberFormatOptions) => formatNumber(value, language ?? DEFAULT_LANGUAGE, options));
  return instance;
}

export const i18n = createI18n();
