// Stand-in of the payment provider (DECISIONS.md: Adyen, at /stand-in/psp) in the shape of its
// Checkout API v71: /paymentMethods, /payments (a charge, or a zero-amount authorisation that stores a
// card), /payments/details after a redirect, and the issuer's 3-D Secure challenge page the shopper is
// redirected to. It keeps its own state (psp_stand_in_* tables), decides payments by the provider's
// documented test cards (./pspTestCards.ts) and answers its errors in the provider's shape. A payment
// sent again with the same Idempotency-Key gets the first one's answer.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../src/rest/__generated__/rest';
import type { RequestContext } from '../context';
import { pspStandInPayments, pspStandInStoredMethods } from '../db/schema';
import { escapeHtml, hiddenFields, htmlPage } from '../people/html';
import { redirectTo, withQuery } from '../people/redirects';
import { defineHandlers } from '../rest/handlers';
import { NOT_AUTHENTICATED, TEST_CARDS, brandOf, decideCard, passesLuhn } from './pspTestCards';
import type { CardDecision } from './pspTestCards';

type PaymentRequest = components['schemas']['AdyenPaymentRequest'];
type PaymentResponse = components['schemas']['AdyenPaymentResponse'];
type PaymentRow = typeof pspStandInPayments.$inferSelect;
type StandInContext = Pick<RequestContext, 'config' | 'db' | 'now' | 'listeningOrigin'>;

export const PSP_STAND_IN_BASE = '/stand-in/psp';
/** The test password the challenge page accepts. */
export const CHALLENGE_PASSWORD = 'password';

/** Where a browser reaches this server: the public origin when one is set, else where it listens. */
export const browserOrigin = (context: Pick<RequestContext, 'config' | 'listeningOrigin'>) => context.config.PUBLIC_ORIGIN ?? context.listeningOrigin();

const serviceError = <S extends 401 | 422>(status: S, errorCode: string, message: string, errorType: 'validation' | 'security' = 'validation') => ({
  status,
  body: { status, errorCode, message, errorType },
});

/** An id in the provider's style: 16 upper-case letters and digits. */
const pspReference = () =>
  randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(16, 'X')
    .slice(0, 16);
const opaque = () => randomBytes(24).toString('base64url');

function checkApiKey(context: StandInContext, key: string | undefined) {
  if (!key) return serviceError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
  if (context.config.PSP_STAND_IN_API_KEY && key !== context.config.PSP_STAND_IN_API_KEY) return serviceError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
  return null;
}

/** A 'test_'-prefixed plain value of an encrypted field, or null when it is not one. */
const decrypted = (value: string | undefined) => (value?.startsWith('test_') ? value.slice('test_'.length).replace(/\s/g, '') : null);

interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  holderName?: string;
}

/** The card of a scheme payment method, or the provider's 422 for a field it cannot use. */
function cardOf(method: PaymentRequest['paymentMethod']): CardInput | ReturnType<typeof serviceError<422>> {
  const number = decrypted(method.encryptedCardNumber);
  const month = decrypted(method.encryptedExpiryMonth);
  const year = decrypted(method.encryptedExpiryYear);
  if (number === null || month === null || year === null || (method.encryptedSecurityCode !== undefined && decrypted(method.encryptedSecurityCode) === null)) {
    return serviceError(422, '174', 'Unable to decrypt data');
  }
  if (!passesLuhn(number)) return serviceError(422, '101', 'Invalid card number');
  if (!/^(0?[1-9]|1[0-2])$/.test(month)) return serviceError(422, '129', 'Expiry month invalid');
  if (!/^\d{4}$/.test(year)) return serviceError(422, '130', 'Expiry year invalid');
  return { number, expiryMonth: Number(month), expiryYear: Number(year), holderName: method.holderName };
}

