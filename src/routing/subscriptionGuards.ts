// The guards of the subscription, plan and add-on pages (billing.md 2.2, 2.6, 6).
import { ADDON_FLAGS } from '../domain/billing/addons';
import type { Guard } from './guards';
import { accountPermissionRequired } from './guards';
import { CURRENT_ACCOUNT, HOME_PATH, accountPath } from './paths';
import type { RouteParams } from './redirects';
import { ACTIVATED_ADDON_PAGES } from './routeParams';

const accountIdOf = (params: RouteParams): string => params.accountId ?? CURRENT_ACCOUNT;
const streamingList = (params: RouteParams) => accountPath(accountIdOf(params), '/settings/subscriptions/streaming');

/** /settings/subscriptions: the account permission zone.activate, else /accounts/{accountId}/settings. */
export const subscriptionSettingsGuard: Guard = accountPermissionRequired('ZONE_ACTIVATE', (params) => accountPath(accountIdOf(params), '/settings'));

/** /settings/subscriptions/streaming/{zoneId}: SUBSCRIPTION_READ on the zone, else back to the streaming list. */
export const streamingSubscriptionGuard: Guard = async (context, { params }) => {
  const permissions = await context.zonePermissions(params.zoneId ?? '');
  return permissions.includes('SUBSCRIPTION_READ') ? null : streamingList(params);
};

/** /settings/subscriptions/streaming/{zoneId}/{action}: zone.activate, else up one level. */
export const streamingActionGuard: Guard = accountPermissionRequired('ZONE_ACTIVATE', (params) => `${streamingList(params)}/${encodeURIComponent(params.zoneId ?? '')}`);

/** /settings/addons/activated/{addon}: an add-on with an activated page whose feature flag is on, else /home. */
export const activatedAddonGuard: Guard = async (context, { params }) => {
  const addon = params.addon ?? '';
  if (!(ACTIVATED_ADDON_PAGES as readonly string[]).includes(addon)) return HOME_PATH;
  const facts = await context.accountFacts(accountIdOf(params));
  return facts.featureFlags.includes(ADDON_FLAGS[addon as keyof typeof ADDON_FLAGS]) ? null : HOME_PATH;
};
