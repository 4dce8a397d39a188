import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { feedback, flagExposures, userKeyValues } from '../db/schema';
import { FLAG_CATALOGUE } from '../../src/domain/flags';

const FLAGS = `query ($context: FlagContextInput!) { flags(context: $context) { trackingKey expiresAt resolveToken flags { name properties } } }`;
const APPLY = `mutation ($input: ApplyFlagsInput!) { applyFlags(input: $input) { applied } }`;
const WRITE = `mutation ($input: FeedbackInput!) { writeFeedback(feedbackInput: $input) { feedbackId } }`;
const context = { ephemeral: [{ key: 'app.platform', value: 'business' }], stored: [] };
const entry = (id: string, overrides: Record<string, string> = {}) => ({
  feedbackId: id,
  feedbackFormName: 'share-feedback',
  feedbackDatetime: '2026-11-22T12:00:00.000Z',
  payload: JSON.stringify({ steps: [{ id: 'feedback', type: 'text', index: 0, response: 'The zone list is great' }] }),
  metadata: JSON.stringify({ client: 'business', interaction: 'completed', route_path: '/home' }),
  ...overrides,
});

describe(`flags and feedback (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { FLAG_OVERRIDES: JSON.stringify({ 'theme-select': { enabled: true } }) } });
  });
  afterAll(() => server.close());

  it('resolves every known flag with the deployment’s overrides, for anyone', async () => {
    const { body } = await server.graphql(FLAGS, { context });
    const flags = new Map(body.data.flags.flags.map((f: { name: string; properties: string }) => [f.name, JSON.parse(f.properties)]));
    expect(flags.size).toBe(Object.keys(FLAG_CATALOGUE).length);
    expect(flags.get('theme-select')).toEqual({ enabled: true });
    expect(flags.get('web-playback')).toEqual({ enabled: false, showSidebarInSetupGuide: false });
    expect(new Date(body.data.flags.expiresAt).getTime() - server.clock.now().getTime()).toBe(3_600_000);
    expect(body.data.flags.resolveToken).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('ties a resolution to its viewer and context', async () => {
    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    const key = async (variables: Record<string, unknown>, token?: string) => (await server.graphql(FLAGS, variables, token ? { token } : {})).body.data.flags.trackingKey;
    const mine = await key({ context }, world.token);
    expect(await key({ context }, world.token)).toBe(mine);
    expect(await key({ context })).not.toBe(mine);
    expect(await key({ context: { ...context, stored: [{ key: 'user.promos.company-logo.interaction', value: 'dismissed' }] } }, world.token)).not.toBe(mine);
  });

  it('keeps feedback from a signed-in viewer, once per id', async () => {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const world = await fx.world();
    const response = await server.graphql(WRITE, { input: entry('fb-1') }, { token: world.token });
    expect(response.body).toEqual({ data: { writeFeedback: { feedbackId: 'fb-1' } } });
    expect((await server.graphql(WRITE, { input: entry('fb-1') }, { token: world.token })).body.data.writeFeedback.feedbackId).toBe('fb-1');
    const rows = await server.app.services.db.select().from(feedback).where(eq(feedback.id, 'fb-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: world.user.id, formName: 'share-feedback', metadata: { route_path: '/home' } });

    const other = await fx.world();
    expect((await server.graphql(WRITE, { input: entry('fb-1') }, { token: other.token })).body.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  it('refuses anonymous feedback and answers bad JSON per field', async () => {
    expect((await server.graphql(WRITE, { input: entry('fb-2') })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    const bad = await server.graphql(WRITE, { input: entry('fb-3', { payload: 'not json' }) }, { token: world.token });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'feedbackInput.payload': 'Invalid' } } });
    const badName = await server.graphql(WRITE, { input: entry('fb-4', { feedbackFormName: 'Not A Name' }) }, { token: world.token });
    expect(badName.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await server.app.services.db.select().from(feedback).where(eq(feedback.id, 'fb-3'))).toHaveLength(0);
  });

  it('resolves in the context it is given: the platform, an automated session and the stored promo interactions, the server’s own included', async () => {
    const properties = async (variables: Record<string, unknown>, token?: string) =>
      new Map((await server.graphql(FLAGS, variables, token ? { token } : {})).body.data.flags.flags.map((f: { name: string; properties: string }) => [f.name, JSON.parse(f.properties)]));
    const desktop = await properties({ context: { ephemeral: [{ key: 'app.platform', value: 'desktop' }, { key: 'app.is_e2e', value: 'true' }], stored: [{ key: 'user.promos.company-logo.interaction', value: 'dismissed' }] } });
    expect(desktop.get('install-app-promo')).toEqual({ enabled: false });
    expect(desktop.get('mp-session-replay')).toEqual({ enabled: false, startOnMount: false });
    expect(desktop.get('company-logo')).toEqual({ enabled: true, showPromo: false });

    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    await server.app.services.db.insert(userKeyValues).values({ userId: world.user.id, key: 'user.promos.install-app.interaction', value: 'completed' });
    expect((await properties({ context }, world.token)).get('install-app-promo')).toEqual({ enabled: false });
  });

  it('records the flags a client applied, at the server’s time, for the resolution’s tracking key', async () => {
    const world = await fixtures(server.app.services.db, server.app.services.tokens).world();
    const { trackingKey, resolveToken } = (await server.graphql(FLAGS, { context }, { token: world.token })).body.data.flags;
    const now = server.clock.now().getTime();
    // The client's clock runs 10 minutes behind the server's.
    const clientNow = now - 600_000;
    const input = { resolveToken, currentClientTime: new Date(clientNow).toISOString(), events: [{ flag: 'theme-select', applyTime: new Date(clientNow - 2000).toISOString() }, { flag: 'web-playback', applyTime: new Date(clientNow).toISOString() }] };
    expect((await server.graphql(APPLY, { input }, { token: world.token })).body).toEqual({ data: { applyFlags: { applied: true } } });
    const rows = await server.app.services.db.select().from(flagExposures).where(eq(flagExposures.trackingKey, trackingKey));
    expect(rows.map((row) => [row.flag, row.appliedAt.getTime(), row.userId]).sort()).toEqual([
      ['theme-select', now - 2000, world.user.id],
      ['web-playback', now, world.user.id],
    ]);
  });

  it('refuses an apply without its token, with a forged token, with no events or an apply time in the future, recording nothing', async () => {
    const { resolveToken, trackingKey } = (await server.graphql(FLAGS, { context })).body.data.flags;
    const now = server.clock.now().toISOString();
    const events = [{ flag: 'theme-select', applyTime: now }];
    const errorOf = async (input: Record<string, unknown>) => (await server.graphql(APPLY, { input })).body.errors?.[0]?.extensions;
    expect(await errorOf({ resolveToken: ' ', currentClientTime: now, events })).toMatchObject({ code: 'BAD_USER_INPUT', exception: { validationErrors: { 'input.resolveToken': 'Could not apply flags, missing required resolveToken' } } });
    const [claims] = resolveToken.split('.');
    expect(await errorOf({ resolveToken: `${claims}.forged`, currentClientTime: now, events })).toMatchObject({ exception: { validationErrors: { 'input.resolveToken': 'Invalid' } } });
    expect(await errorOf({ resolveToken: 'nodots', currentClientTime: now, events })).toMatchObject({ exception: { validationErrors: { 'input.resolveToken': 'Invalid' } } });
    expect(await errorOf({ resolveToken, currentClientTime: now, events: [] })).toMatchObject({ exception: { validationErrors: { 'input.events': 'Cannot be empty' } } });
    expect(await errorOf({ resolveToken, currentClientTime: now, events: [{ flag: '', applyTime: now }] })).toMatchObject({ exception: { validationErrors: { 'input.events.0.flag': 'Cannot be empty' } } });
    const future = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
    expect(await errorOf({ resolveToken, currentClientTime: now, events: [...events, { flag: 'web-playback', applyTime: future }] })).toMatchObject({ exception: { validationErrors: { 'input.events.1.applyTime': 'Invalid' } } });
    expect(await server.app.services.db.select().from(flagExposures).where(eq(flagExposures.trackingKey, trackingKey))).toHaveLength(0);
  });
});
