// Price steps and the price table (billing.md 3.8, 4.8): a price is a list of steps (a discount for the
// first months, then the full price that repeats without end); the table projects 12 months of charges
// with the trial, a one-time invoice fee when there is no trial, and the alignment cost per day.
import { discounted, prorate } from './money';

export interface PriceStep {
  /** Net amount charged per billing period, in minor units. */
  amount: number;
  period_months: number;
  /** First month (1-based) the amount applies to. */
  from_month: number;
  /** Last month (inclusive), or null when the amount repeats without end. */
  to_month: number | null;
}

export interface Discount {
  percent: number;
  /** Months the discount lasts from month 1; null without end. */
  months: number | null;
}

/**
 * The steps of a price per period with a discount for its first months: whole periods inside the
 * discount get the full discount, a period the discount ends inside gets it for its share of months,
 * and the full price follows without end.
 */
export function priceSteps(amount: number, periodMonths: number, discount: Discount | null = null): PriceStep[] {
  if (!discount || discount.percent <= 0 || discount.months === 0) return [{ amount, period_months: periodMonths, from_month: 1, to_month: null }];
  if (discount.months === null) return [{ amount: discounted(amount, discount.percent), period_months: periodMonths, from_month: 1, to_month: null }];
  const steps: PriceStep[] = [];
  const whole = Math.floor(discount.months / periodMonths);
  const rest = discount.months % periodMonths;
  if (whole > 0) steps.push({ amount: discounted(amount, discount.percent), period_months: periodMonths, from_month: 1, to_month: whole * periodMonths });
  if (rest > 0) {
    steps.push({ amount: amount - prorate(amount, discount.percent * rest, 100 * periodMonths), period_months: periodMonths, from_month: whole * periodMonths + 1, to_month: (whole + 1) * periodMonths });
  }
  const next = (whole + (rest > 0 ? 1 : 0)) * periodMonths + 1;
  steps.push({ amount, period_months: periodMonths, from_month: next, to_month: null });
  return steps;
}

/** The amount the steps charge for the period that starts in a month (1-based). */
export function amountInMonth(steps: readonly PriceStep[], month: number): number {
  const step = steps.find((candidate) => candidate.from_month <= month && (candidate.to_month === null || month <= candidate.to_month)) ?? steps[steps.length - 1];
  if (!step) throw new RangeError('a price has at least one step');
  return step.amount;
}

/** Months the price table projects. */
export const PROJECTED_MONTHS = 12;

export type PriceTableRow =
  | { kind: 'trial'; month: 1; days: number; amount: 0 }
  | { kind: 'alignment'; month: 1; days: number; perDay: number; amount: number }
  | { kind: 'fee'; month: 1; amount: number }
  | { kind: 'charge'; month: number; periodMonths: number; amount: number };

export interface PriceTableInput {
  prices: readonly PriceStep[];
  trialDays: number;
  /** The invoice fee (added once when there is no trial); 0 when not paying by invoice. */
  invoiceFee: number;
  /** The alignment cost to the account's renewal date: its total and the days it covers; null when none. */
  alignment: { netTotal: number; days: number } | null;
}

export interface PriceTable {
  rows: PriceTableRow[];
  /** Sum of the rows over the projected months. */
  total: number;
  /** What is charged per period after the projection: following charges repeat without end. */
  following: { amount: number; periodMonths: number };
}

/** The 12-month projection of billing.md 4.8. */
export function priceTable({ prices, trialDays, invoiceFee, alignment }: PriceTableInput): PriceTable {
  const rows: PriceTableRow[] = [];
  if (trialDays > 0) rows.push({ kind: 'trial', month: 1, days: trialDays, amount: 0 });
  if (alignment && alignment.days > 0 && alignment.netTotal !== 0) {
    rows.push({ kind: 'alignment', month: 1, days: alignment.days, perDay: Math.round(alignment.netTotal / alignment.days), amount: alignment.netTotal });
  }
  if (trialDays <= 0 && invoiceFee > 0) rows.push({ kind: 'fee', month: 1, amount: invoiceFee });
  const periodMonths = prices[0]?.period_months ?? 1;
  for (let month = 1; month <= PROJECTED_MONTHS; month += periodMonths) rows.push({ kind: 'charge', month, periodMonths, amount: amountInMonth(prices, month) });
  const last = prices[prices.length - 1];
  return { rows, total: rows.reduce((sum, row) => sum + row.amount, 0), following: { amount: last?.amount ?? 0, periodMonths } };
}
