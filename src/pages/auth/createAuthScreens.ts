// The AuthScreensProvider value for the app (main.tsx): the people calls over the app's REST clients,
// with the auth service where the deployment put it, and the browser's own navigation to leave the app.
import { serviceBaseUrl } from '../../rest/clients';
import type { RestClients } from '../../rest/clients';
import type { RestService } from '../../rest/services';
import type { AuthScreens } from './authScreens';
import { signInUrls } from '../../rest/signInUrls';
import { lazyApi } from '../../app/lazyApi';

export interface AuthScreensOptions {
  rest: Pick<RestClients, 'api' | 'auth' | 'billing'>;
  /** The same as the REST clients': the page's origin and the services a deployment moved. */
  origin: string;
  serviceBaseUrls?: Partial<Record<RestService, string>>;
  isDesktopShell(): boolean;
  /** Defaults to a full page navigation in this window. */
  leaveApp?: (url: string) => void;
}

export function createAuthScreens({ rest, origin, serviceBaseUrls, isDesktopShell, leaveApp = (url) => globalThis.location.assign(url) }: AuthScreensOptions): AuthScreens {
  const authBaseUrl = serviceBaseUrl('auth', origin, serviceBaseUrls);
  return {
    // The people calls load with the first page that makes one; the sign-in pages' URLs are known at once.
    api: lazyApi(async () => (await import('../../rest/peopleApi')).createPeopleApi(rest, { authBaseUrl }), signInUrls(authBaseUrl)),
    // The signup calls load with the first signup page that makes one.
    signup: lazyApi(async () => (await import('../../rest/signup')).createSignupApi(rest)),
    isDesktopShell,
    leaveApp,
    origin: origin.replace(/\/+$/, ''),
  };
}
