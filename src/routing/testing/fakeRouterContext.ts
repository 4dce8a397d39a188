// A RouterContext for tests: plain state to set up, and records of what the route table asked for.
import { editorialAgentOf } from '../../domain/editorial';
import type { SoundZonePermission } from '../../domain/permissions';
import type { BillingApi } from '../../rest/billing';
import type { RouteAccountFacts, RouterContext } from '../context';

export interface FakeRouterState {
  /** 'user': signed in; 'player': a paired player's session; 'none': logged out. */
  login: 'user' | 'player' | 'none';
  currentAccountId?: string;
  /** Accounts the user may switch to. */
  accessibleAccountIds: string[];
  accountFacts: Record<string, Partial<RouteAccountFacts>>;
  zonePermissions: Record<string, SoundZonePermission[]>;
  devtools: boolean;
  desktopShell: boolean;
  /** What the billing pages' loaders read; a test that opens one sets it. */
  billingApi?: BillingApi;
  /** What restApi gives, whatever the factory: the fake calls of the area a test opens (messaging). */
  restApi?: unknown;
}

export interface FakeRouterContext extends RouterContext {
  state: FakeRouterState;
  savedRedirectTo: string[];
  switchedTo: string[];
  openedInBrowser: string[];
  forcedExperiments: string[];
  tracked: { event: string; properties: Record<string, unknown> }[];
  preloaded: { key: string; variables: unknown }[];
}

export const FAKE_ACCOUNT_ID = 'QWNjb3VudCwsMS8.';
export const OTHER_ACCOUNT_ID = 'QWNjb3VudCwsMi8.';

const NO_FACTS: RouteAccountFacts = { permissions: [], plan: 'essential', featureFlags: [], isRoyaltyFree: false, restrictedDiscoverMusic: false, country: 'SE', businessType: 'cafe', hasPaymentMethod: false, isDistributor: false, isPartner: false };

export function fakeRouterContext(overrides: Partial<FakeRouterState> = {}): FakeRouterContext {
  const state: FakeRouterState = {
    login: 'user',
    currentAccountId: FAKE_ACCOUNT_ID,
    accessibleAccountIds: [FAKE_ACCOUNT_ID, OTHER_ACCOUNT_ID],
    accountFacts: {},
    zonePermissions: {},
    devtools: false,
    desktopShell: false,
    ...overrides,
  };
  const context: FakeRouterContext = {
    state,
    savedRedirectTo: [],
    switchedTo: [],
    openedInBrowser: [],
    forcedExperiments: [],
    tracked: [],
    preloaded: [],
    session: {
      isLoggedIn: () => state.login === 'user',
      passesLoginGuard: () => state.login !== 'none',
      saveRedirectTo: (path) => context.savedRedirectTo.push(path),
    },
    currentAccountId: async () => state.currentAccountId,
    selectedAccountId: () => state.currentAccountId ?? null,
    // The pages are stand-ins that read nothing: the table's part is which query starts, with what.
    preloadQuery: async (preload) => {
      context.preloaded.push({ key: preload.key, variables: preload.variables });
      return {} as never;
    },
    switchAccount: async (accountId) => {
      if (!state.accessibleAccountIds.includes(accountId)) return false;
      context.switchedTo.push(accountId);
      state.currentAccountId = accountId;
      return true;
    },
    accountFacts: async (accountId) => ({ ...NO_FACTS, ...state.accountFacts[accountId] }),
    editorialAgent: async () => {
      const accountId = state.currentAccountId ?? null;
      const facts = accountId ? { ...NO_FACTS, ...state.accountFacts[accountId] } : null;
      return editorialAgentOf({ version: '0.0.0-test', now: new Date(), session: 'test-session', userId: state.login === 'user' ? 'test-user' : null, account: accountId && facts ? { id: accountId, ...facts } : null });
    },
    zonePermissions: async (zoneId) => state.zonePermissions[zoneId] ?? [],
    devtools: () => state.devtools,
    isDesktopShell: () => state.desktopShell,
    openInSystemBrowser: (url) => context.openedInBrowser.push(url),
    forceExperimentVariation: (value) => context.forcedExperiments.push(value),
    track: (event, properties) => context.tracked.push({ event, properties }),
    billing: async () => {
      if (!state.billingApi) throw new Error('fakeRouterContext: no billingApi in the state');
      return state.billingApi;
    },
    restApi: <T,>() => {
      if (!state.restApi) throw new Error('fakeRouterContext: no restApi in the state');
      return state.restApi as T;
    },
  };
  return context;
}
