import { describe, expect, it } from 'vitest';
import { MONEY_NOTICE_KEYS, moneyNotice, overdueInvoiceCommunicationId, overdueInvoiceNotice } from './moneyNotifications';
import type { MoneyFacts } from './moneyNotifications';

const TODAY = '2025-03-10';
const facts = (values: Partial<MoneyFacts> = {}): MoneyFacts => ({
  hasPaymentMethod: true,
  onboardingEnabled: false,
  checkoutCompleted: true,
  suspended: false,
  zoneTotal: 2,
  okZones: 2,
  expired: { zones: [], total: 0 },
  locationTotal: 1,
  scheduledTierChange: null,
  overdueInvoiceSpecs: [],
  ...values,
});
const expired = { zones: [{ id: 'z1', name: 'Bar' }], total: 1 };
const key = (values: Partial<MoneyFacts>, zoneNoticeShown = false) => moneyNotice(facts(values), { today: TODAY, zoneNoticeShown })?.key ?? null;

describe('money notices (billing.md 4.11)', () => {
  it('are ranked onboardingActivate, suspendedOverdue, churned (single, multi), scheduledTierChange', () => {
    expect(MONEY_NOTICE_KEYS).toEqual(['onboardingActivate', 'suspendedOverdue', 'churnedSingleLocResume', 'churnedMultiLocResume', 'scheduledTierChange']);
  });

  it.each<[string, Partial<MoneyFacts>, string | null]>([
    ['nothing to say', {}, null],
    ['no payment method hides everything', { hasPaymentMethod: false, suspended: true, okZones: 0, expired }, null],
    ['onboarding before checkout', { onboardingEnabled: true, checkoutCompleted: false, suspended: true }, 'onboardingActivate'],
    ['onboarding after checkout: none', { onboardingEnabled: true, suspended: true }, null],
    ['suspended beats churned', { suspended: true, okZones: 0, expired }, 'suspendedOverdue'],
    ['no ALL_OK zone and one expired, one location', { okZones: 0, expired }, 'churnedSingleLocResume'],
    ['no ALL_OK zone and one expired, two locations', { okZones: 0, expired, locationTotal: 2 }, 'churnedMultiLocResume'],
    ['an ALL_OK zone beside an expired one', { okZones: 1, expired }, null],
    ['tier change in 1 day', { scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-11' } }, 'scheduledTierChange'],
    ['tier change in 7 days', { scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-17' } }, 'scheduledTierChange'],
    ['tier change in 8 days', { scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-18' } }, null],
    ['tier change today', { scheduledTierChange: { upcomingTier: 'TIER_1', date: TODAY } }, null],
  ])('%s', (_name, values, expected) => {
    expect(key(values)).toBe(expected);
  });

  it('links the churned zone and counts the days to a tier change; waits behind a zone notice', () => {
    expect(moneyNotice(facts({ okZones: 0, expired }), { today: TODAY, zoneNoticeShown: false })).toEqual({ key: 'churnedSingleLocResume', zone: { id: 'z1', name: 'Bar' } });
    expect(moneyNotice(facts({ scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-13' } }), { today: TODAY, zoneNoticeShown: false })).toEqual({
      key: 'scheduledTierChange',
      upcomingTier: 'TIER_1',
      date: '2025-03-13',
      days: 3,
    });
    expect(key({ scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-13' } }, true)).toBeNull();
  });

  it('shows overdue invoice specs unless all of them were dismissed', () => {
    const two = { hasPaymentMethod: true, overdueInvoiceSpecs: ['i1', 'i2'] };
    const dismissed = new Set([overdueInvoiceCommunicationId('i1')]);
    expect(overdueInvoiceNotice(two, (id) => !dismissed.has(id))).toEqual({ communicationIds: ['overdueInvoiceSpecs:i1', 'overdueInvoiceSpecs:i2'] });
    dismissed.add(overdueInvoiceCommunicationId('i2'));
    expect(overdueInvoiceNotice(two, (id) => !dismissed.has(id))).toBeNull();
    expect(overdueInvoiceNotice({ hasPaymentMethod: true, overdueInvoiceSpecs: [] }, () => true)).toBeNull();
    expect(overdueInvoiceNotice({ hasPaymentMethod: false, overdueInvoiceSpecs: ['i1'] }, () => true)).toBeNull();
  });
});
