// The account subscription and its changes (billing.md 3.2, 4.4, 4.5): purchase, plan and tier changes
// (an upgrade at once, a downgrade scheduled for the next renewal), cancelling a scheduled downgrade, the
// billing cycle, vouchers and the win-back discount. Each change is written in one transaction, recorded
// as a completed long-running transaction where the contract has one, and published on the account's room.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { NO_UPCOMING_PLAN, isPlanUpgrade, isTierUpgrade, planTier } from '../../src/domain/billing/plans';
import type { BillingCycle, Plan, Tier } from '../../src/domain/billing/plans';
import { compactTimestamp, planOf, tierOf } from '../accounts/model';
import { publishAccountUpdate } from '../accounts/service';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { queryRows } from '../db/client';
import { accountSubscriptions, accounts, longRunningTransactions, soundZones } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { AccountRow } from '../loaders';
import { accountCycle, accountSubscriptionOf, hasEverPaid } from './pricing';
import type { AccountSubscriptionRow } from './pricing';
import { TRIAL_DAYS, WINBACK_OFFER, voucherById, voucherId, voucherInForce } from './pricingBook';
import type { Voucher } from './pricingBook';

type Context = RequestContext;
const DAY_MS = 24 * 60 * 60 * 1000;
const compactOrNull = (date: Date | null) => (date ? compactTimestamp(date) : null);

/** The REST record of an account subscription. */
export function accountSubscriptionRecord(row: AccountSubscriptionRow) {
  return {
    id: row.id,
    account: row.accountId,
    plan: row.plan as Plan,
    tier: row.tier as Tier,
    billing_cycle: row.billingCycle as BillingCycle,
    upcoming_plan: (row.upcomingPlan ?? NO_UPCOMING_PLAN) as Plan | typeof NO_UPCOMING_PLAN,
    upcoming_tier: row.upcomingTier as Tier | null,
    paying_start_date: compactOrNull(row.payingStartDate),
    recur_at: compactOrNull(row.recurAt),
    trial_start: compactOrNull(row.trialStart),
    trial_end: compactOrNull(row.trialEnd),
  };
}

/** The plan and tier a scheduled downgrade moves the account subscription to; null when none is scheduled. */
function scheduledTerms(row: AccountSubscriptionRow): { plan: Plan; tier: Tier } | null {
  const upcomingPlan = row.upcomingPlan && row.upcomingPlan !== NO_UPCOMING_PLAN ? (row.upcomingPlan as Plan) : null;
  if (!upcomingPlan && !row.upcomingTier) return null;
  return { plan: upcomingPlan ?? (row.plan as Plan), tier: (row.upcomingTier as Tier | null) ?? (upcomingPlan ? planTier(upcomingPlan) : (row.tier as Tier)) };
}

/**
 * The tier change an account subscription has scheduled (billing.md 3.1 scheduledTierChange): the tier it
 * moves to when it next renews, at recur_at. Null when none is scheduled or the change keeps the tier (a
 * plan downgrade within tier-1).
 */
export function scheduledTierChange(row: AccountSubscriptionRow | null): { upcomingTier: Tier; tierChangeDate: Date } | null {
  const terms = row?.recurAt ? scheduledTerms(row) : null;
  return terms && terms.tier !== row!.tier ? { upcomingTier: terms.tier, tierChangeDate: row!.recurAt! } : null;
}

/**
 * Applies the downgrade an account scheduled once its renewal date has come (billing.md 4.4: a downgrade
 * waits for the end of the paid period), so what renews from then on is charged at the new plan and tier.
 * Answers whether it changed anything.
 */
