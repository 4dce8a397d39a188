// The add-on promo pages (navigation.md 2.2 /addons/promo/*, 2.4 /settings/addons/promo/*; billing.md 2.6):
// what the page offers for an add-on, from who is looking. Nothing of React or Relay, so the route table
// can load it with the route.
import { ADDON_FLAGS } from '../../domain/billing/addons';
import type { Addon } from '../../domain/billing/plans';
import type { AccountPermission } from '../../domain/permissions';
import { SIGNUP_PATH, accountPath } from '../../routing/paths';

/** The add-ons with a promo page at the top level besides messaging, whose route decides first (navigation.md 2.2). */
export const TOP_LEVEL_PROMO_ADDONS = ['sso', 'hifi', 'curation'] as const satisfies readonly Addon[];

export interface AddonPromoViewer {
  loggedIn: boolean;
  /** The account the promo is for (the route's, or the current one at the top level); null without one. */
  account: { id: string; featureFlags: readonly string[]; permissions: readonly AccountPermission[] } | null;
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
