// The 'missing' rule's two forms agree (billing.md 4.9): each row is judged by the predicate and by the
// SQL condition, on the database of the test project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import type { paymentMethods } from '../db/schema';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { hasUsablePaymentMethodSql, isUsablePaymentMethod } from './usablePaymentMethod';

type Row = typeof paymentMethods.$inferSelect;

const method = (psp: string, cardType: string | null, deactivated = false): Row => ({
  id: 'pm',
  accountId: 'account',
  psp,
  cardType,
  lastFour: null,
  expiryMonth: null,
  expiryYear: null,
  storedPaymentMethodId: null,
  billingGroupId: null,
  deactivated,
  createdAt: new Date(),
  updatedAt: new Date(),
});

const CASES: [string, Row | null, boolean][] = [
  ['no payment method', null, false],
  ['a credit card with its card type', method('adyen_creditcard', 'visa'), true],
  ['a credit card without a card type', method('adyen_creditcard', null), false],
  ['a credit card with an empty card type', method('adyen_creditcard', ''), false],
  ['a deactivated credit card', method('adyen_creditcard', 'mc', true), false],
  ['a wallet', method('adyen_apple_pay', 'applepay'), true],
  ['invoice payment (no card type)', method('netsuite', null), true],
  ['deactivated invoice payment', method('fortnox', null, true), false],
];

describe(`a usable payment method (${testDatabaseKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The SQL condition over just this row: a CTE of that name stands in for the table. */
  async function bySql(row: Row | null): Promise<boolean> {
    const values = row ? sql`values (${row.accountId}, ${row.psp}, ${row.cardType}::text, ${row.deactivated}::boolean)` : sql`select 'x', 'x', 'x', true where false`;
    const [result] = await queryRows<{ usable: boolean }>(
      database.db,
      sql`with payment_methods (account_id, psp, card_type, deactivated) as (${values}) select ${hasUsablePaymentMethodSql(sql`${'account'}`)} as usable`,
    );
    return result!.usable;
  }

  it.each(CASES)('%s: usable is %s in both forms', async (_name, row, usable) => {
    expect(isUsablePaymentMethod(row)).toBe(usable);
    expect(await bySql(row)).toBe(usable);
  });
});
