// The zone list of an account (REST search, the graph's Account.soundZones and Location.soundZones):
// filters, totals per state and keyset pages in two statements whatever the page size. The zone state,
// status codes and subscription state are computed in SQL by the same rules as src/domain/zoneStatus.ts
// (search.test.ts checks that both agree), so filtering and counting 5,000 zones needs no per-row work.
import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SOON_UNSUPPORTED_CAUSE, ZONE_STATES } from '../../src/domain/zoneStatus';
import type { SubscriptionState, ZoneState, ZoneStatusCode } from '../../src/domain/zoneStatus';
import { messages } from '../../src/domain/validation';
import { queryRows } from '../db/client';
import type { RequestContext } from '../context';
import type { SoundZoneRow } from '../loaders';
import { soundZones } from '../db/schema';
import { badRequest } from '../errors';
import type { ZoneScope } from './access';

/** Every condition must hold; several values of one kind must all hold. */
export interface ZoneFilters {
  /** Text in the zone's or its location's name (case-insensitive). */
  searches?: string[];
  /** Each list: the zone is in one of these locations. */
  locations?: string[][];
  /** The location's state or country code. */
  regions?: string[];
  states?: ZoneState[];
  statusCodes?: ZoneStatusCode[];
  subscriptions?: SubscriptionState[];
}

export type ZoneOrderField = 'NAME' | 'LOCATION_NAME' | 'CREATED_AT';
export interface ZoneOrder {
  field: ZoneOrderField;
  order: 'ASC' | 'DESC';
}

/** By location name, then zone name (GraphQL orderBy default; the REST zone list). */
export const DEFAULT_ZONE_ORDER: readonly ZoneOrder[] = [
  { field: 'LOCATION_NAME', order: 'ASC' },
  { field: 'NAME', order: 'ASC' },
];

const SORT_COLUMNS: Record<ZoneOrderField, { column: SQL; cast: SQL }> = {
  NAME: { column: sql.raw('sort_name'), cast: sql.raw('text') },
  LOCATION_NAME: { column: sql.raw('sort_location_name'), cast: sql.raw('text') },
  CREATED_AT: { column: sql.raw('sort_created_at'), cast: sql.raw('bigint') },
};

