import { afterEach, describe, expect, it, vi } from 'vitest';
import * as report from '../../errors/report';
import { fakeRouterContext } from '../../routing/testing/fakeRouterContext';
import { memoryStorage } from '../../session/storage';
import {
  PAIRING_STORAGE_KEY,
  connectLandingGuard,
  connectSearchString,
  householdKnown,
  pairPathOf,
  parseConnectSearch,
  readPairing,
  saveOnboardingOverrides,
  savePairing,
  softPairAllowedGuard,
  vendorKnown,
} from './vendorPaths';
import { ONBOARDING_OVERRIDES_KEY } from '../onboarding/onboardingPaths';

const request = (params: Record<string, string>, href = 'https://app.cadence.test/') => ({ params, url: new URL(href) });

afterEach(() => vi.restoreAllMocks());

describe('the connect links’ search (navigation.md 2.5: validated search)', () => {
  it('keeps appId, linkCode, redirect and stream, and drops the rest and what does not parse', () => {
    expect(parseConnectSearch('?appId=cadence-embedded&linkCode=L1&redirect=http%3A%2F%2Flocalhost%2Fdone&stream=true&utm_source=x')).toEqual({
      appId: 'cadence-embedded',
      linkCode: 'L1',
      redirect: 'http://localhost/done',
      stream: true,
    });
    expect(parseConnectSearch('?stream=sometimes&appId=a&appId=b')).toEqual({ appId: 'a', linkCode: undefined, redirect: undefined, stream: undefined });
  });

  it('travels on as it was validated', () => {
    expect(connectSearchString({ appId: 'a b', stream: true })).toBe('?appId=a+b&stream=true');
    expect(connectSearchString({ stream: false })).toBe('');
  });

  it('leads each connect page to its pairing path', () => {
    expect(pairPathOf({ vendor: 'netplay' }, '?x=1')).toBe('/connect/netplay/pair');
    expect(pairPathOf({ vendor: 'streamsdk', pairingCode: '1234-5678' }, '?appId=cadence-embedded')).toBe('/connect/streamsdk/1234-5678/pair?appId=cadence-embedded');
    expect(pairPathOf({ householdId: 'Sonos_1' }, '?linkCode=L1')).toBe('/sonos/pair/v2/Sonos_1?linkCode=L1');
  });
});

describe('the vendor routes’ guards (navigation.md 2.12, 8)', () => {
  it("an unknown vendor: 'Pairing attempt with unknown vendor: {vendor}', then /home", () => {
    const reported = vi.spyOn(report, 'reportError').mockReturnValue('id');
    expect(vendorKnown(fakeRouterContext(), request({ vendor: 'acme' }))).toBe('/home');
    expect((reported.mock.calls[0]![0] as Error).message).toBe('Pairing attempt with unknown vendor: acme');
    expect(vendorKnown(fakeRouterContext(), request({ vendor: 'netplay' }))).toBeNull();
  });

  it.each([
    ['netplay', null],
    ['partner-one', null],
    ['partner-two', null],
    ['sdk', null],
    ['sonos', '/home'],
    ['streamsdk', '/home'],
  ])("soft pair without a code for %s: %s ('Missing pairing code')", (vendor, expected) => {
    const reported = vi.spyOn(report, 'reportError').mockReturnValue('id');
    expect(softPairAllowedGuard(fakeRouterContext(), request({ vendor }))).toBe(expected);
    if (expected) expect((reported.mock.calls[0]![0] as Error).message).toBe('Missing pairing code');
    else expect(reported).not.toHaveBeenCalled();
  });

  it('a household id must be one the speaker system could have given', () => {
    expect(householdKnown(fakeRouterContext(), request({ householdId: 'Sonos_k9.a' }))).toBeNull();
    expect(householdKnown(fakeRouterContext(), request({ householdId: 'x'.repeat(257) }))).toBe('/home');
  });

  it('a user logged in with an account goes straight to the pairing path, with the search', async () => {
    const at = request({ vendor: 'streamsdk', pairingCode: '1234-5678' }, 'https://app.cadence.test/connect/streamsdk/1234-5678?appId=cadence-embedded');
    expect(await connectLandingGuard(fakeRouterContext(), at)).toBe('/connect/streamsdk/1234-5678/pair?appId=cadence-embedded');
    expect(await connectLandingGuard(fakeRouterContext({ currentAccountId: undefined }), at)).toBeNull();
    expect(await connectLandingGuard(fakeRouterContext({ login: 'none' }), at)).toBeNull();
    expect(await connectLandingGuard(fakeRouterContext(), request({ householdId: 'Sonos_1' }))).toBe('/sonos/pair/v2/Sonos_1');
  });
});

describe('the pairing in progress (navigation.md 9: session storage keys for pairing)', () => {
  it('keeps the pairing, and reads nothing from what does not parse', () => {
    const storage = memoryStorage();
    expect(readPairing(storage)).toBeNull();
    savePairing({ vendor: 'partner-one', pairingCode: '1234-5678', search: { redirect: 'https://app.partner-one.com/' } }, storage);
    expect(readPairing(storage)).toEqual({ vendor: 'partner-one', pairingCode: '1234-5678', search: { redirect: 'https://app.partner-one.com/' } });
    storage.setItem(PAIRING_STORAGE_KEY, '{"vendor":3}');
    expect(readPairing(storage)).toBeNull();
    storage.setItem(PAIRING_STORAGE_KEY, 'not json');
    expect(readPairing(storage)).toBeNull();
  });

  it("'create-account' stores the pairing guide's onboarding overrides", () => {
    const storage = memoryStorage();
    saveOnboardingOverrides(storage);
    expect(JSON.parse(storage.getItem(ONBOARDING_OVERRIDES_KEY)!)).toEqual({ pairingGuide: true });
  });
});
