// Logging out (navigation.md 2.9, 9): the session is reset, the user goes to the login page of the web
// app or the desktop shell, and redirect-to is cleared 1 s later.
import type { Navigate } from './ports';
import { clearRedirectToAfterLogout } from './redirectTo';
import type { SessionStore } from './sessionStore';
import type { KeyValueStorage } from './storage';
import { LOGIN_PATH } from './authErrors';

export const DESKTOP_LOGIN_PATH = '/electron/login';

export interface LogOutOptions {
  session: Pick<SessionStore, 'logout'>;
  navigate: Navigate;
  /** Inside the desktop shell the login page is its own. */
  desktopShell: boolean;
  redirectStorage?: KeyValueStorage;
}

export function logOut({ session, navigate, desktopShell, redirectStorage }: LogOutOptions): void {
  session.logout();
  navigate(desktopShell ? DESKTOP_LOGIN_PATH : LOGIN_PATH, { replace: true });
  clearRedirectToAfterLogout(redirectStorage);
}
