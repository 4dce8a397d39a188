// The account trial and its banner (billing.md 4.6).
import { nonZeroDate } from '../zoneStatus';
import type { Instant } from '../zoneStatus';

const DAY_MS = 86_400_000;

/** An account trial is active when trial_expires_at is set and not yet passed. */
export function isTrialActive(trialExpiresAt: Instant, now: Date): boolean {
  const end = nonZeroDate(trialExpiresAt);
  return !!end && end > now;
}

/** 'Paid' means latest_paid_until is set. */
export const isPaid = (latestPaidUntil: Instant): boolean => nonZeroDate(latestPaidUntil) !== null;

export type TrialBanner = { kind: 'SetupIncomplete' } | { kind: 'Ended' } | { kind: 'EndsToday' } | { kind: 'EndsInDays'; days: number };

export interface TrialBannerFacts {
  /** The account has a payment method that is not missing: then no banner shows. */
  hasPaymentMethod: boolean;
  /** The try-before-you-buy setup is complete. */
  setupComplete: boolean;
  trialExpiresAt: Instant;
}

/**
 * The trial banner, shown when the account is missing a payment method; days left = (trial_expires_at − now)
 * in days: setup not complete SetupIncomplete; ≤ 0 Ended; < 1 EndsToday; otherwise EndsInDays, rounded up.
 * null when no banner shows.
 */
export function trialBanner(facts: TrialBannerFacts, now: Date): TrialBanner | null {
  if (facts.hasPaymentMethod) return null;
  if (!facts.setupComplete) return { kind: 'SetupIncomplete' };
  const end = nonZeroDate(facts.trialExpiresAt);
  const days = end ? (end.getTime() - now.getTime()) / DAY_MS : 0;
  if (days <= 0) return { kind: 'Ended' };
  if (days < 1) return { kind: 'EndsToday' };
  return { kind: 'EndsInDays', days: Math.ceil(days) };
}

/** The terms an account is under when it names none (billing.md 4.6: the trial's terms_type). */
export const DEFAULT_TERMS_TYPE = 'general';

/** billing.md 4.6, 9: a new zone's trial purchase. */
export const TRIAL_PURCHASE = { legal_acceptance: true, terms_type: DEFAULT_TERMS_TYPE, billing_cycle: 'monthly', tier: 'tier-3', discount_months: 0 } as const;