export async function applyScheduledDowngrade(db: Db, accountId: string, at: Date): Promise<boolean> {
  const subscription = await accountSubscriptionOf(db, accountId);
  const terms = subscription?.recurAt && subscription.recurAt <= at ? scheduledTerms(subscription) : null;
  if (!terms) return false;
  await db.transaction(async (tx) => {
    await tx.update(accountSubscriptions).set({ ...terms, upcomingPlan: null, upcomingTier: null, updatedAt: at }).where(eq(accountSubscriptions.id, subscription!.id));
    await tx.update(accounts).set({ ...terms, updatedAt: at }).where(eq(accounts.id, accountId));
  });
  return true;
}

/** The REST record of a long-running transaction. */
export const longRunningTransactionRecord = (row: typeof longRunningTransactions.$inferSelect) => ({
  id: row.id,
  account: row.accountId,
  completed_at: compactOrNull(row.completedAt),
  error: row.error,
});

/** The latest paid-until date among the account's zones, or null. */
export async function latestPaidUntil(db: Db, accountId: string): Promise<Date | null> {
  const [row] = await db.select({ latest: sql<Date | string | null>`max(${soundZones.paidUntil})` }).from(soundZones).where(eq(soundZones.accountId, accountId));
  return row?.latest ? new Date(row.latest) : null;
}

/**
 * The account's subscription; an account that pays without one (older accounts) gets one made from its
 * plan, tier and cycle, renewing when its zones are paid until.
 */
export async function ensureAccountSubscription(db: Db, account: AccountRow): Promise<AccountSubscriptionRow> {
  const existing = await accountSubscriptionOf(db, account.id);
  if (existing) return existing;
  const renewal = await latestPaidUntil(db, account.id);
  const [row] = await db
    .insert(accountSubscriptions)
    .values({ id: await newId(db, 'AccountSubscription', [{ kind: 'Account', stringId: account.id }]), accountId: account.id, plan: planOf(account), tier: tierOf(account), billingCycle: accountCycle(account), recurAt: renewal, payingStartDate: renewal ? account.createdAt : null })
    .onConflictDoNothing()
    .returning();
  return row ?? (await accountSubscriptionOf(db, account.id))!;
}

/** What a change sets: plan and tier at once for an upgrade, upcoming ones for a downgrade. */
export interface PlanTierChange {
  plan: Plan;
  tier: Tier;
  upcomingPlan: Plan | null;
  upcomingTier: Tier | null;
}

/** A plan change (billing.md 4.4): an upgrade sets plan and its tier; a downgrade schedules both. */
export function planChange(current: { plan: Plan; tier: Tier }, to: Plan): PlanTierChange {
  if (isPlanUpgrade(current.plan, to)) return { plan: to, tier: planTier(to), upcomingPlan: null, upcomingTier: null };
  return { ...current, upcomingPlan: to, upcomingTier: planTier(to) };
}

/** A tier change (billing.md 4.4): an upgrade sets tier; a downgrade (from > to) schedules upcoming_tier. */
export function tierChange(current: { plan: Plan; tier: Tier; upcomingPlan: Plan | null }, to: Tier): PlanTierChange {
  if (isTierUpgrade(current.tier, to)) return { plan: current.plan, tier: to, upcomingPlan: current.upcomingPlan, upcomingTier: null };
  return { plan: current.plan, tier: current.tier, upcomingPlan: current.upcomingPlan, upcomingTier: to };
}

/** Throws 409 while another change of the account runs. */
async function assertNoChangeRunning(db: Db, accountId: string) {
  const [running] = await db
    .select({ id: longRunningTransactions.id })
    .from(longRunningTransactions)
    .where(and(eq(longRunningTransactions.accountId, accountId), isNull(longRunningTransactions.completedAt)))
    .limit(1);
  if (running) throw conflict('A change of the account is already running');
}

/**
 * Runs a change of the account as a long-running transaction: the transaction row, the change and its
 * completion are written together, so a poll finds it completed (or, if the change fails, nothing).
 */
