// Route parameters checked before a page loads (core.md 2, navigation.md 5; DECISIONS.md enumerations):
// a missing required parameter, or a value outside its route's enumeration, fails the route.
import type { RouteParams } from './redirects';

export const REQUIRED_PARAMS = ['scheduleId', 'zoneId', 'locationId', 'musicId', 'id', 'accountId'] as const;

/** /accounts/{accountId}/zones/{zoneId}/subscription/{action} */
export const ZONE_SUBSCRIPTION_ACTIONS = ['activate', 'upgrade', 'resubscribe', 'unsubscribe', 'deactivate', 'pause', 'modify-pause'] as const;
/** /accounts/{accountId}/settings/subscriptions/streaming/{zoneId}/{action} (DECISIONS.md) */
export const STREAMING_SUBSCRIPTION_ACTIONS = ['activate', 'upgrade', 'resubscribe', 'deactivate'] as const;
/** /accounts/{accountId}/change-plan/{plan} and /change-plan/confirmed/{plan} */
export const PLAN_PARAMS = ['starter', 'essential', 'unlimited', 'royalty-free'] as const;
/** /accounts/{accountId}/settings/addons/activated/{addon}: the add-ons with an activated page. */
export const ACTIVATED_ADDON_PAGES = ['hifi'] as const;
/** /accounts/{accountId}/zones/{zoneId}/player/{action} */
export const PLAYER_ACTIONS = ['assign', 'queue', 'clear-queue', 'skip', 'volume'] as const;

/** The first required parameter the route names but the path leaves empty (only blanks can reach here). */
export function missingRequiredParam(params: RouteParams): string | null {
  return REQUIRED_PARAMS.find((name) => name in params && !params[name]?.trim()) ?? null;
}

/** The parameter is set and one of the values. */
export function paramIn(params: RouteParams, name: string, values: readonly string[]): boolean {
  const value = params[name];
  return value !== undefined && values.includes(value);
}
