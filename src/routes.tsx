// The route table (core.md 2, navigation.md 2): paths, guards, redirects and route handles in one place.
// Pages are loaded lazily; a page that a later issue builds is added here by that issue, and until then
// its path shows the not-found page. Guards and redirects run as route middleware, outermost first, so
// a parent's guard (login, account) decides before a child's redirect.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, data, redirect, replace, useLoaderData } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, Location, MiddlewareFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { layoutQueryPreload } from './layout/layoutQuery';
import type { LayoutProps } from './layout/layoutQuery';
import { homeQueryPreload } from './pages/home/homeQuery';
import type { DiscoverPageName } from './pages/discover/discoverLoaders';
import { musicPagePreload, playlistEditPreload } from './pages/music/musicQueries';
import { pairQueryPreload } from './pages/zones/pair/pairQuery';
import { referralsQueryPreload } from './pages/referrals/referralsQuery';
import { searchQueryPreload } from './pages/search/searchQuery';
import { searchRouteOf } from './pages/search/searchPath';
import { PLAYER_KINDS } from './pages/zones/pair/playerKinds';
import { userQueryPreload } from './pages/user/userQuery';
import { zoneListQueryPreload } from './pages/zones/list/zoneListQuery';
import { libraryQueryPreload } from './pages/library/libraryQuery';
import { ZONE_VIEW_EVENT, zoneBlockedTracksPreload, zoneHistoryPreload, zoneLayoutPreload, zoneSettingsPreload } from './pages/zones/zone/zoneQueries';
import { zoneCreateQueryPreload } from './pages/zones/create/zoneCreateQuery';
import { locationEditQueryPreload, locationQueryPreload, locationUsersQueryPreload } from './pages/zones/location/locationQuery';
import { RouteErrorBoundary } from './pages/errors/RouteErrorBoundary';
import { accountRedirect, missingAccountRedirect } from './routing/accounts';
import type { RouterContext } from './routing/context';
import { deepLinkTarget } from './routing/deepLinks';
import { desktopShellOutcome } from './routing/desktopShell';
import {
  createAllowed,
  devtoolsRequired,
  discoveryAllowed,
  guideAllowed,
  royaltyFreeCondition,
  locationInviteAllowed,
  locationUsersReadable,
  loggedOutOnly,
  loginRequired,
  messagingEnabled,
  messagingPromo,
  playerActionGuard,
  referralsAllowed,
  usersInviteAllowed,
  scheduleCreationEnabled,
  settingsReadable,
  stationCreationAllowed,
  zoneSubscriptionGuard,
} from './routing/guards';
import type { Guard } from './routing/guards';
import type { RouteHandle } from './routing/handle';
import { padShortenedIds } from './routing/ids';
import { NavigationPendingIndicator, NavigationProgressBar } from './routing/NavigationPendingIndicator';
import { suggestablePaths } from './routing/notFound';
import { DESKTOP_BROWSER_OPENED_PATH, hrefOf } from './routing/paths';
import { ZONE_PAGE_PENDING_TIMING } from './routing/pending';
import {
  ACCOUNT_REDIRECTS,
  LOGGED_OUT_REDIRECTS,
  LOCATION_REDIRECTS,
  LOGIN_REQUIRED_REDIRECTS,
  MESSAGING_REDIRECTS,
  REDIRECT_EVENT,
  SETTINGS_REDIRECTS,
  SIGNUP_REDIRECTS,
  TOP_LEVEL_REDIRECTS,
  ZONE_REDIRECTS,
  redirectHref,
} from './routing/redirects';
import type { RedirectRule } from './routing/redirects';
import { PLAN_PARAMS, PLAYER_ACTIONS, STREAMING_SUBSCRIPTION_ACTIONS, ZONE_SUBSCRIPTION_ACTIONS, missingRequiredParam, paramIn } from './routing/routeParams';
import { RouteNotFound } from './routing/RouteNotFound';
import { RuleRedirect } from './routing/RuleRedirect';
import { takeExperimentParam } from './routing/searchParams';
import { storeVoucherOf, storedVoucherHref } from './routing/signupVoucher';
import { activatedAddonGuard, streamingActionGuard, streamingSubscriptionGuard, subscriptionSettingsGuard } from './routing/subscriptionGuards';
import { pendingTimingOf } from './routing/usePendingIndicator';
import { companyDetailsAllowed, samlSettingsAllowed } from './routing/settingsGuards';
import { BILLING_PAGES, BILLING_SWITCH_TARGET, PAYMENT_UPDATE_TYPES } from './pages/billing/billingPaths';
import type { BillingRouteName } from './pages/billing/billingPaths';
import { GUIDE_TASK_PAGES } from './pages/guide/guideTasks';
import type { VendorRoutePath } from './pages/vendors/vendorPaths';
import { MESSAGING_ROUTES } from './pages/messaging/messagingRoutes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRoutesOptions {
  /** The root route's component: the app's layout around an <Outlet/> (src/layout's AppLayout with its session). */
  Layout: ComponentType<LayoutProps>;
  /** What shows with the pending bar until the first navigation has run its guards and loaders (src/layout's LayoutFallback). */
  LayoutFallback?: ComponentType;
  /**
   * Whether the router is still on its first navigation. A redirect then replaces the history entry it
   * came from; later, a redirected navigation never committed its old URL, so a plain redirect leaves
   * nothing behind either. Either way no redirected-from path stays in the history.
   */
  isInitialNavigation?: () => boolean;
}

