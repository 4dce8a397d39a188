import { it } from 'vitest';
import { startTestServer } from './testing/testServer';
import { fixtures } from './testing/fixtures';
it('statements', async () => {
  const server = await startTestServer();
  const w = await fixtures(server.app.services.db, server.app.services.tokens).world();
  const count = async (label: string, f: () => Promise<unknown>) => { await f(); const b = server.database.statementCount(); await f(); console.log(label, server.database.statementCount() - b); };
  await count('rest account', () => server.rest('GET', `/api/accounts/${w.account.id}`, { token: w.token }));
  await count('gql account', () => server.graphql(`{ account(id: "${w.account.id}") { id businessName businessType country plan tier deactivated suspended demo incomplete maxSoundZones createdAt roles { isDistributor isPartner } } }`, {}, { token: w.token }));
  await count('gql zone', () => server.graphql(`{ soundZone(id: "${w.zone.id}") { id name permissions isPaired status { state message codes } subscription { state isActive activeUntil } location { id name timezone } device { id name platform online } settings { crossfade defaultVolume } } }`, {}, { token: w.token }));
  await count('gql zonelist', () => server.graphql(`{ account(id: "${w.account.id}") { soundZones(first: 50) { total stateTotals { state total } pageInfo { hasNextPage endCursor } edges { cursor node { id name isPaired status { state message code } location { id name } subscription { state isActive } } } } } }`, {}, { token: w.token }));
  await server.close();
}, 60000);
