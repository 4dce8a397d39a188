import { describe, expect, it } from 'vitest';
import { defaultTimezone, locationEditSchema, locationInviteSchema, locationRoleFlags, locationSchema, mayCreateLocation, mayCreateZoneIn, zoneCreateSchema } from './locations';

const valid = { name: 'Harbour', address: 'Kajen 1', city: 'Malmö', postalCode: '211 20', country: 'SE', state: '', timezone: 'Europe/Stockholm' };
/** The first message per field, as the forms show it (src/ui/forms.ts). */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

describe('location rules (core.md 5 Location)', () => {
  it('requires name, address, city, postal code and country', () => {
    expect(messagesOf(locationSchema.safeParse({ ...valid, name: ' ', address: '', city: '', postalCode: '', country: '' }))).toEqual({
      name: 'Cannot be empty',
      address: 'Cannot be empty',
      city: 'Cannot be empty',
      postalCode: 'Cannot be empty',
      country: 'Cannot be empty',
    });
  });

  it('checks the postal code, the state per country and the time zone', () => {
    expect(messagesOf(locationSchema.safeParse({ ...valid, postalCode: '-12' }))).toEqual({ postalCode: 'Must be a valid postal code (only digits, letters, spaces and hyphens)' });
    expect(messagesOf(locationSchema.safeParse({ ...valid, country: 'US', state: '' }))).toEqual({ state: 'Cannot be empty' });
    expect(messagesOf(locationSchema.safeParse({ ...valid, country: 'US', state: 'XX' }))).toEqual({ state: 'Must be a valid state (2-letter code format)' });
    expect(messagesOf(locationSchema.safeParse({ ...valid, country: 'CA', state: 'ON' }))).toEqual({});
    expect(messagesOf(locationSchema.safeParse({ ...valid, timezone: 'Mars/Olympus' }))).toEqual({ timezone: 'Invalid' });
    expect(messagesOf(locationSchema.safeParse({ ...valid, name: 'x'.repeat(101) }))).toEqual({ name: 'Must be less than 100 characters' });
  });

  it('checks every zone name of a location edit', () => {
    const result = locationEditSchema.safeParse({ ...valid, zones: [{ id: 'z1', name: 'Bar' }, { id: 'z2', name: '' }, { id: 'z3', name: 'x'.repeat(51) }] });
    expect(messagesOf(result)).toEqual({ 'zones.1.name': 'Cannot be empty', 'zones.2.name': 'Must be less than 50 characters' });
  });

  it('defaults the time zone from the country', () => {
    expect(defaultTimezone('SE')).toBe('Europe/Stockholm');
    expect(defaultTimezone('US')).toBe('America/New_York');
    expect(defaultTimezone('ZZ')).toBe('UTC');
  });
});

describe('zone create (core.md 5 Sound zone)', () => {
  it('in an existing location needs the location and a name of at most 50 characters', () => {
    expect(messagesOf(zoneCreateSchema.safeParse({ where: 'existing', locationId: '', soundZoneName: '' }))).toEqual({ locationId: 'Cannot be empty', soundZoneName: 'Cannot be empty' });
    expect(messagesOf(zoneCreateSchema.safeParse({ where: 'existing', locationId: 'L', soundZoneName: 'x'.repeat(50) }))).toEqual({});
    expect(messagesOf(zoneCreateSchema.safeParse({ where: 'existing', locationId: 'L', soundZoneName: 'x'.repeat(51) }))).toEqual({ soundZoneName: 'Must be less than 50 characters' });
  });

  it('in a new location needs the location fields too', () => {
    expect(messagesOf(zoneCreateSchema.safeParse({ where: 'new', soundZoneName: 'Bar', ...valid, city: '' }))).toEqual({ city: 'Cannot be empty' });
  });
});

describe('location invitations and permissions', () => {
  it('requires a valid e-mail and a location role', () => {
    expect(messagesOf(locationInviteSchema.safeParse({ email: '', role: 'user' }))).toEqual({ email: 'Cannot be empty' });
    expect(messagesOf(locationInviteSchema.safeParse({ email: 'not-an-email', role: 'user' }))).toEqual({ email: 'Must be a valid email' });
    expect(messagesOf(locationInviteSchema.safeParse({ email: 'a@b.se', role: 'owner' }))).toEqual({ role: 'Must be one of: user, contact' });
    expect(locationRoleFlags('contact')).toEqual({ owner: false, admin: false, finance: false, contact: true });
    expect(locationRoleFlags('user')).toEqual({ owner: false, admin: false, finance: false, contact: false });
  });

  it('lets whole-account members create locations, and anyone with ZONE_CREATE on a location add zones to it', () => {
    expect(mayCreateLocation(['ZONE_CREATE', 'SETTINGS_READ'])).toBe(true);
    expect(mayCreateLocation(['ZONE_CREATE'])).toBe(false);
    expect(mayCreateLocation(['SETTINGS_READ'])).toBe(false);
    expect(mayCreateZoneIn(['ZONE_CREATE'])).toBe(true);
    expect(mayCreateZoneIn(['UPDATE'])).toBe(false);
  });
});
