// Demo billing (issue 12, billing groups and invoices): every demo account, the provider's own aside,
// gets a default billing group at its own address with its locations billed to it, a year of monthly
// card invoice specs (paid, one voided, one overdue after a declined charge) and the external ledger's
// view of them plus two hardware invoices paid by bank transfer. Deterministic like the rest of the seed.
import { eq } from 'drizzle-orm';
import { billingGroupSchema, fieldMessages } from '../../../src/domain/billing/validation';
import { currencyForCountry } from '../../../src/domain/billing/money';
import { isValidOrgNumber } from '../../../src/domain/validation';
import { listPrice, vatPercent } from '../../billing/pricingBook';
import { invoiceDocumentPath } from '../../billing/invoiceSpecs';
import type { Db } from '../client';
import { reserveIds } from '../ids';
import { billingGroups, invoicePaymentAttempts, invoiceSpecs, ledgerInvoices, locations } from '../schema';
import type { Demo } from './demo';
import { PROVIDER_ACCOUNTS } from './demo';
import type { SeedIds } from './ids';
import { seededRandom } from './random';
import type { Random } from './random';

const DAY = 86_400_000;
const PROVIDERS: ReadonlySet<string> = new Set(PROVIDER_ACCOUNTS.map((provider) => provider.id));
const FIRST_REFNUMBER = 100_000;

/** A version-4 shaped uuid from the seed's random stream. */
function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();

