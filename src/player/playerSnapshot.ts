// The player state as the subscription answers it, read into what the audio engine decides from.
import type { PlayerStateSubscription$data } from './__generated__/PlayerStateSubscription.graphql';
import type { PlayableItem, PlayerSnapshot } from './audio/plan';

export type PlayerStateData = PlayerStateSubscription$data['playerStateUpdate']['player'];
type ItemData = Pick<NonNullable<PlayerStateData['current']>, 'id' | 'streamUrl'> & { track: { id: string; durationMs: number } };

const playable = (item: ItemData): PlayableItem => ({ id: item.id, trackId: item.track.id, streamUrl: item.streamUrl, durationMs: item.track.durationMs });

export function snapshotOf(player: PlayerStateData): PlayerSnapshot {
  return {
    status: player.status === 'playing' ? 'playing' : 'paused',
    // Volume and DateTime are custom scalars: a number and an ISO string on the wire.
    volume: Number(player.volume),
    progress: player.progress,
    progressUpdatedAt: typeof player.progressUpdatedAt === 'string' ? player.progressUpdatedAt : null,
    current: player.current ? playable(player.current) : null,
    upcoming: player.upcoming.map(playable),
    crossfade: player.zone.settings.crossfade,
    crossfadeLength: player.zone.settings.crossfadeLength,
  };
}
