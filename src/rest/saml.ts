// The REST calls of the SAML settings page (navigation.md 2.4, 2.9, 7): the account's SAML organisation,
// read and saved, and connecting the signed-in user to it through the IdP. Behind one interface so that
// the page is tested without a network; the app builds it over its REST clients. Every call rejects with
// an AppError.
import { createContext, useContext, useMemo } from 'react';
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';
import type { RestClients } from './clients';
import { SubscriptionsRestContext } from './subscriptionsContext';

type Schemas = components['schemas'];
export type SamlSettings = Schemas['SamlSettings'];
export type SamlOrganisationSave = Schemas['SamlOrganisationSave'];

export interface SamlApi {
  getSettings(accountId: string): Promise<SamlSettings>;
  /** 400 with per-field messages for a bad organisation. */
  saveOrganisation(accountId: string, organisation: SamlOrganisationSave): Promise<SamlSettings>;
  /** Where to send the browser to connect the user: the IdP, which returns to returnTo. */
  connect(slug: string, userId: string, returnTo: string): Promise<string>;
}

export function createSamlApi(rest: Pick<RestClients, 'auth'>): SamlApi {
  const { auth } = rest;
  const account = (accountId: string) => ({ params: { path: { accountId } } });
  return {
    getSettings: (accountId) => restCall(auth.GET('/auth/accounts/{accountId}/saml_organisation', account(accountId))),
    saveOrganisation: (accountId, body) => restCall(auth.PUT('/auth/accounts/{accountId}/saml_organisation', { ...account(accountId), body }), { expected: ['badRequest'] }),
    async connect(slug, user, returnTo) {
      const { redirect } = await restCall(auth.POST('/auth/connect/saml/{slug}', { params: { path: { slug } }, body: { user, returnTo } }));
      return redirect;
    },
  };
}

export const SamlApiContext = createContext<SamlApi | null>(null);
export const SamlApiProvider = SamlApiContext.Provider;

/** The api the SAML settings page calls: the one provided (tests), or one over the app's REST clients. */
export function useSamlApi(): SamlApi {
  const given = useContext(SamlApiContext);
  const rest = useContext(SubscriptionsRestContext);
  const api = useMemo(() => given ?? (rest ? createSamlApi(rest) : null), [given, rest]);
  if (!api) throw new Error('useSamlApi: neither an api nor the REST clients are provided');
  return api;
}
