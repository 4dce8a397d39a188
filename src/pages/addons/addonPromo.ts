// The add-on promo pages (navigation.md 2.2 /addons/promo/*, 2.4 /settings/addons/promo/*; billing.md 2.6):
// which add-ons each place has a promo for, what the route's loader reads, and what the page offers from
// who is looking. Nothing of React or Relay; the route table loads it with the first promo route.
import { data } from 'react-router';
import type { Params } from 'react-router';
import { ADDON_FLAGS } from '../../domain/billing/addons';
import type { Addon } from '../../domain/billing/plans';
import type { AccountPermission } from '../../domain/permissions';
import type { RouterContext } from '../../routing/context';
import { SIGNUP_PATH, accountPath } from '../../routing/paths';

export interface AddonPromoViewer {
  loggedIn: boolean;
  /** The account the promo is for (the route's, or the current one at the top level); null without one. */
  account: { id: string; featureFlags: readonly string[]; permissions: readonly AccountPermission[] } | null;
}

/** What the page reads from its route's loader. */
export interface AddonPromoData extends AddonPromoViewer {
  addon: Addon;
}

/** The add-on a promo path names; null for none. (At the top level messaging has a route of its own, with its redirect.) */
export const promoAddonOf = (name: string): Addon | null => (Object.hasOwn(ADDON_FLAGS, name) ? (name as Addon) : null);

/** The loader's data: the add-on and who is looking, for the route's account or else the current one. */
export async function addonPromoData(context: Pick<RouterContext, 'session' | 'currentAccountId' | 'accountFacts'>, addon: Addon, routeAccountId: string | undefined): Promise<AddonPromoData> {
  const loggedIn = context.session.isLoggedIn();
  const accountId = routeAccountId ?? (loggedIn ? await context.currentAccountId() : undefined);
  const facts = accountId ? await context.accountFacts(accountId) : null;
  return { addon, loggedIn, account: accountId && facts ? { id: accountId, featureFlags: facts.featureFlags, permissions: facts.permissions } : null };
}

/**
 * The promo route's loader: the add-on its path names (the top-level messaging promo's path names none:
 * it is messaging's) for the route's account or else the current one; an unknown add-on is not found.
 */
export async function addonPromoLoader(context: Pick<RouterContext, 'session' | 'currentAccountId' | 'accountFacts'>, params: Params): Promise<AddonPromoData> {
  const addon = promoAddonOf(params.addon ?? 'messaging');
  if (!addon) throw data(null, { status: 404, statusText: 'Not Found' });
  return addonPromoData(context, addon, params.accountId);
}

/** Where an active add-on is used. */
const IN_USE: Record<Addon, string> = {
  sso: '/settings/saml',
  messaging: '/messaging',
  hifi: '/settings/addons/activated/hifi',
  curation: '/settings/subscriptions',
};

export type AddonPromoAction =
  /** The add-on's flag is on: open where it is used. */
  | { kind: 'active'; href: string }
  /** Activate it through billing's add-on activation (needs zone.activate, as the server does). */
  | { kind: 'activate'; href: string }
  /** A member who may not activate it. */
  | { kind: 'askOwner' }
  /** Signed in without an account. */
  | { kind: 'noAccount' }
  | { kind: 'signup'; href: string };

export function addonPromoAction(addon: Addon, { loggedIn, account }: AddonPromoViewer): AddonPromoAction {
  if (!loggedIn) return { kind: 'signup', href: SIGNUP_PATH };
  if (!account) return { kind: 'noAccount' };
  if (account.featureFlags.includes(ADDON_FLAGS[addon])) return { kind: 'active', href: accountPath(account.id, IN_USE[addon]) };
  if (!account.permissions.includes('ZONE_ACTIVATE')) return { kind: 'askOwner' };
  return { kind: 'activate', href: accountPath(account.id, `/addons/${addon}/activate`) };
}
