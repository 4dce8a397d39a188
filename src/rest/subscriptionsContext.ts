// How components reach the subscriptions and money calls (./subscriptions.ts) without that module in the
// first page's code: the app provides its REST clients here, and the calls load with the first page or
// component that makes one. Tests provide a ready api instead.
import { createContext, useCallback, useContext } from 'react';
import type { RestClients } from './clients';
import type { SubscriptionsApi } from './subscriptions';

export type SubscriptionsRest = Pick<RestClients, 'api' | 'auth' | 'billing' | 'sms'>;

export const SubscriptionsRestContext = createContext<SubscriptionsRest | null>(null);
export const SubscriptionsRestProvider = SubscriptionsRestContext.Provider;

export const SubscriptionsApiContext = createContext<SubscriptionsApi | null>(null);

/** Loads the api when asked: the provided one, or one over the app's REST clients; null without either. */
export function useLoadSubscriptionsApi(): () => Promise<SubscriptionsApi | null> {
  const given = useContext(SubscriptionsApiContext);
  const rest = useContext(SubscriptionsRestContext);
  return useCallback(async () => given ?? (rest ? (await import('./subscriptions')).createSubscriptionsApi(rest) : null), [given, rest]);
}
