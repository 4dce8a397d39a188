// Schedules (core.md 3 'Schedule', 4 'Schedules', 5 'Schedule: name required', 6 'Schedules are
// always editable by their owner'): an account's weekly slots of playlists and stations. Slots are
// validated together (each inside the week, none overlapping, every collection one the account may
// play) and replace the old ones at once. Every change is told to the schedule's rooms (schedule,
// slot_set) and to the zones playing it, whose players pick the new slots up on their next read.
import DataLoader from 'dataloader';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { decodeId, encodeId, kindOfId } from '../../src/domain/ids';
import { weekProblems } from '../../src/domain/scheduleWeek';
import { messages } from '../../src/domain/validation';
import { membershipOf, requireAccount } from '../access/accountAccess';
import { membershipsOfUser } from '../accounts/loaders';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId, reserveIds } from '../db/ids';
import { containsPattern } from '../db/like';
import { playlists, schedules, soundZones } from '../db/schema';
import type { StoredSlot } from '../db/schema';
import { badRequest, forbidden, notFound, requiredText } from '../errors';
import type { Loaders } from '../loaders';
import { scheduleLoader } from './loader';
import type { ScheduleRow } from './loader';
import { addToLibrary } from '../library/service';
import { requireViewer } from '../music/catalogue';
import { playbackEvent } from '../engine/players';
import { publish } from '../premises/events';
import type { DomainEvent } from '../realtime/pubsub';
import type { SchedulePermission } from '../graphql/control/__generated__/types';

/** A slot as a client sends it: collections as ids, an existing slot's id when it keeps it. */
export interface SlotInput {
  id?: string | null;
  dtstart: string;
  durationMs: number;
  rrule: string;
  collections: readonly string[];
}

export interface ScheduleFields {
  name?: string | null;
  description?: string | null;
  shortDescription?: string | null;
  color?: string | null;
  slots?: readonly SlotInput[] | null;
}

const loadSchedule = async (context: RequestContext, id: string) => (kindOfId(id) === 'Schedule' ? await scheduleLoader(context.loaders).load(id) : null);

/** Whether the viewer is a member of the schedule's account (the catalogue's schedules have none). */
export const ownsSchedule = async (context: RequestContext, schedule: ScheduleRow) => schedule.ownerAccountId !== null && (await membershipOf(context, schedule.ownerAccountId)) !== null;

/** A schedule the viewer may change or watch: the catalogue's, or one of an account the viewer is a member of. */
export async function requireSchedule(context: RequestContext, id: string): Promise<ScheduleRow> {
  const schedule = await loadSchedule(context, id);
  if (!schedule || (schedule.ownerAccountId && !(await ownsSchedule(context, schedule)))) throw notFound('Schedule');
  return schedule;
}

/**
 * A schedule a signed-in viewer reads or copies by its id: any account's, since its share link
 * {origin}/cadence/{id} opens /discover/schedule/{id} for whoever holds it (core.md 2, 4), as the radio
 * service's GET /schedules/{id} is public. A stranger may only duplicate it (schedulePermissions) and
 * sees nothing else of its account (the schedule's resolvers).
 */
export async function readableSchedule(context: RequestContext, id: string): Promise<ScheduleRow> {
  requireViewer(context);
  const schedule = await loadSchedule(context, id);
  if (!schedule) throw notFound('Schedule');
  return schedule;
}

/** The owner's members may always edit and delete it (core.md 6); any user may copy one they see. */
export async function schedulePermissions(context: RequestContext, schedule: ScheduleRow): Promise<SchedulePermission[]> {
  if (context.viewer.kind !== 'user') return [];
  return (await ownsSchedule(context, schedule)) ? ['EDIT', 'DELETE', 'DUPLICATE'] : ['DUPLICATE'];
}

