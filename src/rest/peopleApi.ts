// The people calls over the app's REST clients (src/rest/clients.ts). Refusals the pages handle themselves
// (a wrong password, an unusable link, an address in use, validation) are marked expected, so that they
// are logged as warnings rather than reported.
import { fromRest } from '../errors/fromRest';
import { fromUnknown } from '../errors/fromUnknown';
import { restCall } from '../errors/restCall';
import type { RestClients } from './clients';
import type { PeopleApi } from './people';
import { signInUrls } from './signInUrls';

export interface PeopleApiOptions {
  /** The auth service's base URL (serviceBaseUrl('auth', origin, overrides)), for the sign-in pages the browser visits. */
  authBaseUrl: string;
  /** Defaults to the global fetch: the SAML organisation check must not follow the redirect it answers with. */
  fetch?: typeof fetch;
}

export function createPeopleApi(rest: Pick<RestClients, 'api'>, { authBaseUrl, fetch: fetchFn = (...args) => fetch(...args) }: PeopleApiOptions): PeopleApi {
  const { socialLoginUrl, samlLoginUrl } = signInUrls(authBaseUrl);

  return {
    async requestPasswordReset(email) {
      await restCall(rest.api.POST('/api/users/reset_password', { body: { email } }), { expected: ['badRequest', 'rateLimited'] });
    },
    async resetPassword(token, password) {
      await restCall(rest.api.PUT('/api/users/reset_password', { body: { token, password } }), { expected: ['badRequest', 'notFound', 'rateLimited'] });
    },
    verifyEmail: (token) => restCall(rest.api.PUT('/api/users/verify', { body: { token } }), { expected: ['notFound', 'rateLimited'] }),
    getInvitation: (invitationToken) => restCall(rest.api.GET('/api/invitations/{invitationToken}', { params: { path: { invitationToken } } }), { expected: ['notFound'] }),
    acceptInvitation: (invitationToken, newUser) =>
      restCall(rest.api.POST('/api/invitations/{invitationToken}/accept', { params: { path: { invitationToken } }, body: newUser ?? {} }), {
        expected: ['badRequest', 'notFound', 'client', 'rateLimited'],
      }),
    updateUser: (userId, changes) => restCall(rest.api.PUT('/api/users/{userId}', { params: { path: { userId } }, body: changes }), { expected: ['badRequest'] }),
    inviteUser: (accountId, invite) =>
      restCall(rest.api.POST('/api/accounts/{accountId}/attach_user', { params: { path: { accountId } }, body: invite }), { expected: ['badRequest', 'client', 'forbidden', 'rateLimited'] }),
    updateMembership: (aclId, changes) =>
      restCall(rest.api.PUT('/api/acls/{aclId}', { params: { path: { aclId } }, body: changes }), { expected: ['badRequest', 'client', 'forbidden', 'notFound'] }),
    async removeMembership(aclId) {
      await restCall(rest.api.DELETE('/api/acls/{aclId}', { params: { path: { aclId } } }), { expected: ['client', 'forbidden', 'notFound'] });
    },
    async changePassword(userId, change) {
      // A wrong current password answers 401 with the token sent, which the mapping reads as sessionExpired.
      await restCall(rest.api.PUT('/api/users/{userId}/password', { params: { path: { userId } }, body: change }), { expected: ['badRequest', 'sessionExpired', 'unauthorized', 'rateLimited'] });
    },
    changeEmail: (userId, change) =>
      restCall(rest.api.PUT('/api/users/{userId}/email', { params: { path: { userId } }, body: change }), { expected: ['badRequest', 'sessionExpired', 'unauthorized', 'client', 'rateLimited'] }),
    socialLoginUrl,
    samlLoginUrl,
    async samlOrganisationExists(slug, returnTo) {
      const operation = 'GET /auth/login/saml/{slug}';
      // The auth service answers a known organisation with a redirect to its IdP and an unknown one with 404.
      const response = await fetchFn(samlLoginUrl(slug, returnTo), { redirect: 'manual', credentials: 'omit' }).catch((error: unknown) => {
        throw fromUnknown(error, { operation });
      });
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return true;
      if (response.status === 404) return false;
      throw fromRest({ error: await response.json().catch(() => undefined), response }, { operation });
    },
  };
}
