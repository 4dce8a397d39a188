// The vendor pairing guide's routes (navigation.md 2.5, 2.12, 5, 8): the connect links' validated search,
// the guards, loaders and pages of /connect/{vendor}/..., /sonos/connect/v2/{householdId} and
// /sonos/pair/v2/{householdId}, and the pairing a connect page keeps for the pages after it. Nothing of
// Relay here: the route table loads this module with the first vendor route, so the first paint carries
// only the routes' paths.
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import * as z from 'zod/mini';
import { isHouseholdId, isVendor, pairingMethodOf, vendorMessages, vendorPairPath, householdPairPath } from '../../domain/vendors';
import type { ConnectSearch, Vendor } from '../../domain/vendors';
import { reportError } from '../../errors/report';
import type { RouterContext } from '../../routing/context';
import { loginRequired } from '../../routing/guards';
import type { Guard } from '../../routing/guards';
import { HOME_PATH } from '../../routing/paths';
import { optionalBoolean, optionalText, parseSearch } from '../../routing/searchParams';
import { browserStorage } from '../../session/storage';
import type { KeyValueStorage } from '../../session/storage';
import { storeOnboardingOverrides } from '../onboarding/onboardingPaths';

/** A connect link's search: appId and linkCode (navigation.md 2.5), and the redirect back a streaming partner or the SDK names; invalid values are dropped. */
export const connectSearch = z.object({ appId: optionalText(), linkCode: optionalText(), redirect: optionalText(), stream: optionalBoolean() });

export const parseConnectSearch = (search: string): ConnectSearch => parseSearch(connectSearch, new URLSearchParams(search));

