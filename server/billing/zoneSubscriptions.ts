// Zone subscriptions (billing.md 3.3, 3.4, 4.1, 4.3, 5.2, 5.3, 7.3): reading and updating the record,
// purchasing one (a recurrence that charges the account's payment method through the payment provider,
// run after the answer and polled with getRecurrence), reactivating, unsubscribing and pausing. A zone's
// licence lives on its row (paid_until, subscription_deactivated, reactivate_at), which the engine reads
// to decide whether the zone plays (server/engine/players.ts). A purchase sent again with the same
// Idempotency-Key gets the first one's recurrence: it never charges twice.
import { and, asc, eq } from 'drizzle-orm';
import { decodeId, encodeId } from '../../src/domain/ids';
import { normaliseTier } from '../../src/domain/billing/plans';
import type { BillingCycle, Plan, Tier } from '../../src/domain/billing/plans';
import { isInvoicePsp } from '../../src/domain/billing/paymentMethods';
import { fieldMessages, subscriptionUpdateSchema } from '../../src/domain/billing/validation';
import { isZeroDate, legacySubscription, nonZeroDate, toDate, zoneSubscription } from '../../src/domain/zoneStatus';
import type { components } from '../../src/rest/__generated__/rest';
import { compactTimestamp, planOf } from '../accounts/model';
import { publishAccountUpdate } from '../accounts/service';
import { requireSoundZone } from '../access/accountAccess';
import { requireZoneAction, requireZoneDeactivationAllowed } from '../access/premisesAccess';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { accounts, billingGroups, locations, recurrences, soundZones, zoneSubscriptions } from '../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import type { AccountRow, SoundZoneRow } from '../loaders';
import { publish, zoneEvent } from '../premises/events';
import { defineHandlers } from '../rest/handlers';
import { createInvoiceSpec, markInvoiceSpecPaid, recordPaymentAttempt } from './invoiceSpecs';
import { zoneCharge } from './pricing';
import { fingerprintOf, idempotent } from './idempotency';
import { paymentMethodOf } from './paymentMethods';
import { isUsablePaymentMethod } from './usablePaymentMethod';
import { MISSING_BILLING_GROUP, MISSING_DISTRIBUTOR } from './pricingAccount';
import { PspRequestError, createPspPayment } from './pspClient';
import { browserOrigin } from './pspStandIn';

type SubscriptionRow = typeof zoneSubscriptions.$inferSelect;
type RecurrenceRow = typeof recurrences.$inferSelect;
type SubscriptionJson = components['schemas']['Subscription'];
type RecurrenceJson = components['schemas']['Recurrence'];
type Services = Pick<RequestContext, 'db' | 'pubsub' | 'now' | 'config' | 'listeningOrigin' | 'log'>;

