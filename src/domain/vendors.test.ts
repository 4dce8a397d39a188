import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_ID_MAX_LENGTH,
  VENDORS,
  VENDOR_DEVICES,
  connectLinkError,
  connectOffer,
  connectPageOutcome,
  householdConnectPath,
  householdPairPath,
  isHouseholdId,
  pairingMethodOf,
  returnLinkOf,
  speakerUpgradeNoticeShown,
  vendorPairPath,
  vendorPairZonePath,
  appIdError, pairingCodeError, redirectError, softPairAllowed, storedRedirectError, storedVendorError, vendorMessages, vendorOf } from './vendors';
import type { Vendor } from './vendors';

describe('vendors (navigation.md 2.12, 5, 8)', () => {
  it('names the vendors of DECISIONS.md', () => {
    expect(VENDORS).toEqual(['sonos', 'streamsdk', 'netplay', 'partner-one', 'partner-two', 'sdk']);
  });

  it.each([
    ['sonos', { ok: true, vendor: 'sonos' }],
    ['sdk', { ok: true, vendor: 'sdk' }],
    ['acme', { ok: false, error: 'Unsupported vendor' }],
    [undefined, { ok: false, error: 'Unsupported vendor' }],
  ])('vendorOf(%s)', (value, expected) => {
    expect(vendorOf(value)).toEqual(expected);
  });

  it.each([
    ['acme', 'Unset or unknown vendor acme'],
    [null, 'Unset or unknown vendor'],
    ['netplay', null],
  ])('a stored vendor %s', (value, expected) => {
    expect(storedVendorError(value)).toBe(expected);
  });

  it('pins the pairing error texts of section 8', () => {
    expect(vendorMessages.unknownPairingVendor('acme')).toBe('Pairing attempt with unknown vendor: acme');
    expect(vendorMessages.missingPairingCode).toBe('Missing pairing code');
  });

  it.each([
    ['cadence-embedded', null],
    ['other-app', 'Unknown streamsdk appId "other-app"'],
    [undefined, 'Unknown streamsdk appId ""'],
  ])('streamsdk appId %s', (appId, expected) => {
    expect(appIdError(appId)).toBe(expected);
  });

  it.each<[Vendor, string | undefined, boolean, string | null]>([
    ['partner-one', undefined, false, 'Missing redirect url'],
    ['partner-one', '  ', false, 'Missing redirect url'],
    ['partner-one', 'not a url', false, 'Not a redirect url'],
    ['partner-one', 'javascript:alert(1)', false, 'Not a redirect url'],
    ['partner-one', 'https://evil.example/back', false, 'Invalid redirect url'],
    ['partner-one', 'https://app.partner-two.com/back', false, 'Invalid redirect url'],
    ['partner-one', 'https://app.partner-one.com/back', false, null],
    ['partner-one', 'https://test.partner-one.com/back', false, null],
    ['partner-two', 'https://staging.partner-two.com/x', false, null],
    ['partner-two', 'http://localhost:3000/x', false, null],
    ['sdk', undefined, false, 'Must provide a redirect url in the redirect parameter'],
    ['sdk', undefined, true, null],
    ['sdk', 'https://example.com/back', false, 'Invalid redirect url'],
    ['sdk', 'nonsense', true, 'Invalid redirect url'],
    ['sdk', 'http://localhost:8080/done', false, null],
    ['sdk', 'http://127.0.0.1:8080/done', false, null],
    ['netplay', undefined, false, null],
    ['sonos', 'https://evil.example', false, null],
  ])('%s redirect %s (stream %s)', (vendor, redirect, stream, expected) => {
    expect(redirectError(vendor, redirect, stream)).toBe(expected);
  });

  it.each<[Vendor, string | undefined, string | null]>([
    ['partner-one', 'https://evil.example', 'Unknown partner-one redirect'],
    ['partner-two', undefined, 'Unknown partner-two redirect'],
    ['partner-two', 'https://app.partner-two.com/', null],
    ['sdk', 'https://evil.example', null],
  ])('a stored %s redirect %s', (vendor, redirect, expected) => {
    expect(storedRedirectError(vendor, redirect)).toBe(expected);
  });

  it.each<[Vendor, boolean]>([
    ['sonos', false],
    ['streamsdk', false],
    ['netplay', true],
    ['partner-one', true],
    ['partner-two', true],
    ['sdk', true],
  ])('soft pair for %s: %s', (vendor, allowed) => {
    expect(softPairAllowed(vendor)).toBe(allowed);
    expect(pairingCodeError(vendor, undefined)).toBe(allowed ? null : 'Missing pairing code');
    expect(pairingCodeError(vendor, 'ABC123')).toBeNull();
  });
});

