import { Suspense, createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyLoadQuery } from 'react-relay';
import { Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import type { AppLayoutQuery as AppLayoutQueryType, AppLayoutQuery$data } from '../__generated__/AppLayoutQuery.graphql';
import { useOffline } from '../app/connectivity';
import { ModalHost, useCloseModalsOnNavigation } from '../app/modals/ModalHost';
import { Toaster } from '../app/toasts/Toaster';
import { useAccountSelection } from '../session/SessionProvider';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { UiProvider } from '../ui/UiProvider';
import { useSelectableAccounts, useSwitchAccount, useSwitchableAccounts } from './AccountSwitcher';
import { AppLayoutQuery } from './AppLayoutQuery';
import { chromeFor } from './appearance';
import { sidebarVisible, useBreakpoint } from './breakpoints';
import { CommandPalette } from './CommandPalette';
import { useFlag } from './flags';
import { FlagsProvider } from './FlagsProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutChromeContext } from './layoutChrome';
import { useLayoutSession } from './layoutSession';
import { useNavigation } from './MainNavigation';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { mergeLayoutHandles } from './routeHandle';
import type { LayoutRouteHandle } from './routeHandle';
import { useSettingsNavigation } from './SettingsSidebar';
import { Sidebar, SidebarSkeleton } from './Sidebar';
import { isColorMode, useAppliedTheme } from './theme';
import type { ColorMode } from './theme';
import './AppLayout.css';

type RouteAppearance = LayoutRouteHandle['appearance'];

/** Raised to fetch the layout's data anew after a region failed and the user asked to retry. */
const LayoutFetchKeyContext = createContext(0);

function useAppLayoutQuery(): AppLayoutQuery$data {
  const { accountId } = useLayoutSession();
  const fetchKey = useContext(LayoutFetchKeyContext);
  return useLazyLoadQuery<AppLayoutQueryType>(AppLayoutQuery, { accountId: accountId ?? '', hasAccount: accountId !== null }, { fetchPolicy: 'store-or-network', fetchKey });
}

/** The signed-in user; a paired player's session has a Device as its viewer, and no user menu. */
function userOf(data: AppLayoutQuery$data) {
  return data.me?.user ?? null;
}

function ThemeEffect({ colorMode, forcedLight }: { colorMode: ColorMode | null; forcedLight: boolean }) {
  const themeSelect = useFlag('theme-select');
  useAppliedTheme({ colorMode, themeSelectEnabled: themeSelect.enabled, forcedLight });
  return null;
}

/**
 * What the signed-in user's data drives outside the header and sidebar: their theme, and a usable
 * selected account (navigation.md 4, 8): with none selected the newest account is chosen; when the
 * selected one is not accessible (the server answers no account), another is.
 */
function UserEffects({ forcedLight }: { forcedLight: boolean }) {
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

function HeaderPlaceholder({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="header">
      <span className="header__brand">{t('layout.brand')}</span>
      {children}
    </header>
  );
}

function RetryPanel({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-layout__region-error" role="alert">
      <span>{message}</span>
      <Button variant="quiet" onPress={retry}>
        {t('layout.retry')}
      </Button>
    </div>
  );
}

interface HeaderRegionProps {
  routeAppearance: RouteAppearance;
  /** Whether the header carries the main navigation, the sidebar being hidden for the width. */
  withMenu: boolean;
}

function UserHeader({ showSearch, routeAppearance, withMenu }: HeaderRegionProps & { showSearch: boolean }) {
  const data = useAppLayoutQuery();
  const { appearance, groups } = useNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const user = userOf(data);
  return <Header loggedIn viewer={user} accounts={user} account={data.account ?? null} appearance={appearance} showSearch={showSearch} menu={withMenu ? groups : null} />;
}

function VisitorHeader({ routeAppearance, withMenu }: HeaderRegionProps) {
  const { appearance, groups } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <Header loggedIn={false} viewer={null} accounts={null} account={null} appearance={appearance} showSearch={false} menu={withMenu ? groups : null} />;
}

function UserSidebar({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const data = useAppLayoutQuery();
  const { groups } = useNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  return <Sidebar groups={groups} />;
}

function VisitorSidebar({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const { groups } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <Sidebar groups={groups} />;
}

function UserCommandPalette({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const data = useAppLayoutQuery();
  const { items } = useNavigation(data.account ?? null, { loggedIn: true, routeAppearance });
  const settings = useSettingsNavigation(data.account ?? null);
  const accounts = useSwitchableAccounts(userOf(data));
  const switchAccount = useSwitchAccount();
  return <CommandPalette navigation={items} settings={settings} accounts={accounts} onSwitchAccount={switchAccount} />;
}

function VisitorCommandPalette({ routeAppearance }: { routeAppearance: RouteAppearance }) {
  const { items } = useNavigation(null, { loggedIn: false, routeAppearance });
  return <CommandPalette navigation={items} settings={null} accounts={[]} onSwitchAccount={() => {}} />;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-layout__page-loading">
      <Spinner label={t('layout.loadingPage')} />
    </div>
  );
}

function LayoutFrame() {
  const { t } = useTranslation();
  const { loggedIn } = useLayoutSession();
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const webPlayback = useFlag('web-playback');
  const offline = useOffline();
  const [fetchKey, setFetchKey] = useState(0);
  const refetch = () => setFetchKey((key) => key + 1);
  useCloseModalsOnNavigation();

  const handle = useMemo(() => mergeLayoutHandles(matches.map((match) => match.handle)), [matches]);
  const chrome = useMemo(() => chromeFor(searchParams, handle), [searchParams, handle]);
  const showSidebar = chrome.sidebar && sidebarVisible({ breakpoint, pathname, showSidebarInSetupGuide: webPlayback.showSidebarInSetupGuide });
  const withMenu = chrome.sidebar && !showSidebar;
  const forcedLight = handle.theme !== undefined;
  const routeAppearance = handle.appearance;

  return (
    <LayoutChromeContext value={chrome}>
      <LayoutFetchKeyContext value={fetchKey}>
        <div className="app-layout">
          <a className="app-layout__skip-link" href="#main-content">
            {t('layout.skipToContent')}
          </a>
          {loggedIn ? (
            <RegionErrorBoundary fallback={() => <ThemeEffect colorMode={null} forcedLight={forcedLight} />}>
              <Suspense fallback={<ThemeEffect colorMode={null} forcedLight={forcedLight} />}>
                <UserEffects forcedLight={forcedLight} />
              </Suspense>
            </RegionErrorBoundary>
          ) : (
            <ThemeEffect colorMode={null} forcedLight={forcedLight} />
          )}
          {chrome.header &&
            (loggedIn ? (
              <RegionErrorBoundary
                onRetry={refetch}
                fallback={(retry) => (
                  <HeaderPlaceholder>
                    <RetryPanel message={t('layout.header.failed')} retry={retry} />
                  </HeaderPlaceholder>
                )}
              >
                <Suspense fallback={<HeaderPlaceholder />}>
                  <UserHeader showSearch={chrome.search} routeAppearance={routeAppearance} withMenu={withMenu} />
                </Suspense>
              </RegionErrorBoundary>
            ) : (
              <VisitorHeader routeAppearance={routeAppearance} withMenu={withMenu} />
            ))}
          <div className="app-layout__offline" role="status">
            {offline && <p className="app-layout__offline-message">{t('errors.offline')}</p>}
          </div>
          <div className="app-layout__body">
            {showSidebar &&
              (loggedIn ? (
                <RegionErrorBoundary
                  onRetry={refetch}
                  fallback={(retry) => (
                    <div className="sidebar">
                      <RetryPanel message={t('layout.navigation.failed')} retry={retry} />
                    </div>
                  )}
                >
                  <Suspense fallback={<SidebarSkeleton />}>
                    <UserSidebar routeAppearance={routeAppearance} />
                  </Suspense>
                </RegionErrorBoundary>
              ) : (
                <VisitorSidebar routeAppearance={routeAppearance} />
              ))}
            <main id="main-content" tabIndex={-1} className="app-layout__main">
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
          {chrome.footer && <Footer />}
          {loggedIn ? (
            <RegionErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <UserCommandPalette routeAppearance={routeAppearance} />
              </Suspense>
            </RegionErrorBoundary>
          ) : (
            <VisitorCommandPalette routeAppearance={routeAppearance} />
          )}
          <Toaster />
          <ModalHost />
        </div>
      </LayoutFetchKeyContext>
    </LayoutChromeContext>
  );
}

/**
 * The root route's element (navigation.md 2.7): header, sidebar with the main navigation, the page in a
 * main landmark with a skip link, footer, command palette, toasts and modals. What shows follows the
 * matched routes' handles, the URL flags, the screen width, the session and the viewer's account.
 */
export function AppLayout() {
  const { accountId } = useLayoutSession();
  // Links and menu items of the layout and of every page in it navigate through the router.
  return (
    <UiProvider>
      <FlagsProvider accountId={accountId}>
        <LayoutFrame />
      </FlagsProvider>
    </UiProvider>
  );
}
