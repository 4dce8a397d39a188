import { describe, expect, it } from 'vitest';
import { addonPromoAction } from './addonPromo';
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
