// The session store: one per app. It keeps the session (sessionStore → storage → other tabs), runs the
// sign-in calls, schedules refreshes, implements SessionPort for the network layers, and tells the rest
// of the app when who is signed in changes (core.md 4 'Session', navigation.md 4).
import type { AppError } from '../errors/AppError';
import type { SessionPort } from './sessionPort';
import { createRefreshScheduler } from './refreshSchedule';
import type { RefreshLock, RefreshLogin, SessionContainer } from './refreshSchedule';
import { EMPTY_SESSION, isLoggedIn, loginResultFromLegacy, parseStoredSession, reduceSession, sameStoredSession } from './session';
import type { LegacySession, LoginResult, Session, SessionAction } from './session';
import { SESSION_ERROR_MESSAGES, asAppError, expectedUnauthenticated, isUnauthenticated, missingDataError } from './sessionErrors';
import { STORAGE_KEYS, browserStorage, readJson, watchStorageKey, writeJson } from './storage';
import type { KeyValueStorage } from './storage';

/** What the rest of the app does when who is signed in changes; main.tsx wires these to Relay and the UI. */
export interface SessionEffects {
  /** Drop loaded data (the Relay store and the persisted query cache). */
  clearDataCache(): void;
  /** Reconnect the live-update connection, so it carries the current token (or none). */
  restartLiveConnection(): void;
  /** Forget the notifications of the user who left. */
  resetNotifications(): void;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The server calls of signing in and out (core.md 7 'Auth'). */
export interface SessionAuthCalls {
  /** The LoginUser mutation. */
  loginUser(credentials: Credentials): Promise<LoginResult | null | undefined>;
  /** The RefreshLogin mutation; also exchanges SSO and SAML tokens of type 'refresh'. */
  refreshLogin: RefreshLogin;
  /** The LogoutUser mutation: revokes the refresh token. */
  logoutUser(refreshToken: string): Promise<unknown>;
  /** REST POST {auth}/login with {token}: an auth-token for a session of its own. */
  exchangeAuthToken(token: string): Promise<LegacySession | null | undefined>;
}

export interface SessionStoreOptions {
  auth: SessionAuthCalls;
  effects: SessionEffects;
  /** Errors the session meets on its own; expected ones are warnings (AppError.expected). */
  report(error: AppError): void;
  storage?: KeyValueStorage;
  withRefreshLock?: RefreshLock;
  now?: () => number;
}

type SessionEvent = 'login' | 'authError' | 'authFailed';

export interface SessionStore extends SessionPort, SessionContainer {
  /** E-mail and password. UNAUTHENTICATED is rethrown as an expected AppError for the form ('Wrong email or password'). */
  login(credentials: Credentials): Promise<void>;
  /** An SSO or SAML token of type 'refresh' (navigation.md 2.9), exchanged through RefreshLogin. */
  loginWithRefreshToken(token: string): Promise<void>;
  /** An auth-token of typ 'user', exchanged through the REST login. */
  loginWithAuthToken(token: string): Promise<void>;
  /** Clears the session and revokes its refresh token on the server. */
  logout(): void;
  /** The auth-error flow: reset, and let its listeners save the path and prompt for a login. */
  authError(): void;
  /** Loading the session user failed: 401 resets the session (auth error), any other 4xx marks it expired (core.md 8). */
  sessionUserFailed(status: number): void;
  /** Someone signed in (password, auth-token, SSO or SAML). */
  onLogin(listener: () => void): () => void;
  /** The session ended for an auth error (refresh refused, token expired, session user 401). */
  onAuthError(listener: () => void): () => void;
  /** A 401 or UNAUTHENTICATED reached the app root while logged in (SessionPort.authFailed). */
  onAuthFailed(listener: () => void): () => void;
  dispose(): void;
}

/** Who the token speaks for; a change means other data and another live connection. */
function identity(session: Session): string | undefined {
  return session.token === undefined ? undefined : `${session.tokenSource}:${session.userId ?? ''}`;
}

/** What is written to storage: nothing for an empty session, and never the transient loggingIn. */
function persistable(session: Session): Omit<Session, 'loggingIn'> | undefined {
  const { loggingIn: _loggingIn, ...kept } = session;
  const empty = !kept.token && !kept.refreshToken && !kept.zoneId && !kept.tysonPaired;
  return empty ? undefined : kept;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { auth, effects, report } = options;
  const storage = options.storage ?? browserStorage('local');
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const eventListeners: Record<SessionEvent, Set<() => void>> = { login: new Set(), authError: new Set(), authFailed: new Set() };

  function readStored(): Session {
    const stored = readJson(storage, STORAGE_KEYS.session);
    const session = parseStoredSession(stored);
    if (stored !== undefined && !session) writeJson(storage, STORAGE_KEYS.session, undefined);
    return session ?? EMPTY_SESSION;
  }

  let state = readStored();

  function emit(event: SessionEvent) {
    for (const listener of [...eventListeners[event]]) listener();
  }

  function on(event: SessionEvent, listener: () => void) {
    eventListeners[event].add(listener);
    return () => void eventListeners[event].delete(listener);
  }

  function runEffects(previous: Session, next: Session) {
    const before = identity(previous);
    const after = identity(next);
    if (before === after) return;
    effects.clearDataCache();
    effects.restartLiveConnection();
    if (before !== undefined && after === undefined) effects.resetNotifications();
  }

  function commit(next: Session, persist: boolean) {
    const previous = state;
    if (next === previous) return;
    state = next;
    if (persist) writeJson(storage, STORAGE_KEYS.session, persistable(next));
    runEffects(previous, next);
    for (const listener of [...listeners]) listener();
  }

  function dispatch(action: SessionAction) {
    commit(reduceSession(state, action), true);
  }

  function reload() {
    const stored = readStored();
    if (!sameStoredSession(stored, state)) commit(reduceSession(state, { type: 'restored', session: stored }), false);
  }

  async function signIn(operation: string, emptyMessage: typeof SESSION_ERROR_MESSAGES.loginWithoutData | typeof SESSION_ERROR_MESSAGES.refreshWithoutData, call: () => Promise<LoginResult | null | undefined>) {
    dispatch({ type: 'loginStarted' });
    let result: LoginResult | null | undefined;
    try {
      result = await call();
    } catch (error) {
      dispatch({ type: 'loginFailed' });
      throw isUnauthenticated(error) ? expectedUnauthenticated(error, operation) : error;
    }
    if (!result) {
      dispatch({ type: 'loginFailed' });
      const error = missingDataError(emptyMessage, operation);
      report(error);
      throw error;
    }
    dispatch({ type: 'loginSucceeded', result });
    emit('login');
  }

  function authError() {
    dispatch({ type: 'reset' });
    emit('authError');
  }

  const scheduler = createRefreshScheduler({
    session: { getSnapshot: () => state, subscribe, dispatch, reload },
    refreshLogin: auth.refreshLogin,
    report,
    onSessionLost: () => emit('authError'),
    withRefreshLock: options.withRefreshLock,
    now,
  });
  const unwatch = watchStorageKey(storage, STORAGE_KEYS.session, reload);

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return {
    getSnapshot: () => state,
    subscribe,
    dispatch,
    reload,
    token: () => state.token,
    isLoggedIn: () => isLoggedIn(state),
    refresh: () => scheduler.refresh(),
    adoptIssuedToken: (token) => dispatch({ type: 'tokenIssued', token }),
    authFailed() {
      if (!isLoggedIn(state)) return;
      dispatch({ type: 'reset' });
      emit('authFailed');
    },
    login: (credentials) => signIn('LoginUserMutation', SESSION_ERROR_MESSAGES.loginWithoutData, () => auth.loginUser(credentials)),
    loginWithRefreshToken: (token) => signIn('RefreshLoginMutation', SESSION_ERROR_MESSAGES.refreshWithoutData, () => auth.refreshLogin(token)),
    loginWithAuthToken: (token) =>
      signIn('POST /auth/login', SESSION_ERROR_MESSAGES.loginWithoutData, async () => {
        const legacy = await auth.exchangeAuthToken(token);
        return legacy ? loginResultFromLegacy(legacy) : legacy;
      }),
    logout() {
      const { refreshToken } = state;
      dispatch({ type: 'logout' });
      if (refreshToken) auth.logoutUser(refreshToken).catch((error: unknown) => report(asAppError(error, 'LogoutUserMutation')));
    },
    authError,
    sessionUserFailed(status) {
      if (status === 401) authError();
      else if (status >= 400 && status < 500) dispatch({ type: 'markedExpired', now: now() });
    },
    onLogin: (listener) => on('login', listener),
    onAuthError: (listener) => on('authError', listener),
    onAuthFailed: (listener) => on('authFailed', listener),
    dispose() {
      scheduler.dispose();
      unwatch();
    },
  };
}
