// The parts of the layout that show the signed-in user's data: the header's user menu, the sidebar's
// account navigation, the command palette's destinations and accounts, the theme and the account
// selection. One component reads the layout's one query and hands each region its fragments, placing
// it through the slot the layout gives for it (src/layout/regionSlots.tsx). It loads, with Relay, only
// for a signed-in session, so that a visitor's first page (the login form) paints without it
// (src/layout/AppLayout.tsx).
import { Suspense, lazy, useEffect } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { AccountSwitcher_viewer$key } from '../__generated__/AccountSwitcher_viewer.graphql';
import type { SettingsSidebar_account$key } from '../__generated__/SettingsSidebar_account.graphql';
import type { UserRegionsQuery as UserRegionsQueryType, UserRegionsQuery$data } from '../__generated__/UserRegionsQuery.graphql';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { useAccountSelection } from '../session/SessionProvider';
import { useAccountNavigation } from './accountNavigation';
import { useSelectableAccounts, useSwitchAccount, useSwitchableAccounts } from './AccountSwitcher';
import { CommandPalette } from './CommandPalette';
import { Header } from './Header';
import { NotificationsBar } from './notifications/NotificationsBar';
import { HeaderSearch } from './HeaderSearch';
import { useLayoutSession } from './layoutSession';
import type { NavigationItem } from './navigationItems';
import type { RegionSlots } from './regionSlots';
import type { RouteAppearance } from './routeHandle';
import { SettingsSidebar, useSettingsNavigation } from './SettingsSidebar';
import { Sidebar } from './Sidebar';
import { ThemeEffect } from './ThemeEffect';
import { isColorMode } from './theme';
import { UserMenuPlaceholder } from './UserRegionFallbacks';
import { RegionErrorBoundary } from './RegionErrorBoundary';

// The user menu brings react-aria's menu, popover and collection code (about 30 KB of gzip JavaScript):
// it loads beside the page, not in its first load, its place showing a placeholder until it is in. It is
// asked for as this module loads, so that it arrives with the layout's data rather than after it.
const userMenuModule = import('./UserMenu');
const UserMenu = lazy(async () => ({ default: (await userMenuModule).UserMenu }));

// Everything the layout shows about the viewer and the selected account: the header, the sidebar's
// navigation, the command palette and the theme read their fragments from this one query, which the
// root route's loader starts (src/layout/layoutQuery.ts).
const UserRegionsQuery = graphql`
  query UserRegionsQuery($accountId: ID!, $hasAccount: Boolean!) @preloadable {
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
      ...NotificationsBar_account
    }
  }
`;

/** The signed-in user; a paired player's session has a Device as its viewer, and no user menu. */
type LayoutUser = NonNullable<NonNullable<UserRegionsQuery$data['me']>['user']> | null;

interface UserEffectsProps {
  user: LayoutUser;
  /** The selected account, when the server answered no account for it. */
  inaccessibleId: string | null;
  inaccessibleIds: Set<string>;
  forcedLight: boolean;
}

/**
 * What the signed-in user's data drives outside the header and sidebar: their theme, and a usable
 * selected account (navigation.md 4, 8): with none selected the newest account is chosen; when the
 * selected one is not accessible (the server answers no account), another is.
 */
function UserEffects({ user, inaccessibleId, inaccessibleIds, forcedLight }: UserEffectsProps) {
  const selection = useAccountSelection();
  const { accountId } = useLayoutSession();
  const accounts = useSelectableAccounts(user);
  // An account found inaccessible is not chosen again (the layout keeps them across its queries), so
  // that a user without any accessible account ends with none selected rather than cycling through them.
  useEffect(() => {
    if (!user) return;
    if (inaccessibleId !== null) inaccessibleIds.add(inaccessibleId);
    const candidates = accounts.filter((account) => !inaccessibleIds.has(account.id));
    if (accountId === null) selection.selectDefaultIfNone(candidates);
    else if (inaccessibleId !== null) selection.accountFetchFailed(404, inaccessibleId, candidates);
  }, [user, accountId, inaccessibleId, accounts, selection, inaccessibleIds]);
  const setting = user?.userColorModeSetting;
  return <ThemeEffect colorMode={isColorMode(setting) ? setting : null} forcedLight={forcedLight} />;
}

