// What a zone costs (billing.md 3.8, 4.4): the list price of the account's plan, tier and cycle in the
// account's currency, less the discount in force (a voucher since it was applied, or a win-back), and
// the trial a new account gets. Other billing areas charge with zoneCharge.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { currencyForCountry } from '../../src/domain/billing/money';
import type { CurrencyCode } from '../../src/domain/billing/money';
import { cycleMonths, isBillingCycle, planTier } from '../../src/domain/billing/plans';
import type { BillingCycle, Plan, Tier } from '../../src/domain/billing/plans';
import { amountInMonth, priceSteps } from '../../src/domain/billing/priceTable';
import type { Discount, PriceStep } from '../../src/domain/billing/priceTable';
import type { Db } from '../db/client';
import { accountSubscriptions, accounts, soundZones } from '../db/schema';
import { notFound } from '../errors';
import type { AccountRow } from '../loaders';
import { TRIAL_DAYS, listPrice, voucherById } from './pricingBook';
import { planOf, tierOf } from '../accounts/model';

export type AccountSubscriptionRow = typeof accountSubscriptions.$inferSelect;

export const accountCycle = (account: Pick<AccountRow, 'billingCycle'>): BillingCycle => (isBillingCycle(account.billingCycle) ? account.billingCycle : 'monthly');
export const accountCurrency = (account: Pick<AccountRow, 'isoCountry'>): CurrencyCode => currencyForCountry(account.isoCountry);

/** Whole calendar months from one moment to another (0 within the first month). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/** A discount that started at a moment, with what is left of it at another (null once it has run out). */
function remaining(percent: number, months: number | null, since: Date, at: Date): Discount | null {
  if (months === null) return { percent, months: null };
  const left = months - Math.max(0, monthsBetween(since, at));
  return left > 0 ? { percent, months: left } : null;
}

/**
 * The discount in force for the account at a moment: its voucher (counted from when it was applied) or
 * its win-back discount, the larger when both run.
 */
export function discountInForce(account: Pick<AccountRow, 'billingVoucher'>, subscription: AccountSubscriptionRow | null, at: Date): Discount | null {
  const candidates: Discount[] = [];
  const voucher = voucherById(account.billingVoucher);
  if (voucher) {
    const since = subscription?.voucherAppliedAt ?? at;
    const left = remaining(voucher.discountPercent, voucher.months, since, at);
    if (left) candidates.push(left);
  }
  if (subscription?.winbackAppliedAt && subscription.winbackPercent) {
    const left = remaining(subscription.winbackPercent, subscription.winbackMonths, subscription.winbackAppliedAt, at);
    if (left) candidates.push(left);
  }
  return candidates.sort((a, b) => b.percent - a.percent)[0] ?? null;
}

/** The account's subscription row, or null. */
export async function accountSubscriptionOf(db: Db, accountId: string): Promise<AccountSubscriptionRow | null> {
  const [row] = await db.select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Whether the account has ever paid: a paying start on its subscription, or a zone paid until some date. */
export async function hasEverPaid(db: Db, accountId: string, subscription: AccountSubscriptionRow | null): Promise<boolean> {
  if (subscription?.payingStartDate) return true;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(soundZones)
    .where(and(eq(soundZones.accountId, accountId), isNotNull(soundZones.paidUntil)));
  return (row?.count ?? 0) > 0;
}

export interface ZoneChargeInput {
  accountId: string;
  plan?: Plan;
  tier?: Tier;
  billingCycle?: BillingCycle;
  /** The moment charged for; now when omitted. */
  at?: Date;
}

export interface ZoneCharge {
  /** Net amount for one zone for one billing period, in minor units of currency, discount applied. */
  amount: number;
  currency: string;
  periodMonths: number;
  /** Free days before the first charge: the trial of an account that has never paid, else 0. */
  trialDays: number;
}

/** The price steps of one zone for the account (list price less the discount in force). */
export function zonePriceSteps(currency: CurrencyCode, plan: Plan, tier: Tier, cycle: BillingCycle, discount: Discount | null): PriceStep[] {
  return priceSteps(listPrice(currency, plan, tier, cycle), cycleMonths(cycle), discount);
}

/**
 * What one zone of the account costs for one billing period starting now, in the account's currency, net
 * of tax, with the account's voucher or win-back discount applied. Omitted plan, tier and cycle are the
 * account's (a tier is derived from the plan when only the plan is given). 404 for an unknown account.
 */
export async function zoneCharge(db: Db, input: ZoneChargeInput): Promise<ZoneCharge> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  if (!account) throw notFound('Account');
  const at = input.at ?? new Date();
  const subscription = await accountSubscriptionOf(db, account.id);
  const plan = input.plan ?? planOf(account);
  const tier = input.tier ?? (input.plan ? planTier(input.plan) : tierOf(account));
  const cycle = input.billingCycle ?? accountCycle(account);
  const currency = accountCurrency(account);
  const steps = zonePriceSteps(currency, plan, tier, cycle, discountInForce(account, subscription, at));
  return {
    amount: amountInMonth(steps, 1),
    currency,
    periodMonths: cycleMonths(cycle),
    trialDays: (await hasEverPaid(db, account.id, subscription)) ? 0 : TRIAL_DAYS,
  };
}
