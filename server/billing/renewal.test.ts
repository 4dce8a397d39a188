// Renewal at recur_at (billing.md 3.3, 3.4, 4.1, 4.3, 9): a recurring zone subscription is charged again
// when its period ends (the stored card the Adyen way, an invoice payer sent an unpaid invoice spec), its
// paid time moving on a billing cycle; a refused card leaves paid_until, and the zone goes silent when it
// passes; paused and cancelled zones are not renewed; a server catches up at start; a period is charged
// once however often the check runs.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, ne } from 'drizzle-orm';
import { accountSubscriptions, accounts, invoiceSpecs, pspStandInPayments, recurrences, soundZones, zoneSubscriptions } from '../db/schema';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { contractOperation } from '../premises/testWorld';
import { VISA, paymentsWorld, testCard } from './paymentsTestWorld';
import { ensureAccountSubscription } from './pricingAccount';
import { STALE_PROCESSING_MS, renewDue, renewalChargeKey } from './renewal';
import { runningRecurrences } from './zoneSubscriptions';

const RETURN_URL = 'http://127.0.0.1:5173/back';
/** Where a monthly purchase made at the test clock's start (2026-11-22T12:00Z) is paid until. */
const FIRST_PERIOD_ENDS = new Date('2026-12-22T12:00:00Z');
const MINUTE = 60_000;

type World = Awaited<ReturnType<typeof paymentsWorld>>;

/** A zone of the world paid for a month by a purchase through the API, and what to read it by. */
async function purchasedZone(server: TestServer, world: World, card: Record<string, unknown> | 'invoice' = testCard(VISA)) {
  const db = server.app.services.db;
  const as = { token: world.tokens.owner };
  const base = `/billing/accounts/${world.account.id}/payment_method`;
  const method =
    card === 'invoice'
      ? await server.rest('POST', `${base}/activate_invoice`, { ...as, body: { billing_group: world.billingGroup.id } })
      : await server.rest('POST', `${base}/psp`, { ...as, body: { psp: 'adyen_creditcard', payment_method_data: card, return_url: RETURN_URL } });
  expect(method.status).toBe(200);
  const zoneId = world.secondZone.id;
  await db.update(soundZones).set({ paidUntil: null }).where(eq(soundZones.id, zoneId));
  const purchase = await server.rest('POST', `/billing/sound_zones/${zoneId}/subscription/purchase`, {
    ...as,
    body: { account: world.account.id, sound_zone: zoneId, legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: '3' },
  });
  expect(purchase.status).toBe(200);
  await runningRecurrences();
  const zone = async () => (await db.select().from(soundZones).where(eq(soundZones.id, zoneId)))[0]!;
  const subscription = async () => (await db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.soundZoneId, zoneId)))[0]!;
  const recurrencesOf = async () => db.select().from(recurrences).where(eq(recurrences.accountId, world.account.id)).orderBy(recurrences.createdAt);
  const charges = async () => db.select().from(pspStandInPayments).where(and(eq(pspStandInPayments.shopperReference, world.account.id), gt(pspStandInPayments.amountValue, 0)));
  expect((await zone()).paidUntil).toEqual(FIRST_PERIOD_ENDS);
  return { zoneId, zone, subscription, recurrencesOf, charges };
}