interface UserCommandPaletteProps {
  navigation: readonly NavigationItem[];
  viewer: AccountSwitcher_viewer$key | null;
  account: SettingsSidebar_account$key | null;
}

function UserCommandPalette({ navigation, viewer, account }: UserCommandPaletteProps) {
  const settings = useSettingsNavigation(account);
  const accounts = useSwitchableAccounts(viewer);
  const switchAccount = useSwitchAccount();
  return <CommandPalette navigation={navigation} settings={settings} accounts={accounts} onSwitchAccount={switchAccount} />;
}

export interface UserRegionsProps {
  /** The layout's query, as the root route's loader started it (src/layout/layoutQuery.ts). */
  layoutQuery: PreloadedQuery<UserRegionsQueryType>;
  slots: RegionSlots;
  routeAppearance: RouteAppearance;
  /** 'settings' on the settings pages: the sidebar is the settings sidebar (navigation.md 2.4, 2.8). */
  sidebarNavigation: 'main' | 'settings';
  showSearch: boolean;
  /** Whether the header carries the main navigation, the sidebar being hidden for the width. */
  withMenu: boolean;
  forcedLight: boolean;
  /** The accounts found inaccessible, kept by the layout across its queries. */
  inaccessibleIds: Set<string>;
}

// Surveys and promos (navigation.md 2.17) load after the regions, with their texts and the queue's host.
const SignedInPrompts = lazy(async () => ({ default: (await import('../engagement/prompts/SignedInPrompts')).SignedInPrompts }));
// The terms and no-account modals (navigation.md 2.14, 4) load after the regions too.
const AccountModals = lazy(async () => ({ default: (await import('../engagement/AccountModals')).AccountModals }));

function UserRegionsContent({ layoutQuery, slots, routeAppearance, sidebarNavigation, showSearch, withMenu, forcedLight, inaccessibleIds }: UserRegionsProps) {
  const data = usePreloadedQuery<UserRegionsQueryType>(UserRegionsQuery, layoutQuery);
  const { accountId } = useLayoutSession();
  const user = data.me?.user ?? null;
  const account = data.account ?? null;
  const selectableAccounts = useSelectableAccounts(user);
  const { appearance, groups, items } = useAccountNavigation(account, { loggedIn: true, routeAppearance });
  // Only an answer about the account selected now says anything about it (a new selection's query follows).
  const { variables } = layoutQuery;
  const inaccessibleId = accountId !== null && variables.hasAccount && variables.accountId === accountId && data.account === null ? accountId : null;
  return (
    <>
      {slots.effects(<UserEffects user={user} inaccessibleId={inaccessibleId} inaccessibleIds={inaccessibleIds} forcedLight={forcedLight} />)}
      {slots.header(<Header loggedIn userMenu={
            user && (
              <Suspense fallback={<UserMenuPlaceholder />}>
                <UserMenu viewer={user} accounts={user} account={account} />
              </Suspense>
            )
          } appearance={appearance} search={showSearch && <HeaderSearch />} menu={withMenu ? groups : null} />)}
      {slots.sidebar(
        sidebarNavigation === 'settings' && account ? (
          <div className="sidebar">
            <SettingsSidebar account={account} />
          </div>
        ) : (
          <Sidebar groups={groups} library={accountId && account ? { kind: 'account', accountId } : { kind: 'noAccount' }} />
        ),
      )}
      {account && slots.notifications(<NotificationsBar account={account} />)}
      {slots.palette(<UserCommandPalette navigation={items} viewer={user} account={account} />)}
      <RegionErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <SignedInPrompts accountId={accountId} />
          <AccountModals accountId={accountId} hasAccounts={user ? selectableAccounts.length > 0 : null} />
        </Suspense>
      </RegionErrorBoundary>
    </>
  );
}

/** The signed-in user's regions, each in its slot, from the layout's one query. */
export function UserRegions(props: UserRegionsProps) {
  return (
    <RelayEnvironments>
      <UserRegionsContent {...props} />
    </RelayEnvironments>
  );
}