/** billing.md 5.3. */
/** A purchase of an account without a payment method (and without a trial to start). */
export const MISSING_PAYMENT_METHOD = 'Missing required entity payment_method in account';
/** The item a music zone's subscription sells (Streaming). */
export const STREAMING_ITEM = encodeId([{ kind: 'Item', stringId: 'streaming' }]);
export const TERMINAL_RECURRENCE_STATUSES = ['payment_failed', 'completed', 'cancelled'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const compactOrNull = (date: Date | null | undefined) => (date && !isZeroDate(date) ? compactTimestamp(date) : null);

/** The date `months` calendar months after `from` (the day clamped to the month's length). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

export function subscriptionJson(row: SubscriptionRow, zone: SoundZoneRow, now: Date): SubscriptionJson {
  const recurAt = nonZeroDate(row.recurAt);
  return {
    id: row.id,
    account: row.accountId,
    sound_zone: row.soundZoneId,
    billing_group: row.billingGroupId,
    item: row.item,
    item_kind: row.itemKind as SubscriptionJson['item_kind'],
    tier: (normaliseTier(row.tier) ?? 'tier-3') as SubscriptionJson['tier'],
    billing_cycle: row.billingCycle as BillingCycle,
    quantity: row.quantity,
    quantity_source: row.quantitySource,
    price: row.price,
    price_not_set: row.price === null,
    price_plan: row.pricePlan,
    deactivated: row.deactivated || zone.subscriptionDeactivated,
    recur_at: compactOrNull(recurAt),
    is_recurring: !row.deactivated && !zone.subscriptionDeactivated && !!recurAt && recurAt > now,
    current_recurrence: row.currentRecurrenceId,
    paid_until: compactOrNull(zone.paidUntil),
    paying_start_date: compactOrNull(row.payingStartDate),
    reactivate_at: compactOrNull(zone.reactivateAt),
  };
}

export const recurrenceJson = (row: RecurrenceRow): RecurrenceJson => ({
  id: row.id,
  subscription: row.subscriptionId,
  status: row.status as RecurrenceJson['status'],
  pays_until: compactOrNull(row.paysUntil),
  payment_error_code: row.paymentErrorCode,
});

async function subscriptionOfZone(db: Db, zoneId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.soundZoneId, zoneId));
  return row ?? null;
}

async function zoneRow(db: Db, zoneId: string): Promise<SoundZoneRow> {
  const [zone] = await db.select().from(soundZones).where(eq(soundZones.id, zoneId));
  return zone!;
}

/** The zone with the viewer's right to change its subscription (SUBSCRIPTION_WRITE: zone.activate). */
const requireSubscriptionWrite = (context: RequestContext, zoneId: string, action = 'zone.activate') => requireZoneAction(context, zoneId, action);

/** The billing group a purchase invoices: the one named, else the zone's location's, else the account's default (billing.md 5.3). */
async function purchaseBillingGroup(db: Db, zone: SoundZoneRow, named: string | undefined): Promise<string> {
  if (named) {
    const [own] = await db.select().from(billingGroups).where(and(eq(billingGroups.id, named), eq(billingGroups.accountId, zone.accountId)));
    if (!own) throw badRequest({ billing_group: 'Must be a billing group of the account' });
    return own.id;
  }
  const [location] = await db.select({ billingGroupId: locations.billingGroupId }).from(locations).where(eq(locations.id, zone.locationId));
  if (location?.billingGroupId) return location.billingGroupId;
  const groups = await db.select({ id: billingGroups.id, isDefault: billingGroups.isDefault }).from(billingGroups).where(eq(billingGroups.accountId, zone.accountId)).orderBy(asc(billingGroups.createdAt));
  const chosen = groups.find((group) => group.isDefault) ?? groups[0];
  if (!chosen) throw badRequest({ billing_group: MISSING_BILLING_GROUP }, MISSING_BILLING_GROUP);
  return chosen.id;
}

interface PurchaseTerms {
  plan: Plan;
  tier: Tier;
  billingCycle: BillingCycle;
  billingGroupId: string;
  termsType: string;
  acceptedBy: string | null;
}

/** The subscription record, created for a zone's first purchase or set to the purchase's terms. */
async function upsertSubscription(db: Db, zone: SoundZoneRow, terms: PurchaseTerms, now: Date): Promise<SubscriptionRow> {
  const existing = await subscriptionOfZone(db, zone.id);
  const values = { billingGroupId: terms.billingGroupId, plan: terms.plan, tier: terms.tier, billingCycle: terms.billingCycle, updatedAt: now };
  if (existing) return (await db.update(zoneSubscriptions).set(values).where(eq(zoneSubscriptions.id, existing.id)).returning())[0]!;
  const id = await newId(db, 'Subscription', decodeId(zone.id) ?? []);
  return (await db.insert(zoneSubscriptions).values({ id, accountId: zone.accountId, soundZoneId: zone.id, item: STREAMING_ITEM, ...values }).returning())[0]!;
}

/** Recurrences started in this process and not yet run: tests and shutdown may wait for them. */
const running = new Set<Promise<void>>();
export const runningRecurrences = () => Promise.all([...running]);

/** Starts running a recurrence after the answer that created it. */
function runLater(services: Services, recurrenceId: string, terms: { acceptedBy: string | null; termsType: string }) {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => void (await runRecurrence(services, recurrenceId, terms)))
    .catch((error: unknown) => services.log.error({ err: error, recurrenceId }, 'recurrence failed'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** The payment error code of a recurrence with an amount to pay and nothing usable to pay it with. */
export const NO_PAYMENT_METHOD_CODE = 'payment_method_missing';

export interface RecurrenceTerms {
  acceptedBy: string | null;
  termsType: string;
  /** The payment provider's Idempotency-Key of the charge; by default one per recurrence. */
  chargeKey?: string;
}

/**
 * Runs a recurrence: charges its amount to the account's payment method (the provider's stored card,
 * with an Idempotency-Key, so no retry charges twice; invoice payment and trials charge nothing now),
 * issues its invoice spec, and on success licenses the zone until pays_until and applies the purchase's
 * results (billing.md 4.3); a refusal, or an amount due with no usable payment method, ends it as
 * payment_failed with the code.
 */
export async function runRecurrence(services: Services, recurrenceId: string, terms: RecurrenceTerms): Promise<RecurrenceRow> {
  const [claimed] = await services.db.update(recurrences).set({ status: 'processing', updatedAt: services.now() }).where(and(eq(recurrences.id, recurrenceId), eq(recurrences.status, 'pending'))).returning();
  if (!claimed) return (await services.db.select().from(recurrences).where(eq(recurrences.id, recurrenceId)))[0]!;
  const [subscription] = await services.db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.id, claimed.subscriptionId));
  const stored = await paymentMethodOf(services, claimed.accountId);
  const method = isUsablePaymentMethod(stored) ? stored : null;
  let pspReference: string | null = null;
  let failure: string | null = claimed.amount > 0 && !method ? NO_PAYMENT_METHOD_CODE : null;
  const charges = claimed.amount > 0 && !!method && !isInvoicePsp(method.psp);
  if (charges) {
    try {
      const result = await createPspPayment(
        services,
        {
          amount: { currency: claimed.currency, value: claimed.amount },
          reference: `rec-${claimed.id}`.slice(0, 80),
          paymentMethod: { type: 'scheme', storedPaymentMethodId: method.storedPaymentMethodId ?? '' },
          returnUrl: `${browserOrigin(services)}/`,
          shopperReference: claimed.accountId,
          recurringProcessingModel: 'Subscription',
          shopperInteraction: 'ContAuth',
        },
        terms.chargeKey ?? `recurrence-${fingerprintOf(claimed.id).slice(0, 40)}`,
      );
      if (result.resultCode === 'Authorised') pspReference = result.pspReference ?? null;
      else failure = result.refusalReasonCode ?? result.resultCode;
    } catch (error) {
      failure = error instanceof PspRequestError ? error.errorCode : 'unavailable';
    }
  }
  const now = services.now();
  const finished = await services.db.transaction(async (tx) => {
    if (failure !== null) {
      return (await tx.update(recurrences).set({ status: 'payment_failed', paymentErrorCode: failure, updatedAt: now }).where(eq(recurrences.id, claimed.id)).returning())[0]!;
    }
    let invoiceSpecId: string | null = null;
    if (claimed.amount > 0 && method) {
      const spec = await createInvoiceSpec(tx, {
        accountId: claimed.accountId,
        billingGroupId: subscription!.billingGroupId,
        lines: [{ description: `Sound zone subscription, ${claimed.plan} ${claimed.tier}, ${claimed.billingCycle}`, amount: claimed.amount }],
        currency: claimed.currency,
        psp: method.psp,
        invoiceDate: now,
      });
      invoiceSpecId = spec.id;
      if (charges) {
        await recordPaymentAttempt(tx, spec.id, 'AUTHORIZE_SUCCEEDED', now);
        await recordPaymentAttempt(tx, spec.id, 'CAPTURE_SUCCEEDED', now);
        await markInvoiceSpecPaid(tx, spec.id, now);
      }
    }
    const paysUntil = claimed.paysUntil!;
    await tx.update(soundZones).set({ paidUntil: paysUntil, subscriptionDeactivated: false, reactivateAt: null, gracePeriod: false, updatedAt: now }).where(eq(soundZones.id, subscription!.soundZoneId));
    const payingStart = subscription!.payingStartDate ?? (claimed.amount > 0 ? now : paysUntil);
    await tx.update(zoneSubscriptions).set({ deactivated: false, recurAt: paysUntil, payingStartDate: payingStart, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription!.id));
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, claimed.accountId));
    await tx
      .update(accounts)
      .set({
        plan: claimed.plan,
        tier: claimed.tier,
        billingCycle: claimed.billingCycle,
        // billing.md 4.3: legal acceptance is no longer needed; the trial ends where paying starts, when unset.
        legalAcceptedBy: account!.legalAcceptedBy ?? terms.acceptedBy ?? claimed.accountId,
        legalTermsType: account!.legalTermsType ?? terms.termsType,
        trialExpiresAt: account!.trialExpiresAt ?? payingStart,
        updatedAt: now,
      })
      .where(eq(accounts.id, claimed.accountId));
    return (await tx.update(recurrences).set({ status: 'completed', pspReference, invoiceSpecId, updatedAt: now }).where(eq(recurrences.id, claimed.id)).returning())[0]!;
  });
  const zone = await zoneRow(services.db, subscription!.soundZoneId);
  await publish(services, [zoneEvent('update', zone)]);
  if (finished.status === 'completed') await publishAccountUpdate(services, zone.accountId);
  return finished;
}

