import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseKind } from '../testing/database';
import { accounts, paymentMethods } from '../db/schema';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { useAccountWorld } from '../accounts/testWorld';

const REFERRAL = `query($id: ID!) { account(id: $id) { referral { code url referredAccounts { totalCount } } } }`;

describe(`Account.referral (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();

  /** A directly sold account of the world's owner (full flags) and member (none), a distributor with an invoice method unless told. */
  async function account(values: { isDistributor?: boolean; paid?: boolean } = {}) {
    const { fx, users } = t.world;
    const created = await fx.account({ businessName: 'Reseller AB', isDistributor: values.isDistributor ?? true });
    await fx.membership(created.id, users.owner.id);
    await fx.membership(created.id, users.member.id, {});
    if (values.paid ?? true) {
      const db = t.server.app.services.db;
      await db.insert(paymentMethods).values({ id: await newId(db, 'PaymentMethod', decodeId(created.id) ?? []), accountId: created.id, psp: 'netsuite' });
    }
    return created;
  }

  const referral = (accountId: string, role: 'owner' | 'member' | 'foreign' = 'owner') => t.server.graphql(REFERRAL, { id: accountId }, t.as(role));

  it('gives a distributor with a payment method a readable code, kept from one read to the next, and its landing link', async () => {
    const distributor = await account();
    const first = await referral(distributor.id);
    expect(first.body.errors).toBeUndefined();
    const { code, url, referredAccounts } = first.body.data.account.referral;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(url).toBe(`${t.server.app.services.config.publicOrigin}/referral/${code}`);
    expect(referredAccounts).toEqual({ totalCount: 0 });
    expect((await referral(distributor.id)).body.data.account.referral.code).toBe(code);
    const [stored] = await t.server.app.services.db.select({ code: accounts.referralCode }).from(accounts).where(eq(accounts.id, distributor.id));
    expect(stored!.code).toBe(code);
  });

  it('gives each distributor its own code', async () => {
    const [one, other] = [await account(), await account()];
    const codes = [(await referral(one.id)).body.data.account.referral.code, (await referral(other.id)).body.data.account.referral.code];
    expect(codes[0]).not.toBe(codes[1]);
  });

  it('counts the accounts that signed up with the code, and only those', async () => {
    const distributor = await account();
    const other = await account();
    await t.world.fx.account({ referredBy: distributor.id });
    await t.world.fx.account({ referredBy: distributor.id });
    await t.world.fx.account({ referredBy: other.id });
    expect((await referral(distributor.id)).body.data.account.referral.referredAccounts).toEqual({ totalCount: 2 });
  });

  it.each([
    ['a member without SUBSCRIPTION_WRITE', {}, 'member' as const],
    ['an account that is not a distributor', { isDistributor: false }, 'owner' as const],
    ['a distributor without a payment method', { paid: false }, 'owner' as const],
  ])('refuses %s as forbidden, without giving a code', async (_name, values, role) => {
    const distributor = await account(values);
    const { body } = await referral(distributor.id, role);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [stored] = await t.server.app.services.db.select({ code: accounts.referralCode }).from(accounts).where(eq(accounts.id, distributor.id));
    expect(stored!.code).toBeNull();
  });

  it('answers not found to a viewer outside the account', async () => {
    const { body } = await referral((await account()).id, 'foreign');
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
