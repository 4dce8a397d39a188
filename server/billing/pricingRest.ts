// REST operations of pricing, plans and the account subscription (billing.md 3.2, 3.8, 4.4, 4.5, 7.1,
// 7.2, 7.7): price lists, price plans, tax fields, currencies, exchange rates, months to invoice, vouchers,
// the account subscription and its changes and their costs, the win-back discount, the billing cycle
// and add-on subscriptions.
import { and, eq, sql } from 'drizzle-orm';
import type { components } from '../../src/rest/__generated__/rest';
import { CURRENCIES, currencySymbol, isCurrency, MINOR_DIGITS, prorate } from '../../src/domain/billing/money';
import type { CurrencyCode } from '../../src/domain/billing/money';
import { paymentTypeOf } from '../../src/domain/billing/paymentMethods';
import { ADDON_FLAGS } from '../../src/domain/billing/addons';
import { paymentMethodOf } from './paymentMethods';
import { BILLING_CYCLES, cycleMonths, normaliseTier, planTier, SOLD_PLANS, SOLD_TIERS, isTierUpgrade, isPlanUpgrade } from '../../src/domain/billing/plans';
import type { Addon, BillingCycle, Plan, Tier } from '../../src/domain/billing/plans';
import { requireAccount, requireAccountAction, requireSoundZone } from '../access/accountAccess';
import { accountBody } from '../accounts/handlers';
import { compactTimestamp, isSoldDirectly, planOf, tierOf, isoDay } from '../accounts/model';
import { publishAccountUpdate } from '../accounts/service';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { accounts, addonSubscriptions } from '../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import type { AccountRow } from '../loaders';
import { countryFromHeaders, UNKNOWN_COUNTRY } from '../media/location';
import { takeAttempt } from '../people/rateLimits';
import { defineHandlers } from '../rest/handlers';
import { accountCurrency, accountCycle, accountSubscriptionOf, discountInForce, hasEverPaid, zonePriceSteps } from './pricing';
import type { AccountSubscriptionRow } from './pricing';
import {
  accountSubscriptionRecord,
  activeZones,
  applyVoucher,
  applyWinback,
  cancelDowngrade,
  changePlan,
  changeTier,
  longRunningTransactionRecord,
  purchaseSubscription,
  removeVoucher,
  setBillingCycle,
  updateSubscription,
  voucherApplicable,
  winbackEligible,
} from './pricingAccount';
import {
  CURRENCY_NAMES,
  INVOICE_FEE,
  SELLER_COUNTRY,
  TRIAL_DAYS,
  TRIAL_DAYS_WITHOUT_PAYMENT_DETAILS,
  WINBACK_OFFER,
  cyclesOf,
  exchangeRates,
  itemName,
  listPrice,
  pricePlanId,
  pricePlanKey,
  taxRequiredFields,
  vatPercent,
  voucherByCode,
  voucherId,
} from './pricingBook';
import type { PricePlanKey, Voucher } from './pricingBook';
import { priceSteps } from '../../src/domain/billing/priceTable';
import type { Discount } from '../../src/domain/billing/priceTable';

type Schemas = components['schemas'];
const DAY_MS = 24 * 60 * 60 * 1000;
/** Billing-cycle default (billing.md 9): yearly for directly sold accounts, monthly for distributor accounts and visitors. */
const defaultCycle = (account: AccountRow | null): BillingCycle => (account && isSoldDirectly(account) ? 'yearly' : 'monthly');

const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
const daysBetween = (from: Date, to: Date) => Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);

/**
 * The alignment cost of a zone subscription starting today with the account's renewal date: the cycle's
 * price pro rata per day from today to the day before renewal, itemised per calendar month.
 */
