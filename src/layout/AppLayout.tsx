import { Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useRevalidator, useSearchParams } from 'react-router';
import { useOffline } from '../app/connectivity';
import { usePreviewUsed } from '../preview/previewUsed';
import { useStoredControlledZone } from '../fragments/playback/controlledZoneStore';
import { useCloseModalsOnNavigation } from '../app/modals/closeOnNavigation';
import { modals } from '../app/modals/modalStore';
import { OnDemandHost } from '../app/OnDemandHost';
import { toasts } from '../app/toasts/toastStore';
import { Spinner } from '../ui/Spinner';
import { UiProvider } from '../ui/UiProvider';
import { chromeFor } from './appearance';
import { sidebarVisible, useBreakpoint } from './breakpoints';
import { CommandPalette, CommandPaletteShortcut } from './CommandPalette';
import { useFlag } from './flags';
import { FlagsProvider } from './FlagsProvider';
import { LayoutChromeContext } from './layoutChrome';
import type { LayoutProps } from './layoutQuery';
import { useLayoutSession } from './layoutSession';
import { useNavigation } from './useNavigation';
import { WEB_PLAYER_PLACE_ID } from './webPlayerPlace';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { RegionPlace, useRegionSlots } from './regionSlots';
import { mergeLayoutHandles } from './routeHandle';
import type { RouteAppearance } from './routeHandle';

import { ThemeEffect } from './ThemeEffect';
import { HeaderPlaceholder, SidebarSkeleton, UserRegionPlaceholders } from './UserRegionFallbacks';
import type { UserRegionsProps } from './UserRegions';
import './AppLayout.css';

// The signed-in user's regions come with Relay in a chunk of their own (src/layout/UserRegions.tsx),
// a visitor's header and sidebar in another (src/layout/VisitorRegions.tsx).
const userRegions = () => import('./UserRegions');
const UserRegions = lazy(async () => ({ default: (await userRegions()).UserRegions }));
const footer = () => import('./Footer');

/**
 * Starts loading the signed-in layout's code. Start-up calls it for a signed-in session, so that it loads
 * with the page's code: asked for only when the layout first renders, it would load after the page's.
 */
export function preloadSignedInLayout(): void {
  void userRegions();
  void footer();
}
const visitorRegions = () => import('./VisitorRegions');
const VisitorHeader = lazy(async () => ({ default: (await visitorRegions()).VisitorHeader }));
const VisitorSidebar = lazy(async () => ({ default: (await visitorRegions()).VisitorSidebar }));
// The rest of the frame that needs react-aria loads after the first paint: the footer below the page,
// the toasts' and modals' hosts when the first toast or modal opens.
const Footer = lazy(async () => ({ default: (await footer()).Footer }));
// The now-playing bar loads (with Relay) only once the account has a zone being controlled.
const PreviewBar = lazy(async () => ({ default: (await import('../preview/PreviewBar')).PreviewBar }));
const NowPlayingBar = lazy(async () => ({ default: (await import('../fragments/playback/NowPlayingBar')).NowPlayingBar }));
const Toaster = lazy(async () => ({ default: (await import('../app/toasts/Toaster')).Toaster }));
const ModalHost = lazy(async () => ({ default: (await import('../app/modals/ModalHost')).ModalHost }));
// Whether to ask for consent is decided after the first paint, and the modal's code loads only to ask.
const ConsentGate = lazy(async () => ({ default: (await import('../engagement/consent/ConsentGate')).ConsentGate }));
// The status page's incidents and the update check (navigation.md 4) start after the first paint.
const EngagementEffects = lazy(async () => ({ default: (await import('../engagement/EngagementEffects')).EngagementEffects }));
const hasToasts = () => toasts.getToasts().length > 0;
const hasModals = () => modals.getModals().length > 0;

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

/**
 * The layout's query belongs to a session and a selected account: when either changes, the root's
 * loader starts it again (src/routes.tsx), and until then the user's regions show placeholders.
 */
function useCurrentLayoutQuery(layoutQuery: LayoutProps['layoutQuery']) {
  const { loggedIn, accountId } = useLayoutSession();
  const revalidator = useRevalidator();
  const current = loggedIn && layoutQuery !== null && (layoutQuery.variables.hasAccount ? layoutQuery.variables.accountId : null) === accountId;
  const stale = loggedIn ? !current : layoutQuery !== null;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
  return current ? layoutQuery : null;
}

interface SignedInRegionsProps extends Omit<UserRegionsProps, 'layoutQuery'> {
  layoutQuery: UserRegionsProps['layoutQuery'] | null;
  /** Starts the layout's query again, after it failed. */
  onRetry: () => void;
}

/** The signed-in user's regions, with placeholders until their code and the user's data are there. */
function SignedInRegions({ layoutQuery, onRetry, ...props }: SignedInRegionsProps) {
  const placeholders = <UserRegionPlaceholders slots={props.slots} forcedLight={props.forcedLight} />;
  return (
    <RegionErrorBoundary onRetry={onRetry} resetKey={layoutQuery} fallback={(retry) => <UserRegionPlaceholders slots={props.slots} forcedLight={props.forcedLight} retry={retry} />}>
      <Suspense fallback={placeholders}>{layoutQuery ? <UserRegions layoutQuery={layoutQuery} {...props} /> : placeholders}</Suspense>
    </RegionErrorBoundary>
  );
}

