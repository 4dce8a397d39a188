// Authenticating at start-up (navigation.md 2.9, 5, 8): after stored state is restored, the session may
// be authenticated from an auth-token, an SSO token or a SAML token carried in the address.
import { AppError } from '../errors/AppError';
import { readAccessToken, readSsoToken } from './jwt';
import type { SsoTokenClaims } from './jwt';
import { SESSION_ERROR_MESSAGES, asAppError } from './sessionErrors';
import type { SessionStore } from './sessionStore';

/** Search parameter of an auth-token (from a link or the desktop app) on any page. */
export const AUTH_TOKEN_PARAM = 'auth-token';
/** The social login returns to /sso with ?token= or ?error= (schema/rest.openapi.yaml completeSocialLogin). */
const SSO_PAGE = /^\/sso(?:\/|$)/;
/** SAML returns to /saml with #token= or #error= in the hash. */
const SAML_PAGE = /^\/saml\/?$/;

export interface StartupLocation {
  pathname: string;
  search: string;
  hash: string;
}

type WithCleanUrl<T> = T & {
  /** The address without the token (error codes stay for the page to show), for the current history entry. */
  cleanUrl: string;
};

export type StartupToken =
  | { kind: 'none' }
  | WithCleanUrl<{ kind: 'auth-token'; token: string }>
  /** An auth-token that is not of typ 'user' is never used. */
  | WithCleanUrl<{ kind: 'rejected-auth-token'; message: typeof SESSION_ERROR_MESSAGES.authTokenFailed }>
  /** A known user's SSO token (type 'refresh'): exchanged for a session. */
  | WithCleanUrl<{ kind: 'sso-login'; token: string }>
  /** An SSO identity without a user yet (type 'sso'): no session; signup continues with it. */
  | WithCleanUrl<{ kind: 'sso-signup'; token: string; claims: SsoTokenClaims }>
  /** The provider's error code, or 'invalid_token' for a token that cannot be read. */
  | WithCleanUrl<{ kind: 'sso-error'; error: string }>
  | WithCleanUrl<{ kind: 'saml-login'; token: string }>
  /** The IdP's error code, or 'Missing SAML token' when the hash has neither. */
  | WithCleanUrl<{ kind: 'saml-error'; error: string }>;

/** The address without the named parameters of its search and of its hash (read as parameters). */
function addressWithout(location: StartupLocation, names: { search?: string[]; hash?: string[] }): string {
  const search = new URLSearchParams(location.search);
  for (const name of names.search ?? []) search.delete(name);
  const query = search.toString();
  let hash = location.hash;
  if (names.hash) {
    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    for (const name of names.hash) fragment.delete(name);
    hash = fragment.toString() ? `#${fragment.toString()}` : '';
  }
  return `${location.pathname}${query ? `?${query}` : ''}${hash}`;
}

/** Which token in the address authenticates the session, in the order auth-token, SSO, SAML. */
export function readStartupToken(location: StartupLocation): StartupToken {
  const search = new URLSearchParams(location.search);

  const authToken = search.get(AUTH_TOKEN_PARAM);
  if (authToken !== null) {
    const cleanUrl = addressWithout(location, { search: [AUTH_TOKEN_PARAM] });
    return readAccessToken(authToken)?.typ === 'user' ? { kind: 'auth-token', token: authToken, cleanUrl } : { kind: 'rejected-auth-token', message: SESSION_ERROR_MESSAGES.authTokenFailed, cleanUrl };
  }

  if (SSO_PAGE.test(location.pathname) && (search.has('token') || search.has('error'))) {
    const cleanUrl = addressWithout(location, { search: ['token'] });
    const token = search.get('token');
    if (token === null) return { kind: 'sso-error', error: search.get('error') || 'unknown', cleanUrl };
    const claims = readSsoToken(token);
    if (!claims) return { kind: 'sso-error', error: 'invalid_token', cleanUrl };
    return claims.type === 'refresh' ? { kind: 'sso-login', token, cleanUrl } : { kind: 'sso-signup', token, claims, cleanUrl };
  }

  if (SAML_PAGE.test(location.pathname)) {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    const cleanUrl = addressWithout(location, { hash: ['token'] });
    const token = fragment.get('token');
    if (token) return { kind: 'saml-login', token, cleanUrl };
    return { kind: 'saml-error', error: fragment.get('error') || SESSION_ERROR_MESSAGES.missingSamlToken, cleanUrl };
  }

  return { kind: 'none' };
}

export interface ApplyStartupTokenOptions {
  session: Pick<SessionStore, 'loginWithAuthToken' | 'loginWithRefreshToken'>;
  report(error: AppError): void;
  /** Replaces the current history entry, so that the token does not stay in the address or the history. */
  replaceUrl(url: string): void;
}

/** Authenticates the session from the start-up token; failures are logged, never thrown: start-up goes on. */
export async function applyStartupToken(startup: StartupToken, { session, report, replaceUrl }: ApplyStartupTokenOptions): Promise<void> {
  if (startup.kind === 'none') return;
  replaceUrl(startup.cleanUrl);
  switch (startup.kind) {
    case 'auth-token':
      await session.loginWithAuthToken(startup.token).catch((error: unknown) => {
        report(new AppError(SESSION_ERROR_MESSAGES.authTokenFailed, { kind: 'unauthorized', expected: true, operation: 'auth-token login', cause: error }));
      });
      return;
    case 'rejected-auth-token':
      report(new AppError(startup.message, { kind: 'unauthorized', expected: true, operation: 'auth-token login' }));
      return;
    case 'sso-login':
    case 'saml-login':
      await session.loginWithRefreshToken(startup.token).catch((error: unknown) => report(asAppError(error, `${startup.kind === 'sso-login' ? 'SSO' : 'SAML'} login`)));
      return;
    case 'saml-error':
      if (startup.error === SESSION_ERROR_MESSAGES.missingSamlToken) report(new AppError(startup.error, { kind: 'client', expected: true, operation: 'SAML login' }));
      return;
    case 'sso-signup':
    case 'sso-error':
      return;
  }
}
