// How components reach the REST calls of engagement (navigation.md 7: the score survey's follow-up
// ticket, the terms acceptance and the facts the terms modal reads, the deployed version for the update
// check, the status page) behind an interface, so components are tested without a network. The app
// provides calls that load ./engagementCalls with the first one (src/main.tsx). Each rejects with an
// AppError.
import { createContext, useContext } from 'react';
import type { ScoreTicket } from '../domain/engagement/scoreSurvey';
import type { components } from '../rest/__generated__/rest';

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

const EngagementCallsContext = createContext<EngagementCalls | null>(null);

export const EngagementCallsProvider = EngagementCallsContext.Provider;

/** The engagement calls; null where the app provides none (a test that does not need them). */
export function useEngagementCalls(): EngagementCalls | null {
  return useContext(EngagementCallsContext);
}
