// Holiday and campaign overrides (issue 11 'Beyond the spec'): the form's rules as the server's
// CreatePlaybackOverrideInput states them (a name, a local date range of at most 366 days, a source and
// a target), how a target is summed up in a list, and the order the overrides page lists them in.
import { fromAbsolute, toCalendarDate } from '@internationalized/date';
import * as z from 'zod/mini';
import { messages, requiredString } from './validation';
import { daysBetween } from './calendarDays';

export const OVERRIDE_NAME_MAX = 100;
/** The longest range: endDate at most this many days after startDate (schema/control.graphql). */
export const OVERRIDE_MAX_DAYS = 366;
/** The most zones or locations one target names (PlaybackOverrideTargetInput.ids). */
export const OVERRIDE_TARGET_MAX = 5000;

export const OVERRIDE_TARGET_KINDS = ['ACCOUNT', 'LOCATIONS', 'SOUND_ZONES'] as const;
export type OverrideTargetKind = (typeof OVERRIDE_TARGET_KINDS)[number];

export const overrideMessages = {
  endBeforeStart: 'The last day cannot be before the first',
  tooLong: `An override lasts at most ${OVERRIDE_MAX_DAYS} days`,
  noSource: 'Choose what the zones play',
  noLocations: 'Choose at least one location',
  noZones: 'Choose at least one zone',
  tooManyTargets: `Choose at most ${OVERRIDE_TARGET_MAX}`,
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const calendarDay = z.string({ error: messages.required }).check(z.regex(DAY_PATTERN, messages.required));

// Each rule sits on the part it is about, so that its message shows while other fields are still wrong.
const dateRangeSchema = z.object({ start: calendarDay, end: calendarDay }).check(
  z.superRefine(({ start, end }, context) => {
    const days = daysBetween(start, end);
    if (days < 0) context.addIssue({ code: 'custom', message: overrideMessages.endBeforeStart });
    else if (days > OVERRIDE_MAX_DAYS) context.addIssue({ code: 'custom', message: overrideMessages.tooLong });
  }),
);

const targetSchema = z.object({ kind: z.enum(OVERRIDE_TARGET_KINDS), ids: z.array(z.string()).check(z.maxLength(OVERRIDE_TARGET_MAX, overrideMessages.tooManyTargets)) }).check(
  z.superRefine(({ kind, ids }, context) => {
    if (kind !== 'ACCOUNT' && ids.length === 0) context.addIssue({ code: 'custom', message: kind === 'LOCATIONS' ? overrideMessages.noLocations : overrideMessages.noZones });
  }),
);

export const overrideFormSchema = z.object({
  name: requiredString.check(z.maxLength(OVERRIDE_NAME_MAX, messages.maxLength(OVERRIDE_NAME_MAX))),
  dates: dateRangeSchema,
  source: z.string().check(z.minLength(1, overrideMessages.noSource)),
  target: targetSchema,
});

export type OverrideFormValues = z.infer<typeof overrideFormSchema>;

/** What the mutations take from the form: ids only for a target that lists them. */
export const overrideInputOf = ({ name, dates, source, target }: OverrideFormValues) => ({
  name: name.trim(),
  startDate: dates.start,
  endDate: dates.end,
  source,
  target: { kind: target.kind, ids: target.kind === 'ACCOUNT' ? [] : target.ids },
});

export type OverrideSourceKind = 'playlist' | 'station' | 'schedule';

/** What kind of source an override plays, as the app names it: a playlist presented as a station is a station. */
export function overrideSourceKind(source: { __typename: string; presentAs?: string | null }): OverrideSourceKind {
  if (source.__typename === 'Schedule') return 'schedule';
  return source.__typename === 'CadenceStation' || source.presentAs === 'STATION' ? 'station' : 'playlist';
}

export type TargetSummary = { kind: 'ACCOUNT' } | { kind: 'LOCATIONS'; count: number } | { kind: 'SOUND_ZONES'; count: number };

/** An override's target as a list shows it: all zones, or how many locations or zones. */
export function targetSummary(target: { kind: string; locations: readonly unknown[]; soundZones: readonly unknown[] }): TargetSummary {
  if (target.kind === 'LOCATIONS') return { kind: 'LOCATIONS', count: target.locations.length };
  if (target.kind === 'SOUND_ZONES') return { kind: 'SOUND_ZONES', count: target.soundZones.length };
  return { kind: 'ACCOUNT' };
}

export type OverridePhase = 'active' | 'upcoming' | 'ended';

/** The calendar dates current somewhere on Earth at an instant: in the last time zone (UTC-12) to the first (UTC+14). */
export interface LiveDates {
  earliest: string;
  latest: string;
}

const dateIn = (at: number, timeZone: string) => toCalendarDate(fromAbsolute(at, timeZone)).toString();

export const liveDates = (at: number): LiveDates => ({ earliest: dateIn(at, 'Etc/GMT+12'), latest: dateIn(at, 'Etc/GMT-14') });

/**
 * Where an override stands: active once its first date has begun somewhere, ended once its last date
 * is over everywhere (as the server's includeEnded judges it), since an override applies in each zone's
 * own time zone and the viewer's day is not its zones'. The server decides what plays; this only orders
 * and labels the list.
 */
export function overridePhase({ startDate, endDate }: { startDate: string; endDate: string }, live: LiveDates): OverridePhase {
  if (endDate < live.earliest) return 'ended';
  return startDate <= live.latest ? 'active' : 'upcoming';
}

const PHASE_ORDER: Record<OverridePhase, number> = { active: 0, upcoming: 1, ended: 2 };

/** Active ones first, then upcoming, then ended; by start date within each, the latest ended first. */
export function sortOverrides<T extends { startDate: string; endDate: string }>(overrides: readonly T[], live: LiveDates): T[] {
  return [...overrides].sort((a, b) => {
    const pa = overridePhase(a, live);
    const pb = overridePhase(b, live);
    if (pa !== pb) return PHASE_ORDER[pa] - PHASE_ORDER[pb];
    return pa === 'ended' ? b.endDate.localeCompare(a.endDate) : a.startDate.localeCompare(b.startDate);
  });
}
