// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { EMPTY_SESSION } from './session';
import type { LoginResult } from './session';
import { createSessionStore } from './sessionStore';
import type { SessionAuthCalls, SessionStoreOptions } from './sessionStore';
import { STORAGE_KEYS, memoryStorage } from './storage';
import type { KeyValueStorage } from './storage';
import { accessToken } from './testTokens';

const NOW = Date.UTC(2026, 0, 15, 12);
const HOUR = 60 * 60 * 1000;

function loginAnswer(sub = 'user-1', refreshToken = 'rt-1'): LoginResult {
  return { token: accessToken({ sub, issuedAt: Date.now() }), refreshToken, supportChatHash: `hash-${sub}` };
}

function setup(overrides: Partial<SessionStoreOptions> = {}, storage: KeyValueStorage = memoryStorage()) {
  const auth: SessionAuthCalls = {
    loginUser: vi.fn(async () => loginAnswer()),
    refreshLogin: vi.fn(async () => ({ ...loginAnswer(), refreshToken: 'rt-2' })),
    logoutUser: vi.fn(async () => ({ logoutUser: { revoked: true } })),
    exchangeAuthToken: vi.fn(async (token: string) => ({ token: accessToken({ sub: 'user-2' }), refresh_token: 'rt-auth', user: { id: 'user-2', token } })),
  };
  const effects = { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() };
  const report = vi.fn();
  const store = createSessionStore({ auth, effects, report, storage, withRefreshLock: (task) => task(), ...overrides });
  const clearEffects = () => Object.values(effects).forEach((effect) => effect.mockClear());
  return { store, auth, effects, report, storage, clearEffects };
}

