// billing.md 4.9's 'missing' rule on the server, in the two forms the server needs: a predicate on a
// payment method row (charging a recurrence, activating a zone) and an SQL condition for batched reads
// of many accounts at once (the setup guide's added-payment task). Both live here so they change together;
// usablePaymentMethod.test.ts evaluates the SQL on the same rows as the predicate.
import { sql, type SQL } from 'drizzle-orm';
import { CREDIT_CARD_PSP, isPaymentMethodMissing } from '../../src/domain/billing/paymentMethods';
import type { paymentMethods } from '../db/schema';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The account's payment method can pay: present, not deactivated, and not 'missing'. */
export const isUsablePaymentMethod = (method: PaymentMethodRow | null): method is PaymentMethodRow =>
  !!method && !method.deactivated && !isPaymentMethodMissing({ psp: method.psp, creditcard_data: { card_type: method.cardType } });

/** SQL: the account whose id is `accountId` (a column or value) has a usable payment method. */
export const hasUsablePaymentMethodSql = (accountId: SQL): SQL =>
  sql`exists (select 1 from payment_methods pm where pm.account_id = ${accountId} and not pm.deactivated
      and (pm.psp <> ${CREDIT_CARD_PSP} or coalesce(pm.card_type, '') <> ''))`;
