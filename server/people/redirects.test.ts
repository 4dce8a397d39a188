import { describe, expect, it } from 'vitest';
import { isAppAddress, withFragment, withQuery } from './redirects';

describe('where sign-in flows may return to', () => {
  const development = { publicOrigin: 'https://app.cadence.test', NODE_ENV: 'development' as const };
  const production = { ...development, NODE_ENV: 'production' as const };

  it('is the app’s own origin', () => {
    expect(isAppAddress(production, 'https://app.cadence.test/sso')).toBe(true);
    expect(isAppAddress(production, 'https://app.cadence.test.evil.example/sso')).toBe(false);
    expect(isAppAddress(production, 'http://app.cadence.test/sso')).toBe(false);
    expect(isAppAddress(production, 'javascript:alert(1)')).toBe(false);
    expect(isAppAddress(production, 'not a url')).toBe(false);
  });

  it('includes loopback origins outside production only', () => {
    expect(isAppAddress(development, 'http://127.0.0.1:5173/sso')).toBe(true);
    expect(isAppAddress(development, 'http://localhost:5173/saml')).toBe(true);
    expect(isAppAddress(production, 'http://127.0.0.1:5173/sso')).toBe(false);
    expect(isAppAddress(development, 'file:///etc/passwd')).toBe(false);
  });

  it('carries tokens in the query or the fragment', () => {
    expect(withQuery('https://app.cadence.test/sso?next=%2Fhome', { token: 'a b' })).toBe('https://app.cadence.test/sso?next=%2Fhome&token=a+b');
    expect(withFragment('https://app.cadence.test/saml', { token: 'abc' })).toBe('https://app.cadence.test/saml#token=abc');
  });
});
