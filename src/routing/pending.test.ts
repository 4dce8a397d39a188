import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PENDING_TIMING,
  IDLE_PENDING,
  ZONE_PAGE_PENDING_TIMING,
  isPendingIndicatorShown,
  navigationEnded,
  navigationStarted,
  nextPendingChangeAt,
  pendingAt,
} from './pending';
import type { PendingState, PendingTiming } from './pending';

/** Runs a navigation from t=0 to `endsAt` and reports whether the indicator shows at each probe time. */
function shownAt(timing: PendingTiming, endsAt: number, probes: number[]): boolean[] {
  let state: PendingState = navigationStarted(IDLE_PENDING, 0, timing);
  let clock = 0;
  const advance = (to: number) => {
    for (let at = nextPendingChangeAt(state); at !== null && at <= to; at = nextPendingChangeAt(state)) state = pendingAt(state, at);
    clock = to;
  };
  return probes.map((probe) => {
    if (clock < endsAt && probe >= endsAt) {
      advance(endsAt);
      state = navigationEnded(state, endsAt);
    }
    advance(probe);
    return isPendingIndicatorShown(state);
  });
}

describe('navigation pending indicator', () => {
  it('uses 300 ms and 400 ms by default, 0 and 0 on the zone page', () => {
    expect(DEFAULT_PENDING_TIMING).toEqual({ delayMs: 300, minMs: 400 });
    expect(ZONE_PAGE_PENDING_TIMING).toEqual({ delayMs: 0, minMs: 0 });
  });

  it('never shows for a navigation shorter than 300 ms', () => {
    expect(shownAt(DEFAULT_PENDING_TIMING, 299, [0, 100, 299, 300, 1000])).toEqual([false, false, false, false, false]);
  });

  it('appears at 300 ms', () => {
    expect(shownAt(DEFAULT_PENDING_TIMING, 2000, [299, 300, 1999])).toEqual([false, true, true]);
  });

  it('stays at least 400 ms once shown', () => {
    // Shown at 300, navigation done at 350: still shown until 700.
    expect(shownAt(DEFAULT_PENDING_TIMING, 350, [300, 350, 699, 700])).toEqual([true, true, true, false]);
  });

  it('hides when a long navigation ends, the 400 ms having passed', () => {
    expect(shownAt(DEFAULT_PENDING_TIMING, 1000, [999, 1000])).toEqual([true, false]);
  });

  it('shows at once and hides at once on the zone page', () => {
    expect(shownAt(ZONE_PAGE_PENDING_TIMING, 50, [0, 49, 50])).toEqual([true, true, false]);
  });

  it('a navigation starting while the indicator is held keeps it up', () => {
    let state = pendingAt(navigationStarted(IDLE_PENDING, 0, DEFAULT_PENDING_TIMING), 300);
    state = navigationEnded(state, 350);
    state = navigationStarted(state, 500, DEFAULT_PENDING_TIMING);
    expect(nextPendingChangeAt(state)).toBeNull();
    expect(isPendingIndicatorShown(pendingAt(state, 5000))).toBe(true);
  });

  it('a second navigation while waiting keeps the first start time', () => {
    const waiting = navigationStarted(IDLE_PENDING, 0, DEFAULT_PENDING_TIMING);
    expect(navigationStarted(waiting, 200, DEFAULT_PENDING_TIMING)).toBe(waiting);
    expect(nextPendingChangeAt(waiting)).toBe(300);
  });

  it('ending when idle changes nothing', () => {
    expect(navigationEnded(IDLE_PENDING, 10)).toBe(IDLE_PENDING);
    expect(nextPendingChangeAt(IDLE_PENDING)).toBeNull();
  });
});