export function alignmentCost(cyclePrice: number, cycle: BillingCycle, today: Date, renewal: Date | null): Schemas['AlignmentCost'] | null {
  if (!renewal || daysBetween(today, renewal) <= 0) return null;
  const periodDays = daysBetween(addMonths(renewal, -cycleMonths(cycle)), renewal);
  const entries: Schemas['AlignmentCost']['entries'] = [];
  let from = startOfDay(today);
  const last = new Date(startOfDay(renewal).getTime() - DAY_MS);
  while (from <= last) {
    const monthEnd = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0));
    const to = monthEnd < last ? monthEnd : last;
    entries.push({ period: { from: isoDay(from), to: isoDay(to) }, net_amount: prorate(cyclePrice, daysBetween(from, to) + 1, periodDays) });
    from = new Date(to.getTime() + DAY_MS);
  }
  return { net_total: entries.reduce((sum, entry) => sum + entry.net_amount, 0), entries };
}

interface PricingQuery {
  all_plans?: boolean;
  all_tiers?: boolean;
  all_billing_cycles?: boolean;
  billing_cycle?: BillingCycle;
  voucher_code?: string;
}

interface PricingSubject {
  currency: CurrencyCode;
  account: AccountRow | null;
  subscription: AccountSubscriptionRow | null;
  trialDays: number;
  /** The discount in force for the account, or the asked voucher's. */
  discount: Discount | null;
  voucher: Voucher | null;
  winback: boolean;
}

/** The Pricing answer for a subject (a visitor's country, or a zone's account). */
function pricingAnswer(subject: PricingSubject, query: PricingQuery, now: Date): Schemas['Pricing'] {
  const { account } = subject;
  const plans: readonly Plan[] = query.all_plans ? SOLD_PLANS : [account ? planOf(account) : 'unlimited'];
  const cycles: readonly BillingCycle[] = query.all_billing_cycles ? BILLING_CYCLES : [query.billing_cycle ?? (account ? accountCycle(account) : defaultCycle(null))];
  const winbackDiscount: Discount = { percent: WINBACK_OFFER.discountPercent, months: WINBACK_OFFER.months };
  const price_list = plans.flatMap((plan) => {
    const tiers: readonly Tier[] = query.all_tiers ? SOLD_TIERS : [account && plan === planOf(account) ? tierOf(account) : planTier(plan)];
    return tiers.flatMap((tier) =>
      cycles.map((cycle) => ({
        billing_cycle: cycle,
        tier,
        plan,
        prices: zonePriceSteps(subject.currency, plan, tier, cycle, subject.discount) as Schemas['PriceListPrice'][],
        trial_days: subject.trialDays,
        trial_length: { without_payment_details: subject.trialDays ? TRIAL_DAYS_WITHOUT_PAYMENT_DETAILS : 0 },
        item_name: itemName(plan, tier),
        iso_currency: subject.currency,
        available_discount: subject.winback ? { prices: zonePriceSteps(subject.currency, plan, tier, cycle, winbackDiscount) as Schemas['PriceListPrice'][] } : null,
        alignment_cost: account ? alignmentCost(listPrice(subject.currency, plan, tier, cycle), cycle, now, subject.subscription?.recurAt ?? null) : null,
      })),
    );
  });
  return { price_list, iso_currency: subject.currency, invoice_fee: INVOICE_FEE[subject.currency], voucher: subject.voucher ? { code: subject.voucher.code } : null };
}

/** The asked voucher when it may be used now; an unknown or expired code is ignored. */
async function askedVoucher(context: RequestContext, code: string | undefined, accountId: string | null): Promise<Voucher | null> {
  const voucher = code ? voucherByCode(code) : null;
  return voucher && (await voucherApplicable(context.db, voucher, accountId, context.now())) ? voucher : null;
}

const voucherDiscount = (voucher: Voucher | null): Discount | null => (voucher ? { percent: voucher.discountPercent, months: voucher.months } : null);

/** The pricing subject of a zone's account. */
async function zoneSubject(context: RequestContext, zoneId: string, voucherCode: string | undefined): Promise<PricingSubject> {
  // A zone the viewer may not see (or any zone, for a visitor) is not found.
  const { account } = await requireSoundZone(context, zoneId).catch(() => {
    throw notFound('Sound zone');
  });
  return accountSubject(context, account, voucherCode);
}

