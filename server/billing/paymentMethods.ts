// The account's payment method (billing.md 3.5, 4.9, 7.4): reading it, registering a card or wallet at
// the payment provider (with its 3-D Secure challenge and return, billing.md 2.6), switching to invoice
// payment, and the cards and methods the provider keeps for the account. A registration sent again with
// the same Idempotency-Key gets the first one's answer.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { currencyForCountry } from '../../src/domain/billing/money';
import { DEFAULT_INVOICE_PSP, cardExpiry, isInvoicePsp, maskedCardNumber, paymentTypeOf, pspOfKind } from '../../src/domain/billing/paymentMethods';
import type { CardPsp, CardType, Psp, WalletKind } from '../../src/domain/billing/paymentMethods';
import type { components } from '../../src/rest/__generated__/rest';
import { compactTimestamp } from '../accounts/model';
import { requireAccount, requireAccountAction } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { paymentMethodAttempts, paymentMethods } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { AccountRow } from '../loaders';
import { requireAppAddress } from '../people/redirects';
import { defineHandlers } from '../rest/handlers';
import { billingGroupOfAccount } from './groups';
import { idempotent } from './idempotency';
import { PspRequestError, createPspPayment, listPspStoredMethods, submitPspPaymentDetails } from './pspClient';
import type { PspPaymentResult, PspStoredMethod } from './pspClient';
import { browserOrigin } from './pspStandIn';
import { cardTypeOfBrand, hasExpired } from './pspTestCards';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
type PaymentMethodJson = components['schemas']['PaymentMethod'];
type CardJson = components['schemas']['Card'];

const RETURN_PATH = (accountId: string) => `/billing/accounts/${encodeURIComponent(accountId)}/payment_method/psp/return`;

/** The legacy payment-method record (billing.md 3.5). */
export function paymentMethodJson(account: AccountRow, row: PaymentMethodRow): PaymentMethodJson {
  const isCard = !!row.cardType && !isInvoicePsp(row.psp) && row.psp === 'adyen_creditcard';
  const expiry = row.expiryMonth && row.expiryYear ? cardExpiry(row.expiryMonth, row.expiryYear) : null;
  const masked = row.lastFour ? maskedCardNumber(row.lastFour) : null;
  return {
    id: row.id,
    account: account.id,
    payment_method: paymentTypeOf(row.psp) ?? 'cc',
    psp: row.psp as Psp,
    masked_cc: masked,
    deactivated: row.deactivated,
    account_type: account.accountType,
    iso_country: account.isoCountry,
    content_provider: account.contentProvider,
    trial_expires_at: account.trialExpiresAt ? compactTimestamp(account.trialExpiresAt) : null,
    expiry_year: row.expiryYear,
    expiry_month: row.expiryMonth,
    creditcard_data: isInvoicePsp(row.psp) ? null : { card_type: isCard ? (row.cardType as CardType) : null, masked_number: masked, expiry },
  };
}

export async function paymentMethodOf(context: Pick<RequestContext, 'db'>, accountId: string): Promise<PaymentMethodRow | null> {
  const [row] = await context.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId));
  return row ?? null;
}

/** A billing group of the account (400 on the field otherwise). */
async function requireOwnBillingGroup(context: Pick<RequestContext, 'db'>, accountId: string, billingGroupId: string, field: string) {
  const group = await billingGroupOfAccount(context.db, accountId, billingGroupId);
  if (!group) throw badRequest({ [field]: 'Must be a billing group of the account' });
  return group;
}

export interface NewPaymentMethod {
  psp: Psp;
  cardType: string | null;
  lastFour: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  storedPaymentMethodId: string | null;
  billingGroupId: string | null;
}

