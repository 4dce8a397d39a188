import { describe, expect, it } from 'vitest';
import { DEFAULT_SSO_PROVIDER, accessTokenFacts, decodeJwtPayload, readAccessToken, readSsoToken } from './jwt';
import { fakeJwt } from './testTokens';

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including the characters base64url replaces and UTF-8 text', () => {
    // '>>>' and '???' encode to '-' and '_' in base64url.
    const payload = { note: '>>>???', name: 'Åsa Öberg' };
    const token = fakeJwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it('gives undefined for anything that is not a compact JWT with a JSON payload', () => {
    expect(decodeJwtPayload('not-a-token')).toBeUndefined();
    expect(decodeJwtPayload('a.b')).toBeUndefined();
    expect(decodeJwtPayload('a..c')).toBeUndefined();
    expect(decodeJwtPayload(`x.${btoa('not json')}.y`)).toBeUndefined();
    expect(decodeJwtPayload('x.!!!.y')).toBeUndefined();
  });
});

describe('access token claims', () => {
  it('accept typ user and interactive_device only', () => {
    expect(readAccessToken(fakeJwt({ sub: 'u', typ: 'user', exp: 10, iat: 5 }))).toEqual({ sub: 'u', typ: 'user', exp: 10, iat: 5 });
    expect(readAccessToken(fakeJwt({ sub: 'd', typ: 'interactive_device', exp: 10 }))?.typ).toBe('interactive_device');
    expect(readAccessToken(fakeJwt({ sub: 'u', typ: 'refresh', exp: 10 }))).toBeUndefined();
    expect(readAccessToken(fakeJwt({ typ: 'user', exp: 10 }))).toBeUndefined();
    expect(readAccessToken(fakeJwt({ sub: 'u', typ: 'user' }))).toBeUndefined();
  });

  it('give the user id only for a user token, and times in ms', () => {
    expect(accessTokenFacts(fakeJwt({ sub: 'u1', typ: 'user', exp: 2000, iat: 1000 }))).toEqual({ userId: 'u1', type: 'user', expiresAt: 2_000_000, issuedAt: 1_000_000 });
    expect(accessTokenFacts(fakeJwt({ sub: 'd1', typ: 'interactive_device', exp: 2000 }))).toEqual({ userId: undefined, type: 'interactive_device', expiresAt: 2_000_000, issuedAt: undefined });
    expect(accessTokenFacts('garbage')).toEqual({ userId: undefined, type: undefined, expiresAt: undefined, issuedAt: undefined });
  });
});

describe('SSO token claims', () => {
  it("are of type 'sso' with an sso_id, else 'refresh'", () => {
    expect(readSsoToken(fakeJwt({ sso_id: 'g-1', email: 'a@b.test', iss: 'cadence', provider: 'google' }))).toMatchObject({ type: 'sso', sso_id: 'g-1', provider: 'google' });
    expect(readSsoToken(fakeJwt({ sub: 'u1', email: 'a@b.test', iss: 'cadence', provider: 'saml' }))).toMatchObject({ type: 'refresh', sub: 'u1' });
  });

  it("default the provider to 'cadence'", () => {
    expect(DEFAULT_SSO_PROVIDER).toBe('cadence');
    expect(readSsoToken(fakeJwt({ email: 'a@b.test', iss: 'cadence' }))?.provider).toBe('cadence');
  });

  it('need email and iss', () => {
    expect(readSsoToken(fakeJwt({ iss: 'cadence' }))).toBeUndefined();
    expect(readSsoToken(fakeJwt({ email: 'a@b.test' }))).toBeUndefined();
  });
});
