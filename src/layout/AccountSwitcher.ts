// The accounts a user may switch to and the switch itself (navigation.md 2.8, 4), shared by the user
// menu and the command palette.
import { useCallback, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { AccountSwitcher_viewer$key } from '../__generated__/AccountSwitcher_viewer.graphql';
import { accountSwitchTarget } from '../session/accountSelection';
import type { AccountCandidate } from '../session/accountSelection';
import { switchableAccounts } from './accountList';
import type { SwitchableAccount } from './accountList';
import { hasAccountFeature } from './flags';
import { useLayoutSession } from './layoutSession';
import { mergeLayoutHandles } from './routeHandle';

// The first 100 accounts: each one costs about ten of the 10,000 complexity points a query may have
// (server/graphql/rateLimit.ts), and the layout's query runs on every account switch.
const fragment = graphql`
  fragment AccountSwitcher_viewer on User {
    accounts(first: 100) {
      edges {
        node {
          id
          businessName
          createdAt
          deactivated
          featureFlags
          roles {
            isDistributor
            isPartner
          }
        }
      }
    }
  }
`;

export interface AccountChoice extends SwitchableAccount {
  onboardingEnabled: boolean;
}

export function useSwitchableAccounts(viewer: AccountSwitcher_viewer$key | null): AccountChoice[] {
  const data = useFragment(fragment, viewer);
  const { accountId } = useLayoutSession();
  return useMemo(() => {
    const nodes = (data?.accounts.edges ?? []).map((edge) => edge.node);
    const onboarding = new Map(nodes.map((node) => [node.id, hasAccountFeature(node.featureFlags, 'onboarding_enabled')]));
    const listed = nodes.map((node) => ({ id: node.id, name: node.businessName, deactivated: node.deactivated, isDistributor: node.roles.isDistributor, isPartner: node.roles.isPartner }));
    return switchableAccounts(listed, accountId).map((account) => ({ ...account, onboardingEnabled: onboarding.get(account.id) ?? false }));
  }, [data, accountId]);
}

/** The user's accounts that may become the selected one (deactivated accounts cannot be opened). */
export function useSelectableAccounts(viewer: AccountSwitcher_viewer$key | null): AccountCandidate[] {
  const data = useFragment(fragment, viewer);
  return useMemo(() => (data?.accounts.edges ?? []).filter((edge) => !edge.node.deactivated).map((edge) => ({ id: edge.node.id, createdAt: edge.node.createdAt })), [data]);
}

/** Selects the account, then goes where the switch leads from the current page (navigation.md 4). */
export function useSwitchAccount(): (account: Pick<AccountChoice, 'id' | 'onboardingEnabled'>) => void {
  const session = useLayoutSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  return useCallback(
    (account) => {
      session.switchAccount(account.id);
      const target = accountSwitchTarget({
        pathname,
        newAccountId: account.id,
        targetHasOnboardingEnabled: account.onboardingEnabled,
        routeSwitchTarget: mergeLayoutHandles(matches.map((match) => match.handle)).accountSwitchTarget,
      });
      navigate(target === pathname ? `${pathname}${search}` : target);
    },
    [session, navigate, pathname, search, matches],
  );
}