/** Replaces the account's payment method and tells the account's watchers. */
export async function savePaymentMethod(context: Pick<RequestContext, 'db' | 'pubsub' | 'now'>, accountId: string, method: NewPaymentMethod): Promise<PaymentMethodRow> {
  const existing = await paymentMethodOf(context, accountId);
  const values = { ...method, deactivated: false, updatedAt: context.now() };
  const [row] = existing
    ? await context.db.update(paymentMethods).set(values).where(eq(paymentMethods.id, existing.id)).returning()
    : await context.db
        .insert(paymentMethods)
        .values({ id: await newId(context.db, 'PaymentMethod', decodeId(accountId) ?? []), accountId, ...values })
        .returning();
  await context.pubsub.publish({ type: existing ? 'update' : 'create', entity: 'payment_method', id: row!.id, accountId, parentIds: [accountId] });
  return row!;
}

/** The payment method an authorised registration leaves: the card's network, last digits and expiry, or the wallet. */
function methodFromResult(psp: CardPsp, result: PspPaymentResult, billingGroupId: string | null): NewPaymentMethod {
  const data = result.additionalData ?? {};
  const [month, year] = (data.expiryDate ?? '').split('/').map(Number);
  const type = result.paymentMethod?.type ?? 'scheme';
  const brand = result.paymentMethod?.brand ?? data.paymentMethod ?? null;
  return {
    psp: type === 'scheme' ? psp : pspOfKind(type as WalletKind),
    cardType: type === 'scheme' ? (brand ? cardTypeOfBrand(brand) : null) : type,
    lastFour: data.cardSummary ?? null,
    expiryMonth: month || null,
    expiryYear: year || null,
    storedPaymentMethodId: data['recurring.recurringDetailReference'] ?? null,
    billingGroupId,
  };
}

/** The return_url with the 3-D Secure outcome of billing.md 2.6: a bare '3ds-outcome' on success. */
export function withThreeDsOutcome(returnUrl: string, outcome: { success: true } | { outcome: string } | { error: string }): string {
  const url = new URL(returnUrl);
  const pair = 'success' in outcome ? '3ds-outcome' : 'outcome' in outcome ? `3ds-outcome=${encodeURIComponent(outcome.outcome)}` : `3ds-error=${encodeURIComponent(outcome.error)}`;
  url.search = url.search ? `${url.search}&${pair}` : `?${pair}`;
  return url.toString();
}

/** A card of the PSP's stored methods as the cards list shows it. */
function cardJson(method: PspStoredMethod, primaryId: string | null, now: Date): CardJson {
  const kind = method.type === 'scheme' ? (cardTypeOfBrand(method.brand ?? 'visa') as CardType) : method.type;
  const month = Number(method.expiryMonth);
  const year = Number(method.expiryYear);
  const hasExpiry = !!month && !!year;
  return {
    unique_id: method.id,
    last_four_digits: method.lastFour ?? null,
    psp: pspOfKind(kind),
    active: !hasExpiry || !hasExpired(month, year, now),
    card_payment_method: kind,
    expiry_date: hasExpiry ? cardExpiry(month, year) : null,
    primary: method.id === primaryId,
  };
}

const attemptId = () => randomBytes(18).toString('base64url');

