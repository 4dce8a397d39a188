// The zone being controlled: the last zone page visited, per account, for this browser session
// (sessionStorage, ./controlledZoneStore.ts), so the now-playing bar follows the user from page to page.
import * as z from 'zod/mini';
import { controlledZoneKey, controlledZoneStorage, notifyControlledZone, useStoredControlledZone } from './controlledZoneStore';

const ControlledZoneSchema = z.object({ zoneId: z.string().check(z.minLength(1)) });

/** The stored zone id, when what is stored is one. */
function parseControlledZone(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed = ControlledZoneSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.zoneId : null;
  } catch {
    return null;
  }
}

export function controlledZoneOf(accountId: string): string | null {
  return parseControlledZone(controlledZoneStorage()?.getItem(controlledZoneKey(accountId)) ?? null);
}

export function rememberControlledZone(accountId: string, zoneId: string): void {
  if (controlledZoneOf(accountId) === zoneId) return;
  controlledZoneStorage()?.setItem(controlledZoneKey(accountId), JSON.stringify({ zoneId }));
  notifyControlledZone();
}

/** Forgets the zone, e.g. when it no longer exists. */
export function forgetControlledZone(accountId: string): void {
  controlledZoneStorage()?.removeItem(controlledZoneKey(accountId));
  notifyControlledZone();
}

export function useControlledZone(accountId: string | null): string | null {
  return parseControlledZone(useStoredControlledZone(accountId));
}
