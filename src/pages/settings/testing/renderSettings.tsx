// The account settings pages under test: a page at its path in a memory router over a fake SettingsApi,
// with the app's toasts read from their store. Paths no route claims show a marker, so that tests see
// where a page went.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Mocked } from 'vitest';
import { vi } from 'vitest';
import { toasts } from '../../../app/toasts/toastStore';
import { SettingsApiProvider } from '../../../rest/settings';
import type { SettingsAccount, SettingsApi, ZonePreset } from '../../../rest/settings';
import { renderWithRelay } from '../../../testing/renderWithRelay';
import { appError } from '../../auth/testing/renderPage';

export const ACCOUNT_ID = 'acc-1';
export const settingsPath = (rest: string) => `/accounts/${ACCOUNT_ID}/settings${rest}`;

/** The company as the REST account gives it; only the fields the settings pages read. */
export function settingsAccount(fields: Partial<SettingsAccount> = {}): SettingsAccount {
  return {
    id: ACCOUNT_ID,
    business_name: 'Café Lumen',
    business_type: 'cafe',
    iso_country: 'SE',
    address: 'Götgatan 1',
    postal_code: '116 46',
    city: 'Stockholm',
    state: null,
    phone: null,
    org_number: null,
    plan: 'essential',
    image: null,
    permissions: ['SETTINGS_READ'],
    ...fields,
  } as SettingsAccount;
}

export function zonePreset(fields: Partial<Omit<ZonePreset, 'settings'>> & { settings?: Partial<ZonePreset['settings']> } = {}): ZonePreset {
  const { settings, ...rest } = fields;
  return {
    id: 'preset-1',
    name: 'Evening',
    settings: { bitrate: 'high', crossfade: true, crossfade_length: 5, default_volume: 10, volume_eq: true, mono: false, offline: true, staff_control: true, ...settings },
    ...rest,
  } as ZonePreset;
}

/** The company's load failing once with a server error, then answering: for the pages' Try again. */
export const getAccountFailingOnce = () =>
  vi
    .fn<SettingsApi['getAccount']>()
    .mockRejectedValueOnce(appError('Server error', { status: 500 }))
    .mockResolvedValueOnce(settingsAccount());

const NAMES: (keyof SettingsApi)[] = ['getAccount', 'updateAccount', 'uploadLogo', 'deleteLogo', 'listZonePresets', 'createZonePreset', 'updateZonePreset', 'deleteZonePreset'];

/** Every call the test does not give rejects, naming itself, so an unexpected call fails the test. */
export function fakeSettingsApi(overrides: Partial<SettingsApi> = {}): Mocked<SettingsApi> {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  return Object.fromEntries(NAMES.map((name) => [name, overrides[name] ? vi.fn(overrides[name]) : unexpected(name)])) as unknown as Mocked<SettingsApi>;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

export function renderSettings({ path, at, page, api }: { path: string; at: string; page: ReactNode; api: SettingsApi }) {
  return renderWithRelay(null, {
    at,
    routes: [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    wrap: (children) => <SettingsApiProvider value={api}>{children}</SettingsApiProvider>,
  });
}

/** The toasts on screen: a dismissed one stays in the store a moment longer, so one test's toast would show in the next. */
export const toastMessages = () => toasts.getToasts().flatMap((toast) => (toast.visible ? [toast.message] : []));

export function dismissToasts() {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
}
