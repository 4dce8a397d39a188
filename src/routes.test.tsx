import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider } from 'react-router';
import './i18n/i18n';
import { ADDON_FLAGS } from './domain/billing/addons';
import { encodeId } from './domain/ids';
import { createAppRouter, createAppRoutes } from './routes';
import type { AppRouter } from './routes';
import { FAKE_ACCOUNT_ID, OTHER_ACCOUNT_ID, fakeRouterContext } from './routing/testing/fakeRouterContext';
import type { FakeRouterContext, FakeRouterState } from './routing/testing/fakeRouterContext';
import { pendingTimingOf } from './routing/usePendingIndicator';
import { VOUCHER_COOKIE, readStoredVoucher, storeVoucher } from './routing/signupVoucher';
import { AuthScreensProvider } from './pages/auth/authScreens';
import { fakeAuthScreens } from './pages/auth/testing/renderPage';
import { clearDraft, writeDraft } from './pages/signup/signupFlow';
import { useSwitchAccount } from './layout/AccountSwitcher';
import { createAccountSelection } from './session/accountSelection';
import { SessionProvider } from './session/SessionProvider';
import { createSessionStore } from './session/sessionStore';
import type { SessionAuthCalls } from './session/sessionStore';
import { memoryStorage } from './session/storage';
import { accessToken } from './session/testTokens';

// The pages are other modules' work: each stands in as its name, so the table is tested on its own.
vi.mock('./relay/RelayEnvironments', () => ({ RelayEnvironments: ({ children }: { children: ReactNode }) => children }));
vi.mock('./pages/auth/LoginPage', () => ({ LoginPage: () => <h1>LoginPage</h1> }));
vi.mock('./pages/auth/LogoutPage', () => ({ LogoutPage: () => <h1>LogoutPage</h1> }));
vi.mock('./pages/auth/SamlLoginPage', () => ({ SamlLoginPage: () => <h1>SamlLoginPage</h1> }));
vi.mock('./pages/auth/ForgotPasswordPage', () => ({ ForgotPasswordPage: () => <h1>ForgotPasswordPage</h1> }));
vi.mock('./pages/auth/AcceptInvitationPage', () => ({ AcceptInvitationPage: () => <h1>AcceptInvitationPage</h1> }));
vi.mock('./pages/auth/ResetPasswordPage', () => ({ ResetPasswordPage: () => <h1>ResetPasswordPage</h1> }));
vi.mock('./pages/auth/VerifyEmailPage', () => ({ VerifyEmailPage: () => <h1>VerifyEmailPage</h1> }));
vi.mock('./pages/user/UserPage', () => ({
  UserPage: () => (
    <>
      <h1>UserPage</h1>
      <Outlet />
    </>
  ),
}));
vi.mock('./pages/user/UserEditPage', () => ({ UserEditPage: () => <h2>UserEditPage</h2> }));
vi.mock('./pages/user/ChangePasswordPage', () => ({ ChangePasswordPage: () => <h2>ChangePasswordPage</h2> }));
vi.mock('./pages/user/ChangeEmailPage', () => ({ ChangeEmailPage: () => <h2>ChangeEmailPage</h2> }));
vi.mock('./pages/home/HomePage', () => ({ HomePage: () => <h1>HomePage</h1> }));
vi.mock('./pages/onboarding/OnboardingPage', () => ({ OnboardingPage: () => <h1>OnboardingPage</h1> }));
vi.mock('./pages/subscriptions/subscriptionPages', async (importOriginal) => ({ ...(await importOriginal<object>()), CheckoutPage: () => <h1>CheckoutPage</h1> }));
vi.mock('./pages/create/SpotifyImportPage', () => ({
  spotifyImportPages: { import: () => <h1>SpotifyImportPage SYNC</h1>, copy: () => <h1>SpotifyImportPage COPY</h1>, synced: () => <h1>SyncedPlaylistPage</h1> },
}));
// The zone pages read Relay; their first load takes a while in jsdom, hence settle's longer wait.
vi.mock('./pages/zones/zone/zonePages', () => ({
  ZoneLayout: () => <Outlet />,
  ZoneNotFound: () => <h1>ZoneNotFound</h1>,
  ZonePlayerPage: () => <h1>ZonePlayerPage</h1>,
  ZoneRemotePage: () => <h1>ZoneRemotePage</h1>,
}));
vi.mock('./pages/zones/zone/ZoneHistoryPage', () => ({ ZoneHistoryPage: () => <h1>ZoneHistoryPage</h1> }));
vi.mock('./pages/zones/zone/ZoneBlockedTracksPage', () => ({ ZoneBlockedTracksPage: () => <h1>ZoneBlockedTracksPage</h1> }));
vi.mock('./pages/zones/zone/ZoneSettingsPage', () => ({ ZoneSettingsPage: () => <h1>ZoneSettingsPage</h1> }));
vi.mock('./pages/zones/pair/PairPlayerPage', () => ({ PairPlayerPage: () => <h1>PairPlayerPage</h1> }));
vi.mock('./pages/zones/list/ZoneListPage', () => ({ ZoneListPage: () => <h1>ZoneListPage</h1> }));
vi.mock('./pages/vendors/VendorConnectPage', () => ({ VendorConnectPage: () => <h1>VendorConnectPage</h1> }));
vi.mock('./pages/vendors/VendorPairPage', () => ({ VendorPairPage: () => <h1>VendorPairPage</h1> }));
vi.mock('./pages/vendors/VendorPairZonePage', () => ({ VendorPairZonePage: () => <h1>VendorPairZonePage</h1> }));
vi.mock('./pages/vendors/HouseholdPairPage', () => ({ HouseholdPairPage: () => <h1>HouseholdPairPage</h1> }));

const A = FAKE_ACCOUNT_ID;
const HIFI_FLAG = ADDON_FLAGS.hifi;
const B = OTHER_ACCOUNT_ID;
const Z = encodeId([{ kind: 'SoundZone', intId: 5 }, { kind: 'Location', intId: 1 }, { kind: 'Account', intId: 1 }]);
const Z2 = encodeId([{ kind: 'SoundZone', intId: 6 }, { kind: 'Location', intId: 1 }, { kind: 'Account', intId: 1 }]);
const L = encodeId([{ kind: 'Location', intId: 7 }, { kind: 'Account', intId: 1 }]);
const S = encodeId([{ kind: 'Schedule', intId: 4 }]);
const P = encodeId([{ kind: 'Playlist', intId: 3 }]);

