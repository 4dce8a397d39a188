// Reading a pricing answer (billing.md 3.8): the entry of a plan, tier and cycle, and the price that
// entry charges once its discounts have run out.
import { planTier } from '../../domain/billing/plans';
import type { BillingCycle, Plan, Tier } from '../../domain/billing/plans';
import type { PriceListEntry, Pricing } from '../../rest/subscriptions';

/** The price-list entry of a plan on a billing cycle, at the given tier (the plan's own by default). */
export const entryOf = (pricing: Pricing, plan: Plan, cycle: BillingCycle, tier: Tier = planTier(plan)): PriceListEntry | null =>
  pricing.price_list.find((entry) => entry.plan === plan && entry.tier === tier && entry.billing_cycle === cycle) ?? null;

/** What the entry charges per period after any discount: its last step, which repeats without end. */
export const fullPrice = (entry: PriceListEntry): number => entry.prices[entry.prices.length - 1]!.amount;
