// The zone list's working set: every live zone of an account with what its state, filters and order
// read, held in memory and read again only when the account's zone_list_versions counter has moved.
// Triggers move the counter on every write the list depends on, in any process and by any statement
// (migration 0003_zone_list_triggers), so a held index is never stale; a request pays one primary-key
// read to learn the version. States depend on the time as well: they are computed from the held facts
// with src/domain/zoneStatus.ts and kept only for as long as the time cannot change them (statesAt).
import DataLoader from 'dataloader';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { nonZeroDate, zoneServerStatus, zoneSubscription } from '../../src/domain/zoneStatus';
import type { DeviceFacts, SubscriptionState, ZoneErrorFacts, ZoneServerStatus } from '../../src/domain/zoneStatus';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { soundZones, zoneListVersions } from '../db/schema';
import type { SoundZoneRow } from '../loaders';
import type { RequestContext } from '../context';

export interface IndexedZone {
  /** Where the zone is in ZoneIndex.zones (and in its states). */
  position: number;
  /** The zone's row: a page is answered without reading it again. */
  row: SoundZoneRow;
  /** Zone and location names in lower case: text search and order. */
  name: string;
  locationName: string;
  /** The location's state in upper case and its country code: the region filter. */
  locationState: string | null;
  locationCountry: string;
  /** Microseconds since the epoch, as the database keeps it. */
  createdAt: number;
  device: DeviceFacts | null;
  /** Unresolved, unhidden errors. */
  errors: ZoneErrorFacts[];
}

export type ZoneOrderField = 'NAME' | 'LOCATION_NAME' | 'CREATED_AT';
export interface ZoneOrder {
  field: ZoneOrderField;
  order: 'ASC' | 'DESC';
}

/** Names in natural order ('Zone 2' before 'Zone 10'), the same on every server whatever its locale. */
const collator = new Intl.Collator('en', { numeric: true });

export type SortValue = string | number;
const sortValue = (zone: IndexedZone, field: ZoneOrderField): SortValue => (field === 'NAME' ? zone.name : field === 'LOCATION_NAME' ? zone.locationName : zone.createdAt);

