// Plans, tiers and billing cycles (billing.md 4.4, 5.3, 6 and 9; core.md 6 'Tiers and plans for
// playback'): the ranking, the tier a plan gives, what a change is, and the playback gates.
import { canClearQueue, tierNumber } from '../playbackControl';

/** Plans in rank order: starter < essential < unlimited < royalty-free. */
export const PLANS = ['starter', 'essential', 'unlimited', 'royalty-free'] as const;
export type Plan = (typeof PLANS)[number];
/** Plans sold on the price list (royalty-free ranks but is not sold). */
export const SOLD_PLANS = ['starter', 'essential', 'unlimited'] as const satisfies readonly Plan[];

export const TIERS = ['tier-1', 'tier-2', 'tier-3'] as const;
export type Tier = (typeof TIERS)[number];
/** Tiers sold on the price list (tier 2 exists for playback gating only). */
export const SOLD_TIERS = ['tier-1', 'tier-3'] as const satisfies readonly Tier[];

export const BILLING_CYCLES = ['monthly', 'quarterly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The special upcoming plan of an account subscription without a scheduled change. */
export const NO_UPCOMING_PLAN = 'NO_UPCOMING_PLAN';

export const ADDONS = ['hifi', 'sso', 'messaging', 'curation'] as const;
export type Addon = (typeof ADDONS)[number];

const CYCLE_MONTHS: Readonly<Record<BillingCycle, number>> = { monthly: 1, quarterly: 3, yearly: 12 };
/** Months in a billing cycle: monthly 1, quarterly 3, yearly 12. */
export const cycleMonths = (cycle: BillingCycle): number => CYCLE_MONTHS[cycle];

export const isPlan = (value: unknown): value is Plan => (PLANS as readonly unknown[]).includes(value);
export const isTier = (value: unknown): value is Tier => (TIERS as readonly unknown[]).includes(value);
export const isBillingCycle = (value: unknown): value is BillingCycle => (BILLING_CYCLES as readonly unknown[]).includes(value);
export const isAddon = (value: unknown): value is Addon => (ADDONS as readonly unknown[]).includes(value);

/** The plan's place in the ranking (0 for starter); -1 for anything that is not a plan. */
export const planRank = (plan: string | null | undefined): number => PLANS.indexOf(plan as Plan);

const PLAN_TIERS: Readonly<Record<Plan, Tier>> = { starter: 'tier-1', essential: 'tier-1', unlimited: 'tier-3', 'royalty-free': 'tier-1' };
/** The tier a plan gives: starter and essential tier-1, unlimited tier-3. */
export const planTier = (plan: Plan): Tier => PLAN_TIERS[plan];

/** '1', '3', 'tier1' or 'tier-3' as 'tier-N' (billing.md 5.3); null for anything else. */
export function normaliseTier(value: string | null | undefined): Tier | null {
  const match = /^(?:tier-?)?([1-3])$/i.exec(value?.trim() ?? '');
  return match ? (`tier-${match[1]}` as Tier) : null;
}

/**
 * The tier whose price a cycle is displayed at (billing.md 4.8: "the displayed yearly price uses a tier
 * below 3"): the yearly price is shown at the highest sold tier below tier-3, the others at the account's
 * own. The price table still shows what the chosen cycle charges at the account's tier.
 */
export function displayedPriceTier(cycle: BillingCycle, tier: Tier): Tier {
  if (cycle !== 'yearly' || tierNumber(tier) < 3) return tier;
  return SOLD_TIERS.filter((sold) => tierNumber(sold) < 3).at(-1)!;
}

/** Whether going from one tier to another is an upgrade (the new one is not lower). */
export const isTierUpgrade = (from: Tier, to: Tier): boolean => tierNumber(to) >= tierNumber(from);
/** Whether going from one plan to another is an upgrade (the new one is not lower in rank). */
export const isPlanUpgrade = (from: Plan, to: Plan): boolean => planRank(to) >= planRank(from);

/** Whether a change is an upgrade: by plan when both plans are given, else by tier. */
export function isUpgrade(change: { fromPlan: Plan; toPlan: Plan } | { fromTier: Tier; toTier: Tier }): boolean {
  return 'fromPlan' in change ? isPlanUpgrade(change.fromPlan, change.toPlan) : isTierUpgrade(change.fromTier, change.toTier);
}

/**
 * The plan-upgrade check of billing.md 4.4: the current plan ranks above the upcoming one and the
 * upcoming plan is not NO_UPCOMING_PLAN (a downgrade is scheduled).
 */
export function hasScheduledDowngrade(plan: string, upcomingPlan: string | null | undefined): boolean {
  return !!upcomingPlan && upcomingPlan !== NO_UPCOMING_PLAN && planRank(plan) > planRank(upcomingPlan);
}

/** Tier 1 or more may play music. */
export const canPlay = (tier: string | null | undefined): boolean => tierNumber(tier) >= 1;
export { canClearQueue, tierNumber };
/** Tier 3 may edit manual playlists and play a single track on demand. */
export const canPlaySingleTrack = (tier: string | null | undefined): boolean => tierNumber(tier) >= 3;
