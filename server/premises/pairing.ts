// Devices and pairing (core.md 3 Device, 4 'Devices and pairing'). A player registers and shows its
// code, which a member enters to pair it (REST); or a member starts pairing and the player enters the
// 6-digit code (graph), getting a device session. Pairing a zone first unpairs its current device (or the
// zone named to unpair); afterwards the zone has the device and the device is offline until it connects.
// Unpairing clears the zone's device, resolves the device's errors on the zone and ends its sessions.
import { randomInt } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { DEVICE_KIND_CLASSES, deviceKindOf, pairingModeOf } from '../../src/domain/devices';
import type { DeviceKind, DevicePlatform, DeviceType } from '../../src/domain/devices';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { devices, pairingCodes, soundZoneErrors, soundZones } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import type { DeviceRow, SoundZoneRow } from '../loaders';
import { requireSoundZone } from '../access/accountAccess';
import { endAllSessions, startSession } from '../auth/sessions';
import { requireUnpairAllowed, requireZoneAction, viewerDevice } from '../access/premisesAccess';
import { deviceEvent, errorEvent, publish, zoneEvent } from './events';
import { reviewDesktopVersion } from './presence';
import type { DomainEvent } from '../realtime/pubsub';
import { assertWithinLimit, recordAttempt, takeAttempt } from '../people/rateLimits';
import type { RateLimitRule } from '../people/rateLimits';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a pairing code from soundZoneInitiatePairing works. */
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
/** Players registering without a session, per client address. */
export const DEVICE_REGISTRATIONS_PER_ADDRESS: RateLimitRule = { name: 'device-registrations:address', limit: 60, windowSeconds: 60 * 60 };
/** Wrong or expired pairing codes entered per client address (6-digit codes must not be guessed). */
export const PAIRING_CODE_FAILURES_PER_ADDRESS: RateLimitRule = { name: 'pairing-code-failures:address', limit: 10, windowSeconds: 15 * 60 };
/** Errors a device reports about itself; they go with the device when it leaves the zone. */
const DEVICE_ERROR_PREFIX = 'DEVICE_ERROR_';
/** Names of devices that registered without a model name. */
const DEVICE_NAMES: Record<DeviceKind, string> = {
  macos: 'Mac player',
  windows: 'Windows player',
  desktop: 'Desktop player',
  ios: 'iOS player',
  android: 'Android player',
  mobile: 'Mobile player',
  embedded: 'Hardware player',
  sonos: 'Sonos speakers',
  unknown: 'Player',
};

/** Forgets cached rows after a change, so the request reads them fresh. */
function refresh(context: Pick<RequestContext, 'loaders'>, zones: SoundZoneRow[], changedDevices: DeviceRow[]) {
  for (const zone of zones) context.loaders.soundZone.clear(zone.id).prime(zone.id, zone);
  for (const device of changedDevices) context.loaders.device.clear(device.id).prime(device.id, device);
}

// --- Attaching and detaching --------------------------------------------------------------------

interface Detached {
  /** The zone as it was, with its device. */
  zone: SoundZoneRow;
  zoneAfter: SoundZoneRow;
  device: DeviceRow;
  errorIds: string[];
}

/** Clears a zone's device: the device is unpaired and offline, and its errors on the zone are resolved. */
async function detach(tx: Tx, zone: SoundZoneRow, now: Date): Promise<Detached | null> {
  if (!zone.deviceId) return null;
  const [zoneAfter] = await tx.update(soundZones).set({ deviceId: null, speakerSystem: false, updatedAt: now }).where(eq(soundZones.id, zone.id)).returning();
  const [device] = await tx.update(devices).set({ soundZoneId: null, online: false, updatedAt: now }).where(eq(devices.id, zone.deviceId)).returning();
  const resolved = await tx
    .update(soundZoneErrors)
    .set({ resolved: true })
    .where(and(eq(soundZoneErrors.soundZoneId, zone.id), eq(soundZoneErrors.resolved, false), like(soundZoneErrors.cause, `${DEVICE_ERROR_PREFIX}%`)))
    .returning({ id: soundZoneErrors.id });
  return device ? { zone, zoneAfter: zoneAfter!, device, errorIds: resolved.map((e) => e.id) } : null;
}

/** After a detach commits: the device's sessions end, and watchers hear of the zone, device and errors. */
async function afterDetach(context: RequestContext, detached: Detached, options: { zoneEvent: DomainEvent['type'] | null }) {
  await endAllSessions(context, { deviceId: detached.device.id });
  await publish(context, [
    ...(options.zoneEvent ? [zoneEvent(options.zoneEvent, detached.zoneAfter)] : []),
    deviceEvent('update', detached.device, detached.zone),
    ...detached.errorIds.map((id) => errorEvent('update', id, detached.zone)),
  ]);
}

