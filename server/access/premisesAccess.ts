// Who may see and change locations, zones and devices. On top of server/access/accountAccess.ts: a paired device sees
// only its own zone (and that zone's location), acts only there, and is held back by the account's
// restrict_unpairing_from_paired_devices and by pairing 'hard'; zones may be deactivated only on
// accounts sold directly, not through a partner, or whose partner allows it.
import { can, locationPermissions, soundZonePermissions } from '../../src/domain/permissions';
import type { DeviceRestrictions, LocationPermission, Membership, SoundZonePermission } from '../../src/domain/permissions';
import { requireAccount, requireLocation, requireSoundZone } from './accountAccess';
import type { RequestContext } from '../context';
import { forbidden, notFound } from '../errors';
import type { AccountRow, DeviceRow, SoundZoneRow } from '../loaders';
import { isSoldDirectly, settingsOf } from '../accounts/model';

export type PremisesContext = Pick<RequestContext, 'viewer' | 'loaders'>;

/** The device of a device viewer; null for anyone else. */
export async function viewerDevice(context: PremisesContext): Promise<DeviceRow | null> {
  return context.viewer.kind === 'device' ? context.loaders.device.load(context.viewer.deviceId) : null;
}

/** What a viewer's lists of an account are limited to: a location user's locations, a device's zone. */
export interface ZoneScope {
  accountId: string;
  /** Locations the viewer may see; empty for the whole account. */
  locationIds: string[];
  /** The only zone a paired device may see; null for members. */
  zoneId: string | null;
}

export async function zoneScope(context: PremisesContext, accountId: string, membership: Membership): Promise<ZoneScope> {
  const device = await viewerDevice(context);
  const zone = device?.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
  if (zone) return { accountId, locationIds: [zone.locationId], zoneId: zone.id };
  return { accountId, locationIds: membership.locationIds, zoneId: null };
}

/** The account with the viewer's scope of it (404 when not visible). */
export async function requireAccountScope(context: PremisesContext, accountId: string) {
  const access = await requireAccount(context, accountId);
  return { ...access, scope: await zoneScope(context, accountId, access.membership) };
}

/** A location the viewer may see; a device sees only its own zone's location. */
export async function requireVisibleLocation(context: PremisesContext, locationId: string, options: { allowDeactivated?: boolean } = {}) {
  const access = await requireLocation(context, locationId, options);
  const device = await viewerDevice(context);
  if (device) {
    const zone = device.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
    if (zone?.locationId !== locationId) throw notFound('Location');
  }
  return access;
}

function requireAction(membership: Membership, action: string) {
  if (!can(membership, action)) throw forbidden(`Not allowed to ${action}`);
}

/** A visible location on which the viewer may do the action (403 otherwise). */
export async function requireLocationAction(context: PremisesContext, locationId: string, action: string, options: { allowDeactivated?: boolean } = {}) {
  const access = await requireVisibleLocation(context, locationId, options);
  requireAction(access.membership, action);
  return access;
}

/** A visible zone on which the viewer may do the action (403 otherwise). */
export async function requireZoneAction(context: PremisesContext, zoneId: string, action: string, options: { allowDeactivated?: boolean } = {}) {
  const access = await requireSoundZone(context, zoneId, options);
  requireAction(access.membership, action);
  return access;
}

/** Account-level changes (new locations and zones) are for members of the whole account or their own locations; paired devices act only on their zone. */
export function requireMemberViewer(context: PremisesContext) {
  if (context.viewer.kind === 'device') throw forbidden('A paired device may act only on its own zone');
}

/**
 * Zones may be deactivated when the account is sold directly, is not sold through a partner, or the
 * partner allows deactivation (billing.md 6).
 */
export async function mayDeactivateZones(context: PremisesContext, account: AccountRow): Promise<boolean> {
  if (isSoldDirectly(account) || account.partnerAllowDeactivation) return true;
  const distributor = await context.loaders.account.load(account.distributorId!);
  return !distributor?.isPartner;
}

export async function requireZoneDeactivationAllowed(context: PremisesContext, account: AccountRow) {
  if (!(await mayDeactivateZones(context, account))) throw forbidden('The partner that manages this account does not allow deactivating zones');
}

/** What holds a device viewer back on its zone: the account's restrictions, and a hard pairing that only the account may undo. */
export async function deviceRestrictions(context: PremisesContext, account: AccountRow): Promise<DeviceRestrictions | null> {
  const device = await viewerDevice(context);
  if (!device) return null;
  const settings = settingsOf(account);
  return { restrictUnpairing: settings.restrict_unpairing_from_paired_devices || device.pairingMode === 'hard', restrictBlockTracks: settings.restrict_block_tracks };
}

/** A device viewer may unpair its own zone only when neither the account nor a hard pairing holds it back. */
export async function requireUnpairAllowed(context: PremisesContext, account: AccountRow) {
  const restrictions = await deviceRestrictions(context, account);
  if (restrictions?.restrictUnpairing) throw forbidden('This player may not unpair itself');
}

/** The location permissions the viewer gets; a paired device creates no zones (requireMemberViewer). */
export function locationPermissionsFor(context: PremisesContext, membership: Membership | null): LocationPermission[] {
  const granted = locationPermissions(membership);
  return context.viewer.kind === 'device' ? granted.filter((permission) => permission !== 'ZONE_CREATE') : granted;
}

/** The zone permissions the viewer gets, with DELETE only where the account's zones may be deactivated. */
export async function zonePermissionsFor(context: PremisesContext, zone: SoundZoneRow, membership: Membership | null): Promise<SoundZonePermission[]> {
  const account = await context.loaders.account.load(zone.accountId);
  if (!account || !membership) return [];
  const [restrictions, deactivatable] = await Promise.all([deviceRestrictions(context, account), mayDeactivateZones(context, account)]);
  return soundZonePermissions(membership, restrictions).filter((permission) => permission !== 'DELETE' || deactivatable);
}
