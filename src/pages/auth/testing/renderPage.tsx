// Component tests of the auth, user and home pages, through renderWithRelay: a real session store (its
// server calls faked), fakes of what AuthScreensProvider gives the pages, and the test answering the
// page's queries itself. Paths no route claims render a marker, so that tests see where a page
// navigated to.
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppError } from '../../../errors/AppError';
import type { AppErrorDetails } from '../../../errors/AppError';
import { createAccountSelection } from '../../../session/accountSelection';
import { SessionProvider } from '../../../session/SessionProvider';
import { createSessionStore } from '../../../session/sessionStore';
import type { SessionAuthCalls, SessionStore } from '../../../session/sessionStore';
import { memoryStorage } from '../../../session/storage';
import { accessToken } from '../../../session/testTokens';
import type { PeopleApi } from '../../../rest/people';
import type { SignupApi } from '../../../rest/signup';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { AuthScreensProvider } from '../authScreens';
import type { AuthScreens } from '../authScreens';

export const TEST_ORIGIN = 'https://app.cadence.test';

export function fakeApi(overrides: Partial<PeopleApi> = {}): PeopleApi {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return {
    requestPasswordReset: unexpected('requestPasswordReset'),
    resetPassword: unexpected('resetPassword'),
    verifyEmail: unexpected('verifyEmail'),
    getInvitation: unexpected('getInvitation'),
    acceptInvitation: unexpected('acceptInvitation'),
    updateUser: unexpected('updateUser'),
    inviteUser: unexpected('inviteUser'),
    updateMembership: unexpected('updateMembership'),
    removeMembership: unexpected('removeMembership'),
    changePassword: unexpected('changePassword'),
    changeEmail: unexpected('changeEmail'),
    socialLoginUrl: vi.fn((provider: string, callbackURL: string) => `https://api.cadence.test/auth/auth/${provider}?callbackURL=${encodeURIComponent(callbackURL)}`),
    samlLoginUrl: vi.fn((slug: string, returnTo: string) => `https://api.cadence.test/auth/login/saml/${slug}?returnTo=${encodeURIComponent(returnTo)}`),
    samlOrganisationExists: vi.fn(async () => true),
    ...overrides,
  };
}

/** The signup calls, each refusing unless the test gives it. */
export function fakeSignupApi(overrides: Partial<SignupApi> = {}): SignupApi {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return {
    country: unexpected('country'),
    pricing: unexpected('pricing'),
    verifyVoucher: unexpected('verifyVoucher'),
    referral: unexpected('referral'),
    createUser: unexpected('createUser'),
    createAccount: unexpected('createAccount'),
    acceptLegal: unexpected('acceptLegal'),
    ...overrides,
  };
}

export function fakeAuthScreens(overrides: { api?: Partial<PeopleApi>; signup?: Partial<SignupApi>; desktop?: boolean } = {}): AuthScreens {
  return {
    api: fakeApi(overrides.api),
    signup: fakeSignupApi(overrides.signup),
    isDesktopShell: vi.fn(() => overrides.desktop ?? false),
    leaveApp: vi.fn(),
    origin: TEST_ORIGIN,
  };
}

const stores: SessionStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  sessionStorage.clear();
});

export interface TestSession {
  store: SessionStore;
  auth: { [K in keyof SessionAuthCalls]: ReturnType<typeof vi.fn> & SessionAuthCalls[K] };
  signIn(userId?: string): Promise<void>;
}

/** A session store whose server calls are fakes: the login answers a token for user-1 unless told otherwise. */
export function testSession(): TestSession {
  const auth = {
    loginUser: vi.fn(async () => ({ token: accessToken({ sub: 'user-1' }), refreshToken: 'refresh-1' })),
    refreshLogin: vi.fn(async () => ({ token: accessToken({ sub: 'user-1' }), refreshToken: 'refresh-2' })),
    logoutUser: vi.fn(async () => undefined),
    exchangeAuthToken: vi.fn(async (token: string) => ({ token: accessToken({ sub: 'user-new' }), refresh_token: 'refresh-new', user: { id: 'user-new', issuedFor: token } })),
  };
  const store = createSessionStore({
    auth: auth as unknown as SessionAuthCalls,
    effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
    report: vi.fn(),
    storage: memoryStorage(),
  });
  stores.push(store);
  return {
    store,
    auth: auth as TestSession['auth'],
    async signIn(userId = 'user-1') {
      auth.loginUser.mockResolvedValueOnce({ token: accessToken({ sub: userId }), refreshToken: 'refresh-1' });
      await store.login({ email: 'signed.in@cadence.test', password: 'secret' });
    },
  };
}

/** An AppError as the REST layer raises it. */
export function appError(message: string, details: Partial<AppErrorDetails> & { status: number }): AppError {
  const kinds: Record<number, AppErrorDetails['kind']> = { 400: 'badRequest', 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 409: 'client', 429: 'rateLimited', 500: 'server', 503: 'unavailable' };
  return new AppError(message, { kind: kinds[details.status] ?? 'client', ...details });
}

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderPageOptions {
  /** The page's route (path and element), or several. */
  routes: RouteObject[];
  at: string;
  screens?: AuthScreens;
  session?: TestSession;
  /** The selected account of the signed-in user. */
  accountId?: string;
  /** Wraps the page's router, e.g. in StrictMode or a toast store. */
  wrap?: (children: React.ReactNode) => React.ReactNode;
  /** Where the page's queries go; the test answers them itself (queued resolvers, environment.mock). */
  environment?: RelayMockEnvironment;
}

export function renderPage({ routes, at, screens = fakeAuthScreens(), session = testSession(), accountId, wrap = (children) => children, environment }: RenderPageOptions) {
  const accounts = createAccountSelection({
    session: session.store,
    toasts: { show: vi.fn(), dismiss: vi.fn() },
    translate: (key) => key,
    report: vi.fn(),
    clearCheckoutState: vi.fn(),
    storage: memoryStorage(),
  });
  if (accountId) accounts.switchAccount({ userId: session.store.getSnapshot().userId, accountId });
  const view = renderWithRelay(null, {
    at,
    pending: 'all',
    ...(environment ? { environment } : {}),
    routes: [...routes, { path: '*', element: <Elsewhere /> }],
    wrap: (children) => (
      <SessionProvider session={session.store} accounts={accounts}>
        <AuthScreensProvider value={screens}>{wrap(children)}</AuthScreensProvider>
      </SessionProvider>
    ),
  });
  return { ...view, screens, session, accounts };
}

/** The texts that describe a field (its description and its error message), as assistive technology reads them. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}