/** Reads a zone inside the transaction, locking it against concurrent pairing. */
async function lockZone(tx: Tx, zoneId: string): Promise<SoundZoneRow> {
  const [zone] = await tx.select().from(soundZones).where(eq(soundZones.id, zoneId)).for('update');
  if (!zone) throw notFound('Sound zone');
  return zone;
}

/**
 * Pairs the device to the zone: first unpairs the zone's current device and, when given, the zone named
 * to unpair; the device must not be paired to any other zone. The zone is set up from its first pairing.
 */
async function attach(context: RequestContext, zoneId: string, deviceId: string, unpairZoneId: string | null): Promise<{ zone: SoundZoneRow; device: DeviceRow }> {
  const now = context.now();
  const detachedAll: Detached[] = [];
  const result = await context.db.transaction(async (tx) => {
    const zone = await lockZone(tx, zoneId);
    if (unpairZoneId && unpairZoneId !== zoneId) {
      const other = await detach(tx, await lockZone(tx, unpairZoneId), now);
      if (other) detachedAll.push(other);
    }
    const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId)).for('update');
    if (!device) throw notFound('Device');
    if (device.soundZoneId && device.soundZoneId !== zoneId) throw conflict('The device is paired to another sound zone; name that zone in unpair_sound_zone to move it');
    if (zone.deviceId && zone.deviceId !== deviceId) {
      const previous = await detach(tx, zone, now);
      if (previous) detachedAll.push(previous);
    }
    const [pairedZone] = await tx
      .update(soundZones)
      .set({ deviceId, setUpAt: zone.setUpAt ?? now, speakerSystem: device.kind === 'sonos', updatedAt: now })
      .where(eq(soundZones.id, zoneId))
      .returning();
    const [pairedDevice] = await tx.update(devices).set({ soundZoneId: zoneId, online: false, updatedAt: now }).where(eq(devices.id, deviceId)).returning();
    return { zone: pairedZone!, device: pairedDevice! };
  });
  for (const detached of detachedAll) {
    // The paired zone's own event follows below.
    await afterDetach(context, detached, { zoneEvent: detached.zone.id === zoneId ? null : 'update' });
  }
  refresh(context, [result.zone, ...detachedAll.filter((d) => d.zone.id !== zoneId).map((d) => d.zoneAfter)], [result.device, ...detachedAll.map((d) => d.device)]);
  await publish(context, [zoneEvent('update', result.zone), deviceEvent('update', result.device, result.zone)]);
  await reviewDesktopVersion(context, result.device);
  return result;
}

/** Unpairs a zone inside a larger change (deactivating the zone); the caller publishes the zone's event. */
export const detachInTransaction = detach;

/** After such a change commits: ends the device's sessions and publishes the device and error events. */
export async function finishDetach(context: RequestContext, detached: Detached | null) {
  if (detached) {
    await afterDetach(context, detached, { zoneEvent: null });
    refresh(context, [], [detached.device]);
  }
}

// --- Codes --------------------------------------------------------------------------------------

