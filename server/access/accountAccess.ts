// Who may see and change what: every operation that takes an id checks that the viewer may see the
// object (404 otherwise, so ids of other accounts reveal nothing) and may do the action (403).
import { DEVICE_MEMBERSHIP, can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import type { RequestContext } from '../context';
import { deactivated, forbidden, notFound, unauthorized } from '../errors';
import type { AccountRow, LocationRow, SoundZoneRow } from '../loaders';

type AccessContext = Pick<RequestContext, 'viewer' | 'loaders'>;

/**
 * The viewer's membership of an account: their own, or through the partner account that manages it
 * (partner members act on customer accounts with their partner flags); a device acting on its own
 * zone's account gets a member without flags. Null when the viewer has no access.
 */
export async function membershipOf(context: AccessContext, accountId: string): Promise<Membership | null> {
  const { viewer, loaders } = context;
  if (viewer.kind === 'device') {
    const device = await loaders.device.load(viewer.deviceId);
    const zone = device?.soundZoneId ? await loaders.soundZone.load(device.soundZoneId) : null;
    return zone?.accountId === accountId ? DEVICE_MEMBERSHIP : null;
  }
  if (viewer.kind !== 'user') return null;
  const own = await loaders.acl.load(`${viewer.userId}:${accountId}`);
  if (own) return { owner: own.owner, admin: own.admin, finance: own.finance, contact: own.contact, locationIds: own.locationIds };
  const account = await loaders.account.load(accountId);
  if (!account?.distributorId) return null;
  const partner = await loaders.acl.load(`${viewer.userId}:${account.distributorId}`);
  const partnerAccount = partner ? await loaders.account.load(account.distributorId) : null;
  if (!partner || !partnerAccount?.isPartner || partner.locationIds.length) return null;
  return { owner: false, admin: partner.owner || partner.admin, finance: partner.finance || partner.owner || partner.admin, contact: false, locationIds: [] };
}

function requireViewer(context: AccessContext) {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
}

/** The account, when the viewer has access; 404 otherwise, and for a deactivated account unless allowed. */
export async function requireAccount(context: AccessContext, accountId: string, options: { allowDeactivated?: boolean } = {}): Promise<{ account: AccountRow; membership: Membership }> {
  requireViewer(context);
  const account = await context.loaders.account.load(accountId);
  const membership = account ? await membershipOf(context, accountId) : null;
  if (!account || !membership) throw notFound('Account');
  if (account.deactivated && !options.allowDeactivated) throw deactivated('Account');
  return { account, membership };
}

/** Like requireAccount, and the membership must allow the action (403 otherwise). */
export async function requireAccountAction(context: AccessContext, accountId: string, action: string, options: { allowDeactivated?: boolean } = {}) {
  const access = await requireAccount(context, accountId, options);
  if (!can(access.membership, action)) throw forbidden(`Not allowed to ${action}`);
  return access;
}

const seesLocation = (membership: Membership, locationId: string) => membership.locationIds.length === 0 || membership.locationIds.includes(locationId);

/** The location, when the viewer may see it (a location user sees only their locations). */
export async function requireLocation(context: AccessContext, locationId: string, options: { allowDeactivated?: boolean } = {}): Promise<{ location: LocationRow; account: AccountRow; membership: Membership }> {
  requireViewer(context);
  const location = await context.loaders.location.load(locationId);
  if (!location) throw notFound('Location');
  const { account, membership } = await requireAccount(context, location.accountId).catch(() => {
    throw notFound('Location');
  });
  if (!seesLocation(membership, location.id)) throw notFound('Location');
  if (location.deactivated && !options.allowDeactivated) throw deactivated('Location');
  return { location, account, membership };
}

/** The sound zone, when the viewer may see it; a device sees only its own zone. */
export async function requireSoundZone(context: AccessContext, soundZoneId: string, options: { allowDeactivated?: boolean } = {}): Promise<{ zone: SoundZoneRow; account: AccountRow; membership: Membership }> {
  requireViewer(context);
  const zone = await context.loaders.soundZone.load(soundZoneId);
  if (!zone) throw notFound('Sound zone');
  const { account, membership } = await requireAccount(context, zone.accountId).catch(() => {
    throw notFound('Sound zone');
  });
  if (!seesLocation(membership, zone.locationId)) throw notFound('Sound zone');
  if (context.viewer.kind === 'device') {
    const device = await context.loaders.device.load(context.viewer.deviceId);
    if (device?.soundZoneId !== zone.id) throw notFound('Sound zone');
  }
  if (zone.deactivated && !options.allowDeactivated) throw deactivated('Sound zone');
  return { zone, account, membership };
}
