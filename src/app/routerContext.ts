// The route table's view of the app (src/routing/context.ts) over the session, the account selection
// and the control API.
import type { Environment } from 'relay-runtime';
import type { AccountSelection, SessionStore } from '../session';
import { isLoggedIn, passesLoginGuard, saveRedirectTo } from '../session';
import type { AccountPlan, RouterContext } from '../routing/context';
import type { AccountPermission, SoundZonePermission } from '../domain/permissions';
import { track } from './analytics';
import { desktopBridge } from './desktopBridge';

const guardQueries = () => import('../routing/guardQueries');

/** The schema's plan values as the routes name them (DECISIONS.md). */
const ACCOUNT_PLANS: Record<string, AccountPlan> = { STARTER: 'starter', ESSENTIAL: 'essential', UNLIMITED: 'unlimited', ROYALTY_FREE: 'royalty-free' };

/** Developer tools are on in development builds, or when a developer sets this key. */
export const DEVTOOLS_STORAGE_KEY = 'cadence.devtools';
/** The experiment variation forced with ?exp= (navigation.md 2.1), read by the experiments module. */
export const FORCED_EXPERIMENT_STORAGE_KEY = 'cadence.experiment.forced';

export interface RouterContextDependencies {
  session: SessionStore;
  accounts: AccountSelection;
  environment: () => Promise<Environment>;
}

export function createRouterContext({ session, accounts, environment }: RouterContextDependencies): RouterContext {
  async function readAccount(id: string) {
    try {
      const [queries, env] = await Promise.all([guardQueries(), environment()]);
      return await queries.readAccount(env, id);
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
      const account = await readAccount(accountId);
      return {
        permissions: (account?.permissions ?? []) as readonly AccountPermission[],
        featureFlags: account?.featureFlags ?? [],
        plan: ACCOUNT_PLANS[account?.plan ?? 'ESSENTIAL'] ?? 'essential',
        isRoyaltyFree: account?.isRoyaltyFree ?? false,
        restrictedDiscoverMusic: account?.restrictedDiscoverMusic ?? false,
      };
    },
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
    forceExperimentVariation: (value) => localStorage.setItem(FORCED_EXPERIMENT_STORAGE_KEY, value),
    track,
  };
}
