import { describe, expect, it } from 'vitest';
import { TRIAL_PURCHASE, isPaid, isTrialActive, trialBanner } from './trial';

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

  it.each<[string, { hasPaymentMethod?: boolean; setupComplete?: boolean; trialExpiresAt: string | null }, ReturnType<typeof trialBanner>]>([
    ['a payment method: no banner', { hasPaymentMethod: true, trialExpiresAt: hours(48) }, null],
    ['setup not complete', { setupComplete: false, trialExpiresAt: hours(48) }, { kind: 'SetupIncomplete' }],
    ['ended', { trialExpiresAt: hours(-1) }, { kind: 'Ended' }],
    ['ends exactly now', { trialExpiresAt: NOW.toISOString() }, { kind: 'Ended' }],
    ['no trial date', { trialExpiresAt: null }, { kind: 'Ended' }],
    ['under a day', { trialExpiresAt: hours(23) }, { kind: 'EndsToday' }],
    ['exactly a day', { trialExpiresAt: hours(24) }, { kind: 'EndsInDays', days: 1 }],
    ['a day and an hour, rounded up', { trialExpiresAt: hours(25) }, { kind: 'EndsInDays', days: 2 }],
    ['14 days', { trialExpiresAt: hours(14 * 24) }, { kind: 'EndsInDays', days: 14 }],
  ])('%s', (_name, facts, banner) => {
    expect(trialBanner({ hasPaymentMethod: false, setupComplete: true, ...facts }, NOW)).toEqual(banner);
  });

  it('buys a new zone trial as tier-3, monthly, 0 discount months, general terms, with legal acceptance', () => {
    expect(TRIAL_PURCHASE).toEqual({ legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: 'tier-3', discount_months: 0 });
  });
});
