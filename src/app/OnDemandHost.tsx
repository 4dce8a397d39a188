import { Suspense, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { RegionErrorBoundary } from '../layout/RegionErrorBoundary';

export interface OnDemandHostProps {
  subscribe(listener: () => void): () => void;
  /** Whether the store has something to show now. */
  hasContent(): boolean;
  /** The host, lazily loaded. */
  children: ReactNode;
}

/**
 * Mounts a lazily loaded host (the toasts', the modals') the first time its store has something to
 * show, and keeps it mounted so that what closes can animate out and return focus. Until then its
 * code (react-aria's overlays) stays out of the first load. If it cannot load, the layout goes on
 * without it.
 */
export function OnDemandHost({ subscribe, hasContent, children }: OnDemandHostProps) {
  const showing = useSyncExternalStore(subscribe, hasContent, hasContent);
  const [used, setUsed] = useState(showing);
  if (showing && !used) setUsed(true);
  if (!used) return null;
  return (
    <RegionErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </RegionErrorBoundary>
  );
}