function Layout() {
  return <Outlet />;
}

const hrefOf = (location: { pathname: string; search: string; hash: string }) => `${location.pathname}${location.search}${location.hash}`;

async function settle(router: AppRouter) {
  // A route whose page loads lazily before its child redirects (the location page) takes its first import's time.
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true), { timeout: 5000 });
  // Redirects that need the client-side location run as effects once the page rendered.
  await act(async () => {});
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
}

async function visit(path: string, state: Partial<FakeRouterState> = {}) {
  const context = fakeRouterContext(state);
  const router = createAppRouter(context, { Layout, initialEntries: [path] });
  // The signup pages the signup routes land on read the auth screens' calls.
  render(
    <AuthScreensProvider value={fakeAuthScreens()}>
      <RouterProvider router={router} />
    </AuthScreensProvider>,
  );
  await settle(router);
  return { router, context, href: hrefOf(router.state.location) };
}

const notFoundShown = () => screen.findByRole('heading', { level: 1, name: /Route not found/ });

beforeEach(() => {
  // A visitor whose signup draft has every step done, so that the signup pages' own entry guard (an
  // earlier step not done sends back to it) leaves the route table's redirects to be seen.
  writeDraft(sessionStorage, 'signup', { companyType: 'cafe', companyName: 'Café', companyAddress: 'Götgatan 1', companyPostalCode: '118 46', companyCity: 'Stockholm', chosenCountry: 'SE', userRole: 'owner', email: 'a@b.se' });
});

afterEach(() => {
  vi.restoreAllMocks();
  clearDraft(sessionStorage, 'signup');
  document.cookie = `${VOUCHER_COOKIE}=; max-age=0; path=/`;
});

