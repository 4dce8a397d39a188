// Query.node and Query.nodes: an object by its global id, dispatched by the id's kind, with the access
// checks of the object's own query. Users, accounts, locations, sound zones, devices and overrides
// (which have no query of their own) are read here;
// any other kind goes to the Query field of the same name (playlist, schedule, track...) once its area
// resolves it, and is null until then.
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { getNamedType, isObjectType } from 'graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { kindOfId } from '../../src/domain/ids';
import { accountPermissions } from '../../src/domain/permissions';
import { membershipOf, requireAccount, requireLocation, requireSoundZone } from '../access/accountAccess';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { acls } from '../db/schema';
import { ApiError, notFound, unauthorized } from '../errors';
import type { DeviceRow, UserRow } from '../loaders';
import { requireOverride } from '../overrides/model';
import type { NodeResolvers, ResolversTypes } from '../graphql/control/__generated__/types';

/** Kinds this module reads itself, by GraphQL type name (the kind an id carries). */
export const NODE_KINDS = ['User', 'Account', 'Location', 'SoundZone', 'Device'] as const;

/** A row tagged with its GraphQL type, as the Node interface resolves it. */
type TaggedNode = ResolversTypes['Node'];
type NodeTypename = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;
const tagged = <T extends object>(typename: string, row: T): TaggedNode => ({ ...row, __typename: typename }) as unknown as TaggedNode;

function requireSignedIn(context: RequestContext) {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
}

/** Accounts a user is a member of, by user id. */
function memberAccountsLoader(db: Db) {
  return new DataLoader<string, string[]>(async (userIds) => {
    const rows = await db.select({ userId: acls.userId, accountId: acls.accountId }).from(acls).where(inArray(acls.userId, [...userIds]));
    return userIds.map((id) => rows.filter((row) => row.userId === id).map((row) => row.accountId));
  });
}

/** A user is visible to themself and to whoever may read the members of an account they belong to. */
export async function requireUser(context: RequestContext, userId: string): Promise<UserRow> {
  requireSignedIn(context);
  const user = await context.loaders.user.load(userId);
  if (!user) throw notFound('User');
  const { viewer } = context;
  if (viewer.kind === 'user' && viewer.userId === userId) return user;
  const accountIds = await context.loaders.memo('accounts.memberAccounts', memberAccountsLoader).load(userId);
  const memberships = await Promise.all(accountIds.map((accountId) => membershipOf(context, accountId)));
  if (!memberships.some((membership) => membership && accountPermissions(membership).includes('USERS_READ'))) throw notFound('User');
  return user;
}

/** A device is visible to itself and to whoever may see the zone it is paired to. */
export async function requireDevice(context: RequestContext, deviceId: string): Promise<DeviceRow> {
  requireSignedIn(context);
  const device = await context.loaders.device.load(deviceId);
  if (!device) throw notFound('Device');
  if (context.viewer.kind === 'device' && context.viewer.deviceId === deviceId) return device;
  if (!device.soundZoneId) throw notFound('Device');
  await requireSoundZone(context, device.soundZoneId).catch(() => {
    throw notFound('Device');
  });
  return device;
}

async function readNode(context: RequestContext, id: string, info: GraphQLResolveInfo): Promise<TaggedNode | null> {
  requireSignedIn(context);
  const kind = kindOfId(id);
  switch (kind) {
    case 'User':
      return tagged(kind, await requireUser(context, id));
    case 'Account':
      return tagged(kind, (await requireAccount(context, id)).account);
    case 'Location':
      return tagged(kind, (await requireLocation(context, id)).location);
    case 'SoundZone':
      return tagged(kind, (await requireSoundZone(context, id)).zone);
    case 'Device':
      return tagged(kind, await requireDevice(context, id));
    case 'PlaybackOverride':
      return tagged(kind, (await requireOverride(context, id)).override);
    case null:
      return null;
    default: {
      // Another area's object: its own query decides what the viewer may see.
      const field = info.schema.getQueryType()?.getFields()[kind.charAt(0).toLowerCase() + kind.slice(1)];
      const type = field && getNamedType(field.type);
      // Only a query answering that very object type (never node itself, which answers an interface).
      if (!field?.resolve || !isObjectType(type) || type.name !== kind || !field.args.some((arg) => arg.name === 'id')) return null;
      // Untagged: Node.__resolveType reads the type from the id's kind.
      return ((await field.resolve(undefined, { id }, context, info)) as TaggedNode | null) ?? null;
    }
  }
}

/** The node, or null when the id names nothing the viewer may see (a signed-out viewer gets UNAUTHENTICATED). */
export async function nodeOrNull(context: RequestContext, id: string, info: GraphQLResolveInfo): Promise<TaggedNode | null> {
  try {
    return await readNode(context, id, info);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/** Which GraphQL type a node is: its tag, else the kind its id carries. */
export function nodeTypename(node: object): NodeTypename | null {
  const { __typename, id } = node as { __typename?: unknown; id?: unknown };
  if (typeof __typename === 'string') return __typename as NodeTypename;
  return typeof id === 'string' ? (kindOfId(id) as NodeTypename | null) : null;
}
