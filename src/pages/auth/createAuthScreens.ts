// The AuthScreensProvider value for the app (main.tsx): the people calls over the app's REST clients,
// with the auth service where the deployment put it, and the browser's own navigation to leave the app.
import { serviceBaseUrl } from '../../rest/clients';
import type { RestClients } from '../../rest/clients';
import type { RestService } from '../../rest/services';
import type { AuthScreens } from './authScreens';
import { createPeopleApi } from '../../rest/peopleApi';
import { createSignupApi } from '../../rest/signup';

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
  return {
    api: createPeopleApi(rest, { authBaseUrl: serviceBaseUrl('auth', origin, serviceBaseUrls) }),
    signup: createSignupApi(rest),
    isDesktopShell,
    leaveApp,
    origin: origin.replace(/\/+$/, ''),
  };
}
