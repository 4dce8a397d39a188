// Playback as a controller shows it (core.md 3 'Playback state', 4 'Playback', 6 'Tiers and plans for
// playback', 9): the volume scale, the position in the current track from the last report and the clock,
// and optimistic changes layered over the server's state until they expire or fail.

/** The control API's volume runs from 0 to VOLUME_MAX; controls show it at VOLUME_RESOLUTION steps. */
export const VOLUME_MAX = 16;
export const VOLUME_RESOLUTION = 100;
/** An optimistic change stays layered over the state this long at most (core.md 9). */
export const OPTIMISTIC_TIMEOUT_MS = 5000;
/** Tier from which a zone's queue may be cleared (core.md 6); an unknown tier counts as 1. */
export const CLEAR_QUEUE_MIN_TIER = 2;

/** The API's volume (0 to 16) on the shown scale (0 to 100). */
export const volumeToShown = (volume: number): number => Math.round((Math.min(VOLUME_MAX, Math.max(0, volume)) / VOLUME_MAX) * VOLUME_RESOLUTION);
/** A shown volume (0 to 100) as the API's (0 to 16). */
export const shownToVolume = (shown: number): number => Math.round((Math.min(VOLUME_RESOLUTION, Math.max(0, shown)) / VOLUME_RESOLUTION) * VOLUME_MAX);

/** 'TIER_2', 'tier-2', 'tier2' or '2' as the number; 1 when unknown (core.md 6). */
export function tierNumber(tier: string | null | undefined): number {
  const digit = /([123])$/.exec(tier ?? '')?.[1];
  return digit ? Number(digit) : 1;
}

export const canClearQueue = (tier: string | null | undefined): boolean => tierNumber(tier) >= CLEAR_QUEUE_MIN_TIER;

export interface ProgressReport {
  /** Position in the track when it was measured. */
  progressMs: number;
  /** When it was measured (ISO); null when never. */
  progressUpdatedAt: string | null;
  playing: boolean;
  durationMs: number;
}

/** The position in the current track at `now`: the report, moved on by the clock while playing, within the track. */
export function progressAt({ progressMs, progressUpdatedAt, playing, durationMs }: ProgressReport, now: number): number {
  const measuredAt = progressUpdatedAt ? Date.parse(progressUpdatedAt) : Number.NaN;
  const elapsed = playing && Number.isFinite(measuredAt) ? Math.max(0, now - measuredAt) : 0;
  return Math.min(Math.max(0, durationMs), Math.max(0, progressMs + elapsed));
}

/** m:ss of a duration. */
export function formatDuration(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The fields of a zone's playback that a control changes. */
export interface PlaybackFields<Track extends { id: string }> {
  state: string;
  volume: number;
  playOrder: string;
  /** Position as of progressUpdatedAt. */
  progressMs: number;
  progressUpdatedAt: string | null;
  sourceId: string | null;
  trackId: string | null;
  track: Track | null;
  queue: readonly Track[];
  crossfade: boolean | null;
  /** null: unknown. */
  nextSlotStartsAt: string | null;
}

/** One optimistic change: the fields it sets, until it expires. */
export interface OptimisticLayer<Track extends { id: string }> {
  id: number;
  patch: Partial<PlaybackFields<Track>>;
  expiresAt: number;
}

/**
 * The state with the unexpired layers applied oldest first (core.md 4 'Playback'): a changed source
 * makes the next slot's start unknown; a changed trackId without its track clears the track, so that
 * trackId and track.id always agree.
 */
export function layeredPlayback<Track extends { id: string }>(state: PlaybackFields<Track>, layers: readonly OptimisticLayer<Track>[], now: number): PlaybackFields<Track> {
  let result = state;
  for (const layer of layers) {
    if (layer.expiresAt <= now) continue;
    const next = { ...result, ...layer.patch };
    if (next.sourceId !== result.sourceId) next.nextSlotStartsAt = null;
    if ('trackId' in layer.patch && !('track' in layer.patch) && next.trackId !== result.trackId) next.track = null;
    if ('track' in layer.patch) next.trackId = next.track?.id ?? null;
    result = next;
  }
  return result;
}

/**
 * What a skip shows at once: the next track from its start. Only a queued track is known to be next; a
 * source's next track shows when the zone reports it (nowPlayingUpdate).
 */
export function skippedPatch<Track extends { id: string }>(state: PlaybackFields<Track>, now: number): Partial<PlaybackFields<Track>> {
  const restart = { progressMs: 0, progressUpdatedAt: new Date(now).toISOString() };
  const [next, ...rest] = state.queue;
  return next ? { ...restart, track: next, queue: rest } : restart;
}