/** What any zone of the account costs: the same for each of them, so it is read once for all. */
async function accountSubject(context: RequestContext, account: AccountRow, voucherCode: string | undefined): Promise<PricingSubject> {
  const subscription = await accountSubscriptionOf(context.db, account.id);
  const voucher = await askedVoucher(context, voucherCode, account.id);
  const now = context.now();
  return {
    currency: accountCurrency(account),
    account,
    subscription,
    trialDays: (await hasEverPaid(context.db, account.id, subscription)) ? 0 : TRIAL_DAYS,
    discount: voucherDiscount(voucher) ?? discountInForce(account, subscription, now),
    voucher,
    winback: await winbackEligible(context.db, account, now),
  };
}

/**
 * The price list of every zone of the account with all tiers, billing cycles and plans, as GET
 * /billing/sound_zones/{id}/pricing answers it for each of them (an account read's sound_zones.pricing).
 */
export async function accountZonePricing(context: RequestContext, account: AccountRow): Promise<Schemas['Pricing']> {
  return pricingAnswer(await accountSubject(context, account, undefined), { all_plans: true, all_tiers: true, all_billing_cycles: true }, context.now());
}

const planKeyRecord = (key: PricePlanKey): Schemas['PricePlan'] => ({
  id: pricePlanId(key),
  name: `${itemName(key.plan, key.tier).replace('Cadence ', '')} ${key.currency} ${key.cycle}`,
  item_name: itemName(key.plan, key.tier),
  item_kind: 'Streaming',
  plan: key.plan,
  tier: key.tier,
  billing_cycle: key.cycle,
  iso_currency: key.currency,
  prices: priceSteps(listPrice(key.currency, key.plan, key.tier, key.cycle), cycleMonths(key.cycle)) as Schemas['PriceListPrice'][],
});

/** A tier from a request ('1', '3', 'tier1', 'tier-3'); 400 on the field otherwise. */
function tierInput(value: string, field: string): Tier {
  const tier = normaliseTier(value);
  if (!tier) throw badRequest({ [field]: "Must be one of: 1, 2, 3, tier1, tier2, tier3, tier-1, tier-2, tier-3" });
  return tier;
}

/** The cost of moving the account's active zones from one plan and tier to another (billing.md 7.2). */
async function changeCost(context: RequestContext, account: AccountRow, from: { plan: Plan; tier: Tier }, to: { plan: Plan; tier: Tier }, upgrade: boolean): Promise<Schemas['ChangeCost']> {
  const currency = accountCurrency(account);
  const cycle = accountCycle(account);
  const now = context.now();
  const subscription = await accountSubscriptionOf(context.db, account.id);
  const entries: Schemas['ChangeCost']['entries'] = [];
  if (upgrade) {
    const difference = listPrice(currency, to.plan, to.tier, cycle) - listPrice(currency, from.plan, from.tier, cycle);
    for (const zone of await activeZones(context.db, account.id, now)) {
      const paidUntil = zone.paidUntil!;
      const left = daysBetween(now, paidUntil);
      if (left <= 0 || difference === 0) continue;
      const periodDays = daysBetween(addMonths(paidUntil, -cycleMonths(cycle)), paidUntil);
      entries.push({
        description: `Upgrade to ${itemName(to.plan, to.tier).replace('Cadence ', '')}, ${zone.name}`,
        sound_zone: zone.id,
        period: { from: isoDay(now), to: isoDay(new Date(startOfDay(paidUntil).getTime() - DAY_MS)) },
        net_amount: prorate(difference, Math.min(left, periodDays), periodDays),
      });
    }
  }
  const net = entries.reduce((sum, entry) => sum + entry.net_amount, 0);
  const tax = prorate(net, vatPercent(account.isoCountry), 100);
  const renewal = subscription?.recurAt && subscription.recurAt > now ? subscription.recurAt : now;
  return { currency, net_amount: net, tax_amount: tax, total: net + tax, effective_date: isoDay(upgrade ? now : renewal), entries };
}

