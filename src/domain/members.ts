// The members of an account and who may change them (core.md 3 'Membership (ACL) and invitee', 5 'ACL',
// 6 'Membership flags and actions'; DECISIONS.md: no roles beyond the four flags). The users settings, the
// location users and the server share these rules and messages.
import * as z from 'zod/mini';
import { emailSchema, messages } from './validation';

/** The four membership flags, strongest first. */
export const MEMBER_ROLES = ['owner', 'admin', 'finance', 'contact'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type MemberRoles = Record<MemberRole, boolean>;

/** How a member is shown: the strongest of their flags, or a plain user. */
export type RoleLabel = MemberRole | 'user';
export function roleOf(roles: MemberRoles): RoleLabel {
  return MEMBER_ROLES.find((role) => roles[role]) ?? 'user';
}

/**
 * Owners and admins may do everything on the whole account (core.md 6), so they are never limited to
 * locations: the server refuses the combination with this message on `locations`.
 */
export const WHOLE_ACCOUNT_ROLES: readonly MemberRole[] = ['owner', 'admin'];
export const LOCATION_LIMIT_MESSAGE = 'Owners and admins have access to the whole account';

/** The error of a membership's flags and locations together; null when they go together. */
export function locationLimitError(roles: Partial<MemberRoles>, locationIds: readonly string[]): string | null {
  return locationIds.length > 0 && WHOLE_ACCOUNT_ROLES.some((role) => roles[role]) ? LOCATION_LIMIT_MESSAGE : null;
}

/** The whole account, or only chosen locations (a location user). */
export const MEMBER_ACCESS = ['account', 'locations'] as const;
export type MemberAccess = (typeof MEMBER_ACCESS)[number];
export const CHOOSE_LOCATION_MESSAGE = 'Choose at least one location';

const rolesShape = { owner: z.boolean(), admin: z.boolean(), finance: z.boolean(), contact: z.boolean() };
const accessShape = { access: z.enum(MEMBER_ACCESS, { error: messages.oneOf(MEMBER_ACCESS) }), locationIds: z.array(z.string()) };

/** Locations are needed for a location user, and owners and admins have the whole account. */
const accessRule = z.superRefine<MemberRoles & { access: MemberAccess; locationIds: string[] }>((values, context) => {
  if (values.access !== 'locations') return;
  if (values.locationIds.length === 0) context.addIssue({ code: 'custom', message: CHOOSE_LOCATION_MESSAGE, path: ['locationIds'], input: values.locationIds });
  if (WHOLE_ACCOUNT_ROLES.some((role) => values[role])) context.addIssue({ code: 'custom', message: LOCATION_LIMIT_MESSAGE, path: ['access'], input: values.access });
});

/** A member's roles and access, as the roles dialog edits them. */
export const memberRolesSchema = z.object({ ...rolesShape, ...accessShape }).check(accessRule);
export type MemberRolesValues = z.infer<typeof memberRolesSchema>;

/** Invite by e-mail (core.md 5: pending_email required and a valid e-mail), with roles and access. */
export const accountInviteSchema = z.object({ email: emailSchema, ...rolesShape, ...accessShape }).check(accessRule);
export type AccountInviteValues = z.infer<typeof accountInviteSchema>;

/** The locations a membership gets from the form: none for the whole account. */
export const locationsOf = (values: Pick<MemberRolesValues, 'access' | 'locationIds'>): string[] => (values.access === 'locations' ? [...new Set(values.locationIds)] : []);

/** The flags of the form's values. */
export const rolesOf = (values: MemberRoles): MemberRoles => ({ owner: values.owner, admin: values.admin, finance: values.finance, contact: values.contact });

export interface MemberFacts {
  /** The member is the viewer. */
  isViewer: boolean;
  roles: MemberRoles;
  /** Owners among the account's members (invitations not counted). */
  ownerCount: number;
}

export interface MemberActions {
  changeRoles: boolean;
  remove: boolean;
  /** The member is the account's only owner: they stay an owner and stay on the account. */
  lastOwner: boolean;
}

/**
 * What the viewer may do to a member on the users page. Changing roles needs USER_UPDATE and removing
 * USER_DELETE (user.update, user.delete: owners and admins). An account always keeps an owner, so its
 * last owner cannot be removed or lose the owner flag. The viewer is not offered removing themself here,
 * so nobody locks themself out by a slip (the server still lets a member leave).
 */
export function memberActions(permissions: readonly string[], member: MemberFacts): MemberActions {
  const lastOwner = member.roles.owner && member.ownerCount <= 1;
  return {
    changeRoles: permissions.includes('USER_UPDATE'),
    remove: permissions.includes('USER_DELETE') && !lastOwner && !member.isViewer,
    lastOwner,
  };
}

/** What the viewer may do to a pending invitation: withdraw it with USER_DELETE. */
export const invitationActions = (permissions: readonly string[]) => ({ revoke: permissions.includes('USER_DELETE') });
