// The score survey page (navigation.md 2.18): score tags, a feedback box and submit, sent once; then a
// thank-you with a review-site prompt after a high NPS score, or a continue button to /home. The answer
// goes through writeFeedback (form '{variant}-survey'), with the follow-up ticket when it has a comment.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { Navigate, useLocation, useParams } from 'react-router';
import { Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { desktopBridge } from '../../app/desktopBridge';
import { reportError } from '../../errors/report';
import { registerTexts } from '../../i18n/i18n';
import engagementTexts from '../../i18n/en/engagement.json';
import { commitShareFeedback } from '../../layout/ShareFeedbackMutation';
import { useEngagementCalls } from '../../engagement/engagementCallsContext';
import { DEFAULT_SCORE_SURVEY_VARIANT, isScoreSurveyVariant, scoreFromUrl, scoreTags, scoreTicket, suggestsReview } from '../../domain/engagement/scoreSurvey';
import type { ScoreSurveyVariant } from '../../domain/engagement/scoreSurvey';
import { SURVEY_TEXT_MAX_LENGTH } from '../../domain/engagement/surveys';
import { scoreSurveySearch } from '../../routing/searchParams';
import { useSearch } from '../../routing/useSearch';
import { useSession } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { FormMessage } from '../../ui/formFields';
import '../../ui/Field.css';
import './ScoreSurveyPage.css';

registerTexts(engagementTexts);

/** Where a happy customer is asked to review the product (DECISIONS.md gap: one named constant). */
export const REVIEW_SITE_URL = 'https://reviews.cadence.test/cadence';
export const SCORE_SURVEY_CHANNEL = 'score-page';

function ScoreSurvey({ variant }: { variant: ScoreSurveyVariant }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const session = useSession();
  const calls = useEngagementCalls();
  const { pathname } = useLocation();
  const search = useSearch(scoreSurveySearch);
  const [score, setScore] = useState<number | null>(() => scoreFromUrl(variant, search.score));
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'answering' | 'sending' | 'sent'>('answering');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    if (score === null) return setMessage(t('engagement.scoreSurvey.chooseScore'));
    setState('sending');
    setMessage(null);
    const ticket = scoreTicket(variant, score, comment, search.accountId, session.token);
    try {
      await commitShareFeedback(environment, {
        feedbackId: crypto.randomUUID(),
        feedbackFormName: `${variant}-survey`,
        feedbackDatetime: new Date().toISOString(),
        payload: JSON.stringify({ score, comment: comment.trim(), ticket }),
        metadata: JSON.stringify({
          context: { accountId: search.accountId ?? null, userId: search.userId ?? null },
          client: desktopBridge() ? 'desktop player' : 'business',
          interaction: 'completed',
          route_path: pathname,
          channel: SCORE_SURVEY_CHANNEL,
        }),
      });
      // The follow-up ticket (navigation.md 5, 7) goes once the answer is kept; the answer stands without it.
      if (ticket && calls && session.userId) await calls.createScoreTicket(session.token!, session.userId, ticket).catch(reportError);
      setState('sent');
    } catch (error) {
      reportError(error);
      setMessage(t('engagement.scoreSurvey.failed'));
      setState('answering');
    }
  };

  if (state === 'sent' && score !== null) {
    return (
      <section className="score-survey" aria-labelledby="score-survey-title">
        <h1 id="score-survey-title">{t('engagement.scoreSurvey.thanks')}</h1>
        {suggestsReview(variant, score) ? (
          <>
            <p>{t('engagement.scoreSurvey.reviewPrompt')}</p>
            <Link href={REVIEW_SITE_URL} target="_blank" rel="noopener noreferrer">
              {t('engagement.scoreSurvey.review')}
            </Link>
          </>
        ) : (
          <Link href="/home">{t('engagement.scoreSurvey.continue')}</Link>
        )}
      </section>
    );
  }

  const tags = scoreTags(variant);
  return (
    <section className="score-survey" aria-labelledby="score-survey-title">
      <h1 id="score-survey-title">{t(`engagement.scoreSurvey.title.${variant}`)}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroup className="score-survey__tags" orientation="horizontal" value={score === null ? null : String(score)} onChange={(value) => setScore(Number(value))} isDisabled={state === 'sending'}>
          <Label className="field__label">{t('engagement.scoreSurvey.scores')}</Label>
          <div className="score-survey__tag-row">
            {tags.map((tag) => (
              <Radio key={tag} value={String(tag)} className="score-survey__tag">
                {String(tag)}
              </Radio>
            ))}
          </div>
          <div className="score-survey__ends" aria-hidden="true">
            <span>{t(`engagement.scoreSurvey.low.${variant}`)}</span>
            <span>{t(`engagement.scoreSurvey.high.${variant}`)}</span>
          </div>
        </RadioGroup>
        <TextField className="field" value={comment} onChange={setComment} maxLength={SURVEY_TEXT_MAX_LENGTH} isDisabled={state === 'sending'}>
          <Label className="field__label">{t('engagement.scoreSurvey.feedbackLabel')}</Label>
          <TextArea className="field__input" rows={4} />
        </TextField>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Button type="submit" variant="primary" isDisabled={state === 'sending'}>
          {t('engagement.scoreSurvey.submit')}
        </Button>
      </form>
    </section>
  );
}

export function ScoreSurveyPage() {
  const { variant } = useParams();
  if (variant !== undefined && !isScoreSurveyVariant(variant)) return <Navigate to="/nps-survey" replace />;
  const chosen = variant ?? DEFAULT_SCORE_SURVEY_VARIANT;
  // A new variant starts a new answer.
  return <ScoreSurvey key={chosen} variant={chosen} />;
}
