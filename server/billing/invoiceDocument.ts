// The printable invoice behind an invoice spec's pdf_link and sent links: the buyer's billing address laid
// out per country (billing.md 3.6), reference number, dates, lines, total and derived status.
import { eq } from 'drizzle-orm';
import { addressLines } from '../../src/domain/billing/address';
import { invoiceStatus } from '../../src/domain/billing/invoiceStatus';
import { formatMoney } from '../../src/domain/billing/money';
import type { InvoiceStatus } from '../../src/domain/billing/invoiceStatus';
import type { RequestContext } from '../context';
import { billingGroups, invoicePaymentAttempts } from '../db/schema';
import type { InvoiceSpecRow } from './invoices';
import { isoDay } from '../accounts/model';
import { escapeHtml } from '../people/html';

const STATUS_LABELS: Record<InvoiceStatus, string> = {
  void: 'Void',
  paid: 'Paid',
  collections: 'Sent to collections',
  overdue: 'Overdue',
  reserved: 'Payment reserved',
  unpaid: 'Unpaid',
};


/** The invoice as an HTML document. */
export async function renderInvoiceDocument(context: RequestContext, spec: InvoiceSpecRow): Promise<string> {
  const [[group], attempts, account] = await Promise.all([
    context.db.select().from(billingGroups).where(eq(billingGroups.id, spec.billingGroupId)),
    context.db.select({ status: invoicePaymentAttempts.status }).from(invoicePaymentAttempts).where(eq(invoicePaymentAttempts.invoiceSpecId, spec.id)),
    context.loaders.account.load(spec.accountId),
  ]);
  const status = invoiceStatus({ voidDate: spec.voidDate, paidDate: spec.paidDate, sendToCollections: spec.sendToCollections, dueDate: spec.dueDate, attempts: attempts.map((a) => a.status) }, context.now());
  const buyer = group
    ? [group.companyName, ...addressLines({ address: group.address, address2: group.address2, postal_code: group.postalCode, city: group.city, state: group.state, iso_country: group.isoCountry }), group.isoCountry]
    : [account?.businessName ?? ''];
  const references = group
    ? ([
        ['VAT number', group.vatCode],
        ['Organisation number', group.orgNumber],
        ['Purchase order', group.purchaseOrderNumber],
        ['Cost centre', group.costCenter],
        ['Your reference', group.referenceNumber],
      ] as const).filter(([, value]) => value)
    : [];
  const rows = spec.lines.map((line) => `<tr><td>${escapeHtml(line.description)}</td><td class="n">${escapeHtml(formatMoney(line.amount, spec.currency))}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(spec.refnumber)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1d1d1f}h1{font-size:1.6rem}table{width:100%;border-collapse:collapse}td,th{padding:.4rem 0;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.status{display:inline-block;padding:.1rem .6rem;border:1px solid;border-radius:1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:#555}</style>
</head><body>
<h1>Invoice ${escapeHtml(spec.refnumber)}</h1>
<p class="status" data-status="${status}">${STATUS_LABELS[status]}</p>
<section><h2>Billed to</h2><address>${buyer.map(escapeHtml).join('<br>')}</address></section>
<dl>
<dt>Reference number</dt><dd>${escapeHtml(spec.refnumber)}</dd>
<dt>Invoice date</dt><dd>${escapeHtml(spec.invoiceDate)}</dd>
<dt>Due date</dt><dd>${isoDay(spec.dueDate)}</dd>
${spec.paidDate ? `<dt>Paid</dt><dd>${isoDay(spec.paidDate)}</dd>` : ''}
${spec.voidDate ? `<dt>Voided</dt><dd>${isoDay(spec.voidDate)}</dd>` : ''}
${references.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value!)}</dd>`).join('\n')}
</dl>
<table><thead><tr><th>Description</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th>Total (${escapeHtml(spec.currency)})</th><th class="n">${escapeHtml(formatMoney(spec.totalAmount, spec.currency))}</th></tr></tfoot></table>
<p>Seller: Cadence, Sweden (SE).</p>
</body></html>`;
}
