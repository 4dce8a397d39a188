// Who may do what on an account (core.md 6, billing.md 6). The same rules decide on the server, which
// computes the `permissions` lists it sends, and in the client, which hides what a member may not do.
import * as z from 'zod/mini';

export const MembershipSchema = z.object({
  owner: z.boolean(),
  admin: z.boolean(),
  finance: z.boolean(),
  contact: z.boolean(),
  /** Locations the member is limited to; empty for the whole account (a location user otherwise). */
  locationIds: z._default(z.array(z.string()), []),
});
export type Membership = z.infer<typeof MembershipSchema>;

/** The membership a device acting on its zone's account gets: a member without any flag. */
export const DEVICE_MEMBERSHIP: Membership = { owner: false, admin: false, finance: false, contact: false, locationIds: [] };

export const ACCOUNT_ACTIONS = [
  'zone.pair',
  'zone.unpair',
  'zone.create',
  'zone.update',
  'zone.activate',
  'zone.deactivate',
  'zone.billing_groups',
  'billing_groups.create',
  'billing_groups.edit',
  'user.create',
  'user.update',
  'user.delete',
  'library.write',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

const ANY_MEMBER: ReadonlySet<string> = new Set(['zone.pair', 'zone.unpair', 'zone.create', 'zone.update', 'library.write']);
const FINANCE: ReadonlySet<string> = new Set(['zone.activate', 'zone.deactivate', 'zone.billing_groups', 'billing_groups.create', 'billing_groups.edit']);

/**
 * Whether a member may do an action. Owners and admins may do everything; any member may pair,
 * unpair, create and update zones and change the library; activation and billing groups need finance; user changes need
 * owner or admin; any other action is denied.
 */
export function can(membership: Membership | null, action: string): boolean {
  if (!membership) return false;
  if (membership.owner || membership.admin) return true;
  if (ANY_MEMBER.has(action)) return true;
  if (FINANCE.has(action)) return membership.finance;
  return false;
}

const isManager = (m: Membership) => m.owner || m.admin;
const isWholeAccount = (m: Membership) => m.locationIds.length === 0;

/** The account permissions the server sends (AccountPermission of the control schema). */
export function accountPermissions(membership: Membership | null): AccountPermission[] {
  if (!membership) return [];
  const granted: AccountPermission[] = [];
  const grant = (permission: AccountPermission, when: boolean) => when && granted.push(permission);
  grant('SETTINGS_READ', isWholeAccount(membership));
  grant('SETTINGS_WRITE', isManager(membership));
  grant('SUBSCRIPTION_READ', can(membership, 'zone.activate'));
  grant('SUBSCRIPTION_WRITE', can(membership, 'zone.activate'));
  grant('USERS_READ', isManager(membership));
  grant('USERS_WRITE', isManager(membership));
  grant('ZONE_ACTIVATE', can(membership, 'zone.activate'));
  grant('ZONE_DEACTIVATE', can(membership, 'zone.deactivate'));
  grant('ZONE_BILLING_GROUPS', can(membership, 'zone.billing_groups'));
  grant('ZONE_PAIR', can(membership, 'zone.pair'));
  grant('ZONE_UNPAIR', can(membership, 'zone.unpair'));
  grant('ZONE_CREATE', can(membership, 'zone.create'));
  grant('ZONE_UPDATE', can(membership, 'zone.update'));
  grant('BILLING_GROUPS_CREATE', can(membership, 'billing_groups.create'));
  grant('BILLING_GROUPS_EDIT', can(membership, 'billing_groups.edit'));
  grant('USER_CREATE', can(membership, 'user.create'));
  grant('USER_UPDATE', can(membership, 'user.update'));
  grant('USER_DELETE', can(membership, 'user.delete'));
  grant('LIBRARY_WRITE', can(membership, 'library.write'));
  return granted;
}

export type AccountPermission =
  | 'SETTINGS_READ'
  | 'SETTINGS_WRITE'
  | 'SUBSCRIPTION_READ'
  | 'SUBSCRIPTION_WRITE'
  | 'USERS_READ'
  | 'USERS_WRITE'
  | 'ZONE_ACTIVATE'
  | 'ZONE_DEACTIVATE'
  | 'ZONE_BILLING_GROUPS'
  | 'ZONE_PAIR'
  | 'ZONE_UNPAIR'
  | 'ZONE_CREATE'
  | 'ZONE_UPDATE'
  | 'BILLING_GROUPS_CREATE'
  | 'BILLING_GROUPS_EDIT'
  | 'USER_CREATE'
  | 'USER_UPDATE'
  | 'USER_DELETE'
  | 'LIBRARY_WRITE';

export type SoundZonePermission = 'SUBSCRIPTION_READ' | 'SUBSCRIPTION_WRITE' | 'PLAYBACK_WRITE' | 'SETTINGS_WRITE' | 'PAIR' | 'UNPAIR' | 'BLOCK_TRACKS' | 'DELETE';

/** Account settings that restrict what a paired device may do (core.md 6 Editing music). */
export interface DeviceRestrictions {
  restrictUnpairing: boolean;
  restrictBlockTracks: boolean;
}

/**
 * The zone permissions the server sends. A paired device acts on its own zone as a member without
 * flags, further held back by the account's restrictions.
 */
export function soundZonePermissions(membership: Membership | null, device: DeviceRestrictions | null = null): SoundZonePermission[] {
  if (!membership) return [];
  const granted: SoundZonePermission[] = [];
  const grant = (permission: SoundZonePermission, when: boolean) => when && granted.push(permission);
  grant('SUBSCRIPTION_READ', can(membership, 'zone.activate'));
  grant('SUBSCRIPTION_WRITE', can(membership, 'zone.activate'));
  grant('PLAYBACK_WRITE', true);
  grant('SETTINGS_WRITE', can(membership, 'zone.update'));
  grant('PAIR', can(membership, 'zone.pair'));
  grant('UNPAIR', can(membership, 'zone.unpair') && !device?.restrictUnpairing);
  grant('BLOCK_TRACKS', !device?.restrictBlockTracks);
  grant('DELETE', can(membership, 'zone.deactivate'));
  return granted;
}

export type LocationPermission = 'UPDATE' | 'DELETE' | 'ZONE_CREATE' | 'USERS_READ' | 'USERS_WRITE';

/** The location permissions the server sends. */
export function locationPermissions(membership: Membership | null): LocationPermission[] {
  if (!membership) return [];
  const granted: LocationPermission[] = [];
  const grant = (permission: LocationPermission, when: boolean) => when && granted.push(permission);
  grant('UPDATE', can(membership, 'zone.update'));
  grant('DELETE', can(membership, 'zone.deactivate'));
  grant('ZONE_CREATE', can(membership, 'zone.create'));
  grant('USERS_READ', isManager(membership));
  grant('USERS_WRITE', can(membership, 'user.create'));
  return granted;
}
