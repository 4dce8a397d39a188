import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { supportTickets } from '../db/schema';
import { ticketVariant } from './tickets';

describe(`score survey tickets, POST /api/tickets (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let fx: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    server = await startTestServer();
    fx = fixtures(server.app.services.db, server.app.services.tokens);
  });
  afterAll(() => server.close());

  const ticketFor = (accountId: string, email: string, change: Record<string, unknown> = {}) => ({
    score: 9,
    account_id: accountId,
    email,
    subject: 'Follow up on your feedback',
    comment: '  The schedules save us time  ',
    priority: 'low',
    tags: ['nps', 'no_csat'],
    ...change,
  });

  it('keeps the ticket with the account’s name, type and country, and answers its id', async () => {
    const world = await fx.world();
    const response = await server.rest('POST', '/api/tickets', { body: { token: world.token, ticket: ticketFor(world.account.id, world.user.email) } });
    expect(response.status).toBe(201);
    const body = response.body as { id: string; created_at: string };
    expect(body.id).toMatch(/^T-\d+$/);
    expect(body.created_at).toMatch(/^\d{14}$/);
    const [row] = await server.app.services.db.select().from(supportTickets).where(eq(supportTickets.id, body.id));
    expect(row).toMatchObject({
      userId: world.user.id,
      accountId: world.account.id,
      score: 9,
      comment: 'The schedules save us time',
      accountName: world.account.businessName,
      businessType: world.account.businessType,
      country: world.account.isoCountry,
      priority: 'low',
      tags: ['nps', 'no_csat'],
    });
  });

  it('takes a CSAT score of 1 to 5 only', async () => {
    const world = await fx.world();
    const send = (score: number) => server.rest('POST', '/api/tickets', { body: { token: world.token, ticket: ticketFor(world.account.id, world.user.email, { score, tags: ['csat', 'no_csat'] }) } });
    expect((await send(5)).status).toBe(201);
    const tooHigh = await send(6);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({ fields: { score: 'Not a csat score' } });
    expect((await send(0)).status).toBe(400);
  });

  it('refuses a bad token, another account, another e-mail, a blank comment and unknown tags', async () => {
    const world = await fx.world();
    const other = await fx.world();
    const post = (token: string, ticket: object) => server.rest('POST', '/api/tickets', { body: { token, ticket } });
    expect((await post('not-a-token', ticketFor(world.account.id, world.user.email))).status).toBe(401);
    expect((await post(world.token, ticketFor(other.account.id, world.user.email))).body).toMatchObject({ fields: { account_id: 'Not an account of yours' } });
    expect((await post(world.token, ticketFor(world.account.id, other.user.email))).body).toMatchObject({ fields: { email: expect.any(String) } });
    expect((await post(world.token, ticketFor(world.account.id, world.user.email, { comment: '   ' }))).status).toBe(400);
    expect((await post(world.token, ticketFor(world.account.id, world.user.email, { tags: ['nps'] }))).body).toMatchObject({ fields: { tags: expect.any(String) } });
    expect((await post(world.token, ticketFor(world.account.id, world.user.email, { comment: '' }))).status).toBe(400);
    const rows = await server.app.services.db.select().from(supportTickets).where(eq(supportTickets.accountId, world.account.id));
    expect(rows).toEqual([]);
  });

  it('reads the variant from the tags', () => {
    expect(ticketVariant(['nps', 'no_csat'])).toBe('nps');
    expect(ticketVariant(['csat', 'no_csat'])).toBe('csat');
    expect(ticketVariant(['no_csat', 'nps'])).toBeNull();
    expect(ticketVariant(undefined)).toBeNull();
  });
});
