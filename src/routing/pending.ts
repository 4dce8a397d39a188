// The navigation pending indicator (core.md 2, navigation.md 2.1, 9): it appears once a navigation has
// been pending for 300 ms, and once shown stays at least 400 ms so it never flickers. The zone page
// uses 0 ms and 0 ms: it shows its own pending screen at once. Pure: times come in as arguments.

export interface PendingTiming {
  /** How long a navigation is pending before the indicator appears. */
  delayMs: number;
  /** How long the indicator stays at least, once it appeared. */
  minMs: number;
}

export const DEFAULT_PENDING_TIMING: PendingTiming = { delayMs: 300, minMs: 400 };
export const ZONE_PAGE_PENDING_TIMING: PendingTiming = { delayMs: 0, minMs: 0 };

export type PendingState =
  | { phase: 'idle' }
  /** A navigation is pending; the indicator appears at `showAt` unless it ends first. */
  | { phase: 'waiting'; showAt: number; timing: PendingTiming }
  /** The indicator is shown; `navigating` false once the navigation ended, and it hides at shownAt + minMs. */
  | { phase: 'shown'; shownAt: number; timing: PendingTiming; navigating: boolean };

export const IDLE_PENDING: PendingState = { phase: 'idle' };

/** A navigation started. One that starts while the indicator still shows keeps it up. */
export function navigationStarted(state: PendingState, now: number, timing: PendingTiming): PendingState {
  switch (state.phase) {
    case 'idle':
      return timing.delayMs <= 0 ? { phase: 'shown', shownAt: now, timing, navigating: true } : { phase: 'waiting', showAt: now + timing.delayMs, timing };
    case 'waiting':
      return state;
    case 'shown':
      return state.navigating ? state : { ...state, navigating: true };
  }
}

/** The navigation ended (committed, failed or cancelled). */
export function navigationEnded(state: PendingState, now: number): PendingState {
  switch (state.phase) {
    case 'idle':
      return state;
    case 'waiting':
      return IDLE_PENDING;
    case 'shown':
      return now >= state.shownAt + state.timing.minMs ? IDLE_PENDING : { ...state, navigating: false };
  }
}

/** When the state changes by itself next; null when it waits for the navigation. */
export function nextPendingChangeAt(state: PendingState): number | null {
  if (state.phase === 'waiting') return state.showAt;
  if (state.phase === 'shown' && !state.navigating) return state.shownAt + state.timing.minMs;
  return null;
}

/** The state once the clock reached `now`. */
export function pendingAt(state: PendingState, now: number): PendingState {
  if (state.phase === 'waiting' && now >= state.showAt) return { phase: 'shown', shownAt: state.showAt, timing: state.timing, navigating: true };
  if (state.phase === 'shown' && !state.navigating && now >= state.shownAt + state.timing.minMs) return IDLE_PENDING;
  return state;
}

export const isPendingIndicatorShown = (state: PendingState): boolean => state.phase === 'shown';
