import { useEffect, useState } from 'react';
import { matchRoutes, useNavigation } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { deepestHandleValue } from './handle';
import { DEFAULT_PENDING_TIMING, IDLE_PENDING, isPendingIndicatorShown, navigationEnded, navigationStarted, nextPendingChangeAt, pendingAt } from './pending';
import type { PendingState, PendingTiming } from './pending';

/** The pending timing of the page a navigation goes to: its deepest route's, else 300 ms and 400 ms. */
export function pendingTimingOf(routes: RouteObject[], location: Pick<Location, 'pathname'>): PendingTiming {
  const matches = (matchRoutes(routes, location) ?? []).map((match) => ({ handle: match.route.handle as unknown }));
  return deepestHandleValue(matches, 'pending') ?? DEFAULT_PENDING_TIMING;
}

/** Whether the navigation pending indicator shows now (see pending.ts). */
export function usePendingIndicator(timingFor: (location: Location) => PendingTiming): boolean {
  const navigation = useNavigation();
  const target = navigation.state === 'idle' ? undefined : navigation.location;
  const [state, setState] = useState<PendingState>(IDLE_PENDING);

  useEffect(() => {
    const now = Date.now();
    setState((current) => (target ? navigationStarted(current, now, timingFor(target)) : navigationEnded(current, now)));
  }, [target, timingFor]);

  useEffect(() => {
    const changeAt = nextPendingChangeAt(state);
    if (changeAt === null) return;
    const timer = setTimeout(() => setState((current) => pendingAt(current, Date.now())), Math.max(0, changeAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state]);

  return isPendingIndicatorShown(state);
}
