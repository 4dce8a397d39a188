// What a route may say about the layout around it (navigation.md 2.2–2.10: "no header, sidebar or
// footer", "notifications hidden", "light 'pop' theme", "signup appearance"...). The route table sets
// these on a route's `handle`; the layout merges the handles of every matched route.

/** The parts of the layout a route may hide. */
export const CHROME_PARTS = ['header', 'footer', 'sidebar', 'search', 'notifications', 'miniPlayer'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

export interface LayoutRouteHandle {
  /** `false` hides that part of the layout on this route and its children (a child may set `true` again). */
  chrome?: Partial<Record<ChromePart, boolean>>;
  /** The appearances a route may ask for: 'none' (no navigation items) or 'signup' (only Login when logged out). */
  appearance?: 'none' | 'signup';
  /** A route that is always shown in the light theme ('pop' is the light theme of onboarding and signup). */
  theme?: 'light' | 'pop';
  /** Where an account switch on this route leads (navigation.md 2.1), a path with ':accountId' in it. */
  accountSwitchTarget?: string;
  /** 'settings': the sidebar shows the settings sidebar instead of the main navigation (navigation.md 2.4, 2.8). */
  sidebarNavigation?: 'settings';
}

export type RouteAppearance = LayoutRouteHandle['appearance'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The layout part of a route's handle; any other shape (no handle, or a handle of another kind) says
 * nothing, so a handle written for other purposes never changes the layout by accident.
 */
export function layoutHandleOf(handle: unknown): LayoutRouteHandle {
  if (!isObject(handle)) return {};
  const found: LayoutRouteHandle = {};
  if (isObject(handle.chrome)) {
    const chrome: Partial<Record<ChromePart, boolean>> = {};
    for (const part of CHROME_PARTS) {
      const value = handle.chrome[part];
      if (typeof value === 'boolean') chrome[part] = value;
    }
    found.chrome = chrome;
  }
  if (handle.appearance === 'none' || handle.appearance === 'signup') found.appearance = handle.appearance;
  if (handle.theme === 'light' || handle.theme === 'pop') found.theme = handle.theme;
  if (typeof handle.accountSwitchTarget === 'string') found.accountSwitchTarget = handle.accountSwitchTarget;
  if (handle.sidebarNavigation === 'settings') found.sidebarNavigation = handle.sidebarNavigation;
  return found;
}

/** The handles of the matched routes, outermost first, merged: a deeper route overrides what it sets. */
export function mergeLayoutHandles(handles: readonly unknown[]): LayoutRouteHandle {
  const merged: LayoutRouteHandle = { chrome: {} };
  for (const raw of handles) {
    const handle = layoutHandleOf(raw);
    merged.chrome = { ...merged.chrome, ...handle.chrome };
    if (handle.appearance) merged.appearance = handle.appearance;
    if (handle.theme) merged.theme = handle.theme;
    if (handle.accountSwitchTarget) merged.accountSwitchTarget = handle.accountSwitchTarget;
    if (handle.sidebarNavigation) merged.sidebarNavigation = handle.sidebarNavigation;
  }
  return merged;
}
