// The signed-in user's regions come from one component that reads the layout's query
// (src/layout/UserRegions.tsx); the page sits between the header and the sidebar. So that the query's
// loading and failures never reach the page, that component lives beside it, and the layout hands it a
// slot per region: where the region goes (the header and the sidebar through portals into places the
// layout keeps among its landmarks) and what shows when it fails.
import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { ThemeEffect } from './ThemeEffect';
import { HeaderFailed, SidebarFailed } from './UserRegionFallbacks';

/** Puts a region into its place in the layout, its failures kept to it (nothing while the place is hidden). */
export type RegionSlot = (content: ReactNode) => ReactNode;

export interface RegionSlots {
  /** The theme and the account selection, which show nothing. */
  effects: RegionSlot;
  header: RegionSlot;
  sidebar: RegionSlot;
  /** The notifications bar, under the header; a failure leaves no bar. */
  notifications: RegionSlot;
  palette: RegionSlot;
}

/** A region's place in the layout; it adds no box, so the region lays out as the layout's own child. */
export function RegionPlace({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <div className="app-layout__slot" ref={ref} />;
}

interface RegionSlotsOptions {
  /** Fetches the regions' data anew. */
  onRetry: () => void;
  /** The regions' data: a failed region renders again when new data comes (RegionErrorBoundary). */
  resetKey: unknown;
  /** Whether the route keeps the light theme, as the effects do without the user's data. */
  forcedLight: boolean;
}

/**
 * The slots of the signed-in regions, and the refs of their places. A failure in a region stays in it
 * (navigation.md 2.8 'Navigation and library have their own error fallbacks').
 */
export function useRegionSlots({ onRetry, resetKey, forcedLight }: RegionSlotsOptions) {
  const [header, setHeader] = useState<Element | null>(null);
  const [sidebar, setSidebar] = useState<Element | null>(null);
  const [notifications, setNotifications] = useState<Element | null>(null);
  const guarded =
    (failed: (retry: () => void) => ReactNode): RegionSlot =>
    (content) => (
      <RegionErrorBoundary onRetry={onRetry} resetKey={resetKey} fallback={failed}>
        {content}
      </RegionErrorBoundary>
    );
  const placed =
    (place: Element | null, failed: (retry: () => void) => ReactNode): RegionSlot =>
    (content) =>
      place && createPortal(guarded(failed)(content), place);
  const slots: RegionSlots = {
    effects: guarded(() => <ThemeEffect colorMode={null} forcedLight={forcedLight} />),
    header: placed(header, (retry) => <HeaderFailed retry={retry} />),
    sidebar: placed(sidebar, (retry) => <SidebarFailed retry={retry} />),
    notifications: placed(notifications, () => null),
    palette: guarded(() => null),
  };
  return { slots, places: { header: setHeader, sidebar: setSidebar, notifications: setNotifications } };
}
