// Control API resolvers of schedules (core.md 3 'Schedule', 7): reading one, creating and saving it,
// and scheduleUpdate for its watchers. Schedule.inMusicLibrary is the library area's.
import { foundRows } from '../loaders';
import type { RequestContext } from '../context';
import { displayOf, mayReadPlaylist } from '../music/catalogue';
import { watch } from '../graphql/subscriptions';
import type { Resolvers, ResolversTypes, ScheduleSlotInput, SubscriptionScheduleUpdateArgs } from '../graphql/control/__generated__/types';
import { SCHEDULE_COLOR } from './loader';
import type { ScheduleRow } from './loader';
import { createSchedule, ownsSchedule, readableSchedule, requireSchedule, schedulePermissions, soundZoneCounts, updateSchedule } from './model';
import type { SlotInput } from './model';

const slotInput = (slot: ScheduleSlotInput): SlotInput => ({ rrule: slot.rrule, dtstart: slot.dtstart, durationMs: slot.duration, collections: slot.playlists });

export const scheduleDisplay = (context: RequestContext, schedule: ScheduleRow) =>
  displayOf(context, { title: schedule.name, description: schedule.shortDescription, color: schedule.color ?? SCHEDULE_COLOR, image: { kind: 'cover', id: schedule.id } });

const scheduleUpdate = watch<SubscriptionScheduleUpdateArgs, ResolversTypes['ScheduleUpdatePayload']>({
  authorize: async ({ input }, context) => void (await requireSchedule(context, input.schedule)),
  matches: (event, { input }) => (event.entity === 'schedule' || event.entity === 'slot_set') && event.id === input.schedule,
  payload: async (_event, { input }, context) => ({ schedule: await requireSchedule(context, input.schedule) }),
});

export const scheduleResolvers: Resolvers = {
  Query: {
    schedule: (_parent, { id }, context) => readableSchedule(context, id),
  },

  Mutation: {
    createSchedule: async (_parent, { input }, context) => ({
      schedule: await createSchedule(context, {
        owner: input.owner,
        name: input.name,
        description: input.description,
        color: input.color,
        slots: input.slots.map(slotInput),
        copyOf: input.copyOf,
        addToLibrary: input.addToLibrary,
      }),
    }),
    updateSchedule: async (_parent, { input }, context) => ({
      schedule: await updateSchedule(context, input.schedule, {
        name: input.name,
        description: input.description,
        color: input.color,
        slots: input.slots?.map(slotInput),
      }),
    }),
  },

  Subscription: { scheduleUpdate },

  Schedule: {
    display: (schedule, _args, context) => scheduleDisplay(context, schedule),
    permissions: (schedule, _args, context) => schedulePermissions(context, schedule),
    // A stranger holding the share link sees the schedule, not the account or zone behind it.
    account: async (schedule, _args, context) => ((await ownsSchedule(context, schedule)) ? context.loaders.account.load(schedule.ownerAccountId!) : null),
    soundZoneCount: (schedule, _args, context) => soundZoneCounts(context.loaders).load(schedule.id),
    composerType: (schedule) => (schedule.composerType === 'ZONE' ? 'ZONE' : 'MANUAL'),
    composer: async (schedule, _args, context) => (schedule.composerType === 'ZONE' && schedule.composerZoneId && (await ownsSchedule(context, schedule)) ? { id: schedule.composerZoneId } : null),
    curator: () => null,
    presentAs: () => 'SCHEDULE',
    updatedAt: (schedule) => schedule.updatedAt.toISOString(),
  },

  ScheduleSlot: {
    duration: (slot) => slot.durationMs,
    // A stranger reading a shared schedule sees the catalogue's playlists in it, not its account's own.
    playlists: async (slot, _args, context) => {
      const rows = foundRows(await context.loaders.playlist.loadMany(slot.collections));
      const readable = await Promise.all(rows.map((playlist) => mayReadPlaylist(context, playlist)));
      return rows.filter((_playlist, index) => readable[index]);
    },
  },
};
