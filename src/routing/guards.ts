// Route guards (core.md 2, 6; navigation.md 2.2-2.5, 2.9, 6): each decides, before a page loads, whether
// the request goes on (null) or where it is sent instead.
import type { AccountPermission } from '../domain/permissions';
import type { MaybePromise, RouterContext } from './context';
import type { RouteParams } from './redirects';
import { CURRENT_ACCOUNT, HOME_PATH, LOGIN_PATH, ROOT_PATH, USER_PATH, accountPath, hrefOf } from './paths';

export interface GuardRequest {
  params: RouteParams;
  url: Pick<URL, 'pathname' | 'search' | 'hash'>;
}

export type Guard = (context: RouterContext, request: GuardRequest) => MaybePromise<string | null>;

/** Logged out (a paired player counts as logged in): to /login, with the requested URL saved as redirect-to. */
export const loginRequired: Guard = ({ session }, { url }) => {
  if (session.passesLoginGuard()) return null;
  session.saveRedirectTo(hrefOf(url));
  return LOGIN_PATH;
};

/** The logged-out group (login, forgot password, invitations...): a signed-in user goes to /home. */
export const loggedOutOnly: Guard = ({ session }) => (session.isLoggedIn() ? HOME_PATH : null);

/** /dev/* only with devtools enabled, else /. */
export const devtoolsRequired: Guard = ({ devtools }) => (devtools() ? null : ROOT_PATH);

const accountIdOf = (params: RouteParams): string => params.accountId ?? CURRENT_ACCOUNT;

/** Home is not for royalty-free accounts, nor for accounts restricted from discovering music: their library instead. */
export const homeAllowed: Guard = async (context) => {
  const accountId = await context.currentAccountId();
  if (!accountId) return null;
  const facts = await context.accountFacts(accountId);
  return facts.isRoyaltyFree || facts.restrictedDiscoverMusic ? accountPath(accountId, '/library') : null;
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

const zonePath = (params: RouteParams, rest = ''): string => accountPath(accountIdOf(params), `/zones/${encodeURIComponent(params.zoneId ?? '')}${rest}`);

/** SUBSCRIPTION_WRITE on the zone, else the given page of the zone. */
const zoneSubscriptionWrite =
  (fallback: (params: RouteParams) => string): Guard =>
  async (context, { params }) => {
    const permissions = await context.zonePermissions(params.zoneId ?? '');
    return permissions.includes('SUBSCRIPTION_WRITE') ? null : fallback(params);
  };

/** The zone subscription pages: SUBSCRIPTION_WRITE, else the zone page. */
export const zoneSubscriptionGuard: Guard = zoneSubscriptionWrite((params) => zonePath(params));

/** Player actions: SUBSCRIPTION_WRITE, else the parent page, the player. */
export const playerActionGuard: Guard = zoneSubscriptionWrite((params) => zonePath(params, '/player'));
