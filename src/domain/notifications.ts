// The notifications bar (navigation.md 3 'Notifications', 4 'Notifications bar'): which notice an account
// gets, and the dismissals that hide it. Plain data in, values out: the layout reads the facts from the
// server and keeps the dismissals (src/layout/notifications/). The notices about money are decided in
// src/domain/billing/moneyNotifications.ts (billing.md 4.11).
import { moneyNotice, overdueInvoiceNotice } from './billing/moneyNotifications';
import type { MoneyFacts } from './billing/moneyNotifications';

/** Highest priority first: the bar shows the first type that has something to show. */
export const NOTIFICATION_PRIORITY = ['persistent', 'overdueInvoiceSpecs', 'errors', 'inactive', 'noZones', 'notSetup'] as const;
export type NotificationType = (typeof NOTIFICATION_PRIORITY)[number];

/** The zone states that put a zone in a notification type. */
export const ZONE_STATE_TYPES = { ERROR: 'errors', INCOMPLETE: 'inactive', NOT_SETUP: 'notSetup' } as const;
export type ZoneNoticeState = keyof typeof ZONE_STATE_TYPES;
export type ZoneNoticeType = (typeof ZONE_STATE_TYPES)[ZoneNoticeState];

export const PERSISTENT_KEYS = [
  'onboardingPair',
  'onboardingActivate',
  'suspendedOverdue',
  'churnedSingleLocResume',
  'churnedMultiLocResume',
  'scheduledTierChange',
  'noAccount',
  'signup',
] as const;
export type PersistentKey = (typeof PERSISTENT_KEYS)[number];

/**
 * Persistent notices that have a dismiss text (navigation.md 4: "cannot be dismissed unless they have a
 * dismiss text"): a lapsed subscription and a coming plan change are news the user may put away; a
 * suspension, unfinished onboarding or a missing account stay until they are dealt with.
 */
export const DISMISSIBLE_PERSISTENT_KEYS: ReadonlySet<PersistentKey> = new Set(['churnedSingleLocResume', 'churnedMultiLocResume', 'scheduledTierChange']);

/** Any account: a dismissal for every account the user has (navigation.md 3). */
export const ANY_ACCOUNT = '*';

export interface Dismissal {
  communicationId: string;
  accountId: string;
}

export interface ZoneEntry {
  id: string;
  name: string;
}

/** The zones of one state: the first few (those a notice names and its dismissal covers) and how many in all. */
export interface ZoneGroup {
  zones: readonly ZoneEntry[];
  total: number;
}

export interface AccountFacts extends MoneyFacts {
  id: string;
  zonesByState: Readonly<Record<ZoneNoticeState, ZoneGroup>>;
  /** Zones whose subscription expired (status SUBSCRIPTION_EXPIRED). */
  expired: ZoneGroup;
}

export interface NotificationFacts {
  loggedIn: boolean;
  /** The selected account; null without one. */
  account: AccountFacts | null;
  dismissals: readonly Dismissal[];
  /** Today, as YYYY-MM-DD in the user's time zone. */
  today: string;
}

export type Notice =
  | { type: 'persistent'; key: PersistentKey; communicationId: string; dismissible: boolean; zone: ZoneEntry | null; upcomingTier?: string; days?: number }
  | { type: ZoneNoticeType; zones: readonly ZoneEntry[]; total: number; communicationIds: readonly string[]; dismissible: true }
  | { type: 'noZones'; communicationId: string; dismissible: true }
  | { type: 'overdueInvoiceSpecs'; communicationIds: readonly string[]; dismissible: true };

export const zoneCommunicationId = (type: ZoneNoticeType, zoneId: string) => `${type}:${zoneId}`;
export const NO_ZONES_COMMUNICATION_ID = 'noZones';

export function isDismissed(dismissals: readonly Dismissal[], communicationId: string, accountId: string): boolean {
  return dismissals.some((entry) => entry.communicationId === communicationId && (entry.accountId === accountId || entry.accountId === ANY_ACCOUNT));
}

function persistent(key: PersistentKey, extra: Partial<Extract<Notice, { type: 'persistent' }>> = {}): Extract<Notice, { type: 'persistent' }> {
  return { type: 'persistent', key, communicationId: extra.communicationId ?? key, dismissible: DISMISSIBLE_PERSISTENT_KEYS.has(key), zone: null, ...extra };
}

