// Memberships (ACLs) over REST (core.md 7 Accounts and memberships): listing an account's members and
// invitees, a location's users, a user's own memberships; changing and removing memberships. Members
// are listed to those who may read users (owners and admins, USERS_READ); changes need user.update and
// user.delete (core.md 6); an account always keeps an owner.
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../rest/handlers';
import type { RequestContext } from '../context';
import type { AclRow } from '../loaders';
import { acls } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors';
import { requireAccount, requireAccountAction, requireLocation } from '../access/accountAccess';
import { accountPermissions, locationPermissions } from '../../src/domain/permissions';
import { messages } from '../../src/domain/validation';
import { locationLimitError } from '../../src/domain/members';
import type { MemberRoles } from '../../src/domain/members';
import { voidEmailTokens } from './emailTokens';
import { publishAcls } from './events';
import { aclById, aclRecord, aclRecords, aclsOfAccount, inviteeRecord, isInvitation, membershipsOfUser, ownerCount } from './records';

export const LAST_OWNER = 'An account must keep at least one owner';

/** The account when the viewer may read its members (USERS_READ); 404 without access, 403 without the permission. */
export async function requireUsersRead(context: RequestContext, accountId: string) {
  const access = await requireAccount(context, accountId);
  if (!accountPermissions(access.membership).includes('USERS_READ')) throw forbidden('Not allowed to see the members of this account');
  return access;
}

/** The location ids of a request, each a location of the account; 400 otherwise. */
export async function accountLocations(context: RequestContext, accountId: string, ids: string[] | undefined): Promise<string[]> {
  const unique = [...new Set(ids ?? [])];
  const rows = await context.loaders.location.loadMany(unique);
  if (rows.some((row) => !row || row instanceof Error || row.accountId !== accountId || row.deactivated)) throw badRequest({ locations: messages.invalid });
  return unique;
}

/** 400 on locations when owners or admins would be limited to locations (src/domain/members.ts). */
export function assertLocationLimit(roles: Partial<MemberRoles>, locationIds: readonly string[]): void {
  const message = locationLimitError(roles, locationIds);
  if (message) throw badRequest({ locations: message });
}

/** The membership or invitation by id; 404 when missing. */
async function requireAcl(context: RequestContext, aclId: string): Promise<AclRow> {
  const acl = await aclById(context).load(aclId);
  if (!acl) throw notFound('Membership');
  return acl;
}

/** Runs an access check on an object's account: not seeing the account reads as not seeing the object. */
export function throughAccount<T>(entity: string, check: Promise<T>): Promise<T> {
  return check.catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404 && !error.details.errorType ? notFound(entity) : error;
  });
}

const isOwnAcl = (context: RequestContext, acl: AclRow) => context.viewer.kind === 'user' && acl.userId === context.viewer.userId;

/** 409 when the change would leave the account without an owner. */
async function keepAnOwner(context: RequestContext, acl: AclRow, stillOwner: boolean): Promise<void> {
  if (!acl.owner || !acl.userId || stillOwner) return;
  if (ownerCount(await aclsOfAccount(context).load(acl.accountId)) <= 1) throw conflict(LAST_OWNER);
}

export const membershipHandlers = defineHandlers({
  async listUserAcls(request, context) {
    const { userId } = request.params;
    if (context.viewer.kind !== 'user' || context.viewer.userId !== userId) throw notFound('User');
    return { status: 200, body: await aclRecords(context, await membershipsOfUser(context).load(userId)) };
  },

  async listAccountAcls(request, context) {
    const { account } = await requireUsersRead(context, request.params.accountId);
    return { status: 200, body: await aclRecords(context, await aclsOfAccount(context).load(account.id)) };
  },

  async listAccountInvitees(request, context) {
    const { account } = await requireUsersRead(context, request.params.accountId);
    const rows = await aclsOfAccount(context).load(account.id);
    return { status: 200, body: rows.filter(isInvitation).map(inviteeRecord) };
  },

  async listLocationAcls(request, context) {
    const { location, membership } = await requireLocation(context, request.params.locationId);
    if (!locationPermissions(membership).includes('USERS_READ')) throw forbidden('Not allowed to see the users of this location');
    const rows = await aclsOfAccount(context).load(location.accountId);
    return { status: 200, body: await aclRecords(context, rows.filter((row) => row.locationIds.length === 0 || row.locationIds.includes(location.id))) };
  },

  async getAcl(request, context) {
    const acl = await requireAcl(context, request.params.aclId);
    await throughAccount('Membership', isOwnAcl(context, acl) ? requireAccount(context, acl.accountId, { allowDeactivated: true }) : requireUsersRead(context, acl.accountId));
    return { status: 200, body: (await aclRecords(context, [acl]))[0]! };
  },

  async updateAcl(request, context) {
    const acl = await requireAcl(context, request.params.aclId);
    await throughAccount('Membership', requireAccountAction(context, acl.accountId, 'user.update'));
    const { owner, admin, finance, contact, locations } = request.body;
    await keepAnOwner(context, acl, owner ?? acl.owner);
    const locationIds = locations !== undefined ? await accountLocations(context, acl.accountId, locations) : acl.locationIds;
    assertLocationLimit({ owner: owner ?? acl.owner, admin: admin ?? acl.admin }, locationIds);
    const [updated] = await context.db
      .update(acls)
      .set({
        ...(owner !== undefined ? { owner } : {}),
        ...(admin !== undefined ? { admin } : {}),
        ...(finance !== undefined ? { finance } : {}),
        ...(contact !== undefined ? { contact } : {}),
        ...(locations !== undefined ? { locationIds } : {}),
        updatedAt: context.now(),
      })
      .where(eq(acls.id, acl.id))
      .returning();
    // Location users who lost a location hear of it too.
    await publishAcls(context, 'update', [{ ...updated!, locationIds: [...new Set([...acl.locationIds, ...updated!.locationIds])] }]);
    const user = updated!.userId ? await context.loaders.user.load(updated!.userId) : null;
    return { status: 200, body: aclRecord(updated!, user) };
  },

  async deleteAcl(request, context) {
    const acl = await requireAcl(context, request.params.aclId);
    // A member may leave; removing anyone else needs user.delete.
    await throughAccount('Membership', isOwnAcl(context, acl) ? requireAccount(context, acl.accountId, { allowDeactivated: true }) : requireAccountAction(context, acl.accountId, 'user.delete'));
    await keepAnOwner(context, acl, false);
    await context.db.delete(acls).where(eq(acls.id, acl.id));
    if (isInvitation(acl)) await voidEmailTokens(context, { aclId: acl.id });
    await publishAcls(context, 'delete', [acl]);
    return { status: 204 };
  },
});
