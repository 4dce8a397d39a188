// The app's addresses that code links to, sends the browser to or comes back to (navigation.md 2.2,
// 2.5, 2.9, 2.13; DECISIONS.md: {desktop-shell} is electron).

export const ROOT_PATH = '/';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const USER_PATH = '/user';
export const DESKTOP_SHELL_SEGMENT = 'electron';
export const DESKTOP_LOGIN_PATH = `/${DESKTOP_SHELL_SEGMENT}/login`;
/** A signed-in user picks the account, location and zone this computer plays. */
export const DESKTOP_SELECT_PATH = `/${DESKTOP_SHELL_SEGMENT}/select`;
export const DESKTOP_PAIRED_ZONE_PATH = `/${DESKTOP_SHELL_SEGMENT}/paired-zone`;
/** Shown in the desktop shell after a page was opened in the system browser. */
export const DESKTOP_BROWSER_OPENED_PATH = `/${DESKTOP_SHELL_SEGMENT}/browser-opened`;

export const SIGNUP_PATH = '/signup';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const LOGOUT_PATH = '/logout';
export const SAML_LOGIN_PATH = '/login/saml';
/** Where a social login comes back to with ?token= or ?error= (the single sign-on continuation). */
export const SSO_RETURN_PATH = '/sso';
/** Where a SAML login comes back to with #token= in the hash. */
export const SAML_RETURN_PATH = '/saml';
export const INVITATION_PATH = '/invitation';

function withSearch(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const loginHref = (params: { email?: string; redirectTo?: string } = {}) => withSearch(LOGIN_PATH, params);
export const forgotPasswordHref = (email?: string) => withSearch(FORGOT_PASSWORD_PATH, { email });
export const samlLoginHref = (slug: string) => `${SAML_LOGIN_PATH}/${encodeURIComponent(slug)}`;
export const invitationHref = (token: string) => `${INVITATION_PATH}/${encodeURIComponent(token)}`;

/** '_' in a path means the current account (core.md 2). */
export const CURRENT_ACCOUNT = '_';

/** /accounts/{accountId}{rest}, the id escaped; /accounts/{id} alone goes on to its zones and makes it the selected account. */
export const accountPath = (accountId: string, rest = ''): string => `/accounts/${encodeURIComponent(accountId)}${rest}`;

/** /accounts/{accountId}/zones/{zoneId}{rest}: a zone's pages (core.md 2 'Zones and locations'). */
export const zonePath = (accountId: string, zoneId: string, rest = ''): string => accountPath(accountId, `/zones/${encodeURIComponent(zoneId)}${rest}`);

/** An account's holiday and campaign overrides (issue 11). */
export const overridesPath = (accountId: string): string => accountPath(accountId, '/your-music/overrides');

/** Ordering a player for an account's zones (core.md 2 '/order-player'). */
export const orderPlayerPath = (accountId: string): string => accountPath(accountId, '/order-player');

/** The path with its search and hash, as a link or a saved redirect-to holds it. */
export const hrefOf = (url: Pick<URL, 'pathname' | 'search' | 'hash'>): string => `${url.pathname}${url.search}${url.hash}`;
