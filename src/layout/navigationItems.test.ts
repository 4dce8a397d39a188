import { describe, expect, it } from 'vitest';
import { isSoldByProvider, isTrialActive, messagingVisible, navigationItems, sidebarGroups } from './navigationItems';
import type { NavigationAccount, NavigationInput } from './navigationItems';

const account = (extra: Partial<NavigationAccount> = {}): NavigationAccount => ({
  id: 'acc1',
  isPartner: false,
  isRoyaltyFree: false,
  restrictedDiscoverMusic: false,
  messagingEnabled: false,
  trialActive: false,
  soldByProvider: true,
  paidBefore: false,
  featureGuideForced: false,
  remainingGuideTasks: 0,
  ...extra,
});

const ids = (input: Partial<NavigationInput>) => navigationItems({ appearance: 'full', account: null, hasLocationUsers: false, ...input }).map((item) => item.id);
const item = (input: Partial<NavigationInput>, id: string) => navigationItems({ appearance: 'full', account: null, hasLocationUsers: false, ...input }).find((found) => found.id === id);

describe('navigationItems (navigation.md 2.8)', () => {
  it.each([
    ['logged out (public)', { appearance: 'public' as const }, ['home', 'search', 'create', 'signup']],
    ['logged in without an account', { account: null }, ['home', 'search', 'create', 'signup']],
    ['an account', { account: account() }, ['home', 'search', 'create', 'zones', 'library']],
    ['appearance none', { appearance: 'none' as const, account: account() }, []],
    ['appearance signup', { appearance: 'signup' as const }, []],
    ['discover music restricted', { account: account({ restrictedDiscoverMusic: true }) }, ['zones', 'library']],
    ['a royalty-free account (no home, search or guide)', { account: account({ isRoyaltyFree: true, trialActive: true }) }, ['create', 'zones', 'library']],
    ['a partner account', { account: account({ isPartner: true }) }, ['partner', 'home', 'search', 'create', 'zones', 'library']],
    ['the onboarding appearance', { appearance: 'onboarding' as const, account: account() }, ['home', 'search', 'create', 'zones', 'library', 'checkout']],
    ['an active trial', { account: account({ trialActive: true }) }, ['home', 'search', 'create', 'zones', 'library', 'guide']],
    ['the feature guide forced', { account: account({ featureGuideForced: true }) }, ['home', 'search', 'create', 'zones', 'library', 'guide']],
    ['messaging enabled', { account: account({ messagingEnabled: true }) }, ['home', 'search', 'create', 'zones', 'library', 'messaging']],
  ])('%s', (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  it('links every item to its page', () => {
    const all = navigationItems({ appearance: 'onboarding', account: account({ isPartner: true, messagingEnabled: true, trialActive: true, remainingGuideTasks: 3 }), hasLocationUsers: false });
    expect(Object.fromEntries(all.map((found) => [found.id, found.to]))).toEqual({
      partner: '/partner-portal/acc1',
      home: '/home',
      search: '/search',
      create: '/create',
      zones: '/accounts/acc1/zones',
      library: '/accounts/acc1/library',
      messaging: '/accounts/acc1/messaging',
      checkout: '/accounts/acc1/checkout',
      guide: '/guide',
    });
    expect(item({ account: null }, 'signup')?.to).toBe('/signup');
  });

  it('shows the messaging promo to a paying direct customer outside a trial', () => {
    expect(item({ account: account({ paidBefore: true }) }, 'messaging')?.to).toBe('/addons/promo/messaging');
  });

  it('labels zones as locations when the user has location users', () => {
    expect(item({ account: account() }, 'zones')?.labelKey).toBe('layout.navigation.zones');
    expect(item({ account: account(), hasLocationUsers: true }, 'zones')?.labelKey).toBe('layout.navigation.locations');
  });

  it('gives the guide a badge with the remaining task count', () => {
    expect(item({ account: account({ trialActive: true, remainingGuideTasks: 4 }) }, 'guide')?.badge).toBe(4);
  });
});

describe('messagingVisible', () => {
  it.each([
    [{ messagingEnabled: true }, true],
    [{ messagingEnabled: true, trialActive: true, soldByProvider: false }, true],
    [{ paidBefore: true }, true],
    [{ paidBefore: true, trialActive: true }, false],
    [{ paidBefore: true, soldByProvider: false }, false],
    [{ paidBefore: false }, false],
  ])('%j: %s', (extra, expected) => {
    expect(messagingVisible(account(extra))).toBe(expected);
  });
});

describe('account facts', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    [null, false],
    ['2026-03-01T12:00:01Z', true],
    ['2026-03-01T12:00:00Z', false],
    ['2026-02-01T00:00:00Z', false],
  ])('a trial ending %s is active: %s', (expiresAt, expected) => {
    expect(isTrialActive(expiresAt, now)).toBe(expected);
  });

  it.each([
    [null, true],
    ['cadence-direct-us', true],
    ['partner-123', false],
  ])('distributor %s is the provider: %s', (distributorId, expected) => {
    expect(isSoldByProvider(distributorId)).toBe(expected);
  });
});

describe('sidebarGroups', () => {
  it('orders the groups partner, default, setup', () => {
    const items = navigationItems({ appearance: 'full', account: account({ isPartner: true, trialActive: true }), hasLocationUsers: false });
    expect(sidebarGroups(items, account({ isPartner: true })).map((group) => [group.id, group.items.map((found) => found.id)])).toEqual([
      ['partner', ['partner']],
      ['default', ['home', 'search', 'create', 'zones', 'library']],
      ['setup', ['guide']],
    ]);
  });

  it("heads the default group 'my company' for a partner account only", () => {
    const items = navigationItems({ appearance: 'full', account: account(), hasLocationUsers: false });
    expect(sidebarGroups(items, account({ isPartner: true })).find((group) => group.id === 'default')?.headingKey).toBe('layout.navigation.myCompany');
    expect(sidebarGroups(items, account()).find((group) => group.id === 'default')?.headingKey).toBeNull();
  });

  it('hides the setup group for royalty-free accounts', () => {
    const guide = { id: 'guide' as const, group: 'setup' as const, labelKey: 'layout.navigation.guide', to: '/guide' };
    expect(sidebarGroups([guide], account({ isRoyaltyFree: true }))).toEqual([]);
    expect(sidebarGroups([guide], account()).map((group) => group.id)).toEqual(['setup']);
  });
});