export const paymentMethodHandlers = defineHandlers({
  async getAccountPaymentMethod(request, context) {
    const { account } = await requireAccount(context, request.params.accountId);
    const row = await paymentMethodOf(context, account.id);
    if (!row) throw notFound('Payment method');
    return { status: 200, body: paymentMethodJson(account, row) };
  },

  async updateAccountPspPaymentMethod(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'billing_groups.edit');
    const body = request.body;
    requireAppAddress(context.config, body.return_url, 'return_url');
    if (body.billing_group) await requireOwnBillingGroup(context, account.id, body.billing_group, 'billing_group');
    const answer = await idempotent(context, `payment_method:${account.id}`, request.headers['idempotency-key'], body, async () => {
      const attempt = attemptId();
      let result: PspPaymentResult;
      try {
        result = await createPspPayment(
          context,
          {
            amount: { currency: currencyForCountry(account.isoCountry), value: 0 },
            reference: `pm-${attempt}`,
            paymentMethod: body.payment_method_data,
            returnUrl: `${browserOrigin(context)}${RETURN_PATH(account.id)}?attempt=${attempt}`,
            shopperReference: account.id,
            storePaymentMethod: true,
            recurringProcessingModel: 'Subscription',
            shopperInteraction: 'Ecommerce',
            countryCode: account.isoCountry,
          },
          `pm-${attempt}`,
        );
      } catch (error) {
        if (error instanceof PspRequestError) throw badRequest({ payment_method_data: error.message }, 'The payment provider refused the payment method');
        throw error;
      }
      if (result.resultCode === 'RedirectShopper' && result.action) {
        await context.db.insert(paymentMethodAttempts).values({ id: attempt, accountId: account.id, psp: body.psp, billingGroupId: body.billing_group ?? null, returnUrl: body.return_url, status: 'pending' });
        return { action: result.action };
      }
      if (result.resultCode !== 'Authorised') throw badRequest({ payment_method_data: result.refusalReason ?? 'Refused' }, 'The payment provider refused the payment method');
      return paymentMethodJson(account, await savePaymentMethod(context, account.id, methodFromResult(body.psp, result, body.billing_group ?? null)));
    });
    return { status: 200, body: answer };
  },

  async returnAccountPspPaymentMethod(request, context) {
    const { attempt, redirectResult } = request.query;
    const [pending] = await context.db
      .update(paymentMethodAttempts)
      .set({ status: 'returned' })
      .where(and(eq(paymentMethodAttempts.id, attempt), eq(paymentMethodAttempts.accountId, request.params.accountId), eq(paymentMethodAttempts.status, 'pending')))
      .returning();
    if (!pending) throw notFound('Payment method attempt');
    let result: PspPaymentResult;
    try {
      result = await submitPspPaymentDetails(context, redirectResult);
    } catch (error) {
      const code = error instanceof PspRequestError ? error.errorCode : 'unavailable';
      await context.db.update(paymentMethodAttempts).set({ status: 'error' }).where(eq(paymentMethodAttempts.id, attempt));
      return { status: 302, headers: { location: withThreeDsOutcome(pending.returnUrl, { error: code }) } };
    }
    if (result.resultCode === 'Authorised') {
      await savePaymentMethod(context, pending.accountId, methodFromResult(pending.psp as CardPsp, result, pending.billingGroupId));
      await context.db.update(paymentMethodAttempts).set({ status: 'authorised' }).where(eq(paymentMethodAttempts.id, attempt));
      return { status: 302, headers: { location: withThreeDsOutcome(pending.returnUrl, { success: true }) } };
    }
    const refused = result.resultCode === 'Refused';
    await context.db.update(paymentMethodAttempts).set({ status: refused ? 'refused' : 'error' }).where(eq(paymentMethodAttempts.id, attempt));
    const code = result.refusalReasonCode ?? result.resultCode;
    return { status: 302, headers: { location: withThreeDsOutcome(pending.returnUrl, refused ? { outcome: code } : { error: code }) } };
  },

  async activateAccountInvoicePayment(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'billing_groups.edit');
    await requireOwnBillingGroup(context, account.id, request.body.billing_group, 'billing_group');
    const row = await savePaymentMethod(context, account.id, {
      psp: DEFAULT_INVOICE_PSP,
      cardType: null,
      lastFour: null,
      expiryMonth: null,
      expiryYear: null,
      storedPaymentMethodId: null,
      billingGroupId: request.body.billing_group,
    });
    return { status: 200, body: paymentMethodJson(account, row) };
  },

  async listAccountCards(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'zone.activate');
    const [stored, current] = await Promise.all([listPspStoredMethods(context, account.id), paymentMethodOf(context, account.id)]);
    const now = context.now();
    const cards = stored.map((method) => cardJson(method, current?.storedPaymentMethodId ?? null, now));
    return { status: 200, body: [...cards.filter((card) => card.primary), ...cards.filter((card) => !card.primary)] };
  },

  async listAccountAdyenPaymentMethods(request, context) {
    const { account } = await requireAccountAction(context, request.params.accountId, 'zone.activate');
    return { status: 200, body: await listPspStoredMethods(context, account.id) };
  },
});
