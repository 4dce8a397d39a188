// Paths the route table sends users to (navigation.md 2.2, 2.5, 2.13; DECISIONS.md: {desktop-shell} is electron).

export const ROOT_PATH = '/';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const USER_PATH = '/user';
export const DESKTOP_SHELL_SEGMENT = 'electron';
export const DESKTOP_LOGIN_PATH = `/${DESKTOP_SHELL_SEGMENT}/login`;
/** Shown in the desktop shell after a page was opened in the system browser. */
export const DESKTOP_BROWSER_OPENED_PATH = `/${DESKTOP_SHELL_SEGMENT}/browser-opened`;

/** '_' in a path means the current account (core.md 2). */
export const CURRENT_ACCOUNT = '_';

/** /accounts/{accountId}{rest}, the id escaped. */
export const accountPath = (accountId: string, rest = ''): string => `/accounts/${encodeURIComponent(accountId)}${rest}`;

/** The path with its search and hash, as a link or a saved redirect-to holds it. */
export const hrefOf = (url: Pick<URL, 'pathname' | 'search' | 'hash'>): string => `${url.pathname}${url.search}${url.hash}`;
