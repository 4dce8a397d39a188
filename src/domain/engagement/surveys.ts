// Surveys (navigation.md 3 'Survey', 4 'Surveys', 5, 8, 9): their questions, which question follows an
// answer, the interaction they end in, when one may show, and what writeFeedback receives.
import { PROMPT_PRIORITIES } from './promptQueue';

export const QUESTION_TYPES = ['thumbs', 'text', 'external-survey', 'score'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface SurveyQuestion {
  id: string;
  type: QuestionType;
  /** For thumbs and score: whether the text question after it is asked always or only after a negative answer. */
  askTextFeedback?: 'when-negative' | 'always';
  /** For score: the highest score (the lowest is 0). */
  maxScore?: number;
  /** For external-survey: where the survey is. */
  url?: string;
}

export interface Survey {
  name: string;
  questions: readonly SurveyQuestion[];
  priority: number;
  /** ms after it is requested before it may show. */
  delay: number;
  /** The feature flag enabling it. */
  flag: string;
  /** When an ending interaction stops applying (the survey may be asked again); never when absent. */
  expiresAt?: string;
}

export const SURVEY_NAME_PATTERN = /^[a-z0-9-]+$/;
export const SURVEY_NAME_MESSAGE = 'Survey name must be in the format "lower-snake-case"';
export const SURVEY_TEXT_MAX_LENGTH = 3000;
/** The completed step closes by itself after this long. */
export const SURVEY_COMPLETED_CLOSE_MS = 5000;
export const SCORE_MAX = 10;

export type SurveyThumb = 'up' | 'down';
export type SurveyResponse = SurveyThumb | number | string | 'opened';

/** Why a survey definition cannot be used (navigation.md 8); null when it can. */
export function surveyDefinitionError(survey: Pick<Survey, 'name' | 'questions'>): string | null {
  if (!SURVEY_NAME_PATTERN.test(survey.name)) return SURVEY_NAME_MESSAGE;
  if (survey.questions.length === 0) return `Survey "${survey.name}" has no "questions"`;
  const unknown = survey.questions.find((question) => !(QUESTION_TYPES as readonly string[]).includes(question.type));
  return unknown ? `Unknown question type "${unknown.type}" for question with id "${unknown.id}"` : null;
}

export const surveyUniqueId = (name: string, viewerId: string) => `survey:${name}:${viewerId}`;

/** A thumbs-down, or a score at most half the maximum. */
export function isNegative(question: SurveyQuestion, response: SurveyResponse): boolean {
  if (question.type === 'thumbs') return response === 'down';
  if (question.type === 'score') return typeof response === 'number' && response <= (question.maxScore ?? SCORE_MAX) / 2;
  return false;
}

/**
 * The index of the question after an answer, or null when the survey is done. After a question that asks
 * for text 'when-negative', the next text question is skipped unless the answer was negative.
 */
export function nextQuestionIndex(questions: readonly SurveyQuestion[], index: number, response: SurveyResponse): number | null {
  const question = questions[index]!;
  let next = index + 1;
  if (question.askTextFeedback === 'when-negative' && questions[next]?.type === 'text' && !isNegative(question, response)) next++;
  return next < questions.length ? next : null;
}

export type SurveyInteraction = 'none' | 'progressed' | 'completed' | 'dismissed' | 'abandoned';

/** Closing a survey before its end: 'dismissed' before any answer, 'abandoned' after one. */
export const dismissalOf = (answered: number): SurveyInteraction => (answered === 0 ? 'dismissed' : 'abandoned');

/** Anything but progress ends the survey for the user (it is not asked again until expiresAt). */
export const endsSurvey = (interaction: SurveyInteraction) => interaction !== 'none' && interaction !== 'progressed';

export type SurveyHiddenReason = 'enabled_prop_falsey' | 'missing_viewer_id' | 'already_interacted' | 'waiting_for_delay';

export interface SurveyShowFacts {
  enabled: boolean;
  viewerId: string | null;
  /** The stored interaction (user.survey.{name}.interaction), if any and not expired. */
  interaction: SurveyInteraction | null;
  /** ms since it was requested. */
  elapsed: number;
  delay: number;
}

/** Whether a survey may show, or why not (navigation.md 4). */
export function surveyVisibility({ enabled, viewerId, interaction, elapsed, delay }: SurveyShowFacts): { shown: true } | { shown: false; reason: SurveyHiddenReason } {
  if (!enabled) return { shown: false, reason: 'enabled_prop_falsey' };
  if (!viewerId) return { shown: false, reason: 'missing_viewer_id' };
  if (interaction && endsSurvey(interaction)) return { shown: false, reason: 'already_interacted' };
  if (elapsed < delay) return { shown: false, reason: 'waiting_for_delay' };
  return { shown: true };
}

export interface SurveyStep {
  id: string;
  type: QuestionType;
  index: number;
  question: string;
  response: SurveyResponse;
}

export interface FeedbackContext {
  client: 'business' | 'desktop player';
  routePath: string;
  channel: string;
  /** Free context, e.g. the account id. */
  context?: Record<string, unknown>;
}

/** writeFeedback's input for an interaction (navigation.md 7); a dismissal is not sent. */
export function surveyFeedbackInput(survey: Pick<Survey, 'name'>, steps: readonly SurveyStep[], interaction: SurveyInteraction, feedbackId: string, now: Date, meta: FeedbackContext) {
  if (interaction === 'dismissed' || interaction === 'none') return null;
  const text = steps.find((step) => typeof step.response === 'string' && step.response.length > SURVEY_TEXT_MAX_LENGTH);
  if (text) throw new RangeError(`Survey text is longer than ${SURVEY_TEXT_MAX_LENGTH} characters`);
  return {
    feedbackId,
    feedbackFormName: survey.name,
    feedbackDatetime: now.toISOString(),
    payload: JSON.stringify({ steps }),
    metadata: JSON.stringify({ context: meta.context ?? {}, client: meta.client, interaction, route_path: meta.routePath, channel: meta.channel }),
  };
}

/** The key the interaction is kept under for the user (navigation.md 7). */
export const surveyInteractionKey = (name: string) => `user.survey.${name}.interaction`;

const thumbsThenText = (id: string): SurveyQuestion[] => [
  { id: `${id}-thumbs`, type: 'thumbs', askTextFeedback: 'always' },
  { id: `${id}-text`, type: 'text' },
];

// The surveys of navigation.md 9. The external addresses are the spec's gaps (DECISIONS.md: one constant each).
export const INSIGHTS_INTERVIEW_URL = 'https://research.cadence.test/interview';
export const ADDON_CHECKOUT_SURVEY_URL = 'https://research.cadence.test/tier-3-addon';

export const SURVEYS = {
  nps: {
    name: 'nps',
    flag: 'survey-nps-survey',
    priority: PROMPT_PRIORITIES.nps,
    delay: 0,
    questions: [
      { id: 'nps-score', type: 'score', maxScore: SCORE_MAX, askTextFeedback: 'always' },
      { id: 'nps-text', type: 'text' },
    ],
  },
  'localisation-german': { name: 'localisation-german', flag: 'survey-localisation-german', priority: PROMPT_PRIORITIES.survey, delay: 5000, questions: thumbsThenText('german') },
  'localisation-french': { name: 'localisation-french', flag: 'survey-localisation-french', priority: PROMPT_PRIORITIES.survey, delay: 5000, questions: thumbsThenText('french') },
  'localisation-spanish': { name: 'localisation-spanish', flag: 'survey-localisation-spanish', priority: PROMPT_PRIORITIES.survey, delay: 5000, questions: thumbsThenText('spanish') },
  'insights-interview': { name: 'insights-interview', flag: 'survey-insights-interview', priority: PROMPT_PRIORITIES.survey, delay: 10_000, questions: [{ id: 'interview', type: 'external-survey', url: INSIGHTS_INTERVIEW_URL }] },
  're18-checkout-survey': { name: 're18-checkout-survey', flag: 're18-checkout-survey', priority: PROMPT_PRIORITIES.survey, delay: 0, questions: [{ id: 'checkout-text', type: 'text' }] },
  're18-checkout-external': { name: 're18-checkout-external', flag: 're18-checkout-survey', priority: PROMPT_PRIORITIES.survey, delay: 0, questions: [{ id: 'checkout-form', type: 'external-survey', url: ADDON_CHECKOUT_SURVEY_URL }] },
} as const satisfies Record<string, Survey>;
export type SurveyName = keyof typeof SURVEYS;
