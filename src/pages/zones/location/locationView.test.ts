import { describe, expect, it } from 'vitest';
import { locationSections, mayAddZone, regionName } from './locationView';

describe('locationView', () => {
  it.each<[string[], string[]]>([
    [[], ['details']],
    [['UPDATE', 'DELETE', 'ZONE_CREATE'], ['details']],
    [['USERS_READ'], ['details', 'users']],
    [['USERS_WRITE'], ['details', 'invite']],
    [['USERS_WRITE', 'USERS_READ'], ['details', 'users', 'invite']],
  ])('with %j the location shows %j', (permissions, sections) => {
    expect(locationSections(permissions)).toEqual(sections);
  });

  it.each<[string[], boolean, boolean]>([
    [['ZONE_CREATE'], false, true],
    [['ZONE_CREATE'], true, false],
    [['UPDATE', 'USERS_WRITE'], false, false],
  ])('with %j, deactivated %s, a zone may be added: %s', (permissions, deactivated, may) => {
    expect(mayAddZone(permissions, deactivated)).toBe(may);
  });

  it('names a country in the user’s language', () => {
    expect(regionName('SE', 'en')).toBe('Sweden');
    expect(regionName('SE', 'svdev')).toBe('Sverige');
    expect(regionName('US', 'en')).toBe('United States');
  });
});
