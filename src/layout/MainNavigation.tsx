import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../ui/Link';
import { appearanceFor } from './appearance';
import type { Appearance } from './appearance';
import { useFlag } from './flags';
import { navigationItems, sidebarGroups } from './navigationItems';
import type { NavigationAccount, NavigationGroup, NavigationItem } from './navigationItems';
import type { LayoutRouteHandle } from './routeHandle';
import './MainNavigation.css';

/** What the navigation needs of the selected account (read by src/layout/accountNavigation.ts). */
export interface NavigationAccountState {
  facts: NavigationAccount;
  /** Checkout completed. */
  activated: boolean;
  hasPaymentMethod: boolean;
}

export interface Navigation {
  appearance: Appearance;
  items: NavigationItem[];
  groups: NavigationGroup[];
}

export interface NavigationOptions {
  loggedIn: boolean;
  routeAppearance?: LayoutRouteHandle['appearance'];
}

/** The appearance and the navigation items for the viewer and their account, if any (navigation.md 2.7, 2.8). */
export function useNavigation(account: NavigationAccountState | null, { loggedIn, routeAppearance }: NavigationOptions): Navigation {
  const locationUsers = useFlag('location-users');
  return useMemo(() => {
    const facts = account?.facts ?? null;
    const appearance = appearanceFor({ loggedIn, route: routeAppearance, account: account && { activated: account.activated, hasPaymentMethod: account.hasPaymentMethod } });
    const items = navigationItems({ appearance, account: facts, hasLocationUsers: locationUsers.enabled });
    return { appearance, items, groups: sidebarGroups(items, facts) };
  }, [account, locationUsers.enabled, loggedIn, routeAppearance]);
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
