import { describe, expect, it } from 'vitest';
import { settingsNavigation } from './settingsNavigation';
import type { SettingsAccount } from './settingsNavigation';

const account = (extra: Partial<SettingsAccount> = {}): SettingsAccount => ({ id: 'acc1', permissions: [], hasPaymentMethod: false, isDistributor: false, ...extra });
const companyItems = (extra: Partial<SettingsAccount>) => settingsNavigation(account(extra)).groups.find((group) => group.id === 'company')!.items.map((item) => item.id);

describe('settingsNavigation (navigation.md 2.8)', () => {
  it('has a back link and the user profile under My account', () => {
    const navigation = settingsNavigation(account());
    expect(navigation.back).toEqual({ labelKey: 'layout.settings.back', to: '/home' });
    expect(navigation.groups[0]).toEqual({ id: 'myAccount', headingKey: 'layout.settings.myAccount', items: [{ id: 'userProfile', labelKey: 'layout.settings.userProfile', to: '/user' }] });
  });

  it('lists only the user profile without an account', () => {
    expect(settingsNavigation(null).groups.map((group) => group.id)).toEqual(['myAccount']);
  });

  it.each([
    ['no permissions', {}, ['overview', 'users', 'zonePresets']],
    ['SUBSCRIPTION_WRITE', { permissions: ['SUBSCRIPTION_WRITE' as const] }, ['overview', 'subscriptions', 'users', 'zonePresets']],
    ['SUBSCRIPTION_WRITE and a payment method', { permissions: ['SUBSCRIPTION_WRITE' as const], hasPaymentMethod: true }, ['overview', 'subscriptions', 'billing', 'users', 'zonePresets']],
    ['a payment method without SUBSCRIPTION_WRITE', { hasPaymentMethod: true }, ['overview', 'users', 'zonePresets']],
    ['USERS_WRITE', { permissions: ['USERS_WRITE' as const] }, ['overview', 'users', 'saml', 'zonePresets']],
    ['a distributor with a payment method', { hasPaymentMethod: true, isDistributor: true }, ['overview', 'users', 'zonePresets', 'referrals']],
    ['a distributor without a payment method', { isDistributor: true }, ['overview', 'users', 'zonePresets']],
  ])('Company with %s', (_name, extra, expected) => {
    expect(companyItems(extra)).toEqual(expected);
  });

  it('links each company item to its settings page', () => {
    const navigation = settingsNavigation(account({ permissions: ['SUBSCRIPTION_WRITE', 'USERS_WRITE'], hasPaymentMethod: true, isDistributor: true }));
    expect(Object.fromEntries(navigation.groups[1]!.items.map((item) => [item.id, item.to]))).toEqual({
      overview: '/accounts/acc1/settings/overview',
      subscriptions: '/accounts/acc1/settings/subscriptions',
      billing: '/accounts/acc1/settings/billing',
      users: '/accounts/acc1/settings/users',
      saml: '/accounts/acc1/settings/saml',
      zonePresets: '/accounts/acc1/settings/zone-presets',
      referrals: '/accounts/acc1/settings/referrals',
    });
  });
});
