// How the profile shows dates and weekdays: in the language the app speaks, by the browser's Intl.

/** The Intl locale of an app language; the developer languages fall back to the browser's own. */
const INTL_LOCALES: Record<string, string> = { en: 'en', svdev: 'sv' };

export function intlLocale(language: string | undefined): string | undefined {
  return language === undefined ? undefined : INTL_LOCALES[language];
}

/** start_of_week values: 0 Sunday, 1 Monday (the default) ... 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The order the week is offered in: Monday first, as the default start of week. */
export const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

// 2023-01-01 was a Sunday, so day n of that week is weekday n.
const SUNDAY = Date.UTC(2023, 0, 1);

export function weekdayName(day: number, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(SUNDAY + day * 86_400_000));
}

/** A calendar date in words (22 November 2026); an unreadable value as it came. */
export function longDate(iso: string, locale: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
