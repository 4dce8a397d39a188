import { describe, expect, it } from 'vitest';
import {
  devtoolsRequired,
  homeAllowed,
  loggedOutOnly,
  loginRequired,
  messagingEnabled,
  messagingPromo,
  playerActionGuard,
  settingsReadable,
  zoneSubscriptionGuard,
} from './guards';
import type { Guard } from './guards';
import { FAKE_ACCOUNT_ID, fakeRouterContext } from './testing/fakeRouterContext';
import type { FakeRouterState } from './testing/fakeRouterContext';

const A = FAKE_ACCOUNT_ID;

async function decide(guard: Guard, state: Partial<FakeRouterState>, href: string, params: Record<string, string> = {}) {
  const context = fakeRouterContext(state);
  const to = await guard(context, { params, url: new URL(href, 'http://app.test') });
  return { to, context };
}

describe('route guards', () => {
  describe('login required', () => {
    it('sends a logged-out user to /login, saving the requested URL as redirect-to', async () => {
      const { to, context } = await decide(loginRequired, { login: 'none' }, '/user/edit?tab=a#b');
      expect(to).toBe('/login');
      expect(context.savedRedirectTo).toEqual(['/user/edit?tab=a#b']);
    });

    it.each([['a signed-in user', 'user'], ['a paired player session', 'player']] as const)('lets %s through', async (_name, login) => {
      const { to, context } = await decide(loginRequired, { login }, '/user');
      expect(to).toBeNull();
      expect(context.savedRedirectTo).toEqual([]);
    });
  });

  describe('logged-out group', () => {
    it('sends a signed-in user to /home', async () => {
      expect((await decide(loggedOutOnly, { login: 'user' }, '/login')).to).toBe('/home');
    });

    it.each([['logged out', 'none'], ['a paired player', 'player']] as const)('lets %s through', async (_name, login) => {
      expect((await decide(loggedOutOnly, { login }, '/login')).to).toBeNull();
    });
  });

  it('opens /dev only with devtools, else /', async () => {
    expect((await decide(devtoolsRequired, { devtools: false }, '/dev/toasts')).to).toBe('/');
    expect((await decide(devtoolsRequired, { devtools: true }, '/dev/toasts')).to).toBeNull();
  });

  describe('home', () => {
    it.each([
      ['an ordinary account stays', {}, null],
      ['a royalty-free account goes to its library', { isRoyaltyFree: true }, `/accounts/${A}/library`],
      ['an account restricted from discovering music goes to its library', { restrictedDiscoverMusic: true }, `/accounts/${A}/library`],
    ])('%s', async (_name, facts, expected) => {
      expect((await decide(homeAllowed, { accountFacts: { [A]: facts } }, '/home')).to).toBe(expected);
    });

    it('without an account stays', async () => {
      expect((await decide(homeAllowed, { currentAccountId: undefined }, '/home')).to).toBeNull();
    });
  });

  describe('messaging', () => {
    it('needs messaging_enabled, else the promo in settings', async () => {
      expect((await decide(messagingEnabled, {}, `/accounts/${A}/messaging`, { accountId: A })).to).toBe(`/accounts/${A}/settings/addons/promo/messaging`);
      expect((await decide(messagingEnabled, { accountFacts: { [A]: { featureFlags: ['messaging_enabled'] } } }, `/accounts/${A}/messaging`, { accountId: A })).to).toBeNull();
    });

    it('the promo page: /home without an account, messaging when enabled, else the promo', async () => {
      expect((await decide(messagingPromo, { currentAccountId: undefined }, '/addons/promo/messaging')).to).toBe('/home');
      expect((await decide(messagingPromo, { accountFacts: { [A]: { featureFlags: ['messaging_enabled'] } } }, '/addons/promo/messaging')).to).toBe(`/accounts/${A}/messaging`);
      expect((await decide(messagingPromo, {}, '/addons/promo/messaging')).to).toBeNull();
    });
  });

  it('settings need SETTINGS_READ, else /user', async () => {
    expect((await decide(settingsReadable, {}, `/accounts/${A}/settings`, { accountId: A })).to).toBe('/user');
    expect((await decide(settingsReadable, { accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }, `/accounts/${A}/settings`, { accountId: A })).to).toBeNull();
  });

  describe('zone subscription write', () => {
    const params = { accountId: A, zoneId: 'Wm9uZQ..' };
    it('the subscription pages without it go to the zone page', async () => {
      expect((await decide(zoneSubscriptionGuard, {}, '/', params)).to).toBe(`/accounts/${A}/zones/Wm9uZQ..`);
      expect((await decide(zoneSubscriptionGuard, { zonePermissions: { 'Wm9uZQ..': ['SUBSCRIPTION_READ'] } }, '/', params)).to).toBe(`/accounts/${A}/zones/Wm9uZQ..`);
    });

    it('player actions without it go to the parent page, the player', async () => {
      expect((await decide(playerActionGuard, {}, '/', params)).to).toBe(`/accounts/${A}/zones/Wm9uZQ../player`);
    });

    it('with it both go on', async () => {
      const state = { zonePermissions: { 'Wm9uZQ..': ['SUBSCRIPTION_WRITE' as const] } };
      expect((await decide(zoneSubscriptionGuard, state, '/', params)).to).toBeNull();
      expect((await decide(playerActionGuard, state, '/', params)).to).toBeNull();
    });
  });
});
