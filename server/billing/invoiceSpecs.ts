// Invoice specs (billing.md 3.9): issuing one, recording payment attempts on it and marking it paid.
// Other billing areas (zone purchases, the account subscription) call these inside their own
// transaction; the status is derived on read (src/domain/billing/invoiceStatus.ts), never stored.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { PAYMENT_ATTEMPT_STATUSES } from '../../src/domain/billing/invoiceStatus';
import type { PaymentAttemptStatus } from '../../src/domain/billing/invoiceStatus';
import type { Db } from '../db/client';
import { newId, reserveIds } from '../db/ids';
import { invoicePaymentAttempts, invoiceSpecs } from '../db/schema';
import type { InvoiceLine } from '../db/schema';

/** PSPs whose invoices are sent and paid by bank transfer (the payment type 'invoice'). */
const INVOICE_PSPS: ReadonlySet<string> = new Set(['netsuite', 'fortnox', 'manual_billing']);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days to pay: an invoice sent for bank transfer gets 30, a card charge 14 (a failed charge is then retried). */
const daysToPay = (psp: string) => (INVOICE_PSPS.has(psp) ? 30 : 14);
/** Reference numbers start here (six digits, as printed on the invoices). */
const FIRST_REFNUMBER = 100_000;

/** Where an invoice spec's document is rendered, under the server's public origin. */
export const invoiceDocumentPath = (uuid: string) => `/billing/invoice/${uuid}/document`;

export interface InvoiceSpecCreate {
  accountId: string;
  billingGroupId: string;
  /** Net amounts in minor units of the currency; the total is their sum. */
  lines: InvoiceLine[];
  currency: string;
  psp: string;
  invoiceDate?: Date;
  dueDate?: Date;
}

/** Issues an invoice spec, unpaid, with a new public uuid and reference number. */
export async function createInvoiceSpec(tx: Db, input: InvoiceSpecCreate): Promise<{ id: string; uuid: string; refnumber: string }> {
  if (!input.lines.length) throw new Error('An invoice spec needs at least one line');
  for (const line of input.lines) if (!Number.isSafeInteger(line.amount)) throw new Error(`Invoice line amounts are integer minor units, got ${line.amount}`);
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new Error(`Not an ISO currency: ${input.currency}`);
  const invoiceDate = input.invoiceDate ?? new Date();
  const dueDate = input.dueDate ?? new Date(invoiceDate.getTime() + daysToPay(input.psp) * DAY_MS);
  const id = await newId(tx, 'InvoiceSpec', decodeId(input.accountId) ?? []);
  const uuid = randomUUID();
  const refnumber = String(FIRST_REFNUMBER + (await reserveIds(tx, 'InvoiceRefnumber')));
  await tx.insert(invoiceSpecs).values({
    id,
    uuid,
    accountId: input.accountId,
    billingGroupId: input.billingGroupId,
    refnumber,
    invoiceDate: invoiceDate.toISOString().slice(0, 10),
    dueDate,
    lines: input.lines,
    totalAmount: input.lines.reduce((sum, line) => sum + line.amount, 0),
    currency: input.currency,
    psp: input.psp,
    pdfLink: invoiceDocumentPath(uuid),
  });
  return { id, uuid, refnumber };
}

/** Records one attempt to charge the invoice spec (the contract's attempt statuses), after the earlier ones. */
export async function recordPaymentAttempt(tx: Db, invoiceSpecId: string, status: PaymentAttemptStatus, at: Date = new Date()): Promise<void> {
  if (!(PAYMENT_ATTEMPT_STATUSES as readonly string[]).includes(status)) throw new Error(`Unknown payment attempt status ${status}`);
  await tx.insert(invoicePaymentAttempts).values({ id: await newId(tx, 'InvoicePaymentAttempt', decodeId(invoiceSpecId) ?? []), invoiceSpecId, status, createdAt: at });
}

/** Marks the invoice spec paid at the given time; its status then reads 'paid' unless it was voided. */
export async function markInvoiceSpecPaid(tx: Db, invoiceSpecId: string, paidAt: Date): Promise<void> {
  const updated = await tx.update(invoiceSpecs).set({ paidDate: paidAt }).where(eq(invoiceSpecs.id, invoiceSpecId)).returning({ id: invoiceSpecs.id });
  if (!updated.length) throw new Error(`No invoice spec ${invoiceSpecId}`);
}
