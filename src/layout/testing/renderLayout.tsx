// Component tests of the layout: AppLayout as the root route over a few pages, a session store (its
// server calls faked) signed in or not, an account selection, and fake user REST calls.
import { afterEach, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { useLoaderData, useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import UserRegionsQuery from '../../__generated__/UserRegionsQuery.graphql';
import type { UserRegionsQuery as UserRegionsQueryType } from '../../__generated__/UserRegionsQuery.graphql';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { modals } from '../../app/modals/modalStore';
import { AuthScreensProvider } from '../../pages/auth/authScreens';
import type { AuthScreens } from '../../pages/auth/authScreens';
import { createAccountSelection } from '../../session/accountSelection';
import type { AccountSelection } from '../../session/accountSelection';
import { SessionProvider } from '../../session/SessionProvider';
import { createSessionStore } from '../../session/sessionStore';
import type { SessionAuthCalls, SessionStore } from '../../session/sessionStore';
import { memoryStorage } from '../../session/storage';
import { accessToken } from '../../session/testTokens';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { isLoggedIn } from '../../session/session';
import { AppLayout } from '../AppLayout';
import { layoutQueryPreload } from '../layoutQuery';
import type { LayoutProps } from '../layoutQuery';

// The signed-in regions load apart from the layout (src/layout/AppLayout.tsx); loaded here once, a
// test waits for them as for any render, not for the first compile of Relay.
await import('../UserRegions');

/** The root route's element as the app has it: the layout with the query its loader started. */
function LayoutRoute() {
  return <AppLayout layoutQuery={useLoaderData<LayoutProps>().layoutQuery} />;
}

export const USER_ID = 'user-1';

const disposables: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposables.splice(0)) dispose();
  // The app's modal stack outlives a test's render: what a test opened must not cover the next one.
  for (const modal of modals.getModals()) modals.close(modal.id);
  delete document.documentElement.dataset.theme;
});

/** Shows where the app is, so tests see navigation. */
export function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

type Fields = Record<string, unknown>;

export const ACCOUNT_ID = 'acc1';

/** An account as the layout reads it: a customer on a completed checkout without a trial. */
export function accountFields(fields: Fields = {}): Fields {
  return {
    id: ACCOUNT_ID,
    businessName: 'Café Lumen',
    country: 'SE',
    permissions: [],
    featureFlags: [],
    trialExpiresAt: null,
    checkoutState: 'COMPLETED',
    paymentMethod: null,
    distributor: null,
    deactivated: false,
    isRoyaltyFree: false,
    restrictedDiscoverMusic: false,
    createdAt: '2025-01-01T00:00:00Z',
    roles: { isDistributor: false, isPartner: false },
    guide: { remainingTasks: 0 },
    ...fields,
  };
}

export interface LayoutData {
  user?: Fields;
  /** The selected account's fields (over accountFields()). */
  account?: Fields;
  /** Account ids the server answers no account for (no access). */
  inaccessible?: readonly string[];
  /** The user's accounts (each over accountFields()). */
  accounts?: Fields[];
  /** Flag name to properties, as AllFlags answers them. */
  flags?: Record<string, Fields>;
}

/** Resolvers answering the layout's queries with this data; MockPayloadGenerator fills the rest. */
export function layoutResolvers({ user = {}, account = {}, accounts = [accountFields()], inaccessible = [], flags = { 'theme-select': { enabled: false } } }: LayoutData = {}) {
  return (operation: OperationDescriptor): MockResolvers => ({
    Query: () => (inaccessible.includes(String(operation.request.variables.accountId)) ? { account: null } : {}),
    User: () => ({ id: USER_ID, name: 'Maja Lind', email: 'maja@cafe-lumen.test', userColorModeSetting: 'system', accounts: { edges: accounts.map(() => ({})) }, ...user }),
    Account: (context) => {
      // The selected account is the `account` field, the same record as its entry in the user's list,
      // whose nodes the path addresses by index.
      const selectedId = operation.request.variables.accountId;
      const listed = accounts.map((fields) => accountFields(fields));
      const withSelection = (fields: Fields) => (fields.id === selectedId ? { ...fields, ...account } : fields);
      if (context.name === 'account') return withSelection(listed.find((fields) => fields.id === selectedId) ?? accountFields({ id: selectedId }));
      const index = Number(context.path?.[(context.path?.indexOf('edges') ?? -2) + 1] ?? 0);
      return withSelection(listed[index] ?? accountFields());
    },
    Flags: () => ({ flags: Object.entries(flags).map(([name, properties]) => ({ name, properties: JSON.stringify(properties) })) }),
  });
}

export interface RenderLayoutOptions extends LayoutData {
  /** Signed in as USER_ID with this account selected (null: none), or logged out (undefined). */
  signedIn?: { accountId: string | null };
  at?: string;
  pending?: readonly string[];
  /** Child routes of the layout; default: every path shows WhereAmI. */
  routes?: RouteObject[];
}

export function renderLayout({ signedIn, at = '/home', pending, routes = [{ path: '*', element: <WhereAmI /> }], ...data }: RenderLayoutOptions = {}) {
  const store: SessionStore = createSessionStore({
    auth: { loginUser: vi.fn(), refreshLogin: vi.fn(), logoutUser: vi.fn(), exchangeAuthToken: vi.fn() } as unknown as SessionAuthCalls,
    effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
    report: vi.fn(),
    storage: memoryStorage(),
  });
  const accounts: AccountSelection = createAccountSelection({
    session: store,
    toasts: { show: vi.fn(), dismiss: vi.fn() },
    translate: (key) => key,
    report: vi.fn(),
    clearCheckoutState: vi.fn(),
    storage: memoryStorage(),
  });
  disposables.push(() => store.dispose(), () => accounts.dispose());
  if (signedIn) {
    store.dispatch({ type: 'loginSucceeded', result: { token: accessToken({ sub: USER_ID }) } });
    if (signedIn.accountId) accounts.switchAccount({ userId: USER_ID, accountId: signedIn.accountId });
  }
  const updateUser = vi.fn(async () => ({}) as never);
  const screens = { api: { updateUser }, isDesktopShell: () => false, leaveApp: vi.fn(), origin: 'https://app.cadence.test' } as unknown as AuthScreens;

  const environment = createMockEnvironment();
  // As the root route's loader (src/routes.tsx): the layout's query for the session and selection of the moment.
  const loader = (): LayoutProps => ({
    layoutQuery: isLoggedIn(store.getSnapshot()) ? preloadQuery<UserRegionsQueryType>(environment, UserRegionsQuery, layoutQueryPreload(accounts.getSnapshot() ?? null).variables) : null,
  });
  const view = renderWithRelay(null, {
    at,
    environment,
    mockResolvers: layoutResolvers(data),
    pending,
    routes: [{ path: '/', loader, Component: LayoutRoute, children: routes }],
    wrap: (children) => (
      <SessionProvider session={store} accounts={accounts}>
        <AuthScreensProvider value={screens}>{children}</AuthScreensProvider>
      </SessionProvider>
    ),
  });
  return { ...view, store, accounts, updateUser };
}
