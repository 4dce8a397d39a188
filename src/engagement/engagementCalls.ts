// The REST calls of engagement (navigation.md 7): the score survey's follow-up ticket, the terms
// acceptance and the facts the terms modal reads, the deployed version for the update check, and the
// status page. Behind an interface so that components are tested without a network; the app provides
// it over its REST clients (src/main.tsx). Each rejects with an AppError.
import { createContext, useContext } from 'react';
import type { ScoreTicket } from '../domain/engagement/scoreSurvey';
import type { components } from '../rest/__generated__/rest';
import type { RestClients } from '../rest/clients';
import { restCall } from '../errors/restCall';

export type StatusPageSummary = Pick<components['schemas']['StatusPageSummary'], 'incidents' | 'scheduled_maintenances'>;

export interface AccountTerms {
  termsType: string | null;
  acceptance: { acceptedBy: string | null; termsType: string } | null;
}

export interface EngagementCalls {
  /** POST /api/tickets, with the user's e-mail and the account's name, type and country filled in. */
  createScoreTicket(token: string, userId: string, ticket: ScoreTicket): Promise<void>;
  /** The account's terms and who accepted which. */
  accountTerms(accountId: string): Promise<AccountTerms>;
  /** acceptLegal {id, terms_type}. */
  acceptLegal(accountId: string, termsType: string): Promise<void>;
  /** GET /env, never from a cache: the deployed version. */
  deployedVersion(): Promise<string>;
  /** The status page's summary. */
  statusSummary(): Promise<StatusPageSummary>;
}

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
    async acceptLegal(accountId, termsType) {
      await restCall(rest.api.PUT('/api/accounts/{accountId}/accept_legal', { params: { path: { accountId } }, body: { id: accountId, terms_type: termsType } }));
    },
    async deployedVersion() {
      return (await restCall(rest.api.GET('/api/env', { cache: 'no-store' }))).version;
    },
    async statusSummary() {
      return restCall(rest.statuspage.GET('/stand-in/statuspage/api/v2/summary.json'));
    },
  };
}

const EngagementCallsContext = createContext<EngagementCalls | null>(null);

export const EngagementCallsProvider = EngagementCallsContext.Provider;

/** The engagement calls; null where the app provides none (a test that does not need them). */
export function useEngagementCalls(): EngagementCalls | null {
  return useContext(EngagementCallsContext);
}
