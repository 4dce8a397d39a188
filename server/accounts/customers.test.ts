import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../src/domain/validation';
import { testDatabaseKind } from '../testing/database';
import { accounts, locations, soundZones } from '../db/schema';
import { recordEvents, useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

const CUSTOMERS = `query($id: ID!, $first: Int, $after: String, $query: String) {
  account(id: $id) { customerAccounts(first: $first, after: $after, query: $query) { total edges { node { id businessName distributor { id } } } pageInfo { hasNextPage endCursor } } }
}`;
const CREATE = `mutation($input: CreateCustomerAccountInput!) {
  createCustomerAccount(input: $input) { account { id businessName country distributor { id businessName } } location { id name } }
}`;

describe(`partner customer accounts (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();

  const list = (variables: Record<string, unknown>, role: Role = 'partner') => t.server.graphql(CUSTOMERS, { id: t.world.partnerAccount.id, ...variables }, t.as(role));
  const input = (values: Record<string, unknown> = {}) => ({
    partner: t.world.partnerAccount.id,
    businessName: 'Nordic Noodles',
    name: 'Nordic Noodles Centrum',
    address: 'Drottninggatan 1',
    city: 'Stockholm',
    postalCode: '111 51',
    country: 'SE',
    timezone: 'Europe/Stockholm',
    soundZoneName: 'Dining',
    ...values,
  });
  const create = (values: Record<string, unknown> = {}, role: Role = 'partner') => t.server.graphql(CREATE, { input: input(values) }, t.as(role));

  it("lists the partner's customers by name, searched case-insensitively and paged", async () => {
    const { fx, partnerAccount } = t.world;
    await fx.account({ businessName: 'Bistro Blå', distributorId: partnerAccount.id });
    await fx.account({ businessName: 'Another Bistro', distributorId: partnerAccount.id });
    await fx.account({ businessName: 'Bistro Elsewhere' });
    const all = await list({});
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.account.customerAccounts.edges.map((edge: { node: { businessName: string } }) => edge.node.businessName)).toEqual(['Another Bistro', 'Bistro Blå', 'Café Lumen']);
    const found = await list({ query: '  bistro ' });
    expect(found.body.data.account.customerAccounts.total).toBe(2);
    const first = await list({ query: 'bistro', first: 1 });
    const page = first.body.data.account.customerAccounts;
    expect(page.edges.map((edge: { node: { businessName: string } }) => edge.node.businessName)).toEqual(['Another Bistro']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await list({ query: 'bistro', first: 1, after: page.pageInfo.endCursor });
    expect(next.body.data.account.customerAccounts.edges.map((edge: { node: { businessName: string } }) => edge.node.businessName)).toEqual(['Bistro Blå']);
    expect(next.body.data.account.customerAccounts.pageInfo.hasNextPage).toBe(false);
  });

  it.each(['owner', 'foreign'] as const)('does not list customers for %s (not a member of the partner)', async (role) => {
    const answer = await list({}, role);
    expect(answer.body.errors?.[0]?.extensions?.code).toBeDefined();
  });

  it('does not list customers of an account that is not a partner', async () => {
    const answer = await t.server.graphql(CUSTOMERS, { id: t.world.account.id }, t.as('owner'));
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("creates a customer account sold by the partner with its first location and zone, reached by the partner's admins, and publishes it", async () => {
    const recorder = recordEvents(t.server);
    const answer = await create({ businessType: 'restaurant' });
    expect(answer.body.errors).toBeUndefined();
    const { account, location } = answer.body.data.createCustomerAccount;
    expect(account).toMatchObject({ businessName: 'Nordic Noodles', country: 'SE', distributor: { id: t.world.partnerAccount.id, businessName: 'Sound Partners' } });
    expect(location.name).toBe('Nordic Noodles Centrum');
    const db = t.server.app.services.db;
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ distributorId: t.world.partnerAccount.id, businessType: 'restaurant', address: 'Drottninggatan 1', legalTermsType: 'general' });
    expect(await db.select({ name: soundZones.name }).from(soundZones).where(eq(soundZones.accountId, account.id))).toEqual([{ name: 'Dining' }]);
    expect((await db.select().from(locations).where(eq(locations.accountId, account.id))).length).toBe(1);
    await recorder.waitFor((event) => event.entity === 'account' && event.type === 'create' && event.id === account.id);
    await recorder.waitFor((event) => event.entity === 'account' && event.type === 'update' && event.id === t.world.partnerAccount.id);
    recorder.stop();
    // Listed in the dashboard, and readable by another admin of the partner (but not a plain member).
    expect((await list({ query: 'noodles' })).body.data.account.customerAccounts.edges[0].node.id).toBe(account.id);
    const read = await t.server.graphql(`query($id: ID!) { account(id: $id) { id permissions } }`, { id: account.id }, t.as('partner'));
    expect(read.body.data.account.permissions.length).toBeGreaterThan(0);
  });

  it("answers the spec's messages per field and creates nothing", async () => {
    const answer = await create({ businessName: ' ', address: '', postalCode: '!!', country: 'US', state: '', soundZoneName: '' });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      exception: { validationErrors: { 'input.businessName': messages.required, 'input.address': messages.required, 'input.postalCode': messages.postalCode, 'input.state': expect.any(String), 'input.soundZoneName': expect.any(String) } },
    });
    const rows = await t.server.app.services.db.select().from(accounts).where(eq(accounts.distributorId, t.world.partnerAccount.id));
    expect(rows.map((row) => row.businessName)).toEqual(['Café Lumen']);
  });

  it.each(['partnerMember', 'owner', 'foreign'] as const)('does not let %s create a customer account', async (role) => {
    const answer = await create({}, role);
    expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
  });
});
