// Route guards (core.md 2, 6; navigation.md 2.2-2.5, 2.9, 6): each decides, before a page loads, whether
// the request goes on (null) or where it is sent instead.
import type { AccountPermission } from '../domain/permissions';
import type { MaybePromise, RouteAccountFacts, RouterContext } from './context';
import { CREATE_PATH } from './redirects';
import type { RouteParams } from './redirects';
import { CURRENT_ACCOUNT, HOME_PATH, LOGIN_PATH, ROOT_PATH, SIGNUP_PATH, USER_PATH, accountPath, hrefOf, zonePath } from './paths';

export interface GuardRequest {
  params: RouteParams;
  url: Pick<URL, 'pathname' | 'search' | 'hash'>;
}

export type Guard = (context: RouterContext, request: GuardRequest) => MaybePromise<string | null>;

/**
 * The `signup` search of /create and /create/schedule (navigation.md 2.3): a link inviting a visitor to
 * make an account there (a promo, a marketing page) rather than to sign in to one.
 */
export const SIGNUP_SEARCH = 'signup';

/**
 * Logged out (a paired player counts as logged in): to /login, with the requested URL saved as
 * redirect-to; a URL carrying the signup search goes to /signup instead, the URL saved all the same.
 */
export const loginRequired: Guard = ({ session }, { url }) => {
  if (session.passesLoginGuard()) return null;
  session.saveRedirectTo(hrefOf(url));
  return new URLSearchParams(url.search).has(SIGNUP_SEARCH) ? SIGNUP_PATH : LOGIN_PATH;
};

/** The logged-out group (login, forgot password, invitations...): a signed-in user goes to /home. */
export const loggedOutOnly: Guard = ({ session }) => (session.isLoggedIn() ? HOME_PATH : null);

/** /dev/* only with devtools enabled, else /. */
export const devtoolsRequired: Guard = ({ devtools }) => (devtools() ? null : ROOT_PATH);

const accountIdOf = (params: RouteParams): string => params.accountId ?? CURRENT_ACCOUNT;

/** An account's library: where pages an account may not use send it (navigation.md 2.2 names /your-music, which leads there). */
const libraryOf = (accountId: string): string => accountPath(accountId, '/library');

/** The selected account with its facts; undefined without one. */
async function selectedAccount(context: RouterContext): Promise<{ accountId: string; facts: RouteAccountFacts } | undefined> {
  const accountId = await context.currentAccountId();
  return accountId ? { accountId, facts: await context.accountFacts(accountId) } : undefined;
}

/**
 * A guard over the selected account's facts: the library when the account may not use the page. Without
 * an account there are no facts to restrict, so the page is open (its own page asks for an account).
 */
const libraryUnless =
  (allowed: (facts: RouteAccountFacts) => boolean): Guard =>
  async (context) => {
    const account = await selectedAccount(context);
    return !account || allowed(account.facts) ? null : libraryOf(account.accountId);
  };

/** Home and search are not for royalty-free accounts (navigation.md 6), nor for accounts restricted from discovering music. */
export const discoveryAllowed: Guard = libraryUnless((facts) => !facts.isRoyaltyFree && !facts.restrictedDiscoverMusic);

const notRoyaltyFree: Guard = libraryUnless((facts) => !facts.isRoyaltyFree);

/** The setup guide (/guide, /setup-guide) is not for royalty-free accounts (navigation.md 2.2, 2.5, 6). */
export const guideAllowed: Guard = notRoyaltyFree;

/**
 * The 'royalty-free' condition of the artist and album pages (core.md 2 'Discover and search'). What
 * happens when it fails is not shown: a royalty-free account goes to its library, as from home.
 */
export const royaltyFreeCondition: Guard = notRoyaltyFree;

/** restrictedDiscoverMusic hides create as well as home and search (navigation.md 6). */
export const createAllowed: Guard = libraryUnless((facts) => !facts.restrictedDiscoverMusic);

export const SCHEDULE_CREATION_FLAG = 'schedule_creation_enabled';

/** /create/synced-playlist needs schedule_creation_enabled on the selected account (off without one), else /create. */
export const scheduleCreationEnabled: Guard = async (context) => {
  const account = await selectedAccount(context);
  return account?.facts.featureFlags.includes(SCHEDULE_CREATION_FLAG) ? null : CREATE_PATH;
};

