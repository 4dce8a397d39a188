// The addresses the auth pages link to and send the browser back to (navigation.md 2.2, 2.9, DECISIONS.md).

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
/** The desktop shell's own login page ({desktop-shell} is electron). */
export const DESKTOP_LOGIN_PATH = '/electron/login';
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
/** The account page; /accounts/{id}/ goes on to its zones and makes it the selected account. */
export const accountHref = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;
