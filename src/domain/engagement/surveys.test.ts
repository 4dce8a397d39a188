import { describe, expect, it } from 'vitest';
import { FLAG_CATALOGUE } from '../flags';
import { SURVEYS, dismissalOf, endsSurvey, nextQuestionIndex, surveyDefinitionError, surveyFeedbackInput, surveyInteractionKey, surveyUniqueId, surveyVisibility } from './surveys';
import type { SurveyQuestion } from './surveys';

const thumbs: SurveyQuestion[] = [
  { id: 't', type: 'thumbs', askTextFeedback: 'when-negative' },
  { id: 'x', type: 'text' },
  { id: 'e', type: 'external-survey' },
];
const score: SurveyQuestion[] = [
  { id: 's', type: 'score', maxScore: 10, askTextFeedback: 'when-negative' },
  { id: 'x', type: 'text' },
];

describe('survey questions (navigation.md 4)', () => {
  it.each([
    [thumbs, 0, 'down', 1],
    [thumbs, 0, 'up', 2],
    [thumbs, 1, 'too slow', 2],
    [thumbs, 2, 'opened', null],
    [score, 0, 5, 1],
    [score, 0, 0, 1],
    [score, 0, 6, null],
    [score, 0, 10, null],
    [SURVEYS.nps.questions, 0, 10, 1],
    [SURVEYS['localisation-german'].questions, 0, 'up', 1],
  ] as const)('after question %#, answer %j goes to %s', (questions, index, response, next) => {
    expect(nextQuestionIndex(questions, index, response)).toBe(next);
  });

  it('ends in dismissed before any answer, abandoned after one, and anything but progress ends it', () => {
    expect([dismissalOf(0), dismissalOf(1), dismissalOf(3)]).toEqual(['dismissed', 'abandoned', 'abandoned']);
    expect((['none', 'progressed', 'completed', 'dismissed', 'abandoned'] as const).map(endsSurvey)).toEqual([false, false, true, true, true]);
  });

  it.each([
    [{}, { shown: true }],
    [{ enabled: false }, { shown: false, reason: 'enabled_prop_falsey' }],
    [{ viewerId: null }, { shown: false, reason: 'missing_viewer_id' }],
    [{ interaction: 'completed' }, { shown: false, reason: 'already_interacted' }],
    [{ interaction: 'dismissed' }, { shown: false, reason: 'already_interacted' }],
    [{ interaction: 'progressed' }, { shown: true }],
    [{ elapsed: 4999 }, { shown: false, reason: 'waiting_for_delay' }],
  ] as const)('%j: %j', (change, visibility) => {
    expect(surveyVisibility({ enabled: true, viewerId: 'u1', interaction: null, elapsed: 5000, delay: 5000, ...change })).toEqual(visibility);
  });
});

describe('survey definitions (navigation.md 5, 8, 9)', () => {
  it.each([
    [{ name: 'nps', questions: thumbs }, null],
    [{ name: 'Bad_Name', questions: thumbs }, 'Survey name must be in the format "lower-snake-case"'],
    [{ name: 'empty', questions: [] }, 'Survey "empty" has no "questions"'],
    [{ name: 'odd', questions: [{ id: 'q1', type: 'slider' as never }] }, 'Unknown question type "slider" for question with id "q1"'],
  ])('%j: %s', (survey, error) => {
    expect(surveyDefinitionError(survey)).toBe(error);
  });

  it('defines the spec’s surveys, each valid and behind a flag that is off by default', () => {
    for (const survey of Object.values(SURVEYS)) {
      expect(surveyDefinitionError(survey), survey.name).toBeNull();
      expect(FLAG_CATALOGUE[survey.flag as keyof typeof FLAG_CATALOGUE], survey.flag).toEqual({ enabled: false });
    }
    expect(SURVEYS.nps.priority).toBe(200);
    expect(SURVEYS['localisation-french']).toMatchObject({ delay: 5000, priority: 100, questions: [{ type: 'thumbs', askTextFeedback: 'always' }, { type: 'text' }] });
    expect(SURVEYS['insights-interview']).toMatchObject({ delay: 10_000, questions: [{ type: 'external-survey' }] });
    expect(surveyUniqueId('nps', 'u1')).toBe('survey:nps:u1');
    expect(surveyInteractionKey('nps')).toBe('user.survey.nps.interaction');
  });
});

describe('what writeFeedback receives (navigation.md 7)', () => {
  const meta = { client: 'business' as const, routePath: '/home', channel: 'toast', context: { accountId: 'a1' } };
  const steps = [{ id: 'nps-score', type: 'score' as const, index: 0, question: 'How likely…', response: 9 }];

  it('sends every interaction but a dismissal', () => {
    const input = surveyFeedbackInput({ name: 'nps' }, steps, 'completed', 'f1', new Date('2026-11-28T12:00:00Z'), meta)!;
    expect(input).toMatchObject({ feedbackId: 'f1', feedbackFormName: 'nps', feedbackDatetime: '2026-11-28T12:00:00.000Z' });
    expect(JSON.parse(input.payload)).toEqual({ steps });
    expect(JSON.parse(input.metadata)).toEqual({ context: { accountId: 'a1' }, client: 'business', interaction: 'completed', route_path: '/home', channel: 'toast' });
    expect(surveyFeedbackInput({ name: 'nps' }, steps, 'abandoned', 'f2', new Date(), meta)).not.toBeNull();
    expect(surveyFeedbackInput({ name: 'nps' }, steps, 'progressed', 'f3', new Date(), meta)).not.toBeNull();
    expect(surveyFeedbackInput({ name: 'nps' }, [], 'dismissed', 'f4', new Date(), meta)).toBeNull();
  });

  it('refuses free text over 3000 characters', () => {
    const long = [{ id: 'x', type: 'text' as const, index: 1, question: 'Why?', response: 'a'.repeat(3001) }];
    expect(() => surveyFeedbackInput({ name: 'nps' }, long, 'completed', 'f5', new Date(), meta)).toThrow(RangeError);
  });
});
