// People in the legacy REST shape (users, memberships and invitees, core.md 3), and the batched reads
// behind them: memberships by user, account and location, users by e-mail.
import DataLoader from 'dataloader';
import { and, arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { acls, userKeyValues, users } from '../db/schema';
import { rowsByKey } from '../loaders';
import type { AclRow, UserRow } from '../loaders';
import { compactTimestamp } from '../accounts/model';

export type UserRecord = components['schemas']['User'];
export type AclRecord = components['schemas']['Acl'];
export type InviteeRecord = components['schemas']['Invitee'];
export type UserKeyValueRow = typeof userKeyValues.$inferSelect;
export type ColorMode = UserRecord['userColorModeSetting'];

type LoaderContext = Pick<RequestContext, 'loaders'>;

const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];
export const colorModeOf = (user: UserRow): ColorMode => (COLOR_MODES.includes(user.colorMode as ColorMode) ? (user.colorMode as ColorMode) : 'system');

/** Groups rows under the keys asked for, keeping their order. */
function groupBy<Row>(keys: readonly string[], rows: Row[], keysOf: (row: Row) => string[]): Row[][] {
  const groups = new Map<string, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) for (const key of keysOf(row)) groups.get(key)?.push(row);
  return keys.map((key) => groups.get(key)!);
}

const byCreation = [asc(acls.createdAt), asc(acls.id)];

/** Memberships (never invitations) of users, oldest first. */
export const membershipsOfUser = (context: LoaderContext) =>
  context.loaders.memo(
    'people.membershipsOfUser',
    (db: Db) =>
      new DataLoader<string, AclRow[]>(async (userIds) =>
        groupBy(userIds, await db.select().from(acls).where(inArray(acls.userId, [...userIds])).orderBy(...byCreation), (row) => [row.userId!]),
      ),
  );

/** Memberships and invitations of accounts, oldest first. */
export const aclsOfAccount = (context: LoaderContext) =>
  context.loaders.memo(
    'people.aclsOfAccount',
    (db: Db) =>
      new DataLoader<string, AclRow[]>(async (accountIds) =>
        groupBy(accountIds, await db.select().from(acls).where(inArray(acls.accountId, [...accountIds])).orderBy(...byCreation), (row) => [row.accountId]),
      ),
  );

/** Memberships and invitations limited to locations (location users), oldest first. */
export const aclsLimitedToLocation = (context: LoaderContext) =>
  context.loaders.memo(
    'people.aclsLimitedToLocation',
    (db: Db) =>
      new DataLoader<string, AclRow[]>(async (locationIds) =>
        groupBy(locationIds, await db.select().from(acls).where(arrayOverlaps(acls.locationIds, [...locationIds])).orderBy(...byCreation), (row) => row.locationIds),
      ),
  );

export const aclById = (context: LoaderContext) => context.loaders.memo('people.aclById', (db: Db) => rowsByKey<AclRow>(db, acls, acls.id, 'id'));

/** Key-value entries of users. */
export const keyValuesOfUser = (context: LoaderContext) =>
  context.loaders.memo(
    'people.keyValuesOfUser',
    (db: Db) =>
      new DataLoader<string, UserKeyValueRow[]>(async (userIds) =>
        groupBy(userIds, await db.select().from(userKeyValues).where(inArray(userKeyValues.userId, [...userIds])).orderBy(asc(userKeyValues.key)), (row) => [row.userId]),
      ),
  );

/** The user with an e-mail address (case-insensitive), deactivated or not. */
export async function userByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

/** The membership or invitation of an e-mail address on an account (by the member's or the pending e-mail). */
export async function aclForEmail(db: Db, accountId: string, email: string): Promise<AclRow | null> {
  const lower = email.trim().toLowerCase();
  const [row] = await db
    .select({ acl: acls })
    .from(acls)
    .leftJoin(users, eq(users.id, acls.userId))
    .where(and(eq(acls.accountId, accountId), sql`(lower(${acls.pendingEmail}) = ${lower} or lower(${users.email}) = ${lower})`))
    .limit(1);
  return row?.acl ?? null;
}

/** Whether two users share an account (so that each may see the other's name and e-mail). */
export async function shareAnAccount(context: LoaderContext, userId: string, otherUserId: string): Promise<boolean> {
  const [mine, theirs] = await Promise.all([membershipsOfUser(context).load(userId), membershipsOfUser(context).load(otherUserId)]);
  const accounts = new Set(mine.map((acl) => acl.accountId));
  return theirs.some((acl) => accounts.has(acl.accountId));
}

/** Owners of an account that are users (invitations do not count). */
export const ownerCount = (rows: AclRow[]) => rows.filter((row) => row.owner && row.userId).length;

export const isInvitation = (acl: AclRow) => acl.userId === null;

export function userRecord(user: UserRow, memberships: AclRow[]): UserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: compactTimestamp(user.createdAt),
    accounts: memberships.map((acl) => acl.accountId),
    start_of_week: user.startOfWeek,
    userColorModeSetting: colorModeOf(user),
  };
}

/** A user in the legacy shape, with the ids of their accounts. */
export async function loadUserRecord(context: LoaderContext, user: UserRow): Promise<UserRecord> {
  return userRecord(user, await membershipsOfUser(context).load(user.id));
}

export function aclRecord(acl: AclRow, user: UserRow | null): AclRecord {
  return {
    id: acl.id,
    account: acl.accountId,
    user: acl.userId,
    denorm_user: user ? { id: user.id, name: user.name, email: user.email } : null,
    owner: acl.owner,
    admin: acl.admin,
    finance: acl.finance,
    contact: acl.contact,
    pending_email: acl.userId ? null : acl.pendingEmail,
    locations: acl.locationIds,
    created_at: compactTimestamp(acl.createdAt),
  };
}

export function inviteeRecord(acl: AclRow): InviteeRecord {
  return {
    id: acl.id,
    account: acl.accountId,
    pending_email: acl.pendingEmail!,
    owner: acl.owner,
    admin: acl.admin,
    finance: acl.finance,
    contact: acl.contact,
    locations: acl.locationIds,
    created_at: compactTimestamp(acl.createdAt),
  };
}

/** Memberships in the legacy shape, their users loaded in one batch. */
export async function aclRecords(context: LoaderContext, rows: AclRow[]): Promise<AclRecord[]> {
  const members = await context.loaders.user.loadMany(rows.map((row) => row.userId).filter((id): id is string => !!id));
  const byId = new Map(members.filter((user): user is UserRow => !!user && !(user instanceof Error)).map((user) => [user.id, user]));
  return rows.map((row) => aclRecord(row, row.userId ? (byId.get(row.userId) ?? null) : null));
}
