// The payment provider's stand-in (/stand-in/psp) in Adyen Checkout v71's shape: test cards, the
// 3-D Secure challenge page and its return, stored methods, errors and Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pspStandInPayments } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { REFUSED_CARD, THREE_DS_VISA, VISA, testCard } from './paymentsTestWorld';

const KEY = { 'x-api-key': 'merchant-key' };

describe(`payment stand-in (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const payment = (shopper: string, paymentMethod: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    amount: { currency: 'SEK', value: 29900 },
    reference: `ref-${shopper}`,
    paymentMethod,
    returnUrl: 'http://127.0.0.1:5173/back',
    merchantAccount: 'CadenceECOM',
    shopperReference: shopper,
    storePaymentMethod: true,
    ...extra,
  });
  const pay = (body: unknown, headers: Record<string, string> = KEY) => server.rest('POST', '/stand-in/psp/v71/payments', { body, headers });

  it('authorises a test Visa and stores it for the shopper', async () => {
    const { status, body } = await pay(payment('shopper-visa', testCard(VISA)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode: 'Authorised', pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/), paymentMethod: { type: 'scheme', brand: 'visa' }, additionalData: { cardSummary: '1111', expiryDate: '3/2030' } });
    const stored = body.additionalData['recurring.recurringDetailReference'];
    const methods = await server.rest('POST', '/stand-in/psp/v71/paymentMethods', { body: { merchantAccount: 'CadenceECOM', shopperReference: 'shopper-visa' }, headers: KEY });
    expect(methods.body.paymentMethods.map((method: { type: string }) => method.type)).toEqual(['scheme', 'applepay', 'googlepay', 'paypal']);
    expect(methods.body.storedPaymentMethods).toEqual([{ id: stored, type: 'scheme', brand: 'visa', name: 'VISA', lastFour: '1111', expiryMonth: '03', expiryYear: '2030', holderName: 'Ada Lovelace', supportedShopperInteractions: ['Ecommerce', 'ContAuth'] }]);
    // The stored card is charged by the merchant later, without the shopper.
    const charge = await pay(payment('shopper-visa', { type: 'scheme', storedPaymentMethodId: stored }, { shopperInteraction: 'ContAuth', storePaymentMethod: false }));
    expect(charge.body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '1111' } });
  });

  it('refuses the refused test card and the refusing holder names with their reasons', async () => {
    expect((await pay(payment('shopper-refused', testCard(REFUSED_CARD)))).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' });
    expect((await pay(payment('shopper-refused', testCard(VISA, { holderName: 'NOT_ENOUGH_BALANCE' })))).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance', refusalReasonCode: '12' });
    expect((await pay(payment('shopper-refused', testCard(VISA, { year: '2025' })))).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card', refusalReasonCode: '6' });
    const stored = await server.rest('POST', '/stand-in/psp/v71/paymentMethods', { body: { merchantAccount: 'CadenceECOM', shopperReference: 'shopper-refused' }, headers: KEY });
    expect(stored.body.storedPaymentMethods).toEqual([]);
  });

  it('answers its own errors: no key, a bad card number, a value it cannot decrypt', async () => {
    expect((await pay(payment('shopper-errors', testCard(VISA)), {})).status).toBe(400);
    const luhn = await pay(payment('shopper-errors', testCard('4111 1111 1111 1112')));
    expect(luhn).toMatchObject({ status: 422, body: { status: 422, errorCode: '101', message: 'Invalid card number', errorType: 'validation' } });
    const plain = await pay(payment('shopper-errors', { ...testCard(VISA), encryptedCardNumber: '4111111111111111' }));
    expect(plain).toMatchObject({ status: 422, body: { errorCode: '174', message: 'Unable to decrypt data' } });
  });

  it('sends a 3-D Secure card to the challenge page, which returns to the returnUrl; the details tell the outcome', async () => {
    const started = await pay(payment('shopper-3ds', testCard(THREE_DS_VISA)));
    expect(started.body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme' } });
    expect(started.body.pspReference).toBeUndefined();
    const url = new URL(started.body.action.url);
    expect(url.pathname).toBe('/stand-in/psp/3ds/challenge');
    const page = await server.rest('GET', `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('value="submit"');
    expect(page.body).toContain('value="cancel"');
    const challenge = url.searchParams.get('challenge')!;
    const answered = await server.rest('POST', '/stand-in/psp/3ds/challenge', { form: { challenge, password: 'password', action: 'submit' } });
    expect(answered.status).toBe(302);
    const back = new URL(answered.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/back');
    const details = await server.rest('POST', '/stand-in/psp/v71/payments/details', { body: { details: { redirectResult: back.searchParams.get('redirectResult') } }, headers: KEY });
    expect(details.body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '0000', 'recurring.recurringDetailReference': expect.any(String) } });
    // A challenge is answered once.
    expect((await server.rest('GET', `${url.pathname}${url.search}`)).status).toBe(404);
  });

  it('refuses a failed challenge as 3D Not Authenticated', async () => {
    const started = await pay(payment('shopper-3ds-fail', testCard(THREE_DS_VISA)));
    const challenge = new URL(started.body.action.url).searchParams.get('challenge')!;
    const answered = await server.rest('POST', '/stand-in/psp/3ds/challenge', { form: { challenge, password: 'wrong' } });
    const redirectResult = new URL(answered.headers.get('location')!).searchParams.get('redirectResult');
    const details = await server.rest('POST', '/stand-in/psp/v71/payments/details', { body: { details: { redirectResult } }, headers: KEY });
    expect(details.body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated', refusalReasonCode: '11' });
    expect((await server.rest('GET', '/stand-in/psp/3ds/challenge?challenge=unknown')).status).toBe(404);
  });

  it('answers a payment retried with the same Idempotency-Key once, and refuses the key for another payment', async () => {
    const body = payment('shopper-idempotent', testCard(VISA));
    const first = await pay(body, { ...KEY, 'idempotency-key': 'charge-1' });
    const retry = await pay(body, { ...KEY, 'idempotency-key': 'charge-1' });
    expect(retry.body).toEqual(first.body);
    const rows = await server.app.services.db.select().from(pspStandInPayments).where(eq(pspStandInPayments.shopperReference, 'shopper-idempotent'));
    expect(rows).toHaveLength(1);
    const other = await pay({ ...body, amount: { currency: 'SEK', value: 100 } }, { ...KEY, 'idempotency-key': 'charge-1' });
    expect(other).toMatchObject({ status: 422, body: { errorCode: '704' } });
  });
});
