// What a route's `handle` says (navigation.md 2.1, 2.7): its layout needs and where an account switch
// takes the user (LayoutRouteHandle, read by src/layout with useMatches), its page title key, its pending
// timing, and whether the not-found page may offer it.
import type { UIMatch } from 'react-router';
import type { LayoutRouteHandle } from '../layout/routeHandle';
import type { PendingTiming } from './pending';

export interface RouteHandle extends LayoutRouteHandle {
  /** The translation key of the page title (zones.meta, schedule.meta...). */
  metaKey?: string;
  /** The navigation pending indicator's timing on this route and its children (default 300 ms, 400 ms). */
  pending?: PendingTiming;
  /** false: never offered on the not-found page (a page that acts on arrival, like /logout). */
  suggest?: false;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The deepest matched route's value of a handle field. */
export function deepestHandleValue<K extends keyof RouteHandle>(matches: readonly Pick<UIMatch, 'handle'>[], key: K): RouteHandle[K] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle;
    if (isRouteHandle(handle) && handle[key] !== undefined) return handle[key];
  }
  return undefined;
}