/** The answer a stored payment gives, as the provider answers it. */
function answerOf(context: StandInContext, row: PaymentRow): PaymentResponse {
  const amount = { currency: row.currency, value: row.amountValue };
  const common = { merchantReference: row.reference, amount };
  if (row.resultCode === 'RedirectShopper') {
    return {
      resultCode: 'RedirectShopper',
      ...common,
      action: { type: 'redirect', method: 'GET', paymentMethodType: row.paymentMethodType, url: `${browserOrigin(context)}${PSP_STAND_IN_BASE}/3ds/challenge?challenge=${encodeURIComponent(row.challengeId!)}` },
    };
  }
  const paymentMethod = { type: row.paymentMethodType, ...(row.brand ? { brand: row.brand } : {}) };
  if (row.resultCode === 'Refused') {
    return { pspReference: row.pspReference, resultCode: 'Refused', ...common, paymentMethod, refusalReason: row.refusalReason ?? 'Refused', refusalReasonCode: row.refusalReasonCode ?? '2' };
  }
  const additionalData: Record<string, string> = {};
  if (row.lastFour) additionalData.cardSummary = row.lastFour;
  if (row.expiryMonth && row.expiryYear) additionalData.expiryDate = `${Number(row.expiryMonth)}/${row.expiryYear}`;
  if (row.brand) additionalData.paymentMethod = row.brand;
  if (row.storedPaymentMethodId) {
    additionalData['recurring.recurringDetailReference'] = row.storedPaymentMethodId;
    additionalData['recurring.shopperReference'] = row.shopperReference ?? '';
  }
  return { pspReference: row.pspReference, resultCode: 'Authorised', ...common, paymentMethod, additionalData };
}

/** Stores the payment method of an authorised payment for its shopper, when asked to. */
async function storeMethod(context: StandInContext, row: PaymentRow): Promise<string | null> {
  if (!row.storePaymentMethod || !row.shopperReference) return null;
  const id = String(BigInt(`0x${randomBytes(7).toString('hex')}`)).padStart(16, '8').slice(0, 16);
  await context.db.insert(pspStandInStoredMethods).values({
    id,
    merchantAccount: row.merchantAccount,
    shopperReference: row.shopperReference,
    type: row.paymentMethodType,
    brand: row.brand,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    holderName: row.holderName,
  });
  return id;
}

type Decided = { values: Omit<typeof pspStandInPayments.$inferInsert, 'pspReference' | 'merchantAccount' | 'reference' | 'amountValue' | 'currency' | 'shopperReference' | 'returnUrl' | 'storePaymentMethod' | 'idempotencyKey'> };

const fromDecision = (decision: CardDecision): Pick<typeof pspStandInPayments.$inferInsert, 'resultCode' | 'refusalReason' | 'refusalReasonCode' | 'challengeId'> =>
  decision.kind === 'authorised'
    ? { resultCode: 'Authorised' }
    : decision.kind === 'challenge'
      ? { resultCode: 'RedirectShopper', challengeId: opaque() }
      : { resultCode: 'Refused', refusalReason: decision.refusalReason, refusalReasonCode: decision.refusalReasonCode };

/** How the stand-in decides a payment method: a stored one, a wallet, or a card; or the 422 it answers. */
async function decide(context: StandInContext, request: PaymentRequest): Promise<Decided | ReturnType<typeof serviceError<422>>> {
  const method = request.paymentMethod;
  const now = context.now();
  if (method.storedPaymentMethodId) {
    const [stored] = await context.db
      .select()
      .from(pspStandInStoredMethods)
      .where(and(eq(pspStandInStoredMethods.id, method.storedPaymentMethodId), eq(pspStandInStoredMethods.shopperReference, request.shopperReference ?? '')));
    if (!stored) return serviceError(422, '800', 'Contract not found');
    const card = stored.type === 'scheme' ? TEST_CARDS.find((test) => test.number.endsWith(stored.lastFour ?? '') && test.brand === stored.brand) : null;
    const decision: CardDecision =
      stored.type === 'scheme'
        ? decideCard({ number: card?.number ?? '', expiryMonth: Number(stored.expiryMonth), expiryYear: Number(stored.expiryYear), holderName: stored.holderName ?? undefined }, now, true)
        : { kind: 'authorised' };
    return {
      values: {
        ...fromDecision(decision),
        paymentMethodType: stored.type,
        brand: stored.brand,
        lastFour: stored.lastFour,
        expiryMonth: stored.expiryMonth,
        expiryYear: stored.expiryYear,
        holderName: stored.holderName,
        storedPaymentMethodId: stored.id,
      },
    };
  }
  if (method.type !== 'scheme') {
    const token = method.type === 'applepay' ? method.applePayToken : method.type === 'googlepay' ? method.googlePayToken : 'paypal';
    if (!token) return serviceError(422, '14_004', `Missing ${method.type} token`);
    return { values: { resultCode: 'Authorised', paymentMethodType: method.type, brand: method.type, holderName: method.holderName } };
  }
  const card = cardOf(method);
  if ('status' in card) return card;
  return {
    values: {
      ...fromDecision(decideCard(card, now, request.shopperInteraction === 'ContAuth')),
      paymentMethodType: 'scheme',
      brand: brandOf(card.number),
      lastFour: card.number.slice(-4),
      expiryMonth: String(card.expiryMonth).padStart(2, '0'),
      expiryYear: String(card.expiryYear),
      holderName: card.holderName,
    },
  };
}

