// Control API resolvers of holiday and campaign overrides (issue 11): the account's list, creating,
// changing and deleting one, playbackOverrideUpdate for the account's watchers, and the override's
// fields. What a zone plays under one is the engine's (../engine/players.ts, Playback.activeOverride).
import { foundRows } from '../loaders';
import { ApiError } from '../errors';
import { watch } from '../graphql/subscriptions';
import type { PlaybackOverrideTargetKind, Resolvers, ResolversTypes, SubscriptionPlaybackOverrideUpdateArgs } from '../graphql/control/__generated__/types';
import { requireAccount } from '../access/accountAccess';
import { overrideSource } from '../engine/players';
import { createOverride, deleteOverride, isOverrideChange, listOverrides, overrideZones, requireOverride, updateOverride } from './model';


const playbackOverrideUpdate = watch<SubscriptionPlaybackOverrideUpdateArgs, ResolversTypes['PlaybackOverrideUpdatePayload']>({
  authorize: async ({ input }, context) => void (await requireAccount(context, input.account)),
  matches: (event, { input }) => isOverrideChange(event, input.account),
  // Deleted, or out of the viewer's locations: the id alone, so a list drops it.
  payload: async (event, _args, context) => ({
    id: event.id,
    playbackOverride:
      event.type === 'delete'
        ? null
        : await requireOverride(context, event.id).then(
            ({ override }) => override,
            (error: unknown) => {
              if (error instanceof ApiError && error.code === 'not_found') return null;
              throw error;
            },
          ),
  }),
});

export const overrideResolvers: Resolvers = {
  Query: {
    playbackOverrides: (_parent, { account, includeEnded }, context) => listOverrides(context, account, includeEnded ?? false),
  },

  Mutation: {
    createPlaybackOverride: async (_parent, { input }, context) => ({ playbackOverride: await createOverride(context, input.account, input) }),
    updatePlaybackOverride: async (_parent, { input }, context) => ({ playbackOverride: await updateOverride(context, input.id, input) }),
    deletePlaybackOverride: async (_parent, { input }, context) => ({ deletedId: await deleteOverride(context, input.id) }),
  },

  Subscription: { playbackOverrideUpdate },

  PlaybackOverride: {
    account: async (override, _args, context) => (await requireAccount(context, override.accountId)).account,
    source: async (override, _args, context) => (await overrideSource(context, override))!,
    target: (override) => override,
    soundZones: (override, _args, context) => overrideZones(context, override),
    createdAt: (override) => override.createdAt.toISOString(),
  },

  PlaybackOverrideTarget: {
    kind: (override) => override.targetKind as PlaybackOverrideTargetKind,
    soundZones: async (override, _args, context) => (override.targetKind === 'SOUND_ZONES' ? foundRows(await context.loaders.soundZone.loadMany(override.targetIds)) : []),
    locations: async (override, _args, context) => (override.targetKind === 'LOCATIONS' ? foundRows(await context.loaders.location.loadMany(override.targetIds)) : []),
  },
};
