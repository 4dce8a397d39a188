import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '../testing/database';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import type { Database } from '../db/client';
import { invoicePaymentAttempts, invoiceSpecs } from '../db/schema';
import { createInvoiceSpec, markInvoiceSpecPaid, recordPaymentAttempt } from './invoiceSpecs';

describe(`invoice specs for other billing areas (${testDatabaseKind()})`, () => {
  let database: Database;
  let accountId: string;
  const groupId = 'QmlsbGluZ0dyb3VwLCwxLw..';
  beforeAll(async () => {
    database = await openTestDatabase();
    accountId = (await fixtures(database.db).account()).id;
  });
  afterAll(() => database.close());

  const input = () => ({ accountId, billingGroupId: groupId, lines: [{ description: 'Unlimited, 1 zone, monthly', amount: 29900 }, { description: 'VAT 25%', amount: 7475 }], currency: 'SEK', psp: 'adyen_creditcard' });

  it('issues an unpaid spec with the lines’ sum, a uuid, a reference number and its document link', async () => {
    const spec = await database.db.transaction((tx) => createInvoiceSpec(tx, { ...input(), invoiceDate: new Date('2026-11-01T08:00:00Z') }));
    expect(spec.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(spec.refnumber).toMatch(/^\d{6,}$/);
    const row = (await database.db.select().from(invoiceSpecs).where(eq(invoiceSpecs.id, spec.id)))[0]!;
    expect(row).toMatchObject({ accountId, billingGroupId: groupId, totalAmount: 37375, currency: 'SEK', psp: 'adyen_creditcard', invoiceDate: '2026-11-01', paidDate: null, voidDate: null, pdfLink: `/billing/invoice/${spec.uuid}/document` });
    // A card charge is due in 14 days, an invoice for bank transfer in 30.
    expect(row.dueDate.toISOString()).toBe('2026-11-15T08:00:00.000Z');
    const invoiced = await createInvoiceSpec(database.db, { ...input(), psp: 'netsuite', invoiceDate: new Date('2026-11-01T08:00:00Z') });
    expect((await database.db.select().from(invoiceSpecs).where(eq(invoiceSpecs.id, invoiced.id)))[0]!.dueDate.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(Number(invoiced.refnumber)).toBe(Number(spec.refnumber) + 1);
  });

  it('keeps a given due date', async () => {
    const spec = await createInvoiceSpec(database.db, { ...input(), dueDate: new Date('2027-01-31T00:00:00Z') });
    expect((await database.db.select().from(invoiceSpecs).where(eq(invoiceSpecs.id, spec.id)))[0]!.dueDate.toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('refuses amounts that are not integer minor units, no lines, and a currency that is not ISO', async () => {
    await expect(createInvoiceSpec(database.db, { ...input(), lines: [{ description: 'x', amount: 299.5 }] })).rejects.toThrow(/integer minor units/);
    await expect(createInvoiceSpec(database.db, { ...input(), lines: [] })).rejects.toThrow(/at least one line/);
    await expect(createInvoiceSpec(database.db, { ...input(), currency: 'kr' })).rejects.toThrow(/ISO currency/);
  });

  it('records payment attempts in order and marks the spec paid', async () => {
    const spec = await createInvoiceSpec(database.db, input());
    await database.db.transaction(async (tx) => {
      await recordPaymentAttempt(tx, spec.id, 'AUTHORIZE_SUCCEEDED', new Date('2026-11-01T08:00:01Z'));
      await recordPaymentAttempt(tx, spec.id, 'CAPTURE_SUCCEEDED', new Date('2026-11-01T08:00:02Z'));
      await markInvoiceSpecPaid(tx, spec.id, new Date('2026-11-01T08:00:02Z'));
    });
    const attempts = await database.db.select().from(invoicePaymentAttempts).where(eq(invoicePaymentAttempts.invoiceSpecId, spec.id)).orderBy(asc(invoicePaymentAttempts.createdAt));
    expect(attempts.map((a) => a.status)).toEqual(['AUTHORIZE_SUCCEEDED', 'CAPTURE_SUCCEEDED']);
    expect((await database.db.select().from(invoiceSpecs).where(eq(invoiceSpecs.id, spec.id)))[0]!.paidDate?.toISOString()).toBe('2026-11-01T08:00:02.000Z');
  });

  it('refuses an unknown attempt status and an unknown spec', async () => {
    const spec = await createInvoiceSpec(database.db, input());
    await expect(recordPaymentAttempt(database.db, spec.id, 'SETTLED' as never)).rejects.toThrow(/Unknown payment attempt status/);
    await expect(markInvoiceSpecPaid(database.db, 'nope', new Date())).rejects.toThrow(/No invoice spec/);
  });
});
