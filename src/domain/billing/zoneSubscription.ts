// The zone subscription screen (billing.md 2.3, 4.1, 4.2): from the zone's subscription and the account's
// facts, the status text and the action buttons, in one pure function. The graph state's offered action
// (activate, resubscribe, unsubscribe) comes from src/domain/zoneStatus.ts, where 4.1 is kept.
import { nonZeroDate, subscriptionAction } from '../zoneStatus';
import type { Instant, SubscriptionAction, SubscriptionState } from '../zoneStatus';
import { NO_UPCOMING_PLAN } from './plans';
import { trialPhase } from './trial';

/** billing.md 2.7: the upgrade modal's intent when a starter account activates another zone. */
export const ACTIVATE_MORE_THAN_ONE_ZONE = 'activate more than one zone';

export interface ZoneSubscriptionScreenFacts {
  state: SubscriptionState;
  activeUntil: Instant;
  reactivateAt: Instant;
  /** The account's plan (starter, essential, unlimited, royalty-free). */
  plan: string;
  /** The account subscription's upcoming_plan; null or NO_UPCOMING_PLAN when none is scheduled. */
  upcomingPlan: string | null;
  /** Zones of the account with a subscription, this one aside (billing.md 4.2 'already has zones'). */
  otherZones: number;
  /** The account has a payment method that is not missing (billing.md 4.9). */
  hasPaymentMethod: boolean;
  /** The account's trial end (payment method's trial_expires_at); null without a trial. */
  trialExpiresAt: Instant;
  /** The account has paid before: with no trial end, the trial has then ended rather than not started. */
  paidBefore: boolean;
  /** Try-before-you-buy setup is complete (billing.md 4.2: the checkout wording depends on it). */
  trySetupComplete: boolean;
  /** Zones may be deactivated: a direct account, no partner, or a partner allowing it (billing.md 6). */
  deactivationAllowed: boolean;
}

export type ZoneSubscriptionStatus =
  | { key: 'inactive' }
  | { key: 'paused'; until: Date | null; reactivateAt: Date }
  | { key: 'pausedExpired'; reactivateAt: Date }
  | { key: 'deactivated'; until: Date }
  | { key: 'ended'; until: Date | null }
  | { key: 'downgradeScheduled'; upcomingPlan: string; until: Date | null }
  | { key: 'activeUntil'; until: Date | null }
  | { key: 'trialNotStarted' }
  | { key: 'trial'; until: Date }
  | { key: 'trialExpired'; until: Date | null };

/** The buttons of billing.md 2.3, in the order they show. */
export const ZONE_SUBSCRIPTION_BUTTONS = ['activate', 'checkout', 'resume', 'modifyPause', 'cancelChange', 'pause', 'unsubscribe', 'deactivate', 'delete'] as const;
export type ZoneSubscriptionButton = (typeof ZONE_SUBSCRIPTION_BUTTONS)[number];

export interface ZoneSubscriptionScreen {
  /** The action the state offers (billing.md 4.1). */
  action: SubscriptionAction;
  status: ZoneSubscriptionStatus;
  buttons: ZoneSubscriptionButton[];
  /** 'activate' opens the upgrade modal with this intent instead of activating (a starter account with zones). */
  upgradeIntent: typeof ACTIVATE_MORE_THAN_ONE_ZONE | null;
  /** The checkout call to action's wording: setup not complete, or activate. */
  checkoutWording: 'completeSetup' | 'activate' | null;
}

const inOrder = (buttons: Iterable<ZoneSubscriptionButton>): ZoneSubscriptionButton[] => {
  const set = new Set(buttons);
  return ZONE_SUBSCRIPTION_BUTTONS.filter((button) => set.has(button));
};

/** A downgrade is scheduled: an upcoming plan other than unlimited (billing.md 4.2). */
export function scheduledDowngrade(upcomingPlan: string | null): string | null {
  return upcomingPlan && upcomingPlan !== NO_UPCOMING_PLAN && upcomingPlan !== 'unlimited' ? upcomingPlan : null;
}

export function zoneSubscriptionScreen(facts: ZoneSubscriptionScreenFacts, now: Date): ZoneSubscriptionScreen {
  const action = subscriptionAction(facts.state);
  const activeUntil = nonZeroDate(facts.activeUntil);
  const reactivateAt = nonZeroDate(facts.reactivateAt);
  const paidAhead = !!activeUntil && activeUntil > now;
  const base = { action, upgradeIntent: null, checkoutWording: null } as const;

  // Without a payment method the account is on trial (billing.md 4.2, last rule).
  if (!facts.hasPaymentMethod) {
    const trial = trialPhase(facts, now);
    return {
      ...base,
      status: trial.phase === 'notStarted' ? { key: 'trialNotStarted' } : trial.phase === 'running' ? { key: 'trial', until: trial.endsAt } : { key: 'trialExpired', until: trial.endedAt },
      buttons: inOrder(trial.phase === 'ended' ? ['checkout', 'delete'] : ['checkout']),
      checkoutWording: facts.trySetupComplete ? 'activate' : 'completeSetup',
    };
  }

  if (action === 'activate') {
    const upgrade = facts.plan === 'starter' && facts.otherZones > 0;
    return { ...base, status: { key: 'inactive' }, buttons: inOrder(['activate', 'delete']), upgradeIntent: upgrade ? ACTIVATE_MORE_THAN_ONE_ZONE : null };
  }

  if (action === 'resubscribe') {
    const buttons: ZoneSubscriptionButton[] = ['resume'];
    let status: ZoneSubscriptionStatus;
    if (reactivateAt) {
      status = paidAhead ? { key: 'paused', until: activeUntil, reactivateAt } : { key: 'pausedExpired', reactivateAt };
      buttons.push('modifyPause', 'unsubscribe');
    } else {
      status = paidAhead ? { key: 'deactivated', until: activeUntil } : { key: 'ended', until: activeUntil };
    }
    if (!paidAhead) buttons.push('delete');
    return { ...base, status, buttons: inOrder(buttons) };
  }

  const downgrade = scheduledDowngrade(facts.upcomingPlan);
  const buttons: ZoneSubscriptionButton[] = [];
  if (downgrade) buttons.push('cancelChange');
  // Pausing and deactivating end the zone's use: only where zones may be deactivated (billing.md 6).
  if (facts.deactivationAllowed) buttons.push('deactivate');
  if (!reactivateAt && facts.deactivationAllowed) buttons.push('pause');
  return {
    ...base,
    status: downgrade ? { key: 'downgradeScheduled', upcomingPlan: downgrade, until: activeUntil } : { key: 'activeUntil', until: activeUntil },
    buttons: inOrder(buttons),
  };
}
