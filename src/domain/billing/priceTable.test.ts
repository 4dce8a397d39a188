import { describe, expect, it } from 'vitest';
import { amountInMonth, priceSteps, priceTable } from './priceTable';

describe('price steps (billing.md 3.8)', () => {
  it.each([
    ['no discount', 34900, 1, null, [{ amount: 34900, period_months: 1, from_month: 1, to_month: null }]],
    ['50 % for 3 months, monthly', 34900, 1, { percent: 50, months: 3 }, [
      { amount: 17450, period_months: 1, from_month: 1, to_month: 3 },
      { amount: 34900, period_months: 1, from_month: 4, to_month: null },
    ]],
    ['50 % for 3 months, quarterly', 99500, 3, { percent: 50, months: 3 }, [
      { amount: 49750, period_months: 3, from_month: 1, to_month: 3 },
      { amount: 99500, period_months: 3, from_month: 4, to_month: null },
    ]],
    ['50 % for 3 months, yearly: a quarter of the year at half price', 356000, 12, { percent: 50, months: 3 }, [
      { amount: 311500, period_months: 12, from_month: 1, to_month: 12 },
      { amount: 356000, period_months: 12, from_month: 13, to_month: null },
    ]],
    ['25 % for 4 months, quarterly', 10000, 3, { percent: 25, months: 4 }, [
      { amount: 7500, period_months: 3, from_month: 1, to_month: 3 },
      { amount: 9167, period_months: 3, from_month: 4, to_month: 6 },
      { amount: 10000, period_months: 3, from_month: 7, to_month: null },
    ]],
    ['10 % without end', 2999, 1, { percent: 10, months: null }, [{ amount: 2699, period_months: 1, from_month: 1, to_month: null }]],
    ['100 % for one month', 3490, 1, { percent: 100, months: 1 }, [
      { amount: 0, period_months: 1, from_month: 1, to_month: 1 },
      { amount: 3490, period_months: 1, from_month: 2, to_month: null },
    ]],
  ] as const)('%s', (_name, amount, period, discount, steps) => {
    expect(priceSteps(amount, period, discount)).toEqual(steps);
  });

  it('reads the amount of a month from its step', () => {
    const steps = priceSteps(34900, 1, { percent: 50, months: 3 });
    expect([1, 3, 4, 40].map((month) => amountInMonth(steps, month))).toEqual([17450, 17450, 34900, 34900]);
  });
});

describe('the price table (billing.md 4.8)', () => {
  it('projects 12 monthly charges, with the discount first, and repeats the full price after', () => {
    const table = priceTable({ prices: priceSteps(34900, 1, { percent: 50, months: 3 }), trialDays: 0, invoiceFee: 0, alignment: null });
    expect(table.rows.filter((row) => row.kind === 'charge').map((row) => row.amount)).toEqual([17450, 17450, 17450, ...Array(9).fill(34900)]);
    expect(table.total).toBe(3 * 17450 + 9 * 34900);
    expect(table.following).toEqual({ amount: 34900, periodMonths: 1 });
  });

  it('adds the invoice fee once when there is no trial, and not with a trial', () => {
    const withoutTrial = priceTable({ prices: priceSteps(99500, 3), trialDays: 0, invoiceFee: 4900, alignment: null });
    expect(withoutTrial.rows.filter((row) => row.kind === 'fee')).toEqual([{ kind: 'fee', month: 1, amount: 4900 }]);
    expect(withoutTrial.rows.filter((row) => row.kind === 'charge').map((row) => row.month)).toEqual([1, 4, 7, 10]);
    expect(withoutTrial.total).toBe(4900 + 4 * 99500);
    const withTrial = priceTable({ prices: priceSteps(99500, 3), trialDays: 14, invoiceFee: 4900, alignment: null });
    expect(withTrial.rows[0]).toEqual({ kind: 'trial', month: 1, days: 14, amount: 0 });
    expect(withTrial.rows.some((row) => row.kind === 'fee')).toBe(false);
  });

  it('shows the alignment cost per day', () => {
    const table = priceTable({ prices: priceSteps(356000, 12), trialDays: 0, invoiceFee: 0, alignment: { netTotal: 9753, days: 10 } });
    expect(table.rows[0]).toEqual({ kind: 'alignment', month: 1, days: 10, perDay: 975, amount: 9753 });
    expect(table.rows.filter((row) => row.kind === 'charge')).toEqual([{ kind: 'charge', month: 1, periodMonths: 12, amount: 356000 }]);
    expect(table.total).toBe(9753 + 356000);
  });
});
