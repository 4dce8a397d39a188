import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, hasValidToken, isInteractiveDeviceSession, isLoggedIn, parseStoredSession, passesLoginGuard, reduceSession, sameStoredSession } from './session';
import type { Session, SessionAction } from './session';
import { accessToken, fakeJwt } from './testTokens';

const NOW = Date.UTC(2026, 0, 15, 12);
const userToken = accessToken({ sub: 'user-1', issuedAt: NOW });
const deviceToken = accessToken({ sub: 'device-1', typ: 'interactive_device', issuedAt: NOW });
const loggedIn: Session = reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: { token: userToken, refreshToken: 'rt-1', supportChatHash: 'hash-1' } });
const reduce = (session: Session, ...actions: SessionAction[]) => actions.reduce(reduceSession, session);

describe('session reducer', () => {
  it('sets loggingIn when a login starts', () => {
    expect(reduce(EMPTY_SESSION, { type: 'loginStarted' }).loggingIn).toBe(true);
  });

  it('stores a successful login: token, source login, refresh token, expiry from exp, user id from sub, support-chat hash', () => {
    const session = reduce(EMPTY_SESSION, { type: 'loginStarted' }, { type: 'loginSucceeded', result: { token: userToken, refreshToken: 'rt-1', supportChatHash: 'hash-1' } });
    expect(session).toEqual({ token: userToken, tokenSource: 'login', refreshToken: 'rt-1', expiresAt: NOW + 60 * 60 * 1000, userId: 'user-1', supportChatHash: 'hash-1', loggingIn: false, tysonPaired: false });
  });

  it('sets the user id only for a token of typ user', () => {
    const session = reduce(EMPTY_SESSION, { type: 'loginSucceeded', result: { token: deviceToken } });
    expect(session.token).toBe(deviceToken);
    expect(session.userId).toBeUndefined();
    expect(isInteractiveDeviceSession(session)).toBe(true);
    expect(isInteractiveDeviceSession(loggedIn)).toBe(false);
  });

  it('resets on a failed login, on reset and on logout: everything is cleared', () => {
    const paired = reduce(loggedIn, { type: 'devicePaired', zoneId: 'zone-1' }, { type: 'loginStarted' });
    for (const type of ['loginFailed', 'reset', 'logout'] as const) expect(reduce(paired, { type })).toEqual(EMPTY_SESSION);
  });

  it('replaces the token with an issued one (x-access-token-issued), reading its expiry', () => {
    const issued = accessToken({ sub: 'user-1', issuedAt: NOW + 1000 });
    const session = reduce(loggedIn, { type: 'tokenIssued', token: issued });
    expect(session).toMatchObject({ token: issued, expiresAt: NOW + 1000 + 60 * 60 * 1000, refreshToken: 'rt-1', userId: 'user-1' });
  });

  it('ignores an issued token once the session has no token (a late response after logout)', () => {
    expect(reduce(EMPTY_SESSION, { type: 'tokenIssued', token: userToken })).toBe(EMPTY_SESSION);
  });

  it('sets loggingIn on refresh only while no token is present', () => {
    expect(reduce(loggedIn, { type: 'refreshStarted' }).loggingIn).toBe(false);
    expect(reduce({ ...EMPTY_SESSION, refreshToken: 'rt-1' }, { type: 'refreshStarted' }).loggingIn).toBe(true);
    expect(reduce({ ...EMPTY_SESSION, refreshToken: 'rt-1' }, { type: 'refreshStarted' }, { type: 'refreshFailed' }).loggingIn).toBe(false);
  });

  it('stores a refresh and keeps the token source', () => {
    const next = accessToken({ sub: 'device-1', typ: 'interactive_device', issuedAt: NOW + 5000 });
    const device = reduce(EMPTY_SESSION, { type: 'deviceTokenReceived', token: deviceToken, refreshToken: 'drt-1' });
    const refreshed = reduce(device, { type: 'refreshStarted' }, { type: 'refreshed', result: { token: next, refreshToken: 'drt-2' } });
    expect(refreshed).toMatchObject({ token: next, refreshToken: 'drt-2', tokenSource: 'tyson', loggingIn: false, expiresAt: NOW + 5000 + 60 * 60 * 1000 });
    expect(reduce(loggedIn, { type: 'refreshed', result: { token: userToken, refreshToken: 'rt-2', supportChatHash: 'hash-2' } })).toMatchObject({ refreshToken: 'rt-2', supportChatHash: 'hash-2', tokenSource: 'login' });
  });

  it('adopts a paired-device token only when no user token exists', () => {
    const device = reduce(EMPTY_SESSION, { type: 'deviceTokenReceived', token: deviceToken });
    expect(device).toMatchObject({ token: deviceToken, tokenSource: 'tyson', userId: undefined });
    expect(reduce(loggedIn, { type: 'deviceTokenReceived', token: deviceToken })).toBe(loggedIn);
    // A newer device token replaces the device's own.
    const newer = accessToken({ sub: 'device-1', typ: 'interactive_device', issuedAt: NOW + 1000 });
    expect(reduce(device, { type: 'deviceTokenReceived', token: newer }).token).toBe(newer);
  });

  it('keeps the zone id while paired and clears it when unpaired', () => {
    const paired = reduce(loggedIn, { type: 'devicePaired', zoneId: 'zone-1' });
    expect(paired).toMatchObject({ zoneId: 'zone-1', tysonPaired: true, token: userToken });
    const unpaired = reduce(paired, { type: 'deviceUnpaired' });
    expect(unpaired.zoneId).toBeUndefined();
    expect(unpaired.tysonPaired).toBe(false);
  });

  it('marks the session expired by moving its expiry to now, never later', () => {
    expect(reduce(loggedIn, { type: 'markedExpired', now: NOW + 60_000 }).expiresAt).toBe(NOW + 60_000);
    expect(reduce(loggedIn, { type: 'markedExpired', now: NOW + 2 * 60 * 60 * 1000 }).expiresAt).toBe(loggedIn.expiresAt);
    expect(reduce(EMPTY_SESSION, { type: 'markedExpired', now: NOW })).toBe(EMPTY_SESSION);
  });

  it('takes a restored session as it is', () => {
    const other = { ...loggedIn, refreshToken: 'rt-9' };
    expect(reduce(loggedIn, { type: 'restored', session: other })).toBe(other);
  });
});

