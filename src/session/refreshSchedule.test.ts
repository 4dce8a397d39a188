import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { ASSUMED_TOKEN_LIFETIME_MS, MAX_REFRESH_INTERVAL_MS, REFRESH_RETRY_DELAY_MS, TOKEN_VALIDITY_MARGIN_MS, createRefreshScheduler, refreshDelay } from './refreshSchedule';
import type { RefreshLogin, SessionContainer } from './refreshSchedule';
import { EMPTY_SESSION, reduceSession } from './session';
import type { RefreshResult, Session } from './session';
import { accessToken } from './testTokens';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);

describe('refreshDelay', () => {
  const base = { now: NOW, hasRefreshToken: true };

  it('is the time to expiry minus the 10 s margin when that comes first', () => {
    expect(TOKEN_VALIDITY_MARGIN_MS).toBe(10_000);
    // Issued 50 min ago, lives 1 h: 10 min left, half the lifetime is 30 min.
    expect(refreshDelay({ ...base, issuedAt: NOW - 50 * 60_000, expiresAt: NOW + 10 * 60_000 })).toBe(10 * 60_000 - 10_000);
  });

  it('is never negative', () => {
    expect(refreshDelay({ ...base, issuedAt: NOW - HOUR, expiresAt: NOW + 5_000 })).toBe(0);
    expect(refreshDelay({ ...base, issuedAt: NOW - 2 * HOUR, expiresAt: NOW - HOUR })).toBe(0);
  });

  it('is half the token lifetime when that comes first', () => {
    expect(refreshDelay({ ...base, issuedAt: NOW, expiresAt: NOW + HOUR })).toBe(HOUR / 2);
  });

  it('assumes a 24 h lifetime without an issue time', () => {
    expect(ASSUMED_TOKEN_LIFETIME_MS).toBe(24 * HOUR);
    // 20 h to expiry: half of the assumed 24 h (12 h) is the limit, not 20 h − 10 s.
    expect(refreshDelay({ ...base, issuedAt: undefined, expiresAt: NOW + 20 * HOUR })).toBe(12 * HOUR);
    // With an issue time the 20 h token issued now would wait 10 h.
    expect(refreshDelay({ ...base, issuedAt: NOW, expiresAt: NOW + 20 * HOUR })).toBe(10 * HOUR);
  });

  it('is at most 12 h', () => {
    expect(MAX_REFRESH_INTERVAL_MS).toBe(12 * HOUR);
    expect(refreshDelay({ ...base, issuedAt: NOW, expiresAt: NOW + 30 * 24 * HOUR })).toBe(12 * HOUR);
  });

  it('without a refresh token fires at expiry', () => {
    expect(refreshDelay({ now: NOW, issuedAt: NOW, expiresAt: NOW + HOUR, hasRefreshToken: false })).toBe(HOUR);
    expect(refreshDelay({ now: NOW, issuedAt: NOW - 2 * HOUR, expiresAt: NOW - HOUR, hasRefreshToken: false })).toBe(0);
  });
});

/** A session container with a 'persisted' copy that another tab may change. */
function container(initial: Session) {
  let state = initial;
  let persisted = initial;
  const listeners = new Set<() => void>();
  const session: SessionContainer = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch(action) {
      const next = reduceSession(state, action);
      if (next === state) return;
      state = persisted = next;
      for (const listener of [...listeners]) listener();
    },
    reload() {
      if (persisted !== state) session.dispatch({ type: 'restored', session: persisted });
    },
  };
  return { session, writeFromOtherTab: (next: Session) => void (persisted = next) };
}

/** null: a session without a refresh token. */
function loggedInSession(issuedAt = NOW, refreshToken: string | null = 'rt-1'): Session {
  return reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: { token: accessToken({ issuedAt }), refreshToken } });
}

function refreshAnswer(issuedAt: number, refreshToken = 'rt-2'): RefreshResult {
  return { token: accessToken({ issuedAt }), refreshToken, supportChatHash: 'hash' };
}

