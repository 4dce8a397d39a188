import { describe, expect, it } from 'vitest';
import {
  canCreateStations,
  createAllowed,
  devtoolsRequired,
  discoveryAllowed,
  guideAllowed,
  loggedOutOnly,
  loginRequired,
  messagingEnabled,
  messagingPromo,
  playerActionGuard,
  scheduleCreationEnabled,
  settingsReadable,
  stationCreationAllowed,
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

    it('sends a logged-out visitor whose URL asks for signup to /signup, saving the URL as redirect-to', async () => {
      const { to, context } = await decide(loginRequired, { login: 'none' }, '/create?signup=promo');
      expect(to).toBe('/signup');
      expect(context.savedRedirectTo).toEqual(['/create?signup=promo']);
      expect((await decide(loginRequired, { login: 'none' }, '/create?signup')).to).toBe('/signup');
      expect((await decide(loginRequired, { login: 'none' }, '/create?sign=up')).to).toBe('/login');
    });

    it('lets a signed-in user with the signup search through', async () => {
      expect((await decide(loginRequired, { login: 'user' }, '/create?signup=promo')).to).toBeNull();
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

  describe('home and search', () => {
    it.each([
      ['an ordinary account stays', {}, null],
      ['a royalty-free account goes to its library', { isRoyaltyFree: true }, `/accounts/${A}/library`],
      ['an account restricted from discovering music goes to its library', { restrictedDiscoverMusic: true }, `/accounts/${A}/library`],
    ])('%s', async (_name, facts, expected) => {
      expect((await decide(discoveryAllowed, { accountFacts: { [A]: facts } }, '/home')).to).toBe(expected);
    });

    it('without an account stays', async () => {
      expect((await decide(discoveryAllowed, { currentAccountId: undefined }, '/home')).to).toBeNull();
    });
  });

  describe('guide', () => {
    it.each([
      ['an ordinary account stays', {}, null],
      ['an account restricted from discovering music stays', { restrictedDiscoverMusic: true }, null],
      ['a royalty-free account goes to its library', { isRoyaltyFree: true }, `/accounts/${A}/library`],
    ])('%s', async (_name, facts, expected) => {
      expect((await decide(guideAllowed, { accountFacts: { [A]: facts } }, '/guide')).to).toBe(expected);
    });
  });

  describe('create', () => {
    it.each([
      ['an ordinary account stays', {}, null],
      ['a royalty-free account stays', { isRoyaltyFree: true }, null],
      ['an account restricted from discovering music goes to its library', { restrictedDiscoverMusic: true }, `/accounts/${A}/library`],
    ])('%s', async (_name, facts, expected) => {
      expect((await decide(createAllowed, { accountFacts: { [A]: facts } }, '/create')).to).toBe(expected);
    });

    it.each([
      ['with schedule_creation_enabled stays', { accountFacts: { [A]: { featureFlags: ['schedule_creation_enabled'] } } }, null],
      ['without it goes to /create', { accountFacts: { [A]: { featureFlags: ['messaging_enabled'] } } }, '/create'],
      ['without an account (flag off) goes to /create', { currentAccountId: undefined }, '/create'],
    ] as [string, Partial<FakeRouterState>, string | null][])('synced playlist %s', async (_name, state, expected) => {
      expect((await decide(scheduleCreationEnabled, state, '/create/synced-playlist')).to).toBe(expected);
    });

    it.each([
      ['starter', false, false],
      ['essential', false, true],
      ['unlimited', false, true],
      ['royalty-free', true, false],
      ['essential', true, false],
    ] as const)('stations on the %s plan (royalty-free %s): %s', (plan, isRoyaltyFree, expected) => {
      expect(canCreateStations({ plan, isRoyaltyFree })).toBe(expected);
    });

    it.each([
      ['an essential account stays', { accountFacts: { [A]: { plan: 'essential' } } }, null],
      ['an unlimited account stays', { accountFacts: { [A]: { plan: 'unlimited' } } }, null],
      ['a starter account goes to /create', { accountFacts: { [A]: { plan: 'starter' } } }, '/create'],
      ['a royalty-free account goes to /create', { accountFacts: { [A]: { plan: 'royalty-free', isRoyaltyFree: true } } }, '/create'],
      ['no account goes to /create', { currentAccountId: undefined }, '/create'],
    ] as [string, Partial<FakeRouterState>, string | null][])('station pages: %s', async (_name, state, expected) => {
      expect((await decide(stationCreationAllowed, state, '/create/station/from-tags')).to).toBe(expected);
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
