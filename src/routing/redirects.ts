// The route table's redirects as data (core.md 2, navigation.md 2.2-2.6): the structural ones (a bare path
// to its default page) and the old routes, each of which is tracked as a 'redirect' event. A rule's path
// is relative to the table it sits in; routes.tsx mounts each table where it belongs.
import { CURRENT_ACCOUNT, HOME_PATH, LOGIN_PATH, accountPath } from './paths';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RedirectRule {
  /** The route path relative to the table's base; absent for an index rule. */
  path?: string;
  index?: true;
  /**
   * The target path, which may carry search parameters of its own, or null when the route's own page
   * shows instead (a condition on the parameters does not hold).
   */
  to(params: RouteParams): string | null;
  /** An old route: tracked as the event 'redirect' (navigation.md 2.1). */
  legacy?: true;
  /** The old URL stays in the address bar while the target shows ("keeping the old URL as a mask"). */
  mask?: true;
  /** The navigation state travels along ("keeping the navigation state"). */
  keepState?: true;
}

export const REDIRECT_EVENT = 'redirect';

/** The product's old station list page, /discover/music/{product}s (navigation.md 2.6; the product is Cadence). */
export const LEGACY_STATION_LIST_PATH = '/discover/music/cadences';
/** The smart-speaker and embedded-audio vendors (DECISIONS.md) whose old pairing paths are redirected. */
export const LEGACY_PAIRING_VENDORS = ['sonos', 'streamsdk'] as const;
/** The standard signup's steps (navigation.md 2.10): /signup/{step} is a step, never a voucher. */
export const SIGNUP_STEPS = ['company-type', 'company', 'email', 'full-form', 'role', 'sso', 'user'] as const;
/** /your-music/{musicId} leads to the music page only for ids this long (shorter ones are library collections). */
export const MUSIC_ID_MIN_LENGTH_FOR_DISCOVER = 10;
/** Where /create/schedule sends the schedule editor back to. */
export const CREATE_PATH = '/create';

const segment = (value: string | undefined): string => encodeURIComponent(value ?? '');
/** A splat as it came, each segment escaped again; empty adds nothing. */
const splat = (params: RouteParams): string =>
  params['*'] ? `/${params['*'].split('/').filter(Boolean).map(segment).join('/')}` : '';
const inAccount = (params: RouteParams, rest: string): string => accountPath(params.accountId ?? CURRENT_ACCOUNT, rest);
const withSearch = (path: string, search: Record<string, string>): string => `${path}?${new URLSearchParams(search).toString()}`;

/** Redirects among the top-level routes. */
export const TOP_LEVEL_REDIRECTS: readonly RedirectRule[] = [
  { index: true, to: () => HOME_PATH },
  { path: 'discover', to: () => HOME_PATH },
  { path: 'addons', to: () => HOME_PATH },
  { path: 'legal-certificate', to: () => '/legal-certificate/print' },
  { path: 'create/from-playlist', legacy: true, to: () => '/create/station/from-playlist' },
  { path: LEGACY_STATION_LIST_PATH.slice(1), legacy: true, to: () => HOME_PATH },
  { path: 'discover-music/*', legacy: true, to: (params) => `/discover${splat(params)}` },
  { path: 'discover/categories/:type/:categoryId', legacy: true, to: (params) => `/discover/browse/${segment(params.categoryId)}` },
  { path: 'discover/categories/*', legacy: true, to: (params) => `/discover/browse${splat(params)}` },
  { path: 'discover/albums/*', legacy: true, to: (params) => `/discover/album${splat(params)}` },
  { path: 'discover/release/*', legacy: true, to: (params) => `/discover/album${splat(params)}` },
  { path: 'discover/artists/*', legacy: true, to: (params) => `/discover/artist${splat(params)}` },
  { path: 'discover/schedules/*', legacy: true, to: (params) => `/discover/schedule${splat(params)}` },
  { path: 'discover/playlists/*', legacy: true, to: (params) => `/discover/music${splat(params)}` },
  // A schedule's public link, {origin}/{brand-prefix}/{schedule id} (core.md 2 'Controls and dialogs').
  { path: 'cadence/:id', to: (params) => `/discover/schedule/${segment(params.id)}` },
  { path: 'discover/schedule/:id/edit', to: (params) => accountPath(CURRENT_ACCOUNT, `/your-music/schedules/edit/${segment(params.id)}`) },
  // The source menu's 'duplicate' goes to {url}/copy (core.md 2 'Discover and search'); copying opens the editor with action=copy (4 'Schedules').
  { path: 'discover/schedule/:id/copy', keepState: true, to: (params) => withSearch(accountPath(CURRENT_ACCOUNT, `/your-music/schedules/edit/${segment(params.id)}`), { action: 'copy' }) },
  // The speaker vendor's household flows, /sonos/connect/v2/{householdId} and /sonos/pair/v2/{householdId},
  // outrank these by their static 'v2' (src/routes.tsx).
  ...LEGACY_PAIRING_VENDORS.flatMap((vendor): RedirectRule[] => [
    { path: `${vendor}/connect/:code`, legacy: true, to: (params) => `/connect/${vendor}/${segment(params.code)}` },
    { path: `${vendor}/pair/:code`, legacy: true, to: (params) => `/connect/${vendor}/${segment(params.code)}/pair` },
    { path: `${vendor}/pair/:code/:zoneId`, legacy: true, to: (params) => `/connect/${vendor}/${segment(params.code)}/pair/${segment(params.zoneId)}` },
  ]),
];

