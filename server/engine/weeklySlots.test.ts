import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSlotStart, slotAt, weeklyDays } from './weeklySlots';
import type { WeeklySlot } from './weeklySlots';

const HOUR = 3600 * 1000;
const at = (iso: string) => Date.parse(iso);

const morning: WeeklySlot = { id: 'morning', start: '080000', durationMs: 3 * HOUR, days: ['MO', 'TU', 'WE', 'TH', 'FR'] };
const lateSaturday: WeeklySlot = { id: 'late', start: '220000', durationMs: 4 * HOUR, days: ['SA'] };

describe('the slot covering a moment', () => {
  it('starts each slot at local time in each zone', () => {
    // Monday 2026-11-23, 08:00 in Stockholm (UTC+1) and in New York (UTC-5).
    expect(slotAt([morning], 'Europe/Stockholm', at('2026-11-23T08:30:00Z'))).toEqual({ slot: morning, startsAt: at('2026-11-23T07:00:00Z'), endsAt: at('2026-11-23T10:00:00Z') });
    expect(slotAt([morning], 'America/New_York', at('2026-11-23T08:30:00Z'))).toBeNull();
    expect(slotAt([morning], 'America/New_York', at('2026-11-23T14:00:00Z'))?.startsAt).toBe(at('2026-11-23T13:00:00Z'));
  });

  it('includes its start and excludes its end', () => {
    expect(slotAt([morning], 'Europe/Stockholm', at('2026-11-23T07:00:00Z'))?.slot.id).toBe('morning');
    expect(slotAt([morning], 'Europe/Stockholm', at('2026-11-23T10:00:00Z'))).toBeNull();
  });

  it('runs on past midnight and across the end of the week', () => {
    // Saturday 22:00 for four hours covers Sunday 01:00 (Stockholm, UTC+1).
    expect(slotAt([lateSaturday], 'Europe/Stockholm', at('2026-11-29T00:00:00Z'))?.startsAt).toBe(at('2026-11-28T21:00:00Z'));
    expect(slotAt([lateSaturday], 'Europe/Stockholm', at('2026-11-29T01:00:00Z'))).toBeNull();
  });

  it('keeps local time across the daylight-saving switches', () => {
    // Stockholm goes to summer time on Sunday 2026-03-29 at 02:00 and back on Sunday 2026-10-25 at 03:00.
    const sunday: WeeklySlot = { id: 'sunday', start: '100000', durationMs: HOUR, days: ['SU'] };
    expect(slotAt([sunday], 'Europe/Stockholm', at('2026-03-22T09:30:00Z'))?.startsAt).toBe(at('2026-03-22T09:00:00Z'));
    expect(slotAt([sunday], 'Europe/Stockholm', at('2026-03-29T08:30:00Z'))?.startsAt).toBe(at('2026-03-29T08:00:00Z'));
    expect(slotAt([sunday], 'Europe/Stockholm', at('2026-10-25T09:30:00Z'))?.startsAt).toBe(at('2026-10-25T09:00:00Z'));
    // A start the spring switch skips begins when the clock resumes; one the autumn switch repeats, the first time.
    const night: WeeklySlot = { id: 'night', start: '023000', durationMs: HOUR / 2, days: ['SU'] };
    expect(slotAt([night], 'Europe/Stockholm', at('2026-03-29T01:45:00Z'))?.startsAt).toBe(at('2026-03-29T01:30:00Z'));
    expect(slotAt([night], 'Europe/Stockholm', at('2026-10-25T00:45:00Z'))?.startsAt).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('is the one started last where two overlap', () => {
    const lunch: WeeklySlot = { id: 'lunch', start: '100000', durationMs: 2 * HOUR, days: ['MO'] };
    expect(slotAt([morning, lunch], 'UTC', at('2026-11-23T10:30:00Z'))?.slot.id).toBe('lunch');
  });
});

describe('when the next slot starts', () => {
  it('is the next start after the moment, the next day or week included', () => {
    expect(nextSlotStart([morning], 'Europe/Stockholm', at('2026-11-23T08:00:00Z'))).toBe(at('2026-11-24T07:00:00Z'));
    expect(nextSlotStart([morning], 'Europe/Stockholm', at('2026-11-27T12:00:00Z'))).toBe(at('2026-11-30T07:00:00Z'));
    expect(nextSlotStart([lateSaturday], 'UTC', at('2026-11-29T00:00:00Z'))).toBe(at('2026-12-05T22:00:00Z'));
    expect(nextSlotStart([], 'UTC', at('2026-11-29T00:00:00Z'))).toBeNull();
  });

  it('leaves no slot starting before it, wherever the moment falls', () => {
    const slots: WeeklySlot[] = [morning, lateSaturday, { id: 'noon', start: '120000', durationMs: HOUR, days: ['WE', 'SU'] }];
    const zones = ['Europe/Stockholm', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') }), fc.constantFrom(...zones), (moment, zone) => {
        const next = nextSlotStart(slots, zone, moment)!;
        expect(next).toBeGreaterThan(moment);
        expect(next - moment).toBeLessThanOrEqual(7 * 24 * HOUR);
        // Just before the next start, whatever covers the moment is not a slot that has started since.
        const covering = slotAt(slots, zone, next - 1);
        if (covering) expect(covering.startsAt).toBeLessThanOrEqual(moment);
        expect(slotAt(slots, zone, next)?.startsAt).toBe(next);
      }),
    );
  });
});

describe('a weekly rule', () => {
  it("reads the days of 'FREQ=WEEKLY;BYDAY=XX' and nothing else", () => {
    expect(weeklyDays('FREQ=WEEKLY;BYDAY=MO')).toEqual(['MO']);
    expect(weeklyDays('FREQ=WEEKLY;BYDAY=SA,SU')).toEqual(['SA', 'SU']);
    expect(weeklyDays('FREQ=DAILY;BYDAY=MO')).toBeNull();
    expect(weeklyDays('FREQ=WEEKLY;BYDAY=XX')).toBeNull();
    expect(weeklyDays('FREQ=WEEKLY')).toBeNull();
  });
});
