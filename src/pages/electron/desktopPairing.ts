// The computer's pairing as a desktop device of one zone (core.md 3 'Paired device session', 4
// 'Devices and pairing'): the device session devicePair gave, kept in local storage so the player
// resumes after a restart of the shell. Pure rules here; the calls are in deviceSession.ts.
import { DESKTOP_LOGIN_PATH, DESKTOP_SELECT_PATH } from '../../routing/paths';

export const DESKTOP_PAIRING_STORAGE_KEY = 'cadence.desktopPairing';

export interface DesktopPairing {
  token: string;
  refreshToken: string;
  deviceId: string;
  zoneId: string;
  zoneName: string;
}

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const FIELDS = ['token', 'refreshToken', 'deviceId', 'zoneId', 'zoneName'] as const;

export function readPairing(storage: KeyValue): DesktopPairing | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(DESKTOP_PAIRING_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '') ? (Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as unknown as DesktopPairing) : null;
  } catch {
    return null;
  }
}

export const writePairing = (storage: KeyValue, pairing: DesktopPairing) => storage.setItem(DESKTOP_PAIRING_STORAGE_KEY, JSON.stringify(pairing));
export const clearPairing = (storage: KeyValue) => storage.removeItem(DESKTOP_PAIRING_STORAGE_KEY);

/** A pairing code is six digits (schema/control.graphql DevicePairInput); spaces people type are dropped. */
export function normalisePairingCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** How the pairing ended decides what the user sees (core.md 4 'Devices and pairing'). */
export type UnpairCause = 'deliberate' | 'remote';

/** Where the app goes when the zone becomes unpaired, and whether the persistent 'was unpaired' toast shows. */
export function afterUnpair(cause: UnpairCause, loggedIn: boolean): { to: string; wasUnpairedToast: boolean } {
  return { to: loggedIn ? DESKTOP_SELECT_PATH : DESKTOP_LOGIN_PATH, wasUnpairedToast: cause !== 'deliberate' };
}

/** Unpair (or logout) may go ahead, or only the explanatory acknowledgement shows (restrictedUnpairing). */
export const unpairOutcome = (restrictedUnpairing: boolean): 'unpair' | 'acknowledge' => (restrictedUnpairing ? 'acknowledge' : 'unpair');

/** The zone has an unresolved error of the soon-unsupported cause: the persistent soonUnsupported notice shows. */
export const SOON_UNSUPPORTED_CAUSE = 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION';
export const showsSoonUnsupported = (errors: readonly { cause: string; resolved: boolean }[]) => errors.some((error) => error.cause === SOON_UNSUPPORTED_CAUSE && !error.resolved);