describe(`renewal at recur_at (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await runningRecurrences();
    await server.close();
  });
  beforeEach(async () => {
    server.clock.set('2026-11-22T12:00:00Z');
    world = await paymentsWorld(server);
  });
  afterEach(() => vi.restoreAllMocks());

  const db = () => server.app.services.db;
  const services = () => server.app.services;
  /** The check, as far as this test's account goes (the accounts of the tests before it stay in the database). */
  const renewDueOfWorld = async () => (await renewDue(services())).filter((recurrence) => recurrence.accountId === world.account.id);
  const action = (name: string, body?: unknown) => server.rest('POST', `/billing/sound_zones/${world.secondZone.id}/subscription/${name}`, { token: world.tokens.owner, ...(body ? { body } : {}) });

  it.each([
    ['monthly', '2027-01-22T12:00:00Z'],
    ['quarterly', '2027-03-22T12:00:00Z'],
    ['yearly', '2027-12-22T12:00:00Z'],
  ])('renews a %s subscription at recur_at: charges the stored card as a subscription and moves paid_until on a cycle', async (cycle, renewedUntil) => {
    const paid = await purchasedZone(server, world);
    // The account subscription renews when its zones are paid until: here, when the renewed one is.
    await db().update(soundZones).set({ paidUntil: null }).where(and(eq(soundZones.accountId, world.account.id), ne(soundZones.id, paid.zoneId)));
    await ensureAccountSubscription(db(), (await db().select().from(accounts).where(eq(accounts.id, world.account.id)))[0]!);
    // The account's cycle, changed since the purchase, applies from the next renewal.
    await db().update(accounts).set({ billingCycle: cycle }).where(eq(accounts.id, world.account.id));
    const events: string[] = [];
    const unlisten = services().pubsub.onEvent((event) => event.entity === 'sound_zone' && event.id === paid.zoneId && events.push(event.type));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    server.clock.set(new Date(FIRST_PERIOD_ENDS.getTime() - MINUTE));
    expect(await renewDueOfWorld()).toEqual([]);
    server.clock.set(FIRST_PERIOD_ENDS);
    const [renewal, ...more] = await renewDueOfWorld();
    expect(more).toEqual([]);
    expect(renewal).toMatchObject({ status: 'completed', paysUntil: new Date(renewedUntil), billingCycle: cycle, paymentErrorCode: null });

    expect(await paid.zone()).toMatchObject({ paidUntil: new Date(renewedUntil), subscriptionDeactivated: false });
    expect(await paid.subscription()).toMatchObject({ recurAt: new Date(renewedUntil), currentRecurrenceId: renewal!.id, billingCycle: cycle });
    const read = await server.rest('GET', `/billing/sound_zones/${paid.zoneId}/subscription`, { token: await world.fx.token(world.users.owner.id) });
    expect(read.body).toMatchObject({ is_recurring: true, current_recurrence: renewal!.id });
    expect((await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, world.account.id)))[0]!.recurAt).toEqual(new Date(renewedUntil));

    const charge = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/v71/payments'));
    const request = charge![1]!;
    expect(JSON.parse(String(request.body))).toMatchObject({
      amount: { value: renewal!.amount, currency: 'SEK' },
      shopperReference: world.account.id,
      recurringProcessingModel: 'Subscription',
      shopperInteraction: 'ContAuth',
      paymentMethod: { type: 'scheme', storedPaymentMethodId: expect.any(String) },
    });
    expect((request.headers as Record<string, string>)['idempotency-key']).toBe(renewalChargeKey((await paid.subscription()).id, FIRST_PERIOD_ENDS));
    expect(await paid.charges()).toHaveLength(2);
    const [spec] = await db().select().from(invoiceSpecs).where(eq(invoiceSpecs.id, renewal!.invoiceSpecId!));
    expect(spec).toMatchObject({ totalAmount: renewal!.amount, paidDate: FIRST_PERIOD_ENDS });
    // Told on the zone's rooms like any change of its subscription.
    await vi.waitFor(() => expect(events).toContain('update'));
    unlisten();
  });

  it('applies a downgrade the account scheduled when its renewal date comes, and charges the renewal at the new tier', async () => {
    const paid = await purchasedZone(server, world);
    await db().update(soundZones).set({ paidUntil: null }).where(and(eq(soundZones.accountId, world.account.id), ne(soundZones.id, paid.zoneId)));
    await ensureAccountSubscription(db(), (await db().select().from(accounts).where(eq(accounts.id, world.account.id)))[0]!);
    const scheduled = await server.rest('POST', `/api/accounts/${world.account.id}/change_tier`, { token: world.tokens.owner, body: { from_tier: 'tier-3', to_tier: 'tier-1' } });
    expect(scheduled.body).toMatchObject({ tier: 'tier-3', upcoming_tier: 'tier-1' });
    const [first] = await paid.recurrencesOf();

    server.clock.set(FIRST_PERIOD_ENDS);
    const [renewal] = await renewDueOfWorld();
    expect(renewal).toMatchObject({ status: 'completed', tier: 'tier-1' });
    expect(renewal!.amount).toBeLessThan(first!.amount);
    expect((await db().select().from(accounts).where(eq(accounts.id, world.account.id)))[0]).toMatchObject({ tier: 'tier-1' });
    expect((await db().select().from(accountSubscriptions).where(eq(accountSubscriptions.accountId, world.account.id)))[0]).toMatchObject({ tier: 'tier-1', upcomingTier: null, upcomingPlan: null });
  });

  it('leaves paid_until where it was when the card is refused, and the zone then goes silent', async () => {
    // A card valid through November: the renewal on 22 December is refused (code 6, expired card).
    const paid = await purchasedZone(server, world, testCard(VISA, { month: '11', year: '2026' }));
    const fx = world.fx;
    await fx.pairedDevice(paid.zoneId, { clientId: `client-${paid.zoneId}` });
    const songs = await fx.tracks([{ title: 'One' }, { title: 'Two' }]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    const assigned = await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [paid.zoneId], source: playlist.id, immediate: true } }, { token: world.tokens.owner });
    expect(assigned.body.errors).toBeUndefined();
    const state = async () => {
      const token = await fx.token(world.users.owner.id);
      const playing = await server.graphql(`query($id: ID!) { soundZone(id: $id) { nowPlaying { track { id } } } }`, { id: paid.zoneId }, { token });
      const status = await server.rest('GET', `/api/sound_zones/${paid.zoneId}`, { token });
      return { nowPlaying: playing.body.data.soundZone.nowPlaying, message: status.body.status.message };
    };

    server.clock.set(new Date(FIRST_PERIOD_ENDS.getTime() - MINUTE));
    expect(await state()).toMatchObject({ nowPlaying: { track: { id: expect.any(String) } }, message: 'ALL_OK' });
    server.clock.set(FIRST_PERIOD_ENDS);
    const [refused] = await renewDueOfWorld();
    expect(refused).toMatchObject({ status: 'payment_failed', paymentErrorCode: '6' });
    expect((await paid.zone()).paidUntil).toEqual(FIRST_PERIOD_ENDS);
    expect(await paid.subscription()).toMatchObject({ currentRecurrenceId: refused!.id, recurAt: FIRST_PERIOD_ENDS });
    expect(await state()).toEqual({ nowPlaying: null, message: 'SUBSCRIPTION_EXPIRED' });
    // A refused period is not tried again by the next check.
    server.clock.set(new Date(FIRST_PERIOD_ENDS.getTime() + 60 * MINUTE));
    expect(await renewDueOfWorld()).toEqual([]);
    expect(await paid.recurrencesOf()).toHaveLength(2);
  });

  it('sends an invoice payer an unpaid invoice spec for the period, due in 30 days, and extends the period', async () => {
    const paid = await purchasedZone(server, world, 'invoice');
    server.clock.set(FIRST_PERIOD_ENDS);
    const [renewal] = await renewDueOfWorld();
    expect(renewal).toMatchObject({ status: 'completed', paysUntil: new Date('2027-01-22T12:00:00Z') });
    const [spec] = await db().select().from(invoiceSpecs).where(eq(invoiceSpecs.id, renewal!.invoiceSpecId!));
    expect(spec).toMatchObject({ psp: 'netsuite', totalAmount: renewal!.amount, paidDate: null, invoiceDate: '2026-12-22', dueDate: new Date('2027-01-21T12:00:00Z') });
    expect(renewal!.amount).toBeGreaterThan(0);
    expect((await paid.zone()).paidUntil).toEqual(new Date('2027-01-22T12:00:00Z'));
    expect(await paid.charges()).toEqual([]);
  });

  it('renews neither a cancelled nor a paused zone', async () => {
    const paid = await purchasedZone(server, world);
    expect((await action('deactivate')).status).toBe(200);
    server.clock.set(FIRST_PERIOD_ENDS);
    expect(await renewDueOfWorld()).toEqual([]);

    server.clock.set('2026-11-22T12:00:00Z');
    expect((await action('reactivate')).status).toBe(200);
    expect((await action('deactivate', { reactivate_at: '20261225120000' })).status).toBe(200);
    server.clock.set(FIRST_PERIOD_ENDS);
    expect(await renewDueOfWorld()).toEqual([]);
    expect(await paid.recurrencesOf()).toHaveLength(1);
    expect(await paid.charges()).toHaveLength(1);
  });

  it('charges a period once, however often the check runs and even when a run is repeated', async () => {
    const paid = await purchasedZone(server, world);
    server.clock.set(FIRST_PERIOD_ENDS);
    const runs = await Promise.all([renewDue(services()), renewDue(services())]);
    expect(runs.flat().filter((run) => run.accountId === world.account.id)).toHaveLength(1);
    expect(await renewDueOfWorld()).toEqual([]);
    expect(await paid.recurrencesOf()).toHaveLength(2);
    expect(await paid.charges()).toHaveLength(2);

    // A server that stopped after charging and before recording it runs the renewal again: the
    // provider answers the charge it made under the period's key.
    const renewal = (await paid.recurrencesOf())[1]!;
    await db().update(recurrences).set({ status: 'pending' }).where(eq(recurrences.id, renewal.id));
    await db().update(soundZones).set({ paidUntil: FIRST_PERIOD_ENDS }).where(eq(soundZones.id, paid.zoneId));
    await db().update(zoneSubscriptions).set({ recurAt: FIRST_PERIOD_ENDS }).where(eq(zoneSubscriptions.soundZoneId, paid.zoneId));
    expect(await renewDueOfWorld()).toMatchObject([{ id: renewal.id, status: 'completed' }]);
    expect(await paid.charges()).toHaveLength(2);
    expect((await paid.zone()).paidUntil).toEqual(new Date('2027-01-22T12:00:00Z'));
  });

  it('runs again, charging once, a renewal its server left processing once it has gone stale', async () => {
    const paid = await purchasedZone(server, world);
    server.clock.set(FIRST_PERIOD_ENDS);
    await renewDueOfWorld();
    expect(await paid.charges()).toHaveLength(2);
    // The server stopped after the provider charged and before the renewal was recorded.
    const renewal = (await paid.recurrencesOf())[1]!;
    await db().update(recurrences).set({ status: 'processing', updatedAt: FIRST_PERIOD_ENDS }).where(eq(recurrences.id, renewal.id));
    await db().update(soundZones).set({ paidUntil: FIRST_PERIOD_ENDS }).where(eq(soundZones.id, paid.zoneId));
    await db().update(zoneSubscriptions).set({ recurAt: FIRST_PERIOD_ENDS }).where(eq(zoneSubscriptions.soundZoneId, paid.zoneId));

    // Still within the limit, it may be running elsewhere: left alone.
    server.clock.set(new Date(FIRST_PERIOD_ENDS.getTime() + STALE_PROCESSING_MS - MINUTE));
    expect(await renewDueOfWorld()).toEqual([]);
    expect((await paid.recurrencesOf())[1]).toMatchObject({ status: 'processing' });

    server.clock.set(new Date(FIRST_PERIOD_ENDS.getTime() + STALE_PROCESSING_MS + MINUTE));
    expect(await renewDueOfWorld()).toMatchObject([{ id: renewal.id, status: 'completed' }]);
    expect(await paid.recurrencesOf()).toHaveLength(2);
    expect(await paid.charges()).toHaveLength(2);
    expect((await paid.zone()).paidUntil).toEqual(new Date('2027-01-22T12:00:00Z'));
  });
});

describe(`renewals a server catches up at start (${testDatabaseKind()})`, () => {
  it('renews at start a subscription that came due while no server ran', async () => {
    const database = await openTestDatabase();
    try {
      const before = await startTestServer({ database });
      const world = await paymentsWorld(before);
      const paid = await purchasedZone(before, world);
      await before.close();
      // Down for a month: the period ended a minute before the next server starts.
      const db = database.db;
      const cameDue = new Date(Date.parse('2026-11-22T12:00:00Z') - MINUTE);
      await db.update(recurrences).set({ createdAt: new Date('2026-10-22T12:00:00Z') }).where(eq(recurrences.accountId, world.account.id));
      await db.update(soundZones).set({ paidUntil: cameDue }).where(eq(soundZones.id, paid.zoneId));
      await db.update(zoneSubscriptions).set({ recurAt: cameDue }).where(eq(zoneSubscriptions.soundZoneId, paid.zoneId));

      const after = await startTestServer({ database });
      try {
        await vi.waitFor(async () => expect((await paid.zone()).paidUntil).toEqual(new Date('2026-12-22T11:59:00Z')), { timeout: 10_000 });
        expect(await paid.charges()).toHaveLength(2);
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });
});
