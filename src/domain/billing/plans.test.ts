import { describe, expect, it } from 'vitest';
import { BILLING_CYCLES, NO_UPCOMING_PLAN, PLANS, TIERS, canClearQueue, canPlay, canPlaySingleTrack, cycleMonths, displayedPriceTier, hasScheduledDowngrade, isUpgrade, normaliseTier, planRank, planTier } from './plans';

describe('plans and tiers (billing.md 4.4, 5.3, 9)', () => {
  it('ranks starter < essential < unlimited < royalty-free', () => {
    expect(PLANS).toEqual(['starter', 'essential', 'unlimited', 'royalty-free']);
    expect(PLANS.map(planRank)).toEqual([0, 1, 2, 3]);
    expect(planRank('gold')).toBe(-1);
  });

  it.each([
    ['starter', 'tier-1'],
    ['essential', 'tier-1'],
    ['unlimited', 'tier-3'],
  ] as const)('maps %s to %s', (plan, tier) => expect(planTier(plan)).toBe(tier));

  it.each([
    ['1', 'tier-1'],
    ['3', 'tier-3'],
    ['tier1', 'tier-1'],
    ['tier-3', 'tier-3'],
    ['TIER2', 'tier-2'],
    ['4', null],
    ['tier--1', null],
    ['', null],
    [null, null],
  ])('normalises %j to %j', (input, expected) => expect(normaliseTier(input)).toBe(expected));

  it('has the cycles of billing.md 9 with their months', () => {
    expect(BILLING_CYCLES.map(cycleMonths)).toEqual([1, 3, 12]);
    expect(TIERS).toEqual(['tier-1', 'tier-2', 'tier-3']);
  });

  it.each([
    [{ fromPlan: 'starter', toPlan: 'unlimited' }, true],
    [{ fromPlan: 'unlimited', toPlan: 'essential' }, false],
    [{ fromPlan: 'essential', toPlan: 'essential' }, true],
    [{ fromTier: 'tier-3', toTier: 'tier-1' }, false],
    [{ fromTier: 'tier-1', toTier: 'tier-3' }, true],
  ] as const)('calls %j an upgrade: %s', (change, expected) => expect(isUpgrade(change)).toBe(expected));

  it.each([
    ['unlimited', 'essential', true],
    ['unlimited', NO_UPCOMING_PLAN, false],
    ['unlimited', null, false],
    ['essential', 'unlimited', false],
  ])('sees a scheduled downgrade from %s to %s: %s', (plan, upcoming, expected) => expect(hasScheduledDowngrade(plan, upcoming)).toBe(expected));

  it('gates playback by tier (billing.md 6)', () => {
    expect([canPlay('tier-1'), canClearQueue('tier-1'), canPlaySingleTrack('tier-1')]).toEqual([true, false, false]);
    expect([canPlay('tier-2'), canClearQueue('tier-2'), canPlaySingleTrack('tier-2')]).toEqual([true, true, false]);
    expect([canPlay('tier-3'), canClearQueue('tier-3'), canPlaySingleTrack('tier-3')]).toEqual([true, true, true]);
  });

  it.each([
    ['yearly', 'tier-3', 'tier-1'],
    ['yearly', 'tier-2', 'tier-2'],
    ['yearly', 'tier-1', 'tier-1'],
    ['monthly', 'tier-3', 'tier-3'],
    ['quarterly', 'tier-3', 'tier-3'],
  ] as const)('shows the %s price of a %s account at %s (4.8: the yearly price uses a tier below 3)', (cycle, tier, shown) => {
    expect(displayedPriceTier(cycle, tier)).toBe(shown);
  });
});
