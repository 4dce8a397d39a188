// The control API's Plan and Tier enums (STARTER, TIER_3) as the billing service names them (starter, tier-3).
export const planOf = (plan: string): string => plan.toLowerCase().replace('_', '-');
export const tierOf = (tier: string): string => tier.toLowerCase().replace('_', '-');