/** Authorises a decided payment: an authorised one stores its method when asked. */
async function settleAuthorised(context: StandInContext, row: PaymentRow): Promise<PaymentRow> {
  if (row.resultCode !== 'Authorised' || row.storedPaymentMethodId || !row.storePaymentMethod) return row;
  const storedPaymentMethodId = await storeMethod(context, row);
  const [updated] = await context.db.update(pspStandInPayments).set({ storedPaymentMethodId }).where(eq(pspStandInPayments.pspReference, row.pspReference)).returning();
  return updated!;
}

const htmlAnswer = (status: number, title: string, body: string) => ({ status, raw: htmlPage(title, body), contentType: 'text/html; charset=utf-8' });

async function pendingChallenge(context: StandInContext, challengeId: string): Promise<PaymentRow | null> {
  const [row] = await context.db.select().from(pspStandInPayments).where(eq(pspStandInPayments.challengeId, challengeId));
  return row && row.resultCode === 'RedirectShopper' && !row.redirectResult ? row : null;
}

const UNKNOWN_CHALLENGE = () => htmlAnswer(404, 'Unknown challenge', '<h1>Unknown or expired challenge</h1><p>This 3-D Secure challenge does not exist or was already answered.</p>');

function challengePage(row: PaymentRow): string {
  const amount = `${(row.amountValue / 100).toFixed(2)} ${row.currency}`;
  const cards = TEST_CARDS.map((card) => `<li><code>${card.number.replace(/(.{4})/g, '$1 ').trim()}</code> ${card.brand}: ${card.outcome}</li>`).join('');
  return htmlPage(
    '3-D Secure',
    `<h1>Verify your payment</h1>
<p class="note">Stand-in of the card issuer's 3-D Secure 2 challenge. Type the test password <strong>${CHALLENGE_PASSWORD}</strong> to authenticate; anything else fails.</p>
<div class="card">
<p>${escapeHtml(row.brand ?? 'card')} ending in <strong>${escapeHtml(row.lastFour ?? '')}</strong>, ${escapeHtml(amount)} to ${escapeHtml(row.merchantAccount)}</p>
<form method="post" action="${PSP_STAND_IN_BASE}/3ds/challenge">
${hiddenFields({ challenge: row.challengeId! })}
<label>Password <input type="password" name="password" autocomplete="off" autofocus></label>
<div><button type="submit" name="action" value="submit">Approve</button> <button type="submit" name="action" value="cancel" class="secondary">Fail</button></div>
</form>
</div>
<details><summary>Test cards</summary><ul>${cards}</ul></details>`,
  );
}

