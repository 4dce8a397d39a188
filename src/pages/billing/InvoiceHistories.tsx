// The two invoice histories of the billing page (billing.md 2.4, 3.9, 7.6): the external ledger's invoices
// (page 1 of 20, then pages of 50, 'Load more' while more exist, 'loading failed' when the ledger fails)
// and the invoice specs (5, then 50 with the next cursor). While a list loads, 5 placeholder rows show;
// an empty one says 'no previous payments'. Each status is shown by its label.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/billing/money';
import { invoiceDocumentLink } from '../../domain/billing/invoiceStatus';
import type { BillingApi, InvoiceSpec, InvoiceSpecPage, LedgerInvoice, LedgerInvoicePage } from '../../rest/billing';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { LEDGER_FIRST_PAGE_SIZE, LEDGER_MORE_PAGE_SIZE, SPECS_FIRST_LIMIT, SPECS_MORE_LIMIT } from './billingLoaders';
import { formatCompactDate, formatIsoDate } from './billingFormat';

/** billing.md 9: 5 placeholder rows while a list loads. */
export const PLACEHOLDER_ROWS = 5;

interface ListState<T> {
  status: 'loading' | 'loaded' | 'failed';
  items: T[];
  /** More can be asked for: the ledger's total beyond what is shown, or a next cursor. */
  hasMore: boolean;
  loadingMore: boolean;
}

/**
 * A list filled from its first page (already asked for by the loader), then page by page with `more`,
 * which says which of the shown items the next page adds to; a failure shows 'loading failed'.
 */
function usePagedList<T, P>(firstPage: Promise<P>, askFirst: () => Promise<P>, read: (page: P, previous: T[]) => { items: T[]; hasMore: boolean }) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [], hasMore: false, loadingMore: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const settle = useCallback(
    (page: Promise<P>, previous: T[]) => {
      page.then(
        (answer) => mounted.current && setState({ status: 'loaded', ...read(answer, previous), loadingMore: false }),
        () => mounted.current && setState({ status: 'failed', items: previous, hasMore: false, loadingMore: false }),
      );
    },
    [read],
  );
  useEffect(() => settle(firstPage, []), [firstPage, settle]);
  const retry = () => {
    setState({ status: 'loading', items: [], hasMore: false, loadingMore: false });
    settle(askFirst(), []);
  };
  const more = (next: Promise<P>, kept: T[]) => {
    setState((current) => ({ ...current, loadingMore: true }));
    settle(next, kept);
  };
  return { state, retry, more };
}

