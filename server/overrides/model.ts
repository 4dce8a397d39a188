// Holiday and campaign overrides (issue 11): an account's date ranges in which some of its zones (listed
// zones, the zones of listed locations, or all) play another source. Whoever may assign a source to
// every zone an override takes in may create, change and delete it, with the access checks assignment
// uses (../engine/playerControls.ts); a location user reads those within their locations and the
// account-wide ones. A change forgets the account's held overrides and is told once to the account's
// watchers and to the watchers of every zone it covers or covered (../engine/subscriptions.ts).
import { parseDate } from '@internationalized/date';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { decodeId, kindOfId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import type { Membership } from '../../src/domain/permissions';
import { requireAccount } from '../access/accountAccess';
import { requireVisibleLocation, zoneScope } from '../access/premisesAccess';
import type { ZoneScope } from '../access/premisesAccess';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { playbackOverrides, soundZones } from '../db/schema';
import { badRequest, forbidden, notFound, requiredText } from '../errors';
import { controllableZone } from '../engine/playerControls';
import { playableSource } from '../engine/players';
import { earliestLiveEndDate, endedEverywhere } from '../engine/overrideWindows';
import type { OverrideTargetKind } from '../engine/overrideWindows';
import type { SoundZoneRow } from '../loaders';
import { publish } from '../premises/events';
import type { DomainEvent } from '../realtime/pubsub';
import type { OverrideRow } from './cache';

/** The longest an override may last after its first date. */
export const LONGEST_OVERRIDE_DAYS = 366;

export interface OverrideFields {
  name: string;
  startDate: string;
  endDate: string;
  source: string;
  /** The schema's default gives no ids. */
  target: { kind: OverrideTargetKind; ids?: readonly string[] | null };
}

/** Whether a viewer limited to some locations sees an override: an account-wide one, or one inside them. */
async function visibleTo(context: RequestContext, scope: ZoneScope, override: OverrideRow): Promise<boolean> {
  if (scope.locationIds.length === 0 || override.targetKind === 'ACCOUNT') return true;
  if (override.targetKind === 'LOCATIONS') return override.targetIds.every((id) => scope.locationIds.includes(id));
  const zones = await context.loaders.soundZone.loadMany(override.targetIds);
  return zones.every((zone) => zone && !(zone instanceof Error) && scope.locationIds.includes(zone.locationId));
}

/** An override the viewer may see (404 otherwise, for another account's as for none). */
export async function requireOverride(context: RequestContext, id: string): Promise<{ override: OverrideRow; membership: Membership; scope: ZoneScope }> {
  const [override] = kindOfId(id) === 'PlaybackOverride' ? await context.db.select().from(playbackOverrides).where(eq(playbackOverrides.id, id)) : [];
  if (!override) throw notFound('Override');
  const { membership } = await requireAccount(context, override.accountId).catch(() => {
    throw notFound('Override');
  });
  const scope = await zoneScope(context, override.accountId, membership);
  if (!(await visibleTo(context, scope, override))) throw notFound('Override');
  return { override, membership, scope };
}

/** The account's overrides the viewer sees, by first date; those over everywhere only when asked. */
export async function listOverrides(context: RequestContext, accountId: string, includeEnded: boolean): Promise<OverrideRow[]> {
  const { membership } = await requireAccount(context, accountId);
  const scope = await zoneScope(context, accountId, membership);
  const live = includeEnded ? undefined : gte(playbackOverrides.endDate, earliestLiveEndDate(context.now().getTime()));
  const rows = await context.db
    .select()
    .from(playbackOverrides)
    .where(and(eq(playbackOverrides.accountId, accountId), live))
    .orderBy(asc(playbackOverrides.startDate), asc(playbackOverrides.createdAt), asc(playbackOverrides.id));
  const seen = await Promise.all(rows.map((row) => visibleTo(context, scope, row)));
  return rows.filter((_row, index) => seen[index]);
}

/** The zones an override takes in now, those the viewer sees. */
export async function overrideZones(context: RequestContext, override: OverrideRow): Promise<SoundZoneRow[]> {
  const { membership } = await requireAccount(context, override.accountId);
  const scope = await zoneScope(context, override.accountId, membership);
  const target: SQL | undefined =
    override.targetKind === 'ACCOUNT' ? undefined : inArray(override.targetKind === 'LOCATIONS' ? soundZones.locationId : soundZones.id, override.targetIds.length ? override.targetIds : ['']);
  const zones = await context.db
    .select()
    .from(soundZones)
    .where(and(eq(soundZones.accountId, override.accountId), eq(soundZones.deactivated, false), target))
    .orderBy(asc(soundZones.name), asc(soundZones.id));
  return zones.filter((zone) => (scope.zoneId ? zone.id === scope.zoneId : scope.locationIds.length === 0 || scope.locationIds.includes(zone.locationId)));
}

/** The dates as given, when they make a range that has not ended everywhere and lasts at most a year. */
function requireDates(startDate: string, endDate: string, at: number) {
  if (endDate < startDate) throw badRequest({ 'input.endDate': 'Must not be before the start date' }, 'An override cannot end before it starts');
  if (parseDate(startDate).add({ days: LONGEST_OVERRIDE_DAYS }).toString() < endDate) {
    throw badRequest({ 'input.endDate': `Must be at most ${LONGEST_OVERRIDE_DAYS} days after the start date` }, `An override lasts at most ${LONGEST_OVERRIDE_DAYS} days`);
  }
  if (endedEverywhere(endDate, at)) throw badRequest({ 'input.endDate': 'Has already ended' }, 'The override has already ended');
}

/**
 * The ids of the target, each once, when they are the account's and the viewer may assign sources there.
 * Loosely, for a stored target: zones and locations gone since are left out rather than refused.
 */
async function requireTarget(context: RequestContext, accountId: string, membership: Membership, target: OverrideFields['target'], loosely = false): Promise<string[]> {
  const ids = [...new Set(target.ids ?? [])];
  if (target.kind === 'ACCOUNT') {
    if (ids.length) throw badRequest({ 'input.target.ids': 'Must be empty for the whole account' }, 'An override of the whole account lists no ids');
    // Every zone of the account, seen or not: only a member of the whole account reaches them all.
    if (membership.locationIds.length) throw forbidden('Only members of the whole account may override all its zones');
    return ids;
  }
  if (!ids.length) throw badRequest({ 'input.target.ids': messages.required }, target.kind === 'LOCATIONS' ? 'Choose at least one location' : 'Choose at least one sound zone');
  const rows = target.kind === 'LOCATIONS' ? await context.loaders.location.loadMany(ids) : await context.loaders.soundZone.loadMany(ids);
  const known = rows.map((row) => !!row && !(row instanceof Error) && row.accountId === accountId && !row.deactivated);
  const unknown = known.indexOf(false);
  if (unknown >= 0 && !loosely) {
    const what = target.kind === 'LOCATIONS' ? 'location' : 'sound zone';
    throw badRequest({ [`input.target.ids.${(target.ids ?? []).indexOf(ids[unknown]!)}`]: messages.invalid }, `Unknown ${what} ${ids[unknown]}`);
  }
  const present = ids.filter((_id, index) => known[index]);
  // As assigning a source would check: the zone (or location) seen, and its playback the viewer's to change.
  if (target.kind === 'LOCATIONS') await Promise.all(present.map((id) => requireVisibleLocation(context, id)));
  else await Promise.all(present.map((id) => controllableZone(context, id)));
  return ids;
}

/** May the viewer change this override? As creating it would need, for the target it has. */
async function requireChangeable(context: RequestContext, override: OverrideRow, membership: Membership) {
  await requireTarget(context, override.accountId, membership, { kind: override.targetKind as OverrideTargetKind, ids: override.targetIds }, true);
}

function requireUser(context: RequestContext) {
  if (context.viewer.kind !== 'user') throw forbidden('Only users change overrides');
}

/** The row's fields from the input, checked. */
async function checkedFields(context: RequestContext, accountId: string, membership: Membership, fields: OverrideFields) {
  const name = requiredText(fields.name, 'input.name');
  requireDates(fields.startDate, fields.endDate, context.now().getTime());
  const source = await playableSource(context, accountId, fields.source);
  if (!source) throw badRequest({ 'input.source': messages.invalid }, `Unknown source ${fields.source}`);
  const targetIds = await requireTarget(context, accountId, membership, fields.target);
  return {
    name,
    startDate: fields.startDate,
    endDate: fields.endDate,
    sourceType: 'playbackMode' in source ? 'collection' : 'schedule',
    sourceId: source.id,
    targetKind: fields.target.kind,
    targetIds,
  };
}

/**
 * The event of a change: the zones it names (covered before or after the change) as parents, none when
 * either side is account-wide (then every zone of the account is concerned).
 */
function overrideEvent(type: DomainEvent['type'], id: string, accountId: string, ...targets: Pick<OverrideRow, 'targetKind' | 'targetIds'>[]): DomainEvent {
  const wide = targets.some((target) => target.targetKind === 'ACCOUNT');
  return { type, entity: 'playback_override', id, accountId, parentIds: wide ? [] : [...new Set(targets.flatMap((target) => target.targetIds))] };
}

/** Forgets the account's held overrides here (other processes on the event), then tells of the change. */
async function changed(context: RequestContext, event: DomainEvent) {
  context.overrides.forget(event.accountId!);
  await publish(context, [event]);
}

export async function createOverride(context: RequestContext, accountId: string, fields: OverrideFields): Promise<OverrideRow> {
  requireUser(context);
  const { account, membership } = await requireAccount(context, accountId);
  const values = await checkedFields(context, account.id, membership, fields);
  const id = await newId(context.db, 'PlaybackOverride', decodeId(account.id) ?? []);
  const [row] = await context.db
    .insert(playbackOverrides)
    .values({ id, accountId: account.id, ...values, createdAt: context.now(), createdBy: context.viewer.kind === 'user' ? context.viewer.userId : null })
    .returning();
  await changed(context, overrideEvent('create', row!.id, row!.accountId, row!));
  return row!;
}

export async function updateOverride(context: RequestContext, id: string, fields: OverrideFields): Promise<OverrideRow> {
  requireUser(context);
  const { override, membership } = await requireOverride(context, id);
  await requireChangeable(context, override, membership);
  const values = await checkedFields(context, override.accountId, membership, fields);
  const [row] = await context.db.update(playbackOverrides).set(values).where(eq(playbackOverrides.id, id)).returning();
  if (!row) throw notFound('Override');
  await changed(context, overrideEvent('update', row.id, row.accountId, override, row));
  return row;
}

export async function deleteOverride(context: RequestContext, id: string): Promise<string> {
  requireUser(context);
  const { override, membership } = await requireOverride(context, id);
  await requireChangeable(context, override, membership);
  await context.db.delete(playbackOverrides).where(eq(playbackOverrides.id, id));
  await changed(context, overrideEvent('delete', override.id, override.accountId, override));
  return override.id;
}

/** Whether an event is a change of one of the account's overrides. */
export const isOverrideChange = (event: DomainEvent, accountId: string) => event.entity === 'playback_override' && event.accountId === accountId;
