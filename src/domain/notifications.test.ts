import { describe, expect, it } from 'vitest';
import { dismissalsOf, isDismissed, notificationBarNotice, settledDismissals } from './notifications';
import type { AccountFacts, Dismissal, NotificationFacts, ZoneGroup } from './notifications';

const TODAY = '2025-03-10';
const none: ZoneGroup = { zones: [], total: 0 };
const group = (...ids: string[]): ZoneGroup => ({ zones: ids.map((id) => ({ id, name: `Zone ${id}` })), total: ids.length });

function account(overrides: Partial<AccountFacts> = {}): AccountFacts {
  return {
    id: 'A',
    onboardingEnabled: false,
    checkoutCompleted: true,
    suspended: false,
    zoneTotal: 3,
    okZones: 3,
    zonesByState: { ERROR: none, INCOMPLETE: none, NOT_SETUP: none },
    expired: none,
    locationTotal: 1,
    scheduledTierChange: null,
    hasPaymentMethod: true,
    overdueInvoiceSpecs: [],
    ...overrides,
  };
}

const facts = (overrides: Partial<AccountFacts> | null, dismissals: Dismissal[] = [], loggedIn = true): NotificationFacts => ({
  loggedIn,
  account: overrides === null ? null : account(overrides),
  dismissals,
  today: TODAY,
});

const shown = (input: NotificationFacts) => {
  const notice = notificationBarNotice(input);
  return notice === null ? null : notice.type === 'persistent' ? notice.key : notice.type;
};

