// Dates on the billing pages: invoice dates come as YYYY-MM-DD, due and paid dates as compact UTC
// timestamps (billing.md 3.9); both show as the day in UTC, in the app's language.
import { parseCompactTimestamp } from '../../domain/billing/invoiceStatus';

const dayFormat = (language: string) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-01' as 'Nov 1, 2026'; anything else as it is. */
export function formatIsoDate(value: string, language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  return dayFormat(language).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** '20261201000000' as 'Dec 1, 2026'; empty for none. */
export function formatCompactDate(value: string | null | undefined, language = 'en'): string {
  const date = parseCompactTimestamp(value);
  return date ? dayFormat(language).format(date) : '';
}
