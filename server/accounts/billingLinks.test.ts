import { describe, expect, it } from 'vitest';
import { decodeId } from '../../src/domain/ids';
import { testDatabaseKind } from '../testing/database';
import { newId } from '../db/ids';
import { paymentMethods } from '../db/schema';
import { createInvoiceSpec } from '../billing/invoiceSpecs';
import { ensureAccountSubscription } from '../billing/pricingAccount';
import { VAT_EXEMPT_FORM, billingGroupFor } from '../billing/paymentsTestWorld';
import { useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

const ALL_LINKS = 'payment_method,account_subscription,billing_groups,invoice_specs_overdue,sound_zones';
const BILLING_KEYS = ['payment_method', 'account_subscription', 'billing_groups', 'invoice_specs', 'sound_zones'];

describe(`the billing links of an account read (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const db = () => t.server.app.services.db;
  const accountId = () => t.world.account.id;
  const read = (include: string, role: Role = 'owner') => t.server.rest('GET', `/api/accounts/${accountId()}?include=${include}`, t.as(role));
  const billingRead = async (path: string, role: Role = 'owner') => {
    const response = await t.server.rest('GET', path, t.as(role));
    expect(response.status).toBe(200);
    return response.body;
  };

  /** A billing group with a VAT-exemption form, a Visa card, the account subscription and one overdue invoice spec. */
  async function billedAccount() {
    const group = await billingGroupFor(t.server, accountId());
    expect((await t.server.rest('POST', `/billing/billing_groups/${group.id}/vat_exempt_form`, { body: { ...VAT_EXEMPT_FORM, billing_group: group.id }, ...t.as('finance') })).status).toBe(201);
    await db()
      .insert(paymentMethods)
      .values({ id: await newId(db(), 'PaymentMethod', decodeId(accountId()) ?? []), accountId: accountId(), psp: 'adyen_creditcard', cardType: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2030 });
    await ensureAccountSubscription(db(), t.world.account);
    await createInvoiceSpec(db(), { accountId: accountId(), billingGroupId: group.id, lines: [{ description: 'Unlimited, 2 zones', amount: 59800 }], currency: 'SEK', psp: 'netsuite', invoiceDate: new Date('2026-01-01T09:00:00Z') });
    return group;
  }

  it('leaves every billing link out unless include names it, and embeds only those named', async () => {
    await billedAccount();
    const plain = await read('distributor');
    for (const key of BILLING_KEYS) expect(plain.body).not.toHaveProperty(key);
    const one = await read('payment_method');
    expect(one.body.payment_method).toMatchObject({ psp: 'adyen_creditcard' });
    for (const key of BILLING_KEYS.filter((key) => key !== 'payment_method')) expect(one.body).not.toHaveProperty(key);
  });

  it('embeds each link as its own billing read answers it', async () => {
    const group = await billedAccount();
    const { status, body } = await read(ALL_LINKS);
    expect(status).toBe(200);
    const id = accountId();
    expect(body.payment_method).toEqual(await billingRead(`/billing/accounts/${id}/payment_method`));
    expect(body.account_subscription).toEqual(await billingRead(`/billing/accounts/${id}/account_subscription`));
    const form = await billingRead(`/billing/billing_groups/${group.id}/vat_exempt_form`);
    expect(body.billing_groups).toEqual([{ ...(await billingRead(`/billing/billing_groups/${group.id}`)), vat_exempt_form: form }]);
    const overdue = await billingRead(`/billing/accounts/${id}/invoice_specs/overdue`);
    expect(overdue.items).toHaveLength(1);
    expect(body.invoice_specs).toEqual(overdue.items);
    expect(body.sound_zones.map((zone: { id: string }) => zone.id).sort()).toEqual([t.world.zone.id, t.world.otherZone.id].sort());
    const pricing = await billingRead(`/billing/sound_zones/${t.world.zone.id}/pricing?all_plans=true&all_tiers=true&all_billing_cycles=true`);
    expect(pricing.price_list.length).toBeGreaterThan(1);
    for (const zone of body.sound_zones) {
      const { pricing: zonePricing, ...record } = zone;
      expect(zonePricing).toEqual(pricing);
      expect(record).toEqual(await billingRead(`/api/sound_zones/${zone.id}`));
    }
  });

  it('answers null for a payment method or account subscription the account does not have, and empty lists', async () => {
    const { body } = await read(ALL_LINKS);
    expect(body).toMatchObject({ payment_method: null, account_subscription: null, billing_groups: [], invoice_specs: [] });
  });

  it('gives billing groups and overdue invoice specs only to those who may read billing; each sees only their zones', async () => {
    await billedAccount();
    const financeAtLocation = await t.world.fx.user({ name: 'location finance' });
    await t.world.fx.membership(accountId(), financeAtLocation.id, { finance: true, locationIds: [t.world.location.id] });
    const financeToken = await t.world.fx.token(financeAtLocation.id);
    const zonesOf = (body: { sound_zones: { id: string }[] }) => body.sound_zones.map((zone) => zone.id);

    for (const role of ['locationUser', 'device'] as const) {
      const { status, body } = await read(ALL_LINKS, role);
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('billing_groups');
      expect(body).not.toHaveProperty('invoice_specs');
      // The payment method and the account subscription are read by any viewer of the account, as their own reads are.
      expect(body.payment_method).toMatchObject({ psp: 'adyen_creditcard' });
      expect(body.account_subscription).toMatchObject({ account: accountId() });
      expect(zonesOf(body)).toEqual([t.world.zone.id]);
    }
    const finance = await t.server.rest('GET', `/api/accounts/${accountId()}?include=${ALL_LINKS}`, { token: financeToken });
    expect(finance.body.billing_groups).toHaveLength(1);
    expect(finance.body.invoice_specs).toHaveLength(1);
    expect(zonesOf(finance.body)).toEqual([t.world.zone.id]);
    for (const role of ['member', 'contact', 'partnerMember'] as const) {
      const { body } = await read(ALL_LINKS, role);
      expect(body.billing_groups).toHaveLength(1);
      expect(body.invoice_specs).toHaveLength(1);
    }
  });
});
