import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { billingGroups, invoiceSpecs, ledgerInvoices } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { ROLES, premisesWorld } from '../premises/testWorld';
import type { PremisesWorld, Role } from '../premises/testWorld';
import { createInvoiceSpec, markInvoiceSpecPaid, recordPaymentAttempt } from './invoiceSpecs';

describe(`invoices (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: PremisesWorld;
  let groupId: string;
  /** Specs of November 2025 to October 2026, oldest first. */
  const specs: { id: string; uuid: string; refnumber: string }[] = [];
  const as = (role: Role) => ({ token: world.tokens[role] });
  const db = () => server.app.services.db;
  const month = (index: number) => new Date(Date.UTC(2025, 10 + index, 1, 9));

  beforeAll(async () => {
    server = await startTestServer();
    world = await premisesWorld(server);
    groupId = await newId(db(), 'BillingGroup', decodeId(world.account.id)!);
    await db().insert(billingGroups).values({ id: groupId, accountId: world.account.id, name: 'Head office', companyName: 'Café Lumen AB', address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault: true, vatCode: 'SE556677889901' });
    // Twelve monthly card invoices: paid except the last (due in the future, unpaid) and one voided.
    for (let i = 0; i < 12; i += 1) {
      const spec = await createInvoiceSpec(db(), { accountId: world.account.id, billingGroupId: groupId, lines: [{ description: `Unlimited, 3 zones, month ${i + 1}`, amount: 89700 }, { description: 'VAT 25%', amount: 22425 }], currency: 'SEK', psp: 'adyen_creditcard', invoiceDate: month(i) });
      specs.push(spec);
      if (i < 9) {
        await recordPaymentAttempt(db(), spec.id, 'AUTHORIZE_SUCCEEDED', month(i));
        await recordPaymentAttempt(db(), spec.id, 'CAPTURE_SUCCEEDED', month(i));
        await markInvoiceSpecPaid(db(), spec.id, month(i));
      }
    }
    // Month 10 voided; month 11 overdue (due 2026-09-15, the clock says 2026-11-22); month 12 reserved (authorised only, due 2026-12-15).
    await db().update(invoiceSpecs).set({ voidDate: new Date('2026-09-05T00:00:00Z') }).where(eq(invoiceSpecs.id, specs[9]!.id));
    await db().update(invoiceSpecs).set({ dueDate: new Date('2026-12-15T00:00:00Z') }).where(eq(invoiceSpecs.id, specs[11]!.id));
    await recordPaymentAttempt(db(), specs[11]!.id, 'AUTHORIZE_SUCCEEDED', month(11));
    await db().update(invoiceSpecs).set({ sent: [{ url: 'https://mail.cadence.test/invoices/first.html', sentAt: '2025-11-01T09:00:00.000Z' }] }).where(eq(invoiceSpecs.id, specs[0]!.id));
  });
  afterAll(() => server.close());

  const list = (query = '', role: Role = 'finance') => server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs${query}`, as(role));

  describe('list by cursor', () => {
    const READ: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 403, device: 403, foreign: 404, anonymous: 401 };
    it.each(ROLES)('answers %s as billing reading says', async (role) => {
      expect((await list('?limit=5', role)).status).toBe(READ[role]);
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs/overdue`, as(role))).status).toBe(READ[role]);
      expect((await server.rest('GET', `/billing/invoice/${world.account.id}/${specs[0]!.refnumber}`, as(role))).status).toBe(READ[role]);
      expect((await server.rest('GET', `/billing/accounts/${world.account.id}/netsuite_invoices`, as(role))).status).toBe(READ[role]);
    });

    it('pages newest first: 5, then 50 with the next cursor, until none is left', async () => {
      const first = await list('?limit=5');
      expect(first.body.items.map((s: { refnumber: string }) => s.refnumber)).toEqual(specs.slice(7).reverse().map((s) => s.refnumber));
      expect(first.body.next_cursor).toEqual(expect.any(String));
      const rest = await list(`?limit=50&cursor=${encodeURIComponent(first.body.next_cursor)}`);
      expect(rest.body.items.map((s: { refnumber: string }) => s.refnumber)).toEqual(specs.slice(0, 7).reverse().map((s) => s.refnumber));
      expect(rest.body.next_cursor).toBeNull();
      const exact = await list('?limit=12');
      expect(exact.body.items).toHaveLength(12);
      expect(exact.body.next_cursor).toBeNull();
    });

    it('derives each status and the document link', async () => {
      const { body } = await list('?limit=50');
      const byRef = new Map(body.items.map((s: { refnumber: string }) => [s.refnumber, s]));
      const at = (i: number) => byRef.get(specs[i]!.refnumber) as Record<string, any>;
      expect(at(0)).toMatchObject({ status: 'paid', invoice_date: '2025-11-01', due_date: '20251115090000', paid_date: '20251101090000', total_amount: 112125, currency: 'SEK', psp: 'adyen_creditcard', billing_group: groupId, account: world.account.id });
      expect(at(0).payment_attempts.map((a: { status: string }) => a.status)).toEqual(['AUTHORIZE_SUCCEEDED', 'CAPTURE_SUCCEEDED']);
      expect(at(0).sent).toEqual([{ url: 'https://mail.cadence.test/invoices/first.html', sent_at: '20251101090000' }]);
      expect(at(9)).toMatchObject({ status: 'void', void_date: '20260905000000' });
      expect(at(10)).toMatchObject({ status: 'overdue', paid_date: null });
      expect(at(11)).toMatchObject({ status: 'reserved' });
      expect(at(5).pdf_link).toBe(`${server.app.services.config.publicOrigin}/billing/invoice/${specs[5]!.uuid}/document`);
    });

    it('refuses a cursor it did not give and limits outside 1..50', async () => {
      expect((await list('?cursor=bm90LWEtY3Vyc29y')).body.fields).toEqual({ cursor: 'Invalid' });
      expect((await list('?limit=0')).status).toBe(400);
      expect((await list('?limit=51')).status).toBe(400);
    });
  });

  describe('overdue', () => {
    it('lists only overdue and collections specs, newest first', async () => {
      const overdue = await server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs/overdue`, as('contact'));
      expect(overdue.body).toMatchObject({ items: [{ refnumber: specs[10]!.refnumber, status: 'overdue' }], next_cursor: null });
      await db().update(invoiceSpecs).set({ sendToCollections: true }).where(eq(invoiceSpecs.id, specs[11]!.id));
      try {
        const both = await server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs/overdue?limit=1`, as('contact'));
        expect(both.body.items.map((s: { status: string }) => s.status)).toEqual(['collections']);
        const next = await server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs/overdue?limit=1&cursor=${both.body.next_cursor}`, as('contact'));
        expect(next.body).toMatchObject({ items: [{ status: 'overdue' }], next_cursor: null });
      } finally {
        await db().update(invoiceSpecs).set({ sendToCollections: false }).where(eq(invoiceSpecs.id, specs[11]!.id));
      }
    });

    it('follows the clock: a spec becomes overdue once its due date passes', async () => {
      const overdue = () => server.rest('GET', `/billing/accounts/${world.account.id}/invoice_specs/overdue`, as('contact'));
      await db().update(invoiceSpecs).set({ dueDate: new Date('2026-11-22T12:01:00Z') }).where(eq(invoiceSpecs.id, specs[11]!.id));
      try {
        expect((await overdue()).body.items.map((s: { refnumber: string }) => s.refnumber)).toEqual([specs[10]!.refnumber]);
        server.clock.set('2026-11-22T12:02:00Z');
        expect((await overdue()).body.items.map((s: { refnumber: string }) => s.refnumber)).toEqual([specs[11]!.refnumber, specs[10]!.refnumber]);
      } finally {
        server.clock.set('2026-11-22T12:00:00Z');
        await db().update(invoiceSpecs).set({ dueDate: new Date('2026-12-15T00:00:00Z') }).where(eq(invoiceSpecs.id, specs[11]!.id));
      }
    });
  });

  describe('one invoice', () => {
    it('is public by its uuid, without a token', async () => {
      const { status, body } = await server.rest('GET', `/billing/invoice/${specs[3]!.uuid}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ uuid: specs[3]!.uuid, refnumber: specs[3]!.refnumber, status: 'paid' });
      expect((await server.rest('GET', '/billing/invoice/6f1c2a9e-3b7d-4c1e-9a55-0d2f8e4b7c31')).status).toBe(404);
      expect((await server.rest('GET', '/billing/invoice/not-a-uuid')).status).toBe(400);
    });

    it('is found by account and reference number, and not under another account', async () => {
      expect((await server.rest('GET', `/billing/invoice/${world.account.id}/${specs[10]!.refnumber}`, as('owner'))).body).toMatchObject({ uuid: specs[10]!.uuid, status: 'overdue' });
      expect((await server.rest('GET', `/billing/invoice/${world.account.id}/999999999`, as('owner'))).status).toBe(404);
      expect((await server.rest('GET', `/billing/invoice/${world.foreignAccount.id}/${specs[10]!.refnumber}`, as('foreign'))).status).toBe(404);
    });

    it('has a real document at its pdf_link: buyer address, lines, total and status', async () => {
      const { body: spec } = await server.rest('GET', `/billing/invoice/${specs[10]!.uuid}`);
      const response = await fetch(spec.pdf_link.replace(server.app.services.config.publicOrigin, server.origin));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`Invoice ${specs[10]!.refnumber}`);
      expect(html).toContain('Café Lumen AB<br>Götgatan 1<br>118 46 Stockholm');
      expect(html).toContain('Unlimited, 3 zones, month 11');
      expect(html).toContain('SE556677889901');
      expect(html).toContain('data-status="overdue"');
      expect(html).toMatch(/SEK\s?1,121\.25/);
      expect((await fetch(`${server.origin}/billing/invoice/6f1c2a9e-3b7d-4c1e-9a55-0d2f8e4b7c31/document`)).status).toBe(404);
    });
  });

  describe('ledger (netsuite) invoices', () => {
    beforeAll(async () => {
      for (let i = 0; i < 27; i += 1) {
        await db().insert(ledgerInvoices).values({
          id: await newId(db(), 'LedgerInvoice', decodeId(world.account.id)!),
          accountId: world.account.id,
          invoiceNo: `INV-${world.account.id.slice(0, 6)}-${String(i).padStart(4, '0')}`,
          invoiceDate: new Date(Date.UTC(2024, 8 + i, 1)).toISOString().slice(0, 10),
          dueDate: new Date(Date.UTC(2024, 9 + i, 1)),
          total: 112125,
          currency: 'SEK',
          status: i === 26 ? 'open' : 'paid_in_full',
          paidByCard: i % 3 === 0,
          pdfLink: i % 2 ? `/billing/ledger/${i}.pdf` : null,
        });
      }
    });
    const ledger = (query: string) => server.rest('GET', `/billing/accounts/${world.account.id}/netsuite_invoices${query}`, as('finance'));

    it('pages newest first with the total, 20 then 50', async () => {
      const first = await ledger('?page=1&page_size=20');
      expect(first.body).toMatchObject({ total: 27, page_size: 20 });
      expect(first.body.invoices).toHaveLength(20);
      expect(first.body.invoices[0]).toMatchObject({ invoice_date: '2026-11-01', status: 'open', total: 112125, currency: 'SEK', due_date: '20261201000000', pdf_link: null });
      expect(first.body.invoices[1].pdf_link).toBe(`${server.app.services.config.publicOrigin}/billing/ledger/25.pdf`);
      expect((await ledger('?page=2&page_size=20')).body.invoices).toHaveLength(7);
      expect((await ledger('?page=1&page_size=50')).body.invoices).toHaveLength(27);
    });

    it('leaves out card-settled invoices when asked', async () => {
      const { body } = await ledger('?exclude_credit_card_invoices=true&page_size=50');
      expect(body.total).toBe(18);
      expect(body.invoices).toHaveLength(18);
    });

    it('refuses page sizes over 50', async () => {
      expect((await ledger('?page_size=51')).status).toBe(400);
    });
  });
});