describe('the connect and pair flows (navigation.md 2.5, 2.12)', () => {
  it('leads to the pairing path with the code, or to the soft pair without one', () => {
    expect(vendorPairPath('netplay')).toBe('/connect/netplay/pair');
    expect(vendorPairPath('streamsdk', 'AB 12/3')).toBe('/connect/streamsdk/AB%2012%2F3/pair');
    expect(vendorPairZonePath('streamsdk', '1234-5678', 'Zm9v/YmFy')).toBe('/connect/streamsdk/1234-5678/pair/Zm9v%2FYmFy');
    expect(householdConnectPath('Sonos_k9.a')).toBe('/sonos/connect/v2/Sonos_k9.a');
    expect(householdPairPath('Sonos_k9.a')).toBe('/sonos/pair/v2/Sonos_k9.a');
  });

  it.each([
    ['Sonos_k9XyZq4Lm2Pq8RtV.aBcD1234', true],
    ['x'.repeat(HOUSEHOLD_ID_MAX_LENGTH), true],
    ['x'.repeat(HOUSEHOLD_ID_MAX_LENGTH + 1), false],
    [' Sonos_1', false],
    ['', false],
    [undefined, false],
  ])('a household id %s is %s', (value, expected) => {
    expect(isHouseholdId(value)).toBe(expected);
  });

  it.each<[Vendor, object, string | null]>([
    ['streamsdk', { appId: 'cadence-embedded' }, null],
    ['streamsdk', { appId: 'stranger' }, 'Unknown streamsdk appId "stranger"'],
    ['streamsdk', {}, 'Unknown streamsdk appId ""'],
    ['partner-one', { redirect: 'https://app.partner-one.com/back' }, null],
    ['partner-one', {}, 'Missing redirect url'],
    ['partner-two', { redirect: 'https://evil.test/' }, 'Invalid redirect url'],
    ['sdk', { stream: true }, null],
    ['sdk', {}, 'Must provide a redirect url in the redirect parameter'],
    ['sdk', { redirect: 'http://localhost:5000/done' }, null],
    ['netplay', {}, null],
    ['sonos', { appId: 'anything' }, null],
  ])('a %s connect link with %o: %s', (vendor, search, expected) => {
    expect(connectLinkError(vendor, search)).toBe(expected);
  });

  it.each([
    [{ loggedInWithAccount: true, pricing: 'loading' as const }, 'pair'],
    [{ loggedInWithAccount: true, pricing: 'loaded' as const }, 'pair'],
    [{ loggedInWithAccount: false, pricing: 'failed' as const }, 'pair'],
    [{ loggedInWithAccount: false, pricing: 'loaded' as const }, 'offer'],
    [{ loggedInWithAccount: false, pricing: 'loading' as const }, 'loading'],
  ])('the connect page with %o goes to %s', (facts, expected) => {
    expect(connectPageOutcome(facts)).toBe(expected);
  });

  it('offers the tier-3 monthly price after its trial, the last price step', () => {
    const entry = (tier: string, billing_cycle: string, amounts: number[], trial_days = 14) => ({ tier, billing_cycle, trial_days, iso_currency: 'SEK', prices: amounts.map((amount) => ({ amount })) });
    expect(connectOffer([entry('tier-1', 'monthly', [19900]), entry('tier-3', 'yearly', [299000]), entry('tier-3', 'monthly', [14950, 29900], 30)])).toEqual({ trialDays: 30, amount: 29900, currency: 'SEK' });
    expect(connectOffer([entry('tier-1', 'monthly', [19900])])).toBeNull();
    expect(connectOffer([entry('tier-3', 'monthly', [])])).toBeNull();
  });

  it.each<[Vendor, string | undefined, ReturnType<typeof pairingMethodOf>]>([
    ['streamsdk', '1234-5678', { ok: true, method: 'code' }],
    ['netplay', '1234-5678', { ok: true, method: 'code' }],
    ['netplay', undefined, { ok: true, method: 'soft' }],
    ['sdk', '  ', { ok: true, method: 'soft' }],
    ['partner-one', undefined, { ok: true, method: 'soft' }],
    ['streamsdk', undefined, { ok: false, error: 'Missing pairing code' }],
    ['sonos', '', { ok: false, error: 'Missing pairing code' }],
  ])('%s with code %s pairs %o', (vendor, code, expected) => {
    expect(pairingMethodOf(vendor, code)).toEqual(expected);
  });

  it('pairs each vendor by code as the device it registered as', () => {
    expect(VENDOR_DEVICES).toEqual({
      sonos: { deviceType: 'other', platform: 'SONOS' },
      streamsdk: { deviceType: 'embedded', platform: 'IOS' },
      netplay: { deviceType: 'other', platform: 'NETPLAY' },
      'partner-one': { deviceType: 'mobile', platform: 'IOS' },
      'partner-two': { deviceType: 'mobile', platform: 'IOS' },
      sdk: { deviceType: 'mobile', platform: 'IOS' },
    });
  });

  it.each<[Vendor, string, boolean]>([
    ['sonos', 'TIER_1', true],
    ['sonos', 'tier-1', true],
    ['sonos', 'TIER_3', false],
    ['sonos', 'tier-3', false],
    ['netplay', 'TIER_1', false],
  ])('pairing %s on %s shows the upgrade notification: %s', (vendor, tier, expected) => {
    expect(speakerUpgradeNoticeShown(vendor, tier)).toBe(expected);
  });
});

describe('the way back to the vendor after pairing', () => {
  it.each<[Vendor, string | undefined, ReturnType<typeof returnLinkOf>]>([
    ['partner-one', 'https://test.partner-one.com/done', { href: 'https://test.partner-one.com/done' }],
    ['partner-two', 'https://evil.test/', { error: 'Unknown partner-two redirect' }],
    ['partner-one', 'not a url', { error: 'Unknown partner-one redirect' }],
    ['sdk', 'http://localhost:4000/paired', { href: 'http://localhost:4000/paired' }],
    ['sdk', 'https://evil.test/', null],
    ['netplay', 'https://evil.test/', null],
    ['streamsdk', 'http://localhost/', null],
    ['partner-one', undefined, null],
  ])('%s with %s', (vendor, redirect, expected) => {
    expect(returnLinkOf(vendor, redirect)).toEqual(expected);
  });
});
