import { describe, expect, it } from 'vitest';
import { desktopShellOutcome } from './desktopShell';

describe('desktop shell', () => {
  it.each([
    ['/login', { kind: 'redirect', to: '/electron/login' }],
    ['/login/', { kind: 'redirect', to: '/electron/login' }],
    ['/forgot-password', { kind: 'systemBrowser' }],
    ['/accounts/a1/zones', { kind: 'systemBrowser' }],
    ['/accounts/a1/checkout', { kind: 'systemBrowser' }],
    ['/accounts/a1/checkout/address', { kind: 'systemBrowser' }],
    ['/accounts/a1/change-plan', { kind: 'systemBrowser' }],
    ['/accounts/a1/change-plan/confirmed/essential', { kind: 'systemBrowser' }],
    ['/accounts/a1/upgrade-plan', { kind: 'systemBrowser' }],
  ])('%s', (path, outcome) => {
    expect(desktopShellOutcome(path)).toEqual(outcome);
  });

  it.each(['/login/saml', '/home', '/accounts/a1/zones/z1/player', '/accounts/a1/library', '/electron/login', '/forgot-password/x'])('shows %s itself', (path) => {
    expect(desktopShellOutcome(path)).toBeNull();
  });
});
