// What the auth and user pages need besides the session (src/session's SessionProvider), provided once in
// main.tsx: the REST calls, whether the app runs in the desktop shell, and a way to leave the app for a
// sign-in provider's page. Tests provide fakes.
import { createContext, useContext } from 'react';
import type { PeopleApi } from '../../rest/people';
import type { SignupApi } from '../../rest/signup';

export interface AuthScreens {
  api: PeopleApi;
  /** The signup pages' calls (src/rest/signup.ts). */
  signup: SignupApi;
  /** Running inside the desktop shell, whose login page is /electron/login. */
  isDesktopShell(): boolean;
  /** A full page navigation out of the app (social and SAML sign-in). */
  leaveApp(url: string): void;
  /** The app's origin, for the addresses sign-in providers send the browser back to. */
  origin: string;
}

const AuthScreensContext = createContext<AuthScreens | null>(null);

export function AuthScreensProvider({ value, children }: { value: AuthScreens; children: React.ReactNode }) {
  return <AuthScreensContext.Provider value={value}>{children}</AuthScreensContext.Provider>;
}

export function useAuthScreens(): AuthScreens {
  const screens = useContext(AuthScreensContext);
  if (!screens) throw new Error('useAuthScreens: AuthScreensProvider is missing');
  return screens;
}
