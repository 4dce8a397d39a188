// The status of an invoice spec (billing.md 4.10), derived from its dates and payment attempts and never
// stored: the server answers it and the invoice lists show its label.

export const INVOICE_STATUSES = ['void', 'paid', 'collections', 'overdue', 'reserved', 'unpaid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Outcomes of one attempt to charge an invoice (the contract's payment attempt statuses). */
export const PAYMENT_ATTEMPT_STATUSES = ['PENDING', 'AUTHORIZE_SUCCEEDED', 'AUTHORIZE_FAILED', 'CAPTURE_SUCCEEDED', 'CAPTURE_FAILED', 'REFUNDED', 'CANCELLED'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export interface InvoiceStatusFacts {
  voidDate: Date | null;
  paidDate: Date | null;
  sendToCollections: boolean;
  dueDate: Date;
  /** Statuses of the payment attempts, in any order. */
  attempts: readonly string[];
}

/**
 * First match wins: 'void' if void_date is set; 'paid' if paid_date is set; 'collections' if
 * send_to_collections; 'overdue' if due_date has passed; 'reserved' if some payment attempt is
 * AUTHORIZE_SUCCEEDED and none is CAPTURE_SUCCEEDED; otherwise 'unpaid'.
 */
export function invoiceStatus(facts: InvoiceStatusFacts, now: Date): InvoiceStatus {
  if (facts.voidDate) return 'void';
  if (facts.paidDate) return 'paid';
  if (facts.sendToCollections) return 'collections';
  if (facts.dueDate.getTime() < now.getTime()) return 'overdue';
  if (facts.attempts.includes('AUTHORIZE_SUCCEEDED') && !facts.attempts.includes('CAPTURE_SUCCEEDED')) return 'reserved';
  return 'unpaid';
}

/** Whether the status counts as overdue for the overdue list and its notification (overdue or collections). */
export const isOverdueStatus = (status: InvoiceStatus): boolean => status === 'overdue' || status === 'collections';

/** The invoice document's link: the last sent url, else pdf_link (billing.md 3.9). */
export function invoiceDocumentLink(invoice: { sent: readonly { url: string }[]; pdf_link: string | null }): string | null {
  return invoice.sent.at(-1)?.url ?? invoice.pdf_link;
}

/** A compact UTC timestamp (YYYYMMDDHHmmss) as a date; null when it is not one. */
export function parseCompactTimestamp(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return Number.isNaN(date.getTime()) || y! < 1000 ? null : date;
}
