// What the payments tests share: the premises world (every role) on a directly sold account with a
// billing group, and the payment method data of the provider's test cards.
import { billingGroups } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { accounts } from '../db/schema';
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
