// The legacy REST records of locations, sound zones, devices, zone errors and households, exactly as
// schema/rest.openapi.yaml names their fields. Everything a record needs is read through the request's
// loaders, so a list of records costs a few batched statements.
import type { components } from '../../src/rest/__generated__/rest';
import { nonZeroDate } from '../../src/domain/zoneStatus';
import { membershipOf } from '../access/accountAccess';
import type { RequestContext } from '../context';
import type { DeviceRow, LocationRow, SoundZoneRow } from '../loaders';
import { compactTimestamp } from '../accounts/model';
import type { households } from '../db/schema';
import { locationPermissionsFor, zonePermissionsFor } from '../access/premisesAccess';
import { locationZoneIdsLoader, pairedDevice, statusOf, unresolvedErrors } from './loaders';
import type { SoundZoneErrorRow } from './loaders';
import { zoneSettings } from './settings';

type Schemas = components['schemas'];
export type RestLocation = Schemas['Location'];
export type RestSoundZone = Schemas['SoundZone'];
export type RestDevice = Schemas['Device'];
export type RestDeviceMetrics = Schemas['DeviceMetrics'];
export type RestSoundZoneError = Schemas['SoundZoneError'];
export type RestHousehold = Schemas['Household'];
export type HouseholdRow = typeof households.$inferSelect;

type RecordContext = Pick<RequestContext, 'viewer' | 'loaders' | 'now'>;

export async function locationRecord(context: RecordContext, location: LocationRow): Promise<RestLocation> {
  const [membership, zoneIds] = await Promise.all([membershipOf(context, location.accountId), locationZoneIdsLoader(context.loaders).load(location.id)]);
  return {
    id: location.id,
    account: location.accountId,
    billing_group: location.billingGroupId,
    name: location.name,
    address: location.address,
    city: location.city,
    postal_code: location.postalCode,
    iso_country: location.isoCountry,
    timezone: location.timezone,
    permissions: locationPermissionsFor(context, membership),
    deactivated: location.deactivated,
    settings: { bandwidth_limitation_kbps: location.bandwidthLimitationKbps },
    sound_zones: zoneIds,
  };
}

export function zoneErrorRecord(error: SoundZoneErrorRow): RestSoundZoneError {
  return {
    id: error.id,
    sound_zone: error.soundZoneId,
    cause: error.cause,
    message: error.message,
    hide: error.hide,
    resolved: error.resolved,
    created_at: compactTimestamp(error.createdAt),
  };
}

/** The device's own hardware or client id; a device paired by code from the graph has only its record id. */
export const deviceClientId = (device: DeviceRow) => device.clientId ?? device.id;

export async function soundZoneRecord(context: RecordContext, zone: SoundZoneRow, options: { embedLocation?: boolean } = {}): Promise<RestSoundZone> {
  const [location, device, errors, status, membership] = await Promise.all([
    context.loaders.location.load(zone.locationId),
    pairedDevice(context, zone),
    unresolvedErrors(context, zone.id),
    statusOf(context, zone),
    membershipOf(context, zone.accountId),
  ]);
  const paidUntil = nonZeroDate(zone.paidUntil);
  return {
    id: zone.id,
    name: zone.name,
    device: device?.id ?? null,
    device_id: device ? deviceClientId(device) : null,
    location: options.embedLocation && location ? await locationRecord(context, location) : zone.locationId,
    location_name: location?.name ?? '',
    account: zone.accountId,
    schedule: zone.scheduleId,
    play_from: zone.playFromType && zone.playFromId ? { type: zone.playFromType as 'collection' | 'schedule', id: zone.playFromId } : null,
    online: device?.online ?? false,
    paid_until: paidUntil ? compactTimestamp(paidUntil) : null,
    iso8601_paid_until: paidUntil?.toISOString() ?? null,
    iso8601_created_at: zone.createdAt.toISOString(),
    subscription_deactivated: zone.subscriptionDeactivated,
    deactivated: zone.deactivated,
    status: { state: status.state, message: status.message },
    errors: errors.map(zoneErrorRecord),
    permissions: await zonePermissionsFor(context, zone, membership),
    settings: zoneSettings(zone),
  };
}

export const soundZoneRecords = (context: RecordContext, zones: readonly SoundZoneRow[]) => Promise.all(zones.map((zone) => soundZoneRecord(context, zone)));
export const locationRecords = (context: RecordContext, locations: readonly LocationRow[]) => Promise.all(locations.map((location) => locationRecord(context, location)));

const version = (value: string | null) => (value ? { version: value } : null);

const NETWORK_TYPES = ['ethernet', 'wifi', 'cellular', 'unknown'] as const;
const numberIn = (value: unknown, min: number, max = Number.POSITIVE_INFINITY) => (typeof value === 'number' && value >= min && value <= max ? value : undefined);
const integerIn = (value: unknown, min: number, max = Number.POSITIVE_INFINITY) => (Number.isInteger(value) ? numberIn(value, min, max) : undefined);

/** The latest metrics a device reported, or null when it reported none. Unknown or out-of-range values are left out. */
export function deviceMetricsRecord(device: DeviceRow): RestDeviceMetrics | null {
  const metrics = device.metrics;
  if (!metrics) return null;
  const collectedAt = typeof metrics.collected_at === 'string' && !Number.isNaN(Date.parse(metrics.collected_at)) ? new Date(metrics.collected_at) : (device.lastSeenAt ?? device.updatedAt);
  const fields = {
    uptime_s: integerIn(metrics.uptime_s, 0),
    cpu_percent: numberIn(metrics.cpu_percent, 0, 100),
    memory_used_mb: integerIn(metrics.memory_used_mb, 0),
    diskcache_used_mb: integerIn(metrics.diskcache_used_mb, 0),
    diskcache_max_mb: integerIn(metrics.diskcache_max_mb, 0),
    free_disk_mb: integerIn(metrics.free_disk_mb, 0),
    network_type: (NETWORK_TYPES as readonly unknown[]).includes(metrics.network_type) ? (metrics.network_type as RestDeviceMetrics['network_type']) : undefined,
    signal_strength_dbm: metrics.signal_strength_dbm === null ? null : integerIn(metrics.signal_strength_dbm, Number.NEGATIVE_INFINITY, 0),
    volume: integerIn(metrics.volume, 0, 16),
    muted: typeof metrics.muted === 'boolean' ? metrics.muted : undefined,
  };
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { device: device.id, iso8601_collected_at: collectedAt.toISOString(), ...present };
}

export function deviceRecord(device: DeviceRow): RestDevice {
  return {
    id: device.id,
    sound_zone: device.soundZoneId,
    device_type: device.deviceType as RestDevice['device_type'],
    platform: device.platform as RestDevice['platform'],
    code: device.code,
    pairing: device.pairingMode as RestDevice['pairing'],
    pairing_state: device.soundZoneId ? 'paired' : 'unpaired',
    device_id: deviceClientId(device),
    app_version: version(device.appVersion),
    tyson_version: version(device.playerEngineVersion),
    software_version: device.softwareVersion,
    osVersion: device.osVersion,
    model: device.modelName,
    metrics: deviceMetricsRecord(device),
  };
}

export const householdRecord = (household: HouseholdRow): RestHousehold => ({ id: household.id, name: household.name, account: household.accountId, location: household.locationId });
