import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MainNavigation_account$data, MainNavigation_account$key } from '../__generated__/MainNavigation_account.graphql';
import { Link } from '../ui/Link';
import { appearanceFor } from './appearance';
import type { Appearance } from './appearance';
import { hasAccountFeature, useFlag } from './flags';
import { isSoldByProvider, isTrialActive, navigationItems, sidebarGroups } from './navigationItems';
import type { NavigationAccount, NavigationGroup, NavigationItem } from './navigationItems';
import type { LayoutRouteHandle } from './routeHandle';
import './MainNavigation.css';

// Paid before: a zone whose subscription ever left INACTIVE was paid for (billing.md 4.6 'Paid'); the
// control schema has no latest_paid_until, so the zone totals stand in for it.
const fragment = graphql`
  fragment MainNavigation_account on Account {
    id
    isRoyaltyFree
    restrictedDiscoverMusic
    featureFlags
    trialExpiresAt
    checkoutState
    roles {
      isPartner
    }
    paymentMethod {
      __typename
    }
    distributor {
      id
    }
    guide {
      remainingTasks
    }
    zones: soundZones(first: 0) {
      total
    }
    unpaidZones: soundZones(first: 0, filters: [{ subscription: { eq: INACTIVE } }]) {
      total
    }
  }
`;

function navigationAccount(account: MainNavigation_account$data, featureGuideEnabled: boolean, now: Date): NavigationAccount {
  return {
    id: account.id,
    isPartner: account.roles.isPartner,
    isRoyaltyFree: account.isRoyaltyFree,
    restrictedDiscoverMusic: account.restrictedDiscoverMusic,
    messagingEnabled: hasAccountFeature(account.featureFlags, 'messaging_enabled'),
    trialActive: isTrialActive(account.trialExpiresAt, now),
    soldByProvider: isSoldByProvider(account.distributor?.id),
    paidBefore: account.zones.total > account.unpaidZones.total,
    featureGuideForced: account.checkoutState === 'COMPLETED' && featureGuideEnabled,
    remainingGuideTasks: account.guide.remainingTasks,
  };
}

export interface Navigation {
  appearance: Appearance;
  items: NavigationItem[];
  groups: NavigationGroup[];
}

/** The appearance and the navigation items for the viewer's account (navigation.md 2.7, 2.8). */
export function useNavigation(accountKey: MainNavigation_account$key | null, { loggedIn, routeAppearance }: { loggedIn: boolean; routeAppearance?: LayoutRouteHandle['appearance'] }): Navigation {
  const account = useFragment(fragment, accountKey) ?? null;
  const featureGuide = useFlag('feature-guide-enabled');
  const locationUsers = useFlag('location-users');
  return useMemo(() => {
    const facts = account && navigationAccount(account, featureGuide.enabled, new Date());
    const appearance = appearanceFor({ loggedIn, route: routeAppearance, account: account && { activated: account.checkoutState === 'COMPLETED', hasPaymentMethod: account.paymentMethod !== null } });
    const items = navigationItems({ appearance, account: facts, hasLocationUsers: locationUsers.enabled });
    return { appearance, items, groups: sidebarGroups(items, facts) };
  }, [account, featureGuide.enabled, locationUsers.enabled, loggedIn, routeAppearance]);
}

function isCurrent(item: NavigationItem, pathname: string): boolean {
  const path = item.to.split('?')[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function MainNavigation({ groups }: { groups: readonly NavigationGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="main-navigation" aria-label={t('layout.navigation.label')}>
      {groups.map((group) => (
        <section key={group.id} className="main-navigation__group" aria-labelledby={group.headingKey ? `main-navigation-${group.id}` : undefined}>
          {group.headingKey && (
            <h2 id={`main-navigation-${group.id}`} className="main-navigation__heading">
              {t(group.headingKey)}
            </h2>
          )}
          <ul className="main-navigation__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <Link href={item.to} className="main-navigation__link" aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
                  <span>{t(item.labelKey)}</span>
                  {item.badge !== undefined && item.badge > 0 && (
                    <span className="main-navigation__badge" aria-label={t('layout.navigation.remainingTasks', { count: item.badge })}>
                      {item.badge}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