const CODE_COLUMNS: Record<ZoneStatusCode, SQL> = {
  PLAYER_DISCONNECTED: sql.raw('disconnected'),
  PLAYER_DEPRECATED: sql.raw('deprecated'),
  PLAYER_MUTED: sql.raw('muted'),
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const list = (values: readonly string[]) => sql.join(
  values.map((value) => sql`${value}`),
  sql`, `,
);

/** The conditions on a zone (z) and its location (l) that need no computed facts. */
function scopeConditions(scope: ZoneScope, filters: ZoneFilters): SQL {
  const where: SQL[] = [sql`z.account_id = ${scope.accountId}`, sql`NOT z.deactivated`, sql`NOT l.deactivated`];
  if (scope.locationIds.length) where.push(sql`z.location_id IN (${list(scope.locationIds)})`);
  if (scope.zoneId) where.push(sql`z.id = ${scope.zoneId}`);
  for (const search of filters.searches ?? []) {
    const pattern = `%${escapeLike(search.trim())}%`;
    if (search.trim()) where.push(sql`(z.name ILIKE ${pattern} OR l.name ILIKE ${pattern})`);
  }
  for (const ids of filters.locations ?? []) where.push(ids.length ? sql`z.location_id IN (${list(ids)})` : sql`false`);
  for (const region of filters.regions ?? []) {
    if (region.trim()) where.push(sql`(upper(l.state) = ${region.trim().toUpperCase()} OR l.iso_country = ${region.trim().toUpperCase()})`);
  }
  return sql.join(where, sql` AND `);
}

const SORT_VALUES = sql`lower(z.name) AS sort_name, lower(l.name) AS sort_location_name, (extract(epoch FROM z.created_at) * 1000000)::bigint AS sort_created_at`;

/**
 * The zones of the scope with their sort values only: a page without state, code or subscription
 * filters is chosen from these, and only its rows are read in full (no facts for 5,000 zones).
 */
function zonesOfScope(scope: ZoneScope, filters: ZoneFilters): SQL {
  return sql`
    WITH zones AS (
      SELECT z.id, ${SORT_VALUES}
      FROM sound_zones z
      JOIN locations l ON l.id = z.location_id
      WHERE ${scopeConditions(scope, filters)}
    )`;
}

/** The zones of the scope with their computed facts (the rules of zoneServerStatus and zoneSubscription, in SQL). */
function zonesWithFacts(scope: ZoneScope, filters: ZoneFilters, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    WITH facts AS (
      SELECT z.*,
        ${SORT_VALUES},
        CASE
          WHEN z.paid_until IS NULL OR z.paid_until <= to_timestamp(0) THEN 'INACTIVE'
          WHEN z.reactivate_at > to_timestamp(0) AND z.reactivate_at > ${at} THEN 'PAUSED'
          WHEN z.paid_until <= ${at} THEN 'EXPIRED'
          WHEN z.subscription_deactivated THEN 'CANCELLED'
          ELSE 'ACTIVE'
        END AS subscription_state,
        z.set_up_at IS NOT NULL AND z.set_up_at > to_timestamp(0) AS set_up,
        d.id IS NOT NULL AS paired,
        coalesce(d.id IS NOT NULL AND NOT d.online, false) AS disconnected,
        coalesce(d.id IS NOT NULL AND (d.metrics -> 'muted' = 'true'::jsonb OR d.metrics -> 'volume' = '0'::jsonb), false) AS muted,
        coalesce(e.counted, false) AS has_errors,
        coalesce(e.deprecated, false) AS deprecated
      FROM sound_zones z
      JOIN locations l ON l.id = z.location_id
      LEFT JOIN devices d ON d.id = z.device_id
      LEFT JOIN (
        SELECT x.sound_zone_id, true AS counted, bool_or(x.cause = ${SOON_UNSUPPORTED_CAUSE}) AS deprecated
        FROM sound_zone_errors x
        JOIN sound_zones xz ON xz.id = x.sound_zone_id
        WHERE xz.account_id = ${scope.accountId} AND NOT x.resolved AND NOT x.hide
        GROUP BY x.sound_zone_id
      ) e ON e.sound_zone_id = z.id
      WHERE ${scopeConditions(scope, filters)}
    ), zones AS (
      SELECT facts.*,
        CASE
          WHEN NOT set_up THEN 'NOT_SETUP'
          WHEN NOT (subscription_state IN ('ACTIVE', 'CANCELLED') OR (subscription_state = 'EXPIRED' AND grace_period)) THEN 'INCOMPLETE'
          WHEN NOT paired THEN 'INCOMPLETE'
          WHEN disconnected THEN 'ERROR'
          WHEN has_errors THEN 'ERROR'
          ELSE 'OK'
        END AS state
      FROM facts
    )`;
}

/** Conditions on the computed facts; the state conditions only when asked (totals per state ignore them). */
function factConditions(filters: ZoneFilters, withStates: boolean): SQL {
  const conditions: SQL[] = [sql`true`];
  for (const code of filters.statusCodes ?? []) conditions.push(CODE_COLUMNS[code]);
  for (const state of filters.subscriptions ?? []) conditions.push(sql`subscription_state = ${state}`);
  if (withStates) for (const state of filters.states ?? []) conditions.push(sql`state = ${state}`);
  return sql.join(conditions, sql` AND `);
}

/** Whether choosing the zones needs their computed facts (a state, status code or subscription filter). */
function needsFacts(filters: ZoneFilters): boolean {
  return Boolean(filters.states?.length || filters.statusCodes?.length || filters.subscriptions?.length);
}

export interface ZoneTotals {
  /** Zones matching every filter. */
  total: number;
  /** Zones matching every filter but the state ones, per state. */
  byState: Record<ZoneState, number>;
}

/** The totals of a zone search in one statement. */
export async function zoneTotals(context: Pick<RequestContext, 'db' | 'now'>, scope: ZoneScope, filters: ZoneFilters): Promise<ZoneTotals> {
  const rows = await queryRows<{ state: ZoneState; total: number | string }>(
    context.db,
    sql`${zonesWithFacts(scope, filters, context.now())} SELECT state, count(*) AS total FROM zones WHERE ${factConditions(filters, false)} GROUP BY state`,
  );
  const byState = Object.fromEntries(ZONE_STATES.map((state) => [state, 0])) as Record<ZoneState, number>;
  for (const row of rows) byState[row.state] = Number(row.total);
  const states = new Set(filters.states ?? []);
  const total = states.size === 0 ? ZONE_STATES.reduce((sum, state) => sum + byState[state], 0) : states.size === 1 ? byState[[...states][0]!] : 0;
  return { total, byState };
}

interface CursorPayload {
  /** The order the cursor was made for. */
  o: string;
  /** The sort values of the row, then its id. */
  v: string[];
}

const orderKey = (order: readonly ZoneOrder[]) => order.map((o) => `${o.field}:${o.order}`).join(',');

function encodeCursor(order: readonly ZoneOrder[], values: string[]): string {
  return Buffer.from(JSON.stringify({ o: orderKey(order), v: values } satisfies CursorPayload)).toString('base64url');
}

/** The sort values of a cursor; 400 for a cursor that is unreadable or was made for another order. */
function decodeCursor(cursor: string, order: readonly ZoneOrder[], field: string): string[] {
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorPayload;
    const valid = payload.o === orderKey(order) && Array.isArray(payload.v) && payload.v.length === order.length + 1 && payload.v.every((v) => typeof v === 'string');
    if (valid && order.every((o, i) => o.field !== 'CREATED_AT' || /^-?\d+$/.test(payload.v[i]!))) return payload.v;
  } catch {
    // answered below
  }
  throw badRequest({ [field]: messages.invalid }, 'The cursor is not valid for this list');
}

/** Rows after the cursor's row in the given order (ties broken by id). */
function afterCursor(order: readonly ZoneOrder[], values: string[]): SQL {
  const keys = [...order.map((o) => ({ ...SORT_COLUMNS[o.field], descending: o.order === 'DESC' })), { column: sql.raw('id'), cast: sql.raw('text'), descending: false }];
  const alternatives = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${k.column} = ${values[j]}::${k.cast}`);
    const beyond = key.descending ? sql`${key.column} < ${values[i]}::${key.cast}` : sql`${key.column} > ${values[i]}::${key.cast}`;
    return sql`(${sql.join([...equal, beyond], sql` AND `)})`;
  });
  return sql`(${sql.join(alternatives, sql` OR `)})`;
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

