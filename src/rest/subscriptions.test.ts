import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { createRestClients } from './clients';
import { ORIGIN, fakeSession, json, scriptedFetch, sentRequest } from './testing/fakes';
import { POLLING_FAILED, RECURRENCE_POLLING, TRANSACTION_POLLING, compactTimestamp, createSubscriptionsApi, pollUntil } from './subscriptions';

/** A clock that only moves when the code sleeps: polling runs at once and its waits are counted. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    polling: {
      now: () => now,
      sleep: (ms: number) => {
        sleeps.push(ms);
        now += ms;
        return Promise.resolve();
      },
    },
  };
}

function api(fetch: ReturnType<typeof scriptedFetch>, clock = fakeClock()) {
  const rest = createRestClients({ session: fakeSession(), fetch, origin: ORIGIN, trackingId: 'track-1' });
  return createSubscriptionsApi(rest, { polling: clock.polling });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const recurrence = (status: string, code: string | null = null) => ({ id: 'R1', subscription: 'S1', status, pays_until: null, payment_error_code: code });
const subscription = { id: 'S1', account: 'A1', sound_zone: 'Z1', billing_group: 'B1', item: 'I1', item_kind: 'Streaming', quantity: 1, quantity_source: null, price: null, price_not_set: true, price_plan: null, deactivated: false, recur_at: null, is_recurring: false, current_recurrence: null, paid_until: null, paying_start_date: null, reactivate_at: null };
const transaction = (completed: string | null, error: string | null = null) => ({ id: 'T1', completed_at: completed, error });

describe('polling (billing.md 9)', () => {
  it('polls a recurrence every 1000 ms up to 120000 ms and a transaction every 1 s up to 120 s', () => {
    expect(RECURRENCE_POLLING).toEqual({ intervalMs: 1000, timeoutMs: 120_000 });
    expect(TRANSACTION_POLLING).toEqual({ intervalMs: 1000, timeoutMs: 120_000 });
  });

  it("fails with 'Polling failed' past its time-out", async () => {
    const clock = fakeClock();
    let reads = 0;
    const error = await rejection(pollUntil(() => Promise.resolve(++reads), () => false, { intervalMs: 1000, timeoutMs: 120_000, ...clock.polling }));
    expect(error.message).toBe(POLLING_FAILED);
    expect(POLLING_FAILED).toBe('Polling failed');
    expect(reads).toBe(121);
    expect(new Set(clock.sleeps)).toEqual(new Set([1000]));
  });
});

describe('createSubscriptionsApi', () => {
  it('purchases, then polls the recurrence until it completes', async () => {
    const clock = fakeClock();
    const fetch = scriptedFetch(json({ current_recurrence: recurrence('pending'), subscription }), json(recurrence('processing')), json(recurrence('completed')));
    const done = await api(fetch, clock).purchase('Z1', { account: 'A1', legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: 'tier-3', discount_months: 0 });
    expect(done.status).toBe('completed');
    expect([sentRequest(fetch, 0).method, sentRequest(fetch, 0).url]).toEqual(['POST', `${ORIGIN}/billing/sound_zones/Z1/subscription/purchase`]);
    expect(JSON.parse(await sentRequest(fetch, 0).text())).toMatchObject({ account: 'A1', sound_zone: 'Z1', tier: 'tier-3' });
    expect(sentRequest(fetch, 1).url).toBe(`${ORIGIN}/billing/recurrences/R1`);
    expect(clock.sleeps).toEqual([1000]);
  });

  it("rejects a failed payment with \"Purchase failed with error code '{code}'\"", async () => {
    const fetch = scriptedFetch(json({ current_recurrence: recurrence('pending'), subscription }), json(recurrence('payment_failed', 'refused')));
    const error = await rejection(api(fetch).purchase('Z1', { account: 'A1', legal_acceptance: true, terms_type: 'general', billing_cycle: 'monthly', tier: 'tier-3', discount_months: 0 }));
    expect(error.message).toBe("Purchase failed with error code 'refused'");
    expect(error.code).toBe('refused');
  });

  it('pauses with a compact reactivate_at, unsubscribes without a body, and reads a missing subscription as none', async () => {
    const fetch = scriptedFetch(json(subscription), json(subscription), json({ error: 'not_found', message: 'Not found' }, 404));
    const calls = api(fetch);
    await calls.deactivate('Z1', new Date('2027-02-01T00:00:00Z'));
    expect(JSON.parse(await sentRequest(fetch, 0).text())).toEqual({ reactivate_at: '20270201000000' });
    await calls.deactivate('Z1');
    expect(sentRequest(fetch, 1).url).toBe(`${ORIGIN}/billing/sound_zones/Z1/subscription/deactivate`);
    expect(await sentRequest(fetch, 1).text()).toBe('');
    expect(await calls.zoneSubscription('Z2')).toBeNull();
  });

  it('changes the plan and waits for the long-running transaction; its error fails the change', async () => {
    const answer = { plan: 'unlimited', tier: 'tier-3', upcoming_plan: null, upcoming_tier: null, long_running_transaction: transaction(null) };
    const fetch = scriptedFetch(json(answer), json(transaction(null)), json(transaction('20261122143000')), json(answer), json(transaction(null, 'Payment declined')));
    const calls = api(fetch);
    expect(await calls.changePlan('A1', 'essential', 'unlimited')).toEqual({ plan: 'unlimited', tier: 'tier-3', upcomingPlan: null, upcomingTier: null });
    expect(JSON.parse(await sentRequest(fetch, 0).text())).toEqual({ from_plan: 'essential', to_plan: 'unlimited' });
    expect(sentRequest(fetch, 1).url).toBe(`${ORIGIN}/auth/accounts/A1/long_running_transactions/T1`);
    expect((await rejection(calls.changePlan('A1', 'essential', 'unlimited'))).message).toBe('Payment declined');
  });

  it('writes dates as compact UTC timestamps', () => {
    expect(compactTimestamp(new Date('2026-11-22T14:30:05.123Z'))).toBe('20261122143005');
  });
});
