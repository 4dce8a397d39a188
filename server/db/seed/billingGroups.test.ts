import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../../testing/database';
import type { Database } from '../client';
import { accounts, billingGroups, invoicePaymentAttempts, invoiceSpecs, ledgerInvoices, locations } from '../schema';
import { invoiceStatus } from '../../../src/domain/billing/invoiceStatus';
import { billingGroupSchema, fieldMessages } from '../../../src/domain/billing/validation';
import { currencyForCountry } from '../../../src/domain/billing/money';
import { PROVIDER_ACCOUNTS, seedDemoData } from './index';

const NOW = new Date('2026-11-22T12:00:00Z');

describe(`the demo's billing groups and invoices (${testDatabaseKind()})`, () => {
  let database: Database;
  let summary: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    summary = await seedDemoData(database.db, NOW);
  });
  afterAll(() => database?.close());

  it('gives every demo account but the provider’s one default billing group at a valid address in its currency, its locations billed to it', async () => {
    const db = database.db;
    const customers = (await db.select().from(accounts)).filter((a) => !PROVIDER_ACCOUNTS.some((p) => p.id === a.id));
    expect(customers.length).toBeGreaterThan(3);
    expect(summary.rows.billing_groups).toBe(customers.length);
    for (const account of customers) {
      const groups = await db.select().from(billingGroups).where(eq(billingGroups.accountId, account.id));
      expect(groups, account.businessName).toHaveLength(1);
      const [group] = groups;
      expect(group!.isDefault).toBe(true);
      expect(group!.currency).toBe(currencyForCountry(account.isoCountry));
      const body = { name: group!.name, company_name: group!.companyName, email: group!.email, address: group!.address, postal_code: group!.postalCode, city: group!.city, iso_country: group!.isoCountry, currency: group!.currency, ...(group!.state ? { state: group!.state } : {}), ...(group!.orgNumber ? { org_number: group!.orgNumber } : {}) };
      expect(fieldMessages(billingGroupSchema, body), account.businessName).toBeNull();
      const billedTo = await db.select({ billingGroupId: locations.billingGroupId }).from(locations).where(eq(locations.accountId, account.id));
      expect(billedTo.every((l) => l.billingGroupId === group!.id), account.businessName).toBe(true);
    }
    expect(await db.select().from(billingGroups).where(eq(billingGroups.accountId, PROVIDER_ACCOUNTS[0].id))).toEqual([]);
  });

  it('gives each a year of monthly invoice specs: ten paid, one void, one overdue, each with its ledger invoice', async () => {
    const db = database.db;
    const [group] = await db.select().from(billingGroups).where(eq(billingGroups.companyName, 'Café Lumen'));
    const specs = await db.select().from(invoiceSpecs).where(eq(invoiceSpecs.accountId, group!.accountId)).orderBy(asc(invoiceSpecs.invoiceDate));
    expect(specs.map((s) => s.invoiceDate)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    const statuses = [];
    for (const spec of specs) {
      const attempts = await db.select({ status: invoicePaymentAttempts.status }).from(invoicePaymentAttempts).where(eq(invoicePaymentAttempts.invoiceSpecId, spec.id));
      statuses.push(invoiceStatus({ voidDate: spec.voidDate, paidDate: spec.paidDate, sendToCollections: spec.sendToCollections, dueDate: spec.dueDate, attempts: attempts.map((a) => a.status) }, NOW));
      expect(spec.totalAmount).toBe(spec.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(Number.isInteger(spec.totalAmount)).toBe(true);
      expect(spec.currency).toBe('SEK');
      expect(spec.billingGroupId).toBe(group!.id);
    }
    expect(statuses).toEqual(['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'void', 'paid', 'paid', 'paid', 'overdue', 'paid']);
    // Swedish VAT on a Swedish account.
    expect(specs[0]!.lines.at(-1)!.description).toBe('VAT 25%');
    const ledger = await db.select().from(ledgerInvoices).where(eq(ledgerInvoices.accountId, group!.accountId));
    expect(ledger).toHaveLength(14);
    expect(ledger.filter((l) => l.status === 'open')).toHaveLength(1);
    expect(ledger.filter((l) => !l.paidByCard && l.status === 'paid_in_full')).toHaveLength(2);
  });
});
