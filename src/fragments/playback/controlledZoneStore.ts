// Where the zone being controlled is kept (sessionStorage, per account) and who hears of its changes.
// The layout asks here whether there is one before it loads the now-playing bar; reading the stored
// value as a zone (./controlledZone.ts, with zod) happens in what loads after first paint.
import { useSyncExternalStore } from 'react';

const KEY_PREFIX = 'cadence.controlledZone.';
const listeners = new Set<() => void>();

export const controlledZoneKey = (accountId: string): string => KEY_PREFIX + accountId;

export function controlledZoneStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function notifyControlledZone(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored entry of the account (unchecked), re-read when it changes. */
export function useStoredControlledZone(accountId: string | null): string | null {
  return useSyncExternalStore(subscribe, () => (accountId ? (controlledZoneStorage()?.getItem(controlledZoneKey(accountId)) ?? null) : null));
}
