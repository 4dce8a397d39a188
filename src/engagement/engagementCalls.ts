// The REST calls of engagement over the app's REST clients (the interface is in ./engagementCallsContext).
import type { RestClients } from '../rest/clients';
import { restCall } from '../errors/restCall';
import { acceptLegal } from '../rest/legal';
import type { EngagementCalls } from './engagementCallsContext';

export function createEngagementCalls(rest: Pick<RestClients, 'api' | 'statuspage'>): EngagementCalls {
  return {
    async createScoreTicket(token, userId, ticket) {
      const [user, account] = await Promise.all([
        restCall(rest.api.GET('/api/users/{userId}', { params: { path: { userId } } })),
        restCall(rest.api.GET('/api/accounts/{accountId}', { params: { path: { accountId: ticket.account_id } } })),
      ]);
      await restCall(
        rest.api.POST('/api/tickets', {
          body: {
            token,
            ticket: {
              ...ticket,
              tags: [...ticket.tags],
              email: ticket.email ?? user.email,
              business_type: ticket.business_type ?? account.business_type,
              account_name: ticket.account_name ?? account.business_name,
              country: ticket.country ?? account.iso_country,
            },
          },
        }),
      );
    },
    async accountTerms(accountId) {
      const account = await restCall(rest.api.GET('/api/accounts/{accountId}', { params: { path: { accountId } } }));
      const acceptance = account.legal_acceptance ?? null;
      return { termsType: account.terms_type ?? null, acceptance: acceptance && { acceptedBy: acceptance.accepted_by ?? null, termsType: acceptance.terms_type } };
    },
    acceptLegal: (accountId, termsType) => acceptLegal(rest, accountId, termsType),
    async deployedVersion() {
      return (await restCall(rest.api.GET('/api/env', { cache: 'no-store' }))).version;
    },
    async statusSummary() {
      return restCall(rest.statuspage.GET('/stand-in/statuspage/api/v2/summary.json'));
    },
  };
}
