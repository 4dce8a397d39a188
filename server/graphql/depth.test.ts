// The query depth limit (12 levels of fields) counts the data a query nests, not how Relay composes it:
// a fragment spread adds no level, so a page whose components each spread their fragments is not refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';

describe(`GraphQL query depth (${testDatabaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (query: string) =>
    fetch(`${server.origin}/lucy/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(async (r) => (await r.json()) as { errors?: { message: string }[] });
  const depthErrors = (body: { errors?: { message: string }[] }) => (body.errors ?? []).filter((error) => /depth limit/.test(error.message));

  // soundZone, location, account, soundZones, edges, node, location, account, soundZones, edges, node, id: 12 levels.
  const twelve = 'soundZone(id: "x") { location { account { soundZones { edges { node { location { account { soundZones { edges { node { id } } } } } } } } } } }';

  it('accepts 12 levels and refuses 13', async () => {
    expect(depthErrors(await post(`{ ${twelve} }`))).toEqual([]);
    expect(depthErrors(await post(`{ ${twelve.replace('node { id }', 'node { location { id } }')} }`))).toEqual([{ message: 'Syntax Error: Query depth limit of 12 exceeded, found 13.' }]);
  });

  it('does not count fragment spreads as levels', async () => {
    const query = `
      query Spread { soundZone(id: "x") { ...A } }
      fragment A on SoundZone { location { ...B } }
      fragment B on Location { account { ...C } }
      fragment C on Account { soundZones { edges { node { ...D } } } }
      fragment D on SoundZone { location { account { soundZones { edges { node { ...E } } } } } }
      fragment E on SoundZone { id }
    `;
    expect(depthErrors(await post(query))).toEqual([]);
  });
});
