// The onboarding page's query as its route's loader starts it.
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql';
import onboardingPageQueryParameters from '../../__generated__/OnboardingPageQuery$parameters';
import type { QueryPreload } from '../../routing/context';

export function onboardingQueryPreload(accountId: string): QueryPreload<OnboardingPageQuery> {
  return { key: 'OnboardingPage', query: () => import('../../__generated__/OnboardingPageQuery.graphql'), parameters: onboardingPageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}
