// The price book (billing.md 3.8, 9): list prices per currency for plan x tier x billing cycle, trial
// days, the invoice fee, the vouchers on offer, the win-back offer, tax fields by buyer and seller country,
// and exchange rates by date. Amounts are integer minor units, net of tax.
import { encodeId, decodeId } from '../../src/domain/ids';
import { CURRENCIES, EURO_COUNTRIES } from '../../src/domain/billing/money';
import type { CurrencyCode } from '../../src/domain/billing/money';
import { BILLING_CYCLES, cycleMonths, isBillingCycle, isPlan, isTier } from '../../src/domain/billing/plans';
import type { BillingCycle, Plan, Tier , SOLD_PLANS, SOLD_TIERS } from '../../src/domain/billing/plans';

type SoldPlan = (typeof SOLD_PLANS)[number];
type SoldTier = (typeof SOLD_TIERS)[number];

/** Monthly list price per zone, by currency, plan and tier. Unlimited tier-3 is the flagship: 349 kr, 34,90 €, £29.90, $34.99. */
const MONTHLY: Readonly<Record<CurrencyCode, Readonly<Record<SoldPlan, Readonly<Record<SoldTier, number>>>>>> = {
  SEK: { starter: { 'tier-1': 19900, 'tier-3': 26900 }, essential: { 'tier-1': 27900, 'tier-3': 31900 }, unlimited: { 'tier-1': 29900, 'tier-3': 34900 } },
  NOK: { starter: { 'tier-1': 19900, 'tier-3': 26900 }, essential: { 'tier-1': 27900, 'tier-3': 32900 }, unlimited: { 'tier-1': 29900, 'tier-3': 35900 } },
  DKK: { starter: { 'tier-1': 14900, 'tier-3': 19900 }, essential: { 'tier-1': 20900, 'tier-3': 23900 }, unlimited: { 'tier-1': 22900, 'tier-3': 25900 } },
  EUR: { starter: { 'tier-1': 1990, 'tier-3': 2690 }, essential: { 'tier-1': 2790, 'tier-3': 3190 }, unlimited: { 'tier-1': 2990, 'tier-3': 3490 } },
  GBP: { starter: { 'tier-1': 1690, 'tier-3': 2290 }, essential: { 'tier-1': 2390, 'tier-3': 2690 }, unlimited: { 'tier-1': 2590, 'tier-3': 2990 } },
  USD: { starter: { 'tier-1': 1999, 'tier-3': 2699 }, essential: { 'tier-1': 2799, 'tier-3': 3199 }, unlimited: { 'tier-1': 2999, 'tier-3': 3499 } },
};

/** Price per period of the longer cycles, by currency, plan and tier: quarterly about 5 % and yearly about 15 % below the monthly price. */
const LONGER: Readonly<Record<Exclude<BillingCycle, 'monthly'>, Readonly<Record<CurrencyCode, Readonly<Record<SoldPlan, Readonly<Record<SoldTier, number>>>>>>>> = {
  quarterly: {
    SEK: { starter: { 'tier-1': 56700, 'tier-3': 76500 }, essential: { 'tier-1': 79500, 'tier-3': 90900 }, unlimited: { 'tier-1': 85200, 'tier-3': 99500 } },
    NOK: { starter: { 'tier-1': 56700, 'tier-3': 76500 }, essential: { 'tier-1': 79500, 'tier-3': 93900 }, unlimited: { 'tier-1': 85200, 'tier-3': 102300 } },
    DKK: { starter: { 'tier-1': 42400, 'tier-3': 56700 }, essential: { 'tier-1': 59500, 'tier-3': 68100 }, unlimited: { 'tier-1': 65200, 'tier-3': 73800 } },
    EUR: { starter: { 'tier-1': 5670, 'tier-3': 7650 }, essential: { 'tier-1': 7950, 'tier-3': 9090 }, unlimited: { 'tier-1': 8520, 'tier-3': 9950 } },
    GBP: { starter: { 'tier-1': 4800, 'tier-3': 6500 }, essential: { 'tier-1': 6800, 'tier-3': 7650 }, unlimited: { 'tier-1': 7380, 'tier-3': 8500 } },
    USD: { starter: { 'tier-1': 5697, 'tier-3': 7697 }, essential: { 'tier-1': 7977, 'tier-3': 9117 }, unlimited: { 'tier-1': 8547, 'tier-3': 9997 } },
  },
  yearly: {
    SEK: { starter: { 'tier-1': 203000, 'tier-3': 274000 }, essential: { 'tier-1': 284500, 'tier-3': 325000 }, unlimited: { 'tier-1': 305000, 'tier-3': 356000 } },
    NOK: { starter: { 'tier-1': 203000, 'tier-3': 274000 }, essential: { 'tier-1': 284500, 'tier-3': 335500 }, unlimited: { 'tier-1': 305000, 'tier-3': 366000 } },
    DKK: { starter: { 'tier-1': 152000, 'tier-3': 203000 }, essential: { 'tier-1': 213000, 'tier-3': 243500 }, unlimited: { 'tier-1': 233500, 'tier-3': 264000 } },
    EUR: { starter: { 'tier-1': 20300, 'tier-3': 27400 }, essential: { 'tier-1': 28450, 'tier-3': 32500 }, unlimited: { 'tier-1': 30500, 'tier-3': 35600 } },
    GBP: { starter: { 'tier-1': 17200, 'tier-3': 23350 }, essential: { 'tier-1': 24350, 'tier-3': 27400 }, unlimited: { 'tier-1': 26400, 'tier-3': 30500 } },
    USD: { starter: { 'tier-1': 20390, 'tier-3': 27530 }, essential: { 'tier-1': 28550, 'tier-3': 32630 }, unlimited: { 'tier-1': 30590, 'tier-3': 35690 } },
  },
};

