import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { LOGIN_PROMPT_TOAST_ID, handleRootError, installAuthErrorFlow } from './authErrors';
import { readRedirectTo } from './redirectTo';
import { EMPTY_SESSION, reduceSession } from './session';
import { createSessionStore } from './sessionStore';
import { memoryStorage } from './storage';
import { accessToken } from './testTokens';

const NOW = Date.UTC(2026, 0, 15, 12);

function setup() {
  const session = createSessionStore({
    auth: {
      loginUser: async () => ({ token: accessToken({ issuedAt: Date.now() }), refreshToken: 'rt-1' }),
      refreshLogin: async () => null,
      logoutUser: async () => null,
      exchangeAuthToken: async () => null,
    },
    effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
    report: vi.fn(),
    storage: memoryStorage(),
    withRefreshLock: (task) => task(),
  });
  const toasts = { show: vi.fn(), dismiss: vi.fn() };
  const navigate = vi.fn();
  const redirectStorage = memoryStorage();
  let path = '/accounts/abc/zones?status=ERROR';
  const stop = installAuthErrorFlow({ session, toasts, navigate, currentPath: () => path, translate: (key) => `t:${key}`, redirectStorage });
  return { session, toasts, navigate, redirectStorage, stop, goTo: (next: string) => void (path = next) };
}

describe('auth-error flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resets the session, saves the current path and shows a persistent login prompt', async () => {
    const { session, toasts, redirectStorage, navigate } = setup();
    await session.login({ email: 'a@b.test', password: 'x' });
    session.authError();
    expect(session.getSnapshot()).toEqual(EMPTY_SESSION);
    expect(readRedirectTo(redirectStorage)).toBe('/accounts/abc/zones?status=ERROR');
    expect(toasts.show).toHaveBeenCalledWith({ id: LOGIN_PROMPT_TOAST_ID, type: 'error', message: 't:session.loginPrompt', persistent: true, action: { label: 't:session.logIn', to: '/login' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the prompt until a valid token appears', async () => {
    const { session, toasts } = setup();
    session.authError();
    // An expired token is not a valid one.
    session.dispatch({ type: 'restored', session: reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: { token: accessToken({ issuedAt: NOW - 2 * 60 * 60 * 1000 }) } }) });
    expect(toasts.dismiss).not.toHaveBeenCalled();
    await session.login({ email: 'a@b.test', password: 'x' });
    expect(toasts.dismiss).toHaveBeenCalledWith(LOGIN_PROMPT_TOAST_ID);
    // Watching stops once dismissed.
    session.logout();
    await session.login({ email: 'a@b.test', password: 'x' });
    expect(toasts.dismiss).toHaveBeenCalledTimes(1);
  });

  it('a 401 at the app root while logged in resets auth and goes to /login, keeping the path', async () => {
    const { session, navigate, redirectStorage, goTo } = setup();
    await session.login({ email: 'a@b.test', password: 'x' });
    goTo('/user/edit');
    expect(handleRootError(new AppError('Not signed in', { kind: 'unauthorized', status: 401 }), session)).toBe(true);
    expect(session.getSnapshot()).toEqual(EMPTY_SESSION);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(readRedirectTo(redirectStorage)).toBe('/user/edit');
  });

  it('an UNAUTHENTICATED code counts as well', async () => {
    const { session, navigate } = setup();
    await session.login({ email: 'a@b.test', password: 'x' });
    expect(handleRootError({ code: 'UNAUTHENTICATED' }, session)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('leaves other errors, and 401 while logged out, to the error screen', async () => {
    const { session, navigate } = setup();
    expect(handleRootError(new AppError('Not signed in', { kind: 'unauthorized', status: 401 }), session)).toBe(false);
    await session.login({ email: 'a@b.test', password: 'x' });
    expect(handleRootError(new AppError('Not allowed', { kind: 'forbidden', status: 403, code: 'FORBIDDEN' }), session)).toBe(false);
    expect(session.isLoggedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when uninstalled', async () => {
    const { session, toasts, stop } = setup();
    stop();
    session.authError();
    expect(toasts.show).not.toHaveBeenCalled();
  });
});
