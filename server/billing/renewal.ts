// Renewal of zone subscriptions (billing.md 3.3, 3.4, 4.1, 4.3, 9): a recurring subscription (not
// deactivated, recur_at not yet passed) is charged again when recur_at comes, as a purchase is: a new
// recurrence on the account's plan, tier and cycle paying one cycle on from recur_at, run by
// runRecurrence (a card charged through the payment provider, an invoice payer sent an unpaid invoice
// spec). On success paid_until and recur_at move on a cycle; a refusal ends the recurrence as
// payment_failed and leaves paid_until where it was, so the engine's licence gate silences the zone when
// it passes. Paused and cancelled zones are not renewed.
//
// Every server process runs the check, at start (renewals that came due while no server ran) and then
// when the next recur_at comes, on the app's clock. A period is claimed once in the database (the
// subscription's current recurrence is swapped only if no one swapped it first), and its charge carries
// an Idempotency-Key of the subscription and period, so a retry or a second server never charges twice.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import { accountSubscriptions, accounts, recurrences, soundZones, zoneSubscriptions } from '../db/schema';
import { fingerprintOf } from './idempotency';
import { planOf, tierOf } from '../accounts/model';
import { publishAccountUpdate } from '../accounts/service';
import { accountCycle, zoneCharge } from './pricing';
import { applyScheduledDowngrade, latestPaidUntil } from './pricingAccount';
import { addMonths, insertRecurrence, newRecurrenceId, runRecurrence } from './zoneSubscriptions';

type Services = Pick<AppServices, 'db' | 'pubsub' | 'now' | 'config' | 'listeningOrigin' | 'log'>;
type SubscriptionRow = typeof zoneSubscriptions.$inferSelect;
type RecurrenceRow = typeof recurrences.$inferSelect;

/**
 * The check never sleeps longer than this: a subscription bought or moved since the last look, or a
 * clock set by hand, is renewed at most this late.
 */
const LONGEST_WAIT_MS = 10 * 60_000;
/**
 * A renewal left 'processing' this long was cut short (its server stopped mid-charge): it is run again
 * under its period's Idempotency-Key, so the provider answers the charge it may already have made.
 */
export const STALE_PROCESSING_MS = 10 * 60_000;
const BATCH = 100;
/** Dates at or before the epoch are the legacy 'zero' date (src/domain/zoneStatus.ts): none set. */
const ZERO_DATE = new Date(0);

/** Subscriptions that recur, of zones neither cancelled, paused nor deleted, of accounts not deactivated. */
const recurring = (now: Date): SQL =>
  and(
    eq(zoneSubscriptions.deactivated, false),
    eq(soundZones.subscriptionDeactivated, false),
    eq(soundZones.deactivated, false),
    eq(accounts.deactivated, false),
    or(isNull(soundZones.reactivateAt), lte(soundZones.reactivateAt, now)),
    gt(zoneSubscriptions.recurAt, ZERO_DATE),
  )!;

const recurringFrom = (db: Db) =>
  db
    .select({ subscription: zoneSubscriptions, current: recurrences })
    .from(zoneSubscriptions)
    .innerJoin(soundZones, eq(soundZones.id, zoneSubscriptions.soundZoneId))
    .innerJoin(accounts, eq(accounts.id, zoneSubscriptions.accountId))
    .leftJoin(recurrences, eq(recurrences.id, zoneSubscriptions.currentRecurrenceId));

/** A recurrence stuck in 'processing' since before the stale limit. */
const staleProcessing = (now: Date): SQL => and(eq(recurrences.status, 'processing'), lt(recurrences.updatedAt, new Date(now.getTime() - STALE_PROCESSING_MS)))!;

/**
 * Subscriptions whose recur_at has come and whose period is not yet renewed: the current recurrence
 * was made before recur_at (the one that paid up to it), or is a renewal started and never run or cut
 * short while processing.
 */
const dueSubscriptions = (db: Db, now: Date) =>
  recurringFrom(db)
    .where(
      and(
        recurring(now),
        lte(zoneSubscriptions.recurAt, now),
        or(isNull(recurrences.id), lt(recurrences.createdAt, zoneSubscriptions.recurAt), eq(recurrences.status, 'pending'), staleProcessing(now)),
      ),
    )
    .orderBy(asc(zoneSubscriptions.recurAt), asc(zoneSubscriptions.id))
    .limit(BATCH);

/** When the next recurring subscription comes due, or null when none will. */
async function nextRenewalAt(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(zoneSubscriptions.recurAt) })
    .from(zoneSubscriptions)
    .innerJoin(soundZones, eq(soundZones.id, zoneSubscriptions.soundZoneId))
    .innerJoin(accounts, eq(accounts.id, zoneSubscriptions.accountId))
    .where(and(recurring(now), gt(zoneSubscriptions.recurAt, now)));
  return row?.at ? new Date(row.at) : null;
}

/** The payment provider's Idempotency-Key of a subscription's charge for the period starting at recur_at. */
export const renewalChargeKey = (subscriptionId: string, recurAt: Date) => `renewal-${fingerprintOf(`${subscriptionId}@${recurAt.toISOString()}`).slice(0, 40)}`;

