import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, availableCheckoutSteps, checkoutStepFor, detailsDone, parseCheckoutState } from './checkout';
import type { CheckoutFacts } from './checkout';

const address = { address: 'Storgatan 1', city: 'Stockholm' };
const facts = (values: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  onboardingEnabled: true,
  tryBeforeYouBuy: false,
  incomplete: true,
  zoneCount: 0,
  checkoutState: 'setup',
  planChosen: false,
  hasPaymentMethod: false,
  zoneAddress: null,
  billingAddress: null,
  ...values,
});

describe('checkout steps (billing.md 4.7)', () => {
  it('keeps the order details, choose-plan, address, activate, complete', () => {
    expect(CHECKOUT_STEPS).toEqual(['details', 'choose-plan', 'address', 'activate', 'complete']);
  });

  it.each<[string, Partial<CheckoutFacts>, boolean]>([
    ['try-before-you-buy', { tryBeforeYouBuy: true }, true],
    ['complete with a zone', { incomplete: false, zoneCount: 1 }, true],
    ['complete without a zone', { incomplete: false }, false],
    ['incomplete with a zone', { zoneCount: 2 }, false],
  ])('details done: %s', (_name, values, done) => {
    expect(detailsDone(facts(values))).toBe(done);
  });

  it.each<[string, Partial<CheckoutFacts>, string[]]>([
    ['a new account: details', {}, ['details']],
    ['onboarding off: nothing to start from', { onboardingEnabled: false }, []],
    ['details done: choose-plan', { incomplete: false, zoneCount: 1 }, ['choose-plan']],
    ['a plan chosen: address', { incomplete: false, zoneCount: 1, planChosen: true }, ['choose-plan', 'address']],
    ['a payment method: address', { incomplete: false, zoneCount: 1, hasPaymentMethod: true }, ['choose-plan', 'address']],
    ['addresses with a city: activate', { incomplete: false, zoneCount: 1, planChosen: true, zoneAddress: address, billingAddress: address }, ['choose-plan', 'address', 'activate']],
    ['a billing address without a city', { incomplete: false, zoneCount: 1, planChosen: true, zoneAddress: address, billingAddress: { address: 'x', city: ' ' } }, ['choose-plan', 'address']],
    ['completed', { incomplete: false, zoneCount: 1, checkoutState: 'completed' }, ['choose-plan', 'complete']],
  ])('%s', (_name, values, steps) => {
    expect(availableCheckoutSteps(facts(values))).toEqual(steps);
  });

  it('opens the asked step when available, else the furthest available one', () => {
    const ready = facts({ incomplete: false, zoneCount: 1, planChosen: true });
    expect(checkoutStepFor('address', ready)).toBe('address');
    expect(checkoutStepFor('activate', ready)).toBe('address');
    expect(checkoutStepFor(undefined, ready)).toBe('address');
    expect(checkoutStepFor('nonsense', facts())).toBe('details');
    expect(checkoutStepFor(undefined, facts({ onboardingEnabled: false }))).toBe('details');
  });

  it('reads the stored checkout state, refusing what does not parse', () => {
    expect(parseCheckoutState(JSON.stringify({ active: true, accountId: 'A', plan: 'essential', billingCycle: 'monthly' }))).toEqual({ active: true, accountId: 'A', plan: 'essential', billingCycle: 'monthly' });
    expect(parseCheckoutState('{')).toBeNull();
    expect(parseCheckoutState(JSON.stringify({ active: true, accountId: 'A', billingCycle: 'weekly' }))).toBeNull();
    expect(parseCheckoutState(null)).toBeNull();
  });
});
