// The REST calls of signup and the referral landing (navigation.md 7 'Signup': getLocale, getCountry,
// getPricing; schema/rest.openapi.yaml createUser, createAccount, verifyBillingVoucher, getReferral),
// behind one interface so that the pages are tested without a network. Every call rejects with an AppError.
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';
import type { RestClients } from './clients';
import { acceptLegal } from './legal';

type Schemas = components['schemas'];
export type Pricing = Schemas['Pricing'];
export type Referral = Schemas['Referral'];
export type VoucherVerification = Schemas['BillingVoucherVerification'];
export type NewAccount = Schemas['AccountCreate'];
export type NewUser = Schemas['UserCreate'];
export type IssuedUserSession = Schemas['LegacySession'];

/** The country the location service answers when it does not know (core.md 7). */
export const UNKNOWN_COUNTRY = 'ZZ';
/** getLocale (navigation.md 7): signup always loads 'en'. */
export const SIGNUP_LOCALE = 'en';

export interface SignupApi {
  /** getCountry: the visitor's ISO country, 'ZZ' when unknown. */
  country(): Promise<string>;
  /** getPricing(isoCountry, voucher): every plan's prices in the country, with the voucher's discount. */
  pricing(isoCountry: string, voucher?: string): Promise<Pricing>;
  verifyVoucher(code: string): Promise<VoucherVerification>;
  /** The referral landing's code; 404 for an unknown one. */
  referral(code: string): Promise<Referral>;
  /** A new user with a session; 409 when the address is in use. */
  createUser(user: NewUser): Promise<IssuedUserSession>;
  /** A new account of the signed-in user (owner), with its first location. */
  createAccount(account: NewAccount): Promise<{ id: string; terms_type?: string | null }>;
  /** acceptLegal {id, terms_type}: the terms the registrant accepted on the user step, recorded on the new account. */
  acceptLegal(accountId: string, termsType: string): Promise<void>;
}

export function createSignupApi(rest: Pick<RestClients, 'api' | 'auth' | 'billing'>): SignupApi {
  return {
    async country() {
      const answer = await restCall(rest.auth.GET('/auth/determine_location', {}), { expected: ['rateLimited'] });
      return answer.country || UNKNOWN_COUNTRY;
    },
    pricing: (isoCountry, voucher) =>
      restCall(
        rest.billing.GET('/billing/pricing', {
          params: { query: { all_plans: true, ...(isoCountry !== UNKNOWN_COUNTRY ? { iso_country: isoCountry } : {}), ...(voucher ? { voucher_code: voucher } : {}) } },
        }),
      ),
    verifyVoucher: (code) => restCall(rest.billing.POST('/billing/billingvouchers/verify', { body: { voucher_code: code } }), { expected: ['badRequest', 'rateLimited'] }),
    referral: (referralCode) => restCall(rest.api.GET('/api/referrals/{referralCode}', { params: { path: { referralCode } } }), { expected: ['notFound'] }),
    createUser: (user) => restCall(rest.api.POST('/api/users', { body: user }), { expected: ['badRequest', 'client', 'rateLimited'] }),
    createAccount: (account) => restCall(rest.api.POST('/api/accounts', { body: account }), { expected: ['badRequest', 'forbidden', 'rateLimited'] }),
    acceptLegal: (accountId, termsType) => acceptLegal(rest, accountId, termsType),
  };
}
