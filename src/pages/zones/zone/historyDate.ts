// The history page's optional search parameter date (core.md 2): a calendar day YYYY-MM-DD in the
// location's time zone; anything else is dropped (core.md 2 'Route conventions').
import * as z from 'zod/mini';

const HistoryDateSchema = z.iso.date();

/** The day named by the search's date, or null for the latest tracks. */
export function historyDateOf(search: string): string | null {
  const value = new URLSearchParams(search).get('date');
  return value !== null && HistoryDateSchema.safeParse(value).success ? value : null;
}

/** The search with the date set (or removed for null), other parameters kept. */
export function withHistoryDate(search: string, date: string | null): string {
  const params = new URLSearchParams(search);
  if (date) params.set('date', date);
  else params.delete('date');
  const text = params.toString();
  return text ? `?${text}` : '';
}
