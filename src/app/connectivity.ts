// Whether the app believes it is offline: network-failure messages set it (core.md 8), a later success
// clears it, and the UI shows it.
import { useSyncExternalStore } from 'react';

let offline = false;
const listeners = new Set<() => void>();

export function setOffline(value: boolean): void {
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

export function isOffline(): boolean {
  return offline;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}