/** Which regions the frame has: from the matched routes' handles, the URL flags, the width and the flags. */
function useFrameChrome() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const webPlayback = useFlag('web-playback');
  const handle = useMemo(() => mergeLayoutHandles(matches.map((match) => match.handle)), [matches]);
  const chrome = useMemo(() => chromeFor(searchParams, handle), [searchParams, handle]);
  const showSidebar = chrome.sidebar && sidebarVisible({ breakpoint, pathname, showSidebarInSetupGuide: webPlayback.showSidebarInSetupGuide });
  return { handle, chrome, showSidebar, withMenu: chrome.sidebar && !showSidebar };
}

function LayoutFrame({ layoutQuery: loadedQuery }: LayoutProps) {
  const { t } = useTranslation();
  const { loggedIn, accountId } = useLayoutSession();
  const controlledZone = useStoredControlledZone(loggedIn ? accountId : null);
  const previewUsed = usePreviewUsed();
  const layoutQuery = useCurrentLayoutQuery(loadedQuery);
  const inaccessibleAccountIds = useRef(new Set<string>()).current;
  const { chrome, handle, showSidebar, withMenu } = useFrameChrome();
  const offline = useOffline();
  const revalidator = useRevalidator();
  // After a region failed, its retry starts the layout's query again.
  const refetch = () => void revalidator.revalidate();
  useCloseModalsOnNavigation();

  const forcedLight = handle.theme !== undefined;
  const { slots, places } = useRegionSlots({ onRetry: refetch, resetKey: layoutQuery, forcedLight });
  const routeAppearance = handle.appearance;

  return (
    <LayoutChromeContext value={chrome}>
      <div className="app-layout">
        <a className="app-layout__skip-link" href="#main-content">
          {t('layout.skipToContent')}
        </a>
        {chrome.header &&
          (loggedIn ? (
            <RegionPlace ref={places.header} />
          ) : (
            <Suspense fallback={<HeaderPlaceholder />}>
              <VisitorHeader routeAppearance={routeAppearance} withMenu={withMenu} />
            </Suspense>
          ))}
        {loggedIn && chrome.notifications && <RegionPlace ref={places.notifications} />}
        <div className="app-layout__offline" role="status">
          {offline && <p className="app-layout__offline-message">{t('errors.offline')}</p>}
        </div>
        <div className="app-layout__body">
          {showSidebar &&
            (loggedIn ? (
              <RegionPlace ref={places.sidebar} />
            ) : (
              <Suspense fallback={<SidebarSkeleton />}>
                <VisitorSidebar routeAppearance={routeAppearance} />
              </Suspense>
            ))}
          <main id="main-content" tabIndex={-1} className="app-layout__main">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {previewUsed && (
          <Suspense fallback={null}>
            <PreviewBar />
          </Suspense>
        )}
        {chrome.miniPlayer && accountId && controlledZone && (
          <Suspense fallback={null}>
            <NowPlayingBar accountId={accountId} />
          </Suspense>
        )}
        {chrome.footer && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
        {loggedIn ? (
          <SignedInRegions
            layoutQuery={layoutQuery}
            slots={slots}
            routeAppearance={routeAppearance}
            sidebarNavigation={handle.sidebarNavigation ?? 'main'}
            showSearch={chrome.search}
            withMenu={withMenu}
            forcedLight={forcedLight}
            inaccessibleIds={inaccessibleAccountIds}
            onRetry={refetch}
          />
        ) : (
          <>
            <ThemeEffect colorMode={null} forcedLight={forcedLight} />
            <VisitorCommandPalette routeAppearance={routeAppearance} />
          </>
        )}
        {/* The web player's indicator goes here when this tab becomes a zone's player (src/fragments/webPlayerApp.ts). */}
        <div id={WEB_PLAYER_PLACE_ID} className="app-layout__slot" />
        <OnDemandHost subscribe={toasts.subscribe} hasContent={hasToasts}>
          <Toaster />
        </OnDemandHost>
        <OnDemandHost subscribe={modals.subscribe} hasContent={hasModals}>
          <ModalHost />
        </OnDemandHost>
        <RegionErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ConsentGate />
            <EngagementEffects />
          </Suspense>
        </RegionErrorBoundary>
      </div>
    </LayoutChromeContext>
  );
}

/**
 * The root route's element (navigation.md 2.7): header, sidebar with the main navigation, the page in a
 * main landmark with a skip link, footer, command palette, toasts and modals. What shows follows the
 * matched routes' handles, the URL flags, the screen width, the session and the viewer's account.
 */
export function AppLayout({ layoutQuery }: LayoutProps) {
  const { accountId, loggedIn } = useLayoutSession();
  // Links and menu items of the layout and of every page in it navigate through the router.
  return (
    <UiProvider>
      <FlagsProvider accountId={accountId} loggedIn={loggedIn}>
        <CommandPaletteShortcut>
          <LayoutFrame layoutQuery={layoutQuery} />
        </CommandPaletteShortcut>
      </FlagsProvider>
    </UiProvider>
  );
}

/**
 * The frame while the first navigation runs its guards and loaders (the root route's hydrate
 * fallback): the header's and sidebar's placeholders where the route will have them and the page's
 * loading state, so that the first paint, from the entry chunk alone, already has the app's shape.
 */
export function LayoutFallback() {
  const { chrome, showSidebar } = useFrameChrome();
  return (
    <div className="app-layout">
      {chrome.header && <HeaderPlaceholder />}
      <div className="app-layout__body">
        {showSidebar && <SidebarSkeleton />}
        <div className="app-layout__main">
          <PageLoading />
        </div>
      </div>
    </div>
  );
}
