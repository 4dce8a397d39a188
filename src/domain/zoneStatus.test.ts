import { describe, expect, it } from 'vitest';
import {
  deviceStatusIndicator,
  isZeroDate,
  isZoneComplete,
  isRecurring,
  isZoneSetUp,
  legacySubscription,
  onboardingZonePick,
  subscriptionAction,
  toDate,
  knownZoneStatus,
  zoneDisplayStatus,
  zoneServerStatus,
  zoneSubscription,
} from './zoneStatus';
import type { DeviceFacts, ZoneErrorFacts, ZoneFacts, ZoneState, ZoneStatusMessage } from './zoneStatus';

const NOW = new Date('2026-11-22T12:00:00Z');
const FUTURE = new Date('2027-01-01T00:00:00Z');
const PAST = new Date('2026-01-01T00:00:00Z');

const zone = (values: Partial<ZoneFacts> = {}): ZoneFacts => ({ setUpAt: PAST, paidUntil: FUTURE, subscriptionDeactivated: false, gracePeriod: false, reactivateAt: null, ...values });
const online: DeviceFacts = { online: true, metrics: { volume: 10, muted: false } };
const soonUnsupported: ZoneErrorFacts = { cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', hide: false, resolved: false };

describe('dates', () => {
  it.each([
    ['null', null, true],
    ['empty string', '', true],
    ['epoch', new Date(0), true],
    ['year one', '0001-01-01T00:00:00Z', true],
    ['compact zero', '00010101000000', true],
    ['a real date', FUTURE, false],
    ['a compact date', '20270101000000', false],
  ])('%s is a zero date: %s', (_name, value, zero) => {
    expect(isZeroDate(value)).toBe(zero);
  });

  it('reads compact timestamps as UTC', () => {
    expect(toDate('20261122143000')?.toISOString()).toBe('2026-11-22T14:30:00.000Z');
    expect(toDate('not a date')).toBeNull();
  });
});

describe('legacy subscription (billing.md 4.1, from paid_until)', () => {
  it.each([
    ['zero date', { paidUntil: null, subscriptionDeactivated: false }, 'nonexistent', 'activate', false],
    ['zero date even when deactivated', { paidUntil: '00010101000000', subscriptionDeactivated: true }, 'nonexistent', 'activate', false],
    ['date in the past (churned)', { paidUntil: PAST, subscriptionDeactivated: false }, 'inactive', 'resubscribe', false],
    ['past date wins over subscription_deactivated', { paidUntil: PAST, subscriptionDeactivated: true }, 'inactive', 'resubscribe', false],
    ['subscription_deactivated, paid ahead', { paidUntil: FUTURE, subscriptionDeactivated: true }, 'cancelled', 'resubscribe', true],
    ['paid ahead', { paidUntil: FUTURE, subscriptionDeactivated: false }, 'active', 'unsubscribe', true],
    ['paid until exactly now has ended', { paidUntil: NOW, subscriptionDeactivated: false }, 'inactive', 'resubscribe', false],
  ] as const)('%s: %s, offers %s', (_name, facts, state, action, hasSubscription) => {
    expect(legacySubscription(facts, NOW)).toEqual({ state, action, hasSubscription });
  });
});

describe('graph subscription (billing.md 4.1)', () => {
  it.each([
    ['never paid', { paidUntil: null }, 'INACTIVE', false],
    ['paid ahead', {}, 'ACTIVE', true],
    ['cancelled, paid ahead', { subscriptionDeactivated: true }, 'CANCELLED', true],
    ['ended', { paidUntil: PAST }, 'EXPIRED', false],
    ['ended within a grace period', { paidUntil: PAST, gracePeriod: true }, 'EXPIRED', true],
    ['paused with paid time left', { reactivateAt: FUTURE }, 'PAUSED', false],
    ['paused after the paid time ended', { paidUntil: PAST, reactivateAt: FUTURE }, 'PAUSED', false],
    ['a zero reactivate_at is ignored', { reactivateAt: new Date(0) }, 'ACTIVE', true],
    ['a reactivate_at that has passed no longer pauses', { reactivateAt: PAST }, 'ACTIVE', true],
    ['never paid but in grace stays inactive', { paidUntil: null, gracePeriod: true }, 'INACTIVE', false],
  ] as const)('%s: %s', (_name, facts, state, isActive) => {
    const subscription = zoneSubscription(zone(facts), NOW);
    expect(subscription.state).toBe(state);
    expect(subscription.isActive).toBe(isActive);
  });

  it('answers activeUntil, and reactivateAt only while paused', () => {
    expect(zoneSubscription(zone({ reactivateAt: FUTURE }), NOW)).toMatchObject({ activeUntil: FUTURE, reactivateAt: FUTURE });
    expect(zoneSubscription(zone({ reactivateAt: PAST }), NOW)).toMatchObject({ activeUntil: FUTURE, reactivateAt: null });
    expect(zoneSubscription(zone({ paidUntil: null }), NOW).activeUntil).toBeNull();
  });

  it.each([
    ['INACTIVE', 'activate'],
    ['CANCELLED', 'resubscribe'],
    ['EXPIRED', 'resubscribe'],
    ['PAUSED', 'resubscribe'],
    ['ACTIVE', 'unsubscribe'],
  ] as const)('%s offers %s', (state, action) => {
    expect(subscriptionAction(state)).toBe(action);
  });
});

describe('subscription record', () => {
  it.each([
    ['recur_at ahead', false, FUTURE, true],
    ['deactivated', true, FUTURE, false],
    ['recur_at passed', false, PAST, false],
    ['no recur_at', false, null, false],
    ['zero recur_at', false, '00010101000000', false],
  ] as const)('is_recurring when %s: %s', (_name, deactivated, recurAt, recurring) => {
    expect(isRecurring({ deactivated, recurAt }, NOW)).toBe(recurring);
  });
});

describe('server status', () => {
  it.each<[string, Partial<ZoneFacts>, DeviceFacts | null, ZoneErrorFacts[], ZoneState, ZoneStatusMessage]>([
    ['never set up', { setUpAt: null }, null, [], 'NOT_SETUP', 'NOT_SETUP'],
    ['never set up, not paid either', { setUpAt: null, paidUntil: null }, null, [], 'NOT_SETUP', 'NOT_SETUP'],
    ['set up, subscription expired', { paidUntil: PAST }, online, [], 'INCOMPLETE', 'SUBSCRIPTION_EXPIRED'],
    ['set up, never paid', { paidUntil: null }, online, [], 'INCOMPLETE', 'SUBSCRIPTION_EXPIRED'],
    ['set up, paused', { reactivateAt: FUTURE }, online, [], 'INCOMPLETE', 'SUBSCRIPTION_EXPIRED'],
    ['expired but in grace, playing', { paidUntil: PAST, gracePeriod: true }, online, [], 'OK', 'ALL_OK'],
    ['cancelled but paid ahead, playing', { subscriptionDeactivated: true }, online, [], 'OK', 'ALL_OK'],
    ['set up and paid, player unpaired since', {}, null, [], 'INCOMPLETE', 'PLAYER_DISCONNECTED'],
    ['paired player offline', {}, { online: false }, [], 'ERROR', 'PLAYER_DISCONNECTED'],
    ['unresolved error', {}, online, [soonUnsupported], 'ERROR', 'ALL_OK'],
    ['hidden error does not count', {}, online, [{ ...soonUnsupported, hide: true }], 'OK', 'ALL_OK'],
    ['resolved error does not count', {}, online, [{ ...soonUnsupported, resolved: true }], 'OK', 'ALL_OK'],
    ['all well', {}, online, [], 'OK', 'ALL_OK'],
    ['muted player is still OK', {}, { online: true, metrics: { muted: true } }, [], 'OK', 'ALL_OK'],
  ])('%s: %s / %s', (_name, facts, device, errors, state, message) => {
    expect(zoneServerStatus(zone(facts), device, errors, NOW)).toMatchObject({ state, message });
  });

  it.each<[string, DeviceFacts | null, ZoneErrorFacts[], string[]]>([
    ['no codes for a healthy player', online, [], []],
    ['PLAYER_DISCONNECTED for a paired player offline', { online: false }, [], ['PLAYER_DISCONNECTED']],
    ['no PLAYER_DISCONNECTED without a paired player', null, [], []],
    ['PLAYER_DEPRECATED for an unresolved soon-unsupported error', online, [soonUnsupported], ['PLAYER_DEPRECATED']],
    ['not for a resolved one', online, [{ ...soonUnsupported, resolved: true }], []],
    ['not for a hidden one', online, [{ ...soonUnsupported, hide: true }], []],
    ['not for another cause', online, [{ cause: 'DEVICE_ERROR_DISK_FULL', hide: false }], []],
    ['PLAYER_MUTED for volume 0', { online: true, metrics: { volume: 0 } }, [], ['PLAYER_MUTED']],
    ['PLAYER_MUTED for muted', { online: true, metrics: { volume: 12, muted: true } }, [], ['PLAYER_MUTED']],
    ['not muted without metrics', { online: true, metrics: null }, [], []],
    [
      'every code, most important first',
      { online: false, metrics: { volume: 0 } },
      [soonUnsupported],
      ['PLAYER_DISCONNECTED', 'PLAYER_DEPRECATED', 'PLAYER_MUTED'],
    ],
  ])('%s', (_name, device, errors, codes) => {
    const status = zoneServerStatus(zone(), device, errors, NOW);
    expect(status.codes).toEqual(codes);
    expect(status.code).toBe(codes[0] ?? null);
  });
});

describe('display status (core.md 4)', () => {
  it.each([
    ['NOT_SETUP', false],
    ['ALL_OK', true],
    ['SUBSCRIPTION_EXPIRED', true],
    ['PLAYER_DISCONNECTED', true],
  ] as const)('message %s is set up: %s', (message, setUp) => {
    expect(isZoneSetUp({ message })).toBe(setUp);
  });

  it.each<[string, ZoneState, ZoneStatusMessage, boolean, { hide: boolean }[], string]>([
    ['neither active nor set up', 'NOT_SETUP', 'NOT_SETUP', false, [], 'NOT_SETUP'],
    ['active but not set up', 'NOT_SETUP', 'NOT_SETUP', true, [], 'INACTIVE'],
    ['set up but not active', 'INCOMPLETE', 'SUBSCRIPTION_EXPIRED', false, [], 'INACTIVE'],
    ['exactly one holds wins over an error', 'ERROR', 'PLAYER_DISCONNECTED', false, [{ hide: false }], 'INACTIVE'],
    ['state ERROR', 'ERROR', 'ALL_OK', true, [], 'ERROR'],
    ['an error that is not hidden', 'OK', 'ALL_OK', true, [{ hide: false }], 'ERROR'],
    ['only hidden errors', 'OK', 'ALL_OK', true, [{ hide: true }], 'OK'],
    ['offline', 'INCOMPLETE', 'PLAYER_DISCONNECTED', true, [], 'ERROR'],
    ['otherwise the state', 'OK', 'ALL_OK', true, [], 'OK'],
    ['otherwise the state, incomplete', 'INCOMPLETE', 'ALL_OK', true, [], 'INCOMPLETE'],
  ])('%s', (_name, state, message, active, errors, display) => {
    expect(zoneDisplayStatus({ status: { state, message }, active, errors })).toBe(display);
  });

  it('reads a state or message this client does not know yet as an error to look at', () => {
    expect(knownZoneStatus({ state: 'OK', message: 'NOT_SETUP' })).toEqual({ state: 'OK', message: 'NOT_SETUP' });
    expect(knownZoneStatus({ state: 'SOMETHING_NEW', message: 'ALSO_NEW' })).toEqual({ state: 'ERROR', message: 'ALL_OK' });
  });

  it.each([
    ['NOT_SETUP', 'not-set-up'],
    ['ERROR', 'error'],
    ['INACTIVE', 'warning'],
    ['INCOMPLETE', 'warning'],
    ['OK', 'ok'],
  ] as const)('device status of %s is %s', (display, indicator) => {
    expect(deviceStatusIndicator(display)).toBe(indicator);
  });

  it.each([
    ['complete', false, true, 'ALL_OK', FUTURE, true],
    ['driven by the streaming-service client', true, true, 'ALL_OK', FUTURE, false],
    ['without a device', false, false, 'ALL_OK', FUTURE, false],
    ['not set up', false, true, 'NOT_SETUP', FUTURE, false],
    ['zero paid_until', false, true, 'ALL_OK', null, false],
    ['paid_until in the past still counts (non-zero)', false, true, 'SUBSCRIPTION_EXPIRED', PAST, true],
  ] as const)('zone complete: %s', (_name, drivenByStreamingService, hasDevice, message, paidUntil, complete) => {
    expect(isZoneComplete({ drivenByStreamingService, hasDevice, status: { message }, paidUntil })).toBe(complete);
  });
});

describe('onboarding zone pick', () => {
  const unpaidOld = { id: 'old', paidUntil: null, subscriptionDeactivated: false, createdAt: '2026-01-01T00:00:00Z' };
  const unpaidNew = { id: 'new', paidUntil: null, subscriptionDeactivated: false, createdAt: '2026-06-01T00:00:00Z' };
  const paid = { id: 'paid', paidUntil: FUTURE, subscriptionDeactivated: false, createdAt: '2026-09-01T00:00:00Z' };
  const paid2 = { id: 'paid2', paidUntil: FUTURE, subscriptionDeactivated: true, createdAt: '2026-03-01T00:00:00Z' };
  const churned = { id: 'churned', paidUntil: PAST, subscriptionDeactivated: false, createdAt: '2025-01-01T00:00:00Z' };

  it.each([
    ['onboarded account shows none', true, [paid, unpaidOld], null],
    ['no zones shows none', false, [], null],
    ['first paid zone', false, [unpaidNew, paid, paid2, unpaidOld], 'paid'],
    ['a cancelled zone still paid ahead counts as paid', false, [unpaidNew, paid2, paid], 'paid2'],
    ['else the oldest', false, [unpaidNew, unpaidOld], 'old'],
    ['a churned zone is not paid; it is the oldest', false, [unpaidNew, churned, unpaidOld], 'churned'],
  ] as const)('%s', (_name, onboarded, zones, picked) => {
    expect(onboardingZonePick({ onboarded }, zones, NOW)?.id ?? null).toBe(picked);
  });
});
