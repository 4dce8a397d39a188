// Keeping the token fresh (core.md 4 'Session', 8 'Auth', 9): when to refresh, one refresh at a time
// (also across the tabs that share the persisted session), and what a failed refresh does to the session.
import type { AppError } from '../errors/AppError';
import { accessTokenFacts } from './jwt';
import type { RefreshResult, Session, SessionAction } from './session';
import { SESSION_ERROR_MESSAGES, asAppError, expectedUnauthenticated, expiredError, isUnauthenticated, missingDataError } from './sessionErrors';

/** A token is refreshed this long before it expires (core.md 9 'token validity margin'). */
export const TOKEN_VALIDITY_MARGIN_MS = 10_000;
/** Refresh at least this often. */
export const MAX_REFRESH_INTERVAL_MS = 12 * 60 * 60 * 1000;
/** The lifetime assumed for a token without an issue time. */
export const ASSUMED_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * After a refresh fails for a reason other than UNAUTHENTICATED (offline, server down) the next try
 * waits this long, so that a token past its margin does not retry in a tight loop. The spec leaves it open.
 */
export const REFRESH_RETRY_DELAY_MS = 30_000;
/** Browsers fire longer timeouts at once (a 32-bit signed delay), so longer waits are taken in steps. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface RefreshTiming {
  now: number;
  expiresAt: number;
  /** ms; undefined when the token has no iat. */
  issuedAt: number | undefined;
  hasRefreshToken: boolean;
}

/**
 * ms until the refresh: min(max(0, time to expiry − 10 s), half the token lifetime (24 h if the issue
 * time is unknown), 12 h); without a refresh token, at expiry.
 */
export function refreshDelay({ now, expiresAt, issuedAt, hasRefreshToken }: RefreshTiming): number {
  const untilExpiry = expiresAt - now;
  if (!hasRefreshToken) return Math.max(0, untilExpiry);
  const lifetime = issuedAt === undefined ? ASSUMED_TOKEN_LIFETIME_MS : expiresAt - issuedAt;
  return Math.max(0, Math.min(untilExpiry - TOKEN_VALIDITY_MARGIN_MS, lifetime / 2, MAX_REFRESH_INTERVAL_MS));
}

/** The RefreshLogin mutation: a new token pair, or nothing when the server sent no data. */
export type RefreshLogin = (refreshToken: string) => Promise<RefreshResult | null | undefined>;

/** Runs a task while no other tab runs one under the same lock. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'cadence.session.refresh';

/**
 * The server rotates refresh tokens and treats a rotated one used again as stolen (it revokes the whole
 * family), so two tabs must never refresh with the same token: the Web Locks API serialises them. Where
 * it is missing (old browsers, jsdom) a tab refreshes on its own.
 */
export const browserRefreshLock: RefreshLock = async (task) => (typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request(REFRESH_LOCK_NAME, task) : task());

/** What the scheduler needs of the session store. */
export interface SessionContainer {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  dispatch(action: SessionAction): void;
  /** Adopts what another tab persisted meanwhile. */
  reload(): void;
}

export interface RefreshSchedulerOptions {
  session: SessionContainer;
  refreshLogin: RefreshLogin;
  report(error: AppError): void;
  /** The session was reset because it cannot go on (UNAUTHENTICATED on refresh, or expiry without a refresh token). */
  onSessionLost(error: AppError): void;
  withRefreshLock?: RefreshLock;
  now?: () => number;
}

export interface RefreshScheduler {
  /** Refreshes now, sharing a refresh already in flight; the new token, or undefined when there is none. */
  refresh(): Promise<string | undefined>;
  dispose(): void;
}

export function createRefreshScheduler(options: RefreshSchedulerOptions): RefreshScheduler {
  const { session, refreshLogin, report, onSessionLost } = options;
  const now = options.now ?? Date.now;
  const withRefreshLock = options.withRefreshLock ?? browserRefreshLock;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt: number | undefined;
  let retryNotBefore = 0;
  let inFlight: Promise<string | undefined> | undefined;

  function dueTime(current: Session): number | undefined {
    if (!current.token) return current.refreshToken ? now() : undefined;
    if (current.expiresAt === undefined) return undefined;
    const timing = { now: now(), expiresAt: current.expiresAt, issuedAt: accessTokenFacts(current.token).issuedAt, hasRefreshToken: current.refreshToken !== undefined };
    return timing.now + refreshDelay(timing);
  }

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    dueAt = undefined;
  }

  function arm(due: number) {
    if (timer !== undefined && due === dueAt) return;
    clearTimer();
    dueAt = due;
    timer = setTimeout(fire, Math.min(Math.max(0, due - now()), MAX_TIMER_DELAY_MS));
  }

  function plan() {
    const due = inFlight ? undefined : dueTime(session.getSnapshot());
    if (due === undefined) clearTimer();
    else arm(Math.max(due, retryNotBefore));
  }

  function fire() {
    const due = dueAt;
    timer = undefined;
    if (due !== undefined && now() < due) return arm(due);
    dueAt = undefined;
    const current = session.getSnapshot();
    if (current.refreshToken) void refresh();
    else if (current.token) loseSession(expiredError(SESSION_ERROR_MESSAGES.tokenExpired));
  }

  function loseSession(error: AppError) {
    report(error);
    session.dispatch({ type: 'reset' });
    onSessionLost(error);
  }

  function failed(error: AppError): undefined {
    report(error);
    retryNotBefore = now() + REFRESH_RETRY_DELAY_MS;
    session.dispatch({ type: 'refreshFailed' });
    return undefined;
  }

  async function exchange(refreshToken: string): Promise<string | undefined> {
    let result: RefreshResult | null | undefined;
    try {
      result = await refreshLogin(refreshToken);
    } catch (error) {
      if (session.getSnapshot().refreshToken !== refreshToken) return session.getSnapshot().token;
      if (!isUnauthenticated(error)) return failed(asAppError(error, 'RefreshLoginMutation'));
      loseSession(expectedUnauthenticated(error, 'RefreshLoginMutation'));
      return undefined;
    }
    // Logged out or reset meanwhile: the answer must not bring the session back.
    if (session.getSnapshot().refreshToken !== refreshToken) return session.getSnapshot().token;
    if (!result) return failed(missingDataError(SESSION_ERROR_MESSAGES.refreshWithoutData, 'RefreshLoginMutation'));
    retryNotBefore = 0;
    session.dispatch({ type: 'refreshed', result });
    return result.token;
  }

  async function run(): Promise<string | undefined> {
    const started = session.getSnapshot().refreshToken;
    if (!started) {
      report(expiredError(SESSION_ERROR_MESSAGES.missingRefreshToken));
      return undefined;
    }
    session.dispatch({ type: 'refreshStarted' });
    return withRefreshLock(async () => {
      session.reload();
      const current = session.getSnapshot();
      // Another tab refreshed (or the session ended) while this one waited for the lock.
      return current.refreshToken === started ? exchange(started) : current.token;
    });
  }

  function refresh(): Promise<string | undefined> {
    if (!inFlight) {
      clearTimer();
      // run() starts on the next microtask, so that the state changes it makes find the refresh in flight.
      inFlight = Promise.resolve()
        .then(run)
        // Only the lock itself can still fail here (the Web Locks API refusing); callers get no token, never a rejection.
        .catch((error: unknown) => failed(asAppError(error, 'session refresh')))
        .finally(() => {
          inFlight = undefined;
          plan();
        });
    }
    return inFlight;
  }

  const unsubscribe = session.subscribe(plan);
  plan();

  return {
    refresh,
    dispose() {
      unsubscribe();
      clearTimer();
    },
  };
}
