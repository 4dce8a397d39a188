// Counts and amounts in texts go through Intl ('5,000 zones', not '5000 zones'). The app's languages
// (navigation.md 9) are not all Intl locales: 'svdev' is Swedish in development and formats as Swedish.
const INTL_LOCALES: Readonly<Record<string, string>> = { svdev: 'sv-SE', cimode: 'en' };

/** The Intl locale a language formats numbers, dates and lists in. */
export const intlLocale = (language: string): string => INTL_LOCALES[language] ?? language;

export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(language), options).format(value);