/** The onboarding account's one notice (navigation.md 4): onboardingActivate before checkout, onboardingPair after it while no zone is paired. */
function onboardingNotice(account: AccountFacts, today: string): Extract<Notice, { type: 'persistent' }> | null {
  if (moneyNotice(account, { today, zoneNoticeShown: false })?.key === 'onboardingActivate') return persistent('onboardingActivate');
  // No zone has ever been set up with a player: every zone is still NOT_SETUP.
  return account.checkoutCompleted && account.zonesByState.NOT_SETUP.total === account.zoneTotal ? persistent('onboardingPair') : null;
}

/** The account's persistent money notice after onboarding, before dismissals (billing.md 4.11). */
function moneyPersistent(account: AccountFacts, zoneNoticeShown: boolean, today: string): Extract<Notice, { type: 'persistent' }> | null {
  const money = moneyNotice(account, { today, zoneNoticeShown });
  if (money?.key === 'scheduledTierChange') {
    return persistent('scheduledTierChange', { communicationId: `scheduledTierChange:${money.upcomingTier}:${money.date}`, upcomingTier: money.upcomingTier, days: money.days });
  }
  if (money?.key === 'churnedSingleLocResume') return persistent(money.key, { zone: money.zone });
  return money ? persistent(money.key) : null;
}

/**
 * Every type that has something to show for the account, dismissals applied, in the chain of
 * navigation.md 4: without an account noAccount or signup; without a payment method nothing; an
 * onboarding account only its onboarding notice; otherwise the zone notices and the money notices.
 * The overdue invoice specs' entry stands beside the chain, shown unless all of them were dismissed.
 */
function candidates({ loggedIn, account, dismissals, today }: NotificationFacts): Notice[] {
  if (!account) return [persistent(loggedIn ? 'noAccount' : 'signup')];
  if (!account.hasPaymentMethod) return [];
  const notices: Notice[] = [];
  const shown = (communicationId: string) => !isDismissed(dismissals, communicationId, account.id);
  const overdue = overdueInvoiceNotice(account, shown);
  if (overdue) notices.push({ type: 'overdueInvoiceSpecs', communicationIds: overdue.communicationIds, dismissible: true });
  if (account.onboardingEnabled) {
    const notice = onboardingNotice(account, today);
    return notice ? [...notices, notice] : notices;
  }
  if (account.zoneTotal === 0 && shown(NO_ZONES_COMMUNICATION_ID)) notices.push({ type: 'noZones', communicationId: NO_ZONES_COMMUNICATION_ID, dismissible: true });
  for (const [state, type] of Object.entries(ZONE_STATE_TYPES) as [ZoneNoticeState, ZoneNoticeType][]) {
    const group = account.zonesByState[state];
    const communicationIds = group.zones.map((zone) => zoneCommunicationId(type, zone.id));
    // Shown unless every entry was dismissed.
    if (group.total > 0 && communicationIds.some(shown)) notices.push({ type, zones: group.zones, total: group.total, communicationIds, dismissible: true });
  }
  const notice = moneyPersistent(account, notices.some((entry) => entry.type !== 'overdueInvoiceSpecs'), today);
  if (notice && (!notice.dismissible || shown(notice.communicationId))) notices.push(notice);
  return notices;
}

/** The notice the bar shows: the highest-priority type with something to show; null for none. */
export function notificationBarNotice(facts: NotificationFacts): Notice | null {
  const notices = candidates(facts);
  for (const type of NOTIFICATION_PRIORITY) {
    const notice = notices.find((candidate) => candidate.type === type);
    if (notice) return notice;
  }
  return null;
}

/** What dismissing the notice stores: each of its entries, for this account. */
export function dismissalsOf(notice: Notice, accountId: string): Dismissal[] {
  if (!notice.dismissible) return [];
  const ids = 'communicationIds' in notice ? notice.communicationIds : [notice.communicationId];
  return ids.map((communicationId) => ({ communicationId, accountId }));
}

/**
 * Dismissals of zones that have since left every problem state (navigation.md 4: "a zone update to a
 * non-error state clears its dismissals"), so that a new problem shows again. Only when the groups list
 * every such zone of the account can a zone missing from them be known to be fine.
 */
export function settledDismissals(dismissals: readonly Dismissal[], account: AccountFacts): Dismissal[] {
  const groups = Object.values(account.zonesByState);
  if (groups.some((group) => group.zones.length < group.total)) return [];
  const troubled = new Set(groups.flatMap((group) => group.zones.map((zone) => zone.id)));
  const zonePrefixes = Object.values(ZONE_STATE_TYPES).map((type) => `${type}:`);
  return dismissals.filter((entry) => {
    if (entry.accountId !== account.id) return false;
    const prefix = zonePrefixes.find((candidate) => entry.communicationId.startsWith(candidate));
    return prefix !== undefined && !troubled.has(entry.communicationId.slice(prefix.length));
  });
}
