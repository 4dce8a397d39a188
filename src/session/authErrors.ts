// The auth-error flow (navigation.md 4 'Auth error', core.md 8 'Auth'): when the session ends for an auth
// error the current path is kept for after login and a persistent login prompt stays until a valid token
// appears; a 401 or UNAUTHENTICATED at the app root while logged in resets auth and goes to /login.
import type { KeyValueStorage } from './storage';
import type { Navigate, ToastsPort, Translate } from './ports';
import { saveRedirectTo } from './redirectTo';
import { hasValidToken } from './session';
import { isUnauthenticated } from './sessionErrors';
import type { SessionPort } from './sessionPort';
import type { SessionStore } from './sessionStore';

export const LOGIN_PATH = '/login';
export const LOGIN_PROMPT_TOAST_ID = 'session.loginPrompt';

export interface AuthErrorFlowOptions {
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe' | 'onAuthError' | 'onAuthFailed'>;
  toasts: ToastsPort;
  navigate: Navigate;
  /** The current location as a path with its search and hash. */
  currentPath(): string;
  translate: Translate;
  redirectStorage?: KeyValueStorage;
  now?: () => number;
}

/** Listens to the session's auth errors and failures; returns the function that stops it. */
export function installAuthErrorFlow(options: AuthErrorFlowOptions): () => void {
  const { session, toasts, navigate, currentPath, translate, redirectStorage } = options;
  const now = options.now ?? Date.now;
  let stopWatching: (() => void) | undefined;

  function dismissOnValidToken() {
    if (!hasValidToken(session.getSnapshot(), now())) return;
    toasts.dismiss(LOGIN_PROMPT_TOAST_ID);
    stopWatching?.();
    stopWatching = undefined;
  }

  function promptLogin() {
    saveRedirectTo(currentPath(), redirectStorage);
    toasts.show({
      id: LOGIN_PROMPT_TOAST_ID,
      type: 'error',
      message: translate('session.loginPrompt'),
      persistent: true,
      action: { label: translate('session.logIn'), to: LOGIN_PATH },
    });
    stopWatching ??= session.subscribe(dismissOnValidToken);
  }

  const offAuthError = session.onAuthError(promptLogin);
  // The way back is kept here too: the user meant to be on that page, not on /home.
  const offAuthFailed = session.onAuthFailed(() => {
    saveRedirectTo(currentPath(), redirectStorage);
    navigate(LOGIN_PATH, { replace: true });
  });
  return () => {
    offAuthError();
    offAuthFailed();
    stopWatching?.();
  };
}

/**
 * For the root error boundary: a 401 or UNAUTHENTICATED while logged in ends the session and goes to
 * /login (through SessionPort.authFailed). True when the error was handled so.
 */
export function handleRootError(error: unknown, session: Pick<SessionPort, 'isLoggedIn' | 'authFailed'>): boolean {
  if (!isUnauthenticated(error) || !session.isLoggedIn()) return false;
  session.authFailed();
  return true;
}
