import { describe, expect, it } from 'vitest';
import { ACCOUNT_ACTIONS, DEVICE_MEMBERSHIP, accountPermissions, can, locationPermissions, soundZonePermissions } from './permissions';
import type { Membership } from './permissions';

const member = (flags: Partial<Membership> = {}): Membership => ({ owner: false, admin: false, finance: false, contact: false, locationIds: [], ...flags });

describe('can', () => {
  it.each(['owner', 'admin'] as const)('lets an %s do every action', (flag) => {
    for (const action of ACCOUNT_ACTIONS) expect(can(member({ [flag]: true }), action), action).toBe(true);
  });

  it.each(['zone.pair', 'zone.unpair', 'zone.create', 'zone.update'])('lets any member %s', (action) => {
    expect(can(member(), action)).toBe(true);
    expect(can(member({ contact: true }), action)).toBe(true);
  });

  it.each(['zone.activate', 'zone.deactivate', 'zone.billing_groups', 'billing_groups.create', 'billing_groups.edit'])('needs finance to %s', (action) => {
    expect(can(member(), action)).toBe(false);
    expect(can(member({ contact: true }), action)).toBe(false);
    expect(can(member({ finance: true }), action)).toBe(true);
  });

  it.each(['user.create', 'user.update', 'user.delete'])('denies %s to members who are neither owner nor admin', (action) => {
    expect(can(member({ finance: true, contact: true }), action)).toBe(false);
  });

  it('denies unknown actions to members', () => {
    expect(can(member({ finance: true, contact: true }), 'zone.explode')).toBe(false);
  });

  it('denies everything without a membership', () => {
    expect(can(null, 'zone.pair')).toBe(false);
  });

  it('gives a device a member without flags', () => {
    expect(can(DEVICE_MEMBERSHIP, 'zone.update')).toBe(true);
    expect(can(DEVICE_MEMBERSHIP, 'zone.activate')).toBe(false);
    expect(can(DEVICE_MEMBERSHIP, 'user.create')).toBe(false);
  });
});

describe('permission lists', () => {
  it('give finance the subscription permissions but not user management', () => {
    const permissions = accountPermissions(member({ finance: true }));
    expect(permissions).toEqual(expect.arrayContaining(['SUBSCRIPTION_WRITE', 'ZONE_ACTIVATE', 'BILLING_GROUPS_EDIT', 'SETTINGS_READ']));
    expect(permissions).not.toContain('USERS_WRITE');
    expect(permissions).not.toContain('USER_CREATE');
  });

  it('give a contact member neither subscription nor user permissions', () => {
    const permissions = accountPermissions(member({ contact: true }));
    expect(permissions).not.toContain('SUBSCRIPTION_WRITE');
    expect(permissions).not.toContain('USERS_WRITE');
    expect(permissions).toContain('ZONE_UPDATE');
  });

  it('keep account settings from a location user', () => {
    expect(accountPermissions(member({ locationIds: ['l1'] }))).not.toContain('SETTINGS_READ');
  });

  it('give an owner everything', () => {
    expect(accountPermissions(member({ owner: true }))).toHaveLength(19);
  });

  it('hold a paired device back by the account restrictions', () => {
    const free = soundZonePermissions(DEVICE_MEMBERSHIP, { restrictUnpairing: false, restrictBlockTracks: false });
    expect(free).toEqual(expect.arrayContaining(['UNPAIR', 'BLOCK_TRACKS', 'PLAYBACK_WRITE']));
    const restricted = soundZonePermissions(DEVICE_MEMBERSHIP, { restrictUnpairing: true, restrictBlockTracks: true });
    expect(restricted).not.toContain('UNPAIR');
    expect(restricted).not.toContain('BLOCK_TRACKS');
    expect(restricted).not.toContain('SUBSCRIPTION_WRITE');
  });

  it('give zone subscription writes only with finance', () => {
    expect(soundZonePermissions(member())).not.toContain('SUBSCRIPTION_WRITE');
    expect(soundZonePermissions(member({ finance: true }))).toContain('SUBSCRIPTION_WRITE');
  });

  it('give location user management to owners and admins', () => {
    expect(locationPermissions(member({ admin: true }))).toContain('USERS_WRITE');
    expect(locationPermissions(member({ finance: true }))).not.toContain('USERS_WRITE');
  });

  it('are empty without a membership', () => {
    expect(accountPermissions(null)).toEqual([]);
    expect(soundZonePermissions(null)).toEqual([]);
    expect(locationPermissions(null)).toEqual([]);
  });
});
