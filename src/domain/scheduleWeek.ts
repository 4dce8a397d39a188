// The schedule week (core.md 3 'Schedule', 4 'Schedules'): anchored to January 2012, whose 1st is a
// Sunday, with days starting at 06:00, so the week runs from Sunday 06:00 to the next Sunday 06:00. A
// slot is a weekly recurrence (DTSTART 'HHmmss', DURATION in milliseconds, RRULE
// 'FREQ=WEEKLY;BYDAY=XX'); here it becomes an interval of that week, which is how the editor draws it
// and how the server checks that slots stay inside the week and never overlap.
export const WEEK_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** Each day of the week begins at 06:00. */
export const DAY_STARTS_AT_MS = 6 * HOUR_MS;

export interface SlotRecurrence {
  dtstart: string;
  durationMs: number;
  rrule: string;
}

/** A slot as a span of the week: milliseconds since Sunday 06:00. */
export interface WeekInterval {
  start: number;
  end: number;
}

const DTSTART = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/;
const RRULE = /^FREQ=WEEKLY;BYDAY=(SU|MO|TU|WE|TH|FR|SA)$/;

/** The time of day 'HHmmss' means, in milliseconds; null when it is no such time. */
export function timeOfDayMs(dtstart: string): number | null {
  const match = DTSTART.exec(dtstart);
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** 'HHmmss' of a time of day in milliseconds. */
export function dtstartOf(timeOfDay: number): string {
  const seconds = Math.floor(timeOfDay / 1000);
  return [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((part) => String(part).padStart(2, '0')).join('');
}

/** The day a weekly rule names; null for any other rule. */
export function dayOfRule(rrule: string): WeekDay | null {
  return (RRULE.exec(rrule)?.[1] as WeekDay | undefined) ?? null;
}

/**
 * Where a slot lies in the week; null when its start or rule is malformed. A start before 06:00 belongs
 * to the end of the previous day's column, so Sunday 05:00 is the last hour of the week.
 */
export function weekInterval(slot: SlotRecurrence): WeekInterval | null {
  const timeOfDay = timeOfDayMs(slot.dtstart);
  const day = dayOfRule(slot.rrule);
  if (timeOfDay === null || day === null) return null;
  const start = (WEEK_DAYS.indexOf(day) * DAY_MS + timeOfDay - DAY_STARTS_AT_MS + WEEK_MS) % WEEK_MS;
  return { start, end: start + slot.durationMs };
}

/** The recurrence of a span of the week that starts inside it. */
export function recurrenceOf(interval: WeekInterval): SlotRecurrence {
  const moment = (interval.start + DAY_STARTS_AT_MS) % WEEK_MS;
  return { dtstart: dtstartOf(moment % DAY_MS), durationMs: interval.end - interval.start, rrule: `FREQ=WEEKLY;BYDAY=${WEEK_DAYS[Math.floor(moment / DAY_MS)]!}` };
}

export type WeekProblem = { kind: 'malformed'; index: number } | { kind: 'outsideWeek'; index: number } | { kind: 'overlap'; index: number; other: number };

/** What keeps slots from being a valid week: malformed ones, ones running past its end, overlapping pairs. */
export function weekProblems(slots: readonly SlotRecurrence[]): WeekProblem[] {
  const problems: WeekProblem[] = [];
  const placed: { index: number; interval: WeekInterval }[] = [];
  slots.forEach((slot, index) => {
    const interval = Number.isInteger(slot.durationMs) && slot.durationMs > 0 ? weekInterval(slot) : null;
    if (!interval) problems.push({ kind: 'malformed', index });
    else if (interval.end > WEEK_MS) problems.push({ kind: 'outsideWeek', index });
    else placed.push({ index, interval });
  });
  placed.sort((a, b) => a.interval.start - b.interval.start);
  for (let i = 1; i < placed.length; i += 1) {
    const [before, after] = [placed[i - 1]!, placed[i]!];
    if (after.interval.start < before.interval.end) problems.push({ kind: 'overlap', index: after.index, other: before.index });
  }
  return problems;
}

/** A part of a slot within one day's column: milliseconds since that day's 06:00. */
export interface DaySegment {
  dayIndex: number;
  start: number;
  end: number;
}

/** A span of the week cut at the day columns it crosses (a slot from Monday 22:00 to Tuesday 08:00 is two). */
export function daySegments(interval: WeekInterval): DaySegment[] {
  const segments: DaySegment[] = [];
  for (let at = interval.start; at < Math.min(interval.end, WEEK_MS); ) {
    const dayIndex = Math.floor(at / DAY_MS);
    const dayEnd = (dayIndex + 1) * DAY_MS;
    const end = Math.min(interval.end, dayEnd);
    segments.push({ dayIndex, start: at - dayIndex * DAY_MS, end: end - dayIndex * DAY_MS });
    at = end;
  }
  return segments;
}

/** The clock time (ms since midnight) of a moment of the week. */
export const clockTimeOf = (weekMs: number): number => (weekMs + DAY_STARTS_AT_MS) % DAY_MS;
