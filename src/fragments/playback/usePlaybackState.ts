// A zone's playback as its controls show it: the server's state (SoundZone.playback, nowPlaying, the
// source, crossfade) with the optimistic layers over it, the position ticking on the local clock.
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Artwork_display$key } from '../../__generated__/Artwork_display.graphql';
import type { usePlaybackState_playback$data, usePlaybackState_playback$key } from '../../__generated__/usePlaybackState_playback.graphql';
import type { usePlaybackState_soundZone$data, usePlaybackState_soundZone$key } from '../../__generated__/usePlaybackState_soundZone.graphql';
import { canClearQueue, layeredPlayback, progressAt } from '../../domain/playbackControl';
import type { OptimisticLayer, PlaybackFields } from '../../domain/playbackControl';
import { useOptimisticLayers } from './optimisticPlayback';

// The tracks are drawn by TrackRow and NowPlayingTrack (src/fragments/TrackRow.tsx), and an override's
// source by Artwork, in the views that read this hook, so their fragments are spread here, where the
// tracks and the source are selected.
/* eslint-disable relay/must-colocate-fragment-spreads */
/** What a mutation or an update answers about a zone's playback: every field its controls read. */
export const playbackFragment = graphql`
  fragment usePlaybackState_playback on Playback {
    state
    volume
    playOrder
    availablePlayOrders
    progressMs
    progressUpdatedAt
    nextSlotStartsAt
    activeOverride {
      endsAt
      override {
        name
        source {
          id
          name
          display {
            ...Artwork_display
          }
        }
      }
    }
    queue {
      id
      durationMs
      ...TrackRow_track
    }
  }
`;

/** What a nowPlayingUpdate answers: the track, and the slot's playlist when a schedule plays. */
export const nowPlayingFragment = graphql`
  fragment usePlaybackState_nowPlaying on NowPlaying {
    track {
      id
      durationMs
      ...TrackRow_track
    }
    playFrom {
      __typename
      ... on ScheduleSource {
        playlist {
          id
          name
        }
      }
    }
  }
`;

/* eslint-enable relay/must-colocate-fragment-spreads */

const zoneFragment = graphql`
  fragment usePlaybackState_soundZone on SoundZone {
    id
    name
    permissions
    account {
      tier
    }
    settings {
      crossfade
    }
    playFrom {
      id
      name
    }
    nowPlaying {
      ...usePlaybackState_nowPlaying @relay(mask: false)
    }
    playback {
      ...usePlaybackState_playback
    }
  }
`;

type NowPlayingTrack = NonNullable<NonNullable<usePlaybackState_soundZone$data['nowPlaying']>['track']>;
/** A track the controls show: the now-playing one, or a queued one an optimistic skip brought forward. */
export type ShownTrack = Pick<NowPlayingTrack, 'id' | 'durationMs' | ' $fragmentSpreads'>;

export interface ZonePlayback extends PlaybackFields<ShownTrack> {
  zoneId: string;
  /** What the zone's own controls start: its source's name, or the zone's when it has none ('zone has no subscription'). */
  playsName: string;
  availablePlayOrders: readonly string[];
  /** PLAYBACK_WRITE on the zone. */
  canControl: boolean;
  canClearQueue: boolean;
  /** The zone has settings (speaker-system zones have none, and no crossfade). */
  hasSettings: boolean;
  /** Position at `now`. */
  positionMs: (now: number) => number;
  /** The playlist of the schedule's slot playing now, when a schedule drives the zone. */
  slotPlaylist: { id: string; name: string } | null;
  /** The holiday or campaign override the zone follows now, and when it stops applying (the end of its last local day). */
  activeOverride: ActiveOverride | null;
}

const activeOverrideOf = (active: usePlaybackState_playback$data['activeOverride']): ActiveOverride | null => {
  if (!active) return null;
  const { name, source } = active.override;
  return { name, endsAt: active.endsAt, source: { id: source.id, name: source.name, display: source.display } };
};

export interface ActiveOverride {
  name: string;
  /** ISO instant. */
  endsAt: string;
  /** What the zone plays while the override lasts, in place of its own source. */
  source: { id: string; name: string; display: Artwork_display$key };
}

/** Re-renders every second while `active`, for a position that moves with the clock (no polling). */
export function useClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active ? Math.max(now, Date.now()) : now;
}

type NowPlayingSource = NonNullable<usePlaybackState_soundZone$data['nowPlaying']>['playFrom'];

const slotPlaylistOf = (source: NowPlayingSource | undefined): ZonePlayback['slotPlaylist'] =>
  source?.__typename === 'ScheduleSource' && source.playlist ? { id: source.playlist.id, name: source.playlist.name } : null;

export function usePlaybackState(key: usePlaybackState_soundZone$key): ZonePlayback {
  const zone = useFragment(zoneFragment, key);
  const playback = useFragment<usePlaybackState_playback$key>(playbackFragment, zone.playback);
  const layers = useOptimisticLayers(zone.id);
  const server: PlaybackFields<ShownTrack> = {
    state: playback.state,
    volume: playback.volume,
    playOrder: playback.playOrder,
    progressMs: playback.progressMs,
    progressUpdatedAt: playback.progressUpdatedAt ?? null,
    sourceId: zone.playFrom?.id ?? null,
    trackId: zone.nowPlaying?.track?.id ?? null,
    track: zone.nowPlaying?.track ?? null,
    queue: playback.queue,
    crossfade: zone.settings?.crossfade ?? null,
    nextSlotStartsAt: playback.nextSlotStartsAt ?? null,
  };
  // A layer's tracks came from this zone's own playback (a skip brings the first queued track forward).
  const shown = layeredPlayback(server, layers as readonly OptimisticLayer<ShownTrack>[], Date.now());
  return {
    ...shown,
    zoneId: zone.id,
    playsName: zone.playFrom?.name ?? zone.name,
    availablePlayOrders: playback.availablePlayOrders,
    canControl: zone.permissions.includes('PLAYBACK_WRITE'),
    canClearQueue: canClearQueue(zone.account.tier),
    hasSettings: zone.settings !== null,
    // A source assigned a moment ago replaces the schedule: its slot no longer says what plays.
    slotPlaylist: shown.sourceId === server.sourceId ? slotPlaylistOf(zone.nowPlaying?.playFrom) : null,
    activeOverride: activeOverrideOf(playback.activeOverride),
    positionMs: (now) => progressAt({ progressMs: shown.progressMs, progressUpdatedAt: shown.progressUpdatedAt, playing: shown.state === 'playing', durationMs: shown.track?.durationMs ?? 0 }, now),
  };
}
