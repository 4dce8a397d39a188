// Keeps React Aria's built-in texts (a search field's 'Clear search', a dialog's 'Dismiss', the
// screen-reader announcements) in English only, the language of the app's own texts: every component
// otherwise carries its strings in 34 languages, 5 KB of gzip on the zone list's load. With a locale
// module empty, React Aria falls back to its English strings for that locale, which is what it does
// for any language it lacks (its documented optimize-locales approach, without the extra package).
import type { Plugin } from 'vite';

/** A locale's strings module of react-aria or react-aria-components, and the locale it holds. */
const LOCALE_STRINGS = /[\\/]node_modules[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/](?:[^\\/]+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;

export const KEPT_LOCALES: readonly string[] = ['en-US'];

/** Whether a module is another locale's strings, to be emptied. */
export function isDroppedLocale(id: string): boolean {
  const locale = LOCALE_STRINGS.exec(id)?.[1];
  return locale !== undefined && !KEPT_LOCALES.includes(locale);
}

export function ariaLocalesPlugin(): Plugin {
  return {
    name: 'cadence:aria-locales',
    enforce: 'pre',
    // A falsy default: React Aria's string dictionaries leave such a locale out.
    load: (id) => (isDroppedLocale(id) ? 'export default undefined;' : null),
  };
}
