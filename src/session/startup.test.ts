import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/AppError';
import { AUTH_TOKEN_PARAM, applyStartupToken, readStartupToken } from './startup';
import type { StartupToken } from './startup';
import { accessToken, fakeJwt } from './testTokens';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'https://app.cadence.test');
  return { pathname, search, hash };
};

const userToken = accessToken({ sub: 'user-1' });
const deviceToken = accessToken({ sub: 'device-1', typ: 'interactive_device' });
const knownUserSso = fakeJwt({ sub: 'user-1', email: 'a@b.test', iss: 'cadence', provider: 'google', typ: 'refresh' });
const newIdentitySso = fakeJwt({ sso_id: 'g-123', email: 'new@b.test', iss: 'cadence', provider: 'google', typ: 'sso' });

describe('readStartupToken', () => {
  it('finds nothing on an ordinary address', () => {
    expect(readStartupToken(at('/home?x=1#y'))).toEqual({ kind: 'none' });
    expect(readStartupToken(at('/sso/next'))).toEqual({ kind: 'none' });
  });

  it('uses an auth-token of typ user, on any page, and strips it from the address', () => {
    expect(AUTH_TOKEN_PARAM).toBe('auth-token');
    expect(readStartupToken(at(`/accounts/abc/zones?auth-token=${userToken}&tab=2#top`))).toEqual({ kind: 'auth-token', token: userToken, cleanUrl: '/accounts/abc/zones?tab=2#top' });
  });

  it("rejects an auth-token of another typ or an unreadable one: 'Failed to log in using auth-token'", () => {
    for (const token of [deviceToken, 'garbage', knownUserSso]) {
      expect(readStartupToken(at(`/home?auth-token=${token}`))).toEqual({ kind: 'rejected-auth-token', message: 'Failed to log in using auth-token', cleanUrl: '/home' });
    }
  });

  it('prefers an auth-token to an SSO token', () => {
    expect(readStartupToken(at(`/sso?token=${knownUserSso}&auth-token=${userToken}`)).kind).toBe('auth-token');
  });

  it("signs in with a known user's SSO token (type refresh) on /sso", () => {
    expect(readStartupToken(at(`/sso/next?token=${knownUserSso}`))).toEqual({ kind: 'sso-login', token: knownUserSso, cleanUrl: '/sso/next' });
    expect(readStartupToken(at(`/sso?token=${knownUserSso}`)).kind).toBe('sso-login');
  });

  it('hands an SSO identity without a user (type sso) to signup, with its claims', () => {
    expect(readStartupToken(at(`/sso?token=${newIdentitySso}`))).toEqual({
      kind: 'sso-signup',
      token: newIdentitySso,
      claims: { sso_id: 'g-123', email: 'new@b.test', iss: 'cadence', provider: 'google', type: 'sso' },
      cleanUrl: '/sso',
    });
  });

  it('passes on the SSO error code, or invalid_token for an unreadable token', () => {
    expect(readStartupToken(at('/sso?error=user_deactivated'))).toEqual({ kind: 'sso-error', error: 'user_deactivated', cleanUrl: '/sso?error=user_deactivated' });
    expect(readStartupToken(at('/sso?token=garbage'))).toEqual({ kind: 'sso-error', error: 'invalid_token', cleanUrl: '/sso' });
  });

  it('ignores a token parameter outside /sso', () => {
    expect(readStartupToken(at(`/ssomething?token=${knownUserSso}`))).toEqual({ kind: 'none' });
  });

  it('signs in with the SAML token in the hash of /saml', () => {
    expect(readStartupToken(at(`/saml#token=${knownUserSso}`))).toEqual({ kind: 'saml-login', token: knownUserSso, cleanUrl: '/saml' });
  });

  it("gives 'Missing SAML token' on /saml without a token in the hash, and the IdP's error when there is one", () => {
    expect(readStartupToken(at('/saml'))).toEqual({ kind: 'saml-error', error: 'Missing SAML token', cleanUrl: '/saml' });
    expect(readStartupToken(at('/saml#error=unknown_user'))).toEqual({ kind: 'saml-error', error: 'unknown_user', cleanUrl: '/saml#error=unknown_user' });
  });
});

describe('applyStartupToken', () => {
  function deps() {
    return {
      session: { loginWithAuthToken: vi.fn(async () => {}), loginWithRefreshToken: vi.fn(async () => {}) },
      report: vi.fn(),
      replaceUrl: vi.fn(),
    };
  }

  it('does nothing without a token', async () => {
    const d = deps();
    await applyStartupToken({ kind: 'none' }, d);
    expect(d.replaceUrl).not.toHaveBeenCalled();
  });

  it('exchanges an auth-token, having taken it out of the address first', async () => {
    const d = deps();
    d.session.loginWithAuthToken.mockImplementation(async () => expect(d.replaceUrl).toHaveBeenCalledWith('/home'));
    await applyStartupToken({ kind: 'auth-token', token: userToken, cleanUrl: '/home' }, d);
    expect(d.session.loginWithAuthToken).toHaveBeenCalledWith(userToken);
    expect(d.report).not.toHaveBeenCalled();
  });

  it("logs 'Failed to log in using auth-token' when the exchange fails, and goes on", async () => {
    const d = deps();
    d.session.loginWithAuthToken.mockRejectedValue(new AppError('Failed to log in using auth-token', { kind: 'unauthorized', status: 401 }));
    await applyStartupToken({ kind: 'auth-token', token: userToken, cleanUrl: '/home' }, d);
    expect(d.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to log in using auth-token', expected: true }));
  });

  it('logs a rejected auth-token without calling the server', async () => {
    const d = deps();
    await applyStartupToken({ kind: 'rejected-auth-token', message: 'Failed to log in using auth-token', cleanUrl: '/home' }, d);
    expect(d.session.loginWithAuthToken).not.toHaveBeenCalled();
    expect(d.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to log in using auth-token' }));
  });

  it.each<StartupToken>([
    { kind: 'sso-login', token: 'sso', cleanUrl: '/sso' },
    { kind: 'saml-login', token: 'sso', cleanUrl: '/saml' },
  ])('exchanges the $kind token through RefreshLogin and reports a failure', async (startup) => {
    const d = deps();
    d.session.loginWithRefreshToken.mockRejectedValue(new AppError('Invalid refresh token', { kind: 'unauthorized', status: 401 }));
    await applyStartupToken(startup, d);
    expect(d.session.loginWithRefreshToken).toHaveBeenCalledWith('sso');
    expect(d.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid refresh token' }));
  });

  it("logs 'Missing SAML token'", async () => {
    const d = deps();
    await applyStartupToken({ kind: 'saml-error', error: 'Missing SAML token', cleanUrl: '/saml' }, d);
    expect(d.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Missing SAML token' }));
  });

  it('leaves an SSO signup and provider errors to the pages', async () => {
    const d = deps();
    await applyStartupToken({ kind: 'sso-error', error: 'access_denied', cleanUrl: '/sso?error=access_denied' }, d);
    await applyStartupToken({ kind: 'saml-error', error: 'unknown_user', cleanUrl: '/saml#error=unknown_user' }, d);
    expect(d.report).not.toHaveBeenCalled();
    expect(d.session.loginWithRefreshToken).not.toHaveBeenCalled();
  });
});
