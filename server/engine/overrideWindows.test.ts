import { describe, expect, it } from 'vitest';
import { covers, endedEverywhere, overrideAt, overrideWindow } from './overrideWindows';
import type { OverrideFacts } from './overrideWindows';

const at = (iso: string) => new Date(iso).getTime();
const override = (fields: Partial<OverrideFacts> & { name: string }) => ({
  startDate: '2026-12-20',
  endDate: '2026-12-26',
  targetKind: 'ACCOUNT',
  targetIds: [] as string[],
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...fields,
});
const zone = { id: 'zone-1', locationId: 'location-1' };

describe('override windows', () => {
  it('start at local midnight of the first date and end at local midnight after the last, in each time zone', () => {
    const christmas = override({ name: 'Christmas' });
    // Stockholm is UTC+1 in December, New York UTC-5: the same dates begin six hours apart.
    expect(overrideWindow(christmas, 'Europe/Stockholm')).toMatchObject({ startsAt: at('2026-12-19T23:00:00Z'), endsAt: at('2026-12-26T23:00:00Z') });
    expect(overrideWindow(christmas, 'America/New_York')).toMatchObject({ startsAt: at('2026-12-20T05:00:00Z'), endsAt: at('2026-12-27T05:00:00Z') });
    const stockholm = overrideAt([christmas], zone, 'Europe/Stockholm', at('2026-12-20T01:00:00Z'));
    const newYork = overrideAt([christmas], zone, 'America/New_York', at('2026-12-20T01:00:00Z'));
    expect(stockholm.active?.override).toBe(christmas);
    expect(newYork).toEqual({ active: null, changesAt: at('2026-12-20T05:00:00Z') });
  });

  it('last whole local days across a daylight-saving switch: 23 hours on the spring day, 25 on the autumn one', () => {
    const spring = overrideWindow(override({ name: 'Spring', startDate: '2026-03-29', endDate: '2026-03-29' }), 'Europe/Stockholm');
    expect(spring.endsAt - spring.startsAt).toBe(23 * 3_600_000);
    const autumn = overrideWindow(override({ name: 'Autumn', startDate: '2026-11-01', endDate: '2026-11-01' }), 'America/New_York');
    expect(autumn.endsAt - autumn.startsAt).toBe(25 * 3_600_000);
    // A week holding the switch still starts and ends at local midnight.
    const week = overrideWindow(override({ name: 'Easter', startDate: '2026-03-23', endDate: '2026-04-05' }), 'Europe/Stockholm');
    expect(week).toMatchObject({ startsAt: at('2026-03-22T23:00:00Z'), endsAt: at('2026-04-05T22:00:00Z') });
  });

  it('let the most specific target decide, then the latest created', () => {
    const account = override({ name: 'Account', targetKind: 'ACCOUNT', createdAt: new Date('2026-11-05T00:00:00Z') });
    const location = override({ name: 'Location', targetKind: 'LOCATIONS', targetIds: ['location-1'], createdAt: new Date('2026-11-02T00:00:00Z') });
    const zoneOnly = override({ name: 'Zone', targetKind: 'SOUND_ZONES', targetIds: ['zone-1'], createdAt: new Date('2026-11-01T00:00:00Z') });
    const later = override({ name: 'Later zone', targetKind: 'SOUND_ZONES', targetIds: ['zone-1'], createdAt: new Date('2026-11-03T00:00:00Z') });
    const moment = at('2026-12-22T12:00:00Z');
    const decides = (overrides: OverrideFacts[]) => (overrideAt(overrides, zone, 'UTC', moment).active?.override as { name: string } | undefined)?.name;
    expect(decides([account, location])).toBe('Location');
    expect(decides([location, account, zoneOnly])).toBe('Zone');
    expect(decides([later, zoneOnly])).toBe('Later zone');
    expect(decides([zoneOnly, later])).toBe('Later zone');
    // Another location's or zone's override does not reach this zone.
    expect(decides([override({ name: 'Elsewhere', targetKind: 'LOCATIONS', targetIds: ['location-2'] }), account])).toBe('Account');
  });

  it('say when the zone next changes: the end of the one in force, or the start of the next', () => {
    const first = override({ name: 'First', startDate: '2026-12-20', endDate: '2026-12-21' });
    const second = override({ name: 'Second', startDate: '2026-12-24', endDate: '2026-12-26' });
    expect(overrideAt([first, second], zone, 'UTC', at('2026-12-20T10:00:00Z')).changesAt).toBe(at('2026-12-22T00:00:00Z'));
    expect(overrideAt([first, second], zone, 'UTC', at('2026-12-22T10:00:00Z'))).toEqual({ active: null, changesAt: at('2026-12-24T00:00:00Z') });
    // Over: nothing more to wait for, and the zone is back on its own.
    expect(overrideAt([first, second], zone, 'UTC', at('2026-12-27T00:00:00Z'))).toEqual({ active: null, changesAt: null });
  });

  it('match zones by the kind of target', () => {
    expect(covers({ targetKind: 'ACCOUNT', targetIds: [] }, zone)).toBe(true);
    expect(covers({ targetKind: 'LOCATIONS', targetIds: ['location-1'] }, zone)).toBe(true);
    expect(covers({ targetKind: 'SOUND_ZONES', targetIds: ['location-1'] }, zone)).toBe(false);
    expect(covers({ targetKind: 'SOUND_ZONES', targetIds: ['zone-1'] }, zone)).toBe(true);
  });

  it('are over everywhere once the last date has ended at UTC-12', () => {
    expect(endedEverywhere('2026-12-26', at('2026-12-27T11:59:00Z'))).toBe(false);
    expect(endedEverywhere('2026-12-26', at('2026-12-27T12:00:00Z'))).toBe(true);
  });
});
