// The app's texts through i18next: English by default, 'svdev' (Swedish in development) and 'cimode'
// (developer ids: every text shows its key) as navigation.md 9 lists them.
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { formatNumber } from './numbers';

// English is built in: the texts of the entry's own code and of the login page (en.json), and those of
// a lazily loaded page's area (en/{area}.json) with that page's code (registerTexts). en/mail.json is
// the server's only. Another language's texts load whole when it is chosen (its mails excepted).
const OTHER_BUNDLES = { svdev: () => import('./svdev.json') };

export const LANGUAGES = ['en', 'svdev', 'cimode'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export type Texts = { [key: string]: string | Texts };

const areaTexts = new Set<Texts>();
// Weakly: tests make an instance per render, and one no longer rendered needs no more texts.
const instances = new Set<WeakRef<I18n>>();

const addEnglish = (instance: I18n, texts: Texts) => instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false);

/**
 * Adds an area's English texts (en/{area}.json) to every instance, those made since included. A page
 * module of the area calls it as it loads, which is before its page renders (React.lazy, route lazy).
 */
export function registerTexts(texts: Texts): void {
  if (areaTexts.has(texts)) return;
  areaTexts.add(texts);
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) addEnglish(instance, texts);
    else instances.delete(ref);
  }
}

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    // A copy: i18next merges added bundles into the object it is given, which would change the module's JSON.
    resources: { en: { translation: structuredClone(en) } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // i18next's own 'number' format hands the language to Intl as it is, and 'svdev' is no Intl locale.
  instance.services.formatter?.add('number', (value: number, language: string | undefined, options: Intl.NumberFormatOptions) => formatNumber(value, language ?? DEFAULT_LANGUAGE, options));
  for (const texts of areaTexts) addEnglish(instance, texts);
  instances.add(new WeakRef(instance));
  return instance;
}

/** An instance in `language` with its texts loaded; English and cimode need no loading (createI18n). */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = createI18n(language);
  if (language === 'svdev') instance.addResourceBundle(language, 'translation', (await OTHER_BUNDLES[language]()).default);
  return instance;
}

export const i18n = createI18n();