describe('route table', () => {
  describe('every redirect of the spec lands where the spec says', () => {
    it.each([
      // navigation.md 2.2, core.md 2
      ['/ to /home', '/', '/home'],
      ['/addons/ to /home', '/addons/', '/home'],
      ['/legal-certificate/ to /legal-certificate/print', '/legal-certificate/', '/legal-certificate/print'],
      ['/partner-portal/ to /home', '/partner-portal/', '/home'],
      // navigation.md 2.3, core.md 2 Discover and Create
      ['/discover to /home', '/discover', '/home'],
      ['/discover/ to /home', '/discover/', '/home'],
      ['/discover/schedule/{id}/edit to the schedule editor', `/discover/schedule/${S}/edit`, `/accounts/${A}/your-music/schedules/edit/${S}`],
      ['/discover/schedule/{id}/copy to the schedule editor copying it', `/discover/schedule/${S}/copy`, `/accounts/${A}/your-music/schedules/edit/${S}?action=copy`],
      ['/discover/categories/{type}/{categoryId} to /discover/browse/{categoryId}', '/discover/categories/mood/calm', '/discover/browse/calm'],
      ['/create/schedule to the schedule editor with returnPath /create', '/create/schedule?signup=x', `/accounts/${A}/your-music/schedules/edit?returnPath=%2Fcreate&signup=x`],
      // navigation.md 2.4, core.md 2 Route conventions, Zones, Library
      ['/accounts/{accountId}/ to zones', `/accounts/${A}/`, `/accounts/${A}/zones`],
      ['/accounts/{accountId}/locations/ to zones', `/accounts/${A}/locations/`, `/accounts/${A}/zones`],
      ['/accounts/{accountId}/locations/{splat} to /zones/{splat}', `/accounts/${A}/locations/${Z}/settings`, `/accounts/${A}/zones/${Z}/settings`],
      ['/your-music/ to the library', `/accounts/${A}/your-music/`, `/accounts/${A}/library`],
      ['/your-music/playlists/ to /library?filter=playlists', `/accounts/${A}/your-music/playlists/`, `/accounts/${A}/library?filter=playlists`],
      ['/your-music/schedules/ to /library?filter=schedules', `/accounts/${A}/your-music/schedules/`, `/accounts/${A}/library?filter=schedules`],
      ['/your-music/schedules/create to /your-music/schedules/edit', `/accounts/${A}/your-music/schedules/create`, `/accounts/${A}/your-music/schedules/edit`],
      ['/your-music/schedules/{scheduleId}/edit to /edit/{scheduleId}', `/accounts/${A}/your-music/schedules/${S}/edit`, `/accounts/${A}/your-music/schedules/edit/${S}`],
      ['/your-music/schedules/{scheduleId}/copy to /edit/{scheduleId}?action=copy', `/accounts/${A}/your-music/schedules/${S}/copy`, `/accounts/${A}/your-music/schedules/edit/${S}?action=copy`],
      ['/zones/location/{locationId}/ to /details', `/accounts/${A}/zones/location/${L}/`, `/accounts/${A}/zones/location/${L}/details`],
      ['/zones/{zoneId}/ to /player', `/accounts/${A}/zones/${Z}/`, `/accounts/${A}/zones/${Z}/player`],
      ['/zones/{zoneId} to /player', `/accounts/${A}/zones/${Z}`, `/accounts/${A}/zones/${Z}/player`],
      ['/zones/{zoneId}/control to the zone (and on to its player)', `/accounts/${A}/zones/${Z}/control`, `/accounts/${A}/zones/${Z}/player`],
      ['/settings/addons/ to /home', `/accounts/${A}/settings/addons/`, '/home', { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }],
      ['/settings/ to overview', `/accounts/${A}/settings/`, `/accounts/${A}/settings/overview`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }],
      ['/messaging/ to /messaging/campaigns', `/accounts/${A}/messaging/`, `/accounts/${A}/messaging/campaigns`, { accountFacts: { [A]: { featureFlags: ['messaging_enabled'] } } }],
      // navigation.md 2.5
      ['/signup/email/{voucher} to /signup/user?voucher', '/signup/email/SUMMER', '/signup/user?voucher=SUMMER'],
      ['/signup/{voucher}/sso to /signup/user?voucher', '/signup/SUMMER/sso', '/signup/user?voucher=SUMMER'],
      ['/signup/{voucher}/ to /signup?voucher', '/signup/SUMMER/', '/signup?voucher=SUMMER'],
      // navigation.md 2.6 legacy redirects, core.md 2
      ['/create/from-playlist to /create/station/from-playlist', '/create/from-playlist', '/create/station/from-playlist'],
      ["the product's station list /discover/music/cadences to /home", '/discover/music/cadences', '/home'],
      ['discover-music to discover', '/discover-music/summer-hits', '/discover/summer-hits'],
      ['discover/categories to discover/browse', '/discover/categories/calm', '/discover/browse/calm'],
      ['discover/albums to discover/album, the track hash kept', '/discover/albums/7Hj2Lk#t42', '/discover/album/7Hj2Lk#t42'],
      ['discover/release to discover/album', '/discover/release/7Hj2Lk', '/discover/album/7Hj2Lk'],
      ['discover/artists to discover/artist', '/discover/artists/3Fg8Qa', '/discover/artist/3Fg8Qa'],
      ['discover/schedules to discover/schedule', `/discover/schedules/${S}`, `/discover/schedule/${S}`],
      ['discover/playlists to discover/music', `/discover/playlists/${P}?ref=mail`, `/discover/music/${P}?ref=mail`],
      ['/sonos/connect/{code} to /connect/sonos/{code}', '/sonos/connect/ABC123', '/connect/sonos/ABC123', { login: 'none' }],
      ['/sonos/pair/{code} to /connect/sonos/{code}/pair', '/sonos/pair/ABC123', '/connect/sonos/ABC123/pair'],
      ['/sonos/pair/{code}/{zoneId} to /connect/sonos/{code}/pair/{zoneId}', `/sonos/pair/ABC123/${Z}`, `/connect/sonos/ABC123/pair/${Z}`],
      ['/streamsdk/connect/{code} to /connect/streamsdk/{code}', '/streamsdk/connect/ABC123', '/connect/streamsdk/ABC123', { login: 'none' }],
      ['/streamsdk/pair/{code} to /connect/streamsdk/{code}/pair', '/streamsdk/pair/ABC123', '/connect/streamsdk/ABC123/pair'],
      ['/streamsdk/pair/{code}/{zoneId} to /connect/streamsdk/{code}/pair/{zoneId}', `/streamsdk/pair/ABC123/${Z}`, `/connect/streamsdk/ABC123/pair/${Z}`],
      // core.md 2, navigation.md 2.1 deep links
      ['cadence:{type}:{id} to its /discover/ page', '/cadence:schedule:abc', '/discover/schedule/abc'],
      ['a bare id to music, schedule or release by its type', `/cadence/${S}`, `/discover/schedule/${S}`],
      ['a bare playlist id under /discover to music', `/discover/${P}`, `/discover/music/${P}`],
    ] as [string, string, string, Partial<FakeRouterState>?][])('%s', async (_name, from, to, state) => {
      expect((await visit(from, state)).href).toBe(to);
    });

    it.each([
      ['/your-music/playlists/{musicId}', `/accounts/${A}/your-music/playlists/${P}`, `/discover/music/${P}`],
      ['/your-music/{musicId} of 10 or more characters', `/accounts/${A}/your-music/0123456789`, '/discover/music/0123456789'],
    ])('%s goes to /discover/music/{musicId}, keeping the old URL in the address bar', async (_name, from, to) => {
      const { router } = await visit(from);
      expect(hrefOf(router.state.location)).toBe(to);
      expect(router.state.location.mask && hrefOf(router.state.location.mask)).toBe(from);
    });

    it('/your-music/{musicId} shorter than 10 characters stays (its page comes later)', async () => {
      const { href } = await visit(`/accounts/${A}/your-music/012345678`);
      expect(href).toBe(`/accounts/${A}/your-music/012345678`);
      await notFoundShown();
    });

    it('/your-music/schedules/{scheduleId}/copy keeps the navigation state', async () => {
      const { router } = await visit('/user');
      await act(() => router.navigate(`/accounts/${A}/your-music/schedules/${S}/copy`, { state: { from: 'library' } }));
      await settle(router);
      expect(hrefOf(router.state.location)).toBe(`/accounts/${A}/your-music/schedules/edit/${S}?action=copy`);
      expect(router.state.location.state).toEqual({ from: 'library' });
    });

    it('the speaker household pairing /sonos/pair/v2/{householdId} is not taken for a redirect', async () => {
      expect((await visit('/sonos/pair/v2/HH1')).href).toBe('/sonos/pair/v2/HH1');
      await screen.findByRole('heading', { level: 1, name: 'HouseholdPairPage' });
    });

    it.each(['/addons/promo/unknown', `/accounts/${A}/settings/addons/promo/unknown`])('%s is not an add-on promo', async (path) => {
      await visit(path, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } });
      await notFoundShown();
    });

    it('the zone create page /zones/create is not taken for a zone id', async () => {
      expect((await visit(`/accounts/${A}/zones/create`)).href).toBe(`/accounts/${A}/zones/create`);
    });
  });

  describe('old routes are tracked', () => {
    it("each legacy redirect records 'redirect' with where from and where to", async () => {
      const { context } = await visit(`/discover/playlists/${P}`);
      expect(context.tracked).toEqual([{ event: 'redirect', properties: { from: `/discover/playlists/${P}`, to: `/discover/music/${P}` } }]);
    });

    it('also the masked ones', async () => {
      const { context } = await visit(`/accounts/${A}/your-music/playlists/${P}`);
      expect(context.tracked).toEqual([{ event: 'redirect', properties: { from: `/accounts/${A}/your-music/playlists/${P}`, to: `/discover/music/${P}` } }]);
    });

    it('a structural redirect is not an old route', async () => {
      const { context } = await visit('/');
      expect(context.tracked).toEqual([]);
    });
  });

  describe("'Zone - View' (core.md 2, navigation.md 2.4: entering /zones/{zoneId} records it with zone_id)", { timeout: 20_000 }, () => {
    const zoneViews = (context: FakeRouterContext) => context.tracked.filter(({ event }) => event === 'Zone - View');
    const go = async (router: AppRouter, path: string) => {
      await act(() => router.navigate(path));
      await settle(router);
      expect(hrefOf(router.state.location)).toBe(path);
    };
    const zone = (rest: string, zoneId = Z) => `/accounts/${A}/zones/${zoneId}${rest}`;

    it('entering a zone records it once, also through the redirect of its bare path', async () => {
      const { context, href } = await visit(zone(''));
      expect(href).toBe(zone('/player'));
      expect(zoneViews(context)).toEqual([{ event: 'Zone - View', properties: { zone_id: Z } }]);
    });

    it("moving between the zone's pages does not record it again", async () => {
      const { context, router } = await visit(zone('/player'), { zonePermissions: { [Z]: ['SUBSCRIPTION_WRITE'] } });
      for (const rest of ['/player/history', '/player/history?date=2024-03-31', '/player/blocked-tracks', '/remote', '/settings', '/player/skip', '/player/pair/browser', '/player']) {
        await go(router, zone(rest));
      }
      expect(zoneViews(context)).toEqual([{ event: 'Zone - View', properties: { zone_id: Z } }]);
    });

    it('entering another zone records that zone, and coming back records this one again', async () => {
      const { context, router } = await visit(zone('/settings'));
      await go(router, zone('/player', Z2));
      await go(router, `/accounts/${A}/zones`);
      await go(router, zone('/remote'));
      expect(zoneViews(context).map(({ properties }) => properties)).toEqual([{ zone_id: Z }, { zone_id: Z2 }, { zone_id: Z }]);
    });

    it("entering at a zone's pair page records the zone", async () => {
      const { context } = await visit(zone('/player/pair/hardware'));
      expect(zoneViews(context)).toEqual([{ event: 'Zone - View', properties: { zone_id: Z } }]);
    });

    it('a zone the user is sent away from before it shows is not recorded', async () => {
      const { context } = await visit(`/accounts/${B}/zones/${Z}`, { accessibleAccountIds: [A] });
      expect(zoneViews(context)).toEqual([]);
    });
  });

  describe('render-as-you-fetch', () => {
    it('/home starts its query for the selected account, and the layout its own for the signed-in user', async () => {
      const { context } = await visit('/home');
      expect(context.preloaded).toEqual([
        { key: 'AppLayout', variables: { accountId: A, hasAccount: true } },
        { key: 'HomePage', variables: { accountId: A, hasAccount: true, accountChoices: 20 } },
        { key: 'HomeEditorial', variables: { input: { kind: 'HOME', id: null, agent: expect.objectContaining({ account: A, user: 'test-user', locale: 'EN', country: 'SE', businessType: 'cafe', session: 'test-session' }) } } },
      ]);
    });

    it('/home/{page} starts the named editorial page; a visitor starts none', async () => {
      const { context } = await visit('/home/moods');
      expect(context.preloaded.find(({ key }) => key === 'HomeEditorial')?.variables).toMatchObject({ input: { kind: 'HOME', id: 'moods' } });
      expect((await visit('/home', { login: 'none' })).context.preloaded.map(({ key }) => key)).not.toContain('HomeEditorial');
    });

    it('/home loads the editorial page again for another account when the app revalidates on an account switch', async () => {
      const { router, context } = await visit('/home', { accountFacts: { [B]: { country: 'NO', businessType: 'retail' } } });
      context.state.currentAccountId = B;
      await act(() => router.revalidate());
      await settle(router);
      const editorial = context.preloaded.filter(({ key }) => key === 'HomeEditorial').map(({ variables }) => (variables as { input: { agent: { account: string; country: string } } }).input.agent);
      expect(editorial.map(({ account, country }) => [account, country])).toEqual([
        [A, 'SE'],
        [B, 'NO'],
      ]);
    });

    it.each([
      ['/discover/album/album-1', 'AlbumPage'],
      ['/discover/artist/artist-1', 'ArtistPage'],
    ])('%s asks again for the agent of another account when the app revalidates on an account switch', async (path, key) => {
      const { router, context } = await visit(path, { accountFacts: { [B]: { country: 'NO', businessType: 'retail' } } });
      context.state.currentAccountId = B;
      await act(() => router.revalidate());
      await settle(router);
      const agents = context.preloaded.filter((preload) => preload.key === key).map(({ variables }) => (variables as { agent: { account: string } }).agent.account);
      expect(agents).toEqual([A, B]);
    });

    it('the editorial agent names the platform by tier (core.md 9)', async () => {
      const { context } = await visit('/home', { accountFacts: { [A]: { plan: 'unlimited' } } });
      expect(context.preloaded.find(({ key }) => key === 'HomeEditorial')?.variables).toMatchObject({ input: { agent: { platform: 'business' } } });
    });

    it.each([
      ['/discover/browse/{categoryId}', '/discover/browse/cat-1', 'BrowsePage', { input: { kind: 'BROWSE', id: 'cat-1', agent: expect.objectContaining({ account: A }) } }],
      ['/discover/album/{releaseId}', '/discover/album/album-1', 'AlbumPage', { id: 'album-1', first: 100, agent: expect.objectContaining({ account: A }) }],
      ['/discover/artist/{id}', '/discover/artist/artist-1', 'ArtistPage', { id: 'artist-1', market: 'SE', releases: 50, agent: expect.objectContaining({ account: A, country: 'SE' }) }],
      ['/discover/track/{id}', '/discover/track/track-1', 'DiscoverEditorialPage', { input: { kind: 'TRACK', id: 'track-1', agent: expect.objectContaining({ account: A }) } }],
      ['/discover/browse', '/discover/browse', 'DiscoverEditorialPage', { input: { kind: 'SEARCH', id: null, agent: expect.objectContaining({ account: A }) } }],
    ])('%s starts its query', async (_name, path, key, variables) => {
      const { context } = await visit(path);
      expect(context.preloaded.find((preload) => preload.key === key)?.variables).toEqual(variables);
    });

    it('a visitor starts no layout query', async () => {
      const { context } = await visit('/login', { login: 'none' });
      expect(context.preloaded).toEqual([]);
    });

    it('/user starts the profile query', async () => {
      const { context } = await visit('/user');
      expect(context.preloaded.map(({ key }) => key)).toEqual(['AppLayout', 'UserPage']);
    });
  });

  describe('route conventions', () => {
    it("'_' is the current account", async () => {
      expect((await visit('/accounts/_/your-music/playlists')).href).toBe(`/accounts/${A}/library?filter=playlists`);
    });

    it('a missing account id is filled with the current one', async () => {
      expect((await visit('/accounts')).href).toBe(`/accounts/${A}/zones`);
    });

    it('an account id other than the selected one switches the account', async () => {
      const { href, context } = await visit(`/accounts/${B}/zones/${Z}`);
      expect(href).toBe(`/accounts/${B}/zones/${Z}/player`);
      expect(context.switchedTo).toEqual([B]);
    });

    it('an account without access sends the user to /home', async () => {
      const { href, context } = await visit(`/accounts/${B}/zones/${Z}`, { accessibleAccountIds: [A] });
      expect(href).toBe('/home');
      expect(context.switchedTo).toEqual([]);
    });

    it("a shortened base64 id is padded with '.' and the address follows", async () => {
      const shortened = A.replace(/\.+$/, '');
      expect(shortened).not.toBe(A);
      expect((await visit(`/accounts/${shortened}/zones/${Z}/settings?x=1`)).href).toBe(`/accounts/${A}/zones/${Z}/settings?x=1`);
    });

    it("'exp' forces an experiment variation and leaves the URL", async () => {
      const { href, context } = await visit('/home?exp=GE83%3Atreatment&utm_source=mail');
      expect(href).toBe('/home?utm_source=mail');
      expect(context.forcedExperiments).toEqual(['GE83:treatment']);
    });

    it('a blank required parameter fails the route with the one not-found screen', async () => {
      const { router } = await visit(`/accounts/${A}/zones/%20/`);
      expect(Object.values(router.state.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
      expect((await notFoundShown()).textContent).toBe(`Route not found (/accounts/${A}/zones/ /)`);
    });

    it('an action outside its enumeration fails the route with the one not-found screen', async () => {
      const path = `/accounts/${A}/zones/${Z}/subscription/refund`;
      const { router } = await visit(path, { zonePermissions: { [Z]: ['SUBSCRIPTION_WRITE'] } });
      expect(Object.values(router.state.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
      expect((await notFoundShown()).textContent).toBe(`Route not found (${path})`);
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    });

    it('the not-found screen shows the path as typed, not percent-encoded', async () => {
      await visit('/caf%C3%A9/menu%20board');
      expect((await notFoundShown()).textContent).toBe('Route not found (/café/menu board)');
    });

    it("an unknown path shows 'Route not found ({path})' with close routes", async () => {
      await visit('/user/chnage-email');
      expect((await notFoundShown()).textContent).toBe('Route not found (/user/chnage-email)');
      expect((await screen.findByRole('link', { name: '/user/change-email' })).getAttribute('href')).toBe('/user/change-email');
    });

    it('an unknown path under an account passes the account guard first', async () => {
      const { href, context } = await visit(`/accounts/${B}/nothing-here`);
      expect(href).toBe(`/accounts/${B}/nothing-here`);
      expect(context.switchedTo).toEqual([B]);
      await notFoundShown();
    });
  });

  describe('login required', () => {
    it.each([
      ['/user', '/user'],
      ['/user/edit', '/user/edit?tab=1'],
      ['an account page', '/accounts/_/zones?q=bar#top'],
      ['/partner-portal', '/partner-portal'],
      ['/create/schedule', '/create/schedule'],
      ['/create', '/create'],
      ['/create/station/from-tags', '/create/station/from-tags?tags=a&tags=b'],
      ['/create/station/from-playlist', '/create/station/from-playlist'],
      ['/guide', '/guide'],
      ['/setup-guide/{splat}', '/setup-guide/pair'],
    ])('%s sends a logged-out user to /login, saving the URL as redirect-to', async (_name, path) => {
      const { href, context } = await visit(path, { login: 'none' });
      expect(href).toBe('/login');
      expect(context.savedRedirectTo).toEqual([path]);
    });

    it.each([
      ['/create', '/create?signup=promo'],
      ['/create/schedule', '/create/schedule?signup=promo'],
    ])('%s with the signup search sends a logged-out visitor to signup instead, saving the URL as redirect-to', async (_name, path) => {
      const { href, context } = await visit(path, { login: 'none' });
      expect(href).toBe('/signup');
      expect(context.savedRedirectTo).toEqual([path]);
    });

    it('/create with the signup search shows a signed-in user the hub', async () => {
      expect((await visit('/create?signup=promo')).href).toBe('/create?signup=promo');
    });

    it('a paired player session counts as logged in', async () => {
      await visit('/user/change-password', { login: 'player' });
      expect(await screen.findByRole('heading', { name: 'ChangePasswordPage' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'UserPage' })).toBeTruthy();
    });

    it.each([
      ['/user/edit', 'UserEditPage'],
      ['/user/change-email', 'ChangeEmailPage'],
    ])('a signed-in user sees %s inside the user page', async (path, page) => {
      await visit(path);
      expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
    });
  });

  describe('logged-out group', () => {
    it.each(['/login', '/login/saml', '/login/saml/acme', '/forgot-password', '/invitation', '/invitation/T1', '/reset-password/T1', '/saml'])(
      '%s sends a signed-in user to /home',
      async (path) => {
        expect((await visit(path, { login: 'user' })).href).toBe('/home');
      },
    );

    it.each([
      ['/login', 'LoginPage'],
      ['/login/saml/acme', 'SamlLoginPage'],
      ['/forgot-password', 'ForgotPasswordPage'],
      ['/invitation/T1', 'AcceptInvitationPage'],
      ['/invitation', 'AcceptInvitationPage'],
      ['/reset-password/T1', 'ResetPasswordPage'],
    ])('%s shows its page when logged out', async (path, page) => {
      await visit(path, { login: 'none' });
      expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
    });

    it('/saml, the old path, goes to /login keeping the hash the SAML return carries', async () => {
      expect((await visit('/saml#token=abc', { login: 'none' })).href).toBe('/login#token=abc');
    });
  });

  describe('pages of this issue', () => {
    it.each([
      ['/home', 'HomePage'],
      ['/home/playlists', 'HomePage'],
      ['/logout', 'LogoutPage'],
      ['/verify-email/T1', 'VerifyEmailPage'],
    ])('%s shows %s', async (path, page) => {
      await visit(path);
      expect(await screen.findByRole('heading', { name: page })).toBeTruthy();
    });

    it('/create/synced-playlist with schedule_creation_enabled shows the new synced playlist page', async () => {
      await visit('/create/synced-playlist', { accountFacts: { [A]: { featureFlags: ['schedule_creation_enabled'] } } });
      expect(await screen.findByRole('heading', { name: 'SyncedPlaylistPage' })).toBeTruthy();
    });

    it('/home sends a royalty-free account to its library', async () => {
      expect((await visit('/home', { accountFacts: { [A]: { isRoyaltyFree: true } } })).href).toBe(`/accounts/${A}/library`);
    });
  });

  describe('guards', () => {
    it('/dev/* redirects to / (and on to /home) without devtools', async () => {
      expect((await visit('/dev/toasts')).href).toBe('/home');
    });

    it('/dev/* is open with devtools', async () => {
      expect((await visit('/dev/toasts', { devtools: true })).href).toBe('/dev/toasts');
    });

    it.each([
      ['player action without SUBSCRIPTION_WRITE to the player', `/accounts/${A}/zones/${Z}/player/skip`, `/accounts/${A}/zones/${Z}/player`, {}],
      ['zone subscription without SUBSCRIPTION_WRITE to the zone', `/accounts/${A}/zones/${Z}/subscription`, `/accounts/${A}/zones/${Z}/player`, {}],
      ['zone subscription action without SUBSCRIPTION_WRITE to the zone', `/accounts/${A}/zones/${Z}/subscription/pause`, `/accounts/${A}/zones/${Z}/player`, {}],
      ['player action with SUBSCRIPTION_WRITE stays', `/accounts/${A}/zones/${Z}/player/skip`, `/accounts/${A}/zones/${Z}/player/skip`, { zonePermissions: { [Z]: ['SUBSCRIPTION_WRITE'] } }],
      ['zone subscription with SUBSCRIPTION_WRITE stays', `/accounts/${A}/zones/${Z}/subscription/modify-pause`, `/accounts/${A}/zones/${Z}/subscription/modify-pause`, { zonePermissions: { [Z]: ['SUBSCRIPTION_WRITE'] } }],
      ['settings without SETTINGS_READ to /user', `/accounts/${A}/settings/users`, '/user', {}],
      ['referrals of a distributor with a payment method stay', `/accounts/${A}/settings/referrals`, `/accounts/${A}/settings/referrals`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'], hasPaymentMethod: true, isDistributor: true } } }],
      ['referrals without a payment method back to settings', `/accounts/${A}/settings/referrals`, `/accounts/${A}/settings/overview`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'], isDistributor: true } } }],
      ['referrals of an account that is not a distributor back to settings', `/accounts/${A}/settings/referrals`, `/accounts/${A}/settings/overview`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'], hasPaymentMethod: true } } }],
      ['messaging without messaging_enabled to the promo in settings', `/accounts/${A}/messaging/messages`, `/accounts/${A}/settings/addons/promo/messaging`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }],
      ['/addons/promo/messaging with messaging on to messaging', '/addons/promo/messaging', `/accounts/${A}/messaging/campaigns`, { accountFacts: { [A]: { featureFlags: ['messaging_enabled'] } } }],
      ['/addons/promo/messaging without an account to /home', '/addons/promo/messaging', '/home', { currentAccountId: undefined }],
      ['/addons/promo/messaging without messaging shows the promo', '/addons/promo/messaging', '/addons/promo/messaging', {}],
      ['/addons/promo/sso shows the promo', '/addons/promo/sso', '/addons/promo/sso', {}],
      ['the promo in settings stays', `/accounts/${A}/settings/addons/promo/curation`, `/accounts/${A}/settings/addons/promo/curation`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }],
      // navigation.md 2.4, 6: /settings/saml needs user.create, else settings
      ['SAML settings without user.create back to settings', `/accounts/${A}/settings/saml`, `/accounts/${A}/settings/overview`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'USERS_WRITE'] } } }],
      ['SAML settings with user.create stay', `/accounts/${A}/settings/saml`, `/accounts/${A}/settings/saml`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'USER_CREATE'] } } }],
      // navigation.md 2.4: /settings needs SETTINGS_READ, else /user, also on the activated add-on page outside the settings route
      ['the activated add-on page without SETTINGS_READ to /user', `/accounts/${A}/settings/addons/activated/hifi`, '/user', { accountFacts: { [A]: { featureFlags: [HIFI_FLAG] } } }],
      ['the activated add-on page with SETTINGS_READ and its flag on stays', `/accounts/${A}/settings/addons/activated/hifi`, `/accounts/${A}/settings/addons/activated/hifi`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'], featureFlags: [HIFI_FLAG] } } }],
      ['the activated add-on page with its flag off to /home', `/accounts/${A}/settings/addons/activated/hifi`, '/home', { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }],
      ['an add-on without an activated page to /home', `/accounts/${A}/settings/addons/activated/sso`, '/home', { accountFacts: { [A]: { permissions: ['SETTINGS_READ'], featureFlags: ['saml_enabled'] } } }],
      // navigation.md 2.4: company details need zone.activate, else settings
      ['company details without zone.activate back to settings', `/accounts/${A}/settings/overview/company-details`, `/accounts/${A}/settings/overview`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'SETTINGS_WRITE'] } } }],
      ['company details with zone.activate stay', `/accounts/${A}/settings/overview/company-details`, `/accounts/${A}/settings/overview/company-details`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'ZONE_ACTIVATE'] } } }],
      // navigation.md 2.4: inviting users needs user.create, else the user list
      ['inviting a user without user.create to the users', `/accounts/${A}/settings/users/invite`, `/accounts/${A}/settings/users`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'USERS_READ', 'USERS_WRITE'] } } }],
      ['inviting a user with user.create stays', `/accounts/${A}/settings/users/invite`, `/accounts/${A}/settings/users/invite`, { accountFacts: { [A]: { permissions: ['SETTINGS_READ', 'USER_CREATE'] } } }],
      // navigation.md 2.3, core.md 2 Create
      ['synced playlist with schedule_creation_enabled stays', '/create/synced-playlist', '/create/synced-playlist', { accountFacts: { [A]: { featureFlags: ['schedule_creation_enabled'] } } }],
      ['synced playlist without schedule_creation_enabled to /create', '/create/synced-playlist', '/create', {}],
      ['synced playlist without an account (flag off) to /create', '/create/synced-playlist', '/create', { currentAccountId: undefined }],
      ['AI station on essential stays', '/create/ai-station?prompt=calm', '/create/ai-station?prompt=calm', { accountFacts: { [A]: { plan: 'essential' } } }],
      ['AI station on starter to /create', '/create/ai-station?prompt=calm', '/create', { accountFacts: { [A]: { plan: 'starter' } } }],
      ['AI station royalty-free to /create', '/create/ai-station', '/create', { accountFacts: { [A]: { plan: 'royalty-free', isRoyaltyFree: true } } }],
      ['station from tags on unlimited stays', '/create/station/from-tags?tags=a', '/create/station/from-tags?tags=a', { accountFacts: { [A]: { plan: 'unlimited' } } }],
      ['station from tags on starter to /create', '/create/station/from-tags?tags=a', '/create', { accountFacts: { [A]: { plan: 'starter' } } }],
      ['station from tags royalty-free to /create', '/create/station/from-tags', '/create', { accountFacts: { [A]: { plan: 'royalty-free', isRoyaltyFree: true } } }],
      ['station from playlist on essential stays', '/create/station/from-playlist', '/create/station/from-playlist', {}],
      ['station from playlist on starter to /create', '/create/station/from-playlist', '/create', { accountFacts: { [A]: { plan: 'starter' } } }],
      ['station from playlist royalty-free to /create', '/create/station/from-playlist', '/create', { accountFacts: { [A]: { plan: 'royalty-free', isRoyaltyFree: true } } }],
      ['the old /create/from-playlist on starter lands on /create', '/create/from-playlist', '/create', { accountFacts: { [A]: { plan: 'starter' } } }],
      // navigation.md 6: restrictions and the royalty-free tier
      ['/create restricted from discovering music to the library', '/create', `/accounts/${A}/library`, { accountFacts: { [A]: { restrictedDiscoverMusic: true } } }],
      ['a create page restricted from discovering music to the library', '/create/ai-playlist', `/accounts/${A}/library`, { accountFacts: { [A]: { restrictedDiscoverMusic: true } } }],
      ['/create royalty-free stays', '/create', '/create', { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['/home restricted from discovering music to the library', '/home/playlists', `/accounts/${A}/library`, { accountFacts: { [A]: { restrictedDiscoverMusic: true } } }],
      ['/search stays', '/search/jazz/playlists?nav=header', '/search/jazz/playlists?nav=header', {}],
      ['/search royalty-free to the library', '/search', `/accounts/${A}/library`, { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['/search/{splat} restricted from discovering music to the library', '/search/jazz', `/accounts/${A}/library`, { accountFacts: { [A]: { restrictedDiscoverMusic: true } } }],
      ['/search without an account stays', '/search/jazz', '/search/jazz', { currentAccountId: undefined }],
      // core.md 2: the 'royalty-free' condition of the artist and album pages
      ['an album page royalty-free to the library', '/discover/album/album-1#track-1', `/accounts/${A}/library`, { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['an artist page royalty-free to the library', '/discover/artist/artist-1', `/accounts/${A}/library`, { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['an album page stays, its track kept', '/discover/album/album-1#track-1', '/discover/album/album-1#track-1', {}],
      ['a browse page royalty-free stays', '/discover/browse/cat-1', '/discover/browse/cat-1', { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['/guide stays', '/guide/user-invite', '/guide/user-invite', {}],
      ['/guide royalty-free to the library', '/guide', `/accounts/${A}/library`, { accountFacts: { [A]: { isRoyaltyFree: true } } }],
      ['/setup-guide royalty-free to the library', '/setup-guide/pair', `/accounts/${A}/library`, { accountFacts: { [A]: { isRoyaltyFree: true } } }],
    ] as [string, string, string, Partial<FakeRouterState>][])('%s', async (_name, from, to, state) => {
      expect((await visit(from, state)).href).toBe(to);
    });
  });

  describe('signup voucher (navigation.md 2.10)', () => {
    it.each([
      ['/signup/ to /signup?voucher', '/signup/', '/signup?voucher=SUMMER'],
      ['/signup to /signup?voucher, its search kept', '/signup?utm_source=mail', '/signup?utm_source=mail&voucher=SUMMER'],
      ['/signup/email/ to /signup/user?voucher', '/signup/email/', '/signup/user?voucher=SUMMER'],
    ])('with a stored voucher and none in the URL, %s', async (_name, from, to) => {
      storeVoucher('SUMMER');
      expect((await visit(from)).href).toBe(to);
    });

    it('a signup URL replaces the entry it came from when it adds the stored voucher', async () => {
      storeVoucher('SUMMER');
      const { router } = await visit('/user');
      await act(() => router.navigate('/signup/email'));
      await settle(router);
      expect(hrefOf(router.state.location)).toBe('/signup/user?voucher=SUMMER');
      await act(() => router.navigate(-1));
      await settle(router);
      expect(router.state.location.pathname).toBe('/user');
    });

    it.each([
      ['/signup/ without a stored voucher stays', '/signup/', undefined],
      ['/signup/email/ without a stored voucher stays', '/signup/email/', undefined],
      ['/signup with a voucher in the URL stays', '/signup?voucher=WINTER', 'SUMMER'],
      ['another step with a stored voucher stays', '/signup/company', 'SUMMER'],
    ])('%s', async (_name, path, stored) => {
      if (stored) storeVoucher(stored);
      expect((await visit(path)).href).toBe(path);
    });

    it.each([
      ['/signup', '/signup?voucher=WINTER'],
      ['a signup step', '/signup/company?voucher=WINTER'],
      ['the old /signup/email/{voucher}', '/signup/email/WINTER'],
      ['the old /signup/{voucher}/', '/signup/WINTER/'],
    ])('entering %s with a voucher stores it', async (_name, path) => {
      storeVoucher('SUMMER');
      await visit(path);
      expect(readStoredVoucher()).toBe('WINTER');
    });
  });

  describe('desktop shell', () => {
    it('/login goes to /electron/login', async () => {
      expect((await visit('/login?email=a%40b.se', { desktopShell: true, login: 'none' })).href).toBe('/electron/login?email=a%40b.se');
    });

    it.each([
      ['/forgot-password', '/forgot-password?email=a%40b.se'],
      ['the zone list', `/accounts/${A}/zones`],
      ['checkout', `/accounts/${A}/checkout/address`],
      ['change plan', `/accounts/${A}/change-plan/essential`],
      ['upgrade plan', `/accounts/${A}/upgrade-plan`],
    ])('%s opens in the system browser and the shell shows /electron/browser-opened', async (_name, path) => {
      const { href, context } = await visit(path, { desktopShell: true, login: 'none' });
      expect(href).toBe('/electron/browser-opened');
      expect(context.openedInBrowser).toEqual([`http://localhost${path}`]);
    });

    it('outside the shell /login is the login page', async () => {
      expect((await visit('/login', { login: 'none' })).href).toBe('/login');
    });
  });

  describe('history', () => {
    it('a redirect on the first navigation replaces the entry it came from', async () => {
      window.history.replaceState(null, '', '/discover');
      const before = window.history.length;
      const router = createAppRouter(fakeRouterContext(), { Layout });
      render(<RouterProvider router={router} />);
      await settle(router);
      expect(window.location.pathname).toBe('/home');
      expect(window.history.length).toBe(before);
      router.dispose();
    });

    it('a redirected navigation later leaves no entry of its old URL', async () => {
      const { router } = await visit('/user');
      await act(() => router.navigate(`/accounts/${A}/zones/${Z}`));
      await settle(router);
      expect(router.state.location.pathname).toBe(`/accounts/${A}/zones/${Z}/player`);
      await act(() => router.navigate(-1));
      await settle(router);
      expect(router.state.location.pathname).toBe('/user');
    });
  });

  it('the zone page has its pending indicator at 0 ms and 0 ms, every other page 300 ms and 400 ms', () => {
    const routes = createAppRoutes(fakeRouterContext(), { Layout });
    expect(pendingTimingOf(routes, { pathname: `/accounts/${A}/zones/${Z}/player` })).toEqual({ delayMs: 0, minMs: 0 });
    expect(pendingTimingOf(routes, { pathname: `/accounts/${A}/zones/${Z}` })).toEqual({ delayMs: 0, minMs: 0 });
    expect(pendingTimingOf(routes, { pathname: '/home' })).toEqual({ delayMs: 300, minMs: 400 });
    expect(pendingTimingOf(routes, { pathname: `/accounts/${A}/library` })).toEqual({ delayMs: 300, minMs: 400 });
  });
});

describe('switching account (navigation.md 2.1, 2.4)', () => {
  /** The layout's account switch as the user menu runs it, to the other account (not in onboarding). */
  function SwitchingLayout() {
    const switchAccount = useSwitchAccount();
    return (
      <>
        <button type="button" onClick={() => switchAccount({ id: B, onboardingEnabled: false })}>
          Switch account
        </button>
        <Outlet />
      </>
    );
  }

  async function switchAt(path: string) {
    const session = createSessionStore({
      auth: { loginUser: vi.fn(), refreshLogin: vi.fn(), logoutUser: vi.fn(), exchangeAuthToken: vi.fn() } as unknown as SessionAuthCalls,
      effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
      report: vi.fn(),
      storage: memoryStorage(),
    });
    const accounts = createAccountSelection({ session, toasts: { show: vi.fn(), dismiss: vi.fn() }, translate: (key) => key, report: vi.fn(), clearCheckoutState: vi.fn(), storage: memoryStorage() });
    session.dispatch({ type: 'loginSucceeded', result: { token: accessToken({ sub: 'user-1' }) } });
    accounts.switchAccount({ userId: 'user-1', accountId: A });
    const router = createAppRouter(fakeRouterContext(), { Layout: SwitchingLayout, initialEntries: [path] });
    const view = render(
      <SessionProvider session={session} accounts={accounts}>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    await settle(router);
    expect(hrefOf(router.state.location)).toBe(path);
    await act(async () => screen.getByRole('button', { name: 'Switch account' }).click());
    await settle(router);
    const selected = accounts.getSnapshot();
    view.unmount();
    session.dispose();
    accounts.dispose();
    return { href: hrefOf(router.state.location), selected };
  }

  it.each([
    ['/onboarding', `/accounts/${A}/onboarding`],
    ['/onboarding/{step}', `/accounts/${A}/onboarding/business-description`],
    ['/checkout', `/accounts/${A}/checkout`],
    ['/checkout/{splat}', `/accounts/${A}/checkout/address`],
  ])('on %s goes to /home', async (_name, path) => {
    expect(await switchAt(path)).toEqual({ href: '/home', selected: B });
  });

  it('on a page without a switch target stays on that page of the new account', async () => {
    expect(await switchAt(`/accounts/${A}/zones`)).toEqual({ href: `/accounts/${B}/zones`, selected: B });
  });
});

describe('the vendor pairing guide (navigation.md 2.5, 2.12, 8)', () => {
  const page = (name: string) => screen.findByRole('heading', { level: 1, name });

  it.each([
    ['/connect/{vendor}/', '/connect/netplay/', 'VendorConnectPage'],
    ['/connect/{vendor}/{pairingCode}', '/connect/streamsdk/1234-5678?appId=cadence-embedded', 'VendorConnectPage'],
    ['/sonos/connect/v2/{householdId}', '/sonos/connect/v2/Sonos_k9.a?linkCode=L1', 'VendorConnectPage'],
  ])('a visitor sees the connect page at %s', async (_name, path, name) => {
    expect((await visit(path, { login: 'none' })).href).toBe(path);
    await page(name);
  });

  it.each([
    ['/connect/{vendor}/', '/connect/netplay/', '/connect/netplay/pair', 'VendorPairPage'],
    ['/connect/{vendor}/{pairingCode}', '/connect/streamsdk/1234-5678?appId=cadence-embedded&x=1', '/connect/streamsdk/1234-5678/pair?appId=cadence-embedded', 'VendorPairPage'],
    ['/sonos/connect/v2/{householdId}', '/sonos/connect/v2/Sonos_k9.a?linkCode=L1', '/sonos/pair/v2/Sonos_k9.a?linkCode=L1', 'HouseholdPairPage'],
  ])('a user logged in with an account goes from %s straight to the pairing path', async (_name, from, to, name) => {
    expect((await visit(from)).href).toBe(to);
    await page(name);
  });

  it.each([
    ['/connect/netplay/pair'],
    ['/connect/streamsdk/1234-5678/pair'],
    [`/connect/streamsdk/1234-5678/pair/${Z}`],
    ['/sonos/pair/v2/Sonos_k9.a'],
  ])('%s needs a login, and comes back after it', async (path) => {
    const { href, context } = await visit(path, { login: 'none' });
    expect(href).toBe('/login');
    expect(context.savedRedirectTo).toEqual([path]);
  });

  it.each([
    ['/connect/netplay/pair', 'VendorPairPage'],
    ['/connect/streamsdk/1234-5678/pair', 'VendorPairPage'],
    [`/connect/streamsdk/1234-5678/pair/${Z}`, 'VendorPairZonePage'],
  ])('%s shows its page once logged in', async (path, name) => {
    expect((await visit(path)).href).toBe(path);
    await page(name);
  });

  it.each([
    ["an unknown vendor ('Pairing attempt with unknown vendor')", '/connect/acme/'],
    ['an unknown vendor with a code', '/connect/acme/1234-5678/pair'],
    ["a soft pair for a vendor that needs a code ('Missing pairing code')", '/connect/streamsdk/pair'],
    ['a soft pair for the speaker vendor', '/connect/sonos/pair'],
    ['a household id longer than the speaker system gives', `/sonos/connect/v2/${'x'.repeat(257)}`],
  ])('%s goes to /home', async (_name, path) => {
    expect((await visit(path)).href).toBe('/home');
  });
});
