import { describe, expect, it } from 'vitest';
import { CHOOSE_LOCATION_MESSAGE, LOCATION_LIMIT_MESSAGE, accountInviteSchema, invitationActions, locationLimitError, locationsOf, memberActions, memberRolesSchema, roleOf } from './members';
import type { MemberRoles } from './members';

const none: MemberRoles = { owner: false, admin: false, finance: false, contact: false };
const MANAGER = ['USERS_READ', 'USER_CREATE', 'USER_UPDATE', 'USER_DELETE'];

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]));

describe('roleOf', () => {
  it.each([
    [{ ...none, owner: true, admin: true, finance: true, contact: true }, 'owner'],
    [{ ...none, admin: true, contact: true }, 'admin'],
    [{ ...none, finance: true, contact: true }, 'finance'],
    [{ ...none, contact: true }, 'contact'],
    [none, 'user'],
  ] as const)('%o shows as %s', (roles, label) => {
    expect(roleOf(roles)).toBe(label);
  });
});

describe('locationLimitError (owners and admins have the whole account)', () => {
  it.each([
    [{ owner: true }, ['L1'], LOCATION_LIMIT_MESSAGE],
    [{ admin: true }, ['L1'], LOCATION_LIMIT_MESSAGE],
    [{ owner: true, admin: true }, [], null],
    [{ finance: true, contact: true }, ['L1'], null],
    [{}, ['L1', 'L2'], null],
  ] as const)('%o limited to %o: %s', (roles, locations, expected) => {
    expect(locationLimitError(roles, locations)).toBe(expected);
  });
});

describe('accountInviteSchema (core.md 5 ACL)', () => {
  const valid = { email: 'nina@lumen.test', ...none, access: 'account' as const, locationIds: [] };
  it('needs a valid e-mail', () => {
    expect(issues(accountInviteSchema.safeParse({ ...valid, email: '' }))).toEqual({ email: 'Cannot be empty' });
    expect(issues(accountInviteSchema.safeParse({ ...valid, email: 'nina@' }))).toEqual({ email: 'Must be a valid email' });
    expect(accountInviteSchema.safeParse(valid).success).toBe(true);
  });

  it('needs a location for a location user', () => {
    expect(issues(accountInviteSchema.safeParse({ ...valid, access: 'locations' }))).toEqual({ locationIds: CHOOSE_LOCATION_MESSAGE });
    expect(accountInviteSchema.safeParse({ ...valid, access: 'locations', locationIds: ['L1'] }).success).toBe(true);
  });

  it('keeps owners and admins on the whole account', () => {
    expect(issues(accountInviteSchema.safeParse({ ...valid, admin: true, access: 'locations', locationIds: ['L1'] }))).toEqual({ access: LOCATION_LIMIT_MESSAGE });
    expect(issues(memberRolesSchema.safeParse({ ...none, owner: true, access: 'locations', locationIds: ['L1'] }))).toEqual({ access: LOCATION_LIMIT_MESSAGE });
    expect(accountInviteSchema.safeParse({ ...valid, owner: true }).success).toBe(true);
  });

  it('sends no locations for the whole account, and each chosen one once', () => {
    expect(locationsOf({ access: 'account', locationIds: ['L1'] })).toEqual([]);
    expect(locationsOf({ access: 'locations', locationIds: ['L1', 'L2', 'L1'] })).toEqual(['L1', 'L2']);
  });
});

describe('memberActions (core.md 6: user.update and user.delete for owners and admins; an account keeps an owner)', () => {
  const member = { isViewer: false, roles: none, ownerCount: 1 };
  it('lets managers change roles and remove members', () => {
    expect(memberActions(MANAGER, member)).toEqual({ changeRoles: true, remove: true, lastOwner: false });
  });

  it('offers nothing without the permissions', () => {
    expect(memberActions(['USERS_READ'], member)).toEqual({ changeRoles: false, remove: false, lastOwner: false });
    expect(memberActions(['USER_UPDATE'], member)).toMatchObject({ changeRoles: true, remove: false });
  });

  it('never removes the last owner; one of two owners may go', () => {
    const owner = { ...member, roles: { ...none, owner: true } };
    expect(memberActions(MANAGER, owner)).toEqual({ changeRoles: true, remove: false, lastOwner: true });
    expect(memberActions(MANAGER, { ...owner, ownerCount: 2 })).toEqual({ changeRoles: true, remove: true, lastOwner: false });
  });

  it('does not offer removing yourself', () => {
    expect(memberActions(MANAGER, { ...member, isViewer: true }).remove).toBe(false);
  });

  it('withdraws invitations with USER_DELETE', () => {
    expect(invitationActions(MANAGER)).toEqual({ revoke: true });
    expect(invitationActions(['USER_CREATE'])).toEqual({ revoke: false });
  });
});
