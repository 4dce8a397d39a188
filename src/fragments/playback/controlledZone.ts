// The zone being controlled: the last zone page visited, per account, for this browser session
// (sessionStorage), so the now-playing bar follows the user from page to page.
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

const KEY_PREFIX = 'cadence.controlledZone.';
const ControlledZoneSchema = z.object({ zoneId: z.string().check(z.minLength(1)) });

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function controlledZoneOf(accountId: string | null): string | null {
  if (!accountId) return null;
  const raw = storage()?.getItem(KEY_PREFIX + accountId);
  if (!raw) return null;
  try {
    const parsed = ControlledZoneSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.zoneId : null;
  } catch {
    return null;
  }
}

export function rememberControlledZone(accountId: string, zoneId: string): void {
  if (controlledZoneOf(accountId) === zoneId) return;
  storage()?.setItem(KEY_PREFIX + accountId, JSON.stringify({ zoneId }));
  emit();
}

/** Forgets the zone, e.g. when it no longer exists. */
export function forgetControlledZone(accountId: string): void {
  storage()?.removeItem(KEY_PREFIX + accountId);
  emit();
}

export function useControlledZone(accountId: string | null): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => controlledZoneOf(accountId),
  );
}
