// The settings sidebar: a back link, 'My account' and 'Company' with what each needs (navigation.md 2.8, 6).
import type { AccountPermission } from '../domain/permissions';

/** Where the back link leads: out of settings to the app's start page. */
export const SETTINGS_BACK_PATH = '/home';

export type SettingsItemId = 'userProfile' | 'overview' | 'subscriptions' | 'billing' | 'users' | 'saml' | 'zonePresets' | 'referrals';

export interface SettingsItem {
  id: SettingsItemId;
  labelKey: string;
  to: string;
}

export interface SettingsGroup {
  id: 'myAccount' | 'company';
  headingKey: string;
  items: SettingsItem[];
}

export interface SettingsAccount {
  id: string;
  permissions: readonly AccountPermission[];
  hasPaymentMethod: boolean;
  isDistributor: boolean;
}

export interface SettingsNavigation {
  back: { labelKey: string; to: string };
  groups: SettingsGroup[];
}

/** Without an account (none selected, or no access) only the user's own settings are listed. */
export function settingsNavigation(account: SettingsAccount | null): SettingsNavigation {
  const back = { labelKey: 'layout.settings.back', to: SETTINGS_BACK_PATH };
  const item = (id: SettingsItemId, to: string): SettingsItem => ({ id, labelKey: `layout.settings.${id}`, to });
  const myAccount: SettingsGroup = { id: 'myAccount', headingKey: 'layout.settings.myAccount', items: [item('userProfile', '/user')] };
  if (!account) return { back, groups: [myAccount] };
  const may = (permission: AccountPermission) => account.permissions.includes(permission);
  const base = `/accounts/${encodeURIComponent(account.id)}/settings`;
  const company: [SettingsItem, boolean][] = [
    [item('overview', `${base}/overview`), true],
    [item('subscriptions', `${base}/subscriptions`), may('SUBSCRIPTION_WRITE')],
    [item('billing', `${base}/billing`), may('SUBSCRIPTION_WRITE') && account.hasPaymentMethod],
    [item('users', `${base}/users`), true],
    [item('saml', `${base}/saml`), may('USERS_WRITE')],
    [item('zonePresets', `${base}/zone-presets`), true],
    [item('referrals', `${base}/referrals`), account.hasPaymentMethod && account.isDistributor],
  ];
  return {
    back,
    groups: [myAccount, { id: 'company', headingKey: 'layout.settings.company', items: company.filter(([, shown]) => shown).map(([found]) => found) }],
  };
}
