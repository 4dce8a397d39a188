import { describe, expect, it } from 'vitest';
import { VENDORS, appIdError, pairingCodeError, redirectError, softPairAllowed, storedRedirectError, storedVendorError, vendorMessages, vendorOf } from './vendors';
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
