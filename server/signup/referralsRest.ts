// The referral landing's lookup and a distributor's referrals over REST (navigation.md 2.2 /referral/{code},
// billing.md 2.1): getReferral is public, getAccountReferrals has the rule of Account.referral
// (server/billing/referrals.ts): SUBSCRIPTION_WRITE on a distributor account with a payment method.
import { asc, eq } from 'drizzle-orm';
import { requireAccount } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { accounts } from '../db/schema';
import { notFound } from '../errors';
import type { AccountRow } from '../loaders';
import { accountSubscriptionOf, hasEverPaid } from '../billing/pricing';
import { codeOf, requireReferrals } from '../billing/referrals';
import { defineHandlers } from '../rest/handlers';
import { referrerOf } from './registration';

/** What a business that signs up with a referral code gets, as the landing shows it. */
export const REFERRAL_REWARD = 'One month free';

const referralRecord = (account: AccountRow, code: string) => ({ code, account: account.id, business_name: account.businessName, reward: REFERRAL_REWARD });

async function referredAccounts(context: RequestContext, accountId: string) {
  const rows = await context.db.select().from(accounts).where(eq(accounts.referredBy, accountId)).orderBy(asc(accounts.createdAt), asc(accounts.id));
  return Promise.all(
    rows.map(async (row) => ({
      account: row.id,
      business_name: row.businessName,
      iso8601_created_at: row.createdAt.toISOString(),
      rewarded: await hasEverPaid(context.db, row.id, await accountSubscriptionOf(context.db, row.id)),
    })),
  );
}

export const referralHandlers = defineHandlers({
  async getReferral({ params }, context) {
    const referrer = await referrerOf(context.db, params.referralCode);
    if (!referrer?.referralCode) throw notFound('Referral');
    return { status: 200, body: referralRecord(referrer, referrer.referralCode) };
  },

  async getAccountReferrals({ params }, context) {
    const { account } = await requireAccount(context, params.accountId);
    await requireReferrals(context, account);
    const code = await codeOf(context, account.id);
    return { status: 200, body: { referral: referralRecord(account, code), referred: await referredAccounts(context, account.id) } };
  },
});
