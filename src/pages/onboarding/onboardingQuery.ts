// The onboarding page's queries as its route's loader starts them: the account's, and with an AI playlist
// prompt in the search the assistant's playlist for it, so the ai-playlist step reads a running request.
import type { PreloadedQuery } from 'react-relay';
import type { OnboardingPageQuery } from '../../__generated__/OnboardingPageQuery.graphql';
import onboardingPageQueryParameters from '../../__generated__/OnboardingPageQuery$parameters';
import type { OnboardingPageAiPlaylistQuery } from '../../__generated__/OnboardingPageAiPlaylistQuery.graphql';
import onboardingPageAiPlaylistQueryParameters from '../../__generated__/OnboardingPageAiPlaylistQuery$parameters';
import type { QueryPreload, RouterContext } from '../../routing/context';
import { aiPlaylistPrompt, hasAiPrompt, parseOnboardingSearch } from './onboardingPaths';

/** What the onboarding route's loader gives the page. */
export interface OnboardingLoaderData {
  account: PreloadedQuery<OnboardingPageQuery>;
  /** Started whenever the search carries an AI playlist prompt: the only mode with the ai-playlist step. */
  aiPlaylist: PreloadedQuery<OnboardingPageAiPlaylistQuery> | null;
}

export function onboardingQueryPreload(accountId: string): QueryPreload<OnboardingPageQuery> {
  return { key: 'OnboardingPage', query: () => import('../../__generated__/OnboardingPageQuery.graphql'), parameters: onboardingPageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}

/** The assistant's playlist for the prompt: asked once, then read from the store on every step after. */
export function aiPlaylistQueryPreload(accountId: string, prompt: string): QueryPreload<OnboardingPageAiPlaylistQuery> {
  return {
    key: 'OnboardingPageAiPlaylist',
    query: () => import('../../__generated__/OnboardingPageAiPlaylistQuery.graphql'),
    parameters: onboardingPageAiPlaylistQueryParameters,
    variables: { prompt, account: accountId },
    fetchPolicy: 'store-or-network',
  };
}

/** The route loader's data: the account's query, and the assistant's when the search carries a prompt. */
export async function preloadOnboarding(context: Pick<RouterContext, 'preloadQuery'>, accountId: string, searchParams: URLSearchParams): Promise<OnboardingLoaderData> {
  const search = parseOnboardingSearch(searchParams);
  const [account, aiPlaylist] = await Promise.all([
    context.preloadQuery(onboardingQueryPreload(accountId)),
    hasAiPrompt(search) ? context.preloadQuery(aiPlaylistQueryPreload(accountId, aiPlaylistPrompt(search))) : null,
  ]);
  return { account, aiPlaylist };
}
