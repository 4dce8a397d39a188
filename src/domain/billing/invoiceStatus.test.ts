import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, invoiceDocumentLink, invoiceStatus, isOverdueStatus, parseCompactTimestamp } from './invoiceStatus';
import type { InvoiceStatusFacts } from './invoiceStatus';

const NOW = new Date('2026-11-22T12:00:00Z');
const PAST = new Date('2026-11-01T00:00:00Z');
const FUTURE = new Date('2026-12-01T00:00:00Z');
const base: InvoiceStatusFacts = { voidDate: null, paidDate: null, sendToCollections: false, dueDate: FUTURE, attempts: [] };

describe('invoiceStatus (billing.md 4.10, first match wins)', () => {
  it.each<[string, Partial<InvoiceStatusFacts>, string]>([
    ['void beats everything', { voidDate: PAST, paidDate: PAST, sendToCollections: true, dueDate: PAST, attempts: ['AUTHORIZE_SUCCEEDED'] }, 'void'],
    ['paid beats collections and overdue', { paidDate: PAST, sendToCollections: true, dueDate: PAST }, 'paid'],
    ['collections beats overdue', { sendToCollections: true, dueDate: PAST }, 'collections'],
    ['collections before the due date', { sendToCollections: true }, 'collections'],
    ['overdue once the due date has passed', { dueDate: PAST, attempts: ['AUTHORIZE_SUCCEEDED'] }, 'overdue'],
    ['not overdue at the very due instant', { dueDate: NOW }, 'unpaid'],
    ['reserved: authorised and not captured', { attempts: ['PENDING', 'AUTHORIZE_SUCCEEDED'] }, 'reserved'],
    ['not reserved once captured', { attempts: ['AUTHORIZE_SUCCEEDED', 'CAPTURE_SUCCEEDED'] }, 'unpaid'],
    ['unpaid after a failed authorisation', { attempts: ['AUTHORIZE_FAILED'] }, 'unpaid'],
    ['unpaid with nothing set', {}, 'unpaid'],
  ])('%s', (_name, facts, expected) => {
    expect(invoiceStatus({ ...base, ...facts }, NOW)).toBe(expected);
  });

  it('names every status the contract lists, in its order', () => {
    expect(INVOICE_STATUSES).toEqual(['void', 'paid', 'collections', 'overdue', 'reserved', 'unpaid']);
  });

  it('counts overdue and collections as overdue', () => {
    expect(INVOICE_STATUSES.filter(isOverdueStatus)).toEqual(['collections', 'overdue']);
  });
});

describe('invoiceDocumentLink', () => {
  it('is the last sent url, else pdf_link', () => {
    expect(invoiceDocumentLink({ sent: [{ url: 'https://a/1' }, { url: 'https://a/2' }], pdf_link: 'https://p' })).toBe('https://a/2');
    expect(invoiceDocumentLink({ sent: [], pdf_link: 'https://p' })).toBe('https://p');
    expect(invoiceDocumentLink({ sent: [], pdf_link: null })).toBeNull();
  });
});

describe('parseCompactTimestamp', () => {
  it.each([
    ['20261201000000', '2026-12-01T00:00:00.000Z'],
    ['20261122143005', '2026-11-22T14:30:05.000Z'],
    ['00010101000000', null],
    ['2026-12-01', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(parseCompactTimestamp(value)?.toISOString() ?? null).toBe(expected);
  });
});
