// The REST calls of the subscription, plan, checkout, voucher and add-on pages (billing.md 7.1-7.3, 7.7;
// schema/rest.openapi.yaml tags billing, api and auth), behind one interface so that pages are tested
// without a network; the app provides it over its REST clients (src/main.tsx). Every call rejects with
// an AppError; a purchase, tier change and plan change resolve only once the server has finished them.
import { useContext, useMemo } from 'react';
import { SubscriptionsApiContext, SubscriptionsRestContext } from './subscriptionsContext';
import type { SubscriptionsRest } from './subscriptionsContext';
import { AppError, isAppError } from '../errors/AppError';
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';

type Schemas = components['schemas'];
export type ZoneSubscriptionRecord = Schemas['Subscription'];
export type Recurrence = Schemas['Recurrence'];
export type SubscriptionPurchase = Omit<Schemas['SubscriptionPurchase'], 'sound_zone'>;
export type PaymentMethodRecord = Schemas['PaymentMethod'];
export type AccountSubscription = Schemas['AccountSubscription'];
export type Pricing = Schemas['Pricing'];
export type PriceListEntry = Schemas['PriceListEntry'];
export type PlanName = Schemas['Plan'];
export type TierName = Schemas['Tier'];
export type BillingCycleName = Schemas['BillingCycle'];
export type AddonName = Schemas['AddonName'];
export type AddonSubscription = Schemas['AddonSubscription'];
export type VoucherVerification = Schemas['BillingVoucherVerification'];
export type CancellationReasonInput = Schemas['CancellationReasonCreate'];
export type LongRunningTransaction = Schemas['LongRunningTransaction'];

/** Polling (billing.md 9): a recurrence every 1000 ms up to 120000 ms; a long-running transaction every 1 s up to 120 s. */
export const RECURRENCE_POLLING = { intervalMs: 1000, timeoutMs: 120_000 } as const;
export const TRANSACTION_POLLING = { intervalMs: 1000, timeoutMs: 120_000 } as const;
/** billing.md 8. */
export const POLLING_FAILED = 'Polling failed';
export const purchaseFailedMessage = (code: string) => `Purchase failed with error code '${code}'`;

const TERMINAL_RECURRENCE = new Set<Recurrence['status']>(['payment_failed', 'completed', 'cancelled']);

export interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
  /** Waits between reads; setTimeout by default (tests pass a fake clock). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds, every intervalMs; past timeoutMs it fails with 'Polling failed'. The first
 * read is immediate.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, { intervalMs, timeoutMs, sleep = defaultSleep, now = Date.now }: PollOptions): Promise<T> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (now() + intervalMs > deadline) throw new AppError(POLLING_FAILED, { kind: 'unknown', code: 'pollingFailed' });
    await sleep(intervalMs);
  }
}

export interface ChangeResult {
  plan?: PlanName;
  tier: TierName;
  upcomingPlan?: PlanName | null;
  upcomingTier: TierName | null;
}

export interface SubscriptionsApi {
  /** GET billing /sound_zones/{id}/subscription; null when the zone never had one (404). */
  zoneSubscription(zoneId: string): Promise<ZoneSubscriptionRecord | null>;
  /** Purchases, then polls the recurrence until terminal: payment_failed rejects with "Purchase failed with error code '{code}'". */
  purchase(zoneId: string, purchase: SubscriptionPurchase): Promise<Recurrence>;
  /** Resume (reactivate). */
  resume(zoneId: string): Promise<ZoneSubscriptionRecord>;
  /** Unsubscribe (deactivate without a date) or pause until the date. */
  deactivate(zoneId: string, reactivateAt?: Date): Promise<ZoneSubscriptionRecord>;
  modifyPause(zoneId: string, reactivateAt: Date): Promise<ZoneSubscriptionRecord>;
  giveCancellationReason(zoneId: string, reason: CancellationReasonInput): Promise<void>;
  /** DELETE /api/sound_zones/{id}: deactivates (deletes) the zone. */
  deactivateZone(zoneId: string): Promise<void>;
  /** GET billing /accounts/{id}/payment_method; null when the account has none (404). */
  paymentMethod(accountId: string): Promise<PaymentMethodRecord | null>;
  /** GET billing /accounts/{id}/account_subscription; a 404 means none (billing.md 8). */
  accountSubscription(accountId: string): Promise<AccountSubscription | null>;
  pricing(query: { soundZone?: string; isoCountry?: string; voucherCode?: string; billingCycle?: BillingCycleName }): Promise<Pricing>;
  /** Changes the plan and waits for its long-running transaction. */
  changePlan(accountId: string, fromPlan: PlanName, toPlan: PlanName): Promise<ChangeResult>;
  changeTier(accountId: string, fromTier: string, toTier: string): Promise<ChangeResult>;
  cancelDowngrade(accountId: string): Promise<void>;
  verifyVoucher(code: string): Promise<VoucherVerification>;
  applyVoucher(accountId: string, billingVoucher: string): Promise<void>;
  addonSubscriptions(accountId: string): Promise<AddonSubscription[]>;
  activateAddon(accountId: string, addon: AddonName): Promise<AddonSubscription>;
  /** The address and city of the account's default billing group; null without one (404). */
  defaultBillingAddress(accountId: string): Promise<{ id: string; address: string | null; city: string | null } | null>;
  /** Ids of the account's overdue invoice specs (first page). */
  overdueInvoiceSpecs(accountId: string): Promise<string[]>;
}