const scheduleEvents = (schedule: ScheduleRow, type: DomainEvent['type'], slotsChanged: boolean): DomainEvent[] => [
  { type, entity: 'schedule', id: schedule.id, accountId: schedule.ownerAccountId, parentIds: [] },
  ...(slotsChanged ? [{ type: 'update' as const, entity: 'slot_set' as const, id: schedule.id, accountId: schedule.ownerAccountId, parentIds: [schedule.id] }] : []),
];

const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** Collections an account may put in a slot: the catalogue's playlists and stations, and its own. */
async function requireCollections(db: Db, owner: string, slots: readonly SlotInput[]): Promise<void> {
  const ids = [...new Set(slots.flatMap((slot) => slot.collections))];
  const found = ids.length ? await db.select({ id: playlists.id, owner: playlists.ownerAccountId }).from(playlists).where(inArray(playlists.id, ids)) : [];
  const playable = new Set(found.filter((row) => row.owner === null || row.owner === owner).map((row) => row.id));
  slots.forEach((slot, index) => {
    if (slot.collections.length === 0) throw badRequest({ [`slots.${index}.collections`]: messages.required }, 'A slot plays at least one playlist');
    const unknown = slot.collections.find((id) => !playable.has(id));
    if (unknown) throw badRequest({ [`slots.${index}.collections`]: messages.invalid }, `Unknown playlist ${unknown}`);
  });
}

const PROBLEM_MESSAGES = { malformed: 'The slot is not a weekly slot', outsideWeek: 'The slot runs past the end of the week', overlap: 'The slot overlaps another' } as const;

/** The slots as stored, with ids: kept where the schedule already had the slot, new otherwise. */
async function storedSlots(db: Db, schedule: { id: string; slots: readonly StoredSlot[] }, owner: string, slots: readonly SlotInput[]): Promise<StoredSlot[]> {
  const [problem] = weekProblems(slots);
  if (problem) throw badRequest({ [`slots.${problem.index}`]: PROBLEM_MESSAGES[problem.kind] }, PROBLEM_MESSAGES[problem.kind]);
  await requireCollections(db, owner, slots);
  const known = new Set(schedule.slots.map((slot) => slot.id));
  const fresh = slots.filter((slot) => !slot.id || !known.has(slot.id)).length;
  let next = fresh ? await reserveIds(db, 'ScheduleSlot', fresh) : 0;
  const parent = decodeId(schedule.id) ?? [];
  return slots.map((slot) => ({
    id: slot.id && known.has(slot.id) ? slot.id : encodeId([{ kind: 'ScheduleSlot', intId: next++ }, ...parent]),
    dtstart: slot.dtstart,
    durationMs: slot.durationMs,
    rrule: slot.rrule,
    collections: [...slot.collections],
  }));
}

/** Schedules are edited by signed-in users: nobody signed in is UNAUTHENTICATED, a paired player FORBIDDEN. */
function requireUser(context: RequestContext) {
  requireViewer(context);
  if (context.viewer.kind !== 'user') throw forbidden('Only users edit schedules');
}

export interface CreateScheduleArgs extends ScheduleFields {
  owner: string;
  /** The schedule this copies: its slots, description and colour unless given. */
  copyOf?: string | null;
  addToLibrary?: boolean | null;
  omitFromLibrary?: boolean | null;
}

