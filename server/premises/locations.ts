// Changes to locations, shared by REST and the graph (core.md 5 Location rules): creating a location
// creates its first sound zone; updates, deactivation and activation; cancelling the subscriptions of all
// its zones. Each change publishes its realtime event after it commits.
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { can } from '../../src/domain/permissions';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { billingGroups, locations, soundZones } from '../db/schema';
import { accountOfBillingGroup, defaultBillingGroup, isBillingGroupOf } from '../billing/groups';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { AccountRow, LocationRow, SoundZoneRow } from '../loaders';
import { requireAccount, requireAccountAction } from '../access/accountAccess';
import type { ZoneScope } from '../access/premisesAccess';
import { requireLocationAction, requireMemberViewer, requireZoneDeactivationAllowed } from '../access/premisesAccess';
import { locationEvent, publish, zoneEvent } from './events';
import { newZoneValues, reserveZoneCapacity } from './zones';
import { FieldErrors, countryMessage, defaultTimezone, postalCodeMessage, requiredMessage, stateError, timezoneMessage, zoneNameMessage } from './validation';
import type { FieldNames } from './validation';

export interface LocationFields {
  name?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  isoCountry?: string;
  state?: string | null;
  timezone?: string;
  billingGroupId?: string;
  bandwidthLimitationKbps?: number | null;
}

export interface LocationCreate extends LocationFields {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  isoCountry: string;
  soundZoneName: string;
}

/** Messages for the given location fields; the state rule applies where the transport carries a state. */
export function locationErrors(input: LocationFields, fields: FieldNames, options: { checkState: boolean; country: string }): FieldErrors {
  const errors = new FieldErrors(fields);
  const check = (field: 'name' | 'address' | 'city', value: string | undefined) => value !== undefined && errors.add(field, requiredMessage(value));
  check('name', input.name);
  check('address', input.address);
  check('city', input.city);
  if (input.postalCode !== undefined) errors.add('postalCode', postalCodeMessage(input.postalCode));
  if (input.isoCountry !== undefined) errors.add('isoCountry', countryMessage(input.isoCountry));
  if (input.timezone !== undefined) errors.add('timezone', timezoneMessage(input.timezone));
  if (options.checkState) errors.add('state', stateError(input.state, options.country));
  return errors;
}

/** Changing the billing group needs zone.billing_groups (finance), and the group must be one of the account's. */
async function checkBillingGroup(context: RequestContext, membership: Parameters<typeof can>[0], account: AccountRow, billingGroupId: string | undefined, fields: FieldNames) {
  if (billingGroupId === undefined) return;
  if (!can(membership, 'zone.billing_groups')) throw forbidden('Not allowed to zone.billing_groups');
  const exists = isBillingGroupOf(billingGroupId, account.id) && (await context.db.select({ id: billingGroups.id }).from(billingGroups).where(and(eq(billingGroups.id, billingGroupId), eq(billingGroups.accountId, account.id)))).length > 0;
  if (!exists) FieldErrors.throw(fields, 'billingGroup', messages.invalid, 'No such billing group on the account');
}

const trimmed = (value: string | undefined) => value?.trim();

