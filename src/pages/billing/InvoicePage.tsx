// One invoice spec (billing.md 2.5, 3.9): /invoice/{uuid} is bare (no header, sidebar or search) and
// prints as a document; /invoice/{accountId}/{ref} shows the same in the app, or its not-found page.
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import { formatMoney } from '../../domain/billing/money';
import { invoiceDocumentLink } from '../../domain/billing/invoiceStatus';
import { paymentTypeOf } from '../../domain/billing/paymentMethods';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import type { InvoiceSpec } from '../../rest/billing';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { billingPath } from './billingPaths';
import type { InvoiceData } from './billingLoaders';
import { formatCompactDate, formatIsoDate } from './billingFormat';
import './billing.css';

registerTexts(billingTexts);

/** The invoice; inside the app (by account and reference) with the way back to the account's billing. */
function InvoiceDocument({ invoice, accountId }: { invoice: InvoiceSpec; accountId?: string }) {
  const { t, i18n } = useTranslation();
  const document = invoiceDocumentLink(invoice);
  const type = paymentTypeOf(invoice.psp);
  return (
    <article className="invoice-document" aria-labelledby="invoice-title">
      <div className="invoice-document__head">
        <div className="invoice-document__title">
          <h1 id="invoice-title" className="billing-page__title">
            {t('billing.invoice.title', { refnumber: invoice.refnumber })}
          </h1>
          <span className="invoice-status" data-status={invoice.status}>
            {t(`billing.invoices.status.${invoice.status}`)}
          </span>
        </div>
        <div className="invoice-document__total" data-testid="invoice-total">
          {formatMoney(invoice.total_amount, invoice.currency)}
        </div>
      </div>
      <dl className="billing-facts">
        <div>
          <dt>{t('billing.invoice.invoiceDate')}</dt>
          <dd>{formatIsoDate(invoice.invoice_date, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('billing.invoice.dueDate')}</dt>
          <dd>{formatCompactDate(invoice.due_date, i18n.language)}</dd>
        </div>
        {invoice.paid_date && (
          <div>
            <dt>{t('billing.invoice.paidDate')}</dt>
            <dd>{formatCompactDate(invoice.paid_date, i18n.language)}</dd>
          </div>
        )}
        {type && (
          <div>
            <dt>{t('billing.invoice.paymentMethod')}</dt>
            <dd>{t(`billing.payment.psp.${invoice.psp}`)}</dd>
          </div>
        )}
      </dl>
      <div className="billing-actions invoice-document__actions">
        {document && (
          <Link className="button" data-variant="primary" href={document} target="_blank">
            {t('billing.invoice.document')}
          </Link>
        )}
        <Button onPress={() => window.print()}>{t('billing.invoice.print')}</Button>
        {accountId && (
          <Link className="button" data-variant="quiet" href={billingPath(accountId)}>
            {t('billing.invoice.toBilling')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** The invoice's own not-found page (billing.md 2.5). */
export function InvoiceNotFound() {
  const { t } = useTranslation();
  const { accountId } = useParams();
  return (
    <div className="invoice-document">
      <h1 id="invoice-not-found-title" className="billing-page__title">
        {t('billing.invoice.notFoundTitle')}
      </h1>
      <p>{t('billing.invoice.notFoundMessage')}</p>
      {accountId && (
        <Link className="button" data-variant="secondary" href={billingPath(accountId)}>
          {t('billing.invoice.toBilling')}
        </Link>
      )}
    </div>
  );
}

export function InvoicePage() {
  const { invoice } = useLoaderData<InvoiceData>();
  const { accountId } = useParams();
  if (!invoice) return <InvoiceNotFound />;
  return (
    <div className="invoice-page">
      <InvoiceDocument invoice={invoice} accountId={accountId} />
    </div>
  );
}
