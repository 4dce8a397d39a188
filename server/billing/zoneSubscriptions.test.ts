// Zone subscriptions (billing.md 3.3, 3.4, 4.3, 5.2, 5.3): purchase with a polled recurrence that charges
// the stored card and issues a paid invoice spec, a failed payment, an idempotent retry, the activation
// texts, reactivate, unsubscribe, pause and modify pause, the record's update rules; who may do each.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, invoiceSpecs, pspStandInPayments, recurrences, soundZones, zoneSubscriptions } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { FINANCE_ROLES, ROLES } from '../premises/testWorld';
import type { Role } from '../premises/testWorld';
import { VISA, paymentsWorld, testCard } from './paymentsTestWorld';
import { runningRecurrences } from './zoneSubscriptions';
import { MISSING_BILLING_GROUP, MISSING_DISTRIBUTOR } from './pricingAccount';

const DAY = 24 * 60 * 60 * 1000;
const RETURN_URL = 'http://127.0.0.1:5173/back';

describe(`zone subscriptions (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof paymentsWorld>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await runningRecurrences();
    await server.close();
  });
  beforeEach(async () => {
    world = await paymentsWorld(server);
    // A zone never paid (the purchase starts from nothing) and an account that has paid before (no trial).
    await db().update(soundZones).set({ paidUntil: null }).where(eq(soundZones.id, world.secondZone.id));
  });

  const db = () => server.app.services.db;
  const as = (role: Role, extra: Record<string, unknown> = {}) => ({ token: world.tokens[role], ...extra });
  const purchaseBody = (zoneId = world.secondZone.id) => ({ account: world.account.id, sound_zone: zoneId, legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: '3' });
  const purchase = (role: Role = 'owner', body: Record<string, unknown> = purchaseBody(), headers: Record<string, string> = {}) =>
    server.rest('POST', `/billing/sound_zones/${body.sound_zone as string}/subscription/purchase`, as(role, { body, headers }));
  const registerCard = async (card = testCard(VISA)) => {
    const registered = await server.rest('POST', `/billing/accounts/${world.account.id}/payment_method/psp`, as('owner', { body: { psp: 'adyen_creditcard', payment_method_data: card, return_url: RETURN_URL } }));
    expect(registered.status).toBe(200);
  };
  /** Polls the recurrence as the web app does, until its status is terminal. */
  async function settled(recurrenceId: string) {
    for (let i = 0; i < 200; i += 1) {
      const { body } = await server.rest('GET', `/billing/recurrences/${recurrenceId}`, as('owner'));
      if (['payment_failed', 'completed', 'cancelled'].includes(body.status)) return body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('Polling failed');
  }
  const zone = async (id = world.secondZone.id) => (await db().select().from(soundZones).where(eq(soundZones.id, id)))[0]!;

  it('purchases: the recurrence charges the card once, licenses the zone a period on and issues a paid invoice spec', async () => {
    await registerCard();
    const { status, body } = await purchase();
    expect(status).toBe(200);
    expect(body.current_recurrence).toMatchObject({ status: 'pending', payment_error_code: null });
    expect(body.subscription).toMatchObject({ sound_zone: world.secondZone.id, billing_group: world.billingGroup.id, tier: 'tier-3', billing_cycle: 'monthly', item_kind: 'Streaming', paid_until: null });
    const done = await settled(body.current_recurrence.id);
    const now = server.clock.now();
    expect(done).toMatchObject({ status: 'completed', payment_error_code: null, pays_until: '20261222120000' });
    expect(await zone()).toMatchObject({ paidUntil: new Date('2026-12-22T12:00:00Z'), subscriptionDeactivated: false });
    const account = (await db().select().from(accounts).where(eq(accounts.id, world.account.id)))[0]!;
    expect(account).toMatchObject({ plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly', legalTermsType: 'general' });
    expect(account.legalAcceptedBy).toBeTruthy();
    const [recurrence] = await db().select().from(recurrences).where(eq(recurrences.id, done.id));
    expect(recurrence!.amount).toBeGreaterThan(0);
    const [spec] = await db().select().from(invoiceSpecs).where(eq(invoiceSpecs.id, recurrence!.invoiceSpecId!));
    expect(spec).toMatchObject({ totalAmount: recurrence!.amount, currency: 'SEK', psp: 'adyen_creditcard', paidDate: now, billingGroupId: world.billingGroup.id });
    const charges = await db().select().from(pspStandInPayments).where(eq(pspStandInPayments.shopperReference, world.account.id));
    expect(charges.filter((charge) => charge.amountValue > 0)).toHaveLength(1);
    const read = await server.rest('GET', `/billing/sound_zones/${world.secondZone.id}/subscription`, as('finance'));
    expect(read.body).toMatchObject({ paid_until: '20261222120000', recur_at: '20261222120000', is_recurring: true, current_recurrence: done.id, deactivated: false });
    expect((await server.rest('GET', `/billing/subscriptions/${read.body.id}`, as('owner'))).body).toEqual(read.body);
    // Paid now: a second purchase conflicts.
    expect((await purchase()).status).toBe(409);
  });

  it('charges once for a purchase retried with the same Idempotency-Key', async () => {
    await registerCard();
    const first = await purchase('owner', purchaseBody(), { 'idempotency-key': 'buy-zone-1' });
    const retry = await purchase('owner', purchaseBody(), { 'idempotency-key': 'buy-zone-1' });
    expect(retry.status).toBe(200);
    expect(retry.body.current_recurrence.id).toBe(first.body.current_recurrence.id);
    await settled(first.body.current_recurrence.id);
    const again = await purchase('owner', purchaseBody(), { 'idempotency-key': 'buy-zone-1' });
    expect(again.body.current_recurrence).toMatchObject({ id: first.body.current_recurrence.id, status: 'completed' });
    await runningRecurrences();
    expect(await db().select().from(recurrences).where(eq(recurrences.accountId, world.account.id))).toHaveLength(1);
    const charges = await db().select().from(pspStandInPayments).where(eq(pspStandInPayments.shopperReference, world.account.id));
    expect(charges.filter((charge) => charge.amountValue > 0)).toHaveLength(1);
  });

  it('ends in payment_failed with the provider code when the stored card has expired, the zone unlicensed', async () => {
    await registerCard(testCard(VISA, { month: '12', year: '2026' }));
    server.clock.set('2027-01-05T12:00:00Z');
    world.tokens.owner = await world.fx.token(world.users.owner.id);
    try {
      const { body } = await purchase();
      expect(body.current_recurrence, JSON.stringify(body)).toBeDefined();
      expect(await settled(body.current_recurrence.id)).toMatchObject({ status: 'payment_failed', payment_error_code: '6' });
      expect((await zone()).paidUntil).toBeNull();
    } finally {
      server.clock.set('2026-11-22T12:00:00Z');
    }
  });

  it('answers the activation texts of billing.md 5.3 and writes nothing', async () => {
    await registerCard();
    await db().update(accounts).set({ distributorId: null }).where(eq(accounts.id, world.account.id));
    const noDistributor = await purchase();
    expect(noDistributor.status).toBe(400);
    expect(noDistributor.body.fields).toEqual({ account: MISSING_DISTRIBUTOR });
    expect(MISSING_DISTRIBUTOR).toBe('Missing required entity distributor in account');
    await db().update(accounts).set({ distributorId: 'cadence-direct-se' }).where(eq(accounts.id, world.account.id));
    const { billingGroups } = await import('../db/schema');
    await db().delete(billingGroups).where(eq(billingGroups.accountId, world.account.id));
    const noGroup = await purchase();
    expect(noGroup.body.fields).toEqual({ billing_group: MISSING_BILLING_GROUP });
    expect(MISSING_BILLING_GROUP).toBe('Must provide populated zone.location.billing_group or account.billing_groups array');
    const wrongZone = await purchase('owner', { ...purchaseBody(), sound_zone: world.zone.id }, {});
    expect(wrongZone.status).toBe(409);
    expect(await db().select().from(zoneSubscriptions).where(eq(zoneSubscriptions.accountId, world.account.id))).toEqual([]);
  });

  it.each(ROLES)('lets %s purchase only with zone.activate', async (role) => {
    await registerCard();
    const zoneId = role === 'locationUser' || role === 'device' ? world.zone.id : world.secondZone.id;
    const expected = (FINANCE_ROLES as readonly string[]).includes(role) ? 200 : role === 'anonymous' ? 401 : role === 'foreign' ? 404 : 403;
    const { status } = await purchase(role, purchaseBody(zoneId));
    expect(status).toBe(role === 'locationUser' || role === 'device' ? 403 : expected);
    if (status === 200) await runningRecurrences();
    else expect(await db().select().from(recurrences).where(eq(recurrences.accountId, world.account.id))).toEqual([]);
  });

  async function paidSubscription() {
    await registerCard();
    const { body } = await purchase();
    await settled(body.current_recurrence.id);
    return body.subscription.id as string;
  }
  const action = (name: string, role: Role = 'owner', body?: unknown) => server.rest('POST', `/billing/sound_zones/${world.secondZone.id}/subscription/${name}`, as(role, body ? { body } : {}));

  it('unsubscribes (plays until paid_until), then resumes', async () => {
    await paidSubscription();
    expect((await action('deactivate', 'contact')).status).toBe(403);
    const off = await action('deactivate');
    expect(off.body).toMatchObject({ deactivated: true, is_recurring: false, paid_until: '20261222120000' });
    expect((await zone()).subscriptionDeactivated).toBe(true);
    expect((await action('deactivate')).status).toBe(409);
    const on = await action('reactivate');
    expect(on.body).toMatchObject({ deactivated: false, is_recurring: true, paid_until: '20261222120000' });
    expect((await action('reactivate')).status).toBe(409);
  });

  it('pauses until reactivate_at keeping the paid time left, moves the pause, and resumes early', async () => {
    await paidSubscription();
    expect((await action('modify_pause', 'owner', { reactivate_at: '20261201120000' })).status).toBe(409);
    const past = await action('deactivate', 'owner', { reactivate_at: '20261101120000' });
    expect(past.body.fields).toEqual({ reactivate_at: 'Must be in the future' });
    const paused = await action('deactivate', 'owner', { reactivate_at: '20261201120000' });
    expect(paused.body).toMatchObject({ reactivate_at: '20261201120000', paid_until: '20261231120000' });
    const moved = await action('modify_pause', 'owner', { reactivate_at: '20261203120000' });
    expect(moved.body).toMatchObject({ reactivate_at: '20261203120000', paid_until: '20270102120000' });
    const resumed = await action('reactivate');
    expect(resumed.body).toMatchObject({ reactivate_at: null, paid_until: '20261222120000', deactivated: false });
  });

  it('updates the record with billing.md 5.2 texts and writes nothing on bad input', async () => {
    const id = await paidSubscription();
    const put = (body: Record<string, unknown>, role: Role = 'owner') => server.rest('PUT', `/billing/subscriptions/${id}`, as(role, { body }));
    const base = { billing_group: world.billingGroup.id, item: 'SXRlbSwsc3RyZWFtaW5nLw..' };
    expect((await put({ ...base, quantity: 0, price_not_set: true })).body.fields).toEqual({ quantity: 'Should not be zero' });
    expect((await put({ ...base, quantity: 1 })).body.fields).toEqual({ price: 'Use default price or this must be a number.' });
    expect((await put({ ...base, quantity: 1, price_not_set: true, billing_group: world.foreignBillingGroup.id })).body.fields).toEqual({ billing_group: 'Must be a billing group of the account' });
    expect((await db().select().from(zoneSubscriptions).where(eq(zoneSubscriptions.id, id)))[0]).toMatchObject({ quantity: 1, price: null });
    expect((await put({ ...base, quantity: 2, price: 19900 }, 'member')).status).toBe(403);
    const ok = await put({ ...base, quantity: 2, price: 19900 });
    expect(ok.body).toMatchObject({ quantity: 2, price: 19900, price_not_set: false });
    expect((await put({ ...base, quantity: 0, quantity_source: 'zones', price_not_set: true })).body).toMatchObject({ quantity_source: 'zones', price: null, price_not_set: true });
  });

  it('hides recurrences and subscriptions of other accounts', async () => {
    await registerCard();
    const { body } = await purchase();
    await settled(body.current_recurrence.id);
    expect((await server.rest('GET', `/billing/recurrences/${body.current_recurrence.id}`, as('foreign'))).status).toBe(404);
    expect((await server.rest('GET', `/billing/recurrences/${body.current_recurrence.id}`, as('member'))).status).toBe(403);
    expect((await server.rest('GET', `/billing/subscriptions/${body.subscription.id}`, as('foreign'))).status).toBe(404);
    expect((await server.rest('GET', `/billing/sound_zones/${world.otherZone.id}/subscription`, as('owner'))).status).toBe(404);
    void DAY;
  });
});
