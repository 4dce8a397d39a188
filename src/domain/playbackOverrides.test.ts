import { describe, expect, it } from 'vitest';
import { daysBetween } from './calendarDays';
import { liveDates, overrideFormSchema, overrideInputOf, overridePhase, overrideSourceKind, sortOverrides, targetSummary } from './playbackOverrides';
import type { OverrideFormValues } from './playbackOverrides';

const valid: OverrideFormValues = { name: 'Christmas week', dates: { start: '2026-12-20', end: '2026-12-26' }, source: 'playlist-1', target: { kind: 'ACCOUNT', ids: [] } };

/** Each failing path with its message. */
const issuesOf = (values: unknown) => {
  const result = overrideFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('override form rules', () => {
  it('accepts a named range with a source and a target', () => {
    expect(issuesOf(valid)).toEqual({});
  });

  it('needs a name, a source and both days', () => {
    expect(issuesOf({ ...valid, name: '  ', source: '', dates: { start: '', end: '2026-12-26' } })).toEqual({ name: 'Cannot be empty', source: 'Choose what the zones play', 'dates.start': 'Cannot be empty' });
  });

  it('takes a one-day range and one of 366 days, not one ending before it starts or longer', () => {
    expect(issuesOf({ ...valid, dates: { start: '2026-12-24', end: '2026-12-24' } })).toEqual({});
    expect(issuesOf({ ...valid, dates: { start: '2027-01-01', end: '2028-01-02' } })).toEqual({});
    expect(issuesOf({ ...valid, dates: { start: '2027-01-01', end: '2028-01-03' } })).toEqual({ dates: 'An override lasts at most 366 days' });
    expect(issuesOf({ ...valid, dates: { start: '2026-12-26', end: '2026-12-20' } })).toEqual({ dates: 'The last day cannot be before the first' });
  });

  it('needs a location or a zone when the target lists them, none for all zones', () => {
    expect(issuesOf({ ...valid, target: { kind: 'LOCATIONS', ids: [] } })).toEqual({ target: 'Choose at least one location' });
    expect(issuesOf({ ...valid, target: { kind: 'SOUND_ZONES', ids: [] } })).toEqual({ target: 'Choose at least one zone' });
    expect(issuesOf({ ...valid, target: { kind: 'SOUND_ZONES', ids: ['z1'] } })).toEqual({});
  });

  it('sends no ids for all zones, even those chosen before switching to it, and a trimmed name', () => {
    expect(overrideInputOf({ ...valid, name: ' Sale ', target: { kind: 'ACCOUNT', ids: ['z1'] } })).toEqual({ name: 'Sale', startDate: '2026-12-20', endDate: '2026-12-26', source: 'playlist-1', target: { kind: 'ACCOUNT', ids: [] } });
  });

  it('counts days across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('override lists', () => {
  it('sums up a target as all zones or a count of the listed kind', () => {
    expect(targetSummary({ kind: 'ACCOUNT', locations: [], soundZones: [1, 2, 3] })).toEqual({ kind: 'ACCOUNT' });
    expect(targetSummary({ kind: 'LOCATIONS', locations: [1, 2], soundZones: [1, 2, 3] })).toEqual({ kind: 'LOCATIONS', count: 2 });
    expect(targetSummary({ kind: 'SOUND_ZONES', locations: [], soundZones: [1] })).toEqual({ kind: 'SOUND_ZONES', count: 1 });
  });

  it('names a source a schedule, a station (a catalogue one or a playlist presented as one) or a playlist', () => {
    expect(overrideSourceKind({ __typename: 'Schedule' })).toBe('schedule');
    expect(overrideSourceKind({ __typename: 'CadenceStation' })).toBe('station');
    expect(overrideSourceKind({ __typename: 'Playlist', presentAs: 'STATION' })).toBe('station');
    expect(overrideSourceKind({ __typename: 'Playlist', presentAs: 'PLAYLIST' })).toBe('playlist');
  });

  it('tells active, upcoming and ended apart by the last and first day, both inclusive', () => {
    const christmas = { startDate: '2026-12-20', endDate: '2026-12-26' };
    const day = (date: string) => ({ earliest: date, latest: date });
    expect(overridePhase(christmas, day('2026-12-20'))).toBe('active');
    expect(overridePhase(christmas, day('2026-12-26'))).toBe('active');
    expect(overridePhase(christmas, day('2026-12-19'))).toBe('upcoming');
    expect(overridePhase(christmas, day('2026-12-27'))).toBe('ended');
    // Begun where the 20th has come, not over where the 26th still is.
    expect(overridePhase(christmas, { earliest: '2026-12-19', latest: '2026-12-20' })).toBe('active');
    expect(overridePhase(christmas, { earliest: '2026-12-26', latest: '2026-12-27' })).toBe('active');
  });

  it('reads the dates current somewhere from the last time zone (UTC-12) to the first (UTC+14)', () => {
    expect(liveDates(Date.parse('2026-11-27T20:30:00Z'))).toEqual({ earliest: '2026-11-27', latest: '2026-11-28' });
    expect(liveDates(Date.parse('2026-11-27T11:00:00Z'))).toEqual({ earliest: '2026-11-26', latest: '2026-11-28' });
    expect(liveDates(Date.parse('2026-11-27T10:30:00Z'))).toEqual({ earliest: '2026-11-26', latest: '2026-11-28' });
    expect(liveDates(Date.parse('2026-11-27T09:30:00Z'))).toEqual({ earliest: '2026-11-26', latest: '2026-11-27' });
  });

  it('lists active ones first, then upcoming by start, then ended with the latest first', () => {
    const list = [
      { id: 'ended-early', startDate: '2026-01-01', endDate: '2026-01-02' },
      { id: 'later', startDate: '2027-03-01', endDate: '2027-03-02' },
      { id: 'ended-late', startDate: '2026-05-01', endDate: '2026-05-02' },
      { id: 'soon', startDate: '2026-12-24', endDate: '2026-12-26' },
      { id: 'now', startDate: '2026-11-01', endDate: '2026-12-31' },
    ];
    expect(sortOverrides(list, { earliest: '2026-11-27', latest: '2026-11-27' }).map((item) => item.id)).toEqual(['now', 'soon', 'later', 'ended-late', 'ended-early']);
  });
});
