import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { feedback } from '../db/schema';
import { FLAG_CATALOGUE } from '../../src/domain/flags';

const FLAGS = `query ($context: FlagContextInput!) { flags(context: $context) { trackingKey expiresAt resolveToken flags { name properties } } }`;
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
});
