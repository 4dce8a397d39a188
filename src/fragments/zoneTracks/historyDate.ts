// The history page's optional search parameter date (core.md 2): a calendar day YYYY-MM-DD in the
// location's time zone; anything else is dropped (core.md 2 'Route conventions'). The route table reads
// it, so it is checked without zod, which the first paint does not load for objects and refinements.

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text names a real calendar day (2024-02-30 does not). */
const isCalendarDay = (value: string): boolean => DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The day named by the search's date, or null for the latest tracks. */
export function historyDateOf(search: string): string | null {
  const value = new URLSearchParams(search).get('date');
  return value !== null && isCalendarDay(value) ? value : null;
}

/** The search with the date set (or removed for null), other parameters kept. */
export function withHistoryDate(search: string, date: string | null): string {
  const params = new URLSearchParams(search);
  if (date) params.set('date', date);
  else params.delete('date');
  const text = params.toString();
  return text ? `?${text}` : '';
}
