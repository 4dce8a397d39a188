// The REST calls of the account settings pages (company overview and details, the company logo, zone
// presets), behind one interface so that the pages are tested without a network; the app builds it over
// its REST clients (SubscriptionsRestContext). Every call rejects with an AppError.
import { createContext, useContext, useMemo } from 'react';
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';
import type { RestClients } from './clients';
import { SubscriptionsRestContext } from './subscriptionsContext';

type Schemas = components['schemas'];
export type SettingsAccount = Schemas['Account'];
export type AccountChanges = Schemas['AccountUpdate'];
export type ZonePreset = Schemas['ZonePreset'];
export type ZonePresetCreate = Schemas['ZonePresetCreate'];
export type ZonePresetUpdate = Schemas['ZonePresetUpdate'];

export interface SettingsApi {
  getAccount(accountId: string): Promise<SettingsAccount>;
  /** 400 with per-field messages for bad details (core.md 5). */
  updateAccount(accountId: string, changes: AccountChanges): Promise<SettingsAccount>;
  /** The picture as base64; 400 with a message on `image` for a refused one. */
  uploadLogo(accountId: string, imageBase64: string): Promise<SettingsAccount>;
  deleteLogo(accountId: string): Promise<SettingsAccount>;
  listZonePresets(accountId: string): Promise<ZonePreset[]>;
  createZonePreset(accountId: string, preset: ZonePresetCreate): Promise<ZonePreset>;
  updateZonePreset(presetId: string, changes: ZonePresetUpdate): Promise<ZonePreset>;
  deleteZonePreset(presetId: string): Promise<void>;
}

export function createSettingsApi(rest: Pick<RestClients, 'api'>): SettingsApi {
  const { api } = rest;
  const account = (accountId: string) => ({ params: { path: { accountId } } });
  const preset = (zonePresetId: string) => ({ params: { path: { zonePresetId } } });
  return {
    getAccount: (accountId) => restCall(api.GET('/api/accounts/{accountId}', account(accountId))),
    updateAccount: (accountId, changes) => restCall(api.PUT('/api/accounts/{accountId}', { ...account(accountId), body: changes }), { expected: ['badRequest'] }),
    uploadLogo: (accountId, image) => restCall(api.PUT('/api/accounts/{accountId}/logo', { ...account(accountId), body: { image } }), { expected: ['badRequest'] }),
    deleteLogo: (accountId) => restCall(api.DELETE('/api/accounts/{accountId}/logo', account(accountId))),
    listZonePresets: (accountId) => restCall(api.GET('/api/accounts/{accountId}/zone_presets', account(accountId))),
    createZonePreset: (accountId, body) => restCall(api.POST('/api/accounts/{accountId}/zone_presets', { ...account(accountId), body }), { expected: ['badRequest'] }),
    updateZonePreset: (zonePresetId, body) => restCall(api.PUT('/api/zone_presets/{zonePresetId}', { ...preset(zonePresetId), body }), { expected: ['badRequest'] }),
    async deleteZonePreset(zonePresetId) {
      await restCall(api.DELETE('/api/zone_presets/{zonePresetId}', preset(zonePresetId)));
    },
  };
}

export const SettingsApiContext = createContext<SettingsApi | null>(null);
export const SettingsApiProvider = SettingsApiContext.Provider;

/** The api the settings pages call: the one provided (tests), or one over the app's REST clients. */
export function useSettingsApi(): SettingsApi {
  const given = useContext(SettingsApiContext);
  const rest = useContext(SubscriptionsRestContext);
  const api = useMemo(() => given ?? (rest ? createSettingsApi(rest) : null), [given, rest]);
  if (!api) throw new Error('useSettingsApi: neither an api nor the REST clients are provided');
  return api;
}
