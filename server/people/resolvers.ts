// The people area of the control schema: signing in (loginUser, refreshLogin, logoutUser), the viewer
// (Query.me: a User for a user token, a Device for a device token), the User type, key-value entries,
// and who has access to an account (Account.access) or a location (Location.users, Location.invited).
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { AccountRow, AclRow, LocationRow, UserRow } from '../loaders';
import type { Resolvers, ResolversParentTypes, ResolversTypes } from '../graphql/control/__generated__/types';
import { userKeyValues } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../errors';
import { requireLocation } from '../access/accountAccess';
import { endSession } from '../auth/sessions';
import { locationPermissions } from '../../src/domain/permissions';
import { messages } from '../../src/domain/validation';
import { aclsLimitedToLocation, aclsOfAccount, colorModeOf, keyValuesOfUser, membershipsOfUser } from './records';
import { requireUsersRead } from './memberships';
import { supportChatHash } from './secrets';
import { activeUser, refreshSignIn, signInWithPassword } from './signIn';

/** Most key-value entries one user may keep (expired ones do not count). */
export const MAX_KEY_VALUES_PER_USER = 500;

// --- Connections ----------------------------------------------------------------------------------

const encodeCursor = (index: number) => Buffer.from(`offset:${index}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest({ after: messages.invalid });
  return Number(match[1]);
}

/** A page of a list that is already in memory: `first` items after the cursor, with the total. */
function page<Item, Edge>(items: Item[], args: { first: number; after?: string | null }, edge: (item: Item) => Edge) {
  const start = args.after ? decodeCursor(args.after) + 1 : 0;
  const slice = items.slice(start, start + args.first);
  const edges = slice.map((item, i) => ({ cursor: encodeCursor(start + i), ...edge(item) }));
  return {
    edges,
    total: items.length,
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

const rolesOf = (acl: AclRow) => ({ owner: acl.owner, admin: acl.admin, finance: acl.finance, contact: acl.contact });
// Users and locations are never deleted (they are deactivated), so a membership's ids always load a row.
const userOf = (context: RequestContext, userId: string) => context.loaders.user.load(userId) as Promise<UserRow>;
const locationsOf = (context: RequestContext, acl: AclRow) => acl.locationIds.map((id) => context.loaders.location.load(id) as Promise<LocationRow>);

/** Members, each with their user, roles and locations. */
const memberPage = (context: RequestContext, rows: AclRow[], args: { first: number; after?: string | null }) =>
  page(
    rows.filter((acl) => acl.userId),
    args,
    (acl) => ({ node: userOf(context, acl.userId!), membershipId: acl.id, roles: rolesOf(acl), locations: locationsOf(context, acl) }),
  );

/** Pending invitations, each with its invitee, roles and locations. */
const invitationPage = (context: RequestContext, rows: AclRow[], args: { first: number; after?: string | null }) =>
  page(
    rows.filter((acl) => !acl.userId && acl.pendingEmail),
    args,
    (acl) => ({
      node: { id: acl.id, email: acl.pendingEmail!, invitedAt: acl.createdAt.toISOString(), invitedBy: acl.invitedBy ? userOf(context, acl.invitedBy) : null },
      roles: rolesOf(acl),
      locations: locationsOf(context, acl),
    }),
  );

// --- Access ---------------------------------------------------------------------------------------

/** Account.access resolves to its account's id; the connections below read from it. */
type AccessParent = { accountId: string };
const accessOf = (accountId: string) => ({ accountId }) satisfies AccessParent as unknown as ResolversTypes['Access'];
const accountOfAccess = (parent: ResolversParentTypes['Access']) => (parent as unknown as AccessParent).accountId;

/** The location's users when the viewer may read them. */
async function locationAcls(context: RequestContext, location: LocationRow): Promise<AclRow[]> {
  const { membership } = await requireLocation(context, location.id);
  if (!locationPermissions(membership).includes('USERS_READ')) throw forbidden('Not allowed to see the users of this location');
  return aclsLimitedToLocation(context).load(location.id);
}

// --- Viewers --------------------------------------------------------------------------------------

const isViewerSelf = (context: RequestContext, user: UserRow) => context.viewer.kind === 'user' && context.viewer.userId === user.id;

function requireSelf(context: RequestContext, user: UserRow): void {
  if (!isViewerSelf(context, user)) throw forbidden('Only the user themself may see this');
}

function requireUserViewer(context: RequestContext): string {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
  if (context.viewer.kind !== 'user') throw forbidden('Only a signed-in user may do this');
  return context.viewer.userId;
}

/** The kind of a viewer or inviter row: a user has an e-mail address, a device a platform. */
function typeOfViewer(value: object): 'User' | 'Device' | 'PublicAPIClient' | 'StaffRemote' {
  const typename = (value as { __typename?: string }).__typename;
  if (typename === 'PublicAPIClient' || typename === 'StaffRemote') return typename;
  return 'email' in value ? 'User' : 'Device';
}

/** The address a GraphQL request came from (for the sign-in rate limits). */

export const peopleResolvers: Resolvers = {
  Query: {
    async me(_parent, _args, context) {
      const { viewer } = context;
      // A web tab's playback token never reaches the control API; it is nobody there.
      if (viewer.kind === 'anonymous' || viewer.kind === 'playback') return null;
      if (viewer.kind === 'user') {
        const user = await activeUser(context, viewer.userId);
        if (!user) throw unauthorized(`No User with id ${viewer.userId}`);
        return user;
      }
      const device = await context.loaders.device.load(viewer.deviceId);
      if (!device) throw unauthorized('The device has been removed');
      return device;
    },
  },

  Viewer: { __resolveType: typeOfViewer },
  InvitedBy: { __resolveType: (value) => (typeOfViewer(value) === 'User' ? 'User' : 'PublicAPIClient') },

  User: {
    createdAt: (user) => user.createdAt.toISOString(),
    userColorModeSetting: (user) => colorModeOf(user),
    supportChatHash(user, _args, context) {
      requireSelf(context, user);
      return supportChatHash(context.db, user.id);
    },
    async accounts(user, args, context) {
      let memberships = await membershipsOfUser(context).load(user.id);
      if (!isViewerSelf(context, user)) {
        // Another member's accounts: only those the viewer shares.
        const shared = new Set((await membershipsOfUser(context).load(requireUserViewer(context))).map((acl) => acl.accountId));
        memberships = memberships.filter((acl) => shared.has(acl.accountId));
      }
      const rows = await context.loaders.account.loadMany(memberships.map((acl) => acl.accountId));
      return page(
        rows.filter((row): row is AccountRow => !!row && !(row instanceof Error)),
        args,
        (account) => ({ node: account }),
      );
    },
    async keyValues(user, args, context) {
      requireSelf(context, user);
      const now = context.now();
      const entries = await keyValuesOfUser(context).load(user.id);
      return entries
        .filter((entry) => (!entry.expiresAt || entry.expiresAt > now) && (!args.prefix || entry.key.startsWith(args.prefix)))
        .map((entry) => ({ key: entry.key, value: entry.value, expiresAt: entry.expiresAt?.toISOString() ?? null }));
    },
  },

  Account: {
    access: (account) => accessOf(account.id),
  },

  Access: {
    async users(parent, args, context) {
      const { account } = await requireUsersRead(context, accountOfAccess(parent));
      return memberPage(context, await aclsOfAccount(context).load(account.id), args);
    },
    async pendingUsers(parent, args, context) {
      const { account } = await requireUsersRead(context, accountOfAccess(parent));
      return invitationPage(context, await aclsOfAccount(context).load(account.id), args);
    },
  },

  Location: {
    users: async (location, args, context) => memberPage(context, await locationAcls(context, location), args),
    invited: async (location, args, context) => invitationPage(context, await locationAcls(context, location), args),
  },

  Mutation: {
    async loginUser(_parent, { input }, context) {
      const { user, session } = await signInWithPassword(context, input.email, input.password, context.clientAddress);
      return { userId: user.id, token: session.token, refreshToken: session.refreshToken, expiresAt: session.expiresAt.toISOString(), supportChatHash: await supportChatHash(context.db, user.id) };
    },

    async refreshLogin(_parent, { input }, context) {
      const session = await refreshSignIn(context, input.refreshToken);
      return { token: session.token, refreshToken: session.refreshToken, expiresAt: session.expiresAt.toISOString(), supportChatHash: await supportChatHash(context.db, session.subject) };
    },

    async logoutUser(_parent, { input }, context) {
      return { revoked: await endSession(context, input.refreshToken) };
    },

    async setUserKeyValue(_parent, { input }, context) {
      const userId = requireUserViewer(context);
      if (!(await activeUser(context, userId))) throw unauthorized(`No User with id ${userId}`);
      const now = context.now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      const mine = eq(userKeyValues.userId, userId);
      // Expired entries go first, so they never count against the limit.
      await context.db.delete(userKeyValues).where(and(mine, lte(userKeyValues.expiresAt, now)));
      const [kept] = await context.db
        .select({ count: sql<number>`count(*)::int` })
        .from(userKeyValues)
        .where(and(mine, ne(userKeyValues.key, input.key)));
      const count = kept?.count ?? 0;
      if (count >= MAX_KEY_VALUES_PER_USER) throw badRequest({ 'input.key': `A user may keep at most ${MAX_KEY_VALUES_PER_USER} entries` });
      await context.db
        .insert(userKeyValues)
        .values({ userId, key: input.key, value: input.value, expiresAt })
        .onConflictDoUpdate({ target: [userKeyValues.userId, userKeyValues.key], set: { value: input.value, expiresAt } });
      return { entry: { key: input.key, value: input.value, expiresAt: expiresAt?.toISOString() ?? null } };
    },
  },
};