async function asLongRunning<T>(context: Context, accountId: string, kind: string, work: (tx: Db) => Promise<T>) {
  await assertNoChangeRunning(context.db, accountId);
  const result = await context.db.transaction(async (tx) => {
    const value = await work(tx as unknown as Db);
    const [transaction] = await tx
      .insert(longRunningTransactions)
      .values({ id: await newId(tx as unknown as Db, 'LongRunningTransaction', [{ kind: 'Account', stringId: accountId }]), accountId, kind, completedAt: context.now() })
      .returning();
    return { value, transaction: transaction! };
  });
  await publishAccountUpdate(context, accountId);
  return result;
}

async function saveChange(tx: Db, account: AccountRow, subscription: AccountSubscriptionRow, change: PlanTierChange, extra: Partial<typeof accountSubscriptions.$inferInsert> = {}) {
  const [row] = await tx
    .update(accountSubscriptions)
    .set({ plan: change.plan, tier: change.tier, upcomingPlan: change.upcomingPlan, upcomingTier: change.upcomingTier, updatedAt: new Date(), ...extra })
    .where(eq(accountSubscriptions.id, subscription.id))
    .returning();
  await tx.update(accounts).set({ plan: change.plan, tier: change.tier, updatedAt: new Date() }).where(eq(accounts.id, account.id));
  return row!;
}

const current = (subscription: AccountSubscriptionRow) => ({ plan: subscription.plan as Plan, tier: subscription.tier as Tier, upcomingPlan: (subscription.upcomingPlan as Plan | null) ?? null });

/** POST change_tier: from_tier must be the current tier (409). */
export async function changeTier(context: Context, account: AccountRow, from: Tier, to: Tier) {
  if (from !== tierOf(account)) throw conflict('from_tier is not the account’s current tier');
  return asLongRunning(context, account.id, 'tier_change', async (tx) => {
    const subscription = await ensureAccountSubscription(tx, account);
    return saveChange(tx, account, subscription, tierChange(current(subscription), to));
  });
}

/** POST change_plan: from_plan must be the current plan (409). */
export async function changePlan(context: Context, account: AccountRow, from: Plan, to: Plan) {
  if (from !== planOf(account)) throw conflict('from_plan is not the account’s current plan');
  return asLongRunning(context, account.id, 'plan_change', async (tx) => {
    const subscription = await ensureAccountSubscription(tx, account);
    return saveChange(tx, account, subscription, planChange(current(subscription), to));
  });
}

/** PUT account_subscription: plan, tier or cycle; lower ones are scheduled, higher ones apply at once. */
export async function updateSubscription(context: Context, account: AccountRow, subscription: AccountSubscriptionRow, body: { plan?: Plan; tier?: Tier; billingCycle?: BillingCycle }) {
  await assertNoChangeRunning(context.db, account.id);
  let change: PlanTierChange = { ...current(subscription), upcomingTier: (subscription.upcomingTier as Tier | null) ?? null };
  if (body.plan) change = planChange(change, body.plan);
  if (body.tier) change = tierChange(change, body.tier);
  const row = await context.db.transaction(async (tx) => {
    const saved = await saveChange(tx as unknown as Db, account, subscription, change, body.billingCycle ? { billingCycle: body.billingCycle } : {});
    if (body.billingCycle) await tx.update(accounts).set({ billingCycle: body.billingCycle }).where(eq(accounts.id, account.id));
    return saved;
  });
  await publishAccountUpdate(context, account.id);
  return row;
}

/** POST cancel_downgrade: clears upcoming plan and tier; 409 when none is scheduled. */
export async function cancelDowngrade(context: Context, account: AccountRow) {
  const subscription = await accountSubscriptionOf(context.db, account.id);
  if (!subscription || (!subscription.upcomingTier && (!subscription.upcomingPlan || subscription.upcomingPlan === NO_UPCOMING_PLAN))) throw conflict('No downgrade is scheduled');
  const [row] = await context.db.update(accountSubscriptions).set({ upcomingPlan: null, upcomingTier: null, updatedAt: new Date() }).where(eq(accountSubscriptions.id, subscription.id)).returning();
  await publishAccountUpdate(context, account.id);
  return row!;
}

