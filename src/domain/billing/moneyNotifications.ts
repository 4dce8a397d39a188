// The notifications bar's entries about money (billing.md 2.7, 4.11), in priority order. Plain data in,
// values out; src/domain/notifications.ts puts them in the bar's chain beside the zone notices.
import { daysBetween } from '../calendarDays';

/** The account notices about money, highest priority first. */
export const MONEY_NOTICE_KEYS = ['onboardingActivate', 'suspendedOverdue', 'churnedSingleLocResume', 'churnedMultiLocResume', 'scheduledTierChange'] as const;
export type MoneyNoticeKey = (typeof MONEY_NOTICE_KEYS)[number];

/** A scheduled tier change is announced from this many days before it down to one (billing.md 9). */
export const TIER_CHANGE_NOTICE_DAYS = { from: 1, to: 7 } as const;

/** The communication id of an overdue invoice spec's entry; the entry shows unless all of them were dismissed. */
export const overdueInvoiceCommunicationId = (invoiceSpecId: string) => `overdueInvoiceSpecs:${invoiceSpecId}`;

export interface MoneyZone {
  id: string;
  name: string;
}

export interface MoneyFacts {
  /** The account has a payment method: without one no money notice shows. */
  hasPaymentMethod: boolean;
  onboardingEnabled: boolean;
  checkoutCompleted: boolean;
  suspended: boolean;
  zoneTotal: number;
  /** Zones whose status is ALL_OK. */
  okZones: number;
  /** Zones whose status is SUBSCRIPTION_EXPIRED: the first (the one a single-location notice links) and the total. */
  expired: { zones: readonly MoneyZone[]; total: number };
  locationTotal: number;
  scheduledTierChange: { upcomingTier: string; date: string } | null;
  /** Ids of the account's overdue invoice specs. */
  overdueInvoiceSpecs: readonly string[];
}

export type MoneyNotice =
  | { key: 'onboardingActivate' | 'suspendedOverdue' | 'churnedMultiLocResume' }
  | { key: 'churnedSingleLocResume'; zone: MoneyZone | null }
  | { key: 'scheduledTierChange'; upcomingTier: string; date: string; days: number };

export interface MoneyNoticeOptions {
  /** Today, as YYYY-MM-DD in the user's time zone. */
  today: string;
  /** A zone notice (noZones, errors, inactive, notSetup) already shows: the scheduled tier change is the 'otherwise' of that chain (navigation.md 4). */
  zoneNoticeShown: boolean;
}

/**
 * The account's money notice (billing.md 4.11), first match wins: none without a payment method;
 * onboardingActivate while onboarding and checkout is not completed (an onboarding account gets no other);
 * suspendedOverdue when suspended; with no zone ALL_OK and some SUBSCRIPTION_EXPIRED, churnedSingleLocResume
 * (one location, linking the zone) or churnedMultiLocResume; otherwise scheduledTierChange 1 to 7 days ahead.
 */
export function moneyNotice(facts: MoneyFacts, { today, zoneNoticeShown }: MoneyNoticeOptions): MoneyNotice | null {
  if (!facts.hasPaymentMethod) return null;
  if (facts.onboardingEnabled) return facts.checkoutCompleted ? null : { key: 'onboardingActivate' };
  if (facts.suspended) return { key: 'suspendedOverdue' };
  if (facts.okZones === 0 && facts.expired.total > 0) {
    return facts.locationTotal <= 1 ? { key: 'churnedSingleLocResume', zone: facts.expired.zones[0] ?? null } : { key: 'churnedMultiLocResume' };
  }
  const change = facts.scheduledTierChange;
  if (change && !zoneNoticeShown) {
    const days = daysBetween(today, change.date);
    if (days >= TIER_CHANGE_NOTICE_DAYS.from && days <= TIER_CHANGE_NOTICE_DAYS.to) return { key: 'scheduledTierChange', upcomingTier: change.upcomingTier, date: change.date, days };
  }
  return null;
}

/** The overdue invoice specs' entry: its communication ids, shown unless every one was dismissed; null for none. */
export function overdueInvoiceNotice(facts: Pick<MoneyFacts, 'hasPaymentMethod' | 'overdueInvoiceSpecs'>, isShown: (communicationId: string) => boolean): { communicationIds: string[] } | null {
  if (!facts.hasPaymentMethod || facts.overdueInvoiceSpecs.length === 0) return null;
  const communicationIds = facts.overdueInvoiceSpecs.map(overdueInvoiceCommunicationId);
  return communicationIds.some(isShown) ? { communicationIds } : null;
}