/** A pairing code a registered device shows: eight digits as 'NNNN-NNNN'. */
const deviceCode = () => `${String(randomInt(0, 10_000)).padStart(4, '0')}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
/** A pairing code the web app shows for a player to enter: six digits. */
const pairingCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
};

/** Runs an insert with a fresh random code until it does not collide with a taken one. */
export async function withFreshCode<T>(make: () => string, insert: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(make());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 9) throw error;
    }
  }
}

// --- Devices ------------------------------------------------------------------------------------

/**
 * A device the viewer may see: the viewer itself, or a device paired to a zone the viewer may see. An
 * unpaired device belongs to no account and is visible only to itself.
 */
export async function requireDevice(context: RequestContext, deviceId: string): Promise<{ device: DeviceRow; zone: SoundZoneRow | null; isSelf: boolean }> {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
  const device = await context.loaders.device.load(deviceId);
  if (!device) throw notFound('Device');
  const zone = device.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
  if (context.viewer.kind === 'device' && context.viewer.deviceId === deviceId) return { device, zone, isSelf: true };
  if (!zone) throw notFound('Device');
  await requireSoundZone(context, zone.id, { allowDeactivated: true }).catch(() => {
    throw notFound('Device');
  });
  return { device, zone, isSelf: false };
}

export interface DeviceRegistration {
  deviceType: DeviceType;
  platform: DevicePlatform;
  clientId: string;
  appVersion?: string | null;
  playerEngineVersion?: string | null;
  softwareVersion?: string | null;
  osVersion?: string | null;
  modelName?: string | null;
}

/**
 * A player registers itself and gets a code to show. The same client id registering again gets its
 * record back with a new code, unless it is paired and the caller is not that device (409).
 */
export async function registerDevice(context: RequestContext, registration: DeviceRegistration, clientAddress: string): Promise<DeviceRow> {
  if (context.viewer.kind === 'anonymous') await takeAttempt(context, DEVICE_REGISTRATIONS_PER_ADDRESS, clientAddress);
  const kind = deviceKindOf(registration.deviceType, registration.platform);
  const values = {
    kind,
    deviceType: registration.deviceType,
    platform: registration.platform,
    pairingMode: pairingModeOf(registration.deviceType),
    clientId: registration.clientId,
    ...(registration.appVersion !== undefined ? { appVersion: registration.appVersion } : {}),
    ...(registration.playerEngineVersion !== undefined ? { playerEngineVersion: registration.playerEngineVersion } : {}),
    ...(registration.softwareVersion !== undefined ? { softwareVersion: registration.softwareVersion } : {}),
    ...(registration.osVersion !== undefined ? { osVersion: registration.osVersion } : {}),
    ...(registration.modelName !== undefined ? { modelName: registration.modelName } : {}),
  };
  const [existing] = await context.db.select().from(devices).where(eq(devices.clientId, registration.clientId)).limit(1);
  const self = await viewerDevice(context);
  if (existing?.soundZoneId && self?.id !== existing.id) throw conflict('This device is already registered and paired; unpair it first');
  const now = context.now();
  const device = existing
    ? await withFreshCode(deviceCode, async (code) => (await context.db.update(devices).set({ ...values, code, updatedAt: now }).where(eq(devices.id, existing.id)).returning())[0]!)
    : await withFreshCode(deviceCode, async (code) => {
        const id = await newId(context.db, 'Device');
        return (await context.db.insert(devices).values({ id, name: registration.modelName ?? DEVICE_NAMES[kind], code, ...values, createdAt: now, updatedAt: now }).returning())[0]!;
      });
  const zone = device.soundZoneId ? await context.loaders.soundZone.load(device.soundZoneId) : null;
  refresh(context, [], [device]);
  await publish(context, [deviceEvent(existing ? 'update' : 'create', device, zone)]);
  return device;
}

export type DeviceVersions = Pick<DeviceRegistration, 'appVersion' | 'playerEngineVersion' | 'softwareVersion' | 'osVersion' | 'modelName'>;

/** A device reports its versions; only the device itself may. */
export async function updateDevice(context: RequestContext, deviceId: string, versions: DeviceVersions): Promise<DeviceRow> {
  const { isSelf, zone } = await requireDevice(context, deviceId);
  if (!isSelf) throw forbidden('Only the device itself reports its versions');
  const changes = Object.fromEntries(Object.entries(versions).filter(([, value]) => value !== undefined));
  const [device] = await context.db
    .update(devices)
    .set({ ...changes, updatedAt: context.now() })
    .where(eq(devices.id, deviceId))
    .returning();
  refresh(context, [], [device!]);
  await publish(context, [deviceEvent('update', device!, zone)]);
  if (versions.appVersion !== undefined) await reviewDesktopVersion(context, device!);
  return device!;
}

/** Deletes a device, unpairing it from its zone first: by a member who may unpair the zone, or by the device itself when it may unpair. */
export async function deleteDevice(context: RequestContext, deviceId: string): Promise<void> {
  const { device, zone, isSelf } = await requireDevice(context, deviceId);
  if (zone) {
    const { account } = isSelf ? await requireSoundZone(context, zone.id, { allowDeactivated: true }) : await requireZoneAction(context, zone.id, 'zone.unpair', { allowDeactivated: true });
    await requireUnpairAllowed(context, account);
  }
  const now = context.now();
  const detached = await context.db.transaction(async (tx) => {
    const locked = zone?.deviceId === deviceId ? await lockZone(tx, zone.id) : null;
    const result = locked ? await detach(tx, locked, now) : null;
    await tx.delete(devices).where(eq(devices.id, deviceId));
    return result;
  });
  await endAllSessions(context, { deviceId });
  if (detached) {
    refresh(context, [detached.zoneAfter], []);
    await publish(context, [zoneEvent('update', detached.zoneAfter), ...detached.errorIds.map((id) => errorEvent('update', id, detached.zone))]);
  }
  context.loaders.device.clear(deviceId);
  await publish(context, [deviceEvent('delete', device, zone)]);
}

// --- Pairing ------------------------------------------------------------------------------------

export interface CodePairing {
  /** The zone named in the body; must be the zone in the path. */
  soundZone: string;
  deviceType: DeviceType;
  platform: DevicePlatform;
  code: string;
  unpairSoundZone?: string | null;
}

/** POST /sound_zones/{id}/device: pairs the device showing the code. */
export async function pairWithDeviceCode(context: RequestContext, zoneId: string, pairing: CodePairing): Promise<SoundZoneRow> {
  if (pairing.soundZone !== zoneId) throw badRequest({ sound_zone: messages.invalid }, 'sound_zone must be the zone in the path');
  const { zone, account } = await requireZoneAction(context, zoneId, 'zone.pair');
  const [device] = await context.db.select().from(devices).where(eq(devices.code, pairing.code.trim())).limit(1);
  // Replacing the zone's current device unpairs it, which a paired device may be held back from.
  if (zone.deviceId && zone.deviceId !== device?.id) await requireUnpairAllowed(context, account);
  if (!device) throw notFound('Device');
  if (device.deviceType !== pairing.deviceType) throw badRequest({ device_type: messages.oneOf([device.deviceType]) }, 'The code belongs to a device of another type');
  const unpairZoneId = pairing.unpairSoundZone && pairing.unpairSoundZone !== zoneId ? pairing.unpairSoundZone : null;
  if (unpairZoneId) {
    const { account } = await requireZoneAction(context, unpairZoneId, 'zone.unpair');
    await requireUnpairAllowed(context, account);
  }
  return (await attach(context, zoneId, device.id, unpairZoneId)).zone;
}

/** soundZoneInitiatePairing: a 6-digit code for the zone, replacing its earlier codes. */
export async function initiatePairing(context: RequestContext, zoneId: string): Promise<{ code: string; expiresAt: Date; zone: SoundZoneRow }> {
  const { zone } = await requireZoneAction(context, zoneId, 'zone.pair');
  const now = context.now();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  await context.db.delete(pairingCodes).where(sql`${pairingCodes.soundZoneId} = ${zoneId} OR ${pairingCodes.expiresAt} <= ${now.toISOString()}::timestamptz`);
  const code = await withFreshCode(pairingCode, async (candidate) => {
    await context.db.insert(pairingCodes).values({ code: candidate, soundZoneId: zoneId, expiresAt });
    return candidate;
  });
  return { code, expiresAt, zone };
}

export interface PlayerPairing {
  pairingCode: string;
  name: string;
  kind: DeviceKind;
  appVersion?: string | null;
}

/** devicePair: the player entering a valid code becomes the zone's device and gets a device session. */
export async function pairWithPairingCode(context: RequestContext, pairing: PlayerPairing, clientAddress: string) {
  const now = context.now();
  await assertWithinLimit(context, PAIRING_CODE_FAILURES_PER_ADDRESS, clientAddress);
  const invalid = async () => {
    await recordAttempt(context, PAIRING_CODE_FAILURES_PER_ADDRESS, clientAddress);
    return badRequest({ 'input.pairingCode': messages.invalid }, 'The pairing code is not valid or has expired');
  };
  // Claiming the code deletes it: a code pairs one player once.
  const [claimed] = await context.db
    .delete(pairingCodes)
    .where(sql`${pairingCodes.code} = ${pairing.pairingCode} AND ${pairingCodes.expiresAt} > ${now.toISOString()}::timestamptz`)
    .returning();
  if (!claimed) throw await invalid();
  const [target] = await context.db.select().from(soundZones).where(eq(soundZones.id, claimed.soundZoneId));
  if (!target || target.deactivated) throw await invalid();
  const { type, platform } = DEVICE_KIND_CLASSES[pairing.kind];
  const id = await newId(context.db, 'Device');
  await context.db.insert(devices).values({
    id,
    name: pairing.name.trim(),
    kind: pairing.kind,
    deviceType: type,
    platform,
    pairingMode: pairingModeOf(type),
    appVersion: pairing.appVersion ?? null,
    createdAt: now,
    updatedAt: now,
  });
  let paired: Awaited<ReturnType<typeof attach>>;
  try {
    paired = await attach(context, claimed.soundZoneId, id, null);
  } catch (error) {
    await context.db.delete(devices).where(eq(devices.id, id));
    throw error;
  }
  const session = await startSession(context, { deviceId: id });
  return { ...paired, session };
}

/** Unpairs the zone's device; 'already unpaired' when it has none (409, BAD_USER_INPUT in the graph). */
export async function unpairZone(context: RequestContext, zoneId: string): Promise<SoundZoneRow> {
  const { zone, account } = await requireZoneAction(context, zoneId, 'zone.unpair');
  await requireUnpairAllowed(context, account);
  if (!zone.deviceId) throw conflict('Sound zone is already unpaired');
  const detached = await context.db.transaction(async (tx) => detach(tx, await lockZone(tx, zoneId), context.now()));
  if (!detached) throw conflict('Sound zone is already unpaired');
  await afterDetach(context, detached, { zoneEvent: 'update' });
  refresh(context, [detached.zoneAfter], [detached.device]);
  return detached.zoneAfter;
}

