// Screen-width breakpoints and the sidebar rule (navigation.md 2.7, 9).
import { useCallback, useSyncExternalStore } from 'react';

/** Minimum width in px of each breakpoint, smallest first. */
export const BREAKPOINTS = { xxs: 320, xs: 360, s: 420, sm: 600, m: 720, l: 1000, xl: 1240, xxl: 1600 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The sidebar shows from this breakpoint on (hidden below 720 px). */
export const SIDEBAR_BREAKPOINT: Breakpoint = 'm';
/** The setup guide has no sidebar unless the web-playback flag says showSidebarInSetupGuide. */
export const SETUP_GUIDE_PATH = '/guide';

const ORDER = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The largest breakpoint a width reaches; null below the smallest. */
export function breakpointFor(width: number): Breakpoint | null {
  let found: Breakpoint | null = null;
  for (const name of ORDER) if (width >= BREAKPOINTS[name]) found = name;
  return found;
}

/** Whether the current breakpoint is at least `breakpoint` (null, below the smallest, never is). */
export function atLeast(current: Breakpoint | null, breakpoint: Breakpoint): boolean {
  return current !== null && BREAKPOINTS[current] >= BREAKPOINTS[breakpoint];
}

export function isOnSetupGuide(pathname: string): boolean {
  return pathname === SETUP_GUIDE_PATH || pathname.startsWith(`${SETUP_GUIDE_PATH}/`);
}

export function sidebarVisible({ breakpoint, pathname, showSidebarInSetupGuide }: { breakpoint: Breakpoint | null; pathname: string; showSidebarInSetupGuide: boolean }): boolean {
  if (!atLeast(breakpoint, SIDEBAR_BREAKPOINT)) return false;
  return !isOnSetupGuide(pathname) || showSidebarInSetupGuide;
}

export const minWidthQuery = (width: number) => `(min-width: ${width}px)`;

function mediaQueryMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function subscribeToQueries(queries: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToQueries([query], onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryMatches(query),
    () => false,
  );
}

const BREAKPOINT_QUERIES = ORDER.map((name) => minWidthQuery(BREAKPOINTS[name]));
const subscribeToBreakpoints = (onChange: () => void) => subscribeToQueries(BREAKPOINT_QUERIES, onChange);

function currentBreakpoint(): Breakpoint | null {
  let found: Breakpoint | null = null;
  ORDER.forEach((name, index) => {
    if (mediaQueryMatches(BREAKPOINT_QUERIES[index]!)) found = name;
  });
  return found;
}

/** The largest breakpoint the viewport reaches (matchMedia), following resizes. */
export function useBreakpoint(): Breakpoint | null {
  return useSyncExternalStore(subscribeToBreakpoints, currentBreakpoint, () => null);
}
