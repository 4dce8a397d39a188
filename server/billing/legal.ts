// Legal acceptance of the terms (billing.md 4.12): accepting sets legal_acceptance {accepted_by,
// terms_type} on the account; acceptance is needed again while none of the given zones has an active
// subscription.
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { accounts, soundZones } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { requireAccount, requireAccountAction } from '../access/accountAccess';
import { billingEvent } from './groups';

/** Records the signed-in user's acceptance of the terms (zone.activate: the people who buy). */
export async function acceptLegal(context: RequestContext, accountId: string, termsType: string): Promise<void> {
  if (context.viewer.kind !== 'user') throw context.viewer.kind === 'anonymous' ? unauthorized() : forbidden('Only a person can accept the terms');
  await requireAccountAction(context, accountId, 'zone.activate');
  await context.db.update(accounts).set({ legalAcceptedBy: context.viewer.userId, legalTermsType: termsType, updatedAt: context.now() }).where(eq(accounts.id, accountId));
  context.loaders.account.clear(accountId);
  await context.pubsub.publish(billingEvent('update', 'account', accountId, accountId));
}

/** A zone subscription is active while paid until a future date, or within its grace period. */
const isActiveSubscription = (zone: { paidUntil: Date | null; gracePeriod: boolean }, now: Date) => zone.gracePeriod || (zone.paidUntil !== null && zone.paidUntil.getTime() > now.getTime());

/**
 * Needed when there is no legal_acceptance or accepted_by is empty, or when zones are given and every
 * one of them lacks an active subscription (zones of other accounts count as lacking one).
 */
export async function needsLegalAcceptance(context: RequestContext, accountId: string, zoneIds: readonly string[]): Promise<boolean> {
  const { account } = await requireAccount(context, accountId);
  if (!account.legalAcceptedBy?.trim()) return true;
  if (!zoneIds.length) return false;
  const zones = await context.db
    .select({ paidUntil: soundZones.paidUntil, gracePeriod: soundZones.gracePeriod })
    .from(soundZones)
    .where(and(eq(soundZones.accountId, accountId), inArray(soundZones.id, [...new Set(zoneIds)])));
  return !zones.some((zone) => isActiveSubscription(zone, context.now()));
}
