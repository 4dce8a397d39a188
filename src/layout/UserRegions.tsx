// The parts of the layout that show the signed-in user's data: the header's user menu, the sidebar's
// account navigation, the command palette's destinations and accounts, the theme and the account
// selection. They read the one layout query and load, with Relay, only for a signed-in session, so
// that a visitor's first page (the login form) paints without them (src/layout/AppLayout.tsx).
import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { UserRegionsQuery as UserRegionsQueryType, UserRegionsQuery$data } from '../__generated__/UserRegionsQuery.graphql';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { useAccountSelection } from '../session/SessionProvider';
import { useAccountNavigation } from './accountNavigation';
import { useSelectableAccounts, useSwitchAccount, useSwitchableAccounts } from './AccountSwitcher';
import { CommandPalette } from './CommandPalette';
import { Header } from './Header';
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

// Everything the layout shows about the viewer and the selected account: the header, the sidebar's
// navigation, the command palette and the theme read their fragments from this one query, which the
// root route's loader starts (src/layout/layoutQuery.ts).
const UserRegionsQuery = graphql`
  query UserRegionsQuery($accountId: ID!, $hasAccount: Boolean!) {
    me {
      ... on User @alias(as: "user") {
        userColorModeSetting
        ...UserMenu_viewer
        ...AccountSwitcher_viewer
      }
    }
    account(id: $accountId) @include(if: $hasAccount) {
      ...UserMenu_account
      ...accountNavigation_account
      ...SettingsSidebar_account
    }
  }
`;

/** Every region reads the one query the root route's loader started (src/layout/layoutQuery.ts). */
export interface LayoutQueryProps {
  layoutQuery: PreloadedQuery<UserRegionsQueryType>;
}

const useAppLayoutQuery = (reference: PreloadedQuery<UserRegionsQueryType>): UserRegionsQuery$data => usePreloadedQuery<UserRegionsQueryType>(UserRegionsQuery, reference);

/** The signed-in user; a paired player's session has a Device as its viewer, and no user menu. */
function userOf(data: UserRegionsQuery$data) {
  return data.me?.user ?? null;
}

/**
 * What the signed-in user's data drives outside the header and sidebar: their theme, and a usable
 * selected account (navigation.md 4, 8): with none selected the newest account is chosen; when the
 * selected one is not accessible (the server answers no account), another is.
 */
function Effects({ forcedLight, layoutQuery, inaccessibleIds }: LayoutQueryProps & { forcedLight: boolean; inaccessibleIds: Set<string> }) {
  const data = useAppLayoutQuery(layoutQuery);
  const selection = useAccountSelection();
  const { accountId } = useLayoutSession();
  const user = userOf(data);
  const accounts = useSelectableAccounts(user);
  // An account found inaccessible is not chosen again (the layout keeps them across its queries), so
  // that a user without any accessible account ends with none selected rather than cycling through them.
  // Only an answer about the account selected now says anything about it (a new selection's query follows).
  const { variables } = layoutQuery;
  const inaccessible = accountId !== null && variables.hasAccount && variables.accountId === accountId && data.account === null;
  useEffect(() => {
    if (!user) return;
    if (inaccessible) inaccessibleIds.add(accountId);
    const candidates = accounts.filter((account) => !inaccessibleIds.has(account.id));
    if (accountId === null) selection.selectDefaultIfNone(candidates);
    else if (inaccessible) selection.accountFetchFailed(404, accountId, candidates);
  }, [user, accountId, inaccessible, accounts, selection, inaccessibleIds]);
  const setting = user?.userColorModeSetting;
  return <ThemeEffect colorMode={isColorMode(setting) ? setting : null} forcedLight={forcedLight} />;
}

export const UserEffects = withEnvironments(Effects);

interface RegionProps extends LayoutQueryProps {
  routeAppearance: RouteAppearance;
}

function UserHeaderContent({ showSearch, routeAppearance, withMenu, layoutQuery }: RegionProps & { showSearch: boolean; withMenu: boolean }) {
  const data = useAppLayoutQuery(layoutQuery);
  const { appearance, groups } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const user = userOf(data);
  const userMenu: ReactNode = user && <UserMenu viewer={user} accounts={user} account={data.account ?? null} />;
  return <Header loggedIn userMenu={userMenu} appearance={appearance} showSearch={showSearch} menu={withMenu ? groups : null} />;
}

export const UserHeader = withEnvironments(UserHeaderContent);

function UserSidebarContent({ routeAppearance, layoutQuery }: RegionProps) {
  const data = useAppLayoutQuery(layoutQuery);
  const { groups } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  return <Sidebar groups={groups} />;
}

export const UserSidebar = withEnvironments(UserSidebarContent);

function UserCommandPaletteContent({ routeAppearance, layoutQuery }: RegionProps) {
  const data = useAppLayoutQuery(layoutQuery);
  const { items } = useAccountNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const settings = useSettingsNavigation(data.account ?? null);
  const accounts = useSwitchableAccounts(userOf(data));
  const switchAccount = useSwitchAccount();
  return <CommandPalette navigation={items} settings={settings} accounts={accounts} onSwitchAccount={switchAccount} />;
}

export const UserCommandPalette = withEnvironments(UserCommandPaletteContent);