/** Redirects under /signup, where the route table keeps the voucher of every signup URL (navigation.md 2.5, 2.10). */
export const SIGNUP_REDIRECTS: readonly RedirectRule[] = [
  { path: 'email/:voucher', legacy: true, to: (params) => withSearch('/signup/user', { voucher: params.voucher ?? '' }) },
  { path: ':voucher/sso', legacy: true, to: (params) => withSearch('/signup/user', { voucher: params.voucher ?? '' }) },
  {
    path: ':voucher',
    legacy: true,
    to: (params) => ((SIGNUP_STEPS as readonly string[]).includes(params.voucher ?? '') ? null : withSearch('/signup', { voucher: params.voucher ?? '' })),
  },
];

/** Redirects inside the logged-out group. /saml is also the SAML return page, which the session reads at start-up. */
export const LOGGED_OUT_REDIRECTS: readonly RedirectRule[] = [{ path: 'saml', legacy: true, to: () => LOGIN_PATH }];

/** Redirects of login-required routes. */
export const LOGIN_REQUIRED_REDIRECTS: readonly RedirectRule[] = [
  { path: 'partner-portal', to: () => HOME_PATH },
  {
    path: 'create/schedule',
    to: () => withSearch(accountPath(CURRENT_ACCOUNT, '/your-music/schedules/edit'), { returnPath: CREATE_PATH }),
  },
];

/** Redirects under /accounts/{accountId}, after the account guard resolved the id. */
export const ACCOUNT_REDIRECTS: readonly RedirectRule[] = [
  { index: true, to: (params) => inAccount(params, '/zones') },
  { path: 'locations/*', legacy: true, to: (params) => inAccount(params, `/zones${splat(params)}`) },
  { path: 'your-music', legacy: true, to: (params) => inAccount(params, '/library') },
  { path: 'your-music/playlists', legacy: true, to: (params) => withSearch(inAccount(params, '/library'), { filter: 'playlists' }) },
  { path: 'your-music/schedules', legacy: true, to: (params) => withSearch(inAccount(params, '/library'), { filter: 'schedules' }) },
  { path: 'your-music/playlists/:musicId', legacy: true, mask: true, to: (params) => `/discover/music/${segment(params.musicId)}` },
  {
    path: 'your-music/:musicId',
    legacy: true,
    mask: true,
    to: (params) => ((params.musicId ?? '').length >= MUSIC_ID_MIN_LENGTH_FOR_DISCOVER ? `/discover/music/${segment(params.musicId)}` : null),
  },
  { path: 'your-music/schedules/create', legacy: true, to: (params) => inAccount(params, '/your-music/schedules/edit') },
  {
    path: 'your-music/schedules/:scheduleId/edit',
    legacy: true,
    to: (params) => inAccount(params, `/your-music/schedules/edit/${segment(params.scheduleId)}`),
  },
  {
    path: 'your-music/schedules/:scheduleId/copy',
    legacy: true,
    keepState: true,
    to: (params) => withSearch(inAccount(params, `/your-music/schedules/edit/${segment(params.scheduleId)}`), { action: 'copy' }),
  },
];

/** Redirects under /accounts/{accountId}/zones/location/{locationId}: the bare location page shows its details. */
export const LOCATION_REDIRECTS: readonly RedirectRule[] = [{ index: true, to: (params) => inAccount(params, `/zones/location/${segment(params.locationId)}/details`) }];

/** The zone list's own pages (/zones/create, /zones/edit/{locationId}, /zones/location/{locationId}): not zone ids. */
const ZONE_LIST_PAGES: readonly string[] = ['create', 'edit', 'location'];

/** Redirects under /accounts/{accountId}/zones/{zoneId}. */
export const ZONE_REDIRECTS: readonly RedirectRule[] = [
  // "Replacing history": no redirect leaves the bare zone path behind in the history (see routes.tsx).
  { index: true, to: (params) => (ZONE_LIST_PAGES.includes(params.zoneId ?? '') ? null : inAccount(params, `/zones/${segment(params.zoneId)}/player`)) },
  { path: 'control', legacy: true, to: (params) => inAccount(params, `/zones/${segment(params.zoneId)}`) },
];

/** Redirects under /accounts/{accountId}/messaging, open when messaging is enabled. */
export const MESSAGING_REDIRECTS: readonly RedirectRule[] = [{ index: true, to: (params) => inAccount(params, '/messaging/campaigns') }];

/** Redirects under /accounts/{accountId}/settings, open with SETTINGS_READ. */
export const SETTINGS_REDIRECTS: readonly RedirectRule[] = [
  { index: true, to: (params) => inAccount(params, '/settings/overview') },
  { path: 'addons', to: () => HOME_PATH },
];

/**
 * Where a rule sends the request: its target with the request's search parameters kept (the target's own
 * win) and its hash kept unless the target has one; null when the rule's condition does not hold.
 */
export function redirectHref(rule: RedirectRule, params: RouteParams, from: Pick<URL, 'search' | 'hash'>): string | null {
  const target = rule.to(params);
  if (target === null) return null;
  const url = new URL(target, 'http://app.invalid');
  const targetKeys = new Set(url.searchParams.keys());
  for (const [key, value] of new URLSearchParams(from.search)) {
    if (!targetKeys.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}${url.hash || from.hash}`;
}