/** The validated search as it travels on to the pair page. */
export function connectSearchString(search: ConnectSearch): string {
  const params = new URLSearchParams();
  if (search.appId) params.set('appId', search.appId);
  if (search.linkCode) params.set('linkCode', search.linkCode);
  if (search.redirect) params.set('redirect', search.redirect);
  if (search.stream) params.set('stream', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the connect page at this address leads to pair, with its search. */
export function pairPathOf(params: { vendor?: string; pairingCode?: string; householdId?: string }, search: string): string {
  const rest = connectSearchString(parseConnectSearch(search));
  if (params.householdId !== undefined) return `${householdPairPath(params.householdId)}${rest}`;
  return `${vendorPairPath(params.vendor as Vendor, params.pairingCode)}${rest}`;
}

/** An unknown vendor: 'Pairing attempt with unknown vendor: {vendor}', then /home (navigation.md 8). */
export const vendorKnown: Guard = (_, { params }) => {
  if (isVendor(params.vendor)) return null;
  reportError(new Error(vendorMessages.unknownPairingVendor(params.vendor ?? '')));
  return HOME_PATH;
};

/** /connect/{vendor}/pair pairs without a code: only vendors that may soft pair; else 'Missing pairing code', then /home. */
export const softPairAllowedGuard: Guard = (_, { params }) => {
  const method = pairingMethodOf(params.vendor as Vendor, undefined);
  if (method.ok) return null;
  reportError(new Error(method.error));
  return HOME_PATH;
};

/** A household id the speaker vendor could have given; anything else is not a household page. */
export const householdKnown: Guard = (_, { params }) => (isHouseholdId(params.householdId) ? null : HOME_PATH);

/** A user logged in with an account goes from a connect page straight to the pairing path (navigation.md 2.12). */
export const connectLandingGuard: Guard = async (context, { params, url }) => {
  if (!context.session.isLoggedIn() || !(await context.currentAccountId())) return null;
  return pairPathOf(params, url.search);
};

// --- The routes ----------------------------------------------------------------------------------

/** The routes as the route table names them, relative to the pages' root. */
export type VendorRoutePath =
  | 'connect/:vendor'
  | 'connect/:vendor/pair'
  | 'connect/:vendor/:pairingCode'
  | 'connect/:vendor/:pairingCode/pair'
  | 'connect/:vendor/:pairingCode/pair/:zoneId'
  | 'sonos/connect/v2/:householdId'
  | 'sonos/pair/v2/:householdId';

/** Each route's guards, outermost first (navigation.md 2.5: the pair routes need a login). */
const VENDOR_ROUTE_GUARDS: Record<VendorRoutePath, readonly Guard[]> = {
  'connect/:vendor': [vendorKnown, connectLandingGuard],
  'connect/:vendor/pair': [vendorKnown, softPairAllowedGuard, loginRequired],
  'connect/:vendor/:pairingCode': [vendorKnown, connectLandingGuard],
  'connect/:vendor/:pairingCode/pair': [vendorKnown, loginRequired],
  'connect/:vendor/:pairingCode/pair/:zoneId': [vendorKnown, loginRequired],
  'sonos/connect/v2/:householdId': [householdKnown, connectLandingGuard],
  'sonos/pair/v2/:householdId': [householdKnown, loginRequired],
};

/** The route's guards as one: the first that redirects decides. */
export const vendorRouteGuard =
  (path: VendorRoutePath): Guard =>
  async (context, request) => {
    for (const guard of VENDOR_ROUTE_GUARDS[path]) {
      const to = await guard(context, request);
      if (to) return to;
    }
    return null;
  };

/** The pair pages' queries, started as the route matches; the connect pages ask the billing service themselves. */
export async function vendorRouteLoader(path: VendorRoutePath, context: Pick<RouterContext, 'preloadQuery' | 'currentAccountId'>, params: Params) {
  if (!path.includes('pair')) return null;
  const queries = await import('./vendorQueries');
  if (params.zoneId !== undefined) return context.preloadQuery(queries.vendorPairZoneQueryPreload(params.zoneId));
  const accountId = (await context.currentAccountId()) ?? '';
  return params.householdId !== undefined ? context.preloadQuery(queries.householdPairQueryPreload(accountId)) : context.preloadQuery(queries.vendorPairQueryPreload(accountId));
}

const connectPage = async () => (await import('./VendorConnectPage')).VendorConnectPage;
const pairPage = async () => (await import('./VendorPairPage')).VendorPairPage;

export const vendorPages: Record<VendorRoutePath, () => Promise<ComponentType>> = {
  'connect/:vendor': connectPage,
  'connect/:vendor/pair': pairPage,
  'connect/:vendor/:pairingCode': connectPage,
  'connect/:vendor/:pairingCode/pair': pairPage,
  'connect/:vendor/:pairingCode/pair/:zoneId': async () => (await import('./VendorPairZonePage')).VendorPairZonePage,
  'sonos/connect/v2/:householdId': connectPage,
  'sonos/pair/v2/:householdId': async () => (await import('./HouseholdPairPage')).HouseholdPairPage,
};

// --- The pairing in progress (navigation.md 9: session storage keys for pairing) ---------------------

export const PAIRING_STORAGE_KEY = 'cadence.pairing';
const storedPairing = z.object({
  vendor: z.string(),
  pairingCode: z.optional(z.string()),
  householdId: z.optional(z.string()),
  search: z.object({ appId: z.optional(z.string()), linkCode: z.optional(z.string()), redirect: z.optional(z.string()), stream: z.optional(z.boolean()) }),
});
export type StoredPairing = z.infer<typeof storedPairing>;

const pairingStorage = (): KeyValueStorage => browserStorage('session');

export function savePairing(pairing: StoredPairing, storage: KeyValueStorage = pairingStorage()): void {
  storage.setItem(PAIRING_STORAGE_KEY, JSON.stringify(pairing));
}

/** The stored pairing, or null when there is none or it does not parse. */
export function readPairing(storage: KeyValueStorage = pairingStorage()): StoredPairing | null {
  try {
    const parsed = storedPairing.safeParse(JSON.parse(storage.getItem(PAIRING_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** 'create-account': the onboarding a new account goes through is the pairing guide's (navigation.md 2.11 'Pairing guide: steps up to and including setup'). */
export function saveOnboardingOverrides(storage: KeyValueStorage = pairingStorage()): void {
  storeOnboardingOverrides(storage, { pairingGuide: true });
}
