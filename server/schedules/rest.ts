// The radio service's schedules (core.md 7 'Schedules (radio)'): one schedule (public, for the share
// link), an account's new schedule, saving a schedule whole, and a zone's own schedule. variant=full
// sends each slot's collections as Collection records, otherwise as ids. The rules are the GraphQL
// mutations' (./model.ts).
import { and, eq } from 'drizzle-orm';
import type { components } from '../../src/rest/__generated__/rest';
import { requireSoundZone } from '../access/accountAccess';
import { compactTimestamp } from '../accounts/model';
import type { RequestContext } from '../context';
import { schedules } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { imageUrlTemplate } from '../media/artwork';
import { rowOrNull } from '../music/catalogue';
import { collectionRecord } from '../music/records';
import { defineHandlers } from '../rest/handlers';
import { SCHEDULE_COLOR, scheduleLoader } from './loader';
import type { ScheduleRow } from './loader';
import { createSchedule, schedulePermissions, soundZoneCounts, updateSchedule } from './model';
import type { SlotInput } from './model';

type Schemas = components['schemas'];
type Variant = 'standard' | 'full' | undefined;

export async function scheduleRecord(context: RequestContext, schedule: ScheduleRow, variant: Variant): Promise<Schemas['Schedule']> {
  const full = variant === 'full';
  const playlists = full ? new Map((await context.loaders.playlist.loadMany([...new Set(schedule.slots.flatMap((slot) => slot.collections))])).map(rowOrNull).flatMap((row) => (row ? [[row.id, row] as const] : []))) : null;
  const collection = async (id: string) => {
    const playlist = playlists?.get(id);
    return playlist ? collectionRecord(context, playlist) : id;
  };
  const color = schedule.color ?? SCHEDULE_COLOR;
  return {
    id: schedule.id,
    type: 'schedule',
    name: schedule.name,
    description: schedule.description,
    short_description: schedule.shortDescription,
    color: schedule.color,
    account: schedule.ownerAccountId,
    sound_zone_count: await soundZoneCounts(context.loaders).load(schedule.id),
    omit_from_library: schedule.omitFromLibrary,
    composer_type: schedule.composerType === 'ZONE' ? 'zone-composer' : 'manual-composer',
    composer: schedule.composerType === 'ZONE' && schedule.composerZoneId ? { id: schedule.composerZoneId } : null,
    schedule_curator: schedule.ownerAccountId ? { account_id: schedule.ownerAccountId } : null,
    curator: null,
    present_as: 'schedule',
    display: { title: schedule.name, colors: { primary: { hex: color } }, image: { url: `${context.config.publicOrigin}${imageUrlTemplate('cover', schedule.id)}`, placeholder: null } },
    permissions: await schedulePermissions(context, schedule),
    slots: await Promise.all(
      schedule.slots.map(async (slot) => ({ id: slot.id, collections: await Promise.all(slot.collections.map(collection)), DTSTART: slot.dtstart, DURATION: String(slot.durationMs), RRULE: slot.rrule })),
    ),
    updated_at: compactTimestamp(schedule.updatedAt),
  };
}

const slotInputs = (slots: readonly Schemas['ScheduleSlotInput'][]): SlotInput[] =>
  slots.map((slot) => ({ id: slot.id ?? null, dtstart: slot.DTSTART, durationMs: Number(slot.DURATION), rrule: slot.RRULE, collections: slot.collections }));

export const scheduleHandlers = defineHandlers({
  // Anyone with the link may read a schedule; what they may do with it is in its permissions.
  getSchedule: async ({ params, query }, context) => {
    const schedule = await scheduleLoader(context.loaders).load(params.scheduleId);
    if (!schedule) throw notFound('Schedule');
    return { status: 200, body: await scheduleRecord(context, schedule, query.variant) };
  },

  createAccountSchedule: async ({ params, query, body }, context) => {
    const schedule = await createSchedule(context, {
      owner: params.accountId,
      name: body.name,
      description: body.description,
      shortDescription: body.short_description,
      color: body.color,
      omitFromLibrary: body.omit_from_library,
      slots: slotInputs(body.slots ?? []),
    });
    return { status: 201, body: await scheduleRecord(context, schedule, query.variant) };
  },

  updateSchedule: async ({ params, query, body }, context) => {
    if (body.id !== undefined && body.id !== params.scheduleId) throw badRequest({ id: 'Must be the id of the schedule in the path' });
    const schedule = await updateSchedule(context, params.scheduleId, {
      name: body.name,
      description: body.description,
      shortDescription: body.short_description,
      color: body.color,
      slots: slotInputs(body.slots),
    });
    return { status: 200, body: await scheduleRecord(context, schedule, query.variant) };
  },

  getSoundZoneSchedule: async ({ params, query }, context) => {
    const { zone } = await requireSoundZone(context, params.soundZoneId);
    const [schedule] = await context.db.select().from(schedules).where(and(eq(schedules.composerType, 'ZONE'), eq(schedules.composerZoneId, zone.id)));
    if (!schedule) throw notFound('Schedule');
    return { status: 200, body: await scheduleRecord(context, schedule, query.variant) };
  },
});
