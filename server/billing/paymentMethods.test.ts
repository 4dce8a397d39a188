// The account's payment method (billing.md 3.5, 4.9, 2.6): reading it, registering a card at the
// payment stand-in (at once, refused, or through the 3-D Secure challenge and its return), switching to
// invoice payment, the cards and stored methods; who may do each, and bad input writing nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentMethods, pspStandInStoredMethods } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { FINANCE_ROLES, ROLES } from '../premises/testWorld';
import type { Role } from '../premises/testWorld';
import { REFUSED_CARD, THREE_DS_VISA, VISA, paymentsWorld, testCard } from './paymentsTestWorld';

const RETURN_URL = 'http://127.0.0.1:5173/accounts/_/settings/billing/update-payment/cc';

describe(`payment methods (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof paymentsWorld>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    world = await paymentsWorld(server);
  });

  const as = (role: Role, extra: Record<string, unknown> = {}) => ({ token: world.tokens[role], ...extra });
  const base = () => `/billing/accounts/${world.account.id}`;
  const register = (number: string, role: Role = 'owner', headers: Record<string, string> = {}, card = testCard(number)) =>
    server.rest('POST', `${base()}/payment_method/psp`, as(role, { body: { psp: 'adyen_creditcard', payment_method_data: card, return_url: RETURN_URL }, headers }));
  const stored = () => server.app.services.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, world.account.id));

  it('registers a Visa at once: the payment method reads cc with the card', async () => {
    expect((await server.rest('GET', `${base()}/payment_method`, as('owner'))).status).toBe(404);
    const { status, body } = await register(VISA);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      account: world.account.id,
      payment_method: 'cc',
      psp: 'adyen_creditcard',
      masked_cc: '**** **** **** 1111',
      expiry_month: 3,
      expiry_year: 2030,
      creditcard_data: { card_type: 'visa', masked_number: '**** **** **** 1111', expiry: '03/2030' },
      deactivated: false,
    });
    expect((await server.rest('GET', `${base()}/payment_method`, as('contact'))).body).toEqual(body);
    const cards = await server.rest('GET', `${base()}/cards`, as('finance'));
    expect(cards.body).toEqual([{ unique_id: expect.any(String), last_four_digits: '1111', psp: 'adyen_creditcard', active: true, card_payment_method: 'visa', expiry_date: '03/2030', primary: true }]);
    const methods = await server.rest('GET', `${base()}/adyen_payment_methods`, as('finance'));
    expect(methods.body).toEqual([expect.objectContaining({ id: cards.body[0].unique_id, type: 'scheme', brand: 'visa', lastFour: '1111' })]);
  });

  it.each(ROLES)('lets %s register a card only with billing_groups.edit', async (role) => {
    const expected = (FINANCE_ROLES as readonly string[]).includes(role) ? 200 : role === 'anonymous' ? 401 : role === 'foreign' ? 404 : 403;
    expect((await register(VISA, role)).status).toBe(expected);
    if (expected !== 200) expect(await stored()).toEqual([]);
  });

  it('answers a refused card with its reason on payment_method_data and writes nothing', async () => {
    const { status, body } = await register(REFUSED_CARD);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ payment_method_data: 'Refused' });
    const invalid = await register('4111 1111 1111 1112');
    expect(invalid.body.fields).toEqual({ payment_method_data: 'Invalid card number' });
    const elsewhere = await server.rest('POST', `${base()}/payment_method/psp`, as('owner', { body: { psp: 'adyen_creditcard', payment_method_data: testCard(VISA), return_url: 'https://evil.example/' } }));
    expect(elsewhere.body.fields).toEqual({ return_url: 'Must be an address of the app' });
    expect(await stored()).toEqual([]);
    expect(await server.app.services.db.select().from(pspStandInStoredMethods).where(eq(pspStandInStoredMethods.shopperReference, world.account.id))).toEqual([]);
  });

  async function challenge(password: string) {
    const started = await register(THREE_DS_VISA);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme', url: expect.stringContaining('/stand-in/psp/3ds/challenge?challenge=') } });
    const url = new URL(started.body.action.url);
    const answered = await server.rest('POST', '/stand-in/psp/3ds/challenge', { form: { challenge: url.searchParams.get('challenge')!, password } });
    const returned = new URL(answered.headers.get('location')!);
    expect(returned.pathname).toBe(`${base()}/payment_method/psp/return`);
    // The browser comes back without a bearer credential.
    const back = await server.rest('GET', `${returned.pathname}${returned.search}`);
    expect(back.status).toBe(302);
    return back.headers.get('location')!;
  }

  it('completes a 3-D Secure registration on return: a bare 3ds-outcome, and the card is the payment method', async () => {
    expect(await challenge('password')).toBe(`${RETURN_URL}?3ds-outcome`);
    expect((await server.rest('GET', `${base()}/payment_method`, as('owner'))).body.creditcard_data).toEqual({ card_type: 'visa', masked_number: '**** **** **** 0000', expiry: '03/2030' });
  });

  it('fails a 3-D Secure registration on return with 3ds-outcome={code}, leaving no payment method; an attempt returns once', async () => {
    expect(await challenge('wrong')).toBe(`${RETURN_URL}?3ds-outcome=11`);
    expect(await stored()).toEqual([]);
    const again = await server.rest('GET', `${base()}/payment_method/psp/return?attempt=nope&redirectResult=x`);
    expect(again.status).toBe(404);
  });

  it('registers once for a request retried with the same Idempotency-Key', async () => {
    const first = await register(VISA, 'owner', { 'idempotency-key': 'register-1' });
    const retry = await register(VISA, 'owner', { 'idempotency-key': 'register-1' });
    expect(retry.body).toEqual(first.body);
    expect(await server.app.services.db.select().from(pspStandInStoredMethods).where(eq(pspStandInStoredMethods.shopperReference, world.account.id))).toHaveLength(1);
    const reused = await register('5555 3412 4444 1115', 'owner', { 'idempotency-key': 'register-1' });
    expect(reused.status).toBe(409);
  });

  it('switches to invoice payment with a billing group of the account', async () => {
    await register(VISA);
    const foreign = await server.rest('POST', `${base()}/payment_method/activate_invoice`, as('owner', { body: { billing_group: world.foreignBillingGroup.id } }));
    expect(foreign.body.fields).toEqual({ billing_group: 'Must be a billing group of the account' });
    expect((await stored())[0]!.psp).toBe('adyen_creditcard');
    expect((await server.rest('POST', `${base()}/payment_method/activate_invoice`, as('contact', { body: { billing_group: world.billingGroup.id } }))).status).toBe(403);
    const { status, body } = await server.rest('POST', `${base()}/payment_method/activate_invoice`, as('finance', { body: { billing_group: world.billingGroup.id } }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ payment_method: 'invoice', psp: 'netsuite', creditcard_data: null, masked_cc: null });
  });

  it('lists cards only for zone.activate', async () => {
    expect((await server.rest('GET', `${base()}/cards`, as('member'))).status).toBe(403);
    expect((await server.rest('GET', `${base()}/cards`, as('foreign'))).status).toBe(404);
    expect((await server.rest('GET', `${base()}/cards`, as('owner'))).body).toEqual([]);
  });
});
