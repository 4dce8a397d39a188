import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { PriceListEntry } from '../../rest/subscriptions';
import { offeredPlans, planPageMode } from './PlanPage';
import { PriceTable } from './PriceTable';

describe('plan pages (billing.md 2.6)', () => {
  it.each([
    ['/accounts/A/choose-plan', 'choose'],
    ['/accounts/A/upgrade-plan/', 'upgrade'],
    ['/accounts/A/change-plan', 'change'],
    ['/accounts/A/change-plan/essential', 'confirm'],
    ['/accounts/A/change-plan/confirmed/essential', 'confirmed'],
  ])('%s is the %s page', (path, mode) => {
    expect(planPageMode(path)).toBe(mode);
  });

  it('offers the plans above the account’s on /upgrade-plan, every sold plan elsewhere', () => {
    expect(offeredPlans('upgrade', 'starter')).toEqual(['essential', 'unlimited']);
    expect(offeredPlans('upgrade', 'unlimited')).toEqual([]);
    expect(offeredPlans('change', 'unlimited')).toEqual(['starter', 'essential', 'unlimited']);
  });
});

const entry = (values: Partial<PriceListEntry> = {}): PriceListEntry =>
  ({
    billing_cycle: 'monthly',
    tier: 'tier-3',
    plan: 'unlimited',
    prices: [{ amount: 34900, period_months: 1, from_month: 1, to_month: null }],
    trial_days: 0,
    trial_length: { without_payment_details: 0 },
    item_name: 'Music streaming',
    iso_currency: 'SEK',
    alignment_cost: null,
    ...values,
  }) as PriceListEntry;

const rows = () => within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent);

describe('PriceTable (billing.md 4.8)', () => {
  const show = (props: Parameters<typeof PriceTable>[0]) =>
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <PriceTable {...props} />
      </I18nextProvider>,
    );

  it('projects 12 months with the invoice fee once when there is no trial', () => {
    show({ entry: entry(), invoiceFee: 4900, caption: 'Unlimited' });
    expect(rows()).toContain('Invoice fee (one-time)49,00\u00a0kr');
    expect(rows().filter((row) => row?.startsWith('Month '))).toHaveLength(12);
    expect(rows()).toContain('Total, 12 months4\u00a0237,00\u00a0kr');
    expect(screen.getByRole('table').querySelector('.price-table__following')?.textContent).toBe('Then 349,00\u00a0kr every month.');
  });

  it('shows the trial days instead of the fee, and the alignment cost per day', () => {
    show({ entry: entry({ trial_days: 14, alignment_cost: { net_total: 1000, entries: [{ period: { from: '2026-11-22', to: '2026-11-26' }, net_amount: 1000 }] } }), invoiceFee: 4900, caption: 'Unlimited' });
    expect(rows()).toContain('Free trial, 14 days0,00\u00a0kr');
    expect(rows()).toContain('Until your renewal date, 5 days at 2,00\u00a0kr a day10,00\u00a0kr');
    expect(rows().some((row) => row?.startsWith('Invoice fee'))).toBe(false);
  });
});
