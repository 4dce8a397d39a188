// Changes to sound zones, shared by REST and the graph: create (within the account's max_sound_zones),
// rename, settings, music assignment, bulk changes, deactivation and activation, access codes and
// player tokens. Each change publishes its realtime event after it commits.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { decodeId, kindOfId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { accounts, locations, playlists, soundZones } from '../db/schema';
import { ApiError, conflict, notFound } from '../errors';
import type { AccountRow, SoundZoneRow } from '../loaders';
import { requireSoundZone } from '../access/accountAccess';
import type { ZoneScope } from '../access/premisesAccess';
import { requireLocationAction, requireMemberViewer, requireZoneAction, requireZoneDeactivationAllowed } from '../access/premisesAccess';
import { publish, zoneEvent } from './events';
import { detachInTransaction, finishDetach } from './pairing';
import { changedZoneSettings, initialZoneSettings } from './settings';
import type { SoundZoneSettings, SoundZoneSettingsPatch } from './settings';
import { FieldErrors, zoneNameMessage } from './validation';
import type { FieldNames } from './validation';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Characters of access and remote codes: no look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const randomCode = (length: number) => Array.from({ length }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
/** Length of a zone's access code (SoundZoneAccessCode, 4 to 16) and remote code. */
const ACCESS_CODE_LENGTH = 6;
const REMOTE_CODE_LENGTH = 6;

export type PlayFrom = { type: 'collection' | 'schedule'; id: string };

// --- Counting and the zone limit ----------------------------------------------------------------

/** Zones that count: not deactivated, in a location that is not deactivated. */
const liveZone = (accountId: string) => and(eq(soundZones.accountId, accountId), eq(soundZones.deactivated, false), eq(locations.deactivated, false));

/** The number of live zones the viewer's scope holds (the whole account for members). */
export async function countZones(db: Db, scope: ZoneScope): Promise<number> {
  const conditions = [liveZone(scope.accountId)];
  if (scope.locationIds.length) conditions.push(inArray(soundZones.locationId, scope.locationIds));
  if (scope.zoneId) conditions.push(eq(soundZones.id, scope.zoneId));
  const [row] = await db
    .select({ total: count() })
    .from(soundZones)
    .innerJoin(locations, eq(locations.id, soundZones.locationId))
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Locks the account and checks that `adding` more live zones stay within max_sound_zones (409 otherwise). */
export async function reserveZoneCapacity(tx: Tx, account: AccountRow, adding: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update');
  const live = await countZones(tx as unknown as Db, { accountId: account.id, locationIds: [], zoneId: null });
  if (live + adding > account.maxSoundZones) throw conflict(`The account may have at most ${account.maxSoundZones} sound zones`);
}

/** The row of a new zone, with its id, initial settings and remote code. */
export async function newZoneValues(db: Db, account: AccountRow, location: { id: string; accountId: string }, name: string, settings: SoundZoneSettingsPatch | undefined, now: Date) {
  return {
    id: await newId(db, 'SoundZone', decodeId(location.id)!),
    accountId: location.accountId,
    locationId: location.id,
    name: name.trim(),
    paidUntil: null,
    settings: initialZoneSettings(account.soundZoneSettings, settings) as SoundZoneSettings & Record<string, unknown>,
    remoteCode: randomCode(REMOTE_CODE_LENGTH),
    createdAt: now,
    updatedAt: now,
  } satisfies typeof soundZones.$inferInsert;
}

// --- Create, update ------------------------------------------------------------------------------

export interface ZoneCreate {
  name: string;
  settings?: SoundZoneSettingsPatch;
}

/** A new zone in a visible, active location (zone.create; paired devices may not). */
export async function createSoundZone(context: RequestContext, locationId: string, input: ZoneCreate, fields: FieldNames): Promise<SoundZoneRow> {
  requireMemberViewer(context);
  const { location, account } = await requireLocationAction(context, locationId, 'zone.create');
  const errors = new FieldErrors(fields);
  errors.add('name', zoneNameMessage(input.name));
  errors.throwIfAny();
  const values = await newZoneValues(context.db, account, location, input.name, input.settings, context.now());
  const zone = await context.db.transaction(async (tx) => {
    await reserveZoneCapacity(tx, account, 1);
    return (await tx.insert(soundZones).values(values).returning())[0]!;
  });
  context.loaders.soundZone.prime(zone.id, zone);
  await publish(context, [zoneEvent('create', zone)]);
  return zone;
}

/** Checks that a music source exists for the account: a catalogue or own playlist, or a schedule id (400 otherwise). */
async function requirePlayFrom(context: RequestContext, account: AccountRow, playFrom: PlayFrom, fields: FieldNames): Promise<void> {
  const invalid = () => FieldErrors.throw(fields, 'playFromId', messages.invalid, `No ${playFrom.type} with id ${playFrom.id}`);
  if (playFrom.type === 'schedule') {
    // A schedule's id names the account that owns it; another account's schedule is as unknown as none.
    if (kindOfId(playFrom.id) !== 'Schedule' || !isOwnedBy(playFrom.id, account.id)) invalid();
    return;
  }
  if (kindOfId(playFrom.id) !== 'Playlist') invalid();
  const [playlist] = await context.db.select({ owner: playlists.ownerAccountId }).from(playlists).where(eq(playlists.id, playFrom.id));
  if (!playlist || (playlist.owner !== null && playlist.owner !== account.id)) invalid();
}

export interface ZoneUpdate {
  name?: string;
  settings?: SoundZoneSettingsPatch;
  playFrom?: PlayFrom;
}

/** Renames a zone, changes its settings or assigns music (zone.update). */
export async function updateSoundZone(context: RequestContext, zoneId: string, input: ZoneUpdate, fields: FieldNames): Promise<SoundZoneRow> {
  const { zone, account } = await requireZoneAction(context, zoneId, 'zone.update');
  const errors = new FieldErrors(fields);
  if (input.name !== undefined) errors.add('name', zoneNameMessage(input.name));
  errors.throwIfAny();
  if (input.playFrom) await requirePlayFrom(context, account, input.playFrom, fields);
  const settings = input.settings ? changedZoneSettings(zone, input.settings, fields.settings) : undefined;
  const [updated] = await context.db
    .update(soundZones)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(settings ? { settings } : {}),
      ...(input.playFrom ? { playFromType: input.playFrom.type, playFromId: input.playFrom.id } : {}),
      updatedAt: context.now(),
    })
    .where(eq(soundZones.id, zoneId))
    .returning();
  context.loaders.soundZone.clear(zoneId).prime(zoneId, updated!);
  await publish(context, [zoneEvent('update', updated!)]);
  return updated!;
}