/** Writes the demo's billing groups and invoices; answers the rows written per table. */
export async function seedBillingGroups(db: Db, demo: Demo, ids: SeedIds, now: Date): Promise<Record<string, number>> {
  const random = seededRandom(0xb111_0012);
  const customers = demo.accounts.filter((account) => !PROVIDERS.has(account.id));
  const groups: (typeof billingGroups.$inferInsert)[] = [];
  const specs: (typeof invoiceSpecs.$inferInsert)[] = [];
  const attempts: (typeof invoicePaymentAttempts.$inferInsert)[] = [];
  const ledger: (typeof ledgerInvoices.$inferInsert)[] = [];
  const firstRef = FIRST_REFNUMBER + (await reserveIds(db, 'InvoiceRefnumber', customers.length * 12));
  let ref = firstRef;
  let hardware = 0;

  for (const account of customers) {
    const country = account.isoCountry ?? 'SE';
    const currency = currencyForCountry(country);
    const groupId = ids.next('BillingGroup', account.id);
    const orgNumber = account.orgNumber && isValidOrgNumber(account.orgNumber, country) ? account.orgNumber : null;
    const group = {
      name: 'Head office',
      company_name: account.businessName,
      email: `billing@${slug(account.businessName)}.test`,
      address: account.address ?? '',
      postal_code: account.postalCode ?? '',
      city: account.city ?? '',
      ...(account.state ? { state: account.state } : {}),
      iso_country: country,
      currency,
      ...(orgNumber ? { org_number: orgNumber } : {}),
    };
    const problems = fieldMessages(billingGroupSchema, group);
    if (problems) throw new Error(`The demo billing group of ${account.businessName} breaks the rules: ${JSON.stringify(problems)}`);
    groups.push({
      id: groupId,
      accountId: account.id,
      name: group.name,
      companyName: group.company_name,
      email: group.email,
      address: group.address,
      postalCode: group.postal_code,
      city: group.city,
      state: account.state ?? null,
      isoCountry: country,
      currency,
      orgNumber,
      vatCode: country === 'SE' && orgNumber ? `SE${orgNumber.replace('-', '')}01` : null,
      isDefault: true,
      shouldSendCcPaymentReceipt: true,
      createdAt: account.createdAt ?? now,
      updatedAt: account.createdAt ?? now,
    });

    // A year of monthly card invoices for the zones the account pays for.
    const billed = Math.max(1, demo.zones.filter((zone) => zone.accountId === account.id && zone.paidUntil).length);
    const price = listPrice(currency, account.plan === 'starter' || account.plan === 'essential' ? account.plan : 'unlimited', account.tier === 'tier-1' ? 'tier-1' : 'tier-3', 'monthly');
    const net = billed * price;
    const vat = Math.round((net * vatPercent(country)) / 100);
    for (let i = 0; i < 12; i += 1) {
      const invoiceDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1, 6));
      const dueDate = new Date(invoiceDate.getTime() + 14 * DAY);
      const voided = i === 6;
      const overdue = i === 10;
      const id = ids.next('InvoiceSpec', account.id);
      const uuid = seededUuid(random);
      const refnumber = String(ref++);
      const month = invoiceDate.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const lines = [{ description: `Background music, ${billed} sound zone${billed === 1 ? '' : 's'}, ${month}`, amount: net }, ...(vat ? [{ description: `VAT ${vatPercent(country)}%`, amount: vat }] : [])];
      specs.push({
        id,
        uuid,
        accountId: account.id,
        billingGroupId: groupId,
        refnumber,
        invoiceDate: invoiceDate.toISOString().slice(0, 10),
        dueDate,
        paidDate: voided || overdue ? null : new Date(invoiceDate.getTime() + 60_000),
        voidDate: voided ? new Date(invoiceDate.getTime() + 2 * DAY) : null,
        lines,
        totalAmount: net + vat,
        currency,
        psp: 'adyen_creditcard',
        sent: [{ url: invoiceDocumentPath(uuid), sentAt: new Date(invoiceDate.getTime() + 120_000).toISOString() }],
        pdfLink: invoiceDocumentPath(uuid),
        createdAt: invoiceDate,
      });
      const attempt = (status: string, minutes: number) => attempts.push({ id: ids.next('InvoicePaymentAttempt', id), invoiceSpecId: id, status, createdAt: new Date(invoiceDate.getTime() + minutes * 60_000) });
      if (overdue) {
        attempt('AUTHORIZE_FAILED', 1);
        attempt('AUTHORIZE_FAILED', 3 * 24 * 60);
      } else if (!voided) {
        attempt('AUTHORIZE_SUCCEEDED', 1);
        attempt('CAPTURE_SUCCEEDED', 1);
      }
      ledger.push({
        id: ids.next('LedgerInvoice', account.id),
        accountId: account.id,
        invoiceNo: `INV-${invoiceDate.getUTCFullYear()}-${refnumber}`,
        invoiceDate: invoiceDate.toISOString().slice(0, 10),
        dueDate,
        total: net + vat,
        currency,
        status: voided ? 'voided' : overdue ? 'open' : 'paid_in_full',
        paidByCard: !voided && !overdue,
        pdfLink: invoiceDocumentPath(uuid),
        createdAt: invoiceDate,
      });
    }
    // Players bought outright, invoiced and paid by bank transfer.
    for (const daysAgo of [300, 90]) {
      const invoiceDate = new Date(now.getTime() - daysAgo * DAY);
      const boxes = random.int(1, 3);
      const boxPrice = listPrice(currency, 'unlimited', 'tier-3', 'yearly');
      ledger.push({
        id: ids.next('LedgerInvoice', account.id),
        accountId: account.id,
        invoiceNo: `INV-${invoiceDate.getUTCFullYear()}-H${String(++hardware).padStart(5, '0')}`,
        invoiceDate: invoiceDate.toISOString().slice(0, 10),
        dueDate: new Date(invoiceDate.getTime() + 30 * DAY),
        total: boxes * boxPrice,
        currency,
        status: 'paid_in_full',
        paidByCard: false,
        pdfLink: null,
        createdAt: invoiceDate,
      });
    }
  }

  await db.insert(billingGroups).values(groups);
  for (const group of groups) await db.update(locations).set({ billingGroupId: group.id }).where(eq(locations.accountId, group.accountId));
  for (let start = 0; start < specs.length; start += 500) await db.insert(invoiceSpecs).values(specs.slice(start, start + 500));
  for (let start = 0; start < attempts.length; start += 1000) await db.insert(invoicePaymentAttempts).values(attempts.slice(start, start + 1000));
  for (let start = 0; start < ledger.length; start += 1000) await db.insert(ledgerInvoices).values(ledger.slice(start, start + 1000));
  return { billing_groups: groups.length, invoice_specs: specs.length, invoice_payment_attempts: attempts.length, ledger_invoices: ledger.length };
}
