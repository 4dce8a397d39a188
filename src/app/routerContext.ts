// The route table's view of the app (src/routing/context.ts) over the session, the account selection
// and the control API.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { AccountSelection, SessionStore } from '../session';
import { isLoggedIn, passesLoginGuard, saveRedirectTo } from '../session';
import type { AccountPlan, RouterContext } from '../routing/context';
import type { AccountPermission, SoundZonePermission } from '../domain/permissions';
import { track } from './analytics';
import { desktopBridge } from './desktopBridge';
import type { routerContextAccountsQuery } from '../__generated__/routerContextAccountsQuery.graphql';
import type { routerContextAccountQuery } from '../__generated__/routerContextAccountQuery.graphql';
import type { routerContextZoneQuery } from '../__generated__/routerContextZoneQuery.graphql';

const accountsQuery = graphql`
  query routerContextAccountsQuery {
    me {
      ... on User {
        accounts(first: 100) {
          edges {
            node {
              id
              createdAt
            }
          }
        }
      }
    }
  }
`;

const accountQuery = graphql`
  query routerContextAccountQuery($id: ID!) {
    account(id: $id) {
      id
      permissions
      featureFlags
      plan
      isRoyaltyFree
      restrictedDiscoverMusic
    }
  }
`;

const zoneQuery = graphql`
  query routerContextZoneQuery($id: ID!) {
    soundZone(id: $id) {
      id
      permissions
    }
  }
`;

/** The schema's plan values as the routes name them (DECISIONS.md). */
const ACCOUNT_PLANS: Record<string, AccountPlan> = { STARTER: 'starter', ESSENTIAL: 'essential', UNLIMITED: 'unlimited', ROYALTY_FREE: 'royalty-free' };

/** Developer tools are on in development builds, or when a developer sets this key. */
export const DEVTOOLS_STORAGE_KEY = 'cadence.devtools';
/** The experiment variation forced with ?exp= (navigation.md 2.1), read by the experiments module. */
export const FORCED_EXPERIMENT_STORAGE_KEY = 'cadence.experiment.forced';

export interface RouterContextDependencies {
  session: SessionStore;
  accounts: AccountSelection;
  environment: () => Environment;
}

export function createRouterContext({ session, accounts, environment }: RouterContextDependencies): RouterContext {
  const query = <T extends { response: unknown; variables: Record<string, unknown> }>(node: Parameters<typeof fetchQuery>[1], variables: T['variables']) =>
    fetchQuery<never>(environment(), node, variables as never, { fetchPolicy: 'store-or-network' }).toPromise() as Promise<T['response'] | undefined>;

  async function readAccount(id: string) {
    try {
      return (await query<routerContextAccountQuery>(accountQuery, { id }))?.account ?? null;
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
      const response = await query<routerContextAccountsQuery>(accountsQuery, {});
      const candidates = response?.me?.accounts?.edges.map(({ node }) => ({ id: node.id, createdAt: String(node.createdAt) })) ?? [];
      return accounts.selectDefaultIfNone(candidates);
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
        const response = await query<routerContextZoneQuery>(zoneQuery, { id: zoneId });
        return (response?.soundZone?.permissions ?? []) as readonly SoundZonePermission[];
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
