// What the web player plays, decided from the zone's player state (playerStateUpdate) and what is on
// its own decks: pure, so the rules are tested without media elements.

/** A track to play, as the engine needs it. */
export interface PlayableItem {
  /** Queue entry id: the same track may come twice. */
  id: string;
  trackId: string;
  streamUrl: string;
  durationMs: number;
}

export interface PlayerSnapshot {
  status: 'playing' | 'paused';
  /** 0 to 16. */
  volume: number;
  /** Position in the current track (ms) as of progressUpdatedAt. */
  progress: number;
  progressUpdatedAt: string | null;
  current: PlayableItem | null;
  upcoming: readonly PlayableItem[];
  crossfade: boolean;
  /** Seconds. */
  crossfadeLength: number;
}

/** What the engine plays now: the item on its front deck, and the one it moved on from. */
export interface DeckState {
  itemId: string | null;
  /** The item the engine moved on from by itself (end or crossfade), which the server may still name current. */
  previousItemId: string | null;
}

export type PlayDecision =
  | { kind: 'silence' }
  /** The item on the front deck stays where it is. */
  | { kind: 'keep'; playing: boolean }
  | { kind: 'start'; item: PlayableItem; offsetMs: number; playing: boolean };

/** Longest crossfade the settings allow (PlayerZoneSettings.crossfadeLength is 0 to 10 s). */
export const MAX_CROSSFADE_MS = 10_000;

/** Where the current track is now: its progress plus the time since it was measured while playing. */
export function startOffsetMs(snapshot: PlayerSnapshot, nowMs: number): number {
  const duration = snapshot.current?.durationMs ?? 0;
  const measuredAt = snapshot.progressUpdatedAt === null ? Number.NaN : Date.parse(snapshot.progressUpdatedAt);
  const elapsed = snapshot.status === 'playing' && Number.isFinite(measuredAt) ? Math.max(0, nowMs - measuredAt) : 0;
  return Math.min(duration, Math.max(0, snapshot.progress + elapsed));
}

export function crossfadeMs(snapshot: Pick<PlayerSnapshot, 'crossfade' | 'crossfadeLength'>): number {
  return snapshot.crossfade ? Math.min(MAX_CROSSFADE_MS, Math.max(0, snapshot.crossfadeLength * 1000)) : 0;
}

/**
 * When (ms into a track) the next one starts: a crossfade's length before the end, but never in the
 * first half of a short track; without crossfade at the end itself (a gapless change).
 */
export function transitionAtMs(durationMs: number, fadeMs: number): number {
  return durationMs - Math.min(fadeMs, durationMs / 2);
}

/** The engine went on to the server's next item by itself (crossfade or end) before the server said so. */
function isAhead(snapshot: PlayerSnapshot, decks: DeckState): boolean {
  if (decks.itemId === null || decks.itemId !== snapshot.upcoming[0]?.id) return false;
  return snapshot.current === null || snapshot.current.id === decks.previousItemId;
}

export function decide(snapshot: PlayerSnapshot, decks: DeckState, nowMs: number): PlayDecision {
  const playing = snapshot.status === 'playing';
  if (decks.itemId !== null && (decks.itemId === snapshot.current?.id || isAhead(snapshot, decks))) return { kind: 'keep', playing };
  if (!snapshot.current) return { kind: 'silence' };
  return { kind: 'start', item: snapshot.current, offsetMs: startOffsetMs(snapshot, nowMs), playing };
}

/** The item to have loaded on the back deck: the one after what the front deck plays. */
export function nextItem(snapshot: PlayerSnapshot, playingItemId: string | null): PlayableItem | null {
  if (playingItemId !== null && playingItemId === snapshot.upcoming[0]?.id && snapshot.current?.id !== playingItemId) return snapshot.upcoming[1] ?? null;
  return snapshot.upcoming[0] ?? null;
}
