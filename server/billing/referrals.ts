// Account.referral of the control API (billing.md 2.1, 6): a distributor with a payment method refers
// new accounts through a link carrying its referral code; the code is given on first read and kept.
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { requireAccountAction } from '../access/accountAccess';
import { accountPaymentMethod } from '../accounts/paymentMethodNode';
import type { RequestContext } from '../context';
import { accounts } from '../db/schema';
import { forbidden } from '../errors';
import type { Resolvers } from '../graphql/control/__generated__/types';
import type { AccountRow } from '../loaders';
import { withFreshCode } from '../premises/pairing';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L) when a code is read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const referralCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The referral landing of a code (navigation.md 2.2). */
export const referralUrl = (origin: string, code: string) => `${origin}/referral/${encodeURIComponent(code)}`;

/** Referrals are for members with SUBSCRIPTION_WRITE (zone.activate) of a distributor account that has a payment method. */
export async function requireReferrals(context: RequestContext, account: AccountRow): Promise<void> {
  await requireAccountAction(context, account.id, 'zone.activate');
  if (!account.isDistributor) throw forbidden('Referrals are for distributor accounts');
  if (!(await accountPaymentMethod(context, account))) throw forbidden('Referrals need a payment method');
}

/** The account's code: the stored one, else a fresh one stored now (a concurrent first read keeps whichever was stored first). */
export async function codeOf(context: RequestContext, accountId: string): Promise<string> {
  const stored = async () => (await context.db.select({ code: accounts.referralCode }).from(accounts).where(eq(accounts.id, accountId)))[0]?.code ?? null;
  const existing = await stored();
  if (existing) return existing;
  await withFreshCode(referralCode, (code) =>
    context.db
      .update(accounts)
      .set({ referralCode: code })
      .where(and(eq(accounts.id, accountId), isNull(accounts.referralCode))),
  );
  return (await stored())!;
}

async function referredCount(context: RequestContext, accountId: string): Promise<number> {
  const [row] = await context.db.select({ total: count() }).from(accounts).where(eq(accounts.referredBy, accountId));
  return row?.total ?? 0;
}

export const referralResolvers: Resolvers = {
  Account: {
    referral: async (account, _args, context) => {
      await requireReferrals(context, account);
      const code = await codeOf(context, account.id);
      return { code, url: referralUrl(context.config.publicOrigin, code), referredAccounts: { totalCount: await referredCount(context, account.id) } };
    },
  },
};
