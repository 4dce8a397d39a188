// The parts of the layout that show the signed-in user's data: the header's user menu, the sidebar's
// account navigation, the command palette's destinations and accounts, the theme and the account
// selection. They read the one layout query and load, with Relay, only for a signed-in session, so
// that a visitor's first page (the login form) paints without them (src/layout/AppLayout.tsx).
import { useContext, useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { AppLayoutQuery as AppLayoutQueryType, AppLayoutQuery$data } from '../__generated__/AppLayoutQuery.graphql';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { useAccountSelection } from '../session/SessionProvider';
import { useAccountNavigation } from './accountNavigation';
import { useSelectableAccounts, useSwitchAccount, useSwitchableAccounts } from './AccountSwitcher';
import { AppLayoutQuery } from './AppLayoutQuery';
import { CommandPalette } from './CommandPalette';
import { Header } from './Header';
import { LayoutFetchKeyContext } from './layoutRefetch';
import { useLayoutSession } from './layoutSession';
import type { RouteAppearance } from './routeHandle';
import { useSettingsNavigation } from './SettingsSidebar';
import { Sidebar } from './Sidebar';
import { ThemeEffect } from './ThemeEffect';
import { isColorMode } from './theme';
import { UserMenu } from './UserMenu';

/** Each region mounts apart in the layout, so each brings the app's Relay environments along. */
function withEnvironments<P extends object>(Content: ComponentType<P>): ComponentType<P> {
  return function Region(props: P) {
    return (
      <RelayEnvironments>
        <Content {...props} />
      </RelayEnvironments>
    );
  };
}

function useAppLayoutQuery(): AppLayoutQuery$data {
  const { accountId } = useLayoutSession();
  const fetchKey = useContext(LayoutFetchKeyContext);
  return useLazyLoadQuery<AppLayoutQueryType>(AppLayoutQuery, { accountId: accountId ?? '', hasAccount: accountId !== null }, { fetchPolicy: 'store-or-network', fetchKey });
}

/** The signed-in user; a paired player's session has a Device as its viewer, and no user menu. */
function userOf(data: AppLayoutQuery$data) {
  return data.me?.user ?? null;
}

/**
 * What the signed-in user's data drives outside the header and sidebar: their theme, and a usable
 * selected account (navigation.md 4, 8): with none selected the newest account is chosen; when the
 * selected one is not accessible (the server answers no account), another is.
 */
function Effects({ forcedLight }: { forcedLight: boolean }) {
  const data = useAppLayoutQuery();
  const selection = useAccountSelection();
  const { accountId } = useLayoutSession();
  const user = userOf(data);
  const accounts = useSelectableAccounts(user);
  // An account found inaccessible is not chosen again, so that a user without any accessible account
  // ends with none selected rather than cycling through them.
  const inaccessibleIds = useRef(new Set<string>());
  const inaccessible = accountId !== null && data.account === null;
  useEffect(() => {
    if (!user) return;
    if (inaccessible) inaccessibleIds.current.add(accountId);
    const candidates = accounts.filter((account) => !inaccessibleIds.current.has(account.id));
    if (accountId === null) selection.selectDefaultIfNone(candidates);
    else if (inaccessible) selection.accountFetchFailed(404, accountId, candidates);
  }, [user, accountId, inaccessible, accounts, selection]);
  const setting = user?.userColorModeSetting;
  return <ThemeEffect colorMode={isColorMode(setting) ? setting : null} forcedLight={forcedLight} />;
}

export const UserEffects = withEnvironments(Effects);

interface RegionProps {
  routeAppearance: RouteAppearance;
}

function UserHeaderContent({ showSearch, routeAppearance, withMenu }: RegionProps & { showSearch: boolean; withMenu: boolean }) {
  const data = useAppLayoutQuery();
  const { appearance, groups } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const user = userOf(data);
  const userMenu: ReactNode = user && <UserMenu viewer={user} accounts={user} account={data.account ?? null} />;
  return <Header loggedIn userMenu={userMenu} appearance={appearance} showSearch={showSearch} menu={withMenu ? groups : null} />;
}

export const UserHeader = withEnvironments(UserHeaderContent);

function UserSidebarContent({ routeAppearance }: RegionProps) {
  const data = useAppLayoutQuery();
  const { groups } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  return <Sidebar groups={groups} />;
}

export const UserSidebar = withEnvironments(UserSidebarContent);

function UserCommandPaletteContent({ routeAppearance }: RegionProps) {
  const data = useAppLayoutQuery();
  const { items } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const settings = useSettingsNavigation(data.account ?? null);
  const accounts = useSwitchableAccounts(userOf(data));
  const switchAccount = useSwitchAccount();
  return <CommandPalette navigation={items} settings={settings} accounts={accounts} onSwitchAccount={switchAccount} />;
}

export const UserCommandPalette = withEnvironments(UserCommandPaletteContent);
