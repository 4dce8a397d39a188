// The onboarding's routes and search (navigation.md 2.4, 2.11): /accounts/{accountId}/onboarding and
// /onboarding/{step}, with singleStep (boolean), type (string), atmospheres and genres (string arrays),
// all optional and validated. Nothing of Relay here, so the route table stays out of Relay's chunk.
import * as z from 'zod/mini';
import { ONBOARDING_STEP_ORDER, PARTNER_ONBOARDING_STEPS } from '../../domain/onboarding';
import type { OnboardingMode, OnboardingStepId } from '../../domain/onboarding';
import { optionalBoolean, optionalText, parseSearch, textList } from '../../routing/searchParams';

export const onboardingSearch = z.object({ singleStep: optionalBoolean(), type: optionalText(), atmospheres: textList(), genres: textList() });
export type OnboardingSearch = z.infer<typeof onboardingSearch>;

/** The step ids a route may name: every mode's. */
export const ONBOARDING_ROUTE_STEPS: readonly OnboardingStepId[] = [...ONBOARDING_STEP_ORDER, ...PARTNER_ONBOARDING_STEPS];

/**
 * What the vendor pairing guide leaves for the onboarding that follows its 'create-account' (navigation.md
 * 2.12: it "stores onboarding overrides and goes to /signup"), kept in session storage for this tab.
 */
export const ONBOARDING_OVERRIDES_KEY = 'cadence.onboardingOverrides';
const overridesSchema = z.object({ pairingGuide: z.optional(z.boolean()) });
export type OnboardingOverrides = z.infer<typeof overridesSchema>;

export function storeOnboardingOverrides(storage: Pick<Storage, 'setItem'>, overrides: OnboardingOverrides): void {
  storage.setItem(ONBOARDING_OVERRIDES_KEY, JSON.stringify(overrides));
}

/** The stored overrides; none when nothing (or something unreadable) is stored. */
export function readOnboardingOverrides(storage: Pick<Storage, 'getItem'>): OnboardingOverrides {
  try {
    const parsed = overridesSchema.safeParse(JSON.parse(storage.getItem(ONBOARDING_OVERRIDES_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The onboarding's mode (navigation.md 2.11): a partner account's, the pairing guide's, or one with an AI playlist prompt from the search. */
export const onboardingModeOf = (search: OnboardingSearch, account: { isPartner: boolean }, overrides: OnboardingOverrides): OnboardingMode => ({
  partner: account.isPartner,
  pairingGuide: overrides.pairingGuide === true,
  aiPrompt: hasAiPrompt(search),
});

export const parseOnboardingSearch = (params: URLSearchParams): OnboardingSearch => parseSearch(onboardingSearch, params);

/** An AI playlist prompt came along when the search names a type, atmospheres or genres. */
export const hasAiPrompt = (search: OnboardingSearch) => Boolean(search.type) || search.atmospheres.length > 0 || search.genres.length > 0;


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
