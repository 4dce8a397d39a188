import { describe, expect, it } from 'vitest';
import { incidentsToShow, isIgnoredStatusFailure } from './statusIncidents';
import type { StatusEntry } from './statusIncidents';

const entry = (change: Partial<StatusEntry> = {}): StatusEntry => ({
  id: 'inc1',
  name: 'Playback is slow',
  impact: 'minor',
  status: 'investigating',
  shortlink: 'https://stspg.io/abc',
  incident_updates: [{ body: 'We are looking into it' }, { body: 'Older' }],
  ...change,
});

describe('status incidents (navigation.md 4)', () => {
  it.each([
    ['an investigated incident', {}, true],
    ['an identified one', { status: 'identified' }, true],
    ['impact none', { impact: 'none' }, false],
    ['monitoring', { status: 'monitoring' }, false],
    ['scheduled', { status: 'scheduled' }, false],
    ['verifying', { status: 'verifying' }, false],
    ['no update', { incident_updates: [] }, false],
  ] as const)('%s: shown %s', (_case, change, shown) => {
    expect(incidentsToShow({ incidents: [entry(change)], scheduled_maintenances: [] }).length).toBe(shown ? 1 : 0);
  });

  it('shows the latest update and the link', () => {
    expect(incidentsToShow({ incidents: [entry()], scheduled_maintenances: [] })).toEqual([{ id: 'inc1', name: 'Playback is slow', body: 'We are looking into it', shortlink: 'https://stspg.io/abc' }]);
  });

  it('uses scheduled maintenances only when there are no incidents', () => {
    const maintenance = entry({ id: 'm1', impact: 'maintenance', status: 'in_progress' });
    expect(incidentsToShow({ incidents: [], scheduled_maintenances: [maintenance] }).map((shown) => shown.id)).toEqual(['m1']);
    expect(incidentsToShow({ incidents: [entry({ impact: 'none' })], scheduled_maintenances: [maintenance] })).toEqual([]);
  });

  it.each([
    [new TypeError('Failed to fetch'), true],
    [new TypeError('Load failed'), true],
    [new Error('NetworkError when attempting to fetch resource.'), true],
    [Object.assign(new Error('no answer'), { kind: 'network' }), true],
    [new Error('Unexpected token < in JSON'), false],
  ])('%s ignored: %s', (error, ignored) => {
    expect(isIgnoredStatusFailure(error)).toBe(ignored);
  });
});