const CHROMELESS: RouteHandle = { chrome: { header: false, footer: false, sidebar: false, search: false, notifications: false, miniPlayer: false } };
const NOT_SUGGESTED: RouteHandle = { suggest: false };
/** The streaming service's callback and the vendor pairing guide's pages (navigation.md 2.5): notifications hidden, never suggested. */
const NOTIFICATIONS_HIDDEN: RouteHandle = { suggest: false, chrome: { notifications: false } };
const ZONE_PAGE: RouteHandle = { pending: ZONE_PAGE_PENDING_TIMING };
/** The plan pages: no sidebar and no search (billing.md 2.6). */
const PLAN_PAGE: RouteHandle = { chrome: { sidebar: false, search: false } };
/** Checkout: no header, footer, notifications, sidebar or search; an account switch goes to /home (billing.md 2.6). */
const CHECKOUT_PAGE: RouteHandle = { ...CHROMELESS, accountSwitchTarget: '/home' };
/** The account's settings pages have the settings sidebar (navigation.md 2.4, 2.8). */
const SETTINGS_PAGES: RouteHandle = { sidebarNavigation: 'settings' };
/** Signup and partner signup: the light 'pop' theme, no header, footer, notifications, sidebar or mini-player (navigation.md 2.10). */
const SIGNUP_PAGE: RouteHandle = { ...CHROMELESS, theme: 'pop', appearance: 'signup' };
/** The referral landing: signup appearance, notifications hidden (navigation.md 2.2). */
const REFERRAL_PAGE: RouteHandle = { appearance: 'signup', theme: 'pop', chrome: { notifications: false } };
/** The vendor pairing guide's routes (navigation.md 2.5); src/pages/vendors/vendorPaths.ts guards, loads and shows each. */
const VENDOR_ROUTES = [
  'connect/:vendor',
  'connect/:vendor/pair',
  'connect/:vendor/:pairingCode',
  'connect/:vendor/:pairingCode/pair',
  'connect/:vendor/:pairingCode/pair/:zoneId',
  'sonos/connect/v2/:householdId',
  'sonos/pair/v2/:householdId',
] as const satisfies readonly VendorRoutePath[];
/** Onboarding: no header, footer, notifications, mini-player or sidebar; the 'pop' theme; an account switch goes to /home (navigation.md 2.4). */
const ONBOARDING_PAGE: RouteHandle = { ...CHROMELESS, theme: 'pop', accountSwitchTarget: '/home' };

// Pages load lazily, and only their component: with a lazy function the router would wait for the
// page's code before running the route's middleware and loader, so its query would start only once the
// code had loaded. Lazy by property, the loader starts the query as the route matches.

/** A lazily loaded page component. */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({ lazy: { Component: load } });

/** A lazily loaded page that reads Relay: Relay loads with it, and the page reads the app's environments. */
const relayPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: {
    Component: async () => {
      const [Page, { RelayEnvironments }] = await Promise.all([load(), import('./relay/RelayEnvironments')]);
      return function RelayPage() {
        return (
          <RelayEnvironments>
            <Page />
          </RelayEnvironments>
        );
      };
    },
  },
});

// The schedule and override pages' preloads load with their first visit, not with the route table, which every
// page's first load carries (scripts/budget.ts): the query starts once that small module is in.
const scheduleQueries = () => import('./pages/schedules/scheduleQueries');
const scheduleEditorQueries = () => import('./pages/schedules/scheduleEditorQueries');
const overridesQueries = () => import('./pages/overrides/overridesQueries');
// Only the desktop shell shows its pages (the select steps account, location and zone are one route):
// they and their preloads stay out of the web app's first load.
const desktopDoor = () => import('./pages/electron/desktopDoor');

// The zone page's own not-found screen (core.md 2), loaded only when a zone is not found.
const zonePages = () => import('./pages/zones/zone/zonePages');
const ZoneNotFound = lazy(async () => ({ default: (await zonePages()).ZoneNotFound }));
const zoneNotFound = (
  <Suspense fallback={null}>
    <ZoneNotFound />
  </Suspense>
);

const notFoundResponse = () => data(null, { status: 404, statusText: 'Not Found' });

