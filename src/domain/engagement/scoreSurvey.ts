// The score survey page (navigation.md 2.18, 5, 7, 9): its two variants' score tags, which answers
// are positive, when a review site is suggested, and the follow-up ticket a comment makes.

export const SCORE_SURVEY_VARIANTS = {
  nps: { firstTag: 0, tagCount: 11, positiveFrom: 9, reviewFrom: 9, tags: ['nps', 'no_csat'] },
  csat: { firstTag: 1, tagCount: 5, positiveFrom: 0, reviewFrom: null, tags: ['csat', 'no_csat'] },
} as const;
export type ScoreSurveyVariant = keyof typeof SCORE_SURVEY_VARIANTS;
export const DEFAULT_SCORE_SURVEY_VARIANT: ScoreSurveyVariant = 'nps';
export const SCORE_TICKET_SUBJECT = 'Follow up on your feedback';
export const SCORE_TICKET_PRIORITY = 'low';

export const isScoreSurveyVariant = (value: string | undefined): value is ScoreSurveyVariant => value !== undefined && Object.hasOwn(SCORE_SURVEY_VARIANTS, value);

/** The variant's score tags, lowest first. */
export function scoreTags(variant: ScoreSurveyVariant): number[] {
  const { firstTag, tagCount } = SCORE_SURVEY_VARIANTS[variant];
  return Array.from({ length: tagCount }, (_, index) => firstTag + index);
}

/** A score from the URL: only an integer among the variant's tags; otherwise none. */
export function scoreFromUrl(variant: ScoreSurveyVariant, score: number | undefined): number | null {
  const { firstTag, tagCount } = SCORE_SURVEY_VARIANTS[variant];
  return score !== undefined && Number.isInteger(score) && score >= firstTag && score <= firstTag + tagCount - 1 ? score : null;
}

export const isPositiveScore = (variant: ScoreSurveyVariant, score: number) => score >= SCORE_SURVEY_VARIANTS[variant].positiveFrom;

/** After a high NPS score the thank-you suggests a review site; otherwise it offers to continue. */
export function suggestsReview(variant: ScoreSurveyVariant, score: number): boolean {
  const { reviewFrom } = SCORE_SURVEY_VARIANTS[variant];
  return reviewFrom !== null && score >= reviewFrom;
}

export interface ScoreTicketAccount {
  businessType: string | null;
  accountName: string | null;
  country: string | null;
  email: string | null;
}

export interface ScoreTicket {
  score: number;
  account_id: string;
  business_type: string | null;
  account_name: string | null;
  country: string | null;
  email: string | null;
  subject: typeof SCORE_TICKET_SUBJECT;
  comment: string;
  priority: typeof SCORE_TICKET_PRIORITY;
  tags: readonly string[];
}

/** The follow-up ticket: only with a comment, an account id and a user's token (navigation.md 5). */
export function scoreTicket(variant: ScoreSurveyVariant, score: number, comment: string, accountId: string | undefined, userToken: string | undefined, account?: ScoreTicketAccount): ScoreTicket | null {
  if (!comment.trim() || !accountId || !userToken) return null;
  return {
    score,
    account_id: accountId,
    business_type: account?.businessType ?? null,
    account_name: account?.accountName ?? null,
    country: account?.country ?? null,
    email: account?.email ?? null,
    subject: SCORE_TICKET_SUBJECT,
    comment: comment.trim(),
    priority: SCORE_TICKET_PRIORITY,
    tags: SCORE_SURVEY_VARIANTS[variant].tags,
  };
}