/** The list price of one zone for one billing period. Royalty-free and tier 2 are not sold: they are priced as essential and tier-1. */
export function listPrice(currency: CurrencyCode, plan: Plan, tier: Tier, cycle: BillingCycle): number {
  const soldPlan: SoldPlan = plan === 'royalty-free' ? 'essential' : plan;
  const soldTier: SoldTier = tier === 'tier-3' ? 'tier-3' : 'tier-1';
  return cycle === 'monthly' ? MONTHLY[currency][soldPlan][soldTier] : LONGER[cycle][currency][soldPlan][soldTier];
}

/** Free trial days of a new account's first zone, and the trial offered without payment details. */
export const TRIAL_DAYS = 14;
export const TRIAL_DAYS_WITHOUT_PAYMENT_DETAILS = 14;

/** Fee added once per invoice when paying by invoice. */
export const INVOICE_FEE: Readonly<Record<CurrencyCode, number>> = { SEK: 4900, NOK: 4900, DKK: 3900, EUR: 495, GBP: 395, USD: 495 };

const PLAN_NAMES: Readonly<Record<Plan, string>> = { starter: 'Starter', essential: 'Essential', unlimited: 'Unlimited', 'royalty-free': 'Royalty-free' };
/** The subscription item as printed on invoices: 'Cadence Unlimited', with ' + Tier 3' where a lower plan takes tier 3. */
export function itemName(plan: Plan, tier: Tier): string {
  const base = `Cadence ${PLAN_NAMES[plan]}`;
  return tier === 'tier-3' && plan !== 'unlimited' ? `${base} + Tier 3` : base;
}
export const planName = (plan: Plan): string => PLAN_NAMES[plan];

// --- Price plans -------------------------------------------------------------------------------------

export interface PricePlanKey {
  currency: CurrencyCode;
  plan: Plan;
  tier: Tier;
  cycle: BillingCycle;
}

/** The id of a price plan: its currency, plan, tier and cycle. */
export const pricePlanId = ({ currency, plan, tier, cycle }: PricePlanKey): string => encodeId([{ kind: 'PricePlan', stringId: `${currency}.${plan}.${tier}.${cycle}` }]);

/** The price plan an id names; null when it names none. */
export function pricePlanKey(id: string): PricePlanKey | null {
  const segment = decodeId(id)?.[0];
  if (segment?.kind !== 'PricePlan' || !segment.stringId) return null;
  const [currency, plan, tier, cycle, ...rest] = segment.stringId.split('.');
  if (rest.length || !(CURRENCIES as readonly string[]).includes(currency ?? '') || !isPlan(plan) || !isTier(tier) || !isBillingCycle(cycle)) return null;
  return { currency: currency as CurrencyCode, plan, tier, cycle };
}

/** The price plans of one currency, plan and tier, every cycle. */
export const cyclesOf = (currency: CurrencyCode, plan: Plan, tier: Tier): PricePlanKey[] => BILLING_CYCLES.map((cycle) => ({ currency, plan, tier, cycle }));

// --- Vouchers -------------------------------------------------------------------------------------

export interface Voucher {
  code: string;
  description: string;
  discountPercent: number;
  /** Months the discount lasts; null when it lasts without end. */
  months: number | null;
  validFrom: Date;
  /** The last moment the voucher may be applied; null when it does not expire. */
  validUntil: Date | null;
  /** How many accounts may hold it; null without a limit. */
  maxRedemptions: number | null;
}

/** The vouchers on offer; codes are matched case-insensitively. */
export const VOUCHERS: readonly Voucher[] = [
  { code: 'WELCOME50', description: '50% off the first 3 months', discountPercent: 50, months: 3, validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: new Date('2027-12-31T23:59:59Z'), maxRedemptions: null },
  { code: 'FIRSTMONTHFREE', description: 'The first month free', discountPercent: 100, months: 1, validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: null, maxRedemptions: null },
  { code: 'PARTNER10', description: '10% off for as long as you subscribe', discountPercent: 10, months: null, validFrom: new Date('2025-01-01T00:00:00Z'), validUntil: null, maxRedemptions: null },
  { code: 'SUMMER25', description: '25% off the first 6 months', discountPercent: 25, months: 6, validFrom: new Date('2026-05-01T00:00:00Z'), validUntil: new Date('2026-08-31T23:59:59Z'), maxRedemptions: null },
  { code: 'LAUNCHDAY', description: '75% off the first 12 months', discountPercent: 75, months: 12, validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: null, maxRedemptions: 1 },
];

