import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { testDatabaseKind } from '../testing/database';
import { accounts, acls, paymentMethods, playlists, userKeyValues } from '../db/schema';
import { CREDIT_CARD_PSP } from '../../src/domain/billing/paymentMethods';
import { newId } from '../db/ids';
import { endSession, startSession } from '../auth/sessions';
import { accountPermissions } from '../../src/domain/permissions';
import { decodeId, encodeId } from '../../src/domain/ids';
import { useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

/** The client operations of the contract that this area answers. */
const operations = readFileSync(new URL('../../tests/contract/operations/control.graphql', import.meta.url), 'utf8');
function operation(name: string): string {
  const start = operations.search(new RegExp(`^(query|mutation|subscription) ${name}\\b`, 'm'));
  const end = operations.indexOf('\n}\n', start);
  return operations.slice(start, end + 3);
}

const ACCOUNT_FIELDS = `
  id businessName businessType country plan tier isRoyaltyFree roles { isDistributor isPartner }
  distributor { id businessName hasSupport } filterExplicit restrictedDiscoverMusic restrictedEditMusic
  restrictedUnpairing restrictedBlockTracks paymentMethod { __typename } trialExpiresAt
  scheduledTierChange { upcomingTier } checkoutState featureFlags deactivated suspended demo incomplete
  tryBeforeYouBuy maxSoundZones image { url sized(width: 48, height: 64) } createdAt`;

describe(`accounts over GraphQL (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const as = t.as;

  /** Stores the account's payment method as the billing module keeps it. */
  async function storeMethod(accountId: string, values: Partial<typeof paymentMethods.$inferInsert> & { psp: string }) {
    const db = t.server.app.services.db;
    await db.insert(paymentMethods).values({ id: await newId(db, 'PaymentMethod', decodeId(accountId) ?? []), accountId, ...values });
  }

  describe('AccountHasPermission', () => {
    const expected = (membership: Parameters<typeof accountPermissions>[0]) => accountPermissions(membership);
    const PERMISSIONS: Record<Exclude<Role, 'foreign' | 'anonymous'>, ReturnType<typeof accountPermissions>> = {
      owner: expected({ owner: true, admin: false, finance: false, contact: false, locationIds: [] }),
      admin: expected({ owner: false, admin: true, finance: false, contact: false, locationIds: [] }),
      finance: expected({ owner: false, admin: false, finance: true, contact: false, locationIds: [] }),
      contact: expected({ owner: false, admin: false, finance: false, contact: true, locationIds: [] }),
      member: expected({ owner: false, admin: false, finance: false, contact: false, locationIds: [] }),
      locationUser: expected({ owner: false, admin: false, finance: false, contact: false, locationIds: ['x'] }),
      partner: expected({ owner: false, admin: true, finance: true, contact: false, locationIds: [] }),
      partnerMember: expected({ owner: false, admin: false, finance: false, contact: false, locationIds: [] }),
      device: expected({ owner: false, admin: false, finance: false, contact: false, locationIds: [] }),
    };

    it.each(Object.entries(PERMISSIONS))('answers the permissions of %s', async (role, permissions) => {
      const { body } = await t.server.graphql(operation('AccountHasPermission'), { accountId: t.world.account.id }, as(role as Role));
      expect(body.errors).toBeUndefined();
      expect(body.data.account).toEqual({ id: t.world.account.id, permissions });
    });

    it('spells out the roles', () => {
      expect(PERMISSIONS.owner).toContain('SETTINGS_WRITE');
      expect(PERMISSIONS.finance).toEqual(expect.arrayContaining(['SUBSCRIPTION_WRITE', 'ZONE_ACTIVATE']));
      expect(PERMISSIONS.finance).not.toContain('SETTINGS_WRITE');
      expect(PERMISSIONS.contact).not.toContain('ZONE_ACTIVATE');
      expect(PERMISSIONS.locationUser).not.toContain('SETTINGS_READ');
    });

    it('answers a foreign account with NOT_FOUND and a signed-out viewer with UNAUTHENTICATED', async () => {
      const foreign = await t.server.graphql(operation('AccountHasPermission'), { accountId: t.world.account.id }, as('foreign'));
      expect(foreign.body.data?.account).toBeNull();
      expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const anonymous = await t.server.graphql(operation('AccountHasPermission'), { accountId: t.world.account.id });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('answers a deactivated account as suspended', async () => {
      await t.server.app.services.db.update(accounts).set({ deactivated: true }).where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.graphql(operation('AccountHasPermission'), { accountId: t.world.account.id }, as('owner'));
      expect(body.errors?.[0]).toMatchObject({ message: 'Account has been suspended', extensions: { code: 'NOT_FOUND', errorType: 'deactivated' } });
    });
  });

  describe('the Account type', () => {
    it('answers its fields from the row', async () => {
      await t.server.app.services.db
        .update(accounts)
        .set({ settings: { filter_explicit: true, restrict_block_tracks: true }, featureFlags: ['onboarding_enabled'], checkoutState: 'setup', trialExpiresAt: new Date('2026-12-06T00:00:00Z'), maxSoundZones: 25 })
        .where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.graphql(`query($id: ID!) { account(id: $id) { ${ACCOUNT_FIELDS} } }`, { id: t.world.account.id }, as('owner'));
      expect(body.errors).toBeUndefined();
      const origin = t.server.app.services.config.publicOrigin;
      const logo = `${origin}/api/images/logo/${encodeURIComponent(t.world.account.id)}`;
      expect(body.data.account).toEqual({
        id: t.world.account.id,
        businessName: 'Café Lumen',
        businessType: 'beauty_salon',
        country: 'SE',
        plan: 'UNLIMITED',
        tier: 'TIER_3',
        isRoyaltyFree: false,
        roles: { isDistributor: false, isPartner: false },
        distributor: { id: t.world.partnerAccount.id, businessName: 'Sound Partners', hasSupport: true },
        filterExplicit: true,
        restrictedDiscoverMusic: false,
        restrictedEditMusic: false,
        restrictedUnpairing: false,
        restrictedBlockTracks: true,
        // A partner sold it: it pays through the partner.
        paymentMethod: { __typename: 'DistributorPaymentMethod' },
        trialExpiresAt: '2026-12-06T00:00:00.000Z',
        scheduledTierChange: null,
        checkoutState: 'SETUP',
        featureFlags: ['onboarding_enabled'],
        deactivated: false,
        suspended: false,
        demo: false,
        incomplete: false,
        tryBeforeYouBuy: false,
        maxSoundZones: 25,
        image: { url: `${logo}/%w/%h`, sized: `${logo}/48/64` },
        createdAt: t.world.account.createdAt.toISOString(),
      });
    });

    it.each([
      ['starter', 'tier-1', 'STARTER', 'TIER_1', false],
      ['essential', 'tier1', 'ESSENTIAL', 'TIER_1', false],
      ['unlimited', '3', 'UNLIMITED', 'TIER_3', false],
      ['royalty-free', 'tier-2', 'ROYALTY_FREE', 'TIER_2', true],
    ])('maps plan %s and tier %s', async (plan, tier, planEnum, tierEnum, royaltyFree) => {
      await t.server.app.services.db.update(accounts).set({ plan, tier }).where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.graphql('query($id: ID!) { account(id: $id) { plan tier isRoyaltyFree } }', { id: t.world.account.id }, as('member'));
      expect(body.data.account).toEqual({ plan: planEnum, tier: tierEnum, isRoyaltyFree: royaltyFree });
    });

    it('has no distributor when sold directly', async () => {
      const direct = await t.world.fx.account({ distributorId: 'cadence-direct-se' });
      await t.world.fx.membership(direct.id, t.world.users.owner.id);
      const { body } = await t.server.graphql('query($id: ID!) { account(id: $id) { distributor { id } roles { isPartner } } }', { id: direct.id }, as('owner'));
      expect(body.data.account).toEqual({ distributor: null, roles: { isPartner: false } });
      const partner = await t.server.graphql('query($id: ID!) { account(id: $id) { roles { isPartner } } }', { id: t.world.partnerAccount.id }, as('partner'));
      expect(partner.body.data.account.roles.isPartner).toBe(true);
    });

    it('tells a try-before-you-buy account apart', async () => {
      await t.server.app.services.db.update(accounts).set({ tryBeforeYouBuy: true }).where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.graphql('query($id: ID!) { account(id: $id) { tryBeforeYouBuy } }', { id: t.world.account.id }, as('member'));
      expect(body.data.account).toEqual({ tryBeforeYouBuy: true });
    });

    describe('paymentMethod (billing.md 3.5)', () => {
      const PAYMENT_METHOD = `paymentMethod {
        __typename
        ... on CreditCardPaymentMethod { network: cardType maskedNumber expiry }
        ... on ApplePayPaymentMethod { cardType lastFourDigits }
        ... on GooglePayPaymentMethod { cardType lastFourDigits }
        ... on PayPalPaymentMethod { email }
        ... on InvoicePaymentMethod { psp }
        ... on DistributorPaymentMethod { distributor { id businessName hasSupport } }
      }`;
      const paymentMethodOf = async (accountId: string, role: Role = 'owner') => {
        const { body } = await t.server.graphql(`query($id: ID!) { account(id: $id) { ${PAYMENT_METHOD} } }`, { id: accountId }, as(role));
        expect(body.errors).toBeUndefined();
        return body.data.account.paymentMethod;
      };

      it('pays through the distributor that sold the account, whatever is stored', async () => {
        await storeMethod(t.world.account.id, { psp: 'netsuite' });
        expect(await paymentMethodOf(t.world.account.id, 'locationUser')).toEqual({
          __typename: 'DistributorPaymentMethod',
          distributor: { id: t.world.partnerAccount.id, businessName: 'Sound Partners', hasSupport: true },
        });
      });

      it.each([
        ['a card', { psp: 'adyen_creditcard', cardType: 'mc', lastFour: '4444', expiryMonth: 3, expiryYear: 2030 }, { __typename: 'CreditCardPaymentMethod', network: 'MASTERCARD', maskedNumber: '**** **** **** 4444', expiry: '03/30' }],
        ['a card record without a card type (missing, billing.md 4.9)', { psp: 'adyen_creditcard', cardType: null }, null],
        ['Apple Pay', { psp: 'adyen_apple_pay', cardType: 'applepay', lastFour: '0004' }, { __typename: 'ApplePayPaymentMethod', cardType: null, lastFourDigits: '0004' }],
        ['Google Pay', { psp: 'adyen_google_pay', cardType: 'visa', lastFour: '1111' }, { __typename: 'GooglePayPaymentMethod', cardType: 'VISA', lastFourDigits: '1111' }],
        ['PayPal', { psp: 'adyen_paypal', cardType: 'paypal' }, { __typename: 'PayPalPaymentMethod', email: null }],
        ['invoice by the ledger', { psp: 'netsuite' }, { __typename: 'InvoicePaymentMethod', psp: 'NETSUITE' }],
        ['invoice by hand', { psp: 'manual_billing' }, { __typename: 'InvoicePaymentMethod', psp: 'MANUAL_BILLING' }],
        ['a deactivated method', { psp: 'netsuite', deactivated: true }, null],
      ])('answers %s of a directly sold account by its PSP', async (_name, stored, expected) => {
        const direct = await t.world.fx.account({ distributorId: 'cadence-direct-se' });
        await t.world.fx.membership(direct.id, t.world.users.member.id);
        await storeMethod(direct.id, stored);
        expect(await paymentMethodOf(direct.id, 'member')).toEqual(expected);
      });

      it('answers null for a directly sold account without one', async () => {
        const direct = await t.world.fx.account({ isoCountry: 'GB' });
        await t.world.fx.membership(direct.id, t.world.users.member.id);
        expect(await paymentMethodOf(direct.id, 'member')).toBeNull();
      });
    });

    it('answers the onboarding steps (OnboardingStepsStatus), leaving out unknown ones', async () => {
      await t.server.app.services.db
        .update(accounts)
        .set({
          onboardingSteps: [
            { name: 'setup', status: 'Completed', updatedAt: '2026-11-20T10:00:00.000Z' },
            { name: 'spotify-import', status: 'Skipped', updatedAt: '2026-11-21T10:00:00.000Z' },
            { name: 'no-such-step', status: 'Completed', updatedAt: '2026-11-21T10:00:00.000Z' },
          ],
        })
        .where(eq(accounts.id, t.world.account.id));
      const { body } = await t.server.graphql(operation('OnboardingStepsStatus'), { account: t.world.account.id }, as('contact'));
      expect(body.data.account).toEqual({
        id: t.world.account.id,
        onboardingSteps: [
          { name: 'SETUP', status: 'COMPLETED', updatedAt: '2026-11-20T10:00:00.000Z' },
          { name: 'SPOTIFY_IMPORT', status: 'SKIPPED', updatedAt: '2026-11-21T10:00:00.000Z' },
        ],
      });
    });
  });

  describe('node and nodes', () => {
    const NODE = `query($id: ID!) { node(id: $id) { __typename id
      ... on Account { businessName } ... on User { name } ... on Location { id } ... on SoundZone { id } ... on Device { id } } }`;
    const node = async (id: string, role: Role) => (await t.server.graphql(NODE, { id }, as(role))).body;

    it('reads an account, its location, zone and device, and the viewer', async () => {
      expect((await node(t.world.account.id, 'member')).data.node).toEqual({ __typename: 'Account', id: t.world.account.id, businessName: 'Café Lumen' });
      expect((await node(t.world.location.id, 'member')).data.node).toEqual({ __typename: 'Location', id: t.world.location.id });
      expect((await node(t.world.zone.id, 'member')).data.node).toEqual({ __typename: 'SoundZone', id: t.world.zone.id });
      expect((await node(t.world.device.id, 'member')).data.node).toEqual({ __typename: 'Device', id: t.world.device.id });
      expect((await node(t.world.users.member.id, 'member')).data.node).toEqual({ __typename: 'User', id: t.world.users.member.id, name: 'member' });
    });

    it('answers null for what the viewer may not see', async () => {
      for (const id of [t.world.account.id, t.world.location.id, t.world.zone.id, t.world.device.id, t.world.users.owner.id]) {
        const body = await node(id, 'foreign');
        expect(body.data.node).toBeNull();
        expect(body.errors).toBeUndefined();
      }
      // A location user sees only their location and its zones.
      expect((await node(t.world.otherLocation.id, 'locationUser')).data.node).toBeNull();
      expect((await node(t.world.otherZone.id, 'locationUser')).data.node).toBeNull();
      expect((await node(t.world.zone.id, 'locationUser')).data.node).toMatchObject({ __typename: 'SoundZone' });
      // A device sees only its own zone.
      expect((await node(t.world.otherZone.id, 'device')).data.node).toBeNull();
      expect((await node(t.world.device.id, 'device')).data.node).toMatchObject({ __typename: 'Device' });
    });

    it('shows members to whoever may read the account’s users', async () => {
      expect((await node(t.world.users.contact.id, 'admin')).data.node).toMatchObject({ __typename: 'User', name: 'contact' });
      expect((await node(t.world.users.contact.id, 'partner')).data.node).toMatchObject({ __typename: 'User' });
      expect((await node(t.world.users.contact.id, 'finance')).data.node).toBeNull();
      expect((await node(t.world.users.contact.id, 'device')).data.node).toBeNull();
    });

    it('answers null for an id of an unknown kind or not an id at all', async () => {
      expect((await node('QWNsLCwxLw..', 'owner')).data.node).toBeNull();
      expect((await node('not an id', 'owner')).data.node).toBeNull();
      // An id naming the Node interface itself is not dispatched back to node.
      expect((await node(encodeId([{ kind: 'Node', intId: 1 }]), 'owner')).data.node).toBeNull();
      expect((await node(encodeId([{ kind: 'Query', intId: 1 }]), 'owner')).data.node).toBeNull();
    });

    it('answers a deactivated account as null', async () => {
      await t.server.app.services.db.update(accounts).set({ deactivated: true }).where(eq(accounts.id, t.world.account.id));
      expect((await node(t.world.account.id, 'owner')).data.node).toBeNull();
    });

    it('needs a signed-in viewer', async () => {
      const { body } = await t.server.graphql(NODE, { id: t.world.account.id });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('answers nodes in the order asked, null where not visible', async () => {
      const { body } = await t.server.graphql(
        'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
        { ids: [t.world.zone.id, t.world.foreignAccount.id, t.world.account.id, 'bogus'] },
        as('owner'),
      );
      expect(body.data.nodes).toEqual([{ __typename: 'SoundZone', id: t.world.zone.id }, null, { __typename: 'Account', id: t.world.account.id }, null]);
    });

    it('reads a page of nodes in a few statements', async () => {
      const zones = await Promise.all(Array.from({ length: 20 }, (_, i) => t.world.fx.soundZone(t.world.location.id, { name: `Zone ${i}` })));
      const query = 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Account { permissions } } }';
      const few = await countStatements(() => t.server.graphql(query, { ids: [zones[0]!.id, t.world.account.id] }, as('owner')));
      const many = await countStatements(() => t.server.graphql(query, { ids: [...zones.map((z) => z.id), t.world.account.id] }, as('owner')));
      expect(many).toBe(few);
    });
  });

  describe('the setup guide (Guide)', () => {
    const guide = async (accountId: string, token: string | undefined) => {
      const { body } = await t.server.graphql(operation('Guide'), { account: accountId }, { token });
      expect(body.errors).toBeUndefined();
      const steps = Object.fromEntries(body.data.account.guide.steps.map((s: { name: string; completed: boolean; available: boolean }) => [s.name, s]));
      return { remaining: body.data.account.guide.remainingTasks as number, steps, order: body.data.account.guide.steps.map((s: { name: string }) => s.name) };
    };

    it('derives every task from the account’s data', async () => {
      const fx = t.world.fx;
      const owner = await fx.user({ name: 'new owner' });
      const account = await fx.account({ checkoutState: 'setup' });
      await fx.membership(account.id, owner.id);
      const location = await fx.location(account.id);
      const zone = await fx.soundZone(location.id);
      const session = await startSession(t.server.app.services, { userId: owner.id });

      const fresh = await guide(account.id, session.token);
      expect(fresh.order).toEqual(['SETUP', 'BUSINESS_DESCRIPTION', 'SPOTIFY_IMPORT', 'QR_APP_LOGIN', 'USER_INVITE', 'APP_PAIRING', 'EXPLICIT_SETTING', 'ADDED_PAYMENT']);
      expect(Object.values(fresh.steps).every((s: any) => !s.completed && s.available)).toBe(true);
      expect(fresh.remaining).toBe(8);

      // A zone gets a hardware player: set up, but no app is paired.
      const other = await fx.soundZone(location.id, { name: 'Back room' });
      await fx.pairedDevice(other.id, { kind: 'embedded', deviceType: 'embedded', platform: 'ANDROID', pairingMode: 'hard' });
      let now = await guide(account.id, session.token);
      expect(now.steps.SETUP.completed).toBe(true);
      expect(now.steps.APP_PAIRING.completed).toBe(false);

      // The desktop app pairs to a zone.
      await fx.pairedDevice(zone.id);
      await t.server.rest('PUT', `/api/accounts/${account.id}`, { body: { business_type: 'restaurant', settings: { filter_explicit: false } }, token: session.token });
      await t.server.app.services.db.insert(playlists).values({ id: 'spotify-import-1', name: 'Imported', ownerAccountId: account.id, composerType: 'spotify', color: '#123456', snapshot: '1' });
      await t.server.app.services.db.insert(userKeyValues).values({ userId: owner.id, key: `user/${owner.id}/qr-app-login`, value: 'true' });
      await fx.membership(account.id, (await fx.user()).id, { contact: true });
      // A card provider's card without its card type counts as missing (billing.md 4.9); with it, payment was added.
      await t.server.app.services.db.insert(paymentMethods).values({ id: `pm-${account.id}`, accountId: account.id, psp: CREDIT_CARD_PSP, cardType: null });
      expect((await guide(account.id, session.token)).steps.ADDED_PAYMENT.completed).toBe(false);
      await t.server.app.services.db.update(paymentMethods).set({ cardType: 'visa', lastFour: '1111' }).where(eq(paymentMethods.accountId, account.id));

      now = await guide(account.id, session.token);
      expect(Object.values(now.steps).every((s: any) => s.completed)).toBe(true);
      expect(now.remaining).toBe(0);
    });

    it('completes added payment when checkout completes without a payment method, unless on try-before-you-buy', async () => {
      const fx = t.world.fx;
      const owner = await fx.user();
      const account = await fx.account({ checkoutState: 'completed', tryBeforeYouBuy: true });
      await fx.membership(account.id, owner.id);
      expect((await guide(account.id, await fx.token(owner.id))).steps.ADDED_PAYMENT.completed).toBe(false);
      await t.server.app.services.db.update(accounts).set({ tryBeforeYouBuy: false }).where(eq(accounts.id, account.id));
      expect((await guide(account.id, await fx.token(owner.id))).steps.ADDED_PAYMENT.completed).toBe(true);
    });

    it('counts a pending invitation and the onboarding steps', async () => {
      const fx = t.world.fx;
      const owner = await fx.user();
      const account = await fx.account({ onboardingSteps: [{ name: 'business-description', status: 'Completed', updatedAt: '2026-11-20T10:00:00.000Z' }, { name: 'explicit-setting', status: 'Completed', updatedAt: '2026-11-20T10:00:00.000Z' }] });
      await fx.membership(account.id, owner.id);
      await t.server.app.services.db.insert(acls).values({ id: `invitee-${account.id}`, accountId: account.id, pendingEmail: 'new@cadence.test' });
      const { steps } = await guide(account.id, await fx.token(owner.id));
      expect(steps.BUSINESS_DESCRIPTION.completed).toBe(true);
      expect(steps.EXPLICIT_SETTING.completed).toBe(true);
      expect(steps.USER_INVITE.completed).toBe(true);
      expect(steps.ADDED_PAYMENT.completed).toBe(true);
    });

    it('offers the QR app login only to a viewer signed in with a refresh token, and completes it per user', async () => {
      const owner = t.world.users.owner;
      const withoutRefresh = await guide(t.world.account.id, t.world.tokens.owner);
      expect(withoutRefresh.steps.QR_APP_LOGIN).toEqual({ name: 'QR_APP_LOGIN', completed: false, available: false });

      const session = await startSession(t.server.app.services, { userId: owner.id });
      const withRefresh = await guide(t.world.account.id, session.token);
      expect(withRefresh.steps.QR_APP_LOGIN).toEqual({ name: 'QR_APP_LOGIN', completed: false, available: true });
      expect(withRefresh.remaining).toBe(withoutRefresh.remaining + 1);

      await t.server.app.services.db.insert(userKeyValues).values({ userId: owner.id, key: `user/${owner.id}/qr-app-login`, value: 'true' });
      expect((await guide(t.world.account.id, session.token)).steps.QR_APP_LOGIN.completed).toBe(true);
      // Another member has not done it.
      const adminSession = await startSession(t.server.app.services, { userId: t.world.users.admin.id });
      expect((await guide(t.world.account.id, adminSession.token)).steps.QR_APP_LOGIN.completed).toBe(false);
    });

    it('ignores an expired QR entry and a revoked session', async () => {
      const owner = t.world.users.owner;
      await t.server.app.services.db.insert(userKeyValues).values({ userId: owner.id, key: `user/${owner.id}/qr-app-login`, value: 'true', expiresAt: new Date('2026-01-01T00:00:00Z') });
      const session = await startSession(t.server.app.services, { userId: owner.id });
      expect((await guide(t.world.account.id, session.token)).steps.QR_APP_LOGIN).toMatchObject({ completed: false, available: true });
      await endSession(t.server.app.services, session.refreshToken);
      expect((await guide(t.world.account.id, session.token)).steps.QR_APP_LOGIN.available).toBe(false);
    });

    it('offers each task to the roles that can do it', async () => {
      const contact = await guide(t.world.account.id, t.world.tokens.contact);
      expect(contact.steps.USER_INVITE.available).toBe(false);
      expect(contact.steps.EXPLICIT_SETTING.available).toBe(false);
      expect(contact.steps.BUSINESS_DESCRIPTION.available).toBe(false);
      expect(contact.steps.ADDED_PAYMENT.available).toBe(false);
      expect(contact.steps.SETUP.available).toBe(true);
      const finance = await guide(t.world.account.id, t.world.tokens.finance);
      expect(finance.steps.BUSINESS_DESCRIPTION.available).toBe(true);
      expect(finance.steps.EXPLICIT_SETTING.available).toBe(false);
      const owner = await guide(t.world.account.id, t.world.tokens.owner);
      expect(owner.steps.USER_INVITE.available).toBe(true);
      // This account is sold (and billed) by its partner.
      expect(owner.steps.ADDED_PAYMENT.available).toBe(false);
    });
  });

  describe('accountUpdate', () => {
    const SUBSCRIPTION = 'subscription($account: ID!) { accountUpdate(input: { account: $account }) { account { id businessName deactivated } } }';
    const clients: Client[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    });

    function connect(token: string | undefined) {
      const client = createClient({
        url: `${t.server.origin.replace(/^http/, 'ws')}/lucy/control/ws`,
        webSocketImpl: WebSocket,
        connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
        retryAttempts: 0,
      });
      clients.push(client);
      return client;
    }

    /** Everything a subscription delivers, collected as it arrives. */
    function watchAccount(token: string | undefined, accountId: string) {
      const results: any[] = [];
      const iterator = connect(token).iterate({ query: SUBSCRIPTION, variables: { account: accountId } });
      const done = (async () => {
        try {
          for await (const result of iterator) results.push(result);
        } catch (error) {
          results.push({ error });
        }
      })();
      return { results, stop: async () => void (await iterator.return?.(), await done) };
    }

    /** Waits up to `ms` for a delivered result matching the filter. */
    async function arrival(results: any[], filter: (result: any) => boolean, ms: number) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = results.find(filter);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    }

    it('delivers a change to a second client, and nothing to a foreign viewer', async () => {
      const owner = watchAccount(t.world.tokens.owner, t.world.account.id);
      const foreign = watchAccount(t.world.tokens.foreign, t.world.foreignAccount.id);
      // The subscriptions start listening asynchronously: change the account until the watcher sees it.
      let received: any = null;
      for (let attempt = 0; attempt < 20 && !received; attempt++) {
        const response = await t.server.rest('PUT', `/api/accounts/${t.world.account.id}`, { body: { business_name: `Renamed ${attempt}` }, ...as('admin') });
        expect(response.status).toBe(200);
        received = await arrival(owner.results, () => true, 300);
      }
      expect(received).toEqual({ data: { accountUpdate: { account: { id: t.world.account.id, businessName: expect.stringMatching(/^Renamed \d+$/), deactivated: false } } } });

      await t.server.rest('DELETE', `/api/accounts/${t.world.account.id}`, as('owner'));
      expect(await arrival(owner.results, (result) => result.data?.accountUpdate.account.deactivated === true, 3000)).toBeTruthy();
      expect(foreign.results).toEqual([]);
      await owner.stop();
      await foreign.stop();
    });

    it('stops delivering to a viewer who lost access', async () => {
      const member = watchAccount(t.world.tokens.member, t.world.account.id);
      const owner = watchAccount(t.world.tokens.owner, t.world.account.id);
      let seen = false;
      for (let attempt = 0; attempt < 20 && !seen; attempt++) {
        await t.server.rest('PUT', `/api/accounts/${t.world.account.id}`, { body: { business_name: `Before ${attempt}` }, ...as('owner') });
        seen = !!(await arrival(member.results, () => true, 300)) && !!(await arrival(owner.results, () => true, 300));
      }
      expect(seen).toBe(true);
      await t.server.app.services.db.delete(acls).where(eq(acls.userId, t.world.users.member.id));
      const delivered = member.results.length;
      await t.server.rest('PUT', `/api/accounts/${t.world.account.id}`, { body: { business_name: 'After' }, ...as('owner') });
      expect(await arrival(owner.results, (result) => result.data?.accountUpdate.account.businessName === 'After', 3000)).toBeTruthy();
      const later = await arrival(member.results, (result) => member.results.indexOf(result) >= delivered, 1000);
      expect(later?.data ?? null).toBeNull();
      expect(JSON.stringify(later ?? {})).not.toContain('After');
      await member.stop();
      await owner.stop();
    });

    it('refuses to watch an account of someone else', async () => {
      const iterator = connect(t.world.tokens.foreign).iterate({ query: SUBSCRIPTION, variables: { account: t.world.account.id } });
      const outcome = await iterator.next().then(
        (result) => result.value,
        (error) => error,
      );
      expect(JSON.stringify(outcome)).toContain('NOT_FOUND');
    });
  });

  async function countStatements(run: () => Promise<unknown>) {
    const before = t.server.database.statementCount();
    await run();
    return t.server.database.statementCount() - before;
  }
});
