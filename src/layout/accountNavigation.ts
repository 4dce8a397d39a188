// The selected account's side of the navigation: the fragment the layout query spreads, read into
// the facts the navigation rules take (src/layout/navigationItems.ts).
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { accountNavigation_account$data, accountNavigation_account$key } from '../__generated__/accountNavigation_account.graphql';
import { hasAccountFeature, useFlag } from './flags';
import { useNavigation } from './useNavigation';
import type { Navigation, NavigationAccountState, NavigationOptions } from './useNavigation';
import { paidBeforeByZones } from '../domain/billing/paidBefore';
import { isSoldByProvider, isTrialActive } from './navigationItems';

// Paid before: a zone whose subscription ever left INACTIVE was paid for (billing.md 4.6 'Paid'); the
// control schema has no latest_paid_until, so the zone totals stand in for it.
const fragment = graphql`
  fragment accountNavigation_account on Account {
    id
    isRoyaltyFree
    restrictedDiscoverMusic
    featureFlags
    trialExpiresAt
    checkoutState
    roles {
      isPartner
    }
    paymentMethod {
      __typename
    }
    distributor {
      id
    }
    guide {
      remainingTasks
    }
    zones: soundZones(first: 0) {
      total
    }
    unpaidZones: soundZones(first: 0, filters: [{ subscription: { eq: INACTIVE } }]) {
      total
    }
  }
`;

function navigationAccount(account: accountNavigation_account$data, featureGuideEnabled: boolean, now: Date): NavigationAccountState {
  const activated = account.checkoutState === 'COMPLETED';
  return {
    activated,
    hasPaymentMethod: account.paymentMethod !== null,
    facts: {
      id: account.id,
      isPartner: account.roles.isPartner,
      isRoyaltyFree: account.isRoyaltyFree,
      restrictedDiscoverMusic: account.restrictedDiscoverMusic,
      messagingEnabled: hasAccountFeature(account.featureFlags, 'messaging_enabled'),
      trialActive: isTrialActive(account.trialExpiresAt, now),
      soldByProvider: isSoldByProvider(account.distributor?.id),
      paidBefore: paidBeforeByZones(account.zones.total, account.unpaidZones.total),
      featureGuideForced: activated && featureGuideEnabled,
      remainingGuideTasks: account.guide.remainingTasks,
    },
  };
}

/** The navigation of a signed-in user with the selected account, if the query found one. */
export function useAccountNavigation(accountKey: accountNavigation_account$key | null, options: NavigationOptions): Navigation {
  const account = useFragment(fragment, accountKey) ?? null;
  const featureGuide = useFlag('feature-guide-enabled');
  const state = useMemo(() => account && navigationAccount(account, featureGuide.enabled, new Date()), [account, featureGuide.enabled]);
  return useNavigation(state, options);
}