/** Creates a location and its first zone (zone.create; not for location users or paired devices). */
export async function createLocation(context: RequestContext, accountId: string, input: LocationCreate, fields: FieldNames, options: { checkState: boolean }) {
  requireMemberViewer(context);
  const { account, membership } = await requireAccountAction(context, accountId, 'zone.create');
  if (membership.locationIds.length) throw forbidden('A location user cannot create locations');
  await checkBillingGroup(context, membership, account, input.billingGroupId, fields);
  const errors = locationErrors(input, fields, { ...options, country: input.isoCountry });
  errors.add('soundZoneName', zoneNameMessage(input.soundZoneName));
  errors.throwIfAny();

  const now = context.now();
  const id = await newId(context.db, 'Location', decodeId(accountId)!);
  const location: typeof locations.$inferInsert = {
    id,
    accountId,
    // A new location is billed to the account's default billing group unless it names another.
    billingGroupId: input.billingGroupId ?? (await defaultBillingGroup(context.db, accountId))?.id ?? null,
    name: input.name.trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    postalCode: input.postalCode.trim(),
    state: input.state?.trim() || null,
    isoCountry: input.isoCountry,
    timezone: input.timezone ?? defaultTimezone(input.isoCountry),
    bandwidthLimitationKbps: input.bandwidthLimitationKbps ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const zoneValues = await newZoneValues(context.db, account, { id, accountId }, input.soundZoneName, undefined, now);
  const created = await context.db.transaction(async (tx) => {
    await reserveZoneCapacity(tx, account, 1);
    const [row] = await tx.insert(locations).values(location).returning();
    const [zone] = await tx.insert(soundZones).values(zoneValues).returning();
    return { location: row!, zone: zone! };
  });
  context.loaders.location.prime(id, created.location);
  context.loaders.soundZone.prime(created.zone.id, created.zone);
  await publish(context, [locationEvent('create', created.location), zoneEvent('create', created.zone)]);
  return created;
}

/** Changes a location (zone.update; its billing group needs zone.billing_groups). */
export async function updateLocation(context: RequestContext, locationId: string, input: LocationFields, fields: FieldNames, options: { checkState: boolean }): Promise<LocationRow> {
  const { location, account, membership } = await requireLocationAction(context, locationId, 'zone.update');
  await checkBillingGroup(context, membership, account, input.billingGroupId, fields);
  const country = input.isoCountry ?? location.isoCountry;
  const stateChanges = input.state !== undefined || input.isoCountry !== undefined;
  locationErrors({ ...input, state: input.state === undefined ? location.state : input.state }, fields, { checkState: options.checkState && stateChanges, country }).throwIfAny();
  const changes = {
    ...(input.name !== undefined ? { name: trimmed(input.name) } : {}),
    ...(input.address !== undefined ? { address: trimmed(input.address) } : {}),
    ...(input.city !== undefined ? { city: trimmed(input.city) } : {}),
    ...(input.postalCode !== undefined ? { postalCode: trimmed(input.postalCode) } : {}),
    ...(input.isoCountry !== undefined ? { isoCountry: input.isoCountry } : {}),
    ...(input.state !== undefined ? { state: input.state?.trim() || null } : {}),
    ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    ...(input.billingGroupId !== undefined ? { billingGroupId: input.billingGroupId } : {}),
    ...(input.bandwidthLimitationKbps !== undefined ? { bandwidthLimitationKbps: input.bandwidthLimitationKbps } : {}),
  };
  const [updated] = await context.db
    .update(locations)
    .set({ ...changes, updatedAt: context.now() })
    .where(eq(locations.id, locationId))
    .returning();
  context.loaders.location.clear(locationId).prime(locationId, updated!);
  const events = [locationEvent('update', updated!)];
  // Zone records carry the location's name.
  if (changes.name !== undefined && changes.name !== location.name) {
    const zones = await context.db.select().from(soundZones).where(and(eq(soundZones.locationId, locationId), eq(soundZones.deactivated, false)));
    events.push(...zones.map((zone) => zoneEvent('update', zone)));
  }
  await publish(context, events);
  return updated!;
}

async function setLocationDeactivated(context: RequestContext, location: LocationRow, deactivated: boolean): Promise<LocationRow> {
  const [updated] = await context.db.update(locations).set({ deactivated, updatedAt: context.now() }).where(eq(locations.id, location.id)).returning();
  context.loaders.location.clear(location.id).prime(location.id, updated!);
  return updated!;
}

/** Deactivates a location (zone.deactivate); its zones leave the lists. An already deactivated one answers 409. */
export async function deactivateLocation(context: RequestContext, locationId: string): Promise<LocationRow> {
  const { location } = await requireLocationAction(context, locationId, 'zone.deactivate', { allowDeactivated: true });
  if (location.deactivated) throw conflict('Location is already deactivated');
  const updated = await setLocationDeactivated(context, location, true);
  await publish(context, [locationEvent('delete', updated)]);
  return updated;
}

/** Activates a deactivated location (zone.activate); its zones count again, within max_sound_zones. */
export async function activateLocation(context: RequestContext, locationId: string): Promise<LocationRow> {
  const { location, account } = await requireLocationAction(context, locationId, 'zone.activate', { allowDeactivated: true });
  if (!location.deactivated) throw conflict('Location is not deactivated');
  const updated = await context.db.transaction(async (tx) => {
    const [{ zones }] = (await tx
      .select({ zones: count() })
      .from(soundZones)
      .where(and(eq(soundZones.locationId, locationId), eq(soundZones.deactivated, false)))) as [{ zones: number }];
    await reserveZoneCapacity(tx, account, zones);
    return (await tx.update(locations).set({ deactivated: false, updatedAt: context.now() }).where(eq(locations.id, locationId)).returning())[0]!;
  });
  context.loaders.location.clear(locationId).prime(locationId, updated);
  await publish(context, [locationEvent('create', updated)]);
  return updated;
}

/** Cancels the subscriptions of every zone of a location (zone.deactivate, where the account's zones may be deactivated). */
export async function deactivateLocationSubscriptions(context: RequestContext, locationId: string): Promise<SoundZoneRow[]> {
  const { account } = await requireLocationAction(context, locationId, 'zone.deactivate');
  await requireZoneDeactivationAllowed(context, account);
  const zones = await context.db
    .update(soundZones)
    .set({ subscriptionDeactivated: true, updatedAt: context.now() })
    .where(and(eq(soundZones.locationId, locationId), eq(soundZones.deactivated, false)))
    .returning();
  zones.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  for (const zone of zones) context.loaders.soundZone.clear(zone.id).prime(zone.id, zone);
  await publish(
    context,
    zones.map((zone) => zoneEvent('update', zone)),
  );
  return zones;
}

// --- Reading ----------------------------------------------------------------------------------------

function scopeConditions(scope: Pick<ZoneScope, 'accountId' | 'locationIds'>, includeDeactivated: boolean): SQL[] {
  const conditions = [eq(locations.accountId, scope.accountId)];
  if (!includeDeactivated) conditions.push(eq(locations.deactivated, false));
  if (scope.locationIds.length) conditions.push(inArray(locations.id, scope.locationIds));
  return conditions;
}

/** The locations of the viewer's scope by name; deactivated ones only when asked. */
export async function listLocations(context: RequestContext, scope: ZoneScope, options: { includeDeactivated?: boolean; billingGroupId?: string } = {}): Promise<LocationRow[]> {
  const conditions = scopeConditions(scope, options.includeDeactivated ?? false);
  if (options.billingGroupId) conditions.push(eq(locations.billingGroupId, options.billingGroupId));
  const rows = await context.db
    .select()
    .from(locations)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
  for (const row of rows) context.loaders.location.prime(row.id, row);
  return rows;
}

/** The account a billing group belongs to, visible to the viewer (404 otherwise). */
export async function requireBillingGroupAccount(context: RequestContext, billingGroupId: string) {
  const accountId = accountOfBillingGroup(billingGroupId);
  if (!accountId) throw notFound('Billing group');
  return requireAccount(context, accountId).catch(() => {
    throw notFound('Billing group');
  });
}

interface LocationCursor {
  name: string;
  id: string;
}

/** A page of the scope's active locations by name, with the total (GraphQL Account.locations). */
export async function locationPage(context: RequestContext, scope: ZoneScope, page: { first: number; after?: string | null }) {
  const conditions = scopeConditions(scope, false);
  const [{ total }] = (await context.db
    .select({ total: count() })
    .from(locations)
    .where(and(...conditions))) as [{ total: number }];
  if (page.first <= 0) return { total, locations: [] as LocationRow[], cursors: [] as string[], hasNextPage: false };
  if (page.after) {
    let cursor: LocationCursor;
    try {
      cursor = JSON.parse(Buffer.from(page.after, 'base64url').toString('utf8')) as LocationCursor;
      if (typeof cursor.name !== 'string' || typeof cursor.id !== 'string') throw new Error('bad cursor');
    } catch {
      throw badRequest({ after: messages.invalid }, 'The cursor is not valid for this list');
    }
    const name = sql`lower(${locations.name})`;
    conditions.push(or(gt(name, cursor.name), and(eq(name, cursor.name), gt(locations.id, cursor.id)))!);
  }
  const rows = await context.db
    .select({ location: locations, sortName: sql<string>`lower(${locations.name})` })
    .from(locations)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id))
    .limit(page.first + 1);
  const shown = rows.slice(0, page.first);
  for (const { location } of shown) context.loaders.location.prime(location.id, location);
  return {
    total,
    locations: shown.map((row) => row.location),
    cursors: shown.map((row) => Buffer.from(JSON.stringify({ name: row.sortName, id: row.location.id } satisfies LocationCursor)).toString('base64url')),
    hasNextPage: rows.length > page.first,
  };
}
