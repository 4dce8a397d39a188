import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, WEEK_MS, clockTimeOf, daySegments, dtstartOf, recurrenceOf, timeOfDayMs, weekInterval, weekProblems } from './scheduleWeek';

const HOUR = 3_600_000;
const slot = (rrule: string, dtstart: string, hours: number) => ({ rrule: `FREQ=WEEKLY;BYDAY=${rrule}`, dtstart, durationMs: hours * HOUR });

describe('the schedule week', () => {
  it('starts on Sunday at 06:00, and a start before 06:00 belongs to the previous day', () => {
    expect(weekInterval(slot('SU', '060000', 1))).toEqual({ start: 0, end: HOUR });
    expect(weekInterval(slot('MO', '080000', 4))).toEqual({ start: DAY_MS + 2 * HOUR, end: DAY_MS + 6 * HOUR });
    expect(weekInterval(slot('MO', '020000', 1))).toEqual({ start: DAY_MS - 4 * HOUR, end: DAY_MS - 3 * HOUR });
    expect(weekInterval(slot('SU', '050000', 1))).toEqual({ start: WEEK_MS - HOUR, end: WEEK_MS });
  });

  it('reads HHmmss and refuses other times and rules', () => {
    expect(timeOfDayMs('235959')).toBe(DAY_MS - 1000);
    expect(timeOfDayMs('240000')).toBeNull();
    expect(weekInterval({ rrule: 'FREQ=DAILY', dtstart: '080000', durationMs: HOUR })).toBeNull();
    expect(dtstartOf(8 * HOUR + 30 * 60_000 + 5000)).toBe('083005');
  });

  it('turns every span of the week back into the recurrence it came from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WEEK_MS / 1000 - 1 }), fc.integer({ min: 1, max: 48 }), (startSeconds, hours) => {
        const interval = { start: startSeconds * 1000, end: startSeconds * 1000 + hours * HOUR };
        expect(weekInterval(recurrenceOf(interval))).toEqual(interval);
      }),
    );
  });

  it('names slots that are malformed, run past the end of the week or overlap', () => {
    expect(weekProblems([slot('MO', '080000', 4), slot('MO', '120000', 2), slot('TU', '080000', 1)])).toEqual([]);
    expect(weekProblems([slot('MO', '080000', 4), slot('MO', '110000', 2)])).toEqual([{ kind: 'overlap', index: 1, other: 0 }]);
    expect(weekProblems([slot('SA', '230000', 8)])).toEqual([{ kind: 'outsideWeek', index: 0 }]);
    expect(weekProblems([{ rrule: 'FREQ=WEEKLY;BYDAY=XX', dtstart: '080000', durationMs: HOUR }, slot('MO', '080000', 0)])).toEqual([
      { kind: 'malformed', index: 0 },
      { kind: 'malformed', index: 1 },
    ]);
  });

  it('cuts a slot at the day columns it crosses, each part measured from its day’s 06:00', () => {
    // Monday 22:00 to Tuesday 08:00: 8 hours in Monday's column, 2 in Tuesday's.
    expect(daySegments(weekInterval(slot('MO', '220000', 10))!)).toEqual([
      { dayIndex: 1, start: 16 * HOUR, end: DAY_MS },
      { dayIndex: 2, start: 0, end: 2 * HOUR },
    ]);
    expect(daySegments(weekInterval(slot('WE', '090000', 3))!)).toEqual([{ dayIndex: 3, start: 3 * HOUR, end: 6 * HOUR }]);
    expect(clockTimeOf(DAY_MS + 16 * HOUR)).toBe(22 * HOUR);
  });
});