/**
 * Stations are for accounts neither on the starter plan nor royalty-free (navigation.md 6: "starter cannot
 * create stations", "royalty-free is blocked from ... stations"). This is also how the 'starter' plan or
 * feature condition of /create/ai-station is read: the spec gives it no other meaning (billing.md: "meaning
 * not shown"), and an AI station is a station.
 */
export const canCreateStations = (facts: Pick<RouteAccountFacts, 'plan' | 'isRoyaltyFree'>): boolean => facts.plan !== 'starter' && !facts.isRoyaltyFree;

/**
 * The station create pages (/create/ai-station, /create/station/from-tags, /from-playlist): an account that
 * cannot create stations goes back to the create hub. Royalty-free goes there too: the spec only says it is
 * "blocked", and the hub is where the starter plan is sent from the same pages. Without an account there
 * is no station to create either.
 */
export const stationCreationAllowed: Guard = async (context) => {
  const account = await selectedAccount(context);
  return account && canCreateStations(account.facts) ? null : CREATE_PATH;
};

export const MESSAGING_FLAG = 'messaging_enabled';

/** /accounts/{accountId}/messaging needs messaging_enabled, else the messaging promo in settings. */
export const messagingEnabled: Guard = async (context, { params }) => {
  const facts = await context.accountFacts(accountIdOf(params));
  return facts.featureFlags.includes(MESSAGING_FLAG) ? null : accountPath(accountIdOf(params), '/settings/addons/promo/messaging');
};

/** /addons/promo/messaging: /home without an account, the account's messaging when enabled, else the promo. */
export const messagingPromo: Guard = async (context) => {
  const accountId = await context.currentAccountId();
  if (!accountId) return HOME_PATH;
  const facts = await context.accountFacts(accountId);
  return facts.featureFlags.includes(MESSAGING_FLAG) ? accountPath(accountId, '/messaging') : null;
};

/** An account permission, else the fallback path. */
export const accountPermissionRequired =
  (permission: AccountPermission, fallback: (params: RouteParams) => string): Guard =>
  async (context, { params }) => {
    const facts = await context.accountFacts(accountIdOf(params));
    return facts.permissions.includes(permission) ? null : fallback(params);
  };

/** /accounts/{accountId}/settings needs SETTINGS_READ, else /user. */
export const settingsReadable: Guard = accountPermissionRequired('SETTINGS_READ', () => USER_PATH);

/**
 * The 'account has payment' and 'distributor' conditions of /accounts/{accountId}/settings/referrals
 * (billing.md 2.6), read as the settings sidebar reads them: else back to settings.
 */
export const referralsAllowed: Guard = async (context, { params }) => {
  const facts = await context.accountFacts(accountIdOf(params));
  return facts.hasPaymentMethod && facts.isDistributor ? null : accountPath(accountIdOf(params), '/settings');
};

const zonePageOf = (params: RouteParams, rest = ''): string => zonePath(accountIdOf(params), params.zoneId ?? '', rest);

/** SUBSCRIPTION_WRITE on the zone, else the given page of the zone. */
const zoneSubscriptionWrite =
  (fallback: (params: RouteParams) => string): Guard =>
  async (context, { params }) => {
    const permissions = await context.zonePermissions(params.zoneId ?? '');
    return permissions.includes('SUBSCRIPTION_WRITE') ? null : fallback(params);
  };

/** The zone subscription pages: SUBSCRIPTION_WRITE, else the zone page. */
export const zoneSubscriptionGuard: Guard = zoneSubscriptionWrite((params) => zonePageOf(params));

/** Player actions: SUBSCRIPTION_WRITE, else the parent page, the player. */
export const playerActionGuard: Guard = zoneSubscriptionWrite((params) => zonePageOf(params, '/player'));

const locationPath = (params: RouteParams, rest: string): string => accountPath(accountIdOf(params), `/zones/location/${encodeURIComponent(params.locationId ?? '')}${rest}`);

/** A location's users need USERS_READ (owners and admins), else the location's details. */
export const locationUsersReadable: Guard = accountPermissionRequired('USERS_READ', (params) => locationPath(params, '/details'));

/** Inviting to a location needs user.create (USER_CREATE), else the location's users or details. */
export const locationInviteAllowed: Guard = accountPermissionRequired('USER_CREATE', (params) => locationPath(params, '/details'));

/** /settings/users/invite needs user.create (USER_CREATE), else the account's users (navigation.md 2.4). */
export const usersInviteAllowed: Guard = accountPermissionRequired('USER_CREATE', (params) => accountPath(accountIdOf(params), '/settings/users'));