export function createAppRoutes(context: RouterContext, options: AppRoutesOptions): RouteObject[] {
  const isInitialNavigation = options.isInitialNavigation ?? (() => false);

  // The layout's query follows the session and the selected account: whenever either has changed since
  // the root's loader last ran, the next navigation or revalidation runs it again.
  const layoutKey = () => (context.session.isLoggedIn() ? `user:${context.selectedAccountId() ?? ''}` : 'visitor');
  let loadedLayoutKey: string | undefined;
  const layoutLoader = async (): Promise<LayoutProps> => {
    loadedLayoutKey = layoutKey();
    return { layoutQuery: context.session.isLoggedIn() ? await context.preloadQuery(layoutQueryPreload(context.selectedAccountId())) : null };
  };
  const layoutRevalidates: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) => defaultShouldRevalidate || layoutKey() !== loadedLayoutKey;
  const sendTo = (href: string): never => {
    throw isInitialNavigation() ? replace(href) : redirect(href);
  };

  const guarded =
    (...guards: Guard[]): MiddlewareFunction =>
    async ({ params, url }) => {
      for (const guard of guards) {
        const to = await guard(context, { params, url });
        if (to) sendTo(to);
      }
    };

  /** A route parameter outside its enumeration fails the route. */
  // A guard whose module (and the rules it reads) loads with the first route that needs it, not with the entry.
  const later =
    (load: () => Promise<Guard>): Guard =>
    async (guardContext, args) =>
      (await load())(guardContext, args);
  const guidePaths = () => import('./pages/guide/guidePaths');
  const usersQueries = () => import('./pages/settings/users/usersQuery');

  const paramOneOf =
    (name: string, values: readonly string[]): MiddlewareFunction =>
    ({ params }) => {
      if (!paramIn(params, name, values)) throw notFoundResponse();
    };

  // The add-on promos (navigation.md 2.2, 2.4): one small module with the page and its loader (an unknown add-on is not found).
  const addonPromoPage = () => import('./pages/addons/AddonPromoPage');
  const addonPromoRoute = (path: string, middleware?: MiddlewareFunction[]): RouteObject => ({
    path,
    middleware,
    loader: async ({ params }) => (await addonPromoPage()).addonPromoLoader(context, params),
    ...page(async () => (await addonPromoPage()).AddonPromoPage),
  });

  // Filled once the table exists: the not-found page offers the table's own pages.
  let knownPaths: readonly string[] = [];
  const notFound = <RouteNotFound knownPaths={() => knownPaths} />;

  const redirectRoute = (rule: RedirectRule): RouteObject => {
    const at = rule.index ? { index: true as const } : { path: rule.path };
    if (rule.mask || rule.keepState) {
      // Masking the address and carrying navigation state need the client-side location: a component.
      return { ...at, element: <RuleRedirect rule={rule} track={context.track} fallback={notFound} /> };
    }
    return {
      ...at,
      middleware: [
        ({ params, url }) => {
          const href = redirectHref(rule, params, url);
          if (href === null) return;
          if (rule.legacy) context.track(REDIRECT_EVENT, { from: hrefOf(url), to: href });
          sendTo(href);
        },
      ],
      // Shown only when the rule's condition does not hold: the page of that path comes later.
      element: notFound,
    };
  };
  const redirectRoutes = (rules: readonly RedirectRule[]) => rules.map(redirectRoute);

  /** Before any route: what applies to every path (navigation.md 2.1, 2.13). */
  const everyPath: MiddlewareFunction = async ({ params, url }) => {
    const experiment = takeExperimentParam(url.search);
    if (experiment) {
      experiment.values.forEach((value) => context.forceExperimentVariation(value));
      sendTo(`${url.pathname}${experiment.search}${url.hash}`);
    }
    if (context.isDesktopShell()) {
      const outcome = desktopShellOutcome(url.pathname);
      if (outcome?.kind === 'redirect') sendTo(`${outcome.to}${url.search}${url.hash}`);
      if (outcome?.kind === 'systemBrowser') {
        context.openInSystemBrowser(url.href);
        sendTo(DESKTOP_BROWSER_OPENED_PATH);
      }
    }
    const padded = padShortenedIds(url.pathname);
    if (padded) sendTo(`${padded}${url.search}${url.hash}`);
    const deepLink = deepLinkTarget(url.pathname);
    if (deepLink) sendTo(`${deepLink}${url.search}${url.hash}`);
    if (missingRequiredParam(params)) throw notFoundResponse();
  };

  // Page queries start in the route's loader, in parallel with the page's code (render-as-you-fetch).
  const homeLoader = () => context.preloadQuery(homeQueryPreload(context.selectedAccountId()));
  // A visitor's home has no editorial page: the catalogue is for signed-in viewers.
  // The discover pages' loaders and queries are not part of the first load's code: each loads with its page.
  const discoverPages = () => import('./pages/discover/discoverPages');
  const discoverLoader =
    (name: DiscoverPageName): LoaderFunction =>
    async (args) =>
      (await discoverPages()).discoverLoaders[name](context, args);
  const discoverPage = (name: Exclude<DiscoverPageName, 'HomeEditorial'>) => ({ loader: discoverLoader(name), ...relayPage(async () => (await discoverPages())[name]) });

  // The zone's pages (core.md 2): one layout loads the zone with its player; moving between its tabs (or
  // the history's date) does not reload it. Entering the zone, at a tab or at a pair page, records
  // 'Zone - View' once: moving among them, pair pages included, does not record again.
  const zoneId = (params: { zoneId?: string }) => params.zoneId ?? '';
  const anotherZone: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.zoneId !== nextParams.zoneId;
  const zonePageRoutes: RouteObject[] = [
    { path: 'player', ...page(async () => (await zonePages()).ZonePlayerPage) },
    { path: 'player/:action', middleware: [paramOneOf('action', PLAYER_ACTIONS), guarded(playerActionGuard)], ...page(async () => (await zonePages()).ZonePlayerPage) },
    { path: 'player/history', loader: ({ params, request }) => context.preloadQuery(zoneHistoryPreload(zoneId(params), new URL(request.url).search)), ...page(async () => (await import('./pages/zones/zone/ZoneHistoryPage')).ZoneHistoryPage) },
    { path: 'player/blocked-tracks', loader: ({ params }) => context.preloadQuery(zoneBlockedTracksPreload(zoneId(params))), ...page(async () => (await import('./pages/zones/zone/ZoneBlockedTracksPage')).ZoneBlockedTracksPage) },
    { path: 'remote', ...page(async () => (await zonePages()).ZoneRemotePage) },
    { path: 'settings', loader: ({ params }) => context.preloadQuery(zoneSettingsPreload(zoneId(params))), ...page(async () => (await import('./pages/zones/zone/ZoneSettingsPage')).ZoneSettingsPage) },
  ];
  const zoneLayout: RouteObject = {
    id: 'zone',
    loader: ({ params }) => context.preloadQuery(zoneLayoutPreload(zoneId(params))),
    shouldRevalidate: anotherZone,
    errorElement: <RouteErrorBoundary variant="minimal" notFound={zoneNotFound} />,
    ...relayPage(async () => (await zonePages()).ZoneLayout),
    children: zonePageRoutes,
  };

  const zoneRoutes: RouteObject[] = [
    ...redirectRoutes(ZONE_REDIRECTS),
    {
      loader: ({ params }) => {
        context.track(ZONE_VIEW_EVENT, { zone_id: zoneId(params) });
        return null;
      },
      shouldRevalidate: anotherZone,
      children: [
        {
          path: 'player/pair/:player',
          middleware: [paramOneOf('player', PLAYER_KINDS)],
          loader: ({ params }) => context.preloadQuery(pairQueryPreload(params.zoneId!)),
          ...relayPage(async () => (await import('./pages/zones/pair/PairPlayerPage')).PairPlayerPage),
        },
        zoneLayout,
      ],
    },
    { path: '*', element: notFound },
  ];

  // Zone create and the location pages (core.md 2 'Zones and locations'): static segments rank above zones/:zoneId.
  const zoneCreateRoute = (path: string): RouteObject => ({
    path,
    loader: ({ params }) => context.preloadQuery(zoneCreateQueryPreload(params.accountId ?? '')),
    ...relayPage(async () => (await import('./pages/zones/create/ZoneCreatePage')).ZoneCreatePage),
  });
  const locationErrorElement = <RouteErrorBoundary notFound={notFound} />;
  const locationRoutes: RouteObject[] = [
    zoneCreateRoute('zones/create'),
    zoneCreateRoute('zones/create/:locationId'),
    {
      path: 'zones/edit/:locationId',
      errorElement: locationErrorElement,
      loader: ({ params }) => context.preloadQuery(locationEditQueryPreload(params.locationId ?? '')),
      ...relayPage(async () => (await import('./pages/zones/location/LocationEditPage')).LocationEditPage),
    },
    {
      path: 'zones/location/:locationId',
      errorElement: locationErrorElement,
      loader: ({ params }) => context.preloadQuery(locationQueryPreload(params.locationId ?? '')),
      ...relayPage(async () => (await import('./pages/zones/location/LocationPage')).LocationPage),
      children: [
        ...redirectRoutes(LOCATION_REDIRECTS),
        { path: 'details', ...page(async () => (await import('./pages/zones/location/LocationDetailsPage')).LocationDetailsPage) },
        {
          path: 'users',
          middleware: [guarded(locationUsersReadable)],
          loader: ({ params }) => context.preloadQuery(locationUsersQueryPreload(params.locationId ?? '')),
          ...page(async () => (await import('./pages/zones/location/LocationUsersPage')).LocationUsersPage),
        },
        { path: 'users/invite', middleware: [guarded(locationInviteAllowed)], ...page(async () => (await import('./pages/zones/location/LocationInvitePage')).LocationInvitePage) },
        { path: '*', element: notFound },
      ],
    },
  ];

  // Subscriptions, plans, checkout, vouchers and add-ons (billing.md 2.2, 2.3, 2.6): the zone subscription
  // pages, subscription settings with the streaming list, the plan pages, checkout, a voucher and add-ons.
  // Their pages and preloads load with their first visit, not with the route table.
  const subscriptionPages = () => import('./pages/subscriptions/subscriptionPages');
  const subscriptionErrorElement = <RouteErrorBoundary notFound={notFound} />;
  const subscriptionRoutes = (): RouteObject[] => {
    const zoneSubscriptionLoader: LoaderFunction = async ({ params }) => context.preloadQuery((await subscriptionPages()).zoneSubscriptionPreload(params.zoneId ?? ''));
    // One lazy object per route: the router resolves a route's lazy properties on the object it is given.
    const zoneSubscriptionPage = () => relayPage(async () => (await subscriptionPages()).ZoneSubscriptionPage);
    const planPage = () => relayPage(async () => (await subscriptionPages()).PlanPage);
    const streamingListLoader: LoaderFunction = async ({ params }) => context.preloadQuery((await subscriptionPages()).streamingListPreload(params.accountId ?? ''));
    const accountLoader: LoaderFunction = async ({ params }) => context.preloadQuery((await subscriptionPages()).subscriptionAccountPreload(params.accountId ?? ''));
    return [
      { path: 'zones/:zoneId/subscription', middleware: [guarded(zoneSubscriptionGuard)], errorElement: subscriptionErrorElement, loader: zoneSubscriptionLoader, ...zoneSubscriptionPage() },
      {
        path: 'zones/:zoneId/subscription/:action',
        middleware: [paramOneOf('action', ZONE_SUBSCRIPTION_ACTIONS), guarded(zoneSubscriptionGuard)],
        errorElement: subscriptionErrorElement,
        loader: zoneSubscriptionLoader,
        ...zoneSubscriptionPage(),
      },
      {
        path: 'settings/subscriptions',
        handle: SETTINGS_PAGES,
        middleware: [guarded(settingsReadable)],
        errorElement: subscriptionErrorElement,
        children: [
          { index: true, middleware: [guarded(subscriptionSettingsGuard)], loader: accountLoader, ...relayPage(async () => (await subscriptionPages()).SubscriptionSettingsPage) },
          { path: 'streaming', loader: streamingListLoader, ...relayPage(async () => (await subscriptionPages()).StreamingListPage) },
          { path: 'streaming/:zoneId', middleware: [guarded(streamingSubscriptionGuard)], loader: zoneSubscriptionLoader, ...zoneSubscriptionPage() },
          {
            path: 'streaming/:zoneId/:action',
            middleware: [paramOneOf('action', STREAMING_SUBSCRIPTION_ACTIONS), guarded(streamingSubscriptionGuard), guarded(streamingActionGuard)],
            loader: zoneSubscriptionLoader,
            ...zoneSubscriptionPage(),
          },
        ],
      },
      ...['choose-plan', 'upgrade-plan', 'change-plan'].map((path) => ({ path, handle: PLAN_PAGE, errorElement: subscriptionErrorElement, loader: accountLoader, ...planPage() })),
      { path: 'change-plan/:plan', middleware: [paramOneOf('plan', PLAN_PARAMS)], handle: PLAN_PAGE, errorElement: subscriptionErrorElement, loader: accountLoader, ...planPage() },
      { path: 'change-plan/confirmed/:plan', middleware: [paramOneOf('plan', PLAN_PARAMS)], handle: PLAN_PAGE, errorElement: subscriptionErrorElement, loader: accountLoader, ...planPage() },
      ...['checkout', 'checkout/:step'].map((path) => ({ path, handle: CHECKOUT_PAGE, errorElement: subscriptionErrorElement, loader: accountLoader, ...relayPage(async () => (await subscriptionPages()).CheckoutPage) })),
      { path: 'voucher/:code', errorElement: subscriptionErrorElement, loader: accountLoader, ...relayPage(async () => (await subscriptionPages()).VoucherPage) },
      { path: 'addons/:addonId/activate', errorElement: subscriptionErrorElement, loader: accountLoader, ...relayPage(async () => (await subscriptionPages()).AddonActivatePage) },
      // Outside the settings route like settings/subscriptions, so it repeats the settings area's guard before its own.
      {
        path: 'settings/addons/activated/:addon',
        handle: SETTINGS_PAGES,
        middleware: [guarded(settingsReadable, activatedAddonGuard)],
        errorElement: subscriptionErrorElement,
        ...relayPage(async () => (await subscriptionPages()).AddonActivatedPage),
      },
    ];
  };

  // ── Billing (billing.md 2.4, 2.5; H4 web-billing) ──────────────────────────────────────────────────
  // The billing settings and its subpages under /accounts/{accountId}/settings, each with its own error
  // view; the bare invoice and exchange rates at the top level, the invoice by reference behind login.
  // Their pages and loaders (src/pages/billing/billingLoaders.ts) load as one chunk with the first of them.
  const billingPages = () => import('./pages/billing/billingPages');
  const billingLoader =
    (name: BillingRouteName): LoaderFunction =>
    async (args) =>
      (await billingPages()).billingRouteLoaders[name](context, args);
  const billingRoute = (path: string, name: BillingRouteName, extra: Partial<RouteObject> = {}): RouteObject =>
    ({ path, errorElement: <RouteErrorBoundary notFound={notFound} />, loader: billingLoader(name), ...extra, ...page(async () => (await billingPages())[BILLING_PAGES[name]]) }) as RouteObject;
  const inBilling = { handle: { accountSwitchTarget: BILLING_SWITCH_TARGET } satisfies RouteHandle };
  const billingSettingsRoutes: RouteObject[] = [
    billingRoute('billing', 'settings', inBilling),
    billingRoute('billing/update-billing-email', 'email', inBilling),
    billingRoute('billing/update-payment/:type', 'updatePayment', { ...inBilling, middleware: [paramOneOf('type', PAYMENT_UPDATE_TYPES)] }),
    billingRoute('billing/invoice-group/edit/:groupId', 'groupEdit', inBilling),
  ];
  const bareInvoiceRoute = billingRoute('invoice/:uuid', 'invoice', { handle: { ...CHROMELESS, suggest: false } satisfies RouteHandle });
  const accountInvoiceRoute = billingRoute('invoice/:accountId/:ref', 'accountInvoice');
  const exchangeRatesRoute = billingRoute('exchangerates/:date/:currency', 'exchangeRates');
  // ── end of Billing ──────────────────────────────────────────────────────────────────────────────────

  // ── Messaging (navigation.md 2.4) ────────────────────────────────────────────────────────────────────
  // The campaign and message lists and pages under /accounts/{accountId}/messaging. Their pages and
  // loaders (src/pages/messaging/messagingLoaders.ts) load as one chunk with the first of them; the lists'
  // loaders run again for a new search. Static segments ('create') rank above the ids.
  // Lazy as a whole: a route's loader comes with its page's code, which it needs first anyway.
  const messagingRoutes = MESSAGING_ROUTES.map(
    (path): RouteObject => ({
      path,
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      lazy: () => import('./pages/messaging/messagingRoute').then((module) => module.messagingRoute(path, context)),
    }),
  );
  // ── end of Messaging ────────────────────────────────────────────────────────────────────────────────

  const accountRoutes: RouteObject[] = [
    ...redirectRoutes(ACCOUNT_REDIRECTS),
    {
      path: 'zones',
      loader: ({ params, request }) => context.preloadQuery(zoneListQueryPreload(params.accountId ?? '', new URL(request.url).searchParams)),
      ...relayPage(async () => (await import('./pages/zones/list/ZoneListPage')).ZoneListPage),
    },
    ...locationRoutes,
    { path: 'zones/:zoneId', handle: ZONE_PAGE, children: zoneRoutes },
    {
      path: 'library',
      loader: ({ params, request }) => context.preloadQuery(libraryQueryPreload(params.accountId ?? '', new URL(request.url).searchParams)),
      ...relayPage(async () => (await import('./pages/library/LibraryPage')).LibraryPage),
    },
    // Before ':scheduleId', so that 'edit' is never read as a schedule's id.
    ...['your-music/schedules/edit', 'your-music/schedules/edit/:scheduleId'].map((path) => ({
      path,
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async ({ params }: LoaderFunctionArgs) => context.preloadQuery((await scheduleEditorQueries()).scheduleEditPreload(params.accountId ?? '', params.scheduleId ?? null)),
      ...relayPage(async () => (await import('./pages/schedules/ScheduleEditPage')).ScheduleEditPage),
    })),
    {
      path: 'your-music/schedules/:scheduleId',
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async ({ params }) => context.preloadQuery((await scheduleQueries()).schedulePagePreload(params.scheduleId ?? '', params.accountId ?? null)),
      ...relayPage(async () => (await import('./pages/schedules/SchedulePage')).SchedulePage),
    },
    {
      path: 'your-music/overrides',
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async ({ params, request }) => context.preloadQuery((await overridesQueries()).overridesPagePreload(params.accountId ?? '', new URL(request.url).searchParams)),
      ...relayPage(async () => (await import('./pages/overrides/OverridesPage')).OverridesPage),
    },
    {
      path: 'order-player',
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async ({ params }) => context.preloadQuery((await import('./pages/orderPlayer/orderPlayerQuery')).orderPlayerQueryPreload(params.accountId ?? '')),
      ...relayPage(async () => (await import('./pages/orderPlayer/OrderPlayerPage')).OrderPlayerPage),
    },
    // --- Subscriptions, plans, checkout, vouchers and add-ons (billing.md 2.2, 2.3, 2.6) ---------------------
    ...subscriptionRoutes(),
    // --- end of subscriptions ------------------------------------------------------------------------------
    // --- Onboarding (navigation.md 2.4, 2.11): no chrome, the 'pop' theme, an account switch goes to /home ---
    ...['onboarding', 'onboarding/:step'].map((path) => ({
      path,
      handle: ONBOARDING_PAGE,
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        const [{ ONBOARDING_ROUTE_STEPS }, { preloadOnboarding }] = await Promise.all([import('./pages/onboarding/onboardingPaths'), import('./pages/onboarding/onboardingQuery')]);
        if (params.step !== undefined && !paramIn(params, 'step', ONBOARDING_ROUTE_STEPS)) throw notFoundResponse();
        return preloadOnboarding(context, params.accountId ?? '', new URL(request.url).searchParams);
      },
      ...relayPage(async () => (await import('./pages/onboarding/OnboardingPage')).OnboardingPage),
    })),
    // --- Messaging (navigation.md 2.4): campaigns and messages, each route with its own error view ---
    { path: 'messaging', middleware: [guarded(messagingEnabled)], children: [...redirectRoutes(MESSAGING_REDIRECTS), ...messagingRoutes, { path: '*', element: notFound }] },
    {
      path: 'settings',
      handle: SETTINGS_PAGES,
      middleware: [guarded(settingsReadable)],
      children: [
        ...redirectRoutes(SETTINGS_REDIRECTS),
        ...billingSettingsRoutes,
        // --- Settings (issue 13): company overview and details, zone presets ---
        { path: 'overview', errorElement: <RouteErrorBoundary notFound={notFound} />, ...page(async () => (await import('./pages/settings/SettingsOverviewPage')).SettingsOverviewPage) },
        {
          path: 'overview/company-details',
          middleware: [guarded(companyDetailsAllowed)],
          errorElement: <RouteErrorBoundary notFound={notFound} />,
          ...page(async () => (await import('./pages/settings/CompanyDetailsPage')).CompanyDetailsPage),
        },
        { path: 'zone-presets', errorElement: <RouteErrorBoundary notFound={notFound} />, ...page(async () => (await import('./pages/settings/ZonePresetsPage')).ZonePresetsPage) },
        addonPromoRoute('addons/promo/:addon'),
        { path: 'saml', middleware: [guarded(samlSettingsAllowed)], errorElement: <RouteErrorBoundary notFound={notFound} />, ...page(async () => (await import('./pages/settings/SamlSettingsPage')).SamlSettingsPage) },
        // --- end of settings ---
        {
          path: 'referrals',
          middleware: [guarded(referralsAllowed)],
          errorElement: <RouteErrorBoundary notFound={notFound} />,
          loader: ({ params }) => context.preloadQuery(referralsQueryPreload(params.accountId ?? '')),
          ...relayPage(async () => (await import('./pages/referrals/ReferralsPage')).ReferralsPage),
        },
        // Users and access (navigation.md 2.4): the list reads the members only with USERS_READ; invite needs user.create.
        {
          path: 'users',
          errorElement: <RouteErrorBoundary notFound={notFound} />,
          loader: async ({ params }) => {
            const accountId = params.accountId ?? '';
            const { permissions } = await context.accountFacts(accountId);
            return context.preloadQuery((await usersQueries()).usersQueryPreload(accountId, permissions.includes('USERS_READ')));
          },
          ...relayPage(async () => (await import('./pages/settings/users/UsersPage')).UsersPage),
        },
        {
          path: 'users/invite',
          middleware: [guarded(usersInviteAllowed)],
          errorElement: <RouteErrorBoundary notFound={notFound} />,
          loader: async ({ params }) => context.preloadQuery((await usersQueries()).inviteUserQueryPreload(params.accountId ?? '')),
          ...relayPage(async () => (await import('./pages/settings/users/InviteUserPage')).InviteUserPage),
        },
        { path: '*', element: notFound },
      ],
    },
    { path: '*', element: notFound },
  ];

  const accountGuard: MiddlewareFunction = async ({ params, url }) => {
    const to = await accountRedirect(context, params.accountId ?? '', url);
    if (to) sendTo(to);
  };

  const loggedOutRoutes: RouteObject[] = [
    { path: 'login', ...page(async () => (await import('./pages/auth/LoginPage')).LoginPage) },
    { path: 'login/saml', handle: CHROMELESS, ...page(async () => (await import('./pages/auth/SamlLoginPage')).SamlLoginPage) },
    { path: 'login/saml/:orgSlug', handle: CHROMELESS, ...page(async () => (await import('./pages/auth/SamlLoginPage')).SamlLoginPage) },
    { path: 'forgot-password', ...page(async () => (await import('./pages/auth/ForgotPasswordPage')).ForgotPasswordPage) },
    { path: 'invitation', ...page(async () => (await import('./pages/auth/AcceptInvitationPage')).AcceptInvitationPage) },
    { path: 'invitation/:token', ...page(async () => (await import('./pages/auth/AcceptInvitationPage')).AcceptInvitationPage) },
    { path: 'reset-password/:token', ...page(async () => (await import('./pages/auth/ResetPasswordPage')).ResetPasswordPage) },
    ...redirectRoutes(LOGGED_OUT_REDIRECTS),
  ];

  const guideQueries = () => import('./pages/guide/guideQueries');
  const guideSubPages = () => import('./pages/guide/GuideTaskPage');
  const guideTaskLoader = async () => context.preloadQuery((await guideQueries()).guideTaskQueryPreload((await context.currentAccountId()) ?? ''));
  const userErrorElement = <RouteErrorBoundary variant="minimal" notFound={notFound} />;
  const musicErrorElement = <RouteErrorBoundary notFound={notFound} />;
  const loginRequiredRoutes: RouteObject[] = [
    // The score survey (navigation.md 2.18) answers through writeFeedback, which takes signed-in viewers only.
    { path: 'nps-survey/:variant?', ...relayPage(async () => (await import('./pages/engagement/ScoreSurveyPage')).ScoreSurveyPage) },
    {
      path: 'user',
      loader: () => context.preloadQuery(userQueryPreload()),
      ...relayPage(async () => (await import('./pages/user/UserPage')).UserPage),
      children: [
        { path: 'edit', errorElement: userErrorElement, ...page(async () => (await import('./pages/user/UserEditPage')).UserEditPage) },
        { path: 'change-password', errorElement: userErrorElement, ...page(async () => (await import('./pages/user/ChangePasswordPage')).ChangePasswordPage) },
        { path: 'change-email', errorElement: userErrorElement, ...page(async () => (await import('./pages/user/ChangeEmailPage')).ChangeEmailPage) },
      ],
    },
    ...redirectRoutes(LOGIN_REQUIRED_REDIRECTS),
    {
      path: 'accounts',
      middleware: [
        async ({ url }) => {
          sendTo(await missingAccountRedirect(context, url));
        },
      ],
      element: notFound,
    },
    { path: 'accounts/:accountId', middleware: [accountGuard], children: accountRoutes },
    accountInvoiceRoute,
    // A playlist or station, and a manual playlist's editor (core.md 2 'Discover and search').
    {
      path: 'discover/music/:musicId',
      errorElement: musicErrorElement,
      loader: ({ params }) => context.preloadQuery(musicPagePreload(params.musicId ?? '', context.selectedAccountId())),
      ...relayPage(async () => (await import('./pages/music/MusicPage')).MusicPage),
    },
    {
      path: 'discover/music/:musicId/edit',
      errorElement: musicErrorElement,
      loader: ({ params }) => context.preloadQuery(playlistEditPreload(params.musicId ?? '')),
      ...relayPage(async () => (await import('./pages/music/PlaylistEditPage')).PlaylistEditPage),
    },
    {
      path: 'discover/schedule/:id',
      errorElement: musicErrorElement,
      loader: async ({ params }) => context.preloadQuery((await scheduleQueries()).schedulePagePreload(params.id ?? '', context.selectedAccountId())),
      ...relayPage(async () => (await import('./pages/schedules/SchedulePage')).SchedulePage),
    },
    // Discover (core.md 2 'Discover and search'): a browse category, an album, an artist, and the other editorial pages.
    {
      errorElement: musicErrorElement,
      children: [
        { path: 'discover/browse/:categoryId', ...discoverPage('BrowsePage') },
        { middleware: [guarded(royaltyFreeCondition)], children: [{ path: 'discover/album/:releaseId', ...discoverPage('AlbumPage') }, { path: 'discover/artist/:id', ...discoverPage('ArtistPage') }] },
        { path: 'discover/*', ...discoverPage('DiscoverEditorialPage') },
      ],
    },
    // --- The setup guide (navigation.md 2.5, 2.11, 8) and the legal certificate (2.8, US accounts) ----------
    {
      path: 'guide',
      middleware: [guarded(guideAllowed)],
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      children: [
        { index: true, loader: async () => context.preloadQuery((await guideQueries()).guideQueryPreload((await context.currentAccountId()) ?? '')), ...relayPage(async () => (await import('./pages/guide/GuidePage')).GuidePage) },
        ...GUIDE_TASK_PAGES.map((task) => ({ path: task, loader: guideTaskLoader, ...relayPage(async () => (await guideSubPages()).guideTaskPages[task]) })),
        { path: 'pair', loader: guideTaskLoader, ...relayPage(async () => (await guideSubPages()).GuidePairPage) },
        { path: 'pair/:action', middleware: [guarded(later(async () => (await guidePaths()).guidePairActionAllowed))], loader: guideTaskLoader, ...relayPage(async () => (await guideSubPages()).GuidePairActionPage) },
        { path: 'resources/:resourceId', middleware: [guarded(later(async () => (await guidePaths()).guideResourceKnown))], ...page(async () => (await guideSubPages()).GuideResourcePage) },
        { path: '*', element: notFound },
      ],
    },
    {
      path: 'legal-certificate/print',
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      loader: async () => context.preloadQuery((await guideQueries()).legalCertificateQueryPreload((await context.currentAccountId()) ?? '')),
      ...relayPage(async () => (await import('./pages/guide/LegalCertificatePage')).LegalCertificatePage),
    },
    // --- Partner portal (navigation.md 2.5, 6 is_partner) --------------------------------------------------
    {
      path: 'partner-portal/:accountId',
      middleware: [guarded(later(async () => (await import('./pages/partner/partnerPortal')).partnerPortalGuard))],
      errorElement: <RouteErrorBoundary notFound={notFound} />,
      children: [
        {
          index: true,
          handle: { metaKey: 'partnerPortal.dashboard.meta' } satisfies RouteHandle,
          loader: async ({ params, request }) => context.preloadQuery((await import('./pages/partner/partnerQueries')).partnerDashboardPreload(params.accountId ?? '', new URL(request.url).searchParams)),
          // A new search refetches the list in the page; only another partner loads the page again.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
          ...relayPage(async () => (await import('./pages/partner/PartnerDashboardPage')).PartnerDashboardPage),
        },
        { path: 'links', ...page(async () => (await import('./pages/partner/PartnerLinksPage')).PartnerLinksPage) },
        { path: 'create', ...relayPage(async () => (await import('./pages/partner/PartnerCreatePage')).PartnerCreatePage) },
        { path: '*', element: notFound },
      ],
    },
    // --- end of partner portal -------------------------------------------------------------------------
    { path: 'setup-guide/*', middleware: [guarded(guideAllowed)], element: notFound },
  ];

  // Create (core.md 2, navigation.md 2.3): the hub and the station pages need login; every create page is
  // hidden from an account restricted from discovering music.
  // The create pages and their preloads load as one module with the first of them, not with the route
  // table: every page's first load carries the route table (scripts/budget.ts).
  const createPages = () => import('./pages/create/createPages');
  const createRoutes: RouteObject[] = [
    // A new synced playlist: the synced streaming-service import, behind its flag.
    { path: 'synced-playlist', middleware: [guarded(scheduleCreationEnabled)], ...relayPage(async () => (await import('./pages/create/SpotifyImportPage')).spotifyImportPages.synced) },
    {
      path: 'ai-station',
      middleware: [guarded(stationCreationAllowed)],
      loader: async ({ request }) => context.preloadQuery((await createPages()).aiPromptPreload(new URL(request.url).searchParams, context.selectedAccountId())),
      ...relayPage(async () => (await createPages()).AiStationPage),
    },
    {
      id: 'create-login-required',
      middleware: [guarded(loginRequired)],
      children: [
        { index: true, loader: async () => context.preloadQuery((await createPages()).createHubPreload(context.selectedAccountId())), ...relayPage(async () => (await createPages()).CreateHubPage) },
        {
          // The assistant answers signed-in users only, as the catalogue does.
          path: 'ai-playlist',
          loader: async ({ request }) => context.preloadQuery((await createPages()).aiPromptPreload(new URL(request.url).searchParams, context.selectedAccountId())),
          ...relayPage(async () => (await createPages()).AiPlaylistPage),
        },
        { path: 'playlist', errorElement: <RouteErrorBoundary notFound={notFound} />, ...relayPage(async () => (await import('./pages/music/CreatePlaylistPage')).CreatePlaylistPage) },
        // The streaming-service import, synced or copied (core.md 2 'Create').
        ...(['import', 'copy'] as const).map((verb) => ({ path: `${verb}-spotify-playlist`, ...relayPage(async () => (await import('./pages/create/SpotifyImportPage')).spotifyImportPages[verb]) })),
        { path: 'station/from-tags', middleware: [guarded(stationCreationAllowed)], ...relayPage(async () => (await createPages()).StationFromTagsPage) },
        {
          path: 'station/from-playlist',
          middleware: [guarded(stationCreationAllowed)],
          loader: async () => context.preloadQuery((await createPages()).stationFromPlaylistPreload(context.selectedAccountId())),
          ...relayPage(async () => (await createPages()).StationFromPlaylistPage),
        },
      ],
    },
    { path: '*', element: notFound },
  ];

  /** Without a voucher in the URL, an entry point of signup takes the stored one along (navigation.md 2.10). */
  const storedVoucherRedirect =
    (target: string): MiddlewareFunction =>
    ({ url }) => {
      const href = storedVoucherHref(target, url);
      if (href) sendTo(href);
    };

  // Signup and partner signup (navigation.md 2.5, 2.10): one lazily loaded module with every step's page.
  const signupPages = () => import('./pages/signup/SignupPages');
  const signupStep = (flow: 'signup' | 'partner-signup', step: string): RouteObject => ({
    path: step,
    ...page(async () => (await signupPages()).signupStepPage(flow, step as never)),
  });
  const signupRoutes: RouteObject[] = [
    ...redirectRoutes(SIGNUP_REDIRECTS),
    { index: true, middleware: [storedVoucherRedirect('/signup')], ...page(async () => (await signupPages()).SignupStartPage) },
    { path: 'email', middleware: [storedVoucherRedirect('/signup/user')], ...page(async () => (await signupPages()).signupStepPage('signup', 'email')) },
    ...['company-type', 'company', 'full-form', 'role', 'sso', 'user'].map((step) => signupStep('signup', step)),
    { path: '*', element: notFound },
  ];
  const partnerSignupRoutes: RouteObject[] = [
    { index: true, ...page(async () => (await signupPages()).PartnerSignupStartPage) },
    ...['company', 'company-info', 'sso', 'user'].map((step) => signupStep('partner-signup', step)),
    { path: '*', element: notFound },
  ];

  // The vendor pairing guide (navigation.md 2.5, 2.12; issue 13): what its routes guard, load and show loads
  // with the first of them. The household routes' static 'v2' outranks the legacy /sonos/pair/{code} redirects.
  const vendorPaths = () => import('./pages/vendors/vendorPaths');
  const vendorRoute = (path: VendorRoutePath): RouteObject => ({
    path,
    handle: NOTIFICATIONS_HIDDEN,
    middleware: [guarded(later(async () => (await vendorPaths()).vendorRouteGuard(path)))],
    loader: async ({ params }) => (await vendorPaths()).vendorRouteLoader(path, context, params),
    // The connect pages read no Relay.
    ...(path.includes('pair') ? relayPage : page)(async () => (await vendorPaths()).vendorPages[path]()),
  });

  const pages: RouteObject[] = [
    ...redirectRoutes(TOP_LEVEL_REDIRECTS),
    {
      path: 'home',
      middleware: [guarded(discoveryAllowed)],
      loader: homeLoader,
      ...relayPage(async () => (await import('./pages/home/HomePage')).HomePage),
      // The editorial home under the zone summary, and its named pages (core.md 2 '/home and /home/{page}').
      children: [
        { path: ':page?', errorElement: musicErrorElement, loader: discoverLoader('HomeEditorial'), ...page(async () => (await discoverPages()).HomeEditorial) },
      ],
    },
    {
      path: 'search/*',
      middleware: [
        guarded(discoveryAllowed),
        ({ params }) => {
          const route = searchRouteOf(params['*'] ?? '');
          if (route.kind === 'redirect') sendTo(route.to);
          if (route.kind === 'notFound') throw notFoundResponse();
        },
      ],
      loader: ({ params }) => {
        const route = searchRouteOf(params['*'] ?? '');
        return route.kind === 'search' && route.query ? context.preloadQuery(searchQueryPreload(route.query, route.section)) : null;
      },
      ...relayPage(async () => (await import('./pages/search/SearchPage')).SearchPage),
    },
    { path: 'create', middleware: [guarded(createAllowed)], children: createRoutes },
    {
      path: 'signup',
      middleware: [
        ({ url }) => {
          storeVoucherOf(url.search);
        },
      ],
      handle: SIGNUP_PAGE,
      children: signupRoutes,
    },
    {
      path: 'partner-signup',
      handle: SIGNUP_PAGE,
      middleware: [
        ({ url }) => {
          storeVoucherOf(url.search);
        },
      ],
      children: partnerSignupRoutes,
    },
    // The referral landing (navigation.md 2.2): signup appearance, notifications hidden.
    { path: 'referral/:code', handle: REFERRAL_PAGE, ...page(async () => (await import('./pages/signup/ReferralLandingPage')).ReferralLandingPage) },
    // The streaming service's authorisation popup returns here (core.md 2 'Create'; navigation.md: notifications hidden).
    { path: 'spotify-callback', handle: NOTIFICATIONS_HIDDEN, ...page(async () => (await import('./pages/spotify/SpotifyCallbackPage')).SpotifyCallbackPage) },
    { path: 'logout', handle: NOT_SUGGESTED, ...page(async () => (await import('./pages/auth/LogoutPage')).LogoutPage) },
    { path: 'verify-email/:token', ...page(async () => (await import('./pages/auth/VerifyEmailPage')).VerifyEmailPage) },
    bareInvoiceRoute,
    exchangeRatesRoute,
    addonPromoRoute('addons/promo/messaging', [guarded(messagingPromo)]),
    addonPromoRoute('addons/promo/:addon'),
    { path: 'dev/*', middleware: [guarded(devtoolsRequired)], element: notFound },
    ...VENDOR_ROUTES.map(vendorRoute),
    // --- Desktop shell (navigation.md 2.5, 2.13; issue 14): the computer paired as a zone's desktop player ---
    { path: 'electron/login/*', handle: CHROMELESS, ...page(async () => (await desktopDoor()).desktopLoginPage()) },
    { path: 'electron/select/*', handle: CHROMELESS, middleware: [guarded(loginRequired)], loader: async ({ params }) => (await desktopDoor()).selectLoader(context, params['*']), ...relayPage(async () => (await desktopDoor()).selectPage()) },
    { path: 'electron/paired-zone', handle: CHROMELESS, lazy: async () => (await desktopDoor()).pairedZone(), children: [{ path: ':page', lazy: async () => (await desktopDoor()).pairedZonePage() }] },
    { path: 'electron/browser-opened', handle: CHROMELESS, ...page(async () => (await desktopDoor()).browserOpenedPage()) },
    // --- end of desktop shell ---
    { id: 'logged-out', middleware: [guarded(loggedOutOnly)], children: loggedOutRoutes },
    { id: 'login-required', middleware: [guarded(loginRequired)], children: loginRequiredRoutes },
    { path: '*', element: notFound },
  ];

  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: <RouterRoot Layout={options.Layout} timingFor={(location) => pendingTimingOf(routes, location)} />,
      loader: layoutLoader,
      shouldRevalidate: layoutRevalidates,
      errorElement: <RouteErrorBoundary notFound={<RouteNotFound knownPaths={() => knownPaths} variant="full" />} />,
      // The first navigation runs the guards and loaders before the page shows.
      hydrateFallbackElement: (
        <>
          <NavigationProgressBar />
          {options.LayoutFallback && <options.LayoutFallback />}
        </>
      ),
      // Page errors (and a failed route) show inside the layout; the root's boundary catches what breaks the layout itself.
      children: [{ id: 'pages', middleware: [everyPath], errorElement: <RouteErrorBoundary variant="minimal" notFound={notFound} />, children: pages }],
    },
  ];
  knownPaths = suggestablePaths(routes);
  return routes;
}

interface RouterRootProps {
  Layout: ComponentType<LayoutProps>;
  timingFor: (location: Location) => ReturnType<typeof pendingTimingOf>;
}

function RouterRoot({ Layout, timingFor }: RouterRootProps) {
  const { layoutQuery } = useLoaderData<LayoutProps>();
  return (
    <>
      <NavigationPendingIndicator timingFor={timingFor} />
      <Layout layoutQuery={layoutQuery} />
    </>
  );
}

export interface AppRouterOptions extends Pick<AppRoutesOptions, 'Layout' | 'LayoutFallback'> {
  /** A router on in-memory history starting at these entries (tests, and any host without a URL bar). */
  initialEntries?: string[];
}

/** The app's data router over the browser's history. */
export function createAppRouter(context: RouterContext, options: AppRouterOptions): AppRouter {
  // Not there yet while the first navigation starts, which is the first navigation all the same.
  const created: { router?: AppRouter } = {};
  const routes = createAppRoutes(context, { Layout: options.Layout, LayoutFallback: options.LayoutFallback, isInitialNavigation: () => !created.router?.state.initialized });
  created.router = options.initialEntries ? createMemoryRouter(routes, { initialEntries: options.initialEntries }) : createBrowserRouter(routes);
  return created.router;
}