const stored = (storage: KeyValueStorage) => JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? 'null');

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  describe('login', () => {
    it('sets loggingIn while signing in, then stores the session and tells listeners', async () => {
      let answer!: (result: LoginResult) => void;
      const { store, auth } = setup();
      vi.mocked(auth.loginUser).mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const onLogin = vi.fn();
      store.onLogin(onLogin);
      const login = store.login({ email: 'owner@cadence.test', password: 'cadence-demo' });
      expect(store.getSnapshot().loggingIn).toBe(true);
      answer(loginAnswer());
      await login;
      expect(auth.loginUser).toHaveBeenCalledWith({ email: 'owner@cadence.test', password: 'cadence-demo' });
      expect(store.getSnapshot()).toMatchObject({ loggingIn: false, userId: 'user-1', refreshToken: 'rt-1', supportChatHash: 'hash-user-1', tokenSource: 'login' });
      expect(store.isLoggedIn()).toBe(true);
      expect(onLogin).toHaveBeenCalledTimes(1);
    });

    it('rethrows UNAUTHENTICATED as an expected error (the form shows the wrong-password text) and resets', async () => {
      const { store, auth, report } = setup();
      vi.mocked(auth.loginUser).mockRejectedValue(new AppError('Wrong email or password', { kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED' }));
      const failure = await store.login({ email: 'a@b.test', password: 'wrong' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ message: 'Wrong email or password', code: 'UNAUTHENTICATED', expected: true });
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
      expect(report).not.toHaveBeenCalled();
    });

    it('rethrows other failures as they are', async () => {
      const { store, auth } = setup();
      const limited = new AppError('Too many requests', { kind: 'rateLimited', status: 429 });
      vi.mocked(auth.loginUser).mockRejectedValue(limited);
      await expect(store.login({ email: 'a@b.test', password: 'x' })).rejects.toBe(limited);
      expect(store.getSnapshot().loggingIn).toBe(false);
    });

    it("fails with 'Expected login response to contain data' (MISSING_DATA) on an empty answer", async () => {
      const { store, auth, report } = setup();
      vi.mocked(auth.loginUser).mockResolvedValue(null);
      await expect(store.login({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({ message: 'Expected login response to contain data', code: 'MISSING_DATA' });
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_DATA' }));
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
    });

    it('exchanges an SSO or SAML token through RefreshLogin', async () => {
      const { store, auth } = setup();
      await store.loginWithRefreshToken('sso-token');
      expect(auth.refreshLogin).toHaveBeenCalledWith('sso-token');
      expect(store.getSnapshot()).toMatchObject({ refreshToken: 'rt-2', userId: 'user-1' });
    });

    it("fails an empty SSO exchange with 'Refresh token response contains no data'", async () => {
      const { store, auth } = setup();
      vi.mocked(auth.refreshLogin).mockResolvedValue(null);
      await expect(store.loginWithRefreshToken('sso-token')).rejects.toMatchObject({ message: 'Refresh token response contains no data', code: 'MISSING_DATA' });
    });

    it('exchanges an auth-token through the REST login (legacy session shape)', async () => {
      const { store, auth } = setup();
      await store.loginWithAuthToken('auth-token');
      expect(auth.exchangeAuthToken).toHaveBeenCalledWith('auth-token');
      expect(store.getSnapshot()).toMatchObject({ userId: 'user-2', refreshToken: 'rt-auth' });
    });
  });

  describe('persistence', () => {
    it('persists the session without loggingIn and reads it back', async () => {
      const first = setup();
      await first.store.login({ email: 'a@b.test', password: 'x' });
      expect(stored(first.storage)).toMatchObject({ refreshToken: 'rt-1', userId: 'user-1' });
      expect(stored(first.storage)).not.toHaveProperty('loggingIn');
      first.store.dispose();
      const second = setup({}, first.storage);
      expect(second.store.getSnapshot()).toEqual(first.store.getSnapshot());
    });

    it('removes the stored session on logout', async () => {
      const { store, storage } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      store.logout();
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    });

    it('drops a stored value that is not a session', () => {
      const storage = memoryStorage();
      storage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 42 }));
      const { store } = setup({}, storage);
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
      expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    });

    it('keeps working in memory when storage refuses writes', async () => {
      const storage = memoryStorage();
      storage.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      const { store } = setup({}, storage);
      await store.login({ email: 'a@b.test', password: 'x' });
      expect(store.isLoggedIn()).toBe(true);
    });

    it("follows another tab's login and logout (storage events)", async () => {
      const other = setup({}, localStorage);
      const { store, effects } = setup({}, localStorage);
      await other.store.login({ email: 'a@b.test', password: 'x' });
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, newValue: localStorage.getItem(STORAGE_KEYS.session), storageArea: localStorage }));
      expect(store.getSnapshot()).toMatchObject({ userId: 'user-1', refreshToken: 'rt-1' });
      expect(effects.restartLiveConnection).toHaveBeenCalledTimes(1);
      other.store.logout();
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, newValue: null, storageArea: localStorage }));
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
      expect(effects.resetNotifications).toHaveBeenCalledTimes(1);
      store.dispose();
      other.store.dispose();
    });

    it('ignores storage events of other keys and other storage areas', async () => {
      const other = setup({}, localStorage);
      const { store } = setup({}, localStorage);
      await other.store.login({ email: 'a@b.test', password: 'x' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', storageArea: localStorage }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, storageArea: sessionStorage }));
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
      store.dispose();
      other.store.dispose();
    });
  });

  describe('effects of who is signed in', () => {
    it('on login: the data cache is cleared and the live connection restarts (it connects with the token)', async () => {
      const { store, effects } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      expect(effects.clearDataCache).toHaveBeenCalledTimes(1);
      expect(effects.restartLiveConnection).toHaveBeenCalledTimes(1);
      expect(effects.resetNotifications).not.toHaveBeenCalled();
    });

    it('on logout and on reset: cache cleared, live connection restarted, notifications reset', async () => {
      for (const end of ['logout', 'authError'] as const) {
        const { store, effects, clearEffects } = setup();
        await store.login({ email: 'a@b.test', password: 'x' });
        clearEffects();
        store[end]();
        expect(effects.clearDataCache, end).toHaveBeenCalledTimes(1);
        expect(effects.restartLiveConnection, end).toHaveBeenCalledTimes(1);
        expect(effects.resetNotifications, end).toHaveBeenCalledTimes(1);
      }
    });

    it('on a change of user id: loaded data is invalidated', async () => {
      const { store, auth, effects, clearEffects } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      clearEffects();
      vi.mocked(auth.loginUser).mockResolvedValue(loginAnswer('user-2'));
      await store.login({ email: 'b@b.test', password: 'x' });
      expect(effects.clearDataCache).toHaveBeenCalledTimes(1);
      expect(effects.restartLiveConnection).toHaveBeenCalledTimes(1);
    });

    it('not on a refresh or an issued token for the same user', async () => {
      const { store, effects, clearEffects } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      clearEffects();
      await store.refresh();
      store.adoptIssuedToken(accessToken({ sub: 'user-1', issuedAt: NOW + 1000 }));
      expect(effects.clearDataCache).not.toHaveBeenCalled();
      expect(effects.restartLiveConnection).not.toHaveBeenCalled();
    });
  });

  describe('as the network layers see it (SessionPort)', () => {
    it('gives the token, logged-in state and the refreshed token', async () => {
      const { store, auth } = setup();
      expect(store.token()).toBeUndefined();
      await store.login({ email: 'a@b.test', password: 'x' });
      expect(store.token()).toBe(store.getSnapshot().token);
      const refreshed = await store.refresh();
      expect(auth.refreshLogin).toHaveBeenCalledWith('rt-1');
      expect(refreshed).toBe(store.token());
    });

    it('adopts an x-access-token-issued token', async () => {
      const { store } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      const issued = accessToken({ sub: 'user-1', issuedAt: NOW + 5000 });
      store.adoptIssuedToken(issued);
      expect(store.token()).toBe(issued);
    });

    it('authFailed resets and tells its listeners only while logged in', async () => {
      const { store } = setup();
      const onAuthFailed = vi.fn();
      store.onAuthFailed(onAuthFailed);
      store.authFailed();
      expect(onAuthFailed).not.toHaveBeenCalled();
      await store.login({ email: 'a@b.test', password: 'x' });
      store.authFailed();
      expect(onAuthFailed).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
    });

    it('a paired device session is not logged in', () => {
      const { store } = setup();
      store.dispatch({ type: 'deviceTokenReceived', token: accessToken({ sub: 'device-1', typ: 'interactive_device' }) });
      expect(store.token()).toBeDefined();
      expect(store.isLoggedIn()).toBe(false);
    });
  });

  describe('ending the session', () => {
    it('logout revokes the refresh token on the server', async () => {
      const { store, auth } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      store.logout();
      expect(auth.logoutUser).toHaveBeenCalledWith('rt-1');
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
    });

    it('a failed revocation is reported, the logout stands', async () => {
      const { store, auth, report } = setup();
      vi.mocked(auth.logoutUser).mockRejectedValue(new TypeError('Failed to fetch'));
      await store.login({ email: 'a@b.test', password: 'x' });
      store.logout();
      await vi.advanceTimersByTimeAsync(0);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch', operation: 'LogoutUserMutation' }));
      expect(store.isLoggedIn()).toBe(false);
    });

    it('a refused refresh ends the session as an auth error', async () => {
      const { store, auth } = setup();
      const onAuthError = vi.fn();
      store.onAuthError(onAuthError);
      await store.login({ email: 'a@b.test', password: 'x' });
      vi.mocked(auth.refreshLogin).mockRejectedValue(new AppError('Invalid refresh token', { kind: 'unauthorized', code: 'UNAUTHENTICATED', status: 401 }));
      await vi.advanceTimersByTimeAsync(HOUR / 2);
      expect(store.getSnapshot()).toEqual(EMPTY_SESSION);
      expect(onAuthError).toHaveBeenCalledTimes(1);
    });

    it('loading the session user: 401 resets the session, another 4xx marks it expired so it refreshes', async () => {
      const { store, auth } = setup();
      await store.login({ email: 'a@b.test', password: 'x' });
      store.sessionUserFailed(404);
      expect(store.getSnapshot().expiresAt).toBe(NOW);
      await vi.advanceTimersByTimeAsync(0);
      expect(auth.refreshLogin).toHaveBeenCalledWith('rt-1');
      store.sessionUserFailed(500);
      expect(store.isLoggedIn()).toBe(true);
      const onAuthError = vi.fn();
      store.onAuthError(onAuthError);
      store.sessionUserFailed(401);
      expect(store.isLoggedIn()).toBe(false);
      expect(onAuthError).toHaveBeenCalledTimes(1);
    });
  });
});
