// What the payments tests share: the premises world (every role) on a directly sold account with a
// billing group, and the payment method data of the provider's test cards.
import { accounts, billingGroups, paymentMethods, pspStandInStoredMethods, recurrences, zoneSubscriptions } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { STREAMING_ITEM } from './zoneSubscriptions';
import { eq } from 'drizzle-orm';
import { premisesWorld } from '../premises/testWorld';
import type { TestServer } from '../testing/testServer';

/** A card as the card entry produces it in the stand-in ('test_'-prefixed plain values). */
export const testCard = (number: string, values: { month?: string; year?: string; holderName?: string } = {}) => ({
  type: 'scheme' as const,
  encryptedCardNumber: `test_${number.replace(/\s/g, '')}`,
  encryptedExpiryMonth: `test_${values.month ?? '03'}`,
  encryptedExpiryYear: `test_${values.year ?? '2030'}`,
  encryptedSecurityCode: 'test_737',
  holderName: values.holderName ?? 'Ada Lovelace',
});

export const VISA = '4111 1111 1111 1111';
export const THREE_DS_VISA = '4917 6100 0000 0000';
export const REFUSED_CARD = '4000 0000 0000 0002';

/** A complete VAT-exemption form, as POST /billing/billing_groups/{id}/vat_exempt_form takes it (with billing_group). */
export const VAT_EXEMPT_FORM = {
  company_name: 'Lumen Foundation',
  company_type: 'non-profit',
  business_description: 'Music for hospital wards',
  address: 'Götgatan 1',
  postal_code: '118 46',
  city: 'Stockholm',
  state: 'Stockholm',
  iso_country: 'SE',
  contact_email: 'elsa@lumen.se',
  contact_name: 'Elsa Berg',
  contact_phone: '+46 8 123 456',
};

export async function billingGroupFor(server: TestServer, accountId: string, values: Partial<typeof billingGroups.$inferInsert> = {}) {
  const db = server.app.services.db;
  const id = await newId(db, 'BillingGroup', decodeId(accountId) ?? []);
  const [row] = await db
    .insert(billingGroups)
    .values({ id, accountId, name: 'Head office', companyName: 'Café Lumen AB', address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault: true, ...values })
    .returning();
  return row!;
}

/** The premises world, sold directly (the provider's Swedish account as distributor), with a default billing group. */
export async function paymentsWorld(server: TestServer) {
  const world = await premisesWorld(server);
  await server.app.services.db.update(accounts).set({ distributorId: 'cadence-direct-se' }).where(eq(accounts.id, world.account.id));
  const billingGroup = await billingGroupFor(server, world.account.id);
  const foreignBillingGroup = await billingGroupFor(server, world.foreignAccount.id);
  return { ...world, billingGroup, foreignBillingGroup };
}

/**
 * The payments rows of an account side of the foreign walk (server/access/foreignWorld.ts), under the
 * ids it names: its billing group, a Visa payment method stored at the stand-in, the zone's
 * subscription and a completed recurrence of it.
 */
export async function paymentsSideRows(server: TestServer, side: { accountId: string; zoneId: string; billingGroupId: string; subscriptionId: string; recurrenceId: string }) {
  const db = server.app.services.db;
  await db
    .insert(billingGroups)
    .values({ id: side.billingGroupId, accountId: side.accountId, name: 'Head office', companyName: 'Bistro AB', address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault: true })
    .onConflictDoNothing();
  const storedId = `stored-${Math.random().toString(36).slice(2, 12)}`;
  await db.insert(pspStandInStoredMethods).values({ id: storedId, merchantAccount: 'CadenceECOM', shopperReference: side.accountId, type: 'scheme', brand: 'visa', lastFour: '1111', expiryMonth: '03', expiryYear: '2030' });
  await db.insert(paymentMethods).values({ id: await newId(db, 'PaymentMethod', decodeId(side.accountId) ?? []), accountId: side.accountId, psp: 'adyen_creditcard', cardType: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2030, storedPaymentMethodId: storedId });
  const paidUntil = new Date('2027-12-31T00:00:00Z');
  await db.insert(zoneSubscriptions).values({ id: side.subscriptionId, accountId: side.accountId, soundZoneId: side.zoneId, billingGroupId: side.billingGroupId, item: STREAMING_ITEM, plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly', recurAt: paidUntil, currentRecurrenceId: side.recurrenceId });
  await db.insert(recurrences).values({ id: side.recurrenceId, subscriptionId: side.subscriptionId, accountId: side.accountId, status: 'completed', paysUntil: paidUntil, amount: 29900, currency: 'SEK', plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly' });
}
