import { describe, expect, it } from 'vitest';
import { appearanceFor, chromeFor } from './appearance';
import { mergeLayoutHandles } from './routeHandle';

describe('appearanceFor (navigation.md 2.7)', () => {
  const activated = { activated: true, hasPaymentMethod: true };
  const inOnboarding = { activated: false, hasPaymentMethod: true };
  const trial = { activated: false, hasPaymentMethod: false };

  it.each([
    ['logged out', { loggedIn: false, account: null }, 'public'],
    ['logged out, even with an account remembered', { loggedIn: false, account: inOnboarding }, 'public'],
    ['not activated with a payment method', { loggedIn: true, account: inOnboarding }, 'onboarding'],
    ['not activated without a payment method (trial)', { loggedIn: true, account: trial }, 'full'],
    ['activated', { loggedIn: true, account: activated }, 'full'],
    ['logged in without an account', { loggedIn: true, account: null }, 'full'],
    ['a route asking for none', { loggedIn: true, account: activated, route: 'none' as const }, 'none'],
    ['a route asking for signup', { loggedIn: false, account: null, route: 'signup' as const }, 'signup'],
  ])('%s: %s', (_name, input, expected) => {
    expect(appearanceFor(input)).toBe(expected);
  });
});

describe('chromeFor: URL flags and route handles (navigation.md 2.7)', () => {
  const all = { header: true, footer: true, sidebar: true, search: true, notifications: true, miniPlayer: true };
  const params = (query: string) => new URLSearchParams(query);

  it.each([
    ['', all],
    ['chrome=0', { ...all, header: false, footer: false }],
    ['header=0', { ...all, header: false }],
    ['sidebar=0', { ...all, sidebar: false, search: false }],
    ['chrome=0&sidebar=0', { ...all, header: false, footer: false, sidebar: false, search: false }],
    ['chrome=1&header=1&sidebar=1', all],
    ['chrome=false', all],
  ])('?%s', (query, expected) => {
    expect(chromeFor(params(query), {})).toEqual(expected);
  });

  it('hides what the matched routes hide, a deeper route overriding its parent', () => {
    const checkout = { chrome: { header: false, footer: false, notifications: false, sidebar: false, search: false } };
    expect(chromeFor(params(''), mergeLayoutHandles([undefined, checkout]))).toEqual({ ...all, header: false, footer: false, notifications: false, sidebar: false, search: false });
    expect(chromeFor(params(''), mergeLayoutHandles([checkout, { chrome: { header: true } }]))).toEqual({ ...all, footer: false, notifications: false, sidebar: false, search: false });
  });

  it('lets URL flags hide what a route shows, never show what it hides', () => {
    expect(chromeFor(params('header=1'), mergeLayoutHandles([{ chrome: { header: false } }])).header).toBe(false);
    expect(chromeFor(params('sidebar=0'), mergeLayoutHandles([{ chrome: { search: true } }])).search).toBe(false);
  });
});

describe('mergeLayoutHandles', () => {
  it('ignores handles that are not about the layout and keeps the deepest appearance, theme and switch target', () => {
    expect(mergeLayoutHandles([null, 'x', { chrome: { header: 'no' } }, { appearance: 'signup', theme: 'pop', accountSwitchTarget: '/home' }, { appearance: 'other', theme: 'neon', accountSwitchTarget: 7 }])).toEqual({
      chrome: {},
      appearance: 'signup',
      theme: 'pop',
      accountSwitchTarget: '/home',
    });
    expect(mergeLayoutHandles([{ accountSwitchTarget: '/accounts/:accountId/zones' }, { accountSwitchTarget: '/partner-portal/:accountId' }]).accountSwitchTarget).toBe('/partner-portal/:accountId');
  });

  it('keeps the settings sidebar a settings route asks for, for its children too', () => {
    expect(mergeLayoutHandles([{ sidebarNavigation: 'settings' }, { accountSwitchTarget: '/accounts/:accountId/settings/billing' }]).sidebarNavigation).toBe('settings');
    expect(mergeLayoutHandles([{ sidebarNavigation: 'other' }]).sidebarNavigation).toBeUndefined();
  });
});
