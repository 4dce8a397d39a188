import { describe, expect, it } from 'vitest';
import { afterUnpair, clearPairing, normalisePairingCode, readPairing, showsSoonUnsupported, unpairOutcome, writePairing, type KeyValue } from './desktopPairing';

const memory = (): KeyValue => {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
};

describe('the desktop pairing', () => {
  it('is kept and cleared', () => {
    const storage = memory();
    const pairing = { token: 't', refreshToken: 'r', deviceId: 'D1', zoneId: 'Z1', zoneName: 'Bar' };
    writePairing(storage, pairing);
    expect(readPairing(storage)).toEqual(pairing);
    clearPairing(storage);
    expect(readPairing(storage)).toBeNull();
  });

  it('ignores a damaged record', () => {
    const storage = memory();
    storage.setItem('cadence.desktopPairing', '{"token":"t"}');
    expect(readPairing(storage)).toBeNull();
    storage.setItem('cadence.desktopPairing', '{nope');
    expect(readPairing(storage)).toBeNull();
  });

  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['12345a', null],
  ])('pairing code %j reads as %j', (input, code) => {
    expect(normalisePairingCode(input)).toBe(code);
  });

  it.each([
    ['deliberate', true, '/electron/select', false],
    ['deliberate', false, '/electron/login', false],
    ['remote', true, '/electron/select', true],
    ['remote', false, '/electron/login', true],
  ] as const)('unpaired %s, logged in %s: to %s, was-unpaired toast %s', (cause, loggedIn, to, toast) => {
    expect(afterUnpair(cause, loggedIn)).toEqual({ to, wasUnpairedToast: toast });
  });

  it('restrictedUnpairing only acknowledges', () => {
    expect(unpairOutcome(true)).toBe('acknowledge');
    expect(unpairOutcome(false)).toBe('unpair');
  });

  it('shows soonUnsupported for an unresolved soon-unsupported error only', () => {
    expect(showsSoonUnsupported([{ cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', resolved: false }])).toBe(true);
    expect(showsSoonUnsupported([{ cause: 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION', resolved: true }])).toBe(false);
    expect(showsSoonUnsupported([{ cause: 'OTHER', resolved: false }])).toBe(false);
  });
});