export const pspStandInHandlers = defineHandlers({
  async pspListPaymentMethods(request, context) {
    const refused = checkApiKey(context, request.headers['x-api-key']);
    if (refused) return refused;
    const { shopperReference } = request.body;
    const stored = shopperReference
      ? await context.db
          .select()
          .from(pspStandInStoredMethods)
          .where(and(eq(pspStandInStoredMethods.shopperReference, shopperReference), eq(pspStandInStoredMethods.merchantAccount, request.body.merchantAccount)))
          .orderBy(pspStandInStoredMethods.createdAt)
      : [];
    return {
      status: 200,
      body: {
        paymentMethods: [
          { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex', 'discover', 'diners'] },
          { type: 'applepay', name: 'Apple Pay' },
          { type: 'googlepay', name: 'Google Pay' },
          { type: 'paypal', name: 'PayPal' },
        ],
        storedPaymentMethods: stored.map(storedMethodJson),
      },
    };
  },

  async pspCreatePayment(request, context) {
    const refused = checkApiKey(context, request.headers['x-api-key']);
    if (refused) return refused;
    const body = request.body;
    const idempotencyKey = request.headers['idempotency-key'] || null;
    if (idempotencyKey) {
      const [earlier] = await context.db.select().from(pspStandInPayments).where(eq(pspStandInPayments.idempotencyKey, idempotencyKey));
      if (earlier) return sameRequest(earlier, body) ? { status: 200, body: answerOf(context, earlier) } : serviceError(422, '704', 'request already processed or in progress');
    }
    const decided = await decide(context, body);
    if ('status' in decided) return decided;
    const [inserted] = await context.db
      .insert(pspStandInPayments)
      .values({
        pspReference: pspReference(),
        merchantAccount: body.merchantAccount,
        reference: body.reference,
        amountValue: body.amount.value,
        currency: body.amount.currency,
        shopperReference: body.shopperReference ?? null,
        returnUrl: body.returnUrl,
        storePaymentMethod: body.storePaymentMethod ?? false,
        idempotencyKey,
        ...decided.values,
      })
      .onConflictDoNothing()
      .returning();
    // Another request with the same key won the race: its answer is this one's.
    const row = inserted ?? (await context.db.select().from(pspStandInPayments).where(eq(pspStandInPayments.idempotencyKey, idempotencyKey ?? '')))[0]!;
    return { status: 200, body: answerOf(context, await settleAuthorised(context, row)) };
  },

  async pspSubmitPaymentDetails(request, context) {
    const refused = checkApiKey(context, request.headers['x-api-key']);
    if (refused) return refused;
    const [row] = await context.db.select().from(pspStandInPayments).where(eq(pspStandInPayments.redirectResult, request.body.details.redirectResult));
    if (!row || row.resultCode === 'RedirectShopper') return serviceError(422, '14_002', 'Invalid payment details');
    return { status: 200, body: answerOf(context, row) };
  },

  async pspGetThreeDsChallenge(request, context) {
    const row = await pendingChallenge(context, request.query.challenge);
    if (!row) return UNKNOWN_CHALLENGE();
    return htmlAnswer(200, '3-D Secure', challengePage(row));
  },

  async pspSubmitThreeDsChallenge(request, context) {
    const form = request.body;
    const row = await pendingChallenge(context, form.challenge);
    if (!row) return UNKNOWN_CHALLENGE();
    const passed = (form.action ?? 'submit') === 'submit' && form.password === CHALLENGE_PASSWORD;
    const redirectResult = opaque();
    const outcome = passed ? { resultCode: 'Authorised' } : { resultCode: 'Refused', ...NOT_AUTHENTICATED };
    const [answered] = await context.db
      .update(pspStandInPayments)
      .set({ ...outcome, redirectResult, challengeId: null })
      .where(and(eq(pspStandInPayments.pspReference, row.pspReference), eq(pspStandInPayments.resultCode, 'RedirectShopper')))
      .returning();
    if (!answered) return UNKNOWN_CHALLENGE();
    await settleAuthorised(context, answered);
    return redirectTo(withQuery(row.returnUrl, { redirectResult }));
  },
});

/** A retry asks for the same payment: the same reference, amount and merchant. */
const sameRequest = (row: PaymentRow, body: PaymentRequest) =>
  row.reference === body.reference && row.amountValue === body.amount.value && row.currency === body.amount.currency && row.merchantAccount === body.merchantAccount;

function storedMethodJson(row: typeof pspStandInStoredMethods.$inferSelect): components['schemas']['AdyenStoredPaymentMethod'] {
  return {
    id: row.id,
    type: row.type as 'scheme',
    name: row.type === 'scheme' ? (row.brand ?? 'card').toUpperCase() : row.type,
    ...(row.brand && row.type === 'scheme' ? { brand: row.brand } : {}),
    ...(row.lastFour ? { lastFour: row.lastFour } : {}),
    ...(row.expiryMonth ? { expiryMonth: row.expiryMonth } : {}),
    ...(row.expiryYear ? { expiryYear: row.expiryYear } : {}),
    ...(row.holderName ? { holderName: row.holderName } : {}),
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
  };
}