/** PUT billing_cycle: the account's cycle, applied from the next renewal. */
export async function setBillingCycle(context: Context, account: AccountRow, cycle: BillingCycle) {
  const row = await context.db.transaction(async (tx) => {
    const subscription = await ensureAccountSubscription(tx as unknown as Db, account);
    await tx.update(accounts).set({ billingCycle: cycle, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    const [saved] = await tx.update(accountSubscriptions).set({ billingCycle: cycle, updatedAt: new Date() }).where(eq(accountSubscriptions.id, subscription.id)).returning();
    return saved!;
  });
  await publishAccountUpdate(context, account.id);
  return row;
}

// --- Purchase -------------------------------------------------------------------------------------

export const MISSING_DISTRIBUTOR = 'Missing required entity distributor in account';
export const MISSING_BILLING_GROUP = 'Must provide populated zone.location.billing_group or account.billing_groups array';
export const INVALID_VOUCHER = 'Voucher is not valid';

/** Whether the account has a billing group: on one of its locations, or in its billing groups. */
async function hasBillingGroup(db: Db, accountId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from locations where account_id = ${accountId} and billing_group_id is not null and not deactivated) as found`,
  );
  if (rows[0]?.found) return true;
  const groups = await queryRows<{ found: boolean }>(db, sql`select exists(select 1 from billing_groups where account_id = ${accountId}) as found`);
  return !!groups[0]?.found;
}

/** Whether a voucher may be applied to the account now: in force, and not held by as many accounts as it allows. */
export async function voucherApplicable(db: Db, voucher: Voucher, accountId: string | null, at: Date): Promise<boolean> {
  if (!voucherInForce(voucher, at)) return false;
  if (voucher.maxRedemptions === null) return true;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.billingVoucher, voucherId(voucher)), accountId ? ne(accounts.id, accountId) : sql`true`));
  return (row?.count ?? 0) < voucher.maxRedemptions;
}

export interface PurchaseInput {
  plan: Plan;
  tier: Tier;
  billingCycle: BillingCycle;
  termsType: string;
  voucher: Voucher | null;
  acceptedBy: string;
}

/**
 * POST account_subscription (billing.md 4.4, 5.3): needs the distributor and a billing group; a new
 * account starts with its trial, and paying_start_date and recur_at are both set to when paying starts.
 */
export async function purchaseSubscription(context: Context, account: AccountRow, input: PurchaseInput) {
  if (await accountSubscriptionOf(context.db, account.id)) throw conflict('The account already has an account subscription');
  if (account.distributorId && !(await context.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.distributorId))).length) {
    throw badRequest({ distributor: MISSING_DISTRIBUTOR }, MISSING_DISTRIBUTOR);
  }
  if (!(await hasBillingGroup(context.db, account.id))) throw badRequest({ billing_group: MISSING_BILLING_GROUP }, MISSING_BILLING_GROUP);
  const now = context.now();
  if (input.voucher && !(await voucherApplicable(context.db, input.voucher, account.id, now))) throw badRequest({ voucher_code: INVALID_VOUCHER }, INVALID_VOUCHER);
  const trial = !(await hasEverPaid(context.db, account.id, null));
  const payingStart = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : now;
  const row = await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accountSubscriptions)
      .values({
        id: await newId(tx as unknown as Db, 'AccountSubscription', [{ kind: 'Account', stringId: account.id }]),
        accountId: account.id,
        plan: input.plan,
        tier: input.tier,
        billingCycle: input.billingCycle,
        termsType: input.termsType,
        trialStart: trial ? now : null,
        trialEnd: trial ? payingStart : null,
        payingStartDate: payingStart,
        recurAt: payingStart,
        voucherAppliedAt: input.voucher ? now : null,
      })
      .returning();
    await tx
      .update(accounts)
      .set({
        plan: input.plan,
        tier: input.tier,
        billingCycle: input.billingCycle,
        legalAcceptedBy: input.acceptedBy,
        legalTermsType: input.termsType,
        termsType: input.termsType,
        ...(input.voucher ? { billingVoucher: voucherId(input.voucher) } : {}),
        ...(trial && !account.trialExpiresAt ? { trialExpiresAt: payingStart } : {}),
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, account.id));
    return created!;
  });
  await publishAccountUpdate(context, account.id);
  return row;
}

// --- Vouchers ---------------------------------------------------------------------------------------

/** POST apply_billing_voucher: 400 when not applicable now, 409 when another voucher is applied. */
export async function applyVoucher(context: Context, account: AccountRow, billingVoucher: string) {
  const voucher = voucherById(billingVoucher);
  if (!voucher || !(await voucherApplicable(context.db, voucher, account.id, context.now()))) throw badRequest({ billing_voucher: INVALID_VOUCHER }, INVALID_VOUCHER);
  if (account.billingVoucher && account.billingVoucher !== voucherId(voucher)) throw conflict('Another voucher is applied to the account');
  if (account.billingVoucher !== voucherId(voucher)) {
    await context.db.transaction(async (tx) => {
      await tx.update(accounts).set({ billingVoucher: voucherId(voucher), updatedAt: new Date() }).where(eq(accounts.id, account.id));
      await tx.update(accountSubscriptions).set({ voucherAppliedAt: context.now() }).where(eq(accountSubscriptions.accountId, account.id));
    });
    await publishAccountUpdate(context, account.id);
  }
}

/** PUT remove_billing_voucher: billing_voucher becomes empty. */
export async function removeVoucher(context: Context, account: AccountRow) {
  await context.db.transaction(async (tx) => {
    await tx.update(accounts).set({ billingVoucher: null, updatedAt: new Date() }).where(eq(accounts.id, account.id));
    await tx.update(accountSubscriptions).set({ voucherAppliedAt: null }).where(eq(accountSubscriptions.accountId, account.id));
  });
  await publishAccountUpdate(context, account.id);
}

// --- Win-back -------------------------------------------------------------------------------------

/**
 * Whether the account may take the win-back discount: it has not taken it before, and one of its zones
 * has been cancelled or has expired (a churning or churned customer).
 */
export async function winbackEligible(db: Db, account: AccountRow, at: Date): Promise<boolean> {
  const subscription = await accountSubscriptionOf(db, account.id);
  if (subscription?.winbackAppliedAt) return false;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(soundZones)
    .where(and(eq(soundZones.accountId, account.id), eq(soundZones.deactivated, false), or(eq(soundZones.subscriptionDeactivated, true), lte(soundZones.paidUntil, at))));
  return (row?.count ?? 0) > 0;
}

/** POST apply_winback_discount: 409 when not eligible; sets the offer's tier and the discount. */
export async function applyWinback(context: Context, account: AccountRow) {
  if (!(await winbackEligible(context.db, account, context.now()))) throw conflict('The account is not eligible for the win-back discount');
  return asLongRunning(context, account.id, 'winback', async (tx) => {
    const subscription = await ensureAccountSubscription(tx, account);
    const change = tierChange(current(subscription), WINBACK_OFFER.tier);
    return saveChange(tx, account, subscription, change, { winbackAppliedAt: context.now(), winbackPercent: WINBACK_OFFER.discountPercent, winbackMonths: WINBACK_OFFER.months });
  });
}

/** Active zones (paid into the future and not cancelled), for change costs. */
export async function activeZones(db: Db, accountId: string, at: Date) {
  return db
    .select()
    .from(soundZones)
    .where(and(eq(soundZones.accountId, accountId), eq(soundZones.deactivated, false), eq(soundZones.subscriptionDeactivated, false), gt(soundZones.paidUntil, at)))
    .orderBy(soundZones.name, soundZones.id);
}
