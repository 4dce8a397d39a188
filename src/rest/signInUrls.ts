// Where the browser goes to sign in with a social provider or an organisation's SAML IdP (navigation.md 7):
// pages of the auth service, not calls, so they are known before the people calls have loaded.
import type { PeopleApi } from './people';

const withQuery = (url: string, params: Record<string, string>): string => `${url}?${new URLSearchParams(params).toString()}`;

/** The sign-in pages of the auth service at its base URL (serviceBaseUrl('auth', origin, overrides)). */
export function signInUrls(authBaseUrl: string): Pick<PeopleApi, 'socialLoginUrl' | 'samlLoginUrl'> {
  const base = authBaseUrl.replace(/\/+$/, '');
  return {
    socialLoginUrl: (provider, callbackURL) => withQuery(`${base}/auth/${provider}`, { callbackURL }),
    samlLoginUrl: (slug, returnTo) => withQuery(`${base}/login/saml/${encodeURIComponent(slug)}`, { returnTo }),
  };
}
