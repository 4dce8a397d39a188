// When a holiday or campaign override applies in a zone (issue 11): from 00:00 local time on its first
// date to 24:00 local time on its last, in the zone's own time zone, so one override for stores in
// Stockholm and New York starts six hours apart. A midnight the daylight-saving switch skips begins when
// the clock resumes (the 'compatible' rule, as weekly slots do). Where several cover a zone, the most
// specific target wins (zones, then locations, then the whole account), then the latest created.
import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import { liveDates } from '../../src/domain/playbackOverrides';

export type OverrideTargetKind = 'SOUND_ZONES' | 'LOCATIONS' | 'ACCOUNT';

/** What the engine needs of an override to place it in a zone's time. */
export interface OverrideFacts {
  startDate: string;
  endDate: string;
  targetKind: string;
  targetIds: readonly string[];
  createdAt: Date;
}

/** An override's window in one time zone: the instants (epoch ms) it starts and stops applying. */
export interface OverrideWindow<O extends OverrideFacts = OverrideFacts> {
  override: O;
  startsAt: number;
  endsAt: number;
}

const SPECIFICITY: Record<string, number> = { SOUND_ZONES: 3, LOCATIONS: 2, ACCOUNT: 1 };

const localMidnight = (date: string, timeZone: string, days = 0) => {
  const day = parseDate(date).add({ days });
  return toZoned(new CalendarDateTime(day.year, day.month, day.day), timeZone, 'compatible').toDate().getTime();
};

/**
 * Windows worked out lately, by override row and time zone: the rows are held between requests
 * (server/overrides/cache.ts) and every zone of a time zone shares its window, so 5,000 zones in a few
 * time zones work out a few windows, not 5,000. A changed override is a new row.
 */
const knownWindows = new WeakMap<OverrideFacts, Map<string, OverrideWindow>>();

/** The override's window in a time zone. */
export function overrideWindow<O extends OverrideFacts>(override: O, timeZone: string): OverrideWindow<O> {
  const byZone = knownWindows.get(override) ?? new Map<string, OverrideWindow>();
  knownWindows.set(override, byZone);
  const known = byZone.get(timeZone);
  if (known) return known as OverrideWindow<O>;
  const window = { override, startsAt: localMidnight(override.startDate, timeZone), endsAt: localMidnight(override.endDate, timeZone, 1) };
  byZone.set(timeZone, window);
  return window;
}

/** The earliest last date of an override not yet over somewhere at `at`: the date in the last time zone (UTC-12). */
export const earliestLiveEndDate = (at: number): string => liveDates(at).earliest;

/** Whether an override has ended in every time zone at `at`. */
export const endedEverywhere = (endDate: string, at: number): boolean => endDate < earliestLiveEndDate(at);

/** Whether an override's target takes in a zone of a location. */
export function covers(override: Pick<OverrideFacts, 'targetKind' | 'targetIds'>, zone: { id: string; locationId: string }): boolean {
  if (override.targetKind === 'ACCOUNT') return true;
  return override.targetIds.includes(override.targetKind === 'LOCATIONS' ? zone.locationId : zone.id);
}

/** Which of two covering overrides decides: the more specific target, then the later created. */
const outranks = (a: OverrideFacts, b: OverrideFacts) => (SPECIFICITY[a.targetKind]! - SPECIFICITY[b.targetKind]! || a.createdAt.getTime() - b.createdAt.getTime()) > 0;

export interface OverrideMoment<O extends OverrideFacts> {
  /** The override deciding what the zone plays at the moment, with its window; null when none does. */
  active: OverrideWindow<O> | null;
  /** When the next override starts or the active one ends (epoch ms), whichever is first; null when none will. */
  changesAt: number | null;
}

/** Where a zone stands among its account's overrides at `at`, in its time zone. */
export function overrideAt<O extends OverrideFacts>(overrides: readonly O[], zone: { id: string; locationId: string }, timeZone: string, at: number): OverrideMoment<O> {
  let active: OverrideWindow<O> | null = null;
  let changesAt: number | null = null;
  const sooner = (instant: number) => (changesAt = changesAt === null ? instant : Math.min(changesAt, instant));
  for (const override of overrides) {
    if (!covers(override, zone)) continue;
    const window = overrideWindow(override, timeZone);
    if (window.endsAt <= at) continue;
    // Any start or end of a covering window may change which override decides: the zone looks again
    // then (one that changes nothing costs a look).
    if (window.startsAt > at) sooner(window.startsAt);
    else {
      sooner(window.endsAt);
      if (!active || outranks(override, active.override)) active = window;
    }
  }
  return { active, changesAt };
}
