import { describe, expect, it } from 'vitest';
import { isPositiveScore, isScoreSurveyVariant, scoreFromUrl, scoreTags, scoreTicket, suggestsReview } from './scoreSurvey';

describe('the score survey (navigation.md 2.18, 5, 9)', () => {
  it('has 11 tags from 0 for nps and 5 from 1 for csat', () => {
    expect(scoreTags('nps')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scoreTags('csat')).toEqual([1, 2, 3, 4, 5]);
    expect([isScoreSurveyVariant('nps'), isScoreSurveyVariant('csat'), isScoreSurveyVariant('ces'), isScoreSurveyVariant(undefined)]).toEqual([true, true, false, false]);
  });

  it.each([
    ['nps', 0, 0],
    ['nps', 10, 10],
    ['nps', 11, null],
    ['nps', -1, null],
    ['nps', 7.5, null],
    ['nps', undefined, null],
    ['csat', 0, null],
    ['csat', 1, 1],
    ['csat', 5, 5],
    ['csat', 6, null],
  ] as const)('%s takes %s from the URL as %s', (variant, score, taken) => {
    expect(scoreFromUrl(variant, score)).toBe(taken);
  });

  it.each([
    ['nps', 8, false, false],
    ['nps', 9, true, true],
    ['nps', 10, true, true],
    ['nps', 0, false, false],
    ['csat', 1, true, false],
    ['csat', 5, true, false],
  ] as const)('%s %s: positive %s, review prompt %s', (variant, score, positive, review) => {
    expect(isPositiveScore(variant, score)).toBe(positive);
    expect(suggestsReview(variant, score)).toBe(review);
  });

  it('makes a follow-up ticket only with a comment, an account id and a user token', () => {
    expect(scoreTicket('nps', 4, 'Too repetitive', 'acc-1', 'token')).toEqual({
      score: 4,
      account_id: 'acc-1',
      business_type: null,
      account_name: null,
      country: null,
      email: null,
      subject: 'Follow up on your feedback',
      comment: 'Too repetitive',
      priority: 'low',
      tags: ['nps', 'no_csat'],
    });
    expect(scoreTicket('csat', 2, 'Slow', 'acc-1', 'token')?.tags).toEqual(['csat', 'no_csat']);
    expect(scoreTicket('nps', 4, '  ', 'acc-1', 'token')).toBeNull();
    expect(scoreTicket('nps', 4, 'Too repetitive', undefined, 'token')).toBeNull();
    expect(scoreTicket('nps', 4, 'Too repetitive', 'acc-1', undefined)).toBeNull();
  });
});
