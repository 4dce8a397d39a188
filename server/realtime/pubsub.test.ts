import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../testing/database';
import { createLogger } from '../log';
import { createPubSub } from './pubsub';
import type { DeliveredEvent, DomainEvent, PubSub } from './pubsub';

const log = createLogger('silent');
const zoneUpdate = (id: string): DomainEvent => ({ type: 'update', entity: 'sound_zone', id, accountId: 'a1', parentIds: ['l1'] });

describe(`pubsub (${testDatabaseKind()})`, () => {
  let database: Database;
  let pubsub: PubSub;
  beforeAll(async () => {
    database = await openTestDatabase();
    pubsub = await createPubSub(database, log);
  });
  afterAll(async () => {
    await pubsub.stop();
    await database.close();
  });

  it('delivers published events to matching subscribers only', async () => {
    const controller = new AbortController();
    const received: DeliveredEvent[] = [];
    const done = (async () => {
      for await (const event of pubsub.subscribe((e) => e.id === 'z1', controller.signal)) {
        received.push(event);
        if (received.length === 2) break;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pubsub.publish(zoneUpdate('z2'));
    await pubsub.publish(zoneUpdate('z1'));
    await pubsub.publish(zoneUpdate('z1'));
    await done;
    expect(received.map((e) => e.id)).toEqual(['z1', 'z1']);
  });

  it('keeps an event published right after subscribing, before the first read, and ends on abort', async () => {
    const controller = new AbortController();
    const events = pubsub.subscribe((e) => e.id === 'z4', controller.signal);
    const delivered: DeliveredEvent[] = [];
    const stop = pubsub.onEvent((e) => delivered.push(e));
    await pubsub.publish(zoneUpdate('z4'));
    await expect.poll(() => delivered.length).toBe(1);
    stop();
    // Delivered to the process before anyone read the subscription: still there for its first read.
    expect((await events.next()).value).toMatchObject({ id: 'z4' });
    controller.abort();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('shares one set of loaders among the subscribers of an event', async () => {
    const seen: DeliveredEvent[] = [];
    const stopA = pubsub.onEvent((e) => seen.push(e));
    const stopB = pubsub.onEvent((e) => seen.push(e));
    await pubsub.publish(zoneUpdate('z3'));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[0]!.loaders).toBe(seen[1]!.loaders);
    stopA();
    stopB();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('pubsub across server processes on one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let first: Database;
  let second: Database;
  let publisher: PubSub;
  let receiver: PubSub;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    first = await openDatabase({ url: created.url });
    second = await openDatabase({ url: created.url });
    publisher = await createPubSub(first, log);
    receiver = await createPubSub(second, log);
  });
  afterAll(async () => {
    await publisher.stop();
    await receiver.stop();
    await first.close();
    await second.close();
    await drop();
  });

  it('delivers an event published through one connection pool to the other', async () => {
    const received: string[] = [];
    const stop = receiver.onEvent((event) => received.push(event.id));
    await publisher.publish(zoneUpdate('z9'));
    await expect.poll(() => received).toEqual(['z9']);
    stop();
  });
});
