// The onboarding's routes and search (navigation.md 2.4, 2.11): /accounts/{accountId}/onboarding and
// /onboarding/{step}, with singleStep (boolean), type (string), atmospheres and genres (string arrays),
// all optional and validated. Nothing of Relay here, so the route table stays out of Relay's chunk.
import * as z from 'zod/mini';
import { ONBOARDING_STEP_ORDER, onboardingSteps } from '../../domain/onboarding';
import type { OnboardingStepId } from '../../domain/onboarding';
import { optionalBoolean, optionalText, parseSearch, textList } from '../../routing/searchParams';

export const onboardingSearch = z.object({ singleStep: optionalBoolean(), type: optionalText(), atmospheres: textList(), genres: textList() });
export type OnboardingSearch = z.infer<typeof onboardingSearch>;

/** Where onboarding ends (navigation.md 2.5: the guide is the default destination after onboarding). */
export const ONBOARDING_DESTINATION = '/guide';

/** The step ids a route may name. */
export const ONBOARDING_ROUTE_STEPS: readonly OnboardingStepId[] = ONBOARDING_STEP_ORDER;

export const parseOnboardingSearch = (params: URLSearchParams): OnboardingSearch => parseSearch(onboardingSearch, params);

/** An AI playlist prompt came along when the search names a type, atmospheres or genres. */
export const hasAiPrompt = (search: OnboardingSearch) => Boolean(search.type) || search.atmospheres.length > 0 || search.genres.length > 0;

/** The shown steps for the search (the pairing guide and partner modes are started elsewhere). */
export const stepsForSearch = (search: OnboardingSearch) => onboardingSteps({ aiPrompt: hasAiPrompt(search) });

/** The prompt the ai-playlist step asks the assistant: the atmospheres and genres for the type of business. */
export function aiPlaylistPrompt(search: OnboardingSearch): string {
  const music = [...search.atmospheres, ...search.genres].join(', ');
  const place = search.type ? ` for a ${search.type.replace(/[_-]+/g, ' ')}` : '';
  return `${music || 'Background music'}${place}`.slice(0, 200);
}

/** The search kept from step to step. */
export function onboardingSearchString(search: OnboardingSearch): string {
  const params = new URLSearchParams();
  if (search.singleStep) params.set('singleStep', 'true');
  if (search.type) params.set('type', search.type);
  search.atmospheres.forEach((value) => params.append('atmospheres', value));
  search.genres.forEach((value) => params.append('genres', value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const onboardingPath = (accountId: string, step?: OnboardingStepId, search?: OnboardingSearch) =>
  `/accounts/${accountId}/onboarding${step ? `/${step}` : ''}${search ? onboardingSearchString(search) : ''}`;