function Placeholders({ label, columns }: { label: string; columns: number }) {
  return (
    <LoadingRegion label={label}>
      <div className="invoice-placeholders" data-testid="invoice-placeholders">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
          <div key={row} className="invoice-placeholders__row" data-testid="invoice-placeholder-row">
            {Array.from({ length: columns }, (__, column) => (
              <Skeleton key={column} width={`${50 + ((row + column) * 11) % 40}%`} />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

interface HistoryProps<T> {
  headingId: string;
  heading: string;
  state: ListState<T>;
  /** The column headings; the amount column's heading sits over its right-aligned amounts. */
  columns: { label: string; amount?: boolean }[];
  row: (item: T) => React.ReactNode;
  onRetry: () => void;
  onMore: () => void;
}

function History<T>({ headingId, heading, state, columns, row, onRetry, onMore }: HistoryProps<T>) {
  const { t } = useTranslation();
  return (
    <section className="billing-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="billing-card__heading">
        {heading}
      </h2>
      {state.status === 'loading' && <Placeholders label={t('billing.invoices.loading')} columns={columns.length} />}
      {state.status !== 'loading' && state.items.length > 0 && (
        <div className="invoice-table__scroll">
          <table className="invoice-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.amount ? 'invoice-table__amount' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{state.items.map(row)}</tbody>
          </table>
        </div>
      )}
      {state.status === 'loaded' && state.items.length === 0 && <p className="billing-empty">{t('billing.invoices.empty')}</p>}
      {state.status === 'failed' && (
        <div className="billing-failed" role="alert">
          <span>{t('billing.invoices.loadingFailed')}</span>
          <Button variant="quiet" onPress={onRetry}>
            {t('billing.invoices.retry')}
          </Button>
        </div>
      )}
      {state.status === 'loaded' && state.hasMore && (
        <Button className="billing-more" isPending={state.loadingMore} onPress={onMore}>
          {t('billing.invoices.loadMore')}
        </Button>
      )}
    </section>
  );
}

const readLedger = (answer: LedgerInvoicePage, previous: LedgerInvoice[]) => {
  const items = [...previous, ...answer.invoices];
  return { items, hasMore: answer.total > items.length && answer.invoices.length > 0 };
};

export function LedgerInvoices({ api, accountId, firstPage }: { api: BillingApi; accountId: string; firstPage: Promise<LedgerInvoicePage> }) {
  const { t } = useTranslation();
  const { state, retry, more } = usePagedList(firstPage, () => api.listLedgerInvoices(accountId, { page: 1, pageSize: LEDGER_FIRST_PAGE_SIZE }), readLedger);
  // After the first 20, 'Load more' asks page 1 of 50 (which repeats them, so it replaces them), then pages 2, 3... of 50.
  const loadMore = () =>
    state.items.length <= LEDGER_FIRST_PAGE_SIZE
      ? more(api.listLedgerInvoices(accountId, { page: 1, pageSize: LEDGER_MORE_PAGE_SIZE }), [])
      : more(api.listLedgerInvoices(accountId, { page: Math.floor(state.items.length / LEDGER_MORE_PAGE_SIZE) + 1, pageSize: LEDGER_MORE_PAGE_SIZE }), state.items);
  return (
    <History
      headingId="billing-ledger-heading"
      heading={t('billing.invoices.ledgerHeading')}
      state={state}
      columns={[{ label: t('billing.invoices.number') }, { label: t('billing.invoices.date') }, { label: t('billing.invoices.dueDate') }, { label: t('billing.invoices.amount'), amount: true }, { label: t('billing.invoices.statusColumn') }]}
      onRetry={retry}
      onMore={loadMore}
      row={(invoice) => (
        <tr key={invoice.invoice_no}>
          <td>{invoice.pdf_link ? <Link href={invoice.pdf_link} target="_blank">{invoice.invoice_no}</Link> : invoice.invoice_no}</td>
          <td>{formatIsoDate(invoice.invoice_date)}</td>
          <td>{formatCompactDate(invoice.due_date)}</td>
          <td className="invoice-table__amount">{formatMoney(invoice.total, invoice.currency)}</td>
          <td>
            <span className="invoice-status" data-status={invoice.status}>
              {t(`billing.invoices.ledgerStatus.${invoice.status}`)}
            </span>
          </td>
        </tr>
      )}
    />
  );
}

const readSpecs = (answer: InvoiceSpecPage, previous: InvoiceSpec[]) => ({ items: [...previous, ...answer.items], hasMore: answer.next_cursor !== null });

export function InvoiceSpecs({ api, accountId, firstPage }: { api: BillingApi; accountId: string; firstPage: Promise<InvoiceSpecPage> }) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<string | null>(null);
  const remember = (page: Promise<InvoiceSpecPage>) =>
    page.then((answer) => {
      setCursor(answer.next_cursor);
      return answer;
    });
  const [first] = useState(() => remember(firstPage));
  const { state, retry, more } = usePagedList(first, () => remember(api.listInvoiceSpecs(accountId, { limit: SPECS_FIRST_LIMIT })), readSpecs);
  const loadMore = () => more(remember(api.listInvoiceSpecs(accountId, { limit: SPECS_MORE_LIMIT, ...(cursor ? { cursor } : {}) })), state.items);
  return (
    <History
      headingId="billing-specs-heading"
      heading={t('billing.invoices.specsHeading')}
      state={state}
      columns={[{ label: t('billing.invoices.number') }, { label: t('billing.invoices.date') }, { label: t('billing.invoices.amount'), amount: true }, { label: t('billing.invoices.statusColumn') }, { label: t('billing.invoices.document') }]}
      onRetry={retry}
      onMore={loadMore}
      row={(invoice) => {
        const document = invoiceDocumentLink(invoice);
        return (
          <tr key={invoice.uuid}>
            <td>
              <Link href={`/invoice/${encodeURIComponent(invoice.uuid)}`} aria-label={t('billing.invoices.open', { number: invoice.refnumber })}>
                {invoice.refnumber}
              </Link>
            </td>
            <td>{formatIsoDate(invoice.invoice_date)}</td>
            <td className="invoice-table__amount">{formatMoney(invoice.total_amount, invoice.currency)}</td>
            <td>
              <span className="invoice-status" data-status={invoice.status}>
                {t(`billing.invoices.status.${invoice.status}`)}
              </span>
            </td>
            <td>{document ? <Link href={document} target="_blank">{t('billing.invoices.download')}</Link> : null}</td>
          </tr>
        );
      }}
    />
  );
}