const ADDON_PRICES: Readonly<Record<Addon, Readonly<Record<CurrencyCode, number>>>> = {
  hifi: { SEK: 4900, NOK: 4900, DKK: 3900, EUR: 490, GBP: 420, USD: 499 },
  sso: { SEK: 9900, NOK: 9900, DKK: 7900, EUR: 990, GBP: 850, USD: 999 },
  messaging: { SEK: 7900, NOK: 7900, DKK: 5900, EUR: 790, GBP: 690, USD: 799 },
  curation: { SEK: 14900, NOK: 14900, DKK: 10900, EUR: 1490, GBP: 1290, USD: 1499 },
};

const addonRecord = (row: typeof addonSubscriptions.$inferSelect): Schemas['AddonSubscription'] => ({
  id: row.id,
  account: row.accountId,
  addon: row.addon as Addon,
  state: row.state as Schemas['AddonSubscription']['state'],
  activated_at: row.activatedAt ? compactTimestamp(row.activatedAt) : null,
  recur_at: row.recurAt ? compactTimestamp(row.recurAt) : null,
  price: row.price,
});

/** The account as it is now, for the viewer (after a change, read past the request's loader cache). */
async function freshAccountBody(context: RequestContext, accountId: string, membership: Parameters<typeof accountBody>[2]) {
  const [row] = await context.db.select().from(accounts).where(eq(accounts.id, accountId));
  return accountBody(context, row!, membership);
}

const VOUCHER_VERIFICATIONS = { name: 'voucher-verifications:address', limit: 30, windowSeconds: 15 * 60 };

