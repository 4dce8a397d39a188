// The price table (billing.md 4.8): twelve months projected from a price-list entry, a trial's days, a
// one-time invoice fee when there is no trial, the alignment cost per day, and the charge that follows
// without end. The projection is H1's priceTable (src/domain/billing/priceTable.ts).
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/billing/money';
import { priceTable } from '../../domain/billing/priceTable';
import type { PriceTableRow } from '../../domain/billing/priceTable';
import type { PriceListEntry } from '../../rest/subscriptions';

const DAY_MS = 86_400_000;

export interface PriceTableProps {
  entry: PriceListEntry;
  /** The invoice fee of the pricing answer; 0 when the account does not pay by invoice. */
  invoiceFee: number;
  caption: string;
}

/** The alignment cost's days: from the first period's start to the last one's end. */
function alignmentOf(entry: PriceListEntry): { netTotal: number; days: number } | null {
  const cost = entry.alignment_cost;
  if (!cost || cost.entries.length === 0) return null;
  const from = Math.min(...cost.entries.map((item) => Date.parse(item.period.from)));
  const to = Math.max(...cost.entries.map((item) => Date.parse(item.period.to)));
  // Both ends are inclusive days.
  return { netTotal: cost.net_total, days: Math.round((to - from) / DAY_MS) + 1 };
}

export function PriceTable({ entry, invoiceFee, caption }: PriceTableProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, entry.iso_currency);
  const table = priceTable({ prices: entry.prices, trialDays: entry.trial_days, invoiceFee, alignment: alignmentOf(entry) });
  const rowLabel = (row: PriceTableRow) => {
    switch (row.kind) {
      case 'trial':
        return t('subscriptions.priceTable.trial', { count: row.days });
      case 'alignment':
        return t('subscriptions.priceTable.alignment', { count: row.days, perDay: money(row.perDay) });
      case 'fee':
        return t('subscriptions.priceTable.fee');
      case 'charge':
        return t('subscriptions.priceTable.charge', { month: row.month, count: row.periodMonths });
    }
  };
  return (
    <table className="subscription-table price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('subscriptions.priceTable.item')}</th>
          <th scope="col" className="price-table__amount">
            {t('subscriptions.priceTable.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={`${row.kind}-${row.month}-${index}`} data-kind={row.kind}>
            <td>{rowLabel(row)}</td>
            <td className="price-table__amount">{money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('subscriptions.priceTable.total')}</th>
          <td className="price-table__amount">{money(table.total)}</td>
        </tr>
        <tr>
          <td colSpan={2} className="price-table__following">
            {t('subscriptions.priceTable.following', { amount: money(table.following.amount), count: table.following.periodMonths })}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
