import { describe, expect, it } from 'vitest';
import { ACTIVATE_MORE_THAN_ONE_ZONE, zoneSubscriptionScreen } from './zoneSubscription';
import type { ZoneSubscriptionScreenFacts } from './zoneSubscription';

const NOW = new Date('2026-11-22T12:00:00Z');
const FUTURE = '2027-01-01T00:00:00Z';
const PAST = '2026-01-01T00:00:00Z';

const facts = (values: Partial<ZoneSubscriptionScreenFacts> = {}): ZoneSubscriptionScreenFacts => ({
  state: 'ACTIVE',
  activeUntil: FUTURE,
  reactivateAt: null,
  plan: 'unlimited',
  upcomingPlan: null,
  otherZones: 0,
  hasPaymentMethod: true,
  trialExpiresAt: null,
  paidBefore: true,
  trySetupComplete: true,
  deactivationAllowed: true,
  ...values,
});

describe('zoneSubscriptionScreen (billing.md 4.2)', () => {
  it.each<[string, Partial<ZoneSubscriptionScreenFacts>, string, string, string[]]>([
    ['never activated', { state: 'INACTIVE', activeUntil: null }, 'activate', 'inactive', ['activate', 'delete']],
    ['paused, paid ahead', { state: 'PAUSED', reactivateAt: '2027-02-01T00:00:00Z' }, 'resubscribe', 'paused', ['resume', 'modifyPause', 'unsubscribe']],
    ['paused, paid time over', { state: 'PAUSED', activeUntil: PAST, reactivateAt: '2027-02-01T00:00:00Z' }, 'resubscribe', 'pausedExpired', ['resume', 'modifyPause', 'unsubscribe', 'delete']],
    ['cancelled, paid ahead', { state: 'CANCELLED' }, 'resubscribe', 'deactivated', ['resume']],
    ['expired', { state: 'EXPIRED', activeUntil: PAST }, 'resubscribe', 'ended', ['resume', 'delete']],
    ['zero reactivateAt is ignored', { state: 'EXPIRED', activeUntil: PAST, reactivateAt: '00010101000000' }, 'resubscribe', 'ended', ['resume', 'delete']],
    ['active', {}, 'unsubscribe', 'activeUntil', ['pause', 'deactivate']],
    ['active with a downgrade to essential', { upcomingPlan: 'essential' }, 'unsubscribe', 'downgradeScheduled', ['cancelChange', 'pause', 'deactivate']],
    ['active, upcoming unlimited is no downgrade', { upcomingPlan: 'unlimited' }, 'unsubscribe', 'activeUntil', ['pause', 'deactivate']],
    ['active, NO_UPCOMING_PLAN', { upcomingPlan: 'NO_UPCOMING_PLAN' }, 'unsubscribe', 'activeUntil', ['pause', 'deactivate']],
    ['active, a partner not allowing deactivation', { deactivationAllowed: false }, 'unsubscribe', 'activeUntil', []],
    ['active with a pause set', { reactivateAt: '2027-02-01T00:00:00Z' }, 'unsubscribe', 'activeUntil', ['deactivate']],
    ['no payment method, on trial', { hasPaymentMethod: false, trialExpiresAt: FUTURE }, 'unsubscribe', 'trial', ['checkout']],
    ['no payment method, trial over', { hasPaymentMethod: false, trialExpiresAt: PAST, state: 'EXPIRED' }, 'resubscribe', 'trialExpired', ['checkout', 'delete']],
    ['no payment method, never purchased, no trial date: not started', { hasPaymentMethod: false, paidBefore: false, state: 'INACTIVE' }, 'activate', 'trialNotStarted', ['checkout']],
    ['no payment method, paid before, no trial date', { hasPaymentMethod: false, state: 'INACTIVE' }, 'activate', 'trialExpired', ['checkout', 'delete']],
  ])('%s', (_name, values, action, status, buttons) => {
    const screen = zoneSubscriptionScreen(facts(values), NOW);
    expect(screen.action).toBe(action);
    expect(screen.status.key).toBe(status);
    expect(screen.buttons).toEqual(buttons);
  });

  it('a starter account with other zones opens the upgrade modal instead of activating', () => {
    expect(zoneSubscriptionScreen(facts({ state: 'INACTIVE', activeUntil: null, plan: 'starter', otherZones: 1 }), NOW).upgradeIntent).toBe(ACTIVATE_MORE_THAN_ONE_ZONE);
    expect(ACTIVATE_MORE_THAN_ONE_ZONE).toBe('activate more than one zone');
    expect(zoneSubscriptionScreen(facts({ state: 'INACTIVE', activeUntil: null, plan: 'starter', otherZones: 0 }), NOW).upgradeIntent).toBeNull();
    expect(zoneSubscriptionScreen(facts({ state: 'INACTIVE', activeUntil: null, plan: 'essential', otherZones: 3 }), NOW).upgradeIntent).toBeNull();
  });

  it('gives the dates the status texts show and the checkout wording', () => {
    expect(zoneSubscriptionScreen(facts({ upcomingPlan: 'starter' }), NOW).status).toEqual({ key: 'downgradeScheduled', upcomingPlan: 'starter', until: new Date(FUTURE) });
    expect(zoneSubscriptionScreen(facts({ state: 'PAUSED', reactivateAt: '20270201000000' }), NOW).status).toEqual({ key: 'paused', until: new Date(FUTURE), reactivateAt: new Date('2027-02-01T00:00:00Z') });
    expect(zoneSubscriptionScreen(facts({ hasPaymentMethod: false, trySetupComplete: false }), NOW).checkoutWording).toBe('completeSetup');
    expect(zoneSubscriptionScreen(facts({ hasPaymentMethod: false }), NOW).checkoutWording).toBe('activate');
    expect(zoneSubscriptionScreen(facts(), NOW).checkoutWording).toBeNull();
  });
});
