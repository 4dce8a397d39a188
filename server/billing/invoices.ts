// Reading invoices (billing.md 3.9, 4.10, 7.6): the account's invoice specs newest first by cursor, the
// overdue ones, one by its public uuid or by account and reference number, the external ledger's view
// paged, and the printable document behind every pdf_link.
import { and, desc, eq, inArray, isNull, lt, or, sql, count } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { invoiceStatus } from '../../src/domain/billing/invoiceStatus';
import { messages } from '../../src/domain/validation';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import { invoicePaymentAttempts, invoiceSpecs, ledgerInvoices } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { compactTimestamp } from '../accounts/model';

type Schemas = components['schemas'];
export type InvoiceSpecRow = typeof invoiceSpecs.$inferSelect;
type AttemptRow = typeof invoicePaymentAttempts.$inferSelect;

/** A link kept without origin is under the server's public origin. */
const absolute = (context: Pick<RequestContext, 'config'>, link: string) => new URL(link, context.config.publicOrigin).toString();

export function invoiceSpecRecord(context: Pick<RequestContext, 'config' | 'now'>, row: InvoiceSpecRow, attempts: readonly AttemptRow[]): Schemas['InvoiceSpec'] {
  return {
    uuid: row.uuid,
    refnumber: row.refnumber,
    account: row.accountId,
    billing_group: row.billingGroupId,
    invoice_date: row.invoiceDate,
    due_date: compactTimestamp(row.dueDate),
    paid_date: row.paidDate ? compactTimestamp(row.paidDate) : null,
    void_date: row.voidDate ? compactTimestamp(row.voidDate) : null,
    send_to_collections: row.sendToCollections,
    payment_attempts: attempts.map((attempt) => ({ status: attempt.status as Schemas['InvoiceSpec']['payment_attempts'][number]['status'], created_at: compactTimestamp(attempt.createdAt) })),
    total_amount: row.totalAmount,
    currency: row.currency,
    psp: row.psp as Schemas['PaymentPsp'],
    sent: row.sent.map((item) => ({ url: absolute(context, item.url), sent_at: compactTimestamp(new Date(item.sentAt)) })),
    pdf_link: row.pdfLink ? absolute(context, row.pdfLink) : null,
    status: invoiceStatus({ voidDate: row.voidDate, paidDate: row.paidDate, sendToCollections: row.sendToCollections, dueDate: row.dueDate, attempts: attempts.map((a) => a.status) }, context.now()),
  };
}

/** The payment attempts of the specs, oldest first, in one read. */
async function attemptsOf(context: RequestContext, specIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const byId = new Map<string, AttemptRow[]>(specIds.map((id) => [id, []]));
  if (!specIds.length) return byId;
  const rows = await context.db.select().from(invoicePaymentAttempts).where(inArray(invoicePaymentAttempts.invoiceSpecId, specIds)).orderBy(invoicePaymentAttempts.createdAt, invoicePaymentAttempts.id);
  for (const row of rows) byId.get(row.invoiceSpecId)!.push(row);
  return byId;
}

export async function invoiceSpecRecords(context: RequestContext, rows: InvoiceSpecRow[]): Promise<Schemas['InvoiceSpec'][]> {
  const attempts = await attemptsOf(context, rows.map((row) => row.id));
  return rows.map((row) => invoiceSpecRecord(context, row, attempts.get(row.id)!));
}

// --- Pages by cursor ------------------------------------------------------------------------------------

interface SpecCursor {
  date: string;
  id: string;
}

const encodeCursor = (row: Pick<InvoiceSpecRow, 'invoiceDate' | 'id'>) => Buffer.from(JSON.stringify({ date: row.invoiceDate, id: row.id })).toString('base64url');

function decodeCursor(cursor: string): SpecCursor {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<SpecCursor>;
    if (typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date) && typeof value.id === 'string' && value.id) return { date: value.date, id: value.id };
  } catch {
    // answered below
  }
  throw badRequest({ cursor: messages.invalid }, 'The cursor is not one this list gave');
}

/** Overdue or collections (billing.md 4.10): not void, not paid, and handed to collections or past due. */
const isOverdue = (now: Date): SQL =>
  and(isNull(invoiceSpecs.voidDate), isNull(invoiceSpecs.paidDate), or(eq(invoiceSpecs.sendToCollections, true), lt(invoiceSpecs.dueDate, now)))!;

/** A page of the account's invoice specs, newest first by (invoice_date, id), and the next page's cursor. */
export async function invoiceSpecPage(context: RequestContext, accountId: string, page: { cursor?: string; limit?: number; overdueOnly?: boolean }): Promise<Schemas['InvoiceSpecPage']> {
  const limit = page.limit ?? 50;
  const conditions: SQL[] = [eq(invoiceSpecs.accountId, accountId)];
  if (page.overdueOnly) conditions.push(isOverdue(context.now()));
  if (page.cursor) {
    const after = decodeCursor(page.cursor);
    conditions.push(sql`(${invoiceSpecs.invoiceDate}, ${invoiceSpecs.id}) < (${after.date}::date, ${after.id})`);
  }
  const rows = await context.db
    .select()
    .from(invoiceSpecs)
    .where(and(...conditions))
    .orderBy(desc(invoiceSpecs.invoiceDate), desc(invoiceSpecs.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items: await invoiceSpecRecords(context, items), next_cursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null };
}

export async function invoiceSpecByUuid(context: RequestContext, uuid: string): Promise<InvoiceSpecRow> {
  const [row] = await context.db.select().from(invoiceSpecs).where(eq(invoiceSpecs.uuid, uuid.toLowerCase()));
  if (!row) throw notFound('Invoice');
  return row;
}

export async function invoiceSpecByRefnumber(context: RequestContext, accountId: string, refnumber: string): Promise<InvoiceSpecRow> {
  const [row] = await context.db.select().from(invoiceSpecs).where(and(eq(invoiceSpecs.accountId, accountId), eq(invoiceSpecs.refnumber, refnumber)));
  if (!row) throw notFound('Invoice');
  return row;
}

// --- The external ledger ----------------------------------------------------------------------------------

/** A page of the ledger's invoices, newest first; card-settled ones left out when asked. */
export async function ledgerInvoicePage(context: RequestContext, accountId: string, query: { page?: number; page_size?: number; exclude_credit_card_invoices?: boolean }): Promise<Schemas['LedgerInvoicePage']> {
  const pageSize = query.page_size ?? 20;
  const page = query.page ?? 1;
  const conditions = [eq(ledgerInvoices.accountId, accountId), ...(query.exclude_credit_card_invoices ? [eq(ledgerInvoices.paidByCard, false)] : [])];
  const where = and(...conditions);
  const [[counted], rows] = await Promise.all([
    context.db.select({ total: count() }).from(ledgerInvoices).where(where),
    context.db
      .select()
      .from(ledgerInvoices)
      .where(where)
      .orderBy(desc(ledgerInvoices.invoiceDate), desc(ledgerInvoices.invoiceNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    invoices: rows.map((row) => ({
      invoice_no: row.invoiceNo,
      invoice_date: row.invoiceDate,
      due_date: compactTimestamp(row.dueDate),
      total: row.total,
      currency: row.currency,
      status: row.status as Schemas['LedgerInvoice']['status'],
      pdf_link: row.pdfLink ? absolute(context, row.pdfLink) : null,
    })),
    total: Number(counted?.total ?? 0),
    page_size: pageSize,
  };
}
