// The account's billing facts the subscription pages read over REST (billing.md 7.2, 7.4): its payment
// method (missing per billing.md 4.9) and its account subscription (a 404 is none). Loaded as the page
// opens and again after each change; a failure shows as one, never as 'no payment method'.
import { useCallback, useEffect, useState } from 'react';
import { isPaymentMethodMissing } from '../../domain/billing/paymentMethods';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { AccountSubscription, PaymentMethodRecord } from '../../rest/subscriptions';

export type AccountBilling =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; paymentMethod: PaymentMethodRecord | null; hasPaymentMethod: boolean; accountSubscription: AccountSubscription | null };

export function useAccountBilling(accountId: string): { billing: AccountBilling; reload: () => void } {
  const api = useSubscriptionsApi();
  const [billing, setBilling] = useState<AccountBilling>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([api.paymentMethod(accountId), api.accountSubscription(accountId)]).then(
      ([paymentMethod, accountSubscription]) => {
        if (current) setBilling({ status: 'ready', paymentMethod, hasPaymentMethod: !isPaymentMethodMissing(paymentMethod), accountSubscription });
      },
      (error: unknown) => {
        if (current) setBilling({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [api, accountId, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { billing, reload };
}
