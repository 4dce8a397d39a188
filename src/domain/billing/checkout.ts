// The checkout steps (billing.md 2.6, 4.7, 3.12): their order, which are available, and the checkout state
// kept for the browser session.
import * as z from 'zod/mini';

/** Steps in order. */
export const CHECKOUT_STEPS = ['details', 'choose-plan', 'address', 'activate', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutFacts {
  onboardingEnabled: boolean;
  tryBeforeYouBuy: boolean;
  incomplete: boolean;
  zoneCount: number;
  /** checkout_state: 'setup', then 'completed'. */
  checkoutState: 'setup' | 'completed';
  /** A plan is chosen in the checkout state. */
  planChosen: boolean;
  hasPaymentMethod: boolean;
  zoneAddress: { address: string | null; city: string | null } | null;
  billingAddress: { address: string | null; city: string | null } | null;
}

/** Details are done when the account is try-before-you-buy, or not incomplete with at least one zone. */
export const detailsDone = (facts: Pick<CheckoutFacts, 'tryBeforeYouBuy' | 'incomplete' | 'zoneCount'>): boolean =>
  facts.tryBeforeYouBuy || (!facts.incomplete && facts.zoneCount > 0);

const hasAddress = (value: CheckoutFacts['zoneAddress']): boolean => !!value?.address?.trim() && !!value.city?.trim();

/** Whether each step is available (billing.md 4.7). */
export function checkoutStepAvailable(step: CheckoutStep, facts: CheckoutFacts): boolean {
  switch (step) {
    case 'details':
      return facts.onboardingEnabled && !detailsDone(facts);
    case 'choose-plan':
      // "details done and setup completed": the account's setup (its details) is complete.
      return detailsDone(facts) && !facts.incomplete;
    case 'address':
      return facts.planChosen || facts.hasPaymentMethod;
    case 'activate':
      return hasAddress(facts.zoneAddress) && hasAddress(facts.billingAddress);
    case 'complete':
      return facts.checkoutState === 'completed';
  }
}

export const availableCheckoutSteps = (facts: CheckoutFacts): CheckoutStep[] => CHECKOUT_STEPS.filter((step) => checkoutStepAvailable(step, facts));

/**
 * The step /checkout opens, or the one /checkout/{step} resolves to: the asked step when available; else
 * the last available step in order (the furthest the account may be); 'details' when none is.
 */
export function checkoutStepFor(asked: string | undefined, facts: CheckoutFacts): CheckoutStep {
  const available = availableCheckoutSteps(facts);
  if (asked && (CHECKOUT_STEPS as readonly string[]).includes(asked) && available.includes(asked as CheckoutStep)) return asked as CheckoutStep;
  return available.at(-1) ?? 'details';
}

/** The checkout state (billing.md 3.12), kept for the browser session under CHECKOUT_STATE_KEY. */
export const CheckoutStateSchema = z.object({
  active: z.boolean(),
  accountId: z.string(),
  tier: z.optional(z.string()),
  billingCycle: z.optional(z.enum(['monthly', 'quarterly', 'yearly'])),
  plan: z.optional(z.string()),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

/** The stored state, or null when none is stored or it does not parse (stored state is untrusted). */
export function parseCheckoutState(stored: string | null): CheckoutState | null {
  if (!stored) return null;
  try {
    const parsed = CheckoutStateSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
