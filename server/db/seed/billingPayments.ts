// Demo data of billing's payments area (H3): every customer account pays by a Visa card ending 1111,
// stored at the payment stand-in for recurring charges, and each zone that has been paid has its
// subscription record (billing group from its location, else the account's default; a zone whose
// account has no billing group yet keeps only its paid_until). Runs inside the seed's transaction,
// after the other steps (billing groups included), reading what they wrote.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { decodeId, encodeId } from '../../../src/domain/ids';
import { isProviderAccount } from '../../accounts/model';
import { normaliseTier } from '../../../src/domain/billing/plans';
import { STREAMING_ITEM } from '../../billing/zoneSubscriptions';
import type { Db } from '../client';
import { queryRows } from '../client';
import { reserveIds } from '../ids';
import { accounts, locations, paymentMethods, pspStandInStoredMethods, soundZones, zoneSubscriptions } from '../schema';

/** The demo card: the provider's test Visa 4111 1111 1111 1111. */
export const DEMO_CARD = { brand: 'visa', lastFour: '1111', expiryMonth: 3 } as const;
const MERCHANT_ACCOUNT = 'CadenceECOM';
const BATCH = 2000;

async function insertBatched(db: Db, table: Parameters<Db['insert']>[0], rows: Record<string, unknown>[]) {
  for (let start = 0; start < rows.length; start += BATCH) await db.insert(table).values(rows.slice(start, start + BATCH) as never);
}

export async function seedBillingPayments(db: Db, now: Date): Promise<Record<string, number>> {
  const customers = (await db.select().from(accounts)).filter((account) => !isProviderAccount(account.id) && !account.deactivated);
  const expiryYear = now.getUTCFullYear() + 3;
  const firstMethod = await reserveIds(db, 'PaymentMethod', customers.length);
  const methods = customers.map((account, index) => ({
    id: encodeId([{ kind: 'PaymentMethod', intId: firstMethod + index }, ...(decodeId(account.id) ?? [])]),
    accountId: account.id,
    psp: 'adyen_creditcard',
    cardType: DEMO_CARD.brand,
    lastFour: DEMO_CARD.lastFour,
    expiryMonth: DEMO_CARD.expiryMonth,
    expiryYear,
    storedPaymentMethodId: String(8_415_736_344_100_000 + index),
    createdAt: account.createdAt,
    updatedAt: account.createdAt,
  }));
  const stored = methods.map((method) => ({
    id: method.storedPaymentMethodId,
    merchantAccount: MERCHANT_ACCOUNT,
    shopperReference: method.accountId,
    type: 'scheme',
    brand: DEMO_CARD.brand,
    lastFour: DEMO_CARD.lastFour,
    expiryMonth: String(DEMO_CARD.expiryMonth).padStart(2, '0'),
    expiryYear: String(expiryYear),
    holderName: 'Demo Customer',
    createdAt: method.createdAt,
  }));
  await insertBatched(db, paymentMethods, methods);
  await insertBatched(db, pspStandInStoredMethods, stored);
  return { payment_methods: methods.length, psp_stand_in_stored_methods: stored.length, zone_subscriptions: await seedZoneSubscriptions(db, customers, now) };
}

/**
 * The subscription record of each paid zone of the customers whose zone or account has a billing group.
 * A zone whose paid time is over has churned (its last renewal was refused): it no longer recurs, so the
 * renewal check (server/billing/renewal.ts) leaves it expired.
 */
export async function seedZoneSubscriptions(db: Db, customers: readonly (typeof accounts.$inferSelect)[], now: Date): Promise<number> {
  // The billing group each paid zone is invoiced to.
  const defaults = new Map(
    (await queryRows<{ account_id: string; id: string }>(db, sql`SELECT DISTINCT ON (account_id) account_id, id FROM billing_groups ORDER BY account_id, is_default DESC, created_at`)).map((row) => [row.account_id, row.id]),
  );
  const paid = await db
    .select({ zone: soundZones, locationGroup: locations.billingGroupId })
    .from(soundZones)
    .innerJoin(locations, eq(locations.id, soundZones.locationId))
    .where(and(isNotNull(soundZones.paidUntil), eq(soundZones.deactivated, false)));
  const byAccount = new Map(customers.map((account) => [account.id, account]));
  const rows = paid.flatMap(({ zone, locationGroup }) => {
    const account = byAccount.get(zone.accountId);
    const billingGroupId = locationGroup ?? defaults.get(zone.accountId);
    return account && billingGroupId ? [{ zone, account, billingGroupId }] : [];
  });
  const firstSubscription = await reserveIds(db, 'Subscription', rows.length);
  await insertBatched(
    db,
    zoneSubscriptions,
    rows.map(({ zone, account, billingGroupId }, index) => ({
      id: encodeId([{ kind: 'Subscription', intId: firstSubscription + index }, ...(decodeId(zone.id) ?? [])]),
      accountId: account.id,
      soundZoneId: zone.id,
      billingGroupId,
      item: STREAMING_ITEM,
      plan: account.plan,
      tier: normaliseTier(account.tier) ?? 'tier-3',
      billingCycle: account.billingCycle,
      deactivated: zone.subscriptionDeactivated,
      recurAt: zone.subscriptionDeactivated || !zone.paidUntil || zone.paidUntil <= now ? null : zone.paidUntil,
      payingStartDate: zone.createdAt,
      createdAt: zone.createdAt,
      updatedAt: zone.createdAt,
    })),
  );
  return rows.length;
}
