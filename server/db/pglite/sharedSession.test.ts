import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testDatabaseKind } from '../../testing/database';
import { loadTemplate } from '../../testing/pgliteTemplate';
import { startPgliteThread } from './thread';
import type { PgliteThread } from './thread';

// The embedded database's worker serves several connections from one PGlite session; these are the
// guarantees its queue makes (./sharedSession.ts). pglite-socket's own queue fails the NOTIFY test; it
// passes the others in this version, whose guarantee ours makes explicitly.
describe.runIf(testDatabaseKind() === 'pglite')('PGlite in its worker thread, shared by connections', () => {
  let thread: PgliteThread;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: thread.url });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    // From the migrated template: making a database from nothing (initdb) takes several times longer.
    thread = await startPgliteThread({ template: new Uint8Array(await (await loadTemplate()).arrayBuffer()) });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await thread.close();
  });

  it('never crosses the statements of concurrent connections', async () => {
    const [large, small] = await Promise.all([connect(), connect()]);
    // A statement sent in several network reads (a large parameter) leaves the session between its
    // Parse and its Bind; another connection's Parse there would replace the statement it executes.
    const text = 'x'.repeat(2_000_000);
    const inTurn = async (ask: (i: number) => Promise<unknown>) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 10; i++) answers.push(await ask(i));
      return answers;
    };
    const [sizes, words] = await Promise.all([
      inTurn(async (i) => (await large!.query('select length($1::text) + $2::int as size', [text, i])).rows),
      inTurn(async (i) => (await small!.query('select $1::text as word', [`w${i}`])).rows),
    ]);
    expect(sizes).toEqual(Array.from({ length: 10 }, (_, i) => [{ size: text.length + i }]));
    expect(words).toEqual(Array.from({ length: 10 }, (_, i) => [{ word: `w${i}` }]));
  });

  it("keeps another connection's statements out of an open transaction", async () => {
    const [first, second] = await Promise.all([connect(), connect()]);
    await first!.query('create table kept (n int)');
    await first!.query('begin');
    await first!.query('insert into kept values (1)');
    const outside = second!.query('insert into kept values (2)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first!.query('rollback');
    await outside;
    expect((await second!.query('select n from kept')).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back what a connection that went away left open, and lets the others go on', async () => {
    const [leaving, staying] = await Promise.all([connect(), connect()]);
    await leaving!.query('create table left_open (n int)');
    await leaving!.query('begin');
    await leaving!.query('insert into left_open values (1)');
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await staying!.query('select count(*)::int as n from left_open')).rows).toEqual([{ n: 0 }]);
  });

  it('delivers a NOTIFY to the connections that LISTEN on its channel, and only to them', async () => {
    const [listening, notifying, other, leaving] = await Promise.all([connect(), connect(), connect(), connect()]);
    const received = new Map<pg.Client, string[]>([listening!, notifying!, other!, leaving!].map((client) => [client, []]));
    for (const [client, payloads] of received) client.on('notification', (message) => payloads.push(`${message.channel}:${message.payload}`));
    await listening!.query('LISTEN "Zone Events"');
    await other!.query('LISTEN elsewhere');
    // One connection's UNLISTEN ends its own deliveries, not the session's LISTEN the others share.
    await leaving!.query('LISTEN "Zone Events"');
    await leaving!.query('UNLISTEN "Zone Events"');
    await notifying!.query(`select pg_notify('Zone Events', 'first')`);
    await notifying!.query(`NOTIFY elsewhere, 'second'`);
    await expect.poll(() => received.get(listening!)).toEqual(['Zone Events:first']);
    await expect.poll(() => received.get(other!)).toEqual(['elsewhere:second']);
    expect(received.get(notifying!)).toEqual([]);
    expect(received.get(leaving!)).toEqual([]);
  });
});
