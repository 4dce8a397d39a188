import { describe, expect, it } from 'vitest';
import { paidBeforeByZones } from './paidBefore';
import { TRIAL_PURCHASE, isPaid, isTrialActive, trialBanner, trialPhase } from './trial';

const NOW = new Date('2026-11-22T12:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

describe('trial (billing.md 4.6)', () => {
  it.each([
    ['no date', null, false],
    ['ahead', hours(1), true],
    ['passed', hours(-1), false],
    ['exactly now', NOW.toISOString(), false],
  ])('active with %s: %s', (_name, at, active) => {
    expect(isTrialActive(at, NOW)).toBe(active);
  });

  it('is paid when latest_paid_until is set', () => {
    expect(isPaid('20261201000000')).toBe(true);
    expect(isPaid(null)).toBe(false);
  });

  it.each<[string, { trialExpiresAt: string | null; paidBefore: boolean }, ReturnType<typeof trialPhase>]>([
    ['never purchased, no trial date: not started (billing.md 4.2)', { trialExpiresAt: null, paidBefore: false }, { phase: 'notStarted' }],
    ['never purchased, a zero trial date: not started', { trialExpiresAt: '00010101000000', paidBefore: false }, { phase: 'notStarted' }],
    ['paid before, no trial date: ended', { trialExpiresAt: null, paidBefore: true }, { phase: 'ended', endedAt: null }],
    ['running', { trialExpiresAt: hours(48), paidBefore: false }, { phase: 'running', endsAt: new Date(hours(48)) }],
    ['running, paid before', { trialExpiresAt: hours(1), paidBefore: true }, { phase: 'running', endsAt: new Date(hours(1)) }],
    ['ended', { trialExpiresAt: hours(-1), paidBefore: false }, { phase: 'ended', endedAt: new Date(hours(-1)) }],
    ['ends exactly now: ended', { trialExpiresAt: NOW.toISOString(), paidBefore: true }, { phase: 'ended', endedAt: NOW }],
  ])('trial phase: %s', (_name, facts, phase) => {
    expect(trialPhase(facts, NOW)).toEqual(phase);
  });

  it('has paid before when a zone ever left INACTIVE', () => {
    expect(paidBeforeByZones(3, 2)).toBe(true);
    expect(paidBeforeByZones(2, 2)).toBe(false);
    expect(paidBeforeByZones(0, 0)).toBe(false);
  });

  it.each<[string, { hasPaymentMethod?: boolean; setupComplete?: boolean; trialExpiresAt: string | null; paidBefore?: boolean }, ReturnType<typeof trialBanner>]>([
    ['a payment method: no banner', { hasPaymentMethod: true, trialExpiresAt: hours(48) }, null],
    ['setup not complete', { setupComplete: false, trialExpiresAt: hours(48) }, { kind: 'SetupIncomplete' }],
    ['ended', { trialExpiresAt: hours(-1) }, { kind: 'Ended' }],
    ['ends exactly now', { trialExpiresAt: NOW.toISOString() }, { kind: 'Ended' }],
    ['never purchased, no trial date: not started', { trialExpiresAt: null, paidBefore: false }, { kind: 'NotStarted' }],
    ['setup not complete comes first', { setupComplete: false, trialExpiresAt: null, paidBefore: false }, { kind: 'SetupIncomplete' }],
    ['paid before, no trial date', { trialExpiresAt: null }, { kind: 'Ended' }],
    ['under a day', { trialExpiresAt: hours(23) }, { kind: 'EndsToday' }],
    ['exactly a day', { trialExpiresAt: hours(24) }, { kind: 'EndsInDays', days: 1 }],
    ['a day and an hour, rounded up', { trialExpiresAt: hours(25) }, { kind: 'EndsInDays', days: 2 }],
    ['14 days', { trialExpiresAt: hours(14 * 24) }, { kind: 'EndsInDays', days: 14 }],
  ])('%s', (_name, facts, banner) => {
    expect(trialBanner({ hasPaymentMethod: false, setupComplete: true, paidBefore: true, ...facts }, NOW)).toEqual(banner);
  });

  it('buys a new zone trial as tier-3, monthly, 0 discount months, general terms, with legal acceptance', () => {
    expect(TRIAL_PURCHASE).toEqual({ legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: 'tier-3', discount_months: 0 });
  });
});
