import { describe, expect, it } from 'vitest';
import { activatedAddonGuard, streamingActionGuard, streamingSubscriptionGuard, subscriptionSettingsGuard } from './subscriptionGuards';
import { FAKE_ACCOUNT_ID, fakeRouterContext } from './testing/fakeRouterContext';

const A = FAKE_ACCOUNT_ID;
const url = { pathname: '/', search: '', hash: '' };

describe('subscription guards (billing.md 2.2, 2.6)', () => {
  it('lets zone.activate into subscription settings, else back to settings', async () => {
    expect(await subscriptionSettingsGuard(fakeRouterContext({ accountFacts: { [A]: { permissions: ['ZONE_ACTIVATE'] } } }), { params: { accountId: A }, url })).toBeNull();
    expect(await subscriptionSettingsGuard(fakeRouterContext({ accountFacts: { [A]: { permissions: ['SETTINGS_READ'] } } }), { params: { accountId: A }, url })).toBe(`/accounts/${A}/settings`);
  });

  it('needs SUBSCRIPTION_READ on the zone for its streaming detail, else the streaming list; zone.activate for its actions, else one level up', async () => {
    const params = { accountId: A, zoneId: 'z1' };
    expect(await streamingSubscriptionGuard(fakeRouterContext({ zonePermissions: { z1: ['SUBSCRIPTION_READ'] } }), { params, url })).toBeNull();
    expect(await streamingSubscriptionGuard(fakeRouterContext({ zonePermissions: { z1: [] } }), { params, url })).toBe(`/accounts/${A}/settings/subscriptions/streaming`);
    expect(await streamingActionGuard(fakeRouterContext({ accountFacts: { [A]: { permissions: [] } } }), { params, url })).toBe(`/accounts/${A}/settings/subscriptions/streaming/z1`);
  });

  it('shows an activated add-on page only for hifi with its flag on, else /home', async () => {
    const on = fakeRouterContext({ accountFacts: { [A]: { featureFlags: ['extreme_audio_quality_option_enabled'] } } });
    expect(await activatedAddonGuard(on, { params: { accountId: A, addon: 'hifi' }, url })).toBeNull();
    expect(await activatedAddonGuard(on, { params: { accountId: A, addon: 'sso' }, url })).toBe('/home');
    expect(await activatedAddonGuard(fakeRouterContext({ accountFacts: { [A]: { featureFlags: [] } } }), { params: { accountId: A, addon: 'hifi' }, url })).toBe('/home');
  });
});
