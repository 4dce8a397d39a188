// The main navigation: every item, when it shows, where it goes, and the sidebar groups it sits in
// (navigation.md 2.8, 6).
import type { Appearance } from './appearance';

/** The provider's own accounts (DECISIONS.md): an account they sell has "the product's own distributor". */
export const PROVIDER_ACCOUNT_IDS: readonly string[] = ['cadence-direct-se', 'cadence-direct-us', 'cadence-direct-gb'];

export const MESSAGING_PROMO_PATH = '/addons/promo/messaging';

export type NavigationItemId = 'partner' | 'home' | 'search' | 'create' | 'zones' | 'library' | 'messaging' | 'checkout' | 'signup' | 'guide';
export type NavigationGroupId = 'partner' | 'default' | 'setup';

export interface NavigationAccount {
  id: string;
  isPartner: boolean;
  isRoyaltyFree: boolean;
  restrictedDiscoverMusic: boolean;
  /** The account's feature flag messaging_enabled. */
  messagingEnabled: boolean;
  trialActive: boolean;
  /** Sold by the provider itself rather than by a distributor or partner. */
  soldByProvider: boolean;
  /** Some subscription of the account has been paid (billing.md 4.6 'Paid'). */
  paidBefore: boolean;
  /** The feature guide is on: checkout completed and the feature-guide-enabled flag (navigation.md 4). */
  featureGuideForced: boolean;
  /** Setup guide tasks still to do: the guide item's badge. */
  remainingGuideTasks: number;
}

export interface NavigationInput {
  appearance: Appearance;
  account: NavigationAccount | null;
  /** The user works with location users (the location-users flag): zones are called locations. */
  hasLocationUsers: boolean;
}

export interface NavigationItem {
  id: NavigationItemId;
  group: NavigationGroupId;
  /** i18n key of the label. */
  labelKey: string;
  to: string;
  /** A count shown beside the label. */
  badge?: number;
}

export function isTrialActive(trialExpiresAt: string | null | undefined, now: Date): boolean {
  return !!trialExpiresAt && new Date(trialExpiresAt).getTime() > now.getTime();
}

export function isSoldByProvider(distributorId: string | null | undefined): boolean {
  return !distributorId || PROVIDER_ACCOUNT_IDS.includes(distributorId);
}

/** Messaging shows when it is enabled, or to a paying direct customer outside a trial (as an upsell). */
export function messagingVisible(account: NavigationAccount): boolean {
  return account.messagingEnabled || (!account.trialActive && account.soldByProvider && account.paidBefore);
}

/** The items to show, in sidebar order. */
export function navigationItems({ appearance, account, hasLocationUsers }: NavigationInput): NavigationItem[] {
  if (appearance === 'none' || appearance === 'signup') return [];
  const items: NavigationItem[] = [];
  const add = (id: NavigationItemId, group: NavigationGroupId, to: string, extra: Partial<NavigationItem> = {}) => items.push({ id, group, labelKey: `layout.navigation.${id}`, to, ...extra });
  const base = account && `/accounts/${encodeURIComponent(account.id)}`;

  if (account?.isPartner) add('partner', 'partner', `/partner-portal/${encodeURIComponent(account.id)}`);
  // Royalty-free accounts are blocked from home and search (core.md 6), so they get no link there.
  const discoverRestricted = !!account?.restrictedDiscoverMusic;
  if (!discoverRestricted && !account?.isRoyaltyFree) add('home', 'default', '/home');
  if (!discoverRestricted && !account?.isRoyaltyFree) add('search', 'default', '/search');
  if (!discoverRestricted) add('create', 'default', '/create');
  if (account && base) {
    add('zones', 'default', `${base}/zones`, hasLocationUsers ? { labelKey: 'layout.navigation.locations' } : {});
    add('library', 'default', `${base}/library`);
    if (messagingVisible(account)) add('messaging', 'default', account.messagingEnabled ? `${base}/messaging` : MESSAGING_PROMO_PATH);
    if (appearance === 'onboarding') add('checkout', 'default', `${base}/checkout`);
    if (!account.isRoyaltyFree && (account.trialActive || account.featureGuideForced)) add('guide', 'setup', '/guide', { badge: account.remainingGuideTasks });
  } else {
    add('signup', 'default', '/signup');
  }
  return items;
}

export interface NavigationGroup {
  id: NavigationGroupId;
  /** i18n key of the group's heading, if it has one. */
  headingKey: string | null;
  items: NavigationItem[];
}

const GROUP_ORDER: readonly NavigationGroupId[] = ['partner', 'default', 'setup'];

/** The sidebar groups in order partner, default, setup, without empty ones. */
export function sidebarGroups(items: readonly NavigationItem[], account: Pick<NavigationAccount, 'isPartner' | 'isRoyaltyFree'> | null): NavigationGroup[] {
  return GROUP_ORDER.filter((group) => !(group === 'setup' && account?.isRoyaltyFree))
    .map((id) => ({
      id,
      headingKey: id === 'default' && account?.isPartner ? 'layout.navigation.myCompany' : null,
      items: items.filter((item) => item.group === id),
    }))
    .filter((group) => group.items.length > 0);
}
