import { describe, expect, it, vi } from 'vitest';
import { createRestClients } from '../../rest/clients';
import { ORIGIN, fakeSession, json, scriptedFetch } from '../../rest/testing/fakes';
import { createAuthScreens } from './createAuthScreens';

const rest = createRestClients({ session: fakeSession(), fetch: scriptedFetch(json({})), origin: ORIGIN, trackingId: 'track-1' });

describe('createAuthScreens', () => {
  it('sends sign-ins to the auth service on the origin, and back to the origin', () => {
    const screens = createAuthScreens({ rest, origin: `${ORIGIN}/`, isDesktopShell: () => false });
    expect(screens.origin).toBe(ORIGIN);
    expect(screens.api.socialLoginUrl('apple', `${screens.origin}/sso`)).toBe(`${ORIGIN}/auth/auth/apple?callbackURL=${encodeURIComponent(`${ORIGIN}/sso`)}`);
  });

  it('follows a deployment that moved the auth service', () => {
    const screens = createAuthScreens({ rest, origin: ORIGIN, serviceBaseUrls: { auth: 'https://auth.cadence.test/v1' }, isDesktopShell: () => true });
    expect(screens.api.samlLoginUrl('cafe-lumen', `${ORIGIN}/saml`)).toBe(`https://auth.cadence.test/v1/login/saml/cafe-lumen?returnTo=${encodeURIComponent(`${ORIGIN}/saml`)}`);
    expect(screens.isDesktopShell()).toBe(true);
  });

  it('leaves the app through the given navigation', () => {
    const leaveApp = vi.fn();
    createAuthScreens({ rest, origin: ORIGIN, isDesktopShell: () => false, leaveApp }).leaveApp('https://idp.test/sso');
    expect(leaveApp).toHaveBeenCalledWith('https://idp.test/sso');
  });
});