export async function createSchedule(context: RequestContext, args: CreateScheduleArgs): Promise<ScheduleRow> {
  requireUser(context);
  const { account } = await requireAccount(context, args.owner);
  const name = requiredText(args.name, 'name');
  const original = args.copyOf ? await readableSchedule(context, args.copyOf) : null;
  // A copy sent without slots of its own takes the original's.
  const slots = args.slots?.length ? args.slots : (original?.slots.map(({ id: _id, ...slot }) => slot) ?? []);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const id = await newId(tx, 'Schedule', decodeId(account.id) ?? []);
    const [created] = await tx
      .insert(schedules)
      .values({
        id,
        ownerAccountId: account.id,
        name,
        description: args.description === undefined ? (original?.description ?? null) : optionalText(args.description),
        shortDescription: args.shortDescription === undefined ? (original?.shortDescription ?? null) : optionalText(args.shortDescription),
        color: args.color === undefined ? (original?.color ?? null) : optionalText(args.color),
        omitFromLibrary: args.omitFromLibrary ?? false,
        slots: await storedSlots(tx, { id, slots: [] }, account.id, slots),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  scheduleLoader(context.loaders).prime(row.id, row);
  await publish(context, scheduleEvents(row, 'create', true));
  if ((args.addToLibrary ?? true) && !row.omitFromLibrary) await addToLibrary(context, account.id, [{ id: row.id, itemKind: 'SCHEDULE' }]);
  return row;
}

/** The zones playing a schedule, whose players change with it. */
const zonesPlaying = (db: Db, scheduleId: string) =>
  db.select().from(soundZones).where(and(eq(soundZones.playFromType, 'schedule'), eq(soundZones.playFromId, scheduleId)));

export async function updateSchedule(context: RequestContext, id: string, fields: ScheduleFields): Promise<ScheduleRow> {
  requireUser(context);
  const schedule = await requireSchedule(context, id);
  if (!(await schedulePermissions(context, schedule)).includes('EDIT')) throw forbidden('This account may not edit this schedule');
  const changes: Partial<ScheduleRow> = { updatedAt: context.now() };
  if (fields.name !== undefined) changes.name = requiredText(fields.name, 'name');
  if (fields.description !== undefined) changes.description = optionalText(fields.description);
  if (fields.shortDescription !== undefined) changes.shortDescription = optionalText(fields.shortDescription);
  if (fields.color !== undefined) changes.color = optionalText(fields.color);
  const row = await context.db.transaction(async (tx) => {
    if (fields.slots) changes.slots = await storedSlots(tx, schedule, schedule.ownerAccountId!, fields.slots);
    const [updated] = await tx.update(schedules).set(changes).where(eq(schedules.id, id)).returning();
    return updated!;
  });
  scheduleLoader(context.loaders).clear(id).prime(id, row);
  const zones = fields.slots ? await zonesPlaying(context.db, id) : [];
  await publish(context, [...scheduleEvents(row, 'update', Boolean(fields.slots)), ...zones.map(playbackEvent)]);
  return row;
}

/** How many zones play each schedule, read for a page of schedules at once. */
export const soundZoneCounts = (loaders: Loaders) =>
  loaders.memo('scheduleZoneCounts', (db: Db) =>
    new DataLoader<string, number>(async (ids) => {
      const rows = await db
        .select({ id: soundZones.playFromId, zones: count() })
        .from(soundZones)
        .where(and(eq(soundZones.playFromType, 'schedule'), inArray(soundZones.playFromId, [...ids])))
        .groupBy(soundZones.playFromId);
      const byId = new Map(rows.map((row) => [row.id, row.zones]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  );

/** The schedules of the viewer's accounts whose name holds the query, by name: a page and the total. */
export async function searchSchedules(context: RequestContext, query: string, limit: number, offset: number): Promise<{ rows: ScheduleRow[]; total: number }> {
  if (context.viewer.kind !== 'user') return { rows: [], total: 0 };
  const accountIds = (await membershipsOfUser(context.db, context.viewer.userId)).map((membership) => membership.account.id);
  if (accountIds.length === 0) return { rows: [], total: 0 };
  const matching = and(inArray(schedules.ownerAccountId, accountIds), eq(schedules.omitFromLibrary, false), ilike(schedules.name, containsPattern(query.trim())));
  const [rows, [counted]] = await Promise.all([
    context.db.select().from(schedules).where(matching).orderBy(asc(schedules.name), asc(schedules.id)).limit(limit).offset(offset),
    context.db.select({ total: count() }).from(schedules).where(matching),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
