// Inside the desktop shell (navigation.md 2.2, 2.13; billing.md 2): login has its own page, and some
// pages open in the system browser while the shell shows /electron/browser-opened.
import { matchPath } from 'react-router';
import { DESKTOP_LOGIN_PATH } from './paths';

export type DesktopShellOutcome = { kind: 'redirect'; to: string } | { kind: 'systemBrowser' };

/** Pages the shell leaves to the system browser: exact, or with everything under them. */
const SYSTEM_BROWSER_PAGES: readonly { path: string; end: boolean }[] = [
  { path: '/forgot-password', end: true },
  { path: '/accounts/:accountId/zones', end: true },
  { path: '/accounts/:accountId/checkout', end: false },
  { path: '/accounts/:accountId/change-plan', end: false },
  { path: '/accounts/:accountId/upgrade-plan', end: false },
];

/** What the desktop shell does instead of showing the path; null when it shows it. */
export function desktopShellOutcome(pathname: string): DesktopShellOutcome | null {
  if (matchPath('/login', pathname)) return { kind: 'redirect', to: DESKTOP_LOGIN_PATH };
  if (SYSTEM_BROWSER_PAGES.some((page) => matchPath(page, pathname))) return { kind: 'systemBrowser' };
  return null;
}
