import { describe, expect, it } from 'vitest';
import { addonPromoAction, addonPromoData, addonPromoLoader, promoAddonOf } from './addonPromo';
import type { AddonPromoViewer } from './addonPromo';
import type { AccountPermission } from '../../domain/permissions';

const member = (featureFlags: string[] = [], permissions: AccountPermission[] = ['ZONE_ACTIVATE']): AddonPromoViewer => ({
  loggedIn: true,
  account: { id: 'acc-1', featureFlags, permissions },
});

describe('addonPromoAction (navigation.md 2.2, 2.4; billing.md 2.6)', () => {
  it.each([
    ['a visitor signs up', 'sso', { loggedIn: false, account: null }, { kind: 'signup', href: '/signup' }],
    ['signed in without an account', 'hifi', { loggedIn: true, account: null }, { kind: 'noAccount' }],
    ['activates through billing', 'curation', member(), { kind: 'activate', href: '/accounts/acc-1/addons/curation/activate' }],
    ['without zone.activate, asks an owner', 'sso', member([], ['SETTINGS_READ']), { kind: 'askOwner' }],
    ['sso on: the SAML settings', 'sso', member(['saml_enabled']), { kind: 'active', href: '/accounts/acc-1/settings/saml' }],
    ['messaging on: messaging', 'messaging', member(['messaging_enabled']), { kind: 'active', href: '/accounts/acc-1/messaging' }],
    ['hifi on: its activated page', 'hifi', member(['extreme_audio_quality_option_enabled']), { kind: 'active', href: '/accounts/acc-1/settings/addons/activated/hifi' }],
    ['curation on: the subscriptions', 'curation', member(['curation_enabled'], []), { kind: 'active', href: '/accounts/acc-1/settings/subscriptions' }],
    ["another add-on's flag does not count", 'hifi', member(['saml_enabled']), { kind: 'activate', href: '/accounts/acc-1/addons/hifi/activate' }],
  ] as const)('%s', (_name, addon, viewer, action) => {
    expect(addonPromoAction(addon, viewer)).toEqual(action);
  });
});

describe('the promo route (navigation.md 2.2, 2.4)', () => {
  it('knows the four add-ons and no other', () => {
    expect(['sso', 'messaging', 'hifi', 'curation', 'settings', ''].map(promoAddonOf)).toEqual(['sso', 'messaging', 'hifi', 'curation', null, null]);
  });

  it("reads the route's account, else the current one, and none for a visitor", async () => {
    const facts = { featureFlags: ['saml_enabled'], permissions: ['ZONE_ACTIVATE'] as AccountPermission[] };
    const context = (loggedIn: boolean, current?: string) => ({ session: { isLoggedIn: () => loggedIn }, currentAccountId: () => current, accountFacts: () => facts }) as unknown as Parameters<typeof addonPromoData>[0];
    expect(await addonPromoData(context(true, 'acc-2'), 'sso', 'acc-1')).toEqual({ addon: 'sso', loggedIn: true, account: { id: 'acc-1', ...facts } });
    expect(await addonPromoData(context(true, 'acc-2'), 'hifi', undefined)).toEqual({ addon: 'hifi', loggedIn: true, account: { id: 'acc-2', ...facts } });
    expect(await addonPromoData(context(true), 'hifi', undefined)).toEqual({ addon: 'hifi', loggedIn: true, account: null });
    expect(await addonPromoData(context(false, 'acc-2'), 'curation', undefined)).toEqual({ addon: 'curation', loggedIn: false, account: null });
    // The loader: the top-level messaging path names no add-on; an unknown one is a 404.
    expect(await addonPromoLoader(context(true, 'acc-2'), {})).toMatchObject({ addon: 'messaging' });
    await expect(addonPromoLoader(context(true, 'acc-2'), { addon: 'karaoke' })).rejects.toMatchObject({ init: { status: 404 } });
  });
});
