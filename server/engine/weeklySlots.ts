// Which slot of a weekly schedule covers a moment, in the zone's own time zone (core.md 3 'Schedule':
// DTSTART 'HHmmss' local time, DURATION in milliseconds, RRULE 'FREQ=WEEKLY;BYDAY=XX'). One schedule
// on zones in Stockholm and New York starts each slot at local time in each, across daylight-saving
// switches: a start the spring switch skips begins when the clock resumes (02:30 becomes 03:30), and
// one the autumn switch repeats begins the first time (the 'compatible' rule of Temporal and RFC 5545).
import { CalendarDateTime, fromAbsolute, getDayOfWeek, toCalendarDate, toZoned } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklySlot {
  id: string;
  /** Local start time, 'HHmmss'. */
  start: string;
  durationMs: number;
  days: readonly Weekday[];
}

/** One occurrence of a slot: the slot and the instants (epoch ms) it starts and ends. */
export interface SlotOccurrence<S extends WeeklySlot = WeeklySlot> {
  slot: S;
  startsAt: number;
  endsAt: number;
}

/** A slot lasts at most a week, so the occurrences around a moment lie within a week either side. */
const SEARCH_DAYS = 8;

/** Parses 'FREQ=WEEKLY;BYDAY=MO,TU' into its days; anything else is no weekly rule. */
export function weeklyDays(rrule: string): Weekday[] | null {
  const parts = new Map(rrule.split(';').map((part) => part.split('=') as [string, string]));
  const days = parts.get('BYDAY')?.split(',') ?? [];
  if (parts.get('FREQ') !== 'WEEKLY' || days.length === 0 || !days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) return null;
  return days as Weekday[];
}

function startOn<S extends WeeklySlot>(slot: S, date: CalendarDate, timeZone: string): SlotOccurrence<S> {
  const [hour, minute, second] = [0, 2, 4].map((at) => Number(slot.start.slice(at, at + 2)));
  const startsAt = toZoned(new CalendarDateTime(date.year, date.month, date.day, hour!, minute!, second!), timeZone, 'compatible').toDate().getTime();
  return { slot, startsAt, endsAt: startsAt + slot.durationMs };
}

/** Every occurrence of the slots starting within SEARCH_DAYS days of `at`, earliest first. */
function occurrencesAround<S extends WeeklySlot>(slots: readonly S[], timeZone: string, at: number): SlotOccurrence<S>[] {
  const today = toCalendarDate(fromAbsolute(at, timeZone));
  const found: SlotOccurrence<S>[] = [];
  for (let offset = -SEARCH_DAYS; offset <= SEARCH_DAYS; offset += 1) {
    const date = today.add({ days: offset });
    const weekday = WEEKDAYS[getDayOfWeek(date, 'en-US', 'sun')]!;
    for (const slot of slots) if (slot.days.includes(weekday)) found.push(startOn(slot, date, timeZone));
  }
  return found.sort((a, b) => a.startsAt - b.startsAt);
}

/** The slot playing at `at` (the one started last, should two overlap), or null between slots. */
export function slotAt<S extends WeeklySlot>(slots: readonly S[], timeZone: string, at: number): SlotOccurrence<S> | null {
  const covering = occurrencesAround(slots, timeZone, at).filter((occurrence) => occurrence.startsAt <= at && at < occurrence.endsAt);
  return covering.at(-1) ?? null;
}

/** When the next slot starts after `at` (a player's nextSlotStartsAt); null for a schedule without slots. */
export function nextSlotStart(slots: readonly WeeklySlot[], timeZone: string, at: number): number | null {
  return occurrencesAround(slots, timeZone, at).find((occurrence) => occurrence.startsAt > at)?.startsAt ?? null;
}
