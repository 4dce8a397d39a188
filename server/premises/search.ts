// The zone list of an account (REST search, the graph's Account.soundZones and Location.soundZones):
// filters, totals per state and keyset pages over the account's zone index (zoneIndex.ts), with each
// zone's state, status codes and subscription computed by src/domain/zoneStatus.ts. Listing 5,000
// zones costs a version read, not a pass over 5,000 rows in the database.
import { ZONE_STATES } from '../../src/domain/zoneStatus';
import type { SubscriptionState, ZoneState, ZoneStatusCode } from '../../src/domain/zoneStatus';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import type { SoundZoneRow } from '../loaders';
import { badRequest } from '../errors';
import type { ZoneScope } from '../access/premisesAccess';
import { knownStatus } from './loaders';
import { compareKeys, orderKey, sortKey, zoneIndexOf } from './zoneIndex';
import type { IndexedZone, SortValue, ZoneOrder, ZoneStates } from './zoneIndex';

export type { ZoneOrder } from './zoneIndex';

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

/** By location name, then zone name (GraphQL orderBy default; the REST zone list). */
export const DEFAULT_ZONE_ORDER: readonly ZoneOrder[] = [
  { field: 'LOCATION_NAME', order: 'ASC' },
  { field: 'NAME', order: 'ASC' },
];

/** Whether a zone is in the viewer's scope and matches the filters that need no computed state. */
function scopeTest(scope: ZoneScope, filters: ZoneFilters): (zone: IndexedZone) => boolean {
  const locations = scope.locationIds.length ? new Set(scope.locationIds) : null;
  const searches = (filters.searches ?? []).map((search) => search.trim().toLowerCase()).filter(Boolean);
  const locationLists = (filters.locations ?? []).map((ids) => new Set(ids));
  const regions = (filters.regions ?? []).map((region) => region.trim().toUpperCase()).filter(Boolean);
  return (zone) =>
    (!locations || locations.has(zone.row.locationId)) &&
    (!scope.zoneId || zone.row.id === scope.zoneId) &&
    searches.every((search) => zone.name.includes(search) || zone.locationName.includes(search)) &&
    locationLists.every((ids) => ids.has(zone.row.locationId)) &&
    regions.every((region) => zone.locationState === region || zone.locationCountry === region);
}

/** Conditions on the computed state; the state conditions only when asked (totals per state ignore them). */
function stateTest(filters: ZoneFilters, states: ZoneStates, withStates: boolean): (zone: IndexedZone) => boolean {
  const codes = filters.statusCodes ?? [];
  const subscriptions = filters.subscriptions ?? [];
  const wanted = withStates ? (filters.states ?? []) : [];
  return ({ position }) =>
    codes.every((code) => states.status[position]!.codes.includes(code)) &&
    subscriptions.every((state) => states.subscription[position] === state) &&
    wanted.every((state) => states.status[position]!.state === state);
}

export interface ZoneTotals {
  /** Zones matching every filter. */
  total: number;
  /** Zones matching every filter but the state ones, per state. */
  byState: Record<ZoneState, number>;
}

type SearchContext = Pick<RequestContext, 'loaders' | 'zoneIndexes' | 'now'>;

export async function zoneTotals(context: SearchContext, scope: ZoneScope, filters: ZoneFilters): Promise<ZoneTotals> {
  const index = await zoneIndexOf(context, scope.accountId);
  const states = index.statesAt(context.now());
  const inScope = scopeTest(scope, filters);
  const matches = stateTest(filters, states, false);
  const byState = Object.fromEntries(ZONE_STATES.map((state) => [state, 0])) as Record<ZoneState, number>;
  for (const zone of index.zones) {
    if (inScope(zone) && matches(zone)) byState[states.status[zone.position]!.state]++;
  }
  const asked = new Set(filters.states ?? []);
  const total = asked.size === 0 ? ZONE_STATES.reduce((sum, state) => sum + byState[state], 0) : asked.size === 1 ? byState[[...asked][0]!] : 0;
  return { total, byState };
}

interface CursorPayload {
  /** The order the cursor was made for. */
  o: string;
  /** The sort values of the row, then its id. */
  v: SortValue[];
}

function encodeCursor(order: readonly ZoneOrder[], key: SortValue[]): string {
  return Buffer.from(JSON.stringify({ o: orderKey(order), v: key } satisfies CursorPayload)).toString('base64url');
}

/** The sort values of a cursor; 400 for a cursor that is unreadable or was made for another order. */
function decodeCursor(cursor: string, order: readonly ZoneOrder[], field: string): SortValue[] {
  try {
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorPayload;
    const types = [...order.map((o) => (o.field === 'CREATED_AT' ? 'number' : 'string')), 'string'];
    const valid = payload.o === orderKey(order) && Array.isArray(payload.v) && payload.v.length === types.length && payload.v.every((v, i) => typeof v === types[i]);
    if (valid) return payload.v;
  } catch {
    // answered below
  }
  throw badRequest({ [field]: messages.invalid }, 'The cursor is not valid for this list');
}

/** The position of the first zone after the key in a sorted list. */
function firstAfter(sorted: readonly IndexedZone[], order: readonly ZoneOrder[], key: readonly SortValue[]): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(order, sortKey(order, sorted[middle]!), key) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface ZonePage {
  zones: SoundZoneRow[];
  /** The cursor of each zone, in order. */
  cursors: string[];
  hasNextPage: boolean;
}

/** One page of a zone search, with its zones' rows; their statuses are kept for the request's resolvers. */
export async function zonePage(
  context: SearchContext,
  scope: ZoneScope,
  filters: ZoneFilters,
  page: { first: number; after?: string | null; order?: readonly ZoneOrder[]; cursorField?: string },
): Promise<ZonePage> {
  const order = page.order?.length ? page.order : DEFAULT_ZONE_ORDER;
  const after = page.after ? decodeCursor(page.after, order, page.cursorField ?? 'after') : null;
  if (page.first <= 0) return { zones: [], cursors: [], hasNextPage: false };
  const index = await zoneIndexOf(context, scope.accountId);
  const sorted = index.sorted(order);
  const states = index.statesAt(context.now());
  const inScope = scopeTest(scope, filters);
  const matches = stateTest(filters, states, true);
  const chosen: IndexedZone[] = [];
  for (let i = after ? firstAfter(sorted, order, after) : 0; i < sorted.length && chosen.length <= page.first; i++) {
    const zone = sorted[i]!;
    if (inScope(zone) && matches(zone)) chosen.push(zone);
  }
  const shown = chosen.slice(0, page.first);
  for (const zone of shown) {
    context.loaders.soundZone.prime(zone.row.id, zone.row);
    knownStatus(context, zone.row.id, states.status[zone.position]!);
  }
  return { zones: shown.map((zone) => zone.row), cursors: shown.map((zone) => encodeCursor(order, sortKey(order, zone))), hasNextPage: chosen.length > page.first };
}