/** A 404 as null: 'none' for reads whose absence the spec names. */
async function orNone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error) && error.kind === 'notFound') return null;
    throw error;
  }
}

/** A Date as the contract's compact UTC timestamp YYYYMMDDHHmmss. */
export const compactTimestamp = (date: Date): string => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export interface SubscriptionsApiOptions {
  polling?: Pick<PollOptions, 'sleep' | 'now'>;
}

export function createSubscriptionsApi(rest: SubscriptionsRest, { polling = {} }: SubscriptionsApiOptions = {}): SubscriptionsApi {
  const zonePath = (soundZoneId: string) => ({ params: { path: { soundZoneId } } });
  const accountPath = (accountId: string) => ({ params: { path: { accountId } } });

  const waitForTransaction = async (accountId: string, transaction: LongRunningTransaction) => {
    const done = await pollUntil(
      () => restCall(rest.auth.GET('/auth/accounts/{accountId}/long_running_transactions/{transactionId}', { params: { path: { accountId, transactionId: transaction.id } } })),
      (value) => value.completed_at !== null || value.error !== null,
      { ...TRANSACTION_POLLING, ...polling },
    );
    // An error on the transaction fails the action (billing.md 8).
    if (done.error !== null) throw new AppError(done.error, { kind: 'unknown', code: 'transactionFailed' });
  };

  return {
    zoneSubscription: (zoneId) => orNone(restCall(rest.billing.GET('/billing/sound_zones/{soundZoneId}/subscription', zonePath(zoneId)), { expected: ['notFound'] })),
    async purchase(zoneId, purchase) {
      const started = await restCall(
        rest.billing.POST('/billing/sound_zones/{soundZoneId}/subscription/purchase', { ...zonePath(zoneId), body: { ...purchase, sound_zone: zoneId } }),
        { expected: ['badRequest', 'client'] },
      );
      const recurrence = await pollUntil(
        () => restCall(rest.billing.GET('/billing/recurrences/{recurrenceId}', { params: { path: { recurrenceId: started.current_recurrence.id } } })),
        (value) => TERMINAL_RECURRENCE.has(value.status),
        { ...RECURRENCE_POLLING, ...polling },
      );
      if (recurrence.status === 'payment_failed') {
        const code = recurrence.payment_error_code ?? '';
        throw new AppError(purchaseFailedMessage(code), { kind: 'client', code, expected: true });
      }
      return recurrence;
    },
    resume: (zoneId) => restCall(rest.billing.POST('/billing/sound_zones/{soundZoneId}/subscription/reactivate', zonePath(zoneId)), { expected: ['client'] }),
    deactivate: (zoneId, reactivateAt) =>
      restCall(
        rest.billing.POST('/billing/sound_zones/{soundZoneId}/subscription/deactivate', {
          ...zonePath(zoneId),
          ...(reactivateAt ? { body: { reactivate_at: compactTimestamp(reactivateAt) } } : {}),
        }),
        { expected: ['badRequest', 'client', 'forbidden'] },
      ),
    modifyPause: (zoneId, reactivateAt) =>
      restCall(rest.billing.POST('/billing/sound_zones/{soundZoneId}/subscription/modify_pause', { ...zonePath(zoneId), body: { reactivate_at: compactTimestamp(reactivateAt) } }), {
        expected: ['badRequest', 'client'],
      }),
    async giveCancellationReason(zoneId, reason) {
      await restCall(rest.api.POST('/api/sound_zones/{soundZoneId}/cancellation_reasons', { ...zonePath(zoneId), body: reason }), { expected: ['badRequest'] });
    },
    async deactivateZone(zoneId) {
      await restCall(rest.api.DELETE('/api/sound_zones/{soundZoneId}', zonePath(zoneId)), { expected: ['client', 'forbidden'] });
    },
    paymentMethod: (accountId) => orNone(restCall(rest.billing.GET('/billing/accounts/{accountId}/payment_method', accountPath(accountId)), { expected: ['notFound'] })),
    accountSubscription: (accountId) => orNone(restCall(rest.billing.GET('/billing/accounts/{accountId}/account_subscription', accountPath(accountId)), { expected: ['notFound'] })),
    pricing: ({ soundZone, isoCountry, voucherCode, billingCycle }) =>
      restCall(
        rest.billing.GET('/billing/pricing', {
          params: {
            query: {
              all_plans: true,
              all_tiers: true,
              all_billing_cycles: true,
              ...(soundZone ? { sound_zone: soundZone } : {}),
              ...(isoCountry ? { iso_country: isoCountry } : {}),
              ...(voucherCode ? { voucher_code: voucherCode } : {}),
              ...(billingCycle ? { billing_cycle: billingCycle } : {}),
            },
          },
        }),
      ),
    async changePlan(accountId, fromPlan, toPlan) {
      const result = await restCall(rest.api.POST('/api/accounts/{accountId}/change_plan', { ...accountPath(accountId), body: { from_plan: fromPlan, to_plan: toPlan } }), { expected: ['client'] });
      await waitForTransaction(accountId, result.long_running_transaction);
      return { plan: result.plan, tier: result.tier, upcomingPlan: result.upcoming_plan, upcomingTier: result.upcoming_tier };
    },
    async changeTier(accountId, fromTier, toTier) {
      const result = await restCall(rest.api.POST('/api/accounts/{accountId}/change_tier', { ...accountPath(accountId), body: { from_tier: fromTier, to_tier: toTier } }), { expected: ['client'] });
      await waitForTransaction(accountId, result.long_running_transaction);
      return { tier: result.tier, upcomingTier: result.upcoming_tier };
    },
    async cancelDowngrade(accountId) {
      await restCall(rest.billing.POST('/billing/accounts/{accountId}/cancel_downgrade', accountPath(accountId)), { expected: ['client'] });
    },
    verifyVoucher: (code) => restCall(rest.billing.POST('/billing/billingvouchers/verify', { body: { voucher_code: code } }), { expected: ['badRequest', 'rateLimited'] }),
    async applyVoucher(accountId, billingVoucher) {
      await restCall(rest.billing.POST('/billing/accounts/{accountId}/apply_billing_voucher', { ...accountPath(accountId), body: { billing_voucher: billingVoucher } }), {
        expected: ['badRequest', 'client'],
      });
    },
    addonSubscriptions: (accountId) => restCall(rest.billing.GET('/billing/accounts/{accountId}/addon_subscriptions', accountPath(accountId))),
    activateAddon: (accountId, addon) =>
      restCall(rest.billing.POST('/billing/accounts/{accountId}/addon_subscriptions', { ...accountPath(accountId), body: { addon } }), { expected: ['client'] }),
    async defaultBillingAddress(accountId) {
      const group = await orNone(restCall(rest.billing.GET('/billing/accounts/{accountId}/default_billing_group', accountPath(accountId)), { expected: ['notFound'] }));
      return group && { id: group.id, address: group.address, city: group.city };
    },
    async overdueInvoiceSpecs(accountId) {
      const page = await restCall(rest.billing.GET('/billing/accounts/{accountId}/invoice_specs/overdue', { ...accountPath(accountId), params: { path: { accountId }, query: { limit: 50 } } }));
      return page.items.map((item) => item.uuid);
    },
  };
}

export const SubscriptionsApiProvider = SubscriptionsApiContext.Provider;

/** The api the pages call: the one provided (tests), or one over the app's REST clients. */
export function useSubscriptionsApi(): SubscriptionsApi {
  const given = useContext(SubscriptionsApiContext);
  const rest = useContext(SubscriptionsRestContext);
  const api = useMemo(() => given ?? (rest ? createSubscriptionsApi(rest) : null), [given, rest]);
  if (!api) throw new Error('useSubscriptionsApi: neither an api nor the REST clients are provided');
  return api;
}
