// Which surveys and promos a signed-in session asks the prompt queue for (navigation.md 4): those
// enabled by their flags that the user has not ended yet, each with its own delay.
import { PROMOS, promoInteractionKey, promoShowable } from './promos';
import type { PromoInteraction, PromoName } from './promos';
import { SURVEYS, surveyInteractionKey, surveyUniqueId, surveyVisibility } from './surveys';
import type { Survey, SurveyInteraction } from './surveys';

export interface KeyValue {
  key: string;
  value: string;
  expiresAt: string | null;
}

export interface SelectionFacts {
  viewerId: string | null;
  flags: (name: string) => Readonly<Record<string, unknown>> | undefined;
  /** The user's key-value entries (user.survey.*, user.promos.*). */
  keyValues: readonly KeyValue[];
  now: Date;
  /** Promos this session's facts allow (audience rules, e.g. install-app is web only). */
  promosForAudience: readonly PromoName[];
}

export type SelectedPrompt = { kind: 'survey'; id: string; survey: Survey; delay: number } | { kind: 'promo'; id: string; promo: PromoName; priority: number };

function storedValue(keyValues: readonly KeyValue[], key: string, now: Date): string | null {
  const entry = keyValues.find((kv) => kv.key === key);
  return entry && (entry.expiresAt === null || new Date(entry.expiresAt) > now) ? entry.value : null;
}

export function selectPrompts({ viewerId, flags, keyValues, now, promosForAudience }: SelectionFacts): SelectedPrompt[] {
  const selected: SelectedPrompt[] = [];
  for (const survey of Object.values(SURVEYS) as Survey[]) {
    const interaction = storedValue(keyValues, surveyInteractionKey(survey.name), now) as SurveyInteraction | null;
    // The delay is the queue's to wait: what is checked here is everything else.
    const visibility = surveyVisibility({ enabled: flags(survey.flag)?.enabled === true, viewerId, interaction, elapsed: survey.delay, delay: survey.delay });
    if (visibility.shown && viewerId) selected.push({ kind: 'survey', id: surveyUniqueId(survey.name, viewerId), survey, delay: survey.delay });
  }
  for (const name of promosForAudience) {
    const interaction = storedValue(keyValues, promoInteractionKey(name), now) as PromoInteraction | null;
    if (promoShowable(PROMOS[name], { now, flags, interaction })) selected.push({ kind: 'promo', id: `promo:${name}`, promo: name, priority: PROMOS[name].priority });
  }
  return selected;
}
