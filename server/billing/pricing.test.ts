import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseKind } from '../testing/database';
import { accountSubscriptions, accounts, locations, soundZones } from '../db/schema';
import { recordEvents, useAccountWorld } from '../accounts/testWorld';
import type { Role } from '../accounts/testWorld';
import { zoneCharge } from './pricing';
import { voucherByCode, voucherId } from './pricingBook';
import { alignmentCost } from './pricingRest';
import { seedBillingPricing } from '../db/seed/billingPricing';

const NOW = new Date('2026-11-22T12:00:00Z');
/** zone.activate: finance, owner or admin (a partner admin acts as admin). */
const ZONE_ACTIVATE: Record<Role, number> = { owner: 200, admin: 200, finance: 200, contact: 403, member: 403, locationUser: 403, partner: 200, partnerMember: 403, device: 403, foreign: 404, anonymous: 401 };

describe(`billing pricing (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const as = t.as;
  const db = () => t.server.app.services.db;
  const accountId = () => t.world.account.id;
  const giveBillingGroup = () => db().update(locations).set({ billingGroupId: 'QmlsbGluZ0dyb3VwLCwxLw..' }).where(eq(locations.id, t.world.location.id));
  const readAccount = async () => (await db().select().from(accounts).where(eq(accounts.id, accountId())))[0]!;

  describe('zoneCharge', () => {
    it('charges one zone its plan, tier and cycle in the account currency, with the voucher', async () => {
      expect(await zoneCharge(db(), { accountId: accountId(), at: NOW })).toEqual({ amount: 34900, currency: 'SEK', periodMonths: 1, trialDays: 0 });
      expect(await zoneCharge(db(), { accountId: accountId(), plan: 'essential', billingCycle: 'yearly', at: NOW })).toEqual({ amount: 284500, currency: 'SEK', periodMonths: 12, trialDays: 0 });
      await db().update(accounts).set({ isoCountry: 'GB', billingVoucher: voucherId(voucherByCode('welcome50')!) }).where(eq(accounts.id, accountId()));
      expect(await zoneCharge(db(), { accountId: accountId(), tier: 'tier-3', billingCycle: 'quarterly', at: NOW })).toEqual({ amount: 4250, currency: 'GBP', periodMonths: 3, trialDays: 0 });
      const fresh = await t.world.fx.account({ isoCountry: 'US' });
      expect(await zoneCharge(db(), { accountId: fresh.id, at: NOW })).toEqual({ amount: 3499, currency: 'USD', periodMonths: 1, trialDays: 14 });
      await expect(zoneCharge(db(), { accountId: 'QWNjb3VudCwsenp6enovo' })).rejects.toThrow('Account not found');
    });
  });

  it('works out the alignment cost per day to the renewal, per month', () => {
    expect(alignmentCost(34900, 'monthly', NOW, new Date('2026-12-10T00:00:00Z'))).toEqual({
      net_total: 20940,
      entries: [
        { period: { from: '2026-11-22', to: '2026-11-30' }, net_amount: 10470 },
        { period: { from: '2026-12-01', to: '2026-12-09' }, net_amount: 10470 },
      ],
    });
    expect(alignmentCost(34900, 'monthly', NOW, NOW)).toBeNull();
    expect(alignmentCost(34900, 'monthly', NOW, null)).toBeNull();
  });

  describe('GET /billing/pricing (public)', () => {
    it('prices every plan of a country for a visitor, with the trial and the invoice fee', async () => {
      const { status, body } = await t.server.rest('GET', '/billing/pricing?all_plans=true&iso_country=GB');
      expect(status).toBe(200);
      expect(body).toMatchObject({ iso_currency: 'GBP', invoice_fee: 395, voucher: null });
      expect(body.price_list.map((entry: { plan: string; tier: string; billing_cycle: string }) => `${entry.plan}/${entry.tier}/${entry.billing_cycle}`)).toEqual(['starter/tier-1/monthly', 'essential/tier-1/monthly', 'unlimited/tier-3/monthly']);
      expect(body.price_list[2]).toMatchObject({ prices: [{ amount: 2990, period_months: 1, from_month: 1, to_month: null }], trial_days: 14, trial_length: { without_payment_details: 14 }, item_name: 'Cadence Unlimited', iso_currency: 'GBP', alignment_cost: null });
    });

    it('widens to every tier and cycle, applies a voucher as an earlier step, and ignores an expired one', async () => {
      const { body } = await t.server.rest('GET', '/billing/pricing?iso_country=SE&all_tiers=true&all_billing_cycles=true&voucher_code=welcome50');
      expect(body.voucher).toEqual({ code: 'WELCOME50' });
      expect(body.price_list).toHaveLength(6);
      const monthly = body.price_list.find((entry: { tier: string; billing_cycle: string }) => entry.tier === 'tier-3' && entry.billing_cycle === 'monthly');
      expect(monthly.prices).toEqual([
        { amount: 17450, period_months: 1, from_month: 1, to_month: 3 },
        { amount: 34900, period_months: 1, from_month: 4, to_month: null },
      ]);
      const expired = await t.server.rest('GET', '/billing/pricing?iso_country=SE&voucher_code=SUMMER25');
      expect(expired.body.voucher).toBeNull();
      expect(expired.body.price_list[0].prices).toEqual([{ amount: 34900, period_months: 1, from_month: 1, to_month: null }]);
    });

    it("uses the visitor's country for 'ZZ', and US dollars when it is unknown", async () => {
      expect((await t.server.rest('GET', '/billing/pricing?iso_country=ZZ', { headers: { 'x-country': 'DE' } })).body.iso_currency).toBe('EUR');
      expect((await t.server.rest('GET', '/billing/pricing')).body.price_list[0].prices[0].amount).toBe(3499);
    });

    it('prices a zone for its account with the alignment to the renewal, 404 for a zone the viewer cannot see', async () => {
      await db().insert(accountSubscriptions).values({ id: 'QWNjb3VudFN1YnNjcmlwdGlvbiwsMS8.', accountId: accountId(), plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly', recurAt: new Date('2026-12-10T00:00:00Z') });
      const { status, body } = await t.server.rest('GET', `/billing/sound_zones/${t.world.zone.id}/pricing`, as('owner'));
      expect(status).toBe(200);
      expect(body.price_list).toHaveLength(1);
      expect(body.price_list[0]).toMatchObject({ plan: 'unlimited', tier: 'tier-3', billing_cycle: 'monthly', trial_days: 0, alignment_cost: { net_total: 20940 } });
      expect((await t.server.rest('GET', `/billing/pricing?sound_zone=${t.world.zone.id}`, as('owner'))).body.price_list[0].alignment_cost.net_total).toBe(20940);
      expect((await t.server.rest('GET', `/billing/pricing?sound_zone=${t.world.zone.id}`)).status).toBe(404);
      expect((await t.server.rest('GET', `/billing/sound_zones/${t.world.zone.id}/pricing`, as('foreign'))).status).toBe(404);
      expect((await t.server.rest('GET', `/billing/sound_zones/${t.world.zone.id}/pricing`)).status).toBe(401);
      expect((await t.server.rest('GET', `/billing/pricing?sound_zone=${t.world.zone.id}`, as('foreign'))).status).toBe(404);
    });

    it('answers 400 for a bad country or cycle', async () => {
      expect((await t.server.rest('GET', '/billing/pricing?iso_country=Sweden')).status).toBe(400);
      expect((await t.server.rest('GET', '/billing/pricing?billing_cycle=weekly')).status).toBe(400);
    });
  });

  describe('price plans, tax, currencies, exchange rates, months to invoice', () => {
    it('reads a price plan by id and lists the account price models', async () => {
      const { body: models } = await t.server.rest('GET', `/billing/accounts/${accountId()}/price_models`, as('member'));
      expect(models.map((model: { billing_cycle: string; prices: { amount: number }[] }) => [model.billing_cycle, model.prices[0]!.amount])).toEqual([['monthly', 34900], ['quarterly', 99500], ['yearly', 356000]]);
      const { status, body } = await t.server.rest('GET', `/billing/priceplans/${models[2].id}`, as('member'));
      expect(status).toBe(200);
      expect(body).toMatchObject({ item_kind: 'Streaming', plan: 'unlimited', tier: 'tier-3', billing_cycle: 'yearly', iso_currency: 'SEK' });
      expect((await t.server.rest('GET', `/billing/priceplans/${accountId()}`, as('member'))).status).toBe(404);
      expect((await t.server.rest('GET', `/billing/priceplans/${models[2].id}`)).status).toBe(401);
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/price_models`, as('foreign'))).status).toBe(404);
    });

    it.each([
      ['SE', 'SE', ['org_number']],
      ['FI', 'SE', ['vat_code']],
      ['DE', 'SE', ['vat_code']],
      ['IE', 'SE', ['vat_code', 'state']],
      ['US', 'SE', ['state']],
      ['GB', 'SE', []],
      ['NO', 'SE', []],
    ])('asks a buyer in %s selling from %s for %j', async (buyer, seller, fields) => {
      const { body } = await t.server.rest('GET', `/billing/tax/required_fields?buyer_country=${buyer}${seller === 'SE' ? '' : `&seller_country=${seller}`}`);
      expect(body).toEqual({ buyer_country: buyer, seller_country: 'SE', fields });
    });

    it('lists the currencies and the rates in force on a date', async () => {
      const { body: currencies } = await t.server.rest('GET', '/billing/currencies');
      expect(currencies).toContainEqual({ code: 'SEK', name: 'Swedish krona', symbol: 'kr', decimals: 2 });
      expect(currencies.map((currency: { code: string }) => currency.code)).toEqual(['SEK', 'NOK', 'DKK', 'EUR', 'GBP', 'USD']);
      const { body } = await t.server.rest('GET', '/billing/exchange_rates/20261122/EUR');
      expect(body).toEqual({ base_currency: 'EUR', effective_date: 20261101, rates: { SEK: 11.42, NOK: 11.71, DKK: 7.4607, GBP: 0.86, USD: 1.08 } });
      expect((await t.server.rest('GET', '/billing/exchange_rates/20260331/SEK')).body).toMatchObject({ effective_date: 20260101, rates: { EUR: 0.086806 } });
      expect((await t.server.rest('GET', '/billing/exchange_rates/20251231/EUR')).status).toBe(404);
      expect((await t.server.rest('GET', '/billing/exchange_rates/20261122/JPY')).status).toBe(404);
      expect((await t.server.rest('GET', '/billing/exchange_rates/2026-11-22/EUR')).status).toBe(400);
    });

    it('invoices 1 month at a time for card payment (the default)', async () => {
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/months_to_invoice?billing_cycle=yearly`, as('finance'))).body).toEqual({ billing_cycle: 'yearly', months_to_invoice: 1 });
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/months_to_invoice`, as('foreign'))).status).toBe(404);
    });
  });

  describe('vouchers', () => {
    it('verifies codes: valid, unknown, expired', async () => {
      const { body } = await t.server.rest('POST', '/billing/billingvouchers/verify', { body: { voucher_code: ' welcome50 ' } });
      expect(body).toEqual({ valid: true, voucher_code: 'WELCOME50', billing_voucher: voucherId(voucherByCode('WELCOME50')!), description: '50% off the first 3 months', discount_percent: 50, months: 3 });
      for (const code of ['NOPE', 'SUMMER25']) {
        expect((await t.server.rest('POST', '/billing/billingvouchers/verify', { body: { voucher_code: code } })).body).toMatchObject({ valid: false, billing_voucher: null, discount_percent: null });
      }
      expect((await t.server.rest('POST', '/billing/billingvouchers/verify', { body: { voucher_code: '' } })).status).toBe(400);
    });

    it.each(Object.entries(ZONE_ACTIVATE))('lets %s apply a voucher with %i', async (role, status) => {
      const id = voucherId(voucherByCode('WELCOME50')!);
      const response = await t.server.rest('POST', `/billing/accounts/${accountId()}/apply_billing_voucher`, { ...as(role as Role), body: { billing_voucher: id } });
      expect(response.status).toBe(status);
      expect((await readAccount()).billingVoucher).toBe(status === 200 ? id : null);
    });

    it('applies and removes a voucher with an account event; 400 for an expired one, 409 over another', async () => {
      const events = recordEvents(t.server);
      const welcome = voucherId(voucherByCode('WELCOME50')!);
      const applied = await t.server.rest('POST', `/billing/accounts/${accountId()}/apply_billing_voucher`, { ...as('finance'), body: { billing_voucher: welcome } });
      expect(applied.body.billing_voucher).toBe(welcome);
      await events.waitFor((event) => event.entity === 'account' && event.id === accountId());
      const expired = await t.server.rest('POST', `/billing/accounts/${accountId()}/apply_billing_voucher`, { ...as('finance'), body: { billing_voucher: voucherId(voucherByCode('SUMMER25')!) } });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ message: 'Voucher is not valid', fields: { billing_voucher: 'Voucher is not valid' } });
      const other = await t.server.rest('POST', `/billing/accounts/${accountId()}/apply_billing_voucher`, { ...as('finance'), body: { billing_voucher: voucherId(voucherByCode('PARTNER10')!) } });
      expect(other.status).toBe(409);
      expect((await readAccount()).billingVoucher).toBe(welcome);
      const removed = await t.server.rest('PUT', `/billing/accounts/${accountId()}/remove_billing_voucher`, as('finance'));
      expect(removed.status).toBe(200);
      expect(removed.body.billing_voucher ?? null).toBeNull();
      expect((await t.server.rest('PUT', `/billing/accounts/${accountId()}/remove_billing_voucher`, as('contact'))).status).toBe(403);
      events.stop();
    });

    it('refuses a voucher every allowed account already holds', async () => {
      const launch = voucherId(voucherByCode('LAUNCHDAY')!);
      const other = await t.world.fx.account({ billingVoucher: launch });
      expect(other.billingVoucher).toBe(launch);
      expect((await t.server.rest('POST', '/billing/billingvouchers/verify', { body: { voucher_code: 'LAUNCHDAY' } })).body.valid).toBe(false);
      expect((await t.server.rest('POST', `/billing/accounts/${accountId()}/apply_billing_voucher`, { ...as('owner'), body: { billing_voucher: launch } })).status).toBe(400);
    });
  });

  describe('the account subscription', () => {
    const path = () => `/billing/accounts/${accountId()}/account_subscription`;
    const purchase = { plan: 'essential', billing_cycle: 'yearly', legal_acceptance: true, terms_type: 'general' };

    it('is 404 before a purchase; a purchase needs a billing group, then sets plan, tier and cycle', async () => {
      expect((await t.server.rest('GET', path(), as('owner'))).status).toBe(404);
      const missing = await t.server.rest('POST', path(), { ...as('finance'), body: purchase });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Must provide populated zone.location.billing_group or account.billing_groups array');
      expect(await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()))).toEqual([]);
      await giveBillingGroup();
      expect((await t.server.rest('POST', path(), { ...as('contact'), body: purchase })).status).toBe(403);
      const created = await t.server.rest('POST', path(), { ...as('finance'), body: purchase });
      expect(created.status).toBe(201);
      // The account has paid zones, so no trial: paying starts now and renews from then.
      expect(created.body).toMatchObject({ plan: 'essential', tier: 'tier-1', billing_cycle: 'yearly', upcoming_plan: 'NO_UPCOMING_PLAN', upcoming_tier: null, paying_start_date: '20261122120000', recur_at: '20261122120000', trial_start: null, trial_end: null });
      expect(await readAccount()).toMatchObject({ plan: 'essential', tier: 'tier-1', billingCycle: 'yearly', legalTermsType: 'general' });
      expect((await t.server.rest('GET', path(), as('member'))).body).toEqual(created.body);
      expect((await t.server.rest('POST', path(), { ...as('finance'), body: purchase })).status).toBe(409);
    });

    it("is missing the distributor when the account's is gone", async () => {
      const orphan = await t.world.fx.account({ distributorId: 'QWNjb3VudCwsZ29uZS8.' });
      await t.world.fx.membership(orphan.id, t.world.users.owner.id);
      const response = await t.server.rest('POST', `/billing/accounts/${orphan.id}/account_subscription`, { ...as('owner'), body: purchase });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Missing required entity distributor in account');
    });

    it('starts a new account with its trial, with tier given as 3', async () => {
      const user = t.world.users.owner;
      const fresh = await t.world.fx.account({ isoCountry: 'DE' });
      await t.world.fx.membership(fresh.id, user.id);
      await t.world.fx.location(fresh.id, { billingGroupId: 'QmlsbGluZ0dyb3VwLCwyLw..' });
      const { status, body } = await t.server.rest('POST', `/billing/accounts/${fresh.id}/account_subscription`, { ...as('owner'), body: { tier: '3', billing_cycle: 'monthly', legal_acceptance: true, terms_type: 'general', voucher_code: 'welcome50' } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ plan: 'unlimited', tier: 'tier-3', trial_start: '20261122120000', trial_end: '20261206120000', paying_start_date: '20261206120000', recur_at: '20261206120000' });
      expect(await zoneCharge(db(), { accountId: fresh.id, at: NOW })).toEqual({ amount: 1745, currency: 'EUR', periodMonths: 1, trialDays: 0 });
    });

    it('rejects a bad body without writing', async () => {
      await giveBillingGroup();
      for (const body of [{ ...purchase, legal_acceptance: false }, { billing_cycle: 'yearly', legal_acceptance: true, terms_type: 'general' }, { ...purchase, tier: '7' }, { ...purchase, billing_cycle: 'weekly' }]) {
        expect((await t.server.rest('POST', path(), { ...as('owner'), body })).status).toBe(400);
      }
      expect(await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()))).toEqual([]);
    });

    it('schedules a lower plan or tier and applies a higher one at once', async () => {
      await giveBillingGroup();
      await t.server.rest('POST', path(), { ...as('owner'), body: { plan: 'unlimited', billing_cycle: 'monthly', legal_acceptance: true, terms_type: 'general' } });
      const down = await t.server.rest('PUT', path(), { ...as('finance'), body: { plan: 'starter' } });
      expect(down.body).toMatchObject({ plan: 'unlimited', tier: 'tier-3', upcoming_plan: 'starter', upcoming_tier: 'tier-1' });
      const up = await t.server.rest('PUT', path(), { ...as('finance'), body: { tier: 'tier3', billing_cycle: 'quarterly' } });
      expect(up.body).toMatchObject({ plan: 'unlimited', tier: 'tier-3', billing_cycle: 'quarterly', upcoming_plan: 'starter' });
      expect((await t.server.rest('PUT', path(), { ...as('finance'), body: {} })).status).toBe(400);
      expect((await t.server.rest('PUT', path(), { ...as('contact'), body: { plan: 'starter' } })).status).toBe(403);
    });
  });

  describe('tier and plan changes', () => {
    it.each(Object.entries(ZONE_ACTIVATE))('lets %s change the tier with %i', async (role, status) => {
      const response = await t.server.rest('POST', `/api/accounts/${accountId()}/change_tier`, { ...as(role as Role), body: { from_tier: '3', to_tier: '1' } });
      expect(response.status).toBe(status);
      const [subscription] = await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()));
      expect(subscription?.upcomingTier ?? null).toBe(status === 200 ? 'tier-1' : null);
    });

    it('schedules a downgrade, completes its transaction, and cancels it', async () => {
      const events = recordEvents(t.server);
      const { status, body } = await t.server.rest('POST', `/api/accounts/${accountId()}/change_tier`, { ...as('finance'), body: { from_tier: 'tier-3', to_tier: 'tier1' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ tier: 'tier-3', upcoming_tier: 'tier-1', long_running_transaction: { completed_at: '20261122120000', error: null } });
      const polled = await t.server.rest('GET', `/auth/accounts/${accountId()}/long_running_transactions/${body.long_running_transaction.id}`, as('finance'));
      expect(polled.body).toEqual(body.long_running_transaction);
      await events.waitFor((event) => event.entity === 'account' && event.id === accountId());
      expect((await readAccount()).tier).toBe('tier-3');
      // The account reads the change as scheduled for its renewal date, over REST and GraphQL.
      const [subscription] = await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()));
      const changeDate = subscription!.recurAt!.toISOString().slice(0, 10);
      const scheduledChange = async () => ({
        rest: (await t.server.rest('GET', `/api/accounts/${accountId()}`, as('finance'))).body.scheduledTierChange,
        graph: (await t.server.graphql(`query($id: ID!) { account(id: $id) { scheduledTierChange { upcomingTier tierChangeDate } } }`, { id: accountId() }, as('finance'))).body.data.account.scheduledTierChange,
      });
      expect(await scheduledChange()).toEqual({ rest: { upcomingTier: 'tier-1', tierChangeDate: changeDate }, graph: { upcomingTier: 'TIER_1', tierChangeDate: changeDate } });
      const cost = await t.server.rest('GET', `/billing/accounts/${accountId()}/tier_change_cost?from_tier=3&to_tier=1`, as('finance'));
      expect(cost.body).toMatchObject({ currency: 'SEK', net_amount: 0, tax_amount: 0, total: 0, entries: [] });

      const cancelled = await t.server.rest('POST', `/billing/accounts/${accountId()}/cancel_downgrade`, as('finance'));
      expect(cancelled.body).toMatchObject({ upcoming_plan: 'NO_UPCOMING_PLAN', upcoming_tier: null, tier: 'tier-3' });
      expect(await scheduledChange()).toEqual({ rest: null, graph: null });
      expect((await t.server.rest('POST', `/billing/accounts/${accountId()}/cancel_downgrade`, as('finance'))).status).toBe(409);
      expect((await t.server.rest('POST', `/billing/accounts/${accountId()}/cancel_downgrade`, as('contact'))).status).toBe(403);
      events.stop();
    });

    it('answers 409 when from_tier or from_plan is not the current one, and 400 for a bad tier', async () => {
      expect((await t.server.rest('POST', `/api/accounts/${accountId()}/change_tier`, { ...as('owner'), body: { from_tier: '1', to_tier: '3' } })).status).toBe(409);
      expect((await t.server.rest('POST', `/api/accounts/${accountId()}/change_plan`, { ...as('owner'), body: { from_plan: 'starter', to_plan: 'essential' } })).status).toBe(409);
      expect((await t.server.rest('POST', `/api/accounts/${accountId()}/change_tier`, { ...as('owner'), body: { from_tier: 'three', to_tier: '1' } })).status).toBe(400);
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/tier_change_cost?from_tier=5&to_tier=1`, as('owner'))).status).toBe(400);
      expect(await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()))).toEqual([]);
    });

    it('upgrades a plan at once with its tier, and prices the upgrade pro rata to each zone’s paid-until', async () => {
      await db().update(accounts).set({ plan: 'essential', tier: 'tier-1' }).where(eq(accounts.id, accountId()));
      await db().update(soundZones).set({ paidUntil: new Date('2026-12-22T12:00:00Z') }).where(eq(soundZones.accountId, accountId()));
      const cost = await t.server.rest('GET', `/billing/accounts/${accountId()}/plan_change_cost?from_plan=essential&to_plan=unlimited`, as('finance'));
      // (349 − 279 kr) for the 30 days left of a 30-day month, per zone, plus 25 % Swedish VAT.
      expect(cost.body).toMatchObject({ currency: 'SEK', net_amount: 14000, tax_amount: 3500, total: 17500, effective_date: '2026-11-22' });
      expect(cost.body.entries).toHaveLength(2);
      expect(cost.body.entries[0]).toMatchObject({ description: 'Upgrade to Unlimited, Other zone', period: { from: '2026-11-22', to: '2026-12-21' }, net_amount: 7000 });
      const { body } = await t.server.rest('POST', `/api/accounts/${accountId()}/change_plan`, { ...as('owner'), body: { from_plan: 'essential', to_plan: 'unlimited' } });
      expect(body).toMatchObject({ plan: 'unlimited', tier: 'tier-3', upcoming_plan: null, upcoming_tier: null, long_running_transaction: { error: null } });
      expect(await readAccount()).toMatchObject({ plan: 'unlimited', tier: 'tier-3' });
      const down = await t.server.rest('POST', `/api/accounts/${accountId()}/change_plan`, { ...as('owner'), body: { from_plan: 'unlimited', to_plan: 'starter' } });
      expect(down.body).toMatchObject({ plan: 'unlimited', tier: 'tier-3', upcoming_plan: 'starter', upcoming_tier: 'tier-1' });
    });
  });

  describe('win-back and billing cycle', () => {
    it('offers the win-back discount to an account with an ended zone, once', async () => {
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/winback_discount`, as('finance'))).body).toEqual({ eligible: false, discount_percent: null, months: null });
      expect((await t.server.rest('POST', `/api/accounts/${accountId()}/apply_winback_discount`, as('finance'))).status).toBe(409);
      await db().update(soundZones).set({ paidUntil: new Date('2026-10-01T00:00:00Z') }).where(eq(soundZones.id, t.world.zone.id));
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/winback_discount`, as('finance'))).body).toEqual({ eligible: true, discount_percent: 50, months: 3 });
      expect((await t.server.rest('POST', `/api/accounts/${accountId()}/apply_winback_discount`, as('contact'))).status).toBe(403);
      const applied = await t.server.rest('POST', `/api/accounts/${accountId()}/apply_winback_discount`, as('finance'));
      expect(applied.body).toMatchObject({ tier: 'tier-3', discount_percent: 50, months: 3, long_running_transaction: { error: null } });
      expect(await zoneCharge(db(), { accountId: accountId(), at: NOW })).toMatchObject({ amount: 17450 });
      expect(await zoneCharge(db(), { accountId: accountId(), at: new Date('2027-02-23T00:00:00Z') })).toMatchObject({ amount: 34900 });
      expect((await t.server.rest('GET', `/billing/accounts/${accountId()}/winback_discount`, as('finance'))).body.eligible).toBe(false);
    });

    it('changes the billing cycle for zone.activate only', async () => {
      const { status, body } = await t.server.rest('PUT', `/billing/accounts/${accountId()}/billing_cycle`, { ...as('admin'), body: { billing_cycle: 'quarterly' } });
      expect(status).toBe(200);
      expect(body.billing_cycle).toBe('quarterly');
      expect((await readAccount()).billingCycle).toBe('quarterly');
      expect((await t.server.rest('PUT', `/billing/accounts/${accountId()}/billing_cycle`, { ...as('member'), body: { billing_cycle: 'yearly' } })).status).toBe(403);
      expect((await t.server.rest('PUT', `/billing/accounts/${accountId()}/billing_cycle`, { ...as('admin'), body: { billing_cycle: 'daily' } })).status).toBe(400);
      expect((await readAccount()).billingCycle).toBe('quarterly');
    });
  });

  it('seeds an account subscription for a paying account, matching its plan, tier and cycle, renewing at its latest paid-until', async () => {
    await db().update(accounts).set({ plan: 'essential', tier: '1', billingCycle: 'yearly' }).where(eq(accounts.id, accountId()));
    expect(await seedBillingPricing(db(), NOW)).toBeGreaterThan(0);
    const [row] = await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()));
    expect(row).toMatchObject({ plan: 'essential', tier: 'tier-1', billingCycle: 'yearly', upcomingPlan: null, recurAt: new Date('2027-12-31T00:00:00Z') });
    // Run again, it leaves accounts that have one alone.
    await seedBillingPricing(db(), NOW);
    expect(await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, accountId()))).toHaveLength(1);
  });

  describe('add-on subscriptions', () => {
    it('activates an add-on once, turns its flag on, and shows it to members only', async () => {
      const path = `/billing/accounts/${accountId()}/addon_subscriptions`;
      expect((await t.server.rest('POST', path, { ...as('contact'), body: { addon: 'messaging' } })).status).toBe(403);
      const created = await t.server.rest('POST', path, { ...as('finance'), body: { addon: 'messaging' } });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ addon: 'messaging', state: 'active', activated_at: '20261122120000', price: 7900 });
      expect((await readAccount()).featureFlags).toContain('messaging_enabled');
      const hifi = await t.server.rest('POST', path, { ...as('finance'), body: { addon: 'hifi' } });
      expect(hifi.body.price).toBeNull();
      expect((await t.server.rest('POST', path, { ...as('finance'), body: { addon: 'messaging' } })).status).toBe(409);
      expect((await t.server.rest('POST', path, { ...as('finance'), body: { addon: 'karaoke' } })).status).toBe(400);
      expect((await t.server.rest('GET', path, as('member'))).body.map((row: { addon: string }) => row.addon)).toEqual(['hifi', 'messaging']);
      expect((await t.server.rest('GET', `/billing/addon_subscriptions/${created.body.id}`, as('member'))).body).toEqual(created.body);
      expect((await t.server.rest('GET', `/billing/addon_subscriptions/${created.body.id}`, as('foreign'))).status).toBe(404);
      expect((await t.server.rest('GET', path, as('foreign'))).status).toBe(404);
    });
  });
});