export const voucherId = (voucher: Voucher): string => encodeId([{ kind: 'BillingVoucher', stringId: voucher.code }]);
export const voucherByCode = (code: string): Voucher | null => VOUCHERS.find((voucher) => voucher.code === code.trim().toUpperCase()) ?? null;
export function voucherById(id: string | null | undefined): Voucher | null {
  const segment = id ? decodeId(id)?.[0] : undefined;
  return segment?.kind === 'BillingVoucher' && segment.stringId ? voucherByCode(segment.stringId) : null;
}
/** Whether the voucher may be applied at the moment (between its dates). */
export const voucherInForce = (voucher: Voucher, at: Date): boolean => at >= voucher.validFrom && (!voucher.validUntil || at <= voucher.validUntil);

/** The win-back offer to an account that has cancelled or let a zone expire: 50 % off tier 3 for 3 months. */
export const WINBACK_OFFER = { discountPercent: 50, months: 3, tier: 'tier-3' } as const;

// --- Tax ------------------------------------------------------------------------------------------

export const SELLER_COUNTRY = 'SE';
const EU_COUNTRIES: ReadonlySet<string> = new Set([...[...EURO_COUNTRIES].filter((c) => !['AD', 'MC', 'SM', 'VA', 'ME', 'XK'].includes(c)), 'SE', 'DK', 'PL', 'CZ', 'HU', 'RO', 'BG']);
/** Countries where an address has a state (billing.md 9). */
export const STATE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'CN', 'MX', 'MY', 'IT', 'IE', 'CH']);

export type TaxField = 'vat_code' | 'org_number' | 'state';
/**
 * The billing-group fields tax needs between a buyer and a seller country: a domestic sale needs the
 * buyer's organisation number; a sale between two EU countries needs the buyer's VAT code (reverse
 * charge); a buyer in a country with states needs the state (US sales tax, for one).
 */
export function taxRequiredFields(buyer: string, seller: string): TaxField[] {
  const fields: TaxField[] = [];
  if (buyer === seller) fields.push('org_number');
  else if (EU_COUNTRIES.has(buyer) && EU_COUNTRIES.has(seller)) fields.push('vat_code');
  if (STATE_COUNTRIES.has(buyer)) fields.push('state');
  return fields;
}

/** VAT in percent the seller charges a buyer: Swedish VAT at home; abroad the buyer accounts for it (reverse charge or export). */
export const vatPercent = (buyerCountry: string): number => (buyerCountry === SELLER_COUNTRY ? 25 : 0);

// --- Currencies and exchange rates ------------------------------------------------------------------

export const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = { SEK: 'Swedish krona', NOK: 'Norwegian krone', DKK: 'Danish krone', EUR: 'Euro', GBP: 'Pound sterling', USD: 'US dollar' };

/** Euro reference rates by the date they took effect (YYYYMMDD), oldest first: what one euro buys. */
export const EUR_RATES: readonly { effectiveDate: number; rates: Readonly<Record<Exclude<CurrencyCode, 'EUR'>, number>> }[] = [
  { effectiveDate: 20260101, rates: { SEK: 11.52, NOK: 11.78, DKK: 7.4605, GBP: 0.8392, USD: 1.0412 } },
  { effectiveDate: 20260401, rates: { SEK: 11.47, NOK: 11.69, DKK: 7.4611, GBP: 0.8455, USD: 1.0623 } },
  { effectiveDate: 20260701, rates: { SEK: 11.38, NOK: 11.74, DKK: 7.4598, GBP: 0.8511, USD: 1.0784 } },
  { effectiveDate: 20261001, rates: { SEK: 11.45, NOK: 11.66, DKK: 7.4602, GBP: 0.8603, USD: 1.0815 } },
  { effectiveDate: 20261101, rates: { SEK: 11.42, NOK: 11.71, DKK: 7.4607, GBP: 0.8600, USD: 1.0800 } },
];

/** The rates of a base currency in force on a date (the latest at or before it); null before the first. */
export function exchangeRates(base: CurrencyCode, date: number): { effectiveDate: number; rates: Record<string, number> } | null {
  const entry = [...EUR_RATES].reverse().find((candidate) => candidate.effectiveDate <= date);
  if (!entry) return null;
  const perEuro: Record<string, number> = { EUR: 1, ...entry.rates };
  const baseRate = perEuro[base]!;
  const rates: Record<string, number> = {};
  for (const code of CURRENCIES) if (code !== base) rates[code] = Number((perEuro[code]! / baseRate).toFixed(6));
  return { effectiveDate: entry.effectiveDate, rates };
}

export const periodMonths = cycleMonths;