/**
 * The same settings or music on several zones (zone.update on each). Every zone must be visible: 404
 * names the first that is not. Two statements whatever the number of zones.
 */
export async function updateSoundZones(context: RequestContext, zoneIds: readonly string[], input: Omit<ZoneUpdate, 'name'>, fields: FieldNames): Promise<SoundZoneRow[]> {
  const access = await Promise.allSettled(zoneIds.map((id) => requireZoneAction(context, id, 'zone.update')));
  const zones = access.map((result, i) => {
    if (result.status === 'fulfilled') return result.value;
    const error: unknown = result.reason;
    const unseen = error instanceof ApiError && error.code === 'not_found' && !error.details.errorType;
    throw unseen ? notFound(`Sound zone ${zoneIds[i]}`) : error;
  });
  if (input.playFrom) {
    for (const accountId of new Set(zones.map((z) => z.account.id))) await requirePlayFrom(context, zones.find((z) => z.account.id === accountId)!.account, input.playFrom, fields);
  }
  const settings = input.settings ? zones.map(({ zone }) => ({ id: zone.id, settings: changedZoneSettings(zone, input.settings!, fields.settings) })) : [];
  const now = context.now();
  const updated = await context.db.transaction(async (tx) => {
    if (settings.length) {
      const values = sql.join(
        settings.map((s) => sql`(${s.id}, ${JSON.stringify(s.settings)}::jsonb)`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE sound_zones SET settings = v.settings, updated_at = ${now.toISOString()}::timestamptz FROM (VALUES ${values}) AS v(id, settings) WHERE sound_zones.id = v.id`);
    }
    const set = { updatedAt: now, ...(input.playFrom ? { playFromType: input.playFrom.type, playFromId: input.playFrom.id } : {}) };
    return tx
      .update(soundZones)
      .set(set)
      .where(inArray(soundZones.id, [...zoneIds]))
      .returning();
  });
  const byId = new Map(updated.map((zone) => [zone.id, zone]));
  const ordered = zoneIds.map((id) => byId.get(id)!);
  for (const zone of ordered) context.loaders.soundZone.clear(zone.id).prime(zone.id, zone);
  await publish(
    context,
    ordered.map((zone) => zoneEvent('update', zone)),
  );
  return ordered;
}

// --- Deactivation ---------------------------------------------------------------------------------

/**
 * Deactivates a zone (zone.deactivate, on accounts whose zones may be deactivated) and unpairs its
 * device. An already deactivated zone answers 409.
 */
export async function deactivateSoundZone(context: RequestContext, zoneId: string): Promise<SoundZoneRow> {
  const { zone, account } = await requireZoneAction(context, zoneId, 'zone.deactivate', { allowDeactivated: true });
  if (zone.deactivated) throw conflict('Sound zone is already deactivated');
  await requireZoneDeactivationAllowed(context, account);
  const now = context.now();
  const { updated, detached } = await context.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(soundZones).where(eq(soundZones.id, zoneId)).for('update');
    const detached = await detachInTransaction(tx, locked!, now);
    const [updated] = await tx.update(soundZones).set({ deactivated: true, updatedAt: now }).where(eq(soundZones.id, zoneId)).returning();
    return { updated: updated!, detached };
  });
  context.loaders.soundZone.clear(zoneId).prime(zoneId, updated);
  await finishDetach(context, detached);
  await publish(context, [zoneEvent('delete', updated)]);
  return updated;
}

/** Activates a deactivated zone (zone.activate) within max_sound_zones; its location must be active. */
export async function activateSoundZone(context: RequestContext, zoneId: string): Promise<SoundZoneRow> {
  const { zone, account } = await requireZoneAction(context, zoneId, 'zone.activate', { allowDeactivated: true });
  if (!zone.deactivated) throw conflict('Sound zone is not deactivated');
  const location = await context.loaders.location.load(zone.locationId);
  if (location?.deactivated) throw conflict('The location of the sound zone is deactivated; activate it first');
  const updated = await context.db.transaction(async (tx) => {
    await reserveZoneCapacity(tx, account, 1);
    return (await tx.update(soundZones).set({ deactivated: false, updatedAt: context.now() }).where(eq(soundZones.id, zoneId)).returning())[0]!;
  });
  context.loaders.soundZone.clear(zoneId).prime(zoneId, updated);
  await publish(context, [zoneEvent('create', updated)]);
  return updated;
}

// --- Codes and tokens ----------------------------------------------------------------------------

/** A new access code for signing a player in to the zone (zone.pair); the old one stops working. */
export async function resetAccessCode(context: RequestContext, zoneId: string): Promise<string> {
  await requireZoneAction(context, zoneId, 'zone.pair');
  const accessCode = randomCode(ACCESS_CODE_LENGTH);
  const [updated] = await context.db.update(soundZones).set({ accessCode, updatedAt: context.now() }).where(eq(soundZones.id, zoneId)).returning();
  context.loaders.soundZone.clear(zoneId).prime(zoneId, updated!);
  await publish(context, [zoneEvent('update', updated!)]);
  return accessCode;
}

/** A device token for the zone's paired player (zone.pair); 404 when no player is paired. */
export async function requestAccessToken(context: RequestContext, zoneId: string): Promise<string> {
  const { zone } = await requireZoneAction(context, zoneId, 'zone.pair');
  if (!zone.deviceId) throw notFound('Paired device');
  return (await context.tokens.issueAccessToken(zone.deviceId, 'interactive_device')).token;
}

// --- Reading ----------------------------------------------------------------------------------------

/** Zones of the scope in list order (location name, zone name); deactivated ones (and those of deactivated locations) only when asked. */
export async function listZones(context: RequestContext, scope: ZoneScope, options: { includeDeactivated?: boolean; locationId?: string } = {}): Promise<SoundZoneRow[]> {
  const conditions = [options.includeDeactivated ? eq(soundZones.accountId, scope.accountId) : liveZone(scope.accountId)];
  if (scope.locationIds.length) conditions.push(inArray(soundZones.locationId, scope.locationIds));
  if (scope.zoneId) conditions.push(eq(soundZones.id, scope.zoneId));
  if (options.locationId) conditions.push(eq(soundZones.locationId, options.locationId));
  const rows = await context.db
    .select({ zone: soundZones })
    .from(soundZones)
    .innerJoin(locations, eq(locations.id, soundZones.locationId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${locations.name})`), asc(sql`lower(${soundZones.name})`), asc(soundZones.id));
  for (const { zone } of rows) context.loaders.soundZone.prime(zone.id, zone);
  return rows.map((row) => row.zone);
}

/** A zone the viewer may see, with its account (for readers that need no action). */
export const readSoundZone = (context: RequestContext, zoneId: string) => requireSoundZone(context, zoneId);

/** Whether an id's key path continues with the owner's: 'Schedule,,x/Account,,1abc/' is owned by 'Account,,1abc/'. */
function isOwnedBy(id: string, ownerId: string): boolean {
  const path = decodeId(id);
  const owner = decodeId(ownerId);
  if (!path || !owner || path.length <= owner.length) return false;
  return owner.every((segment, i) => {
    const own = path[path.length - owner.length + i]!;
    return own.kind === segment.kind && own.intId === segment.intId && own.stringId === segment.stringId;
  });
}
