// The payments seed: demo accounts pay by a Visa card ending 1111 that the payment stand-in holds for
// them, so a demo purchase charges it; paid zones of accounts with a billing group have their record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../../testing/database';
import type { Database } from '../client';
import { accounts, paymentMethods, pspStandInStoredMethods, zoneSubscriptions } from '../schema';
import { isProviderAccount } from '../../accounts/model';
import { seedDemoData } from './index';
import { seedZoneSubscriptions } from './billingPayments';
import { STREAMING_ITEM } from '../../billing/zoneSubscriptions';
import { billingGroups, soundZones } from '../schema';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describe(`the payments seed (${testDatabaseKind()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db, NOW);
  }, 300_000);
  afterAll(() => database.close());

  it('gives every customer account a Visa ending 1111, stored at the payment stand-in', async () => {
    const customers = (await database.db.select().from(accounts)).filter((account) => !isProviderAccount(account.id) && !account.deactivated);
    const methods = await database.db.select().from(paymentMethods);
    expect(methods).toHaveLength(customers.length);
    for (const method of methods) expect(method).toMatchObject({ psp: 'adyen_creditcard', cardType: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2029, deactivated: false });
    const [first] = methods;
    const [stored] = await database.db.select().from(pspStandInStoredMethods).where(eq(pspStandInStoredMethods.id, first!.storedPaymentMethodId!));
    expect(stored).toMatchObject({ shopperReference: first!.accountId, type: 'scheme', brand: 'visa', lastFour: '1111', expiryYear: '2029' });
  });

  it('gives each paid zone of an account with a billing group its subscription record', async () => {
    const db = database.db;
    await db.delete(zoneSubscriptions);
    const [owner] = await db.select().from(accounts).where(eq(accounts.businessName, 'Café Lumen'));
    const account = owner ?? (await db.select().from(accounts)).find((row) => !isProviderAccount(row.id))!;
    // The billing groups' seed gave the account its default group and billed its locations to it.
    const [group] = await db.select().from(billingGroups).where(and(eq(billingGroups.accountId, account.id), eq(billingGroups.isDefault, true)));
    expect(await seedZoneSubscriptions(db, [account], NOW)).toBeGreaterThan(0);
    const records = await db.select().from(zoneSubscriptions);
    const paid = (await db.select().from(soundZones).where(eq(soundZones.accountId, account.id))).filter((zone) => zone.paidUntil && !zone.deactivated);
    expect(records.map((record) => record.soundZoneId).sort()).toEqual(paid.map((zone) => zone.id).sort());
    for (const record of records) expect(record).toMatchObject({ accountId: account.id, billingGroupId: group!.id, item: STREAMING_ITEM, plan: account.plan, billingCycle: account.billingCycle });
    // Only zones paid into the future recur; an expired one has churned and is not renewed.
    const recurs = new Set(paid.filter((zone) => !zone.subscriptionDeactivated && zone.paidUntil! > NOW).map((zone) => zone.id));
    for (const record of records) expect(record.recurAt !== null, record.soundZoneId).toBe(recurs.has(record.soundZoneId));
  });
});
