// The sms service's speaker households (core.md 7 'Devices and speaker systems'), behind one interface so
// that the household pair page is tested without a network; the app builds it over its REST clients
// (SubscriptionsRestContext). Every call rejects with an AppError, but the list, which counts an error as
// no households.
import { createContext, useContext, useMemo } from 'react';
import { restCall } from '../../errors/restCall';
import type { components } from '../../rest/__generated__/rest';
import type { RestClients } from '../../rest/clients';
import { SubscriptionsRestContext } from '../../rest/subscriptionsContext';

export type Household = components['schemas']['Household'];

export interface HouseholdCalls {
  /** The account's households; an error counts as none (core.md 7: 'Errors return none'). */
  households(accountId: string): Promise<Household[]>;
  /** Pairs the household to the location, first unpairing it from its current one. */
  pairHousehold(householdId: string, locationId: string): Promise<Household>;
}

export function createHouseholdCalls({ sms }: Pick<RestClients, 'sms'>): HouseholdCalls {
  return {
    households: (accountId) => restCall(sms.GET('/sms/accounts/{accountId}/households', { params: { path: { accountId } } })).catch(() => []),
    pairHousehold: (householdId, locationId) =>
      restCall(sms.POST('/sms/households/{householdId}/location', { params: { path: { householdId } }, body: { location: locationId } }), { expected: ['badRequest', 'notFound', 'forbidden'] }),
  };
}

export const HouseholdCallsContext = createContext<HouseholdCalls | null>(null);
export const HouseholdCallsProvider = HouseholdCallsContext.Provider;

/** The calls the household page makes: the ones provided (tests), or ones over the app's REST clients. */
export function useHouseholdCalls(): HouseholdCalls {
  const given = useContext(HouseholdCallsContext);
  const rest = useContext(SubscriptionsRestContext);
  const calls = useMemo(() => given ?? (rest ? createHouseholdCalls(rest) : null), [given, rest]);
  if (!calls) throw new Error('useHouseholdCalls: neither the calls nor the REST clients are provided');
  return calls;
}