describe('notificationBarNotice (navigation.md 4)', () => {
  const states = { ERROR: group('e1'), INCOMPLETE: group('i1'), NOT_SETUP: group('n1') };
  it.each<[string, NotificationFacts, string | null]>([
    ['all zones fine', facts({}), null],
    ['logged in without an account', facts(null), 'noAccount'],
    ['a visitor', facts(null, [], false), 'signup'],
    ['onboarding before checkout', facts({ onboardingEnabled: true, checkoutCompleted: false, zonesByState: states, okZones: 0 }), 'onboardingActivate'],
    ['onboarding, checkout done, no zone paired', facts({ onboardingEnabled: true, zoneTotal: 1, okZones: 0, zonesByState: { ...states, ERROR: none, INCOMPLETE: none } }), 'onboardingPair'],
    ['onboarding, checkout done, a zone paired', facts({ onboardingEnabled: true }), null],
    ['suspended beats zone problems', facts({ suspended: true, zonesByState: states }), 'suspendedOverdue'],
    ['no zones', facts({ zoneTotal: 0, okZones: 0 }), 'noZones'],
    ['no zones, dismissed', facts({ zoneTotal: 0, okZones: 0 }, [{ communicationId: 'noZones', accountId: 'A' }]), null],
    ['errors beat inactive and notSetup', facts({ zonesByState: states, okZones: 1 }), 'errors'],
    ['inactive beats notSetup', facts({ zonesByState: { ...states, ERROR: none }, okZones: 1 }), 'inactive'],
    ['notSetup alone', facts({ zonesByState: { ...states, ERROR: none, INCOMPLETE: none } }), 'notSetup'],
    ['errors dismissed: inactive shows', facts({ zonesByState: states, okZones: 1 }, [{ communicationId: 'errors:e1', accountId: 'A' }]), 'inactive'],
    ['errors dismissed for any account', facts({ zonesByState: { ...states, INCOMPLETE: none, NOT_SETUP: none } }, [{ communicationId: 'errors:e1', accountId: '*' }]), null],
    ['errors dismissed on another account still show', facts({ zonesByState: states }, [{ communicationId: 'errors:e1', accountId: 'B' }]), 'errors'],
    ['one of two error entries dismissed still shows', facts({ zonesByState: { ...states, ERROR: group('e1', 'e2') } }, [{ communicationId: 'errors:e1', accountId: 'A' }]), 'errors'],
    ['no OK zone, an expired one, one location', facts({ okZones: 0, expired: group('x1'), zonesByState: { ...states, INCOMPLETE: group('x1') } }), 'churnedSingleLocResume'],
    ['no OK zone, an expired one, several locations', facts({ okZones: 0, expired: group('x1'), locationTotal: 2 }), 'churnedMultiLocResume'],
    ['an OK zone besides an expired one', facts({ okZones: 1, expired: group('x1'), zonesByState: { ...states, ERROR: none, NOT_SETUP: none, INCOMPLETE: group('x1') } }), 'inactive'],
    ['churned dismissed: the zone entries show', facts({ okZones: 0, expired: group('x1'), zonesByState: { ...states, ERROR: none, NOT_SETUP: none, INCOMPLETE: group('x1') } }, [{ communicationId: 'churnedSingleLocResume', accountId: 'A' }]), 'inactive'],
    ['tier change in 7 days', facts({ scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-17' } }), 'scheduledTierChange'],
    ['tier change in 1 day', facts({ scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-11' } }), 'scheduledTierChange'],
    ['tier change in 8 days', facts({ scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-18' } }), null],
    ['tier change today', facts({ scheduledTierChange: { upcomingTier: 'TIER_3', date: TODAY } }), null],
    ['no payment method: no zone notice', facts({ hasPaymentMethod: false, zonesByState: states, okZones: 0 }), null],
    ['no payment method: no noZones', facts({ hasPaymentMethod: false, zoneTotal: 0, okZones: 0 }), null],
    ['no payment method: no onboardingPair', facts({ hasPaymentMethod: false, onboardingEnabled: true, zoneTotal: 1, okZones: 0, zonesByState: { ...states, ERROR: none, INCOMPLETE: none } }), null],
    ['no payment method: no overdue invoices', facts({ hasPaymentMethod: false, overdueInvoiceSpecs: ['i1'] }), null],
    ['onboarding, checkout done, a zone paired: no zone notices', facts({ onboardingEnabled: true, zonesByState: { ...states, NOT_SETUP: none }, okZones: 1 }), null],
    ['onboarding, checkout done: no noZones, but onboardingPair', facts({ onboardingEnabled: true, zoneTotal: 0, okZones: 0 }), 'onboardingPair'],
    ['onboarding: no suspension or churn notice', facts({ onboardingEnabled: true, suspended: true, okZones: 0, expired: group('x1') }), null],
    ['onboarding before checkout beats overdue invoices (persistent first)', facts({ onboardingEnabled: true, checkoutCompleted: false, overdueInvoiceSpecs: ['i1'] }), 'onboardingActivate'],
    ['onboarding, a zone paired, overdue invoices: the invoices show', facts({ onboardingEnabled: true, overdueInvoiceSpecs: ['i1'] }), 'overdueInvoiceSpecs'],
    ['overdue invoices beat zone problems', facts({ zonesByState: states, overdueInvoiceSpecs: ['i1'] }), 'overdueInvoiceSpecs'],
    ['overdue invoices all dismissed: zone problems show', facts({ zonesByState: states, overdueInvoiceSpecs: ['i1'] }, [{ communicationId: 'overdueInvoiceSpecs:i1', accountId: 'A' }]), 'errors'],
    ['no zones dismissed: otherwise the tier change', facts({ zoneTotal: 0, okZones: 0, scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-12' } }, [{ communicationId: 'noZones', accountId: 'A' }]), 'scheduledTierChange'],
    ['tier change behind no zones', facts({ zoneTotal: 0, okZones: 0, scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-12' } }), 'noZones'],
    ['tier change behind zone problems', facts({ zonesByState: { ...states, INCOMPLETE: none, NOT_SETUP: none }, scheduledTierChange: { upcomingTier: 'TIER_3', date: '2025-03-12' } }), 'errors'],
  ])('%s', (_name, input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it('names the zones of a type, their total and the tier change days', () => {
    expect(notificationBarNotice(facts({ zonesByState: { ERROR: { zones: [{ id: 'e1', name: 'Bar' }], total: 4 }, INCOMPLETE: none, NOT_SETUP: none } }))).toMatchObject({ type: 'errors', total: 4, zones: [{ name: 'Bar' }] });
    expect(notificationBarNotice(facts({ scheduledTierChange: { upcomingTier: 'TIER_1', date: '2025-03-13' } }))).toMatchObject({ upcomingTier: 'TIER_1', days: 3 });
    expect(notificationBarNotice(facts({ okZones: 0, expired: group('x1') }))).toMatchObject({ zone: { id: 'x1' } });
  });
});

describe('dismissals', () => {
  it('dismissing a zone type stores every entry for the account; persistent notices without a dismiss text store nothing', () => {
    const errors = notificationBarNotice(facts({ zonesByState: { ERROR: group('e1', 'e2'), INCOMPLETE: none, NOT_SETUP: none } }))!;
    expect(dismissalsOf(errors, 'A')).toEqual([
      { communicationId: 'errors:e1', accountId: 'A' },
      { communicationId: 'errors:e2', accountId: 'A' },
    ]);
    const suspended = notificationBarNotice(facts({ suspended: true }))!;
    expect(suspended.dismissible).toBe(false);
    expect(dismissalsOf(suspended, 'A')).toEqual([]);
    expect(isDismissed([{ communicationId: 'noZones', accountId: '*' }], 'noZones', 'Z')).toBe(true);
  });

  it('a zone that left every problem state loses its dismissals; with a partial list nothing is cleared', () => {
    const dismissals: Dismissal[] = [
      { communicationId: 'errors:e1', accountId: 'A' },
      { communicationId: 'inactive:gone', accountId: 'A' },
      { communicationId: 'errors:gone', accountId: 'B' },
      { communicationId: 'noZones', accountId: 'A' },
    ];
    const complete = account({ zonesByState: { ERROR: group('e1'), INCOMPLETE: none, NOT_SETUP: none } });
    expect(settledDismissals(dismissals, complete)).toEqual([{ communicationId: 'inactive:gone', accountId: 'A' }]);
    const partial = account({ zonesByState: { ERROR: { zones: [{ id: 'e1', name: 'e1' }], total: 2 }, INCOMPLETE: none, NOT_SETUP: none } });
    expect(settledDismissals(dismissals, partial)).toEqual([]);
  });
});
