// The route table's view of the app (src/routing/context.ts) over the session, the account selection
// and the control API.
import type { PreloadedQuery } from 'react-relay';
import type { Environment, OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import type { AccountSelection, SessionStore } from '../session';
import { isLoggedIn, passesLoginGuard, saveRedirectTo } from '../session';
import type { RouteAccountFacts, RouterContext } from '../routing/context';
import type { SoundZonePermission } from '../domain/permissions';
import type { BillingApi } from '../rest/billing';
import type { RestClients } from '../rest/clients';
import { track } from './analytics';
import { desktopBridge } from './desktopBridge';

const guardQueries = () => import('../routing/guardQueries');

/** An account that cannot be read allows nothing. */
const NO_ACCOUNT_FACTS: RouteAccountFacts = { permissions: [], featureFlags: [], plan: 'essential', isRoyaltyFree: false, restrictedDiscoverMusic: false, country: 'ZZ', businessType: '', hasPaymentMethod: false, isDistributor: false, isPartner: false };

/** Developer tools are on in development builds, or when a developer sets this key. */
export const DEVTOOLS_STORAGE_KEY = 'cadence.devtools';

export interface RouterContextDependencies {
  session: SessionStore;
  accounts: AccountSelection;
  environment: () => Promise<Environment>;
  /** Sends a page's query ahead of Relay (src/relay/earlyRequests.ts) while Relay has not loaded yet. */
  sendEarly: (parameters: PreloadableConcreteRequest<OperationType>, variables: Variables) => void;
  /** The app's REST clients, for the calls loaders make outside Relay (billing, messaging). */
  rest: Pick<RestClients, 'billing' | 'api'>;
}

export function createRouterContext({ session, accounts, environment, sendEarly, rest }: RouterContextDependencies): RouterContext {
  // The last load of each route's query: a new one releases it (Relay's store keeps recently released
  // queries a while, so a page still on screen during the next navigation keeps its data).
  const preloaded = new Map<string, PreloadedQuery<never>>();
  let billing: Promise<BillingApi> | undefined;

  async function readAccount(id: string) {
    try {
      const [queries, env] = await Promise.all([guardQueries(), environment()]);
      return await queries.readAccountFacts(env, id);
    } catch {
      return null;
    }
  }

  return {
    session: {
      isLoggedIn: () => isLoggedIn(session.getSnapshot()),
      passesLoginGuard: () => passesLoginGuard(session.getSnapshot()),
      saveRedirectTo: (path) => saveRedirectTo(path),
    },
    selectedAccountId: () => accounts.getSnapshot() ?? null,
    async preloadQuery({ key, query, parameters, variables, fetchPolicy = 'store-or-network' }) {
      sendEarly(parameters, variables);
      const [{ loadQuery }, env, { default: request }] = await Promise.all([import('react-relay'), environment(), query()]);
      preloaded.get(key)?.dispose();
      const reference = loadQuery(env, request, variables, { fetchPolicy });
      preloaded.set(key, reference as PreloadedQuery<never>);
      return reference;
    },
    async currentAccountId() {
      const selected = accounts.getSnapshot();
      if (selected || !isLoggedIn(session.getSnapshot())) return selected;
      const [queries, env] = await Promise.all([guardQueries(), environment()]);
      return accounts.selectDefaultIfNone(await queries.readAccounts(env));
    },
    async switchAccount(accountId) {
      if (accounts.getSnapshot() === accountId) return true;
      if (!(await readAccount(accountId))) return false;
      accounts.switchAccount({ userId: session.getSnapshot().userId, accountId });
      return true;
    },
    async accountFacts(accountId) {
      return (await readAccount(accountId)) ?? NO_ACCOUNT_FACTS;
    },
    // Not part of the first load's code: only discover pages ask for it.
    editorialAgent: async () => (await import('./editorialAgent')).currentEditorialAgent(session.getSnapshot().userId ?? null, accounts.getSnapshot() ?? null, readAccount),
    async zonePermissions(zoneId) {
      try {
        const [queries, env] = await Promise.all([guardQueries(), environment()]);
        return (await queries.readZonePermissions(env, zoneId)) as readonly SoundZonePermission[];
      } catch {
        return [];
      }
    },
    devtools: () => import.meta.env.DEV || localStorage.getItem(DEVTOOLS_STORAGE_KEY) === 'true',
    isDesktopShell: () => desktopBridge() !== undefined,
    openInSystemBrowser(url) {
      const bridge = desktopBridge();
      if (bridge) bridge.openExternal(url);
      else window.open(url, '_blank', 'noopener');
    },
    // The experiments' module keeps what ?exp= forces (navigation.md 2.1); it loads when first needed.
    forceExperimentVariation: (value) => void import('../engagement/experiments').then(({ forceExperiments }) => forceExperiments(value)),
    track,
    // Not part of the first load's code: the billing pages' loaders ask for it.
    billing: () => (billing ??= import('../rest/billing').then(({ createBillingApi }) => createBillingApi(rest))),
    restApi: (create) => create(rest, session),
  };
}
