// The controls' commands (core.md 4 'Playback'): each shows its effect at once as an optimistic layer
// (./optimisticPlayback.ts), sends its mutation, and on failure drops the layer and says why in a toast,
// or, when the zone has no subscription to play with, opens the 'zone has no subscription' dialog
// (core.md 4 'Playback', billing.md 8) whose Activate leads to the zone's subscription page.
import { useTranslation } from 'react-i18next';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useToasts } from '../../app/toasts/useToasts';
import { isAppError } from '../../errors/AppError';
import { zonePath } from '../../routing/paths';
import { shownToVolume, skippedPatch } from '../../domain/playbackControl';
import { graphqlErrorToAppError } from '../../relay/graphqlErrors';
import type { GraphqlError } from '../../relay/graphqlErrors';
import { errorMessage } from '../../errors/errorMessage';
import { optimisticPlayback } from './optimisticPlayback';
import type { PlaybackPatch } from './optimisticPlayback';
import { linkZoneField } from './playbackStore';
import type { ZonePlayback } from './usePlaybackState';

const playMutation = graphql`
  mutation playbackCommandsPlayMutation($zoneId: ID!) {
    play(input: { soundZone: $zoneId }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const pauseMutation = graphql`
  mutation playbackCommandsPauseMutation($zoneId: ID!) {
    pause(input: { soundZone: $zoneId }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const skipMutation = graphql`
  mutation playbackCommandsSkipTrackMutation($zoneId: ID!) {
    skipTrack(input: { soundZone: $zoneId }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const volumeMutation = graphql`
  mutation playbackCommandsSetVolumeMutation($zoneId: ID!, $volume: Volume!) {
    setVolume(input: { soundZone: $zoneId, volume: $volume }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const playOrderMutation = graphql`
  mutation playbackCommandsSetPlaybackOrderMutation($zoneId: ID!, $playOrder: PlayOrder!) {
    soundZoneSetPlaybackOrder(input: { soundZone: $zoneId, playOrder: $playOrder }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const clearQueueMutation = graphql`
  mutation playbackCommandsClearQueuedTracksMutation($zoneId: ID!) {
    soundZoneClearQueuedTracks(input: { soundZone: $zoneId }) {
      playback {
        ...usePlaybackState_playback
      }
    }
  }
`;

const crossfadeMutation = graphql`
  mutation playbackCommandsSetCrossfadeMutation($zoneId: ID!, $crossfade: Boolean!) {
    soundZoneUpdateSettings(input: { soundZones: [$zoneId], settings: { crossfade: $crossfade } }) {
      soundZones {
        id
        settings {
          crossfade
        }
      }
    }
  }
`;

export interface PlaybackCommands {
  play(): void;
  pause(): void;
  skip(): void;
  /** Volume on the shown scale, 0 to 100. */
  setVolume(shown: number): void;
  setPlayOrder(playOrder: string): void;
  clearQueue(): void;
  setCrossfade(crossfade: boolean): void;
}

/** The commands of a zone's controls, in the account the zone belongs to. */
export function usePlaybackCommands(playback: ZonePlayback, accountId: string): PlaybackCommands {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { zoneId, playsName } = playback;

  /** Layers the patch, sends the mutation; its answer's playback becomes the zone's (when it has one). */
  const run = <T extends MutationParameters>(mutation: GraphQLTaggedNode, variables: T['variables'], rootField: string | null, patch: PlaybackPatch) => {
    const layer = optimisticPlayback.add(zoneId, patch);
    const fail = (error: unknown) => {
      optimisticPlayback.remove(zoneId, layer);
      if (isAppError(error) && error.errorType === 'no_subscription') {
        void import('../playSource/openNoSubscription').then(({ openNoSubscription }) => openNoSubscription(playsName, () => void navigate(zonePath(accountId, zoneId, '/subscription'))));
        return;
      }
      toasts.show({ id: `playback-failed-${zoneId}`, type: 'error', message: t('playback.failed', { reason: errorMessage(error, t) }) });
    };
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater: rootField ? (store) => linkZoneField(store, zoneId, rootField, 'playback') : undefined,
      onCompleted: (_response, errors) => {
        if (errors?.length) fail(graphqlErrorToAppError(errors[0] as GraphqlError, { operation: rootField ?? 'soundZoneUpdateSettings', isExpected: () => true }));
      },
      onError: fail,
    });
  };

  // Play and pause keep the position where it is now, so the progress neither jumps nor runs on.
  const at = () => ({ progressMs: playback.positionMs(Date.now()), progressUpdatedAt: new Date().toISOString() });
  return {
    play: () => run(playMutation, { zoneId }, 'play', { state: 'playing', ...at() }),
    pause: () => run(pauseMutation, { zoneId }, 'pause', { state: 'paused', ...at() }),
    skip: () => run(skipMutation, { zoneId }, 'skipTrack', skippedPatch(playback, Date.now())),
    setVolume: (shown) => {
      const volume = shownToVolume(shown);
      run(volumeMutation, { zoneId, volume }, 'setVolume', { volume });
    },
    setPlayOrder: (playOrder) => run(playOrderMutation, { zoneId, playOrder }, 'soundZoneSetPlaybackOrder', { playOrder }),
    clearQueue: () => run(clearQueueMutation, { zoneId }, 'soundZoneClearQueuedTracks', { queue: [] }),
    setCrossfade: (crossfade) => run(crossfadeMutation, { zoneId, crossfade }, null, { crossfade }),
  };
}