export const newRecurrenceId = (db: Db, subscription: Pick<SubscriptionRow, 'id'>) => newId(db, 'Recurrence', decodeId(subscription.id) ?? []);

/** A pending recurrence of the subscription on its plan, tier and cycle, paying `amount` until `paysUntil`. */
export async function insertRecurrence(db: Db, id: string, subscription: SubscriptionRow, payment: { amount: number; currency: string; paysUntil: Date }, now: Date): Promise<RecurrenceRow> {
  const [row] = await db
    .insert(recurrences)
    .values({
      id,
      subscriptionId: subscription.id,
      accountId: subscription.accountId,
      status: 'pending',
      ...payment,
      plan: subscription.plan,
      tier: subscription.tier,
      billingCycle: subscription.billingCycle,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** A new recurrence paying the subscription one period on from `from`, or a trial when `trialDays` is set. */
async function newRecurrence(db: Db, subscription: SubscriptionRow, charge: { amount: number; currency: string; periodMonths: number }, from: Date, trialDays: number, now: Date): Promise<RecurrenceRow> {
  const paysUntil = trialDays > 0 ? new Date(from.getTime() + trialDays * DAY_MS) : addMonths(from, charge.periodMonths);
  const id = await newRecurrenceId(db, subscription);
  const row = await insertRecurrence(db, id, subscription, { amount: trialDays > 0 ? 0 : charge.amount, currency: charge.currency, paysUntil }, now);
  await db.update(zoneSubscriptions).set({ currentRecurrenceId: id, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription.id));
  return row;
}

/** billing.md 5.3: activation needs the account's distributor and a billing group, and something to pay with. */
async function checkActivation(context: RequestContext, account: AccountRow, hasTrial: boolean) {
  if (!account.distributorId) throw badRequest({ account: MISSING_DISTRIBUTOR }, MISSING_DISTRIBUTOR);
  if (!isUsablePaymentMethod(await paymentMethodOf(context, account.id)) && !hasTrial) throw badRequest({ payment_method: MISSING_PAYMENT_METHOD }, MISSING_PAYMENT_METHOD);
}

const viewerUserId = (context: RequestContext) => (context.viewer.kind === 'user' ? context.viewer.userId : null);

async function requireSubscription(context: RequestContext, subscriptionId: string) {
  const [row] = await context.db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.id, subscriptionId));
  if (!row) throw notFound('Subscription');
  const access = await requireSoundZone(context, row.soundZoneId).catch(() => {
    throw notFound('Subscription');
  });
  return { row, ...access };
}

/** The zone's subscription after a change, told to the zone's watchers (the engine's included). */
async function changed(context: RequestContext, zoneId: string) {
  const zone = await zoneRow(context.db, zoneId);
  context.loaders.soundZone.clear(zoneId).prime(zoneId, zone);
  await publish(context, [zoneEvent('update', zone)]);
  const subscription = await subscriptionOfZone(context.db, zoneId);
  return { status: 200 as const, body: subscriptionJson(subscription!, zone, context.now()) };
}

/** Charges one period for a zone whose paid time is over, before it plays again; 400 when the charge fails. */
async function chargeToResume(context: RequestContext, zone: SoundZoneRow, subscription: SubscriptionRow) {
  const charge = await zoneCharge(context.db, { accountId: zone.accountId, plan: subscription.plan as Plan, tier: subscription.tier as Tier, billingCycle: subscription.billingCycle as BillingCycle, at: context.now() });
  const recurrence = await newRecurrence(context.db, subscription, charge, context.now(), 0, context.now());
  const done = await runRecurrence(context, recurrence.id, { acceptedBy: viewerUserId(context), termsType: 'general' });
  if (done.status !== 'completed') throw badRequest({ payment_method: `Purchase failed with error code '${done.paymentErrorCode}'` }, 'The payment failed');
}

function requireFuture(context: RequestContext, compact: string): Date {
  const date = toDate(compact);
  if (!date || isZeroDate(date)) throw badRequest({ reactivate_at: 'Must be a valid timestamp' });
  if (date <= context.now()) throw badRequest({ reactivate_at: 'Must be in the future' });
  return date;
}

export const zoneSubscriptionHandlers = defineHandlers({
  async getSoundZoneSubscription(request, context) {
    const { zone } = await requireSubscriptionWrite(context, request.params.soundZoneId);
    const row = await subscriptionOfZone(context.db, zone.id);
    if (!row) throw notFound('Subscription');
    return { status: 200, body: subscriptionJson(row, zone, context.now()) };
  },

  async getSubscription(request, context) {
    const { row, zone } = await requireSubscription(context, request.params.subscriptionId);
    await requireSubscriptionWrite(context, zone.id);
    return { status: 200, body: subscriptionJson(row, zone, context.now()) };
  },

  async updateSubscription(request, context) {
    const { row, zone } = await requireSubscription(context, request.params.subscriptionId);
    await requireSubscriptionWrite(context, zone.id);
    const body = request.body;
    const fields = fieldMessages(subscriptionUpdateSchema, body) ?? {};
    if (body.id !== undefined && body.id !== row.id) fields.id = 'Must be the id of the subscription';
    if (Object.keys(fields).length) throw badRequest(fields);
    if (body.billing_group !== row.billingGroupId) {
      await requireSubscriptionWrite(context, zone.id, 'zone.billing_groups');
      const [own] = await context.db.select().from(billingGroups).where(and(eq(billingGroups.id, body.billing_group), eq(billingGroups.accountId, zone.accountId)));
      if (!own) throw badRequest({ billing_group: 'Must be a billing group of the account' });
    }
    await context.db
      .update(zoneSubscriptions)
      .set({
        billingGroupId: body.billing_group,
        item: body.item,
        quantity: body.quantity ?? row.quantity,
        quantitySource: body.quantity_source === undefined ? row.quantitySource : body.quantity_source,
        price: body.price_not_set ? null : (body.price ?? row.price),
        pricePlan: body.price_plan === undefined ? row.pricePlan : body.price_plan,
        updatedAt: context.now(),
      })
      .where(eq(zoneSubscriptions.id, row.id));
    return changed(context, zone.id);
  },

  async purchaseSoundZoneSubscription(request, context) {
    const { zone, account } = await requireSubscriptionWrite(context, request.params.soundZoneId);
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body.sound_zone !== zone.id) fields.sound_zone = 'Must be the sound zone of the path';
    if (body.account !== zone.accountId) fields.account = 'Must be the account of the sound zone';
    if (Object.keys(fields).length) throw badRequest(fields);
    const answer = await idempotent(context, `purchase:${zone.id}`, request.headers['idempotency-key'], body, async () => {
      const now = context.now();
      if (legacySubscription(zone, now).state === 'active' && !nonZeroDate(zone.reactivateAt)) throw conflict('The sound zone already has an active subscription');
      const tier = normaliseTier(body.tier)!;
      const plan = body.plan ?? planOf(account);
      const charge = await zoneCharge(context.db, { accountId: account.id, plan, tier, billingCycle: body.billing_cycle, at: now });
      const trialDays = isZeroDate(zone.paidUntil) ? charge.trialDays : 0;
      await checkActivation(context, account, trialDays > 0);
      const billingGroupId = await purchaseBillingGroup(context.db, zone, body.billing_group);
      const { subscription, recurrence } = await context.db.transaction(async (tx) => {
        const subscription = await upsertSubscription(tx, zone, { plan, tier, billingCycle: body.billing_cycle, billingGroupId, termsType: body.terms_type, acceptedBy: viewerUserId(context) }, now);
        const paidUntil = nonZeroDate(zone.paidUntil);
        const from = paidUntil && paidUntil > now ? paidUntil : now;
        return { subscription, recurrence: await newRecurrence(tx, subscription, charge, from, trialDays, now) };
      });
      return { recurrenceId: recurrence.id, subscriptionId: subscription.id };
    });
    const [recurrence] = await context.db.select().from(recurrences).where(eq(recurrences.id, answer.recurrenceId));
    if (recurrence!.status === 'pending') runLater(context, recurrence!.id, { acceptedBy: viewerUserId(context), termsType: body.terms_type });
    const [subscription] = await context.db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.id, answer.subscriptionId));
    return { status: 200, body: { current_recurrence: recurrenceJson(recurrence!), subscription: subscriptionJson(subscription!, await zoneRow(context.db, zone.id), context.now()) } };
  },

  async getRecurrence(request, context) {
    const [row] = await context.db.select().from(recurrences).where(eq(recurrences.id, request.params.recurrenceId));
    if (!row) throw notFound('Recurrence');
    await requireSubscription(context, row.subscriptionId).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === 'not_found' ? notFound('Recurrence') : error;
    });
    const [subscription] = await context.db.select().from(zoneSubscriptions).where(eq(zoneSubscriptions.id, row.subscriptionId));
    await requireSubscriptionWrite(context, subscription!.soundZoneId);
    return { status: 200, body: recurrenceJson(row) };
  },

  async reactivateSoundZoneSubscription(request, context) {
    const { zone } = await requireSubscriptionWrite(context, request.params.soundZoneId);
    const subscription = await subscriptionOfZone(context.db, zone.id);
    if (!subscription) throw notFound('Subscription');
    const now = context.now();
    const state = zoneSubscription(zone, now).state;
    if (state === 'ACTIVE' || state === 'INACTIVE') throw conflict(state === 'ACTIVE' ? 'The subscription is already active' : 'The sound zone has no subscription to resume: purchase one');
    // A pause kept the paid time that was left: resuming early gives back what the pause added.
    const reactivateAt = nonZeroDate(zone.reactivateAt);
    const paidUntil = nonZeroDate(zone.paidUntil)!;
    const resumedUntil = reactivateAt && reactivateAt > now ? new Date(paidUntil.getTime() - (reactivateAt.getTime() - now.getTime())) : paidUntil;
    await context.db.update(soundZones).set({ subscriptionDeactivated: false, reactivateAt: null, paidUntil: resumedUntil, updatedAt: now }).where(eq(soundZones.id, zone.id));
    await context.db.update(zoneSubscriptions).set({ deactivated: false, recurAt: resumedUntil, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription.id));
    if (resumedUntil <= now) await chargeToResume(context, await zoneRow(context.db, zone.id), subscription);
    return changed(context, zone.id);
  },

  async deactivateSoundZoneSubscription(request, context) {
    const { zone, account } = await requireSubscriptionWrite(context, request.params.soundZoneId, 'zone.deactivate');
    await requireZoneDeactivationAllowed(context, account);
    const subscription = await subscriptionOfZone(context.db, zone.id);
    if (!subscription) throw notFound('Subscription');
    const now = context.now();
    const state = zoneSubscription(zone, now).state;
    if (state !== 'ACTIVE' && !(state === 'CANCELLED' && request.body?.reactivate_at)) throw conflict('The subscription is not active');
    if (request.body?.reactivate_at) {
      // A pause stops the zone now and keeps the paid time left for when it resumes (billing.md 4.2 pause).
      const reactivateAt = requireFuture(context, request.body.reactivate_at);
      const paidUntil = new Date(nonZeroDate(zone.paidUntil)!.getTime() + (reactivateAt.getTime() - now.getTime()));
      await context.db.update(soundZones).set({ reactivateAt, paidUntil, subscriptionDeactivated: false, updatedAt: now }).where(eq(soundZones.id, zone.id));
      await context.db.update(zoneSubscriptions).set({ deactivated: false, recurAt: paidUntil, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription.id));
    } else {
      await context.db.update(soundZones).set({ subscriptionDeactivated: true, updatedAt: now }).where(eq(soundZones.id, zone.id));
      await context.db.update(zoneSubscriptions).set({ deactivated: true, recurAt: null, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription.id));
    }
    return changed(context, zone.id);
  },

  async modifySoundZoneSubscriptionPause(request, context) {
    const { zone } = await requireSubscriptionWrite(context, request.params.soundZoneId);
    const subscription = await subscriptionOfZone(context.db, zone.id);
    if (!subscription) throw notFound('Subscription');
    const now = context.now();
    if (zoneSubscription(zone, now).state !== 'PAUSED') throw conflict('The subscription is not paused');
    const reactivateAt = requireFuture(context, request.body.reactivate_at);
    const shift = reactivateAt.getTime() - nonZeroDate(zone.reactivateAt)!.getTime();
    const paidUntil = new Date(nonZeroDate(zone.paidUntil)!.getTime() + shift);
    await context.db.update(soundZones).set({ reactivateAt, paidUntil, updatedAt: now }).where(eq(soundZones.id, zone.id));
    await context.db.update(zoneSubscriptions).set({ recurAt: paidUntil, updatedAt: now }).where(eq(zoneSubscriptions.id, subscription.id));
    return changed(context, zone.id);
  },
});

