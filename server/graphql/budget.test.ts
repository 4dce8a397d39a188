// The default complexity budget against what people do: the owner of the 5,000-zone demo account
// scrolls the whole zone list (the web app's own persisted page and pagination queries, 50 zones a
// page with what each plays) within a minute and is never refused, with room left for the rest of the
// app; a script that keeps paging at that pace is refused before it has read the list twice.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { operationComplexity } from './complexity';

const schema = buildSchema(readFileSync(new URL('../../schema/control.graphql', import.meta.url), 'utf8'));

const persisted = Object.values(JSON.parse(readFileSync(new URL('../../src/__generated__/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>);
const operation = (name: string) => persisted.find((text) => text.startsWith(`query ${name}(`))!;

const PAGE = 50;
const LARGE_ACCOUNT_ZONES = 5000;

interface ZonePage {
  edges: { node: { id: string; nowPlaying: unknown } }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

describe(`the complexity budget (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    // The default budget, on the demo data.
    server = await startTestServer({ env: { SEED: 'demo' } });
    const login = await server.graphql('mutation($input: LoginUserInput!) { loginUser(input: $input) { token } }', { input: { email: DEMO_LOGINS.large, password: DEMO_PASSWORD } });
    token = login.body.data.loginUser.token;
    const accounts = await server.graphql('{ me { ... on User { accounts(first: 1) { edges { node { id } } } } } }', {}, { token });
    accountId = accounts.body.data.me.accounts.edges[0].node.id;
  }, 180_000);
  afterAll(() => server?.close());

  const remaining = async () => (await server.graphql<{ queryInfo: { remaining: number } }>('{ queryInfo { remaining } }', {}, { token })).body.data!.queryInfo.remaining;

  /** Opens the zone list and scrolls to its end as the web app does; the answers, in order. */
  async function scrollZoneList() {
    const answers = [await server.graphql(operation('ZoneListPageQuery'), { accountId, first: PAGE, after: null, filters: [] }, { token })];
    let page: ZonePage | undefined = answers[0]!.body.data?.account?.soundZones;
    while (page?.pageInfo.hasNextPage) {
      const answer = await server.graphql(operation('ZoneListPaginationQuery'), { id: accountId, first: PAGE, after: page.pageInfo.endCursor, filters: [] }, { token });
      answers.push(answer);
      page = answer.body.data?.node?.soundZones;
    }
    return answers;
  }

  it('lets a person scroll the whole 5,000-zone list within a minute, with room for the rest of the app', async () => {
    const layout = await server.graphql(operation('UserRegionsQuery'), { accountId, hasAccount: true }, { token });
    expect(layout.body.errors).toBeUndefined();

    const answers = await scrollZoneList();
    expect(answers.map((answer) => answer.body.errors ?? [])).toEqual(answers.map(() => []));
    const zones = answers.flatMap((answer) => (answer.body.data.account ?? answer.body.data.node).soundZones.edges);
    expect(new Set(zones.map((edge: ZonePage['edges'][number]) => edge.node.id)).size).toBe(LARGE_ACCOUNT_ZONES);
    expect(answers).toHaveLength(LARGE_ACCOUNT_ZONES / PAGE);
    // Still within the same minute of the server's clock: ten more pages as heavy as these are left.
    expect(await remaining()).toBeGreaterThan(10 * operationComplexity(schema, parse(operation('ZoneListPaginationQuery')), null, { first: PAGE }));
  }, 180_000);

  it('refuses a script that keeps paging through the list at that pace before it has read it twice', async () => {
    const answers = await scrollZoneList();
    const refused = answers.findIndex((answer) => answer.status === 429);
    expect(refused).toBeGreaterThan(0);
    expect(answers[refused]!.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  }, 180_000);
});
