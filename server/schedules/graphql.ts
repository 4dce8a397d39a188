// Control API resolvers of schedules (core.md 3 'Schedule', 7): reading one, creating and saving it,
// and scheduleUpdate for its watchers. Schedule.inMusicLibrary is the library area's.
import type { RequestContext } from '../context';
import { displayOf, rowOrNull } from '../music/catalogue';
import { watch } from '../graphql/subscriptions';
import type { Resolvers, ResolversTypes, ScheduleSlotInput, SubscriptionScheduleUpdateArgs } from '../graphql/control/__generated__/types';
import { SCHEDULE_COLOR } from './loader';
import type { ScheduleRow } from './loader';
import { createSchedule, requireSchedule, schedulePermissions, soundZoneCounts, updateSchedule } from './model';
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
    schedule: (_parent, { id }, context) => requireSchedule(context, id),
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
    account: (schedule, _args, context) => (schedule.ownerAccountId ? context.loaders.account.load(schedule.ownerAccountId) : null),
    soundZoneCount: (schedule, _args, context) => soundZoneCounts(context.loaders).load(schedule.id),
    composerType: (schedule) => (schedule.composerType === 'ZONE' ? 'ZONE' : 'MANUAL'),
    composer: (schedule) => (schedule.composerType === 'ZONE' && schedule.composerZoneId ? { id: schedule.composerZoneId } : null),
    curator: () => null,
    presentAs: () => 'SCHEDULE',
    updatedAt: (schedule) => schedule.updatedAt.toISOString(),
  },

  ScheduleSlot: {
    duration: (slot) => slot.durationMs,
    playlists: async (slot, _args, context) => (await context.loaders.playlist.loadMany(slot.collections)).map(rowOrNull).filter((playlist) => playlist !== null),
  },
};
