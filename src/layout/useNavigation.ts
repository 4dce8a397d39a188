// Which navigation the viewer gets: kept apart from the components that draw it, so that the layout
// frame (in the entry chunk) can compute it without loading react-aria.
import { useMemo } from 'react';
import { appearanceFor } from './appearance';
import type { Appearance } from './appearance';
import { useFlag } from './flags';
import { navigationItems, sidebarGroups } from './navigationItems';
import type { NavigationAccount, NavigationGroup, NavigationItem } from './navigationItems';
import type { LayoutRouteHandle } from './routeHandle';

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
