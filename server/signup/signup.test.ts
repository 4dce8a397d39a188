import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { accountSubscriptions, accounts, acls, billingGroups, locations, paymentMethods, soundZones, users } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { voucherByCode, voucherId } from '../billing/pricingBook';
import { FIRST_SOUND_ZONE_NAME, INVALID_REFERRAL } from './registration';
import { REFERRAL_REWARD } from './referralsRest';

const COMPANY = { business_name: 'Salong Nova', business_type: 'beauty_salon', address: 'Drottninggatan 4', postal_code: '111 51', city: 'Stockholm', iso_country: 'SE' };

describe(`signup: user, account, voucher, referral and first location (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let fx: ReturnType<typeof fixtures>;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer();
    fx = fixtures(server.app.services.db, server.app.services.tokens);
  });
  afterAll(() => server?.close());
  const db = () => server.app.services.db;

  /** A distributor with a payment method and a referral code, and its owner's token. */
  async function distributor(code = `REF${++seq}ABCD`) {
    const account = await fx.account({ businessName: 'Reseller AB', isDistributor: true, referralCode: code });
    const owner = await fx.user({ name: 'reseller owner' });
    await fx.membership(account.id, owner.id);
    await db().insert(paymentMethods).values({ id: await newId(db(), 'PaymentMethod', decodeId(account.id) ?? []), accountId: account.id, psp: 'netsuite' });
    return { account, code, ownerToken: await fx.token(owner.id) };
  }

  /** Signs a visitor up as a user: the answer's session token. */
  async function signUpUser(email: string) {
    const response = await server.rest('POST', '/api/users', { body: { name: 'Nova Owner', email, password: 'secret-pass' }, headers: { 'x-forwarded-for': `10.0.${++seq}.1` } });
    expect(response.status).toBe(201);
    return response.body.token as string;
  }

  const accountCount = async () => (await db().select({ n: count() }).from(accounts))[0]!.n;

  it('creates the account with the owner membership, applies the voucher, records the referrer and adds the first location and zone', async () => {
    const referrer = await distributor();
    const email = `nova${++seq}@signup.test`;
    const token = await signUpUser(email);
    const mails = await server.rest('GET', `/stand-in/mail/messages?to=${encodeURIComponent(email)}&kind=verify_email`);
    expect(mails.body).toHaveLength(1);

    const response = await server.rest('POST', '/api/accounts', { body: { ...COMPANY, billing_voucher: 'welcome50', referral_code: referrer.code.toLowerCase() }, token });
    expect(response.status).toBe(201);
    expect(response.body.billing_voucher).toBe(voucherId(voucherByCode('WELCOME50')!));
    const [row] = await db().select().from(accounts).where(eq(accounts.id, response.body.id));
    // Sold directly, by the provider's Swedish account (billing.md 1).
    expect(row).toMatchObject({ businessName: 'Salong Nova', businessType: 'beauty_salon', isoCountry: 'SE', distributorId: 'cadence-direct-se', referredBy: referrer.account.id, billingVoucher: voucherId(voucherByCode('WELCOME50')!) });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const [acl] = await db().select().from(acls).where(eq(acls.accountId, response.body.id));
    expect(acl).toMatchObject({ userId: user!.id, owner: true, admin: true, finance: true, contact: true });
    const [location] = await db().select().from(locations).where(eq(locations.accountId, response.body.id));
    expect(location).toMatchObject({ name: 'Salong Nova', address: 'Drottninggatan 4', postalCode: '111 51', city: 'Stockholm', isoCountry: 'SE', timezone: 'Europe/Stockholm' });
    const zones = await db().select().from(soundZones).where(eq(soundZones.locationId, location!.id));
    expect(zones.map((zone) => zone.name)).toEqual([FIRST_SOUND_ZONE_NAME]);
    // Billed to the company at its address, the registrant receiving the invoices, in the country's currency.
    const groups = await db().select().from(billingGroups).where(eq(billingGroups.accountId, response.body.id));
    expect(groups).toEqual([expect.objectContaining({ id: location!.billingGroupId, name: 'Salong Nova', companyName: 'Salong Nova', email, address: 'Drottninggatan 4', postalCode: '111 51', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault: true })]);
    expect((await server.rest('GET', `/api/accounts/${response.body.id}`, { token })).body.default_billing_group).toBe(groups[0]!.id);
    // The account reads back with its zone in its location.
    const read = await server.rest('GET', `/api/locations/${location!.id}/sound_zones`, { token });
    expect(read.status).toBe(200);
  });

  it('refuses an unknown voucher and referral code per field and writes nothing', async () => {
    const token = await signUpUser(`bad${++seq}@signup.test`);
    const before = await accountCount();
    const response = await server.rest('POST', '/api/accounts', { body: { ...COMPANY, city: ' ', billing_voucher: 'NOSUCHCODE', referral_code: 'NOSUCHREF' }, token });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ city: 'Cannot be empty', billing_voucher: 'Voucher is not valid', referral_code: INVALID_REFERRAL });
    expect(await accountCount()).toBe(before);
  });

  it('refuses a voucher that is no longer in force (SUMMER25 ended in August)', async () => {
    const token = await signUpUser(`late${++seq}@signup.test`);
    const response = await server.rest('POST', '/api/accounts', { body: { ...COMPANY, billing_voucher: 'SUMMER25' }, token });
    expect(response.body.fields).toEqual({ billing_voucher: 'Voucher is not valid' });
  });

  it('gives an incomplete registration no location', async () => {
    const token = await signUpUser(`pop${++seq}@signup.test`);
    const response = await server.rest('POST', '/api/accounts', { body: { business_name: 'Pop-up', business_type: 'retail', incomplete: true }, token });
    expect(response.status).toBe(201);
    expect(await db().select().from(locations).where(eq(locations.accountId, response.body.id))).toEqual([]);
  });

  it('looks a referral code up for the landing, in any case, and answers 404 to an unknown one', async () => {
    const referrer = await distributor();
    const found = await server.rest('GET', `/api/referrals/${referrer.code.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ code: referrer.code, account: referrer.account.id, business_name: 'Reseller AB', reward: REFERRAL_REWARD });
    expect((await server.rest('GET', '/api/referrals/UNKNOWN1')).status).toBe(404);
  });

  it('lists the accounts a distributor referred, with whether each has paid, for its members with SUBSCRIPTION_WRITE only', async () => {
    const referrer = await distributor();
    const paying = await fx.account({ businessName: 'Paying Café', referredBy: referrer.account.id, createdAt: new Date('2026-11-01T00:00:00Z') });
    await fx.account({ businessName: 'Trial Bar', referredBy: referrer.account.id, createdAt: new Date('2026-11-02T00:00:00Z') });
    await db().insert(accountSubscriptions).values({
      id: await newId(db(), 'AccountSubscription', [{ kind: 'Account', stringId: paying.id }]),
      accountId: paying.id,
      plan: 'unlimited',
      tier: 'tier-3',
      billingCycle: 'monthly',
      termsType: 'standard',
      payingStartDate: new Date('2026-11-05T00:00:00Z'),
      recurAt: new Date('2026-12-05T00:00:00Z'),
    });
    const response = await server.rest('GET', `/api/accounts/${referrer.account.id}/referrals`, { token: referrer.ownerToken });
    expect(response.status).toBe(200);
    expect(response.body.referral).toMatchObject({ code: referrer.code, account: referrer.account.id });
    expect(response.body.referred.map((r: { business_name: string; rewarded: boolean }) => [r.business_name, r.rewarded])).toEqual([
      ['Paying Café', true],
      ['Trial Bar', false],
    ]);

    const member = await fx.user({ name: 'member' });
    await fx.membership(referrer.account.id, member.id, {});
    expect((await server.rest('GET', `/api/accounts/${referrer.account.id}/referrals`, { token: await fx.token(member.id) })).status).toBe(403);
    const stranger = await fx.user({ name: 'stranger' });
    expect((await server.rest('GET', `/api/accounts/${referrer.account.id}/referrals`, { token: await fx.token(stranger.id) })).status).toBe(404);
    expect((await server.rest('GET', `/api/accounts/${referrer.account.id}/referrals`)).status).toBe(401);
  });
});