describe('refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(initial: Session, refreshLogin: RefreshLogin) {
    const { session, writeFromOtherTab } = container(initial);
    const report = vi.fn();
    const onSessionLost = vi.fn();
    const scheduler = createRefreshScheduler({ session, refreshLogin, report, onSessionLost });
    return { session, scheduler, report, onSessionLost, writeFromOtherTab };
  }

  it('refreshes at half the lifetime of a 1 h token, then again for the new token', async () => {
    let calls = 0;
    const refreshLogin = vi.fn<RefreshLogin>(async () => refreshAnswer(Date.now(), `rt-${(calls += 1) + 1}`));
    const { session, scheduler } = start(loggedInSession(), refreshLogin);
    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(refreshLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshLogin).toHaveBeenCalledWith('rt-1');
    expect(session.getSnapshot().refreshToken).toBe('rt-2');
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(refreshLogin).toHaveBeenLastCalledWith('rt-2');
    scheduler.dispose();
  });

  it('refreshes at once a stored token that expired meanwhile', async () => {
    const refreshLogin = vi.fn<RefreshLogin>(async () => refreshAnswer(Date.now()));
    start(loggedInSession(NOW - 2 * HOUR), refreshLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshLogin).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh in flight between callers', async () => {
    let answer!: (result: RefreshResult) => void;
    const refreshLogin = vi.fn<RefreshLogin>(() => new Promise((resolve) => (answer = resolve)));
    const { scheduler } = start(loggedInSession(), refreshLogin);
    const first = scheduler.refresh();
    const second = scheduler.refresh();
    await vi.advanceTimersByTimeAsync(0);
    const result = refreshAnswer(NOW);
    answer(result);
    expect(await first).toBe(result.token);
    expect(await second).toBe(result.token);
    expect(refreshLogin).toHaveBeenCalledTimes(1);
  });

  it('with no token but a refresh token, refreshes at once with loggingIn set meanwhile', async () => {
    let answer!: (result: RefreshResult) => void;
    const refreshLogin = vi.fn<RefreshLogin>(() => new Promise((resolve) => (answer = resolve)));
    const { session } = start({ ...EMPTY_SESSION, refreshToken: 'rt-1' }, refreshLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().loggingIn).toBe(true);
    answer(refreshAnswer(NOW));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot()).toMatchObject({ loggingIn: false, refreshToken: 'rt-2', userId: 'user-1' });
  });

  it('resets the session on UNAUTHENTICATED and reports it as expected', async () => {
    const refused = new AppError('Invalid refresh token', { kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED' });
    const { session, scheduler, report, onSessionLost } = start(loggedInSession(), async () => Promise.reject(refused));
    expect(await scheduler.refresh()).toBeUndefined();
    expect(session.getSnapshot()).toEqual(EMPTY_SESSION);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNAUTHENTICATED', expected: true }));
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it("reports 'Refresh token response contains no data' (MISSING_DATA), keeps the session and retries after 30 s", async () => {
    const refreshLogin = vi.fn<RefreshLogin>(async () => null);
    const initial = loggedInSession(NOW - 2 * HOUR);
    const { session, report, onSessionLost } = start(initial, refreshLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Refresh token response contains no data', code: 'MISSING_DATA' }));
    expect(session.getSnapshot().token).toBe(initial.token);
    expect(onSessionLost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS - 1);
    expect(refreshLogin).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshLogin).toHaveBeenCalledTimes(2);
  });

  it('keeps the session on a network failure and waits 30 s before trying again', async () => {
    const refreshLogin = vi.fn<RefreshLogin>(async () => Promise.reject(new TypeError('Failed to fetch')));
    const { session, report } = start(loggedInSession(NOW - 2 * HOUR), refreshLogin);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshLogin).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch', expected: false }));
    expect(session.getSnapshot().refreshToken).toBe('rt-1');
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS);
    expect(refreshLogin).toHaveBeenCalledTimes(2);
  });

  it("without a refresh token fires at expiry: 'Token expired' (EXPIRED) and the session is reset", async () => {
    const refreshLogin = vi.fn<RefreshLogin>();
    const { session, report, onSessionLost } = start(loggedInSession(NOW, null), refreshLogin);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(session.getSnapshot().token).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getSnapshot()).toEqual(EMPTY_SESSION);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Token expired', code: 'EXPIRED' }));
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(refreshLogin).not.toHaveBeenCalled();
  });

  it('waits for the expiry of a token that lives longer than a browser timer can wait', async () => {
    const token = accessToken({ issuedAt: NOW, lifetimeMs: 40 * 24 * HOUR });
    const { session } = start(reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: { token } }), vi.fn());
    await vi.advanceTimersByTimeAsync(30 * 24 * HOUR);
    expect(session.getSnapshot().token).toBe(token);
    await vi.advanceTimersByTimeAsync(10 * 24 * HOUR);
    expect(session.getSnapshot().token).toBeUndefined();
  });

  it("reports 'Missing refresh token' (EXPIRED) when asked to refresh without one", async () => {
    const { scheduler, report, session } = start(loggedInSession(NOW, null), vi.fn());
    expect(await scheduler.refresh()).toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Missing refresh token', code: 'EXPIRED', kind: 'sessionExpired' }));
    expect(session.getSnapshot().token).toBeDefined();
  });

  it('drops an answer that arrives after logout', async () => {
    let answer!: (result: RefreshResult) => void;
    const { session, scheduler } = start(loggedInSession(), () => new Promise((resolve) => (answer = resolve)));
    const refreshing = scheduler.refresh();
    await vi.advanceTimersByTimeAsync(0);
    session.dispatch({ type: 'logout' });
    answer(refreshAnswer(NOW));
    expect(await refreshing).toBeUndefined();
    expect(session.getSnapshot()).toEqual(EMPTY_SESSION);
  });

  it('stops when the session ends', async () => {
    const refreshLogin = vi.fn<RefreshLogin>();
    const { session } = start(loggedInSession(), refreshLogin);
    session.dispatch({ type: 'logout' });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(refreshLogin).not.toHaveBeenCalled();
  });

  it('uses what another tab refreshed while this one waited for the lock, without a second refresh', async () => {
    const refreshLogin = vi.fn<RefreshLogin>();
    const { session, writeFromOtherTab } = container(loggedInSession());
    const otherTab = reduceSession(session.getSnapshot(), { type: 'refreshed', result: refreshAnswer(NOW + 1000, 'rt-other') });
    // The other tab holds the lock and writes its refresh before releasing it.
    const withRefreshLock = async <T,>(task: () => Promise<T>) => {
      writeFromOtherTab(otherTab);
      return task();
    };
    const scheduler = createRefreshScheduler({ session, refreshLogin, report: vi.fn(), onSessionLost: vi.fn(), withRefreshLock });
    expect(await scheduler.refresh()).toBe(otherTab.token);
    expect(refreshLogin).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ refreshToken: 'rt-other', loggingIn: false });
  });

  it('answers no token, never a rejection, when the lock fails', async () => {
    const { session } = container(loggedInSession());
    const report = vi.fn();
    const withRefreshLock = async () => Promise.reject(new DOMException('refused', 'AbortError'));
    const scheduler = createRefreshScheduler({ session, refreshLogin: vi.fn(), report, onSessionLost: vi.fn(), withRefreshLock });
    expect(await scheduler.refresh()).toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'refused' }));
    expect(session.getSnapshot().loggingIn).toBe(false);
  });

  it('runs the refresh call inside the lock', async () => {
    const order: string[] = [];
    const { session } = container(loggedInSession());
    const withRefreshLock = async <T,>(task: () => Promise<T>) => {
      order.push('lock');
      const result = await task();
      order.push('unlock');
      return result;
    };
    const refreshLogin: RefreshLogin = async () => {
      order.push('refresh');
      return refreshAnswer(NOW);
    };
    await createRefreshScheduler({ session, refreshLogin, report: vi.fn(), onSessionLost: vi.fn(), withRefreshLock }).refresh();
    expect(order).toEqual(['lock', 'refresh', 'unlock']);
  });
});
