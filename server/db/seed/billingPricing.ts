// Billing seed of pricing and plans: every demo account that pays for zones gets its account
// subscription, matching its plan, tier and billing cycle, paying since the account was made and
// renewing when its zones are paid until (the latest future paid_until).
import { sql } from 'drizzle-orm';
import { encodeId } from '../../../src/domain/ids';
import { accountCycle } from '../../billing/pricing';
import type { Db } from '../client';
import { queryRows } from '../client';
import { accountSubscriptions } from '../schema';
import { reserveIds } from '../ids';
import { planOf, tierOf } from '../../accounts/model';

/** Seeds the account subscriptions; returns how many were written. */
export async function seedBillingPricing(db: Db, now: Date): Promise<number> {
  const payers = await queryRows<{ id: string; plan: string; tier: string; billing_cycle: string; created_at: Date | string; renewal: Date | string }>(
    db,
    sql`SELECT a.id, a.plan, a.tier, a.billing_cycle, a.created_at, max(z.paid_until) AS renewal
        FROM accounts a JOIN sound_zones z ON z.account_id = a.id
        WHERE NOT a.deactivated AND NOT EXISTS (SELECT 1 FROM account_subscriptions s WHERE s.account_id = a.id) AND z.paid_until > ${now.toISOString()}::timestamptz
        GROUP BY a.id ORDER BY a.id`,
  );
  if (!payers.length) return 0;
  const first = await reserveIds(db, 'AccountSubscription', payers.length);
  await db.insert(accountSubscriptions).values(
    payers.map((payer, index) => {
      const account = { plan: payer.plan, tier: payer.tier, billingCycle: payer.billing_cycle };
      return {
        id: encodeId([{ kind: 'AccountSubscription', intId: first + index }, { kind: 'Account', stringId: payer.id }]),
        accountId: payer.id,
        plan: planOf(account),
        tier: tierOf(account),
        billingCycle: accountCycle(account),
        payingStartDate: new Date(payer.created_at),
        recurAt: new Date(payer.renewal),
      };
    }),
  );
  return payers.length;
}