export interface ZonePage {
  zones: SoundZoneRow[];
  /** The cursor of each zone, in order. */
  cursors: string[];
  hasNextPage: boolean;
}

/** One page of a zone search, with its zones' rows, in one statement. */
export async function zonePage(
  context: Pick<RequestContext, 'db' | 'now' | 'loaders'>,
  scope: ZoneScope,
  filters: ZoneFilters,
  page: { first: number; after?: string | null; order?: readonly ZoneOrder[]; cursorField?: string },
): Promise<ZonePage> {
  const order = page.order?.length ? page.order : DEFAULT_ZONE_ORDER;
  if (page.first <= 0) return { zones: [], cursors: [], hasNextPage: false };
  const conditions = [factConditions(filters, true)];
  if (page.after) conditions.push(afterCursor(order, decodeCursor(page.after, order, page.cursorField ?? 'after')));
  const sorting = (from: string) => [...order.map((o) => sql`${sql.raw(from)}.${SORT_COLUMNS[o.field].column} ${sql.raw(o.order === 'DESC' ? 'DESC' : 'ASC')}`), sql`${sql.raw(from)}.id ASC`];
  const rows = await queryRows<Record<string, unknown> & { id: string; sort_name: string; sort_location_name: string; sort_created: string }>(
    context.db,
    sql`${needsFacts(filters) ? zonesWithFacts(scope, filters, context.now()) : zonesOfScope(scope, filters)}
      SELECT z.*, page.sort_name, page.sort_location_name, page.sort_created_at::text AS sort_created
      FROM (
        SELECT id, sort_name, sort_location_name, sort_created_at FROM zones
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${sql.join(sorting('zones'), sql`, `)}
        LIMIT ${page.first + 1}
      ) page
      JOIN sound_zones z ON z.id = page.id
      ORDER BY ${sql.join(sorting('page'), sql`, `)}`,
  );
  const shown = rows.slice(0, page.first);
  const sortValue = (row: (typeof rows)[number], field: ZoneOrderField) => ({ NAME: row.sort_name, LOCATION_NAME: row.sort_location_name, CREATED_AT: row.sort_created })[field];
  const zones = shown.map(zoneRow);
  for (const zone of zones) context.loaders.soundZone.prime(zone.id, zone);
  return { zones, cursors: shown.map((row) => encodeCursor(order, [...order.map((o) => sortValue(row, o.field)), row.id])), hasNextPage: rows.length > page.first };
}