/**
 * Claims the period starting at the subscription's recur_at with a new recurrence on the account's plan,
 * tier and cycle (the cycle a change of it applies from the next renewal, pricingAccount.setBillingCycle;
 * a downgrade the account scheduled applies once its renewal date has come).
 * Null when another check claimed it first.
 */
async function claimPeriod(services: Services, subscription: SubscriptionRow, current: RecurrenceRow | null): Promise<string | null> {
  const { db } = services;
  const now = services.now();
  const recurAt = subscription.recurAt!;
  if (await applyScheduledDowngrade(db, subscription.accountId, recurAt)) {
    await publishAccountUpdate(services, subscription.accountId);
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.id, subscription.accountId));
  const terms = { plan: planOf(account!), tier: tierOf(account!), billingCycle: accountCycle(account!) };
  const charge = await zoneCharge(db, { accountId: subscription.accountId, ...terms, at: now });
  const id = await newRecurrenceId(db, subscription);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(zoneSubscriptions)
      .set({ ...terms, currentRecurrenceId: id, updatedAt: now })
      .where(
        and(
          eq(zoneSubscriptions.id, subscription.id),
          eq(zoneSubscriptions.recurAt, recurAt),
          current ? eq(zoneSubscriptions.currentRecurrenceId, current.id) : isNull(zoneSubscriptions.currentRecurrenceId),
        ),
      )
      .returning();
    if (!claimed) return null;
    await insertRecurrence(tx as unknown as Db, id, claimed, { amount: charge.amount, currency: charge.currency, paysUntil: addMonths(recurAt, charge.periodMonths) }, now);
    return id;
  });
}

/** The account subscription renews when its zones are paid until (as pricingAccount.ensureAccountSubscription sets it). */
async function advanceAccountRenewal(db: Db, accountId: string) {
  const latest = await latestPaidUntil(db, accountId);
  if (!latest) return;
  await db
    .update(accountSubscriptions)
    .set({ recurAt: sql`greatest(${accountSubscriptions.recurAt}, ${latest.toISOString()}::timestamptz)`, updatedAt: new Date() })
    .where(eq(accountSubscriptions.accountId, accountId));
}

/** Whether a renewal can run (again): pending, or put back to pending when processing went stale. */
async function resumable(services: Services, recurrence: RecurrenceRow): Promise<boolean> {
  if (recurrence.status === 'pending') return true;
  if (recurrence.status !== 'processing') return false;
  const now = services.now();
  const [reset] = await services.db
    .update(recurrences)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(recurrences.id, recurrence.id), staleProcessing(now)))
    .returning({ id: recurrences.id });
  if (reset) services.log.warn({ recurrenceId: recurrence.id }, 'renewal cut short while processing: running it again');
  return !!reset;
}

async function renew(services: Services, subscription: SubscriptionRow, current: RecurrenceRow | null): Promise<RecurrenceRow | null> {
  const recurAt = subscription.recurAt!;
  // A renewal started before a restart and never run, or cut short while processing, is run now under
  // the same key.
  const startedBefore = current && current.createdAt >= recurAt && (await resumable(services, current)) ? current.id : null;
  const recurrenceId = startedBefore ?? (await claimPeriod(services, subscription, current));
  if (!recurrenceId) return null;
  const [account] = await services.db.select({ termsType: accounts.legalTermsType }).from(accounts).where(eq(accounts.id, subscription.accountId));
  const done = await runRecurrence(services, recurrenceId, { acceptedBy: null, termsType: account?.termsType ?? 'general', chargeKey: renewalChargeKey(subscription.id, recurAt) });
  if (done.status === 'completed') await advanceAccountRenewal(services.db, subscription.accountId);
  return done;
}

/**
 * Renews every subscription due now, one period each; a subscription more than a period behind (the
 * servers were down that long) is renewed period by period. Answers the recurrences it ran.
 */
export async function renewDue(services: Services): Promise<RecurrenceRow[]> {
  const ran: RecurrenceRow[] = [];
  const seen = new Set<string>();
  for (;;) {
    const due = (await dueSubscriptions(services.db, services.now())).filter(({ subscription }) => !seen.has(`${subscription.id}@${subscription.recurAt!.toISOString()}`));
    if (!due.length) return ran;
    for (const { subscription, current } of due) {
      seen.add(`${subscription.id}@${subscription.recurAt!.toISOString()}`);
      try {
        const done = await renew(services, subscription, current);
        if (done) ran.push(done);
      } catch (error) {
        services.log.error({ err: error, subscriptionId: subscription.id }, 'renewal failed');
      }
    }
  }
}

export interface Renewals {
  stop(): Promise<void>;
}

/** Checks for renewals now, then whenever the next recur_at comes, until stopped. */
export function startRenewals(services: Services): Renewals {
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      await renewDue(services).catch((error: unknown) => services.log.error({ err: error }, 'renewal check failed'));
      const next = await nextRenewalAt(services.db, services.now()).catch(() => null);
      const waitMs = next ? Math.max(0, next.getTime() - services.now().getTime()) : LONGEST_WAIT_MS;
      await sleep(Math.min(waitMs, LONGEST_WAIT_MS), undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