describe('logged in', () => {
  const device = reduce(EMPTY_SESSION, { type: 'deviceTokenReceived', token: deviceToken });

  it('means a token whose source is not the paired device', () => {
    expect(isLoggedIn(loggedIn)).toBe(true);
    expect(isLoggedIn(device)).toBe(false);
    expect(isLoggedIn(EMPTY_SESSION)).toBe(false);
  });

  it('lets a paired player session through route guards', () => {
    expect(passesLoginGuard(device)).toBe(true);
    expect(passesLoginGuard(loggedIn)).toBe(true);
    expect(passesLoginGuard(EMPTY_SESSION)).toBe(false);
  });

  it('has a valid token until its expiry', () => {
    expect(hasValidToken(loggedIn, NOW)).toBe(true);
    expect(hasValidToken(loggedIn, loggedIn.expiresAt!)).toBe(false);
    expect(hasValidToken(EMPTY_SESSION, NOW)).toBe(false);
  });
});

describe('stored session', () => {
  it('reads the current shape back, without loggingIn, re-reading expiry and user from the token', () => {
    const stored = JSON.parse(JSON.stringify({ ...loggedIn, loggingIn: true, userId: 'someone-else', expiresAt: 1 }));
    const session = parseStoredSession(stored);
    expect(session).toMatchObject({ token: userToken, userId: 'user-1', expiresAt: loggedIn.expiresAt, loggingIn: false, refreshToken: 'rt-1' });
    expect(sameStoredSession(session!, loggedIn)).toBe(true);
  });

  it('reads the legacy shape (token, user)', () => {
    expect(parseStoredSession({ token: userToken, refresh_token: 'rt-1', user: { id: 'user-1', name: 'Maja' } })).toMatchObject({ token: userToken, refreshToken: 'rt-1', userId: 'user-1', tokenSource: 'login' });
  });

  it('drops what is not a session', () => {
    expect(parseStoredSession({ token: 5 })).toBeUndefined();
    expect(parseStoredSession({ tokenSource: 'somewhere' })).toBeUndefined();
    expect(parseStoredSession('text')).toBeUndefined();
  });

  it('keeps a session without token (a paired zone) without user or expiry', () => {
    expect(parseStoredSession({ zoneId: 'zone-1', tysonPaired: true, userId: 'u', expiresAt: 5 })).toEqual({ tokenSource: 'login', loggingIn: false, zoneId: 'zone-1', tysonPaired: true, expiresAt: undefined, userId: undefined });
  });

  it('compares every stored field but loggingIn', () => {
    expect(sameStoredSession(loggedIn, { ...loggedIn, loggingIn: true })).toBe(true);
    expect(sameStoredSession(loggedIn, { ...loggedIn, refreshToken: 'rt-2' })).toBe(false);
    expect(sameStoredSession(loggedIn, { ...loggedIn, token: fakeJwt({}) })).toBe(false);
  });
});
