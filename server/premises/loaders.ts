// Batched lookups of the premises area, made once per request (or delivered event) with loaders.memo,
// and the zone facts built from them: a page of 50 zones costs one statement per kind of row.
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { zoneServerStatus, zoneSubscription } from '../../src/domain/zoneStatus';
import type { ZoneServerStatus, ZoneSubscription } from '../../src/domain/zoneStatus';
import type { Db } from '../db/client';
import { soundZoneErrors, soundZones } from '../db/schema';
import type { Loaders, SoundZoneRow } from '../loaders';
import type { RequestContext } from '../context';

export type SoundZoneErrorRow = typeof soundZoneErrors.$inferSelect;

function groupBy<K extends string, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

/** Every error of a zone, newest first. */
export const zoneErrorsLoader = (loaders: Loaders) =>
  loaders.memo('premises.zoneErrors', (db: Db) =>
    new DataLoader<string, SoundZoneErrorRow[]>(async (zoneIds) => {
      const rows = await db
        .select()
        .from(soundZoneErrors)
        .where(inArray(soundZoneErrors.soundZoneId, [...zoneIds]))
        .orderBy(desc(soundZoneErrors.createdAt), asc(soundZoneErrors.id));
      return groupBy(zoneIds, rows, (row) => row.soundZoneId);
    }),
  );

/** Ids of the zones of a location that are not deactivated, by name. */
export const locationZoneIdsLoader = (loaders: Loaders) =>
  loaders.memo('premises.locationZoneIds', (db: Db) =>
    new DataLoader<string, string[]>(async (locationIds) => {
      const rows = await db
        .select({ id: soundZones.id, locationId: soundZones.locationId })
        .from(soundZones)
        .where(and(inArray(soundZones.locationId, [...locationIds]), eq(soundZones.deactivated, false)))
        .orderBy(asc(soundZones.name), asc(soundZones.id));
      return groupBy(locationIds, rows, (row) => row.locationId).map((group) => group.map((row) => row.id));
    }),
  );

/** The unresolved errors of a zone. */
export async function unresolvedErrors(context: Pick<RequestContext, 'loaders'>, zoneId: string): Promise<SoundZoneErrorRow[]> {
  return (await zoneErrorsLoader(context.loaders).load(zoneId)).filter((error) => !error.resolved);
}

/** The zone's paired device, when it has one. */
export const pairedDevice = (context: Pick<RequestContext, 'loaders'>, zone: SoundZoneRow) => (zone.deviceId ? context.loaders.device.load(zone.deviceId) : Promise.resolve(null));

/** Statuses this request already knows, by zone id: a zone list computes its page's (search.ts). */
const knownStatuses = (loaders: Loaders) => loaders.memo('premises.knownStatuses', () => new Map<string, ZoneServerStatus>());

export function knownStatus(context: Pick<RequestContext, 'loaders'>, zoneId: string, status: ZoneServerStatus) {
  knownStatuses(context.loaders).set(zoneId, status);
}

/** The status the server sends for a zone (src/domain/zoneStatus.ts). */
export async function statusOf(context: Pick<RequestContext, 'loaders' | 'now'>, zone: SoundZoneRow): Promise<ZoneServerStatus> {
  const known = knownStatuses(context.loaders).get(zone.id);
  if (known) return known;
  const [device, errors] = await Promise.all([pairedDevice(context, zone), unresolvedErrors(context, zone.id)]);
  return zoneServerStatus(zone, device, errors, context.now());
}

export const subscriptionOf = (context: Pick<RequestContext, 'now'>, zone: SoundZoneRow): ZoneSubscription => zoneSubscription(zone, context.now());
