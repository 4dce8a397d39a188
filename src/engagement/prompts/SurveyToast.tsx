// A survey as a toast (navigation.md 2.17): one question at a time (thumbs, a 0–10 score, free text sent
// with Cmd/Ctrl+Enter, an external survey's link), then a 'feedback submitted' step that closes itself
// after 5 s. Every answer is reported (progressed, then completed); closing early is dismissed or abandoned.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { characterCounterVisible } from '../../ui/characterCounter';
import { SCORE_MAX, SURVEY_COMPLETED_CLOSE_MS, SURVEY_TEXT_MAX_LENGTH, dismissalOf, nextQuestionIndex } from '../../domain/engagement/surveys';
import type { Survey, SurveyInteraction, SurveyQuestion, SurveyResponse, SurveyStep } from '../../domain/engagement/surveys';
import '../../ui/Field.css';
import './prompts.css';

export interface SurveyToastProps {
  survey: Survey;
  /** Each interaction with the answers so far. */
  onInteraction: (steps: SurveyStep[], interaction: SurveyInteraction) => void;
  onClose: () => void;
}

interface QuestionProps {
  question: SurveyQuestion;
  text: string;
  onAnswer: (response: SurveyResponse) => void;
}

function ThumbsQuestion({ onAnswer }: QuestionProps) {
  const { t } = useTranslation();
  return (
    <div className="survey-toast__choices">
      <Button onPress={() => onAnswer('up')}>👍 {t('engagement.survey.thumbsUp')}</Button>
      <Button onPress={() => onAnswer('down')}>👎 {t('engagement.survey.thumbsDown')}</Button>
    </div>
  );
}

function ScoreQuestion({ question, onAnswer }: QuestionProps) {
  const { t } = useTranslation();
  const max = question.maxScore ?? SCORE_MAX;
  return (
    <div role="group" aria-label={t('engagement.survey.scoreLabel')}>
      <div className="survey-toast__scores">
        {Array.from({ length: max + 1 }, (_, score) => (
          <Button key={score} onPress={() => onAnswer(score)}>
            {String(score)}
          </Button>
        ))}
      </div>
      <div className="survey-toast__score-ends" aria-hidden="true">
        <span>{t('engagement.survey.scoreLow')}</span>
        <span>{t('engagement.survey.scoreHigh')}</span>
      </div>
    </div>
  );
}

function TextQuestion({ onAnswer }: QuestionProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const send = () => value.trim() && onAnswer(value.trim());
  return (
    <>
      <TextField value={value} onChange={setValue} maxLength={SURVEY_TEXT_MAX_LENGTH} className="field" autoFocus>
        <Label className="field__label">{t('engagement.survey.textLabel')}</Label>
        <TextArea
          className="field__input survey-toast__text"
          rows={3}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Text slot="description" className="field__description">
          {t('engagement.survey.submitHint')}
        </Text>
        {characterCounterVisible(value.length, SURVEY_TEXT_MAX_LENGTH) && (
          <Text slot="description" className="field__counter" aria-live="polite">
            {value.length}/{SURVEY_TEXT_MAX_LENGTH}
          </Text>
        )}
      </TextField>
      <div className="survey-toast__choices">
        <Button variant="primary" isDisabled={!value.trim()} onPress={send}>
          {t('engagement.survey.send')}
        </Button>
      </div>
    </>
  );
}

function ExternalQuestion({ question, onAnswer }: QuestionProps) {
  const { t } = useTranslation();
  return (
    <a className="button" data-variant="primary" href={question.url} target="_blank" rel="noreferrer" onClick={() => onAnswer('opened')}>
      {t('engagement.survey.openExternal')}
    </a>
  );
}

const QUESTIONS = { thumbs: ThumbsQuestion, score: ScoreQuestion, text: TextQuestion, 'external-survey': ExternalQuestion } as const;

export function SurveyToast({ survey, onInteraction, onClose }: SurveyToastProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState<number | null>(0);
  const [steps, setSteps] = useState<SurveyStep[]>([]);

  useEffect(() => {
    if (index !== null) return;
    const timer = setTimeout(onClose, SURVEY_COMPLETED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [index, onClose]);

  const question = index === null ? null : survey.questions[index]!;
  const text = question ? t(`engagement.survey.questions.${question.id}`) : t('engagement.survey.submitted');

  const answer = (response: SurveyResponse) => {
    if (!question || index === null) return;
    const next = [...steps, { id: question.id, type: question.type, index, question: text, response }];
    const following = nextQuestionIndex(survey.questions, index, response);
    setSteps(next);
    setIndex(following);
    onInteraction(next, following === null ? 'completed' : 'progressed');
  };

  const close = () => {
    if (index !== null) onInteraction(steps, dismissalOf(steps.length));
    onClose();
  };

  const Question = question ? QUESTIONS[question.type] : null;
  return (
    <section className="survey-toast" aria-labelledby={titleId}>
      <div className="survey-toast__header">
        <h2 id={titleId} className="survey-toast__title" aria-live="polite">
          {text}
        </h2>
        <Button variant="quiet" aria-label={t('engagement.survey.close')} onPress={close}>
          ✕
        </Button>
      </div>
      {Question && question ? <Question key={question.id} question={question} text={text} onAnswer={answer} /> : <p>{t('engagement.survey.submittedBody')}</p>}
    </section>
  );
}
