// A sound zone's status and subscription, from the facts the server keeps (core.md 3 Sound zone,
// 4 'Sound zone display state'; billing.md 4.1). The server computes the status it sends; the client
// turns that status into what it shows. Plain data in, values out: no zod, no I/O.

// --- Dates ----------------------------------------------------------------------------------------

/** A stored instant: a Date, an ISO 8601 string, a compact YYYYMMDDHHmmss string, or nothing. */
export type Instant = Date | string | null | undefined;

const COMPACT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The instant as a Date; null for an empty or unreadable value. */
export function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const compact = COMPACT.exec(value);
  const date = compact ? new Date(Date.UTC(+compact[1]!, +compact[2]! - 1, +compact[3]!, +compact[4]!, +compact[5]!, +compact[6]!)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A 'zero' date: empty, or at or before the Unix epoch (legacy records write 0 or 0001-01-01 for 'never').
 * billing.md 4.1: a zero paid_until is 'nonexistent'; a zero reactivate_at is ignored.
 */
export function isZeroDate(value: Instant): boolean {
  const date = toDate(value);
  return !date || date.getTime() <= 0;
}

/** The instant, or null when it is a zero date. */
export const nonZeroDate = (value: Instant): Date | null => (isZeroDate(value) ? null : toDate(value));

// --- Subscription (billing.md 4.1) ----------------------------------------------------------------

export interface ZoneSubscriptionFacts {
  paidUntil: Instant;
  subscriptionDeactivated: boolean;
  gracePeriod: boolean;
  reactivateAt: Instant;
}

export type SubscriptionAction = 'activate' | 'resubscribe' | 'unsubscribe';

/** The legacy reading of paid_until. */
export type LegacySubscriptionState = 'nonexistent' | 'inactive' | 'cancelled' | 'active';

export interface LegacySubscription {
  state: LegacySubscriptionState;
  /** The action the zone subscription screen offers. */
  action: SubscriptionAction;
  /** 'has a subscription': active or cancelled. */
  hasSubscription: boolean;
}

const LEGACY_ACTIONS: Record<LegacySubscriptionState, SubscriptionAction> = {
  nonexistent: 'activate',
  inactive: 'resubscribe',
  cancelled: 'resubscribe',
  active: 'unsubscribe',
};

/**
 * From the legacy paid_until: zero or empty is 'nonexistent'; a date in the past 'inactive' (churned);
 * subscription_deactivated 'cancelled' (still active until paid_until); otherwise 'active'.
 */
export function legacySubscription(zone: Pick<ZoneSubscriptionFacts, 'paidUntil' | 'subscriptionDeactivated'>, now: Date): LegacySubscription {
  const paidUntil = nonZeroDate(zone.paidUntil);
  const state: LegacySubscriptionState = !paidUntil ? 'nonexistent' : paidUntil <= now ? 'inactive' : zone.subscriptionDeactivated ? 'cancelled' : 'active';
  return { state, action: LEGACY_ACTIONS[state], hasSubscription: state === 'active' || state === 'cancelled' };
}

export const SUBSCRIPTION_STATES = ['ACTIVE', 'INACTIVE', 'CANCELLED', 'EXPIRED', 'PAUSED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export interface ZoneSubscription {
  state: SubscriptionState;
  /** Music may play now: active, cancelled but paid until a future day, or ended within a grace period. */
  isActive: boolean;
  /** Paid until; null when never paid. */
  activeUntil: Date | null;
  /** When a paused subscription resumes; null when not paused. */
  reactivateAt: Date | null;
  gracePeriod: boolean;
}

/**
 * The graph subscription: INACTIVE when never paid; PAUSED while a (non-zero) reactivate_at lies ahead;
 * EXPIRED when paid_until has passed; CANCELLED when subscription_deactivated; otherwise ACTIVE.
 */
export function zoneSubscription(zone: ZoneSubscriptionFacts, now: Date): ZoneSubscription {
  const activeUntil = nonZeroDate(zone.paidUntil);
  const reactivateAt = nonZeroDate(zone.reactivateAt);
  const paused = !!reactivateAt && reactivateAt > now;
  const state: SubscriptionState = !activeUntil ? 'INACTIVE' : paused ? 'PAUSED' : activeUntil <= now ? 'EXPIRED' : zone.subscriptionDeactivated ? 'CANCELLED' : 'ACTIVE';
  const isActive = state === 'ACTIVE' || state === 'CANCELLED' || (state === 'EXPIRED' && zone.gracePeriod);
  return { state, isActive, activeUntil, reactivateAt: paused ? reactivateAt : null, gracePeriod: zone.gracePeriod };
}

/** The action offered for a graph subscription state: INACTIVE activate; CANCELLED, EXPIRED, PAUSED resubscribe; ACTIVE unsubscribe. */
export function subscriptionAction(state: SubscriptionState): SubscriptionAction {
  if (state === 'INACTIVE') return 'activate';
  return state === 'ACTIVE' ? 'unsubscribe' : 'resubscribe';
}

/** A subscription record recurs when it is not deactivated and recur_at lies ahead (billing.md 4.1). */
export const isRecurring = (subscription: { deactivated: boolean; recurAt: Instant }, now: Date): boolean => {
  const recurAt = nonZeroDate(subscription.recurAt);
  return !subscription.deactivated && !!recurAt && recurAt > now;
};

// --- Server status --------------------------------------------------------------------------------

export const ZONE_STATES = ['ERROR', 'INCOMPLETE', 'NOT_SETUP', 'OK'] as const;
export type ZoneState = (typeof ZONE_STATES)[number];
export const ZONE_STATUS_MESSAGES = ['ALL_OK', 'SUBSCRIPTION_EXPIRED', 'NOT_SETUP', 'PLAYER_DISCONNECTED'] as const;
export type ZoneStatusMessage = (typeof ZONE_STATUS_MESSAGES)[number];
/** Status codes, most important first. */
export const ZONE_STATUS_CODES = ['PLAYER_DISCONNECTED', 'PLAYER_DEPRECATED', 'PLAYER_MUTED'] as const;
export type ZoneStatusCode = (typeof ZONE_STATUS_CODES)[number];

/** The error cause that marks a player version as soon unsupported (PLAYER_DEPRECATED). */
export const SOON_UNSUPPORTED_CAUSE = 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION';
/** The error cause that marks a player version as no longer supported. */
export const UNSUPPORTED_CAUSE = 'DEVICE_ERROR_UNSUPPORTED_VERSION';

export interface ZoneFacts extends ZoneSubscriptionFacts {
  /** When a player was first paired; null for a zone never set up. */
  setUpAt: Instant;
}

export interface DeviceFacts {
  online: boolean;
  /** The latest metrics the player reported. */
  metrics?: { volume?: unknown; muted?: unknown } | null;
}

export interface ZoneErrorFacts {
  cause: string;
  hide: boolean;
  resolved?: boolean;
}

export interface ZoneServerStatus {
  state: ZoneState;
  message: ZoneStatusMessage;
  /** The most important code, if any. */
  code: ZoneStatusCode | null;
  codes: ZoneStatusCode[];
}

/** The device metrics say the output is silent: volume 0 or muted. */
export const isMuted = (device: DeviceFacts): boolean => device.metrics?.muted === true || device.metrics?.volume === 0;

/** Errors that count: unresolved and not hidden (hidden errors stay out of the zone list and the status). */
export const countedErrors = <E extends ZoneErrorFacts>(errors: readonly E[]): E[] => errors.filter((e) => !e.resolved && !e.hide);

/**
 * The status the server sends for a zone (SoundZoneState, SoundZoneStatusMessage, SoundZoneStatusCode):
 * - never set up (no player was ever paired): NOT_SETUP, message NOT_SETUP;
 * - set up, but the subscription does not let music play: INCOMPLETE, SUBSCRIPTION_EXPIRED;
 * - set up and paid, but no player is paired now: INCOMPLETE, PLAYER_DISCONNECTED;
 * - the paired player is offline: ERROR, PLAYER_DISCONNECTED;
 * - an unresolved, unhidden error: ERROR, ALL_OK;
 * - otherwise OK, ALL_OK.
 * Codes: PLAYER_DISCONNECTED (paired player offline), PLAYER_DEPRECATED (an unresolved, unhidden
 * soon-unsupported-version error), PLAYER_MUTED (the paired player reports volume 0 or muted).
 */
export function zoneServerStatus(zone: ZoneFacts, device: DeviceFacts | null, errors: readonly ZoneErrorFacts[], now: Date): ZoneServerStatus {
  const counted = countedErrors(errors);
  const present = new Set<ZoneStatusCode>();
  if (device && !device.online) present.add('PLAYER_DISCONNECTED');
  if (counted.some((e) => e.cause === SOON_UNSUPPORTED_CAUSE)) present.add('PLAYER_DEPRECATED');
  if (device && isMuted(device)) present.add('PLAYER_MUTED');
  const codes = ZONE_STATUS_CODES.filter((code) => present.has(code));

  const [state, message]: [ZoneState, ZoneStatusMessage] = isZeroDate(zone.setUpAt)
    ? ['NOT_SETUP', 'NOT_SETUP']
    : !zoneSubscription(zone, now).isActive
      ? ['INCOMPLETE', 'SUBSCRIPTION_EXPIRED']
      : !device
        ? ['INCOMPLETE', 'PLAYER_DISCONNECTED']
        : !device.online
          ? ['ERROR', 'PLAYER_DISCONNECTED']
          : counted.length
            ? ['ERROR', 'ALL_OK']
            : ['OK', 'ALL_OK'];
  return { state, message, code: codes[0] ?? null, codes };
}

// --- Client display (core.md 4 'Sound zone display state') ----------------------------------------

export interface StatusLike {
  state: ZoneState;
  message: ZoneStatusMessage;
}

/** The server's status as this client reads it: a state or message it does not know yet reads as an error to look at. */
export function knownZoneStatus(status: { state: string; message: string }): StatusLike {
  const state = ZONE_STATES.find((known) => known === status.state) ?? 'ERROR';
  const message = ZONE_STATUS_MESSAGES.find((known) => known === status.message) ?? 'ALL_OK';
  return { state, message };
}

/** Set up means status.message is not 'NOT_SETUP'. */
export const isZoneSetUp = (status: Pick<StatusLike, 'message'>): boolean => status.message !== 'NOT_SETUP';

export type ZoneDisplayStatus = 'NOT_SETUP' | 'INACTIVE' | ZoneState;

/**
 * What the zone list shows: 'NOT_SETUP' when neither active nor set up; 'INACTIVE' when exactly one of
 * active and set up holds; 'ERROR' when status.state is ERROR, any error is not hidden, or the zone is
 * offline (message PLAYER_DISCONNECTED); otherwise status.state.
 */
export function zoneDisplayStatus(zone: { status: StatusLike; active: boolean; errors: readonly Pick<ZoneErrorFacts, 'hide'>[] }): ZoneDisplayStatus {
  const setUp = isZoneSetUp(zone.status);
  if (!zone.active && !setUp) return 'NOT_SETUP';
  if (zone.active !== setUp) return 'INACTIVE';
  if (zone.status.state === 'ERROR' || zone.errors.some((e) => !e.hide) || zone.status.message === 'PLAYER_DISCONNECTED') return 'ERROR';
  return zone.status.state;
}

export type DeviceStatusIndicator = 'not-set-up' | 'error' | 'warning' | 'ok';

/** The device status shown for a display status: NOT_SETUP not set up, ERROR error, INACTIVE (and INCOMPLETE) warning, OK ok. */
export function deviceStatusIndicator(display: ZoneDisplayStatus): DeviceStatusIndicator {
  const indicators: Record<ZoneDisplayStatus, DeviceStatusIndicator> = { NOT_SETUP: 'not-set-up', ERROR: 'error', INACTIVE: 'warning', INCOMPLETE: 'warning', OK: 'ok' };
  return indicators[display];
}

/** A zone is complete when it is not driven by the streaming-service client, has a device, is set up and has a non-zero paid_until. */
export function isZoneComplete(zone: { drivenByStreamingService: boolean; hasDevice: boolean; status: Pick<StatusLike, 'message'>; paidUntil: Instant }): boolean {
  return !zone.drivenByStreamingService && zone.hasDevice && isZoneSetUp(zone.status) && !isZeroDate(zone.paidUntil);
}

/**
 * The zone onboarding points at: none once the account is onboarded; otherwise the first zone (in the
 * given order) that has a subscription, else the oldest zone; none without zones.
 */
export function onboardingZonePick<Z extends { paidUntil: Instant; subscriptionDeactivated: boolean; createdAt: Instant }>(account: { onboarded: boolean }, zones: readonly Z[], now: Date): Z | null {
  if (account.onboarded || !zones.length) return null;
  const paid = zones.find((zone) => legacySubscription(zone, now).hasSubscription);
  if (paid) return paid;
  const time = (zone: Z) => toDate(zone.createdAt)?.getTime() ?? Number.POSITIVE_INFINITY;
  return zones.reduce((oldest, zone) => (time(zone) < time(oldest) ? zone : oldest));
}
