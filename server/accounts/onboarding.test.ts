// recordOnboardingStep (navigation.md 2.11, 3) and what the guide reads from it and from a browser player.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseKind } from '../testing/database';
import { accounts, playbackClients } from '../db/schema';
import { onboardingMessages } from '../../src/domain/onboarding';
import { useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

const RECORD = `mutation($input: RecordOnboardingStepInput!) {
  recordOnboardingStep(input: $input) { account { id businessType filterExplicit onboardingSteps { name status updatedAt } guide { remainingTasks steps { name completed } } } }
}`;

describe(`recordOnboardingStep (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const record = async (input: Record<string, unknown>, role: Role = 'owner'): Promise<any> => (await t.server.graphql(RECORD, { input: { account: t.world.account.id, ...input } }, t.as(role))).body;
  const stored = async () => (await t.server.app.services.db.select().from(accounts).where(eq(accounts.id, t.world.account.id)))[0]!;
  const guideStep = (body: any, name: string) => body.data.recordOnboardingStep.account.guide.steps.find((s: { name: string }) => s.name === name);

  it('saves the business type with business-description and completes the guide task', async () => {
    const body = await record({ step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'restaurant' });
    expect(body.errors).toBeUndefined();
    const account = body.data.recordOnboardingStep.account;
    expect(account.businessType).toBe('restaurant');
    expect(account.onboardingSteps).toEqual([{ name: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', updatedAt: expect.any(String) }]);
    expect(guideStep(body, 'BUSINESS_DESCRIPTION').completed).toBe(true);
    expect((await stored()).businessType).toBe('restaurant');
  });

  it('saves the explicit filter either way with explicit-setting', async () => {
    const on = await record({ step: 'EXPLICIT_SETTING', status: 'COMPLETED', filterExplicit: true });
    expect(on.data.recordOnboardingStep.account.filterExplicit).toBe(true);
    expect(guideStep(on, 'EXPLICIT_SETTING').completed).toBe(true);
    const off = await record({ step: 'EXPLICIT_SETTING', status: 'COMPLETED', filterExplicit: false });
    expect(off.data.recordOnboardingStep.account.filterExplicit).toBe(false);
    expect((await stored()).settings.filter_explicit).toBe(false);
  });

  it('records a skipped step once, the latest status replacing the one before', async () => {
    await record({ step: 'SPOTIFY_IMPORT', status: 'COMPLETED' });
    const body = await record({ step: 'SPOTIFY_IMPORT', status: 'SKIPPED' });
    expect(body.data.recordOnboardingStep.account.onboardingSteps).toEqual([{ name: 'SPOTIFY_IMPORT', status: 'SKIPPED', updatedAt: expect.any(String) }]);
    // Skipping a step does not complete its guide task.
    expect(guideStep(body, 'SPOTIFY_IMPORT').completed).toBe(false);
  });

  it.each([
    [{ step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED' }, 'input.businessType', onboardingMessages.businessTypeRequired],
    [{ step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'Fine Dining!' }, 'input.businessType', onboardingMessages.businessTypeInvalid],
    [{ step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'x'.repeat(65) }, 'input.businessType', onboardingMessages.businessTypeInvalid],
    [{ step: 'EXPLICIT_SETTING', status: 'COMPLETED' }, 'input.filterExplicit', onboardingMessages.filterExplicitRequired],
    [{ step: 'SETUP', status: 'COMPLETED', businessType: 'cafe' }, 'input.businessType', onboardingMessages.notForThisStep],
    [{ step: 'EXPLICIT_SETTING', status: 'SKIPPED', filterExplicit: true }, 'input.filterExplicit', onboardingMessages.notForThisStep],
    [{ step: 'PARTNER_BUSINESS_TYPE', status: 'COMPLETED' }, 'input.choice', onboardingMessages.choiceRequired],
    [{ step: 'PARTNER_BUSINESS_TYPE', status: 'COMPLETED', choice: 'up_to_10' }, 'input.choice', onboardingMessages.choiceInvalid],
    [{ step: 'PARTNER_BUSINESS_SIZE', status: 'COMPLETED', choice: 'reseller' }, 'input.choice', onboardingMessages.choiceInvalid],
    [{ step: 'PARTNER_BUSINESS_SIZE', status: 'SKIPPED', choice: 'up_to_10' }, 'input.choice', onboardingMessages.notForThisStep],
    [{ step: 'SETUP', status: 'COMPLETED', choice: 'reseller' }, 'input.choice', onboardingMessages.notForThisStep],
  ])('refuses bad input %j with the field message and changes nothing', async (input, field, message) => {
    const before = await stored();
    const body = await record(input);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body.errors[0].extensions)).toContain(message);
    expect(JSON.stringify(body.errors[0].extensions)).toContain(field);
    const after = await stored();
    expect(after.onboardingSteps).toEqual(before.onboardingSteps);
    expect(after.businessType).toBe(before.businessType);
  });

  it.each([
    ['contact', { step: 'EXPLICIT_SETTING', status: 'COMPLETED', filterExplicit: true }, 'FORBIDDEN'],
    ['finance', { step: 'SETUP', status: 'SKIPPED' }, 'FORBIDDEN'],
    ['contact', { step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'cafe' }, 'FORBIDDEN'],
    ['foreign', { step: 'SETUP', status: 'SKIPPED' }, 'NOT_FOUND'],
    ['anonymous', { step: 'SETUP', status: 'SKIPPED' }, 'UNAUTHENTICATED'],
  ] as const)('refuses %s recording %j', async (role, input, code) => {
    const body = await record(input, role);
    expect(body.errors[0].extensions.code).toBe(code);
    expect((await stored()).onboardingSteps).toEqual([]);
  });

  it('keeps the partner steps\' answers with the steps (navigation.md 2.11 partner onboarding)', async () => {
    const query = `mutation($input: RecordOnboardingStepInput!) { recordOnboardingStep(input: $input) { account { onboardingSteps { name status choice } } } }`;
    const send = async (input: Record<string, unknown>) => (await t.server.graphql(query, { input: { account: t.world.account.id, ...input } }, t.as('owner'))).body;
    await send({ step: 'PARTNER_BUSINESS_TYPE', status: 'COMPLETED', choice: 'av_integrator' });
    const body = await send({ step: 'PARTNER_BUSINESS_SIZE', status: 'COMPLETED', choice: '11_to_50' });
    expect(body.errors).toBeUndefined();
    expect(body.data.recordOnboardingStep.account.onboardingSteps).toEqual([
      { name: 'PARTNER_BUSINESS_TYPE', status: 'COMPLETED', choice: 'av_integrator' },
      { name: 'PARTNER_BUSINESS_SIZE', status: 'COMPLETED', choice: '11_to_50' },
    ]);
    const skipped = await send({ step: 'PARTNER_BUSINESS_SIZE', status: 'SKIPPED' });
    expect(skipped.data.recordOnboardingStep.account.onboardingSteps[1]).toEqual({ name: 'PARTNER_BUSINESS_SIZE', status: 'SKIPPED', choice: null });
  });

  it('lets finance (zone.activate) describe the business', async () => {
    const body = await record({ step: 'BUSINESS_DESCRIPTION', status: 'COMPLETED', businessType: 'cafe' }, 'finance');
    expect(body.errors).toBeUndefined();
  });

  it('completes the setup task when a browser plays one of the account’s zones', async () => {
    const fx = t.world.fx;
    const account = await fx.account();
    const owner = await fx.user();
    await fx.membership(account.id, owner.id);
    const zone = await fx.soundZone((await fx.location(account.id)).id);
    const token = await fx.token(owner.id);
    const GUIDE = `query($id: ID!) { account(id: $id) { guide { steps { name completed } } } }`;
    const setup = async () => (await t.server.graphql(GUIDE, { id: account.id }, { token })).body.data.account.guide.steps.find((s: { name: string }) => s.name === 'SETUP').completed;
    expect(await setup()).toBe(false);
    await t.server.app.services.db.insert(playbackClients).values({ soundZoneId: zone.id, clientId: 'web-1', name: 'Chromium', description: 'Browser', createdAt: new Date() });
    expect(await setup()).toBe(true);
  });

  it('answers the legal certificate of a US account from its own data, and none elsewhere', async () => {
    const CERTIFICATE = `query($id: ID!) { account(id: $id) { legalCertificate { businessName address postalCode city state country validFrom validUntil } } }`;
    const db = t.server.app.services.db;
    await db.update(accounts).set({ isoCountry: 'US', businessName: 'Nook', address: '1 Main Street', postalCode: '78701', city: 'Austin', state: 'TX' }).where(eq(accounts.id, t.world.account.id));
    const us = (await t.server.graphql(CERTIFICATE, { id: t.world.account.id }, t.as('owner'))).body as any;
    expect(us.data.account.legalCertificate).toMatchObject({ businessName: 'Nook', address: '1 Main Street', postalCode: '78701', city: 'Austin', state: 'TX', country: 'US', validFrom: (await stored()).createdAt.toISOString() });
    await db.update(accounts).set({ isoCountry: 'SE', state: null }).where(eq(accounts.id, t.world.account.id));
    const se = (await t.server.graphql(CERTIFICATE, { id: t.world.account.id }, t.as('owner'))).body as any;
    expect(se.data.account.legalCertificate).toBeNull();
  });
});