/** Compares a zone's sort values (and id, which breaks ties) with another's, in the given order. */
export function compareKeys(order: readonly ZoneOrder[], a: readonly SortValue[], b: readonly SortValue[]): number {
  for (const [i, o] of order.entries()) {
    const x = a[i]!;
    const y = b[i]!;
    const difference = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    if (difference !== 0) return o.order === 'DESC' ? -difference : difference;
  }
  const [x, y] = [a[order.length] as string, b[order.length] as string];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The values a zone is ordered by, then its id. */
export const sortKey = (order: readonly ZoneOrder[], zone: IndexedZone): SortValue[] => [...order.map((o) => sortValue(zone, o.field)), zone.row.id];

export const orderKey = (order: readonly ZoneOrder[]) => order.map((o) => `${o.field}:${o.order}`).join(',');

/** Every zone's status and subscription state at some time, by position. */
export interface ZoneStates {
  status: readonly ZoneServerStatus[];
  subscription: readonly SubscriptionState[];
}

export class ZoneIndex {
  private readonly orders = new Map<string, IndexedZone[]>();
  private states: (ZoneStates & { from: number; until: number }) | null = null;

  constructor(
    readonly version: number,
    readonly zones: readonly IndexedZone[],
  ) {}

  /**
   * The zones' states at a time. A state changes only when the time reaches a zone's paid_until or
   * reactivate_at, so states computed at t hold until the first of those after t.
   */
  statesAt(now: Date): ZoneStates {
    const time = now.getTime();
    if (this.states && time >= this.states.from && time < this.states.until) return this.states;
    let until = Number.POSITIVE_INFINITY;
    for (const { row } of this.zones) {
      for (const instant of [nonZeroDate(row.paidUntil), nonZeroDate(row.reactivateAt)]) {
        if (instant && instant.getTime() > time) until = Math.min(until, instant.getTime());
      }
    }
    this.states = {
      from: time,
      until,
      status: this.zones.map((zone) => zoneServerStatus(zone.row, zone.device, zone.errors, now)),
      subscription: this.zones.map((zone) => zoneSubscription(zone.row, now).state),
    };
    return this.states;
  }

  /** The zones in the given order, sorted once per order and version. */
  sorted(order: readonly ZoneOrder[]): IndexedZone[] {
    const key = orderKey(order);
    let sorted = this.orders.get(key);
    if (!sorted) {
      const keyed = this.zones.map((zone) => ({ zone, key: sortKey(order, zone) }));
      keyed.sort((a, b) => compareKeys(order, a.key, b.key));
      sorted = keyed.map((k) => k.zone);
      this.orders.set(key, sorted);
    }
    return sorted;
  }
}

const ZONE_COLUMNS = Object.entries(getTableColumns(soundZones));

/** A zone row from a raw statement's columns, typed as drizzle reads it. */
function zoneRow(raw: Record<string, unknown>): SoundZoneRow {
  return Object.fromEntries(
    ZONE_COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as SoundZoneRow;
}

interface IndexRow extends Record<string, unknown> {
  location_name: string;
  location_state: string | null;
  location_country: string;
  created_at_us: string | number;
  device_online: boolean | null;
  device_metrics: DeviceFacts['metrics'];
  error_causes: string[] | null;
}

/** Every live zone of the account with its facts, in one statement. */
async function readIndex(db: Db, accountId: string, version: number): Promise<ZoneIndex> {
  const rows = await queryRows<IndexRow>(
    db,
    sql`
      SELECT z.*, l.name AS location_name, l.state AS location_state, l.iso_country AS location_country,
        (extract(epoch FROM z.created_at) * 1000000)::bigint AS created_at_us,
        d.online AS device_online, d.metrics AS device_metrics, e.causes AS error_causes
      FROM sound_zones z
      JOIN locations l ON l.id = z.location_id
      LEFT JOIN devices d ON d.id = z.device_id
      LEFT JOIN (
        SELECT x.sound_zone_id, json_agg(x.cause) AS causes
        FROM sound_zone_errors x
        JOIN sound_zones xz ON xz.id = x.sound_zone_id
        WHERE xz.account_id = ${accountId} AND NOT x.resolved AND NOT x.hide
        GROUP BY x.sound_zone_id
      ) e ON e.sound_zone_id = z.id
      WHERE z.account_id = ${accountId} AND NOT z.deactivated AND NOT l.deactivated`,
  );
  return new ZoneIndex(
    version,
    rows.map((raw, position) => {
      const row = zoneRow(raw);
      return {
        position,
        row,
        name: row.name.toLowerCase(),
        locationName: raw.location_name.toLowerCase(),
        locationState: raw.location_state?.toUpperCase() ?? null,
        locationCountry: raw.location_country,
        createdAt: Number(raw.created_at_us),
        device: raw.device_online === null ? null : { online: raw.device_online, metrics: raw.device_metrics },
        errors: (raw.error_causes ?? []).map((cause) => ({ cause, hide: false, resolved: false })),
      };
    }),
  );
}

/**
 * The indexes of recently listed accounts, up to a number of zones in all (the least recently used
 * go first). One per app: the processes sharing a database each hold their own.
 */
export class ZoneIndexCache {
  private readonly held = new Map<string, ZoneIndex>();
  private readonly reading = new Map<string, Promise<ZoneIndex>>();

  constructor(private readonly maxZones = 50_000) {}

  /** The account's index at this version, read from the database unless held. */
  async at(db: Db, accountId: string, version: number): Promise<ZoneIndex> {
    const held = this.held.get(accountId);
    if (held?.version === version) {
      this.held.delete(accountId);
      this.held.set(accountId, held);
      return held;
    }
    // Concurrent requests for the same version share one read.
    const key = `${accountId}@${version}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = readIndex(db, accountId, version).finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
      void reading.then((index) => this.keep(accountId, index), () => undefined);
    }
    return reading;
  }

  private keep(accountId: string, index: ZoneIndex) {
    const held = this.held.get(accountId);
    // A slower read of an older version must not replace a newer one.
    if (held && held.version > index.version) return;
    this.held.delete(accountId);
    this.held.set(accountId, index);
    let zones = 0;
    for (const each of this.held.values()) zones += each.zones.length;
    for (const [id, each] of this.held) {
      if (zones <= this.maxZones || id === accountId) break;
      this.held.delete(id);
      zones -= each.zones.length;
    }
  }
}

/**
 * The zone index of an account for this request: versions of all accounts asked for in one statement.
 * Read through the loaders' database, never inside a transaction: an index read from uncommitted rows
 * would be kept under a version that might roll back.
 */
export function zoneIndexOf(context: Pick<RequestContext, 'loaders' | 'zoneIndexes'>, accountId: string): Promise<ZoneIndex> {
  const loader = context.loaders.memo(
    'zoneIndex',
    (db) =>
      new DataLoader<string, ZoneIndex>(async (accountIds) => {
        const rows = await db.select().from(zoneListVersions).where(inArray(zoneListVersions.accountId, [...accountIds]));
        const versions = new Map(rows.map((row) => [row.accountId, row.version]));
        return Promise.all(accountIds.map((id) => context.zoneIndexes.at(db, id, versions.get(id) ?? 0)));
      }),
  );
  return loader.load(accountId);
}
