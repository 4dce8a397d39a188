// Whether the app's preview player has played anything yet: the layout loads the preview bar (and the
// preview's code) only from then on, so no first load carries it.
import { useSyncExternalStore } from 'react';

let used = false;
const listeners = new Set<() => void>();

export function markPreviewUsed(): void {
  if (used) return;
  used = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePreviewUsed = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => used,
    () => false,
  );
