// Where the active prompt shows: bottom-right, one at a time (navigation.md 2.17). Survey answers go to
// writeFeedback as they are given (a dismissal is not sent), and every interaction is kept on the user.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { registerTexts } from '../../i18n/i18n';
import engagementTexts from '../../i18n/en/engagement.json';
import { desktopBridge } from '../../app/desktopBridge';
import { reportError } from '../../errors/report';
import { commitShareFeedback } from '../../layout/ShareFeedbackMutation';
import { promoInteractedAtKey, promoInteractionKey } from '../../domain/engagement/promos';
import type { PromoName } from '../../domain/engagement/promos';
import { surveyFeedbackInput, surveyInteractionKey } from '../../domain/engagement/surveys';
import type { Survey, SurveyInteraction, SurveyStep } from '../../domain/engagement/surveys';
import { PromoToast } from './PromoToast';
import { SurveyToast } from './SurveyToast';
import { commitUserKeyValue } from './UserKeyValueMutation';
import { flagsRuntime } from '../../layout/flagsRuntime';
import { prompts as appPrompts } from './promptStore';
import type { PromptStore } from './promptStore';
import './prompts.css';

registerTexts(engagementTexts);

/** The channel survey toasts are answered in (writeFeedback's metadata). */
export const SURVEY_TOAST_CHANNEL = 'toast';

export interface SurveyInteractionFacts {
  routePath: string;
  accountId: string | null;
  newId?: () => string;
  now?: () => Date;
}

/** Sends a survey interaction: the answers (not for a dismissal) and the interaction kept on the user. */
export async function sendSurveyInteraction(environment: IEnvironment, survey: Survey, steps: SurveyStep[], interaction: SurveyInteraction, facts: SurveyInteractionFacts): Promise<void> {
  const { newId = () => crypto.randomUUID(), now = () => new Date() } = facts;
  const client = desktopBridge() ? 'desktop player' : 'business';
  const input = surveyFeedbackInput(survey, steps, interaction, newId(), now(), { client, routePath: facts.routePath, channel: SURVEY_TOAST_CHANNEL, context: { accountId: facts.accountId } });
  await Promise.all([input && commitShareFeedback(environment, input), commitUserKeyValue(environment, surveyInteractionKey(survey.name), interaction, survey.expiresAt ?? null)]);
}

export async function sendPromoInteraction(environment: IEnvironment, promo: PromoName, interaction: string, now: Date = new Date()): Promise<void> {
  // navigation.md 7: a promo interaction asks for the flags again, with it in the stored context
  // (kept in the browser too, should the server not hear of it).
  flagsRuntime.setStored(promoInteractionKey(promo), interaction);
  flagsRuntime.setStored(promoInteractedAtKey(promo), now.toISOString());
  await Promise.all([commitUserKeyValue(environment, promoInteractionKey(promo), interaction, null), commitUserKeyValue(environment, promoInteractedAtKey(promo), now.toISOString(), null)]);
}

export interface PromptHostProps {
  accountId: string | null;
  store?: PromptStore;
}

export function PromptHost({ accountId, store = appPrompts }: PromptHostProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  const active = useSyncExternalStore(store.subscribe, store.getActive, store.getActive);
  if (!active) return null;
  const close = () => store.close(active.id);
  const { content } = active;
  return (
    <div className="prompt-host" role="region" aria-label={t('engagement.prompts.label')}>
      {content.kind === 'survey' ? (
        <SurveyToast
          key={active.id}
          survey={content.survey}
          onClose={close}
          onInteraction={(steps, interaction) => void sendSurveyInteraction(environment, content.survey, steps, interaction, { routePath: pathname, accountId }).catch((error: unknown) => reportError(error))}
        />
      ) : (
        <PromoToast key={active.id} promo={content.promo} accountId={accountId} onClose={close} onInteraction={(interaction) => void sendPromoInteraction(environment, content.promo, interaction).catch((error: unknown) => reportError(error))} />
      )}
    </div>
  );
}
