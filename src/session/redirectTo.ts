// Where to go after login (navigation.md 2.9, 4 'Auth error', 9): the path a login-required guard or the
// auth-error flow saved, kept per tab in sessionStorage.
import { STORAGE_KEYS, browserStorage } from './storage';
import type { KeyValueStorage } from './storage';

export const DEFAULT_PATH_AFTER_LOGIN = '/home';
/** Logout clears redirect-to this long after it: the guards of the page being left save it once more. */
export const REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS = 1000;

// Login and signup would send a freshly signed-in user back to a login form.
const LOGIN_OR_SIGNUP = /^\/(?:login|signup)(?:[/?#]|$)/;

/** A path inside the app: '/x', never '//host' or '/\host', which browsers read as another origin. */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The stored (or requested) path unless it is missing, not the app's, or a login or signup page; else /home. */
export function pathAfterLogin(candidate: string | null | undefined): string {
  if (!candidate || !isAppPath(candidate) || LOGIN_OR_SIGNUP.test(candidate)) return DEFAULT_PATH_AFTER_LOGIN;
  return candidate;
}

export function redirectToStorage(): KeyValueStorage {
  return browserStorage('session');
}

/** Saves the path (with its search and hash) to come back to after login. */
export function saveRedirectTo(path: string, storage: KeyValueStorage = redirectToStorage()): void {
  try {
    storage.setItem(STORAGE_KEYS.redirectTo, path);
  } catch {
    // A refused storage only costs the way back: the user lands on /home.
  }
}

export function readRedirectTo(storage: KeyValueStorage = redirectToStorage()): string | undefined {
  return storage.getItem(STORAGE_KEYS.redirectTo) ?? undefined;
}

export function clearRedirectTo(storage: KeyValueStorage = redirectToStorage()): void {
  storage.removeItem(STORAGE_KEYS.redirectTo);
}

/**
 * The path to go to now that login succeeded: the login page's redirectTo search parameter when given,
 * else the saved path, which is used up either way.
 */
export function takePathAfterLogin(requested?: string | null, storage: KeyValueStorage = redirectToStorage()): string {
  const path = pathAfterLogin(requested || readRedirectTo(storage));
  clearRedirectTo(storage);
  return path;
}

/** After logout: clears redirect-to 1 s later. Returns a cancel function. */
export function clearRedirectToAfterLogout(storage: KeyValueStorage = redirectToStorage()): () => void {
  const timer = setTimeout(() => clearRedirectTo(storage), REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS);
  return () => clearTimeout(timer);
}