export const pricingHandlers = defineHandlers({
  async getPricing({ query, headers }, context) {
    if (query.sound_zone) return { status: 200, body: pricingAnswer(await zoneSubject(context, query.sound_zone, query.voucher_code), query, context.now()) };
    const asked = query.iso_country && query.iso_country !== UNKNOWN_COUNTRY ? query.iso_country : countryFromHeaders(headers);
    const voucher = await askedVoucher(context, query.voucher_code, null);
    const subject: PricingSubject = { currency: accountCurrency({ isoCountry: asked }), account: null, subscription: null, trialDays: TRIAL_DAYS, discount: voucherDiscount(voucher), voucher, winback: false };
    return { status: 200, body: pricingAnswer(subject, query, context.now()) };
  },

  async getSoundZonePricing({ params, query }, context) {
    return { status: 200, body: pricingAnswer(await zoneSubject(context, params.soundZoneId, query.voucher_code), query, context.now()) };
  },

  async getPricePlan({ params }, context) {
    if (context.viewer.kind === 'anonymous') throw unauthorized();
    const key = pricePlanKey(params.pricePlanId);
    if (!key) throw notFound('Price plan');
    return { status: 200, body: planKeyRecord(key) };
  },

  async listAccountPriceModels({ params }, context) {
    const { account } = await requireAccount(context, params.accountId);
    return { status: 200, body: cyclesOf(accountCurrency(account), planOf(account), tierOf(account)).map(planKeyRecord) };
  },

  async getTaxRequiredFields({ query }) {
    const seller = query.seller_country ?? SELLER_COUNTRY;
    return { status: 200, body: { buyer_country: query.buyer_country, seller_country: seller, fields: taxRequiredFields(query.buyer_country, seller) } };
  },

  async listCurrencies() {
    return { status: 200, body: CURRENCIES.map((code) => ({ code, name: CURRENCY_NAMES[code], symbol: currencySymbol(code), decimals: MINOR_DIGITS })) };
  },

  async getExchangeRates({ params }) {
    const date = Number(params.effectiveDate);
    const rates = isCurrency(params.currency) ? exchangeRates(params.currency, date) : null;
    if (!rates) throw notFound('Exchange rates');
    return { status: 200, body: { base_currency: params.currency, effective_date: rates.effectiveDate, rates: rates.rates } };
  },

  async getAccountMonthsToInvoice({ params, query }, context) {
    const { account } = await requireAccount(context, params.accountId);
    const method = await paymentMethodOf(context, account.id);
    const paymentType = paymentTypeOf(method && !method.deactivated ? method.psp : null) ?? 'cc';
    return { status: 200, body: { billing_cycle: query.billing_cycle ?? accountCycle(account), months_to_invoice: paymentType === 'cc' ? 1 : 12 } };
  },

  async verifyBillingVoucher({ body }, context) {
    await takeAttempt(context, VOUCHER_VERIFICATIONS, context.clientAddress);
    const voucher = voucherByCode(body.voucher_code);
    const valid = !!voucher && (await voucherApplicable(context.db, voucher, null, context.now()));
    return {
      status: 200,
      body: {
        valid,
        voucher_code: body.voucher_code.trim().toUpperCase(),
        billing_voucher: valid ? voucherId(voucher) : null,
        description: valid ? voucher.description : null,
        discount_percent: valid ? voucher.discountPercent : null,
        months: valid ? voucher.months : null,
      },
    };
  },

  async applyAccountBillingVoucher({ params, body }, context) {
    const { account, membership } = await requireAccountAction(context, params.accountId, 'zone.activate');
    await applyVoucher(context, account, body.billing_voucher);
    return { status: 200, body: await freshAccountBody(context, account.id, membership) };
  },

  async removeAccountBillingVoucher({ params }, context) {
    const { account, membership } = await requireAccountAction(context, params.accountId, 'zone.activate');
    await removeVoucher(context, account);
    return { status: 200, body: await freshAccountBody(context, account.id, membership) };
  },

  async getAccountSubscription({ params }, context) {
    const { account } = await requireAccount(context, params.accountId);
    const subscription = await accountSubscriptionOf(context.db, account.id);
    if (!subscription) throw notFound('Account subscription');
    return { status: 200, body: accountSubscriptionRecord(subscription) };
  },

  async createAccountSubscription({ params, body: input }, context) {
    // The contract's anyOf (plan or tier) leaves the generated body type open; the router has checked it.
    const body = input as { plan?: Plan; tier?: string; billing_cycle: BillingCycle; terms_type: string; voucher_code?: string };
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const tier = body.tier ? tierInput(body.tier, 'tier') : planTier(body.plan!);
    const plan = body.plan ?? (tier === 'tier-3' ? 'unlimited' : 'essential');
    const voucher = body.voucher_code ? voucherByCode(body.voucher_code) : null;
    if (body.voucher_code && !voucher) throw badRequest({ voucher_code: 'Voucher is not valid' }, 'Voucher is not valid');
    const acceptedBy = context.viewer.kind === 'user' ? context.viewer.userId : account.id;
    const row = await purchaseSubscription(context, account, { plan, tier, billingCycle: body.billing_cycle, termsType: body.terms_type, voucher, acceptedBy });
    return { status: 201, body: accountSubscriptionRecord(row) };
  },

  async updateAccountSubscription({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const tier = body.tier ? tierInput(body.tier, 'tier') : undefined;
    const subscription = await accountSubscriptionOf(context.db, account.id);
    if (!subscription) throw notFound('Account subscription');
    const row = await updateSubscription(context, account, subscription, { plan: body.plan, tier, billingCycle: body.billing_cycle });
    return { status: 200, body: accountSubscriptionRecord(row) };
  },

  async changeAccountTier({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const { value, transaction } = await changeTier(context, account, tierInput(body.from_tier, 'from_tier'), tierInput(body.to_tier, 'to_tier'));
    return { status: 200, body: { tier: value.tier as Tier, upcoming_tier: value.upcomingTier as Tier | null, long_running_transaction: longRunningTransactionRecord(transaction) } };
  },

  async changeAccountPlan({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const { value, transaction } = await changePlan(context, account, body.from_plan, body.to_plan);
    return {
      status: 200,
      body: { plan: value.plan as Plan, tier: value.tier as Tier, upcoming_plan: value.upcomingPlan as Plan | null, upcoming_tier: value.upcomingTier as Tier | null, long_running_transaction: longRunningTransactionRecord(transaction) },
    };
  },

  async getAccountTierChangeCost({ params, query }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const from = tierInput(query.from_tier, 'from_tier');
    const to = tierInput(query.to_tier, 'to_tier');
    const plan = planOf(account);
    return { status: 200, body: await changeCost(context, account, { plan, tier: from }, { plan, tier: to }, isTierUpgrade(from, to) && from !== to) };
  },

  async getAccountPlanChangeCost({ params, query }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const from = { plan: query.from_plan, tier: planTier(query.from_plan) };
    const to = { plan: query.to_plan, tier: planTier(query.to_plan) };
    return { status: 200, body: await changeCost(context, account, from, to, isPlanUpgrade(from.plan, to.plan) && from.plan !== to.plan) };
  },

  async cancelAccountDowngrade({ params }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    return { status: 200, body: accountSubscriptionRecord(await cancelDowngrade(context, account)) };
  },

  async getAccountWinbackDiscount({ params }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const eligible = await winbackEligible(context.db, account, context.now());
    return { status: 200, body: { eligible, discount_percent: eligible ? WINBACK_OFFER.discountPercent : null, months: eligible ? WINBACK_OFFER.months : null } };
  },

  async applyAccountWinbackDiscount({ params }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const { value, transaction } = await applyWinback(context, account);
    return { status: 200, body: { tier: value.tier as Tier, discount_percent: WINBACK_OFFER.discountPercent, months: WINBACK_OFFER.months, long_running_transaction: longRunningTransactionRecord(transaction) } };
  },

  async updateAccountBillingCycle({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    return { status: 200, body: accountSubscriptionRecord(await setBillingCycle(context, account, body.billing_cycle)) };
  },

  async listAccountAddonSubscriptions({ params }, context) {
    const { account } = await requireAccount(context, params.accountId);
    const rows = await context.db.select().from(addonSubscriptions).where(eq(addonSubscriptions.accountId, account.id)).orderBy(addonSubscriptions.addon);
    return { status: 200, body: rows.map(addonRecord) };
  },

  async createAccountAddonSubscription({ params, body }, context) {
    const { account } = await requireAccountAction(context, params.accountId, 'zone.activate');
    const addon = body.addon;
    const [existing] = await context.db.select().from(addonSubscriptions).where(and(eq(addonSubscriptions.accountId, account.id), eq(addonSubscriptions.addon, addon)));
    if (existing?.state === 'active') throw conflict('The add-on is already active');
    const now = context.now();
    const subscription = await accountSubscriptionOf(context.db, account.id);
    const recurAt = subscription?.recurAt && subscription.recurAt > now ? subscription.recurAt : addMonths(now, cycleMonths(accountCycle(account)));
    // High-fidelity audio comes with tier 3.
    const price = addon === 'hifi' && tierOf(account) === 'tier-3' ? null : ADDON_PRICES[addon][accountCurrency(account)];
    const values = { state: 'active', activatedAt: now, recurAt, price };
    const row = await context.db.transaction(async (tx) => {
      const [saved] = existing
        ? await tx.update(addonSubscriptions).set(values).where(eq(addonSubscriptions.id, existing.id)).returning()
        : await tx
            .insert(addonSubscriptions)
            .values({ id: await newId(tx as unknown as Db, 'AddonSubscription', [{ kind: 'Account', stringId: account.id }]), accountId: account.id, addon, ...values })
            .returning();
      const flag = ADDON_FLAGS[addon];
      await tx
        .update(accounts)
        .set({ featureFlags: sql`array_append(array_remove(${accounts.featureFlags}, ${flag}), ${flag})`, updatedAt: new Date() })
        .where(eq(accounts.id, account.id));
      return saved!;
    });
    await publishAccountUpdate(context, account.id);
    return { status: 201, body: addonRecord(row) };
  },

  async getAddonSubscription({ params }, context) {
    if (context.viewer.kind === 'anonymous') throw unauthorized();
    const [row] = await context.db.select().from(addonSubscriptions).where(eq(addonSubscriptions.id, params.addonSubscriptionId));
    if (!row) throw notFound('Add-on subscription');
    await requireAccount(context, row.accountId).catch(() => {
      throw notFound('Add-on subscription');
    });
    return { status: 200, body: addonRecord(row) };
  },
});
